/**
 * The Markdown summary CI shows (`--summary-md`, `$GITHUB_STEP_SUMMARY`): the
 * gate verdict, one table row per case and condition with intervals,
 * regressions against a baseline, what the judges spent and which of their
 * gradings tied or lacked verdicts, and validity warnings. Pure.
 */
import { deltaWithInterval, duration, grouped, groupedOrUnknown, plural, pValue, rateWithInterval, usd } from '../results/format.js';
import { protectionSummary } from '../results/protection.js';
import type { Comparison, SuiteResults, TaskResult } from '../results/schema.js';
import { modelDifferenceLine, modelsOf } from '../results/models-text.js';
import { pairwiseLine } from '../results/pairwise-text.js';
import { countsLine, falseTriggerLine, gainText, GAIN_NA_NOTE } from '../results/headline-text.js';
import { armLabel, verdictMessage } from '../suite/gate.js';
import { sumKnown } from '../transcript/tokens.js';

/** Text for a table cell or list item: Markdown punctuation escaped, newlines flattened. */
export function mdText(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/([\\`*_[\]<>|#~!])/g, '\\$1');
}

const OUTCOME_LABEL = { regressed: '**Regressed**', inconclusive: '**⚠ Inconclusive**', held: 'Held' } as const;

/**
 * Each treatment's outcome against the baseline with its rule and threshold, worst first. "No regressions" only when
 * every one held: an inconclusive comparison is a loud warning, never a pass by silence.
 */
function comparisonLines(c: Comparison, nameModel: boolean): string[] {
  const lines = [`### Against the baseline (${mdText(c.base)})`, ''];
  const order = ['regressed', 'inconclusive', 'held'] as const;
  const outcomes = [...c.outcomes].sort((a, b) => order.indexOf(a.outcome) - order.indexOf(b.outcome));
  const inconclusive = outcomes.filter((o) => o.outcome === 'inconclusive').length;
  if (inconclusive) {
    lines.push(`> **Warning:** ${plural(inconclusive, 'comparison')} with the baseline cannot tell whether the skill regressed: more repeats would.`, '');
  }
  lines.push(...outcomes.map((o) => `- ${OUTCOME_LABEL[o.outcome]} ${mdText(`${armLabel(o, nameModel)}: ${o.message}`)}`));
  if (outcomes.length && outcomes.every((o) => o.outcome === 'held')) lines.push('- No regressions: every treatment held.');
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
  // With one model the model is no news; with several each arm names its own.
  const several = modelsOf(results).length > 1;
  const lines = ['### Judges', '', '| Case | Condition | Judged checks | Gradings | Judge tokens | Judge cost |', `|${' --- |'.repeat(6)}`];
  for (const c of results.conditions) {
    const tasks = judged.filter((t) => t.case_id === c.case_id && t.condition === c.condition && t.model === c.model);
    if (!tasks.length) continue;
    // A judged check counts once however many runs it graded; each run's grading is counted apart.
    const graded = tasks.flatMap((t) => t.checks.filter((k) => k.type === 'judge'));
    const checks = new Set(graded.map((k) => k.name)).size;
    const arm = several && c.model ? `${c.condition} (${c.model})` : c.condition;
    lines.push(`| ${[c.case_id, arm, String(checks), String(graded.length), tokens(tasks), usd(sum(tasks, 'judge_cost'))].map(mdText).join(' | ')} |`);
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
  const verdict = results.shard !== null
    ? `shard ${results.shard.index}/${results.shard.count} (the gate is judged at the merge)`
    : gate.passed ? 'gate holds' : 'gate FAILED';
  const lines = [`## cline-harness suite ${mdText(results.suite)}: ${verdict}`, '', `Tasks: ${mdText(countsLine(results.totals))}.`, ''];
  if (results.merged_from !== null) lines.push(`Merged from ${plural(results.merged_from, 'shard')}.`, '');
  const protection = protectionSummary(results.tasks);
  if (protection.line) lines.push(`Protection: ${mdText(protection.line)}.`, '');
  lines.push(...protection.warnings.map((w) => `> **Warning:** ${mdText(w)}`), ...(protection.warnings.length ? [''] : []));
  const old = results.old_skill_git;
  if (old) {
    const dirty = old.dirty ? '; **the skill had uncommitted changes**, which the new version includes and no commit does' : '';
    lines.push(`Old skill: ${mdText(`${old.path} at ${old.ref} (${old.commit.slice(0, 12)})`)}${dirty}.`, '');
  }
  const budget = results.budget;
  if (budget) lines.push(`**Budget reached:** ${budget.tasks_run} of ${budget.tasks_planned} tasks run (${mdText(budget.reached)}).`, '');
  const reused = results.tasks.filter((t) => t.reused_from).length;
  if (reused) lines.push(`${plural(reused, 'task')} reused from a previous run (unchanged fingerprint).`, '');
  if (results.partial) lines.push(`**Partial results:** ${plural(results.missing.length, 'planned task')} missing: ${mdText(results.missing.join(', '))}.`, '');
  const several = modelsOf(results).length > 1;
  const failing = gate.verdicts.filter((v) => !v.passed);
  if (failing.length && results.shard === null) lines.push('### Gate failures', '', ...failing.map((v) => `- ${mdText(verdictMessage(v, several))}`), '');
  // Every run that recorded models has a Model column, so that one summary reads like another.
  const withModels = modelsOf(results).length > 0;
  const model = withModels ? ['Model'] : [];
  const header = ['Case', ...model, 'Condition', 'Pass rate [95% CI]', 'Δ vs control [95% CI]', 'Norm. gain', 'p', 'Gate'];
  lines.push(`| ${header.join(' | ')} |`, `|${' --- |'.repeat(header.length)}`);
  for (const c of results.conditions) {
    const verdict = gate.verdicts.find((v) => v.case_id === c.case_id && v.condition === c.condition && v.model === c.model);
    const delta = c.delta !== null && c.delta_ci ? deltaWithInterval(c.delta, c.delta_ci) : '—';
    const cells = [
      c.case_id,
      ...(withModels ? [c.model ?? ''] : []),
      c.skill_should_trigger ? c.condition : `${c.condition} (negative case)`,
      `${c.passed}/${c.tasks} ${rateWithInterval(c.pass_rate, c.pass_rate_ci)}${c.flaky ? ' (flaky)' : ''}`,
      delta,
      c.delta === null ? '—' : gainText(c.normalized_gain),
      c.p_value === null ? '—' : pValue(c.p_value),
      verdict ? (verdict.passed ? 'holds' : 'FAILS') : 'control',
    ];
    lines.push(`| ${cells.map(mdText).join(' | ')} |`);
  }
  lines.push('');
  for (const p of results.pooled) {
    const on = several && p.model ? ` on model ${p.model}` : '';
    if (!p.delta_ci) continue;
    const effect = mdText(`${deltaWithInterval(p.delta, p.delta_ci)}, norm. gain ${gainText(p.normalized_gain)}`);
    lines.push(`Pooled ${mdText(`${p.condition}${on}`)} over ${plural(p.cases, 'case')}: ${effect} (${mdText(p.method)}; negative cases left out).`, '');
  }
  const noRoom = [...results.conditions, ...results.pooled].some((x) => x.delta !== null && x.normalized_gain === null);
  if (noRoom) lines.push(`Norm. gain ${mdText(GAIN_NA_NOTE)}.`, '');
  for (const f of results.false_triggers) lines.push(`${mdText(falseTriggerLine(f, several)).replace(/^f/, 'F')}.`, '');
  for (const d of results.model_differences) lines.push(`${mdText(modelDifferenceLine(d))}.`, '');
  if (results.pairwise.length) lines.push('### Pairwise judges', '', ...results.pairwise.map((p) => `- ${mdText(pairwiseLine(p, several))}`), '');
  lines.push(...judgeLines(results));
  if (results.baseline) lines.push(...comparisonLines(results.baseline, several));
  const warnings = results.conditions.flatMap((c) => c.validity_warnings.map((w) => `${armLabel(c, several)}: ${w}`));
  if (warnings.length) lines.push('### Validity warnings', '', ...warnings.map((w) => `- ${mdText(w)}`), '');
  return lines.join('\n');
}

/** A change in a mean with its sign ("+1,200", "−$0.0040"); "—" when either run lacks the mean. */
function signedChange(change: number | null, format: (n: number) => string): string {
  if (change === null) return '—';
  return `${change < 0 ? '\u2212' : '+'}${format(Math.abs(change))}`;
}

/** `suite compare` as Markdown. */
export function comparisonMarkdown(c: Comparison): string {
  const lines = [`## cline-harness compare: ${mdText(c.new)} against ${mdText(c.base)}`, ''];
  lines.push('| Case | Condition | Base | New | Change [95% CI] | p | Outcome | Tokens | Cost | agent_ms |', `|${' --- |'.repeat(10)}`);
  const several = c.arms.some((a) => a.model !== c.arms[0]?.model);
  for (const a of c.arms) {
    const outcome = c.outcomes.find((o) => o.case_id === a.case_id && o.condition === a.condition && o.model === a.model)?.outcome ?? '—';
    const cells = [
      a.case_id,
      several && a.model ? `${a.condition} (${a.model})` : a.condition,
      `${Math.round(a.base_pass_rate * 100)}%`,
      `${Math.round(a.new_pass_rate * 100)}%`,
      deltaWithInterval(a.change, a.change_ci),
      pValue(a.p_value),
      outcome,
      signedChange(a.tokens_change, (n) => grouped(n)),
      signedChange(a.cost_change, usd),
      signedChange(a.agent_ms_change, (n) => duration(n)),
    ];
    lines.push(`| ${cells.map(mdText).join(' | ')} |`);
  }
  lines.push('', ...comparisonLines(c, c.arms.some((a) => a.model !== c.arms[0]?.model)).slice(2));
  return lines.join('\n');
}
