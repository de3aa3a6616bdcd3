/**
 * Sequential repeats (`repeat = { min, max }`): the stopping rule. After each
 * balanced round from `min` on, a case is looked at; it stops once its gate
 * decision cannot change, else at `max`. Pure.
 *
 * The method is a group-sequential design with Lan–DeMets alpha spending
 * (Lan & DeMets 1983, Biometrika 70:659–663), linear in the information
 * fraction (α(t) = α·t, t = rounds / max), with each look's share of α spent
 * through the gate's own Newcombe interval and the looks combined by the union
 * (Bonferroni) bound: the chance that any look passes a gate that should fail
 * stays ≤ 1 − confidence, however the looks are correlated. The bench
 * (test/bench/sequential.mjs) measures it.
 */
import type { CaseStop, ResolvedGate } from '../results/schema.js';
import { newcombe } from '../stats/index.js';
import type { RepeatSpec } from './schema.js';

/** Tolerance for comparing rates computed by division with thresholds written as decimals. */
const EPSILON = 1e-9;

export interface RepeatBounds {
  min: number;
  max: number;
}

/** A number n is n rounds, fixed; `{ min, max }` is sequential when max > min. */
export function repeatBounds(spec: RepeatSpec): RepeatBounds {
  return typeof spec === 'number' ? { min: spec, max: spec } : { min: spec.min, max: spec.max };
}

export function isSequential(bounds: RepeatBounds): boolean {
  return bounds.max > bounds.min;
}

/**
 * The confidence of the intervals at the look after `rounds` rounds: the gate's
 * α spent linearly over the rounds, the first look (at min) taking min/max of it,
 * each later one 1/max. A fixed design has one look, at the gate's confidence;
 * a gate on point estimates (confidence 0) spends nothing.
 */
export function lookConfidence(confidence: number, bounds: RepeatBounds, rounds: number): number {
  if (confidence === 0 || !isSequential(bounds)) return confidence;
  const alpha = 1 - confidence;
  const spent = rounds <= bounds.min ? (alpha * bounds.min) / bounds.max : alpha / bounds.max;
  return 1 - spent;
}

/** One treatment of a case after some rounds: its tallies and its control's. */
export interface ArmTally {
  condition: string;
  passed: number;
  tasks: number;
  /** Tasks of the treatment or its control whose record cannot be trusted. */
  invalid: number;
  control: { passed: number; tasks: number } | null;
}

type Settled = 'holds' | 'fails' | 'open';

/** min_pass_rate is judged on the point estimate: settled failed once even a pass in every remaining round leaves it short at max. */
function passRateState(arm: ArmTally, gate: ResolvedGate, max: number): { state: Settled; holdsNow: boolean } {
  const failures = arm.tasks - arm.passed;
  if ((max - failures) / max < gate.min_pass_rate - EPSILON) return { state: 'fails', holdsNow: false };
  return { state: 'open', holdsNow: arm.passed / arm.tasks >= gate.min_pass_rate - EPSILON };
}

/**
 * min_delta at this look's spent confidence: holds once the lower bound reaches it; fails once even a treatment
 * pass and a control fail in every remaining round would leave the last look's lower bound short.
 */
function minDeltaState(arm: ArmTally, threshold: number, gate: ResolvedGate, bounds: RepeatBounds, rounds: number): Settled {
  if (!arm.control) return 'fails';
  const c = arm.control;
  if (gate.confidence > 0) {
    const [low] = newcombe(arm.passed, arm.tasks, c.passed, c.tasks, lookConfidence(gate.confidence, bounds, rounds));
    if (low >= threshold - EPSILON) return 'holds';
  }
  const left = bounds.max - rounds;
  const best = newcombe(arm.passed + left, arm.tasks + left, c.passed, c.tasks + left, lookConfidence(gate.confidence, bounds, bounds.max));
  const bestValue = gate.confidence === 0 ? (arm.passed + left) / (arm.tasks + left) - c.passed / (c.tasks + left) : best[0];
  return bestValue < threshold - EPSILON ? 'fails' : 'open';
}

/** Without min_delta: the effect is settled once its interval at this look excludes no change, either way. */
function effectSettled(arm: ArmTally, gate: ResolvedGate, bounds: RepeatBounds, rounds: number): boolean {
  if (!arm.control || gate.confidence === 0) return false;
  const [low, high] = newcombe(arm.passed, arm.tasks, arm.control.passed, arm.control.tasks, lookConfidence(gate.confidence, bounds, rounds));
  return low > EPSILON || high < -EPSILON;
}

/**
 * Whether a case stops after `rounds` balanced rounds, and why; null to run another round. It stops when a
 * treatment's gate can no longer hold (an invalid record, min_pass_rate out of reach, min_delta out of reach), when
 * every treatment's min_delta has cleared its bound (or, without min_delta, its effect's sign is settled) while
 * min_pass_rate holds, or at max.
 */
export function stopDecision(
  caseId: string,
  gate: ResolvedGate,
  bounds: RepeatBounds,
  rounds: number,
  arms: readonly ArmTally[],
): CaseStop | null {
  if (rounds < bounds.min) return null;
  const confidence = lookConfidence(gate.confidence, bounds, rounds);
  const stop = (reason: CaseStop['reason'], message: string): CaseStop => ({
    case_id: caseId,
    model: null,
    min: bounds.min,
    max: bounds.max,
    rounds,
    reason,
    confidence,
    message: `stopped after ${rounds} of at most ${bounds.max} rounds: ${message}`,
  });
  const at = `at ${Math.round(confidence * 10000) / 100}% (the gate's ${Math.round(gate.confidence * 1000) / 10}% spent over the looks)`;
  let allSettled = arms.length > 0;
  let anyMinDelta = false;
  for (const arm of arms) {
    if (arm.invalid > 0) return stop('gate_fails', `${arm.condition}: a task record is invalid, so its gate fails whatever follows`);
    const rate = passRateState(arm, gate, bounds.max);
    if (rate.state === 'fails') return stop('gate_fails', `${arm.condition}: min_pass_rate is out of reach even if every remaining round passes`);
    if (gate.min_delta !== null) {
      anyMinDelta = true;
      const delta = minDeltaState(arm, gate.min_delta, gate, bounds, rounds);
      if (delta === 'fails') return stop('gate_fails', `${arm.condition}: min_delta is out of reach even if every remaining round goes the skill's way`);
      if (delta !== 'holds' || !rate.holdsNow) allSettled = false;
    } else if (!effectSettled(arm, gate, bounds, rounds) || !rate.holdsNow) {
      allSettled = false;
    }
  }
  if (allSettled) {
    return anyMinDelta
      ? stop('gate_holds', `every treatment's min_delta lower bound ${at} cleared its threshold and min_pass_rate holds`)
      : stop('effect_settled', `every treatment's effect interval ${at} excludes no change, and min_pass_rate holds`);
  }
  if (rounds >= bounds.max) return stop('max_reached', `the decision was not settled earlier; the gate judges the case ${at}`);
  return null;
}
