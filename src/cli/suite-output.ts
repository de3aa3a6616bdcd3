/** What the suite commands print and write besides the run's own outputs: the terminal summary, Markdown for CI, annotations. */
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { deltaWithInterval, plural, points, pValue, rateWithInterval } from '../results/format.js';
import type { Comparison, SuiteResults } from '../results/schema.js';
import { comparisonFails } from '../suite/compare.js';
import { summaryMarkdown } from '../report/markdown.js';
import { protectionSummary } from '../results/protection.js';
import { armLabel, verdictMessage } from '../suite/gate.js';
import { modelDifferenceLine, modelsOf } from '../results/models-text.js';
import { pairwiseLine } from '../results/pairwise-text.js';
import { countsLine, falseTriggerLine, gainText, GAIN_NA_NOTE } from '../results/headline-text.js';
import { infrastructureFailure, suiteExitCode, type SuiteOutputs } from '../suite/suite.js';
import { printData, printJson, say } from './output.js';
import { escapeData, escapeProperty } from './error-annotation.js';

/** The human summary on stderr: the verdict, one line per case and condition, then where the outputs are. */
export function printSummary(results: SuiteResults, files: SuiteOutputs['files']): void {
  const { totals, gate } = results;
  say(`\n${results.suite}: ${countsLine(totals)}`);
  if (results.merged_from !== null) say(`merged from ${plural(results.merged_from, 'shard')}`);
  const protection = protectionSummary(results.tasks);
  if (protection.line) say(protection.line);
  for (const w of protection.warnings) say(`  WARNING: ${w}`);
  if (results.budget) say(`budget reached: ${results.budget.tasks_run} of ${results.budget.tasks_planned} tasks run (${results.budget.reached})`);
  const reused = results.tasks.filter((t) => t.reused_from);
  if (reused.length) say(`reused ${plural(reused.length, 'task')} from previous runs (${[...new Set(reused.map((t) => t.reused_from!.run))].join(', ')})`);
  if (results.partial) say(`PARTIAL: ${plural(results.missing.length, 'planned task')} missing: ${results.missing.join(', ')}`);
  // With several models every arm line names its own.
  const several = modelsOf(results).length > 1;
  for (const c of results.conditions) {
    const gain = `, norm. gain ${gainText(c.normalized_gain)}`;
    const delta = c.delta !== null && c.delta_ci ? `  Δ ${deltaWithInterval(c.delta, c.delta_ci)} ${pValue(c.p_value!)}${gain}` : '';
    const tokens = c.tokens ? `  tokens ${Math.round(c.tokens.mean)}` : '';
    const role = c.role === 'control' ? ' (control)' : c.skill_should_trigger ? '' : ' (negative)';
    const rate = `${c.passed}/${c.tasks} ${rateWithInterval(c.pass_rate, c.pass_rate_ci)}${c.flaky ? ' flaky' : ''}`;
    const model = several ? ` ${(c.model ?? '').padEnd(16)}` : '';
    say(`  ${c.case_id.padEnd(20)}${model} ${`${c.condition}${role}`.padEnd(24)} ${rate}${delta}${tokens}`);
    for (const w of c.validity_warnings) say(`      ! ${w}`);
  }
  for (const p of results.pooled) {
    const on = several && p.model ? ` on model ${p.model}` : '';
    const gain = `, norm. gain ${gainText(p.normalized_gain)}`;
    if (p.delta_ci) say(`  pooled ${p.condition}${on} over ${plural(p.cases, 'case')}: Δ ${deltaWithInterval(p.delta, p.delta_ci)}${gain}`);
    else if (on) say(`  pooled ${p.condition}${on} over 1 case: Δ ${points(p.delta)}${gain}`);
  }
  for (const f of results.false_triggers) say(`  ${falseTriggerLine(f, several)}`);
  if ([...results.conditions, ...results.pooled].some((x) => x.delta !== null && x.normalized_gain === null)) say(`  norm. gain ${GAIN_NA_NOTE}`);
  for (const d of results.model_differences) say(`  ${modelDifferenceLine(d)}`);
  for (const p of results.pairwise) say(`  pairwise ${pairwiseLine(p, several)}`);
  if (results.baseline) for (const line of comparisonSummary(results.baseline, several)) say(`  ${line}`);
  // Notes such as "no OS sandbox here" repeat in every task: say each once.
  for (const note of new Set(results.tasks.flatMap((t) => t.warnings))) say(`  note: ${note}`);
  for (const t of results.tasks.filter((t) => t.status === 'error' || t.status === 'timed_out' || t.status === 'invalid')) {
    say(`  ✗ ${t.task_id}: ${t.status}${t.error ? ` — ${t.error}` : ''}`);
    for (const v of t.validity_errors) say(`      invalid: ${v}`);
  }
  const failing = gate.verdicts.filter((v) => !v.passed);
  if (results.shard !== null) {
    const part = plural(gate.verdicts.length, 'case treatment');
    say(`shard ${results.shard.index}/${results.shard.count}: the gate is judged once, at \`suite merge\` (this shard ran ${part})`);
  } else say(
    gate.passed
      ? `gate: holds (${plural(gate.verdicts.length, 'case treatment')})`
      : `gate: FAILED for ${failing.length} of ${plural(gate.verdicts.length, 'case treatment')}`,
  );
  if (results.shard === null) for (const v of failing) say(`  ✗ ${verdictMessage(v, several)}`);
  say(`results: ${files.results}\njunit:   ${files.junit}\nreport:  ${files.report}`);
}

/** Each treatment's outcome against a baseline, worst first: regressed and inconclusive ones are loud; "no regressions" only when all held. */
export function comparisonSummary(c: Comparison, nameModel = false): string[] {
  const lines: string[] = [];
  const arm = (o: Comparison['outcomes'][number]) => `${armLabel(o, nameModel)}: ${o.message}`;
  for (const o of c.outcomes.filter((o) => o.outcome === 'regressed')) lines.push(`REGRESSED against ${c.base}: ${arm(o)}`);
  for (const o of c.outcomes.filter((o) => o.outcome === 'inconclusive')) lines.push(`WARNING: inconclusive against ${c.base}: ${arm(o)}`);
  const held = c.outcomes.filter((o) => o.outcome === 'held');
  if (held.length && held.length === c.outcomes.length) lines.push(`no regressions against ${c.base}: every treatment held`);
  else for (const o of held) lines.push(`held against ${c.base}: ${arm(o)}`);
  return lines;
}

/**
 * Under GitHub Actions: one `::error` annotation per failing case and treatment (workflow commands are read from stdout),
 * and one for a run that ends with exit 3 (every task errored, cline not started, a budget stop), placed at the suite
 * file when there is one (a merge has none).
 */
export function annotate(results: SuiteResults, env: NodeJS.ProcessEnv = process.env, suiteFile?: string): void {
  if (env.GITHUB_ACTIONS !== 'true') return;
  const failure = infrastructureFailure(results);
  if (failure !== null) {
    const props = [...(suiteFile ? [`file=${escapeProperty(suiteFile)}`] : []), `title=${escapeProperty(`suite ${results.suite} did not finish`)}`];
    printData(`::error ${props.join(',')}::${escapeData(`${suiteFile ?? results.suite}: ${failure}`)}`);
  }
  // A shard's part of the suite is judged once, at the merge: it posts nothing the merge would post again.
  if (results.shard !== null) return;
  const several = modelsOf(results).length > 1;
  for (const v of results.gate.verdicts.filter((v) => !v.passed)) {
    const title = `gate failed: ${results.suite}/${armLabel(v, several)}`;
    printData(`::error title=${escapeProperty(title)}::${escapeData(verdictMessage(v, several))}`);
  }
  for (const o of results.baseline?.outcomes ?? []) {
    if (o.outcome === 'held') continue;
    const level = o.outcome === 'regressed' || o.fails ? 'error' : 'warning';
    printData(`::${level} title=${escapeProperty(`${o.outcome}: ${results.suite}/${armLabel(o, several)}`)}::${escapeData(o.message)}`);
  }
}

/**
 * `--summary-md FILE`, as --help says: the Markdown summary is written to FILE and also appended to $GITHUB_STEP_SUMMARY
 * when that is set. Without the option nothing is written, so a job (a shard) that does not ask posts no summary.
 */
export async function writeSummaries(results: SuiteResults, file: string | undefined, env: NodeJS.ProcessEnv = process.env): Promise<string | null> {
  if (!file) return null;
  const text = summaryMarkdown(results);
  await mkdir(dirname(resolve(file)), { recursive: true });
  await writeFile(file, text);
  if (env.GITHUB_STEP_SUMMARY) await appendFile(env.GITHUB_STEP_SUMMARY, `${text}\n`);
  return resolve(file);
}


/** After a run or a merge: JSON on stdout if asked, the summary, Markdown, annotations, and the exit code. */
export async function finish(
  outputs: SuiteOutputs,
  args: { json: boolean; 'summary-md'?: string; 'fail-on-regression'?: boolean },
  suiteFile?: string,
): Promise<void> {
  if (args.json) printJson(outputs.results);
  printSummary(outputs.results, outputs.files);
  const md = await writeSummaries(outputs.results, args['summary-md']);
  if (md) say(`summary: ${md}`);
  annotate(outputs.results, process.env, suiteFile);
  const code = suiteExitCode(outputs.results);
  const baseline = outputs.results.baseline;
  const regressed = args['fail-on-regression'] === true && baseline !== null && comparisonFails(baseline);
  process.exitCode = code === 0 && regressed ? 1 : code;
}
