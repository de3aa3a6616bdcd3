/**
 * The gate: whether each case's treatment arms clear the thresholds of the
 * suite's `[gate]` (overridden by `[case.gate]`). Control arms are data, never
 * a failure. Pure.
 */
import { deltaWithInterval, percent, points } from '../results/format.js';
import type { CaseStop, ConditionSummary, GateSpec, GateVerdict, PairwiseResult, ResolvedGate, SuiteResults } from '../results/schema.js';
import { newcombe } from '../stats/index.js';
import { matchingArm } from './models.js';
import { regressionRule } from './regression.js';

export const GATE_DEFAULTS = { min_pass_rate: 1, confidence: 0.95, on_inconclusive: 'warn' } as const;

/** Tolerance for comparing rates computed by division with thresholds written as decimals. */
const EPSILON = 1e-9;

export function resolveGate(suite: GateSpec, override: GateSpec | undefined): ResolvedGate {
  const g = { ...suite, ...override };
  return {
    min_pass_rate: g.min_pass_rate ?? GATE_DEFAULTS.min_pass_rate,
    min_delta: g.min_delta ?? null,
    confidence: g.confidence ?? GATE_DEFAULTS.confidence,
    max_regression: g.max_regression ?? null,
    on_inconclusive: g.on_inconclusive ?? GATE_DEFAULTS.on_inconclusive,
    min_win_rate: g.min_win_rate ?? null,
  };
}

function confidenceLabel(confidence: number): string {
  return `${Math.round(confidence * 1000) / 10}%`;
}

function minDeltaRule(arm: ConditionSummary, control: ConditionSummary | undefined, gate: ResolvedGate, threshold: number): GateVerdict['rules'][number] {
  if (!control || arm.delta === null) {
    return {
      rule: 'min_delta',
      passed: false,
      value: null,
      threshold,
      message: `min_delta ${points(threshold)}: the case runs no ${arm.control ?? 'control'} arm to compare with`,
    };
  }
  const pointOnly = gate.confidence === 0;
  const ci = newcombe(arm.passed, arm.tasks, control.passed, control.tasks, pointOnly ? 0.95 : gate.confidence);
  const value = pointOnly ? arm.delta : ci[0];
  const passed = value >= threshold - EPSILON;
  const measured = pointOnly
    ? `Δ ${points(arm.delta)}`
    : `Δ ${deltaWithInterval(arm.delta, ci)} at ${confidenceLabel(gate.confidence)}, lower bound ${points(value)}`;
  return { rule: 'min_delta', passed, value, threshold, message: `min_delta ${points(threshold)}: ${measured} ${passed ? '≥' : '<'} ${points(threshold)}` };
}

/** min_win_rate: the lower bound of each judge_pairwise check's win rate for this arm; no judged pair fails it. */
function winRateRules(arm: ConditionSummary, pairwise: readonly PairwiseResult[], threshold: number): GateVerdict['rules'] {
  const mine = pairwise.filter((p) => p.case_id === arm.case_id && p.condition === arm.condition && p.model === arm.model);
  const label = `min_win_rate ${percent(threshold)}`;
  if (!mine.length) return [{ rule: 'min_win_rate', passed: false, value: null, threshold, message: `${label}: no judge_pairwise check judged this arm` }];
  return mine.map((p) => {
    if (p.win_rate === null || !p.win_rate_ci) {
      return { rule: 'min_win_rate', passed: false, value: null, threshold, message: `${label}: ${p.check}: no pair got an answer in both orders` };
    }
    const value = p.win_rate_ci[0];
    const passed = value >= threshold - EPSILON;
    const counts = `${p.wins} win, ${p.ties} tie (${p.inconsistent} position-inconsistent), ${p.losses} loss`;
    return {
      rule: 'min_win_rate',
      passed,
      value,
      threshold,
      message: `${label}: ${p.check}: win rate ${percent(p.win_rate)} [${percent(value)}, ${percent(p.win_rate_ci[1])}] (${counts}), ` +
        `lower bound ${percent(value)} ${passed ? '≥' : '<'} ${percent(threshold)}`,
    };
  });
}

/**
 * One verdict per case, treatment and model. `baseline` (a previous run's
 * summaries) enables `max_regression`; arms the baseline lacks are not judged on it.
 * `stops`: cases with sequential repeats, judged on min_delta at their stopping look's confidence.
 */
export function evaluateGates(
  summaries: readonly ConditionSummary[],
  gates: Readonly<Record<string, ResolvedGate>>,
  baseline: readonly ConditionSummary[] | null = null,
  stops: readonly CaseStop[] = [],
  pairwise: readonly PairwiseResult[] = [],
): SuiteResults['gate'] {
  const verdicts: GateVerdict[] = [];
  for (const arm of summaries.filter((s) => s.role === 'treatment')) {
    const gate = gates[arm.case_id] ?? resolveGate({}, undefined);
    // A case with sequential repeats is judged at the confidence of the look it stopped at (α spent over the looks).
    const stop = stops.find((s) => s.case_id === arm.case_id && (s.model === null || s.model === arm.model));
    const judged = stop ? { ...gate, confidence: stop.confidence } : gate;
    const rules: GateVerdict['rules'] = [];
    // A record that cannot be trusted, in the treatment or in what it is compared with, voids the comparison.
    const invalid = summaries
      .filter((s) => s.case_id === arm.case_id && s.model === arm.model && (s.condition === arm.condition || s.condition === arm.control))
      .reduce((n, s) => n + s.invalid, 0);
    if (invalid > 0) {
      rules.push({
        rule: 'valid_records',
        passed: false,
        value: invalid,
        threshold: 0,
        message: `valid_records: ${invalid} task(s) of this comparison are invalid (see validity_errors)`,
      });
    }
    const rateOk = arm.pass_rate >= gate.min_pass_rate - EPSILON;
    rules.push({
      rule: 'min_pass_rate',
      passed: rateOk,
      value: arm.pass_rate,
      threshold: gate.min_pass_rate,
      message: `min_pass_rate ${percent(gate.min_pass_rate)}: ${arm.passed}/${arm.tasks} passed (${percent(arm.pass_rate)}) ` +
        `${rateOk ? '≥' : '<'} ${percent(gate.min_pass_rate)}`,
    });
    if (gate.min_delta !== null) {
      const control = summaries.find((s) => s.case_id === arm.case_id && s.model === arm.model && s.condition === arm.control);
      rules.push(minDeltaRule(arm, control, judged, gate.min_delta));
    }
    const base = baseline ? matchingArm(arm, baseline) : undefined;
    if (gate.max_regression !== null && base) rules.push(regressionRule(arm, base, gate, gate.max_regression));
    if (gate.min_win_rate !== null) rules.push(...winRateRules(arm, pairwise, gate.min_win_rate));
    verdicts.push({ case_id: arm.case_id, condition: arm.condition, model: arm.model, gate, passed: rules.every((r) => r.passed), rules });
  }
  return { passed: verdicts.every((v) => v.passed), verdicts };
}

/**
 * The failed rules of a verdict, one line: what a JUnit failure, an annotation or the terminal says.
 * `nameModel`: the run has several models, so the line says which one the arm ran on.
 */
export function verdictMessage(v: GateVerdict, nameModel = false): string {
  const failed = v.rules.filter((r) => !r.passed);
  const warned = inconclusiveRules(v);
  const holds = warned.length ? `gate holds, with a WARNING: ${warned.map((r) => r.message).join('; ')}` : 'gate holds';
  return `${armLabel(v, nameModel)}: ${failed.length ? `gate failed: ${failed.map((r) => r.message).join('; ')}` : holds}`;
}

/** The rules of a passing verdict that hold only because an inconclusive comparison warns rather than fails. */
export function inconclusiveRules(v: GateVerdict): GateVerdict['rules'] {
  return v.rules.filter((r) => r.passed && r.outcome === 'inconclusive');
}

/** `case condition`, with `on model M` when the run has several models (`nameModel`): how every output names an arm. */
export function armLabel(arm: { case_id: string; condition: string; model?: string | null | undefined }, nameModel: boolean): string {
  return `${arm.case_id} ${arm.condition}${nameModel && arm.model ? ` on model ${arm.model}` : ''}`;
}
