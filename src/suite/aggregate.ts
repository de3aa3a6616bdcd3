/** From task results to per-arm summaries: pass rates with intervals, deltas, per-check rates, means. */
import {
  BOOTSTRAP_RESAMPLES,
  BOOTSTRAP_SEED,
  bootstrapMean,
  fisherExact,
  meanWithInterval,
  newcombe,
  wilson,
  type MeanEstimate,
} from '../stats/index.js';
import { plural } from '../results/format.js';
import { armKey } from './models.js';
import {
  CONDITIONS,
  CONTROL_OF,
  roleOf,
  type ConditionSummary,
  type FalseTrigger,
  type PooledEffect,
  type RoleCounts,
  type SuiteResults,
  type TaskResult,
} from '../results/schema.js';


/** Why the numbers of one case-and-condition arm may not mean what they seem. */
function validityWarnings(tasks: readonly TaskResult[]): string[] {
  const warnings: string[] = [];
  const count = (pred: (t: TaskResult) => boolean) => tasks.filter(pred).length;
  const timedOut = count((t) => t.status === 'timed_out');
  if (timedOut) warnings.push(`${plural(timedOut, 'task')} timed out`);
  const errored = count((t) => t.status === 'error');
  if (errored) warnings.push(`${plural(errored, 'task')} ended in error`);
  const invalid = count((t) => t.status === 'invalid');
  if (invalid) warnings.push(`${plural(invalid, 'task')} invalid (records or env tampered with, or a skill in the control arm)`);
  const denied: Record<string, number> = {};
  for (const t of tasks) for (const [kind, n] of Object.entries(t.denials)) denied[kind] = (denied[kind] ?? 0) + n;
  const kinds = Object.entries(denied).filter(([, n]) => n > 0);
  if (kinds.length) warnings.push(`denials: ${kinds.map(([k, n]) => `${k} ${n}`).join(', ')}`);
  const shadowed = count((t) => t.shadows.length > 0);
  if (shadowed) warnings.push(`${plural(shadowed, 'task')} had a shadowing skill in another root`);
  // A conversation cut short left the task unfinished: an arm stopped more often than the other is a threat to the comparison.
  const stops: Record<string, number> = {};
  for (const t of tasks)
    if (t.conversation?.status === 'stopped') stops[t.conversation.stop_reason ?? 'stopped'] = (stops[t.conversation.stop_reason ?? 'stopped'] ?? 0) + 1;
  const stopped = Object.entries(stops);
  if (stopped.length) warnings.push(`conversations stopped: ${stopped.map(([why, n]) => `${why} ${n}`).join(', ')}`);
  const stray = count((t) => t.stray_writes.length > 0);
  if (stray) warnings.push(`${plural(stray, 'task')} wrote (or tried to) outside the env`);
  // Unknown is not zero: such tasks are left out of the token and cost means, and said so here.
  const noTokens = count((t) => t.dispatch_status !== 'not_run' && t.tokens === null);
  if (noTokens) warnings.push(`${plural(noTokens, 'task')} reported no token usage (left out of the token and cost means)`);
  return warnings;
}

/** Pass rate of each check over the tasks it ran in, in the order checks first appear. */
function checkRates(tasks: readonly TaskResult[]): ConditionSummary['checks'] {
  const byName = new Map<string, { runs: number; passed: number }>();
  for (const t of tasks) {
    for (const c of t.checks) {
      const entry = byName.get(c.name) ?? { runs: 0, passed: 0 };
      entry.runs += 1;
      if (c.passed) entry.passed += 1;
      byName.set(c.name, entry);
    }
  }
  return [...byName].map(([name, { runs, passed }]) => ({ name, runs, passed, pass_rate: passed / runs, pass_rate_ci: wilson(passed, runs) }));
}

/** Tokens, cost and durations are never negative: a t interval that reaches below 0 is cut there. */
function atLeastZero(m: MeanEstimate | null): MeanEstimate | null {
  return m?.ci ? { ...m, ci: [Math.max(0, m.ci[0]), m.ci[1]] } : m;
}

function summarizeArm(group: readonly TaskResult[]): ConditionSummary {
  const first = group[0]!;
  const passed = group.filter((t) => t.status === 'passed').length;
  const values = (pick: (t: TaskResult) => number | null) => atLeastZero(meanWithInterval(group.map(pick).filter((v): v is number => v !== null)));
  // Negative cases (the skill should not load) stay out of the invocation rate.
  const invoked = group.filter((t) => t.skill_should_trigger).map((t) => t.skill_invoked).filter((v): v is boolean => v !== null);
  return {
    case_id: first.case_id,
    condition: first.condition,
    model: first.model,
    role: roleOf(first.condition),
    tasks: group.length,
    passed,
    pass_rate: passed / group.length,
    pass_rate_ci: wilson(passed, group.length),
    control: null,
    delta: null,
    delta_ci: null,
    p_value: null,
    normalized_gain: null,
    skill_should_trigger: group.every((t) => t.skill_should_trigger),
    checks: checkRates(group),
    flaky: passed > 0 && passed < group.length,
    skill_invocation_rate: invoked.length ? invoked.filter(Boolean).length / invoked.length : null,
    // A task whose tokens are unknown is left out of both means, even if a cost came through.
    tokens: values((t) => t.tokens),
    cost: values((t) => (t.tokens === null ? null : t.cost)),
    agent_ms: values((t) => t.agent_ms),
    cline_ms: values((t) => t.cline_ms),
    task_ms: values((t) => t.task_ms),
    invalid: group.filter((t) => t.status === 'invalid').length,
    validity_warnings: validityWarnings(group),
  };
}

/** Per case, model and condition: pass rate over repeats with its interval, and for treatments the delta to the same model's control. */
export function summarize(tasks: readonly TaskResult[]): ConditionSummary[] {
  const groups = new Map<string, TaskResult[]>();
  for (const t of tasks) groups.set(armKey(t), [...(groups.get(armKey(t)) ?? []), t]);
  // Cases in the order the suite lists them (first appearance), then models (first appearance), conditions in their canonical order.
  const caseOrder = new Map<string, number>();
  const modelOrder = new Map<string | null, number>();
  for (const t of tasks) {
    if (!caseOrder.has(t.case_id)) caseOrder.set(t.case_id, caseOrder.size);
    if (!modelOrder.has(t.model)) modelOrder.set(t.model, modelOrder.size);
  }
  const rank = (t: TaskResult) => (caseOrder.get(t.case_id)! * tasks.length + modelOrder.get(t.model)!) * CONDITIONS.length + CONDITIONS.indexOf(t.condition);
  const summaries = [...groups.values()].sort((a, b) => rank(a[0]!) - rank(b[0]!)).map(summarizeArm);
  for (const s of summaries) {
    const control = summaries.find((o) => o.case_id === s.case_id && o.model === s.model && o.condition === CONTROL_OF[s.condition]);
    if (!control) continue;
    s.control = control.condition;
    s.delta = s.pass_rate - control.pass_rate;
    s.delta_ci = newcombe(s.passed, s.tasks, control.passed, control.tasks);
    s.p_value = fisherExact(s.passed, s.tasks, control.passed, control.tasks);
    s.normalized_gain = normalizedGain(s.delta, control.pass_rate);
  }
  return summaries;
}

/**
 * Δ / (1 − control pass rate): the share of the room the control left that the treatment took (Hake's gain, used
 * for ceiling effects). Null when the control passed every run: there was no room, and 0/0 means nothing.
 */
export function normalizedGain(delta: number, controlRate: number): number | null {
  return controlRate >= 1 ? null : delta / (1 - controlRate);
}

export const POOLED_METHOD = `mean of the per-case deltas; 95% percentile bootstrap over cases ` +
  `(${BOOTSTRAP_RESAMPLES} resamples, Mersenne Twister seed ${BOOTSTRAP_SEED})`;

/**
 * Per treatment and model: the effect pooled over the cases that ran it beside the same model's control, each case weighing the same.
 * Negative cases stay out: their delta is 0 by design and would pull the effect towards "unclear" (see falseTriggers).
 */
export function pooledEffects(summaries: readonly ConditionSummary[]): PooledEffect[] {
  const pooled: PooledEffect[] = [];
  const models = [...new Set(summaries.map((s) => s.model))];
  for (const condition of CONDITIONS.filter((c) => roleOf(c) === 'treatment')) {
    for (const model of models) {
      const arms = summaries.filter((s) => s.condition === condition && s.model === model && s.delta !== null && s.skill_should_trigger);
      const estimate = bootstrapMean(arms.map((s) => s.delta!));
      if (!estimate) continue;
      const controlRates = arms.map((s) => s.pass_rate - s.delta!);
      const controlMean = controlRates.reduce((a, b) => a + b, 0) / controlRates.length;
      const normalized_gain = normalizedGain(estimate.mean, controlMean);
      pooled.push({ condition, model, cases: arms.length, delta: estimate.mean, delta_ci: estimate.ci, normalized_gain, method: POOLED_METHOD });
    }
  }
  return pooled;
}

/** Per treatment and model, over its negative cases: the tasks in which the skill loaded, with a Wilson interval. */
export function falseTriggers(tasks: readonly TaskResult[]): FalseTrigger[] {
  const out: FalseTrigger[] = [];
  const negative = tasks.filter((t) => !t.skill_should_trigger && roleOf(t.condition) === 'treatment');
  const models = [...new Set(negative.map((t) => t.model))];
  for (const condition of CONDITIONS) {
    for (const model of models) {
      const mine = negative.filter((t) => t.condition === condition && t.model === model);
      const known = mine.filter((t) => t.skill_invoked !== null);
      if (!known.length) continue;
      const triggered = known.filter((t) => t.skill_invoked).length;
      const cases = new Set(mine.map((t) => t.case_id)).size;
      out.push({ condition, model, cases, tasks: known.length, triggered, rate: triggered / known.length, rate_ci: wilson(triggered, known.length) });
    }
  }
  return out;
}

function counts(tasks: readonly TaskResult[]): RoleCounts {
  return {
    tasks: tasks.length,
    passed: tasks.filter((t) => t.status === 'passed').length,
    failed: tasks.filter((t) => t.status === 'failed').length,
    errored: tasks.filter((t) => t.status === 'error' || t.status === 'timed_out' || t.status === 'invalid').length,
  };
}

/** All tasks, and each role apart: a control task failing a check is what the treatment is measured against. */
export function totals(tasks: readonly TaskResult[]): SuiteResults['totals'] {
  const role = (r: string) => counts(tasks.filter((t) => roleOf(t.condition) === r));
  return { ...counts(tasks), treatment: role('treatment'), control: role('control') };
}
