/** What the suite commands print and write besides the run's own outputs: the terminal summary, Markdown for CI, annotations. */
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { deltaWithInterval, plural, pValue, rateWithInterval } from '../results/format.js';
import type { SuiteResults } from '../results/schema.js';
import { summaryMarkdown } from '../report/markdown.js';
import { protectionSummary } from '../results/protection.js';
import { verdictMessage } from '../suite/gate.js';
import { suiteExitCode, type SuiteOutputs } from '../suite/suite.js';
import { printData, printJson, say } from './output.js';

/** The human summary on stderr: the verdict, one line per case and condition, then where the outputs are. */
export function printSummary(results: SuiteResults, files: SuiteOutputs['files']): void {
  const { totals, gate } = results;
  say(`\n${results.suite}: ${totals.passed}/${totals.tasks} task(s) passed all checks, ${totals.failed} failed a check, ${totals.errored} errored`);
  if (results.merged_from !== null) say(`merged from ${plural(results.merged_from, 'shard')}`);
  const protection = protectionSummary(results.tasks);
  if (protection.line) say(protection.line);
  for (const w of protection.warnings) say(`  WARNING: ${w}`);
  if (results.partial) say(`PARTIAL: ${plural(results.missing.length, 'planned task')} missing: ${results.missing.join(', ')}`);
  for (const c of results.conditions) {
    const delta = c.delta !== null && c.delta_ci ? `  Δ ${deltaWithInterval(c.delta, c.delta_ci)} ${pValue(c.p_value!)}` : '';
    const tokens = c.tokens ? `  tokens ${Math.round(c.tokens.mean)}` : '';
    const role = c.role === 'control' ? ' (control)' : '';
    const rate = `${c.passed}/${c.tasks} ${rateWithInterval(c.pass_rate, c.pass_rate_ci)}${c.flaky ? ' flaky' : ''}`;
    say(`  ${c.case_id.padEnd(20)} ${`${c.condition}${role}`.padEnd(24)} ${rate}${delta}${tokens}`);
    for (const w of c.validity_warnings) say(`      ! ${w}`);
  }
  for (const p of results.pooled) if (p.delta_ci) say(`  pooled ${p.condition} over ${plural(p.cases, 'case')}: Δ ${deltaWithInterval(p.delta, p.delta_ci)}`);
  if (results.baseline) {
    for (const r of results.baseline.regressions) say(`  regression against ${results.baseline.base}: ${r.case_id} ${r.condition}: ${r.message}`);
  }
  // Notes such as "no OS sandbox here" repeat in every task: say each once.
  for (const note of new Set(results.tasks.flatMap((t) => t.warnings))) say(`  note: ${note}`);
  for (const t of results.tasks.filter((t) => t.status === 'error' || t.status === 'timed_out' || t.status === 'invalid')) {
    say(`  ✗ ${t.task_id}: ${t.status}${t.error ? ` — ${t.error}` : ''}`);
    for (const v of t.validity_errors) say(`      invalid: ${v}`);
  }
  const failing = gate.verdicts.filter((v) => !v.passed);
  say(
    gate.passed
      ? `gate: holds (${plural(gate.verdicts.length, 'case treatment')})`
      : `gate: FAILED for ${failing.length} of ${plural(gate.verdicts.length, 'case treatment')}`,
  );
  for (const v of failing) say(`  ✗ ${verdictMessage(v)}`);
  say(`results: ${files.results}\njunit:   ${files.junit}\nreport:  ${files.report}`);
}

/** Workflow-command text: `%`, CR and LF are escaped in messages, and also `:` and `,` in properties. */
function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** Under GitHub Actions: one `::error` annotation per failing case and treatment (workflow commands are read from stdout). */
export function annotate(results: SuiteResults, env: NodeJS.ProcessEnv = process.env): void {
  if (env.GITHUB_ACTIONS !== 'true') return;
  for (const v of results.gate.verdicts.filter((v) => !v.passed)) {
    const title = `gate failed: ${results.suite}/${v.case_id} ${v.condition}`;
    printData(`::error title=${escapeProperty(title)}::${escapeData(verdictMessage(v))}`);
  }
  for (const r of results.baseline?.regressions ?? []) {
    printData(`::error title=${escapeProperty(`regression: ${results.suite}/${r.case_id} ${r.condition}`)}::${escapeData(r.message)}`);
  }
}

/** Writes the Markdown summary to `file` (when given) and appends it to $GITHUB_STEP_SUMMARY (when set). */
export async function writeSummaries(results: SuiteResults, file: string | undefined, env: NodeJS.ProcessEnv = process.env): Promise<string | null> {
  const text = summaryMarkdown(results);
  if (file) {
    await mkdir(dirname(resolve(file)), { recursive: true });
    await writeFile(file, text);
  }
  if (env.GITHUB_STEP_SUMMARY) await appendFile(env.GITHUB_STEP_SUMMARY, `${text}\n`);
  return file ? resolve(file) : null;
}


/** After a run or a merge: JSON on stdout if asked, the summary, Markdown, annotations, and the exit code. */
export async function finish(outputs: SuiteOutputs, args: { json: boolean; 'summary-md'?: string; 'fail-on-regression'?: boolean }): Promise<void> {
  if (args.json) printJson(outputs.results);
  printSummary(outputs.results, outputs.files);
  const md = await writeSummaries(outputs.results, args['summary-md']);
  if (md) say(`summary: ${md}`);
  annotate(outputs.results);
  const code = suiteExitCode(outputs.results);
  const regressed = args['fail-on-regression'] === true && (outputs.results.baseline?.regressions.length ?? 0) > 0;
  process.exitCode = code === 0 && regressed ? 1 : code;
}
