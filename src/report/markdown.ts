/**
 * The Markdown summary CI shows (`--summary-md`, `$GITHUB_STEP_SUMMARY`): the
 * gate verdict, one table row per case and condition with intervals,
 * regressions against a baseline, what the judges spent and which of their
 * gradings tied or lacked verdicts, and validity warnings. Pure.
 */
import { deltaWithInterval, duration, groupedOrUnknown, plural, pValue, rateWithInterval, usd } from '../results/format.js';
import { protectionSummary } from '../results/protection.js';
import type { Comparison, SuiteResults, TaskResult } from '../results/schema.js';
import { verdictMessage } from '../suite/gate.js';
import { sumKnown } from '../transcript/tokens.js';

/** Text for a table cell or list item: Markdown punctuation escaped, newlines flattened. */
export function mdText(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/([\\`*_[\]<>|#~!])/g, '\\$1');
}

function comparisonLines(c: Comparison): string[] {
  const lines = [`### Against the baseline (${mdText(c.base)})`, ''];
  if (c.regressions.length) lines.push(...c.regressions.map((r) => `- **Regression** ${mdText(`${r.case_id} ${r.condition}: ${r.message}`)}`));
  else lines.push('- No regressions.');
  if (c.cases_added.length) lines.push(`- Cases added: ${mdText(c.cases_added.join(', '))}`);
  if (c.cases_removed.length) lines.push(`- Cases removed: ${mdText(c.cases_removed.join(', '))}`);
  return [...lines, ''];
}

/** Why a judged check deserves a look: its votes tied, or some (or all) gave no verdict. */
function judgeMark(check: TaskResult['checks'][number]): string | null {
  if (check.status === 'error') return 'No verdict';
  const votes = check.judge?.votes;
  if (!votes) return null;
  if (votes.pass === votes.fail && votes.fail > 0) return 'Tie';
  return votes.error > 0 ? 'Votes without a verdict' : null;
}

/** Judge spending per arm, kept apart from the agent's, and the judged checks that tied or lacked verdicts. */
function judgeLines(results: SuiteResults): string[] {
  const judged = results.tasks.filter((t) => t.judge_tokens !== 0 || t.judge_ms > 0 || t.checks.some((c) => c.type === 'judge'));
  if (!judged.length) return [];
  const sum = (tasks: readonly TaskResult[], key: 'judge_cost' | 'judge_ms') => tasks.reduce((n, t) => n + t[key], 0);
  const tokens = (tasks: readonly TaskResult[]) => groupedOrUnknown(sumKnown(tasks.map((t) => t.judge_tokens)));
  const lines = ['### Judges', '', '| Case | Condition | Judged checks | Judge tokens | Judge cost |', '| --- | --- | --- | --- | --- |'];
  for (const c of results.conditions) {
    const tasks = judged.filter((t) => t.case_id === c.case_id && t.condition === c.condition);
    if (!tasks.length) continue;
    const checks = tasks.reduce((n, t) => n + t.checks.filter((k) => k.type === 'judge').length, 0);
    lines.push(`| ${[c.case_id, c.condition, String(checks), tokens(tasks), usd(sum(tasks, 'judge_cost'))].map(mdText).join(' | ')} |`);
  }
  const spent = `${tokens(judged)} tokens, ${usd(sum(judged, 'judge_cost'))}, ${duration(sum(judged, 'judge_ms'))}`;
  lines.push('', `Judges in all: ${spent}, apart from the agent's.`, '');
  const marked = judged.flatMap((t) =>
    t.checks.flatMap((c) => {
      const mark = c.type === 'judge' ? judgeMark(c) : null;
      return mark ? [`- **${mark}** ${mdText(`${t.task_id}: ${c.name}: ${c.evidence.split('\n')[0]}`)}`] : [];
    }),
  );
  return marked.length ? [...lines, ...marked, ''] : lines;
}

export function summaryMarkdown(results: SuiteResults): string {
  const { gate } = results;
  const lines = [`## cline-harness suite ${mdText(results.suite)}: ${gate.passed ? 'gate holds' : 'gate FAILED'}`, ''];
  if (results.merged_from !== null) lines.push(`Merged from ${plural(results.merged_from, 'shard')}.`, '');
  const protection = protectionSummary(results.tasks);
  if (protection.line) lines.push(`Protection: ${mdText(protection.line)}.`, '');
  lines.push(...protection.warnings.map((w) => `> **Warning:** ${mdText(w)}`), ...(protection.warnings.length ? [''] : []));
  const old = results.old_skill_git;
  if (old) {
    const dirty = old.dirty ? '; **the skill had uncommitted changes**, which the new version includes and no commit does' : '';
    lines.push(`Old skill: ${mdText(`${old.path} at ${old.ref} (${old.commit.slice(0, 12)})`)}${dirty}.`, '');
  }
  if (results.partial) lines.push(`**Partial results:** ${plural(results.missing.length, 'planned task')} missing: ${mdText(results.missing.join(', '))}.`, '');
  const failing = gate.verdicts.filter((v) => !v.passed);
  if (failing.length) lines.push('### Gate failures', '', ...failing.map((v) => `- ${mdText(verdictMessage(v))}`), '');
  lines.push('| Case | Condition | Pass rate [95% CI] | Δ vs control [95% CI] | p | Gate |', '| --- | --- | --- | --- | --- | --- |');
  for (const c of results.conditions) {
    const verdict = gate.verdicts.find((v) => v.case_id === c.case_id && v.condition === c.condition);
    const delta = c.delta !== null && c.delta_ci ? deltaWithInterval(c.delta, c.delta_ci) : '—';
    const cells = [
      c.case_id,
      c.condition,
      `${c.passed}/${c.tasks} ${rateWithInterval(c.pass_rate, c.pass_rate_ci)}${c.flaky ? ' (flaky)' : ''}`,
      delta,
      c.p_value === null ? '—' : pValue(c.p_value),
      verdict ? (verdict.passed ? 'holds' : 'FAILS') : 'control',
    ];
    lines.push(`| ${cells.map(mdText).join(' | ')} |`);
  }
  lines.push('');
  for (const p of results.pooled) {
    if (p.delta_ci)
      lines.push(`Pooled ${mdText(p.condition)} over ${plural(p.cases, 'case')}: ${mdText(deltaWithInterval(p.delta, p.delta_ci))} (${mdText(p.method)}).`, '');
  }
  lines.push(...judgeLines(results));
  if (results.baseline) lines.push(...comparisonLines(results.baseline));
  const warnings = results.conditions.flatMap((c) => c.validity_warnings.map((w) => `${c.case_id} ${c.condition}: ${w}`));
  if (warnings.length) lines.push('### Validity warnings', '', ...warnings.map((w) => `- ${mdText(w)}`), '');
  return lines.join('\n');
}

/** `suite compare` as Markdown. */
export function comparisonMarkdown(c: Comparison): string {
  const lines = [`## cline-harness compare: ${mdText(c.new)} against ${mdText(c.base)}`, ''];
  lines.push('| Case | Condition | Base | New | Change [95% CI] | p |', '| --- | --- | --- | --- | --- | --- |');
  for (const a of c.arms) {
    const cells = [
      a.case_id,
      a.condition,
      `${Math.round(a.base_pass_rate * 100)}%`,
      `${Math.round(a.new_pass_rate * 100)}%`,
      deltaWithInterval(a.change, a.change_ci),
      pValue(a.p_value),
    ];
    lines.push(`| ${cells.map(mdText).join(' | ')} |`);
  }
  lines.push('', ...comparisonLines(c).slice(2));
  return lines.join('\n');
}
