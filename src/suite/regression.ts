/**
 * A treatment against the same arm of a baseline run: regressed, held or
 * inconclusive, never a silent pass for a comparison too small to tell. Pure.
 */
import { deltaWithInterval, percent, points } from '../results/format.js';
import type { ConditionSummary, GateVerdict, RegressionOutcome, ResolvedGate } from '../results/schema.js';
import { newcombe, type Interval } from '../stats/index.js';

/** Tolerance for comparing rates computed by division with thresholds written as decimals. */
const EPSILON = 1e-9;

export interface RegressionReading {
  outcome: RegressionOutcome;
  /** base − new pass rate. */
  drop: number;
  /** Newcombe's interval of the drop at the gate's confidence (95% when the gate compares point estimates). */
  ci: Interval;
}

/**
 * regressed: the drop exceeds `threshold` and its interval excludes no change;
 * held: the interval rules out a drop larger than `threshold`; inconclusive: neither.
 * With confidence 0 (point estimates) the point drop alone decides: regressed above, held at or below.
 */
export function classifyRegression(
  base: { passed: number; tasks: number },
  next: { passed: number; tasks: number },
  threshold: number,
  confidence: number,
): RegressionReading {
  const drop = base.passed / base.tasks - next.passed / next.tasks;
  const ci = newcombe(base.passed, base.tasks, next.passed, next.tasks, confidence === 0 ? 0.95 : confidence);
  if (confidence === 0) return { outcome: drop > threshold + EPSILON ? 'regressed' : 'held', drop, ci };
  if (drop > threshold + EPSILON && ci[0] > EPSILON) return { outcome: 'regressed', drop, ci };
  if (ci[1] <= threshold + EPSILON) return { outcome: 'held', drop, ci };
  return { outcome: 'inconclusive', drop, ci };
}

const WHY: Record<RegressionOutcome, (t: string) => string> = {
  regressed: (t) => `regressed (the drop exceeds ${t} and its interval excludes no change)`,
  held: (t) => `held (the interval rules out a drop larger than ${t})`,
  inconclusive: (t) => `INCONCLUSIVE (the interval neither rules out a drop larger than ${t} nor shows a drop): more repeats would tell`,
};

/** The max_regression rule of a gate: fails on regressed, and on inconclusive when the gate says `on_inconclusive = "fail"`. */
export function regressionRule(arm: ConditionSummary, base: ConditionSummary, gate: ResolvedGate, threshold: number): GateVerdict['rules'][number] {
  const r = classifyRegression(base, arm, threshold, gate.confidence);
  const at = gate.confidence === 0 ? 'point estimates' : `${Math.round(gate.confidence * 1000) / 10}% Newcombe interval`;
  const passed = r.outcome === 'held' || (r.outcome === 'inconclusive' && gate.on_inconclusive === 'warn');
  return {
    rule: 'max_regression',
    passed,
    value: r.drop,
    threshold,
    outcome: r.outcome,
    message: `max_regression ${points(threshold)}: pass rate ${percent(base.pass_rate)} → ${percent(arm.pass_rate)}, ` +
      `drop ${deltaWithInterval(r.drop, r.ci)} (${at}): ${WHY[r.outcome](points(threshold))}` +
      (r.outcome === 'inconclusive' ? `; on_inconclusive = "${gate.on_inconclusive}"` : ''),
  };
}
