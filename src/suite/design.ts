/**
 * The design check: before anything runs, whether each gate rule can be met at
 * all with the planned repeats, and the smallest effect each detects with 80%
 * power. Computed with the gate's own method (Newcombe's interval at the
 * confidence of the case's last look; see sequential.ts), exactly over the
 * binomial outcomes. Pure.
 */
import binomialPmf from '@stdlib/stats-base-dists-binomial-pmf';
import { points } from '../results/format.js';
import type { ResolvedGate } from '../results/schema.js';
import { newcombe } from '../stats/index.js';
import { classifyRegression } from './regression.js';
import { lookConfidence, type RepeatBounds } from './sequential.js';

/** The largest repeat count searched for the one that makes a rule reachable. */
const MAX_SEARCH = 1000;
const POWER = 0.8;
const EPSILON = 1e-9;

export interface RuleDesign {
  case_id: string;
  rule: 'min_delta' | 'max_regression';
  threshold: number;
  /** Runs per arm at the last look. */
  repeat: number;
  /** Whether some outcome satisfies the rule (min_delta: holds; max_regression: held). */
  reachable: boolean;
  /** The best bound any outcome gives: min_delta's highest lower bound; max_regression's lowest upper bound of the drop at equal rates. */
  best_bound: number;
  /** The smallest repeat count with which the rule is reachable; null when already reachable or beyond the search. */
  needed_repeat: number | null;
  /** The smallest true effect (in pp) met with 80% power; null when none is. See `assumption`. */
  detectable: number | null;
  assumption: string;
}

/** The confidence the case's last look uses: the gate's, spent over the looks for sequential repeats. */
function lastConfidence(gate: ResolvedGate, bounds: RepeatBounds): number {
  return lookConfidence(gate.confidence, bounds, bounds.max);
}

/** With n per arm: the best lower bound of treatment − control (n/n against 0/n). */
function bestDeltaBound(n: number, confidence: number): number {
  return confidence === 0 ? 1 : newcombe(n, n, 0, n, confidence)[0];
}

/** With n per run: the lowest upper bound of the drop when both runs pass every time (what "held" needs at no change). */
function heldBound(n: number, confidence: number): number {
  return confidence === 0 ? 0 : newcombe(n, n, n, n, confidence)[1];
}

/** Smallest n in [1, MAX_SEARCH] with ok(n), by scanning; null if none. */
function smallest(ok: (n: number) => boolean): number | null {
  for (let n = 1; n <= MAX_SEARCH; n++) if (ok(n)) return n;
  return null;
}

/** P(rule met) summed exactly over both arms' binomial outcomes. */
function power(n: number, pA: number, pB: number, met: (a: number, b: number) => boolean): number {
  let p = 0;
  for (let a = 0; a <= n; a++) {
    const wa = binomialPmf(a, n, pA);
    if (wa === 0) continue;
    for (let b = 0; b <= n; b++) if (met(a, b)) p += wa * binomialPmf(b, n, pB);
  }
  return p;
}

/** The smallest effect on a 1 pp grid met with 80% power; null when even 100 pp is not. */
function detectable(met: (effect: number) => number): number | null {
  for (let pp = 1; pp <= 100; pp++) if (met(pp / 100) >= POWER) return pp / 100;
  return null;
}

/** min_delta: reachable when n/n against 0/n clears it; power with the treatment passing every time, the control 1 − Δ of the time. */
export function minDeltaDesign(caseId: string, gate: ResolvedGate, bounds: RepeatBounds): RuleDesign {
  const threshold = gate.min_delta!;
  const conf = lastConfidence(gate, bounds);
  const n = bounds.max;
  const best = bestDeltaBound(n, conf);
  const reachable = best >= threshold - EPSILON;
  const meets = (a: number, b: number) => (conf === 0 ? (a - b) / n : newcombe(a, n, b, n, conf)[0]) >= threshold - EPSILON;
  return {
    case_id: caseId,
    rule: 'min_delta',
    threshold,
    repeat: n,
    reachable,
    best_bound: best,
    needed_repeat: reachable ? null : smallest((m) => bestDeltaBound(m, lastConfidence(gate, scaled(bounds, m))) >= threshold - EPSILON),
    detectable: reachable ? detectable((d) => power(n, 1, 1 - d, meets)) : null,
    assumption: 'the treatment passes every time (what min_pass_rate = 1 asks) and the control passes 1 − Δ of the time',
  };
}

/** max_regression: "held" at no change needs the drop's upper bound ≤ threshold; power to call a true drop D regressed. */
export function regressionDesign(caseId: string, gate: ResolvedGate, bounds: RepeatBounds): RuleDesign {
  const threshold = gate.max_regression!;
  const n = bounds.max;
  const best = heldBound(n, gate.confidence);
  const reachable = best <= threshold + EPSILON;
  const regressed = (a: number, b: number) =>
    classifyRegression({ passed: a, tasks: n }, { passed: b, tasks: n }, threshold, gate.confidence).outcome === 'regressed';
  return {
    case_id: caseId,
    rule: 'max_regression',
    threshold,
    repeat: n,
    reachable,
    best_bound: best,
    needed_repeat: reachable ? null : smallest((m) => heldBound(m, gate.confidence) <= threshold + EPSILON),
    detectable: detectable((d) => power(n, 1, 1 - d, regressed)),
    assumption: 'the baseline ran as many repeats and passed every time; the drop is D',
  };
}

/** The same sequential shape with a new max (for the needed repeat count): min stays, a fixed design stays fixed. */
function scaled(bounds: RepeatBounds, max: number): RepeatBounds {
  return bounds.min === bounds.max ? { min: max, max } : { min: Math.min(bounds.min, max), max };
}

/** Every gate rule of every case that has a design question: min_delta (with a control arm) and max_regression. */
export function designCheck(cases: readonly { id: string; gate: ResolvedGate; bounds: RepeatBounds; hasControl: boolean }[]): RuleDesign[] {
  const out: RuleDesign[] = [];
  for (const c of cases) {
    if (c.gate.min_delta !== null && c.hasControl) out.push(minDeltaDesign(c.id, c.gate, c.bounds));
    if (c.gate.max_regression !== null) out.push(regressionDesign(c.id, c.gate, c.bounds));
  }
  return out;
}

/** One line per rule: reachable or not, the best bound, the repeat count it needs, and the effect detected with 80% power. */
export function designLine(d: RuleDesign): string {
  const head = `${d.case_id}: ${d.rule} ${points(d.threshold)} with repeat ${d.repeat}`;
  if (d.rule === 'min_delta') {
    if (!d.reachable) {
      const fix = d.needed_repeat === null ? `no repeat count up to ${MAX_SEARCH} reaches it` : `repeat ${d.needed_repeat} makes it reachable`;
      return `${head} is unreachable: the best achievable lower bound (every treatment run passing, every control run failing) is ` +
        `${points(d.best_bound)}; ${fix}`;
    }
    return `${head}: reachable (best lower bound ${points(d.best_bound)}); detects Δ ≥ ${points(d.detectable ?? 1)} with 80% power (${d.assumption})`;
  }
  const held = d.reachable
    ? `"held" is reachable (upper bound of the drop at no change: ${points(d.best_bound)})`
    : `"held" is unreachable at no change (the drop's upper bound is ${points(d.best_bound)}): an unchanged skill reads inconclusive; ` +
      `${d.needed_repeat === null ? `no repeat count up to ${MAX_SEARCH} reaches it` : `"held" needs repeat ≥ ${d.needed_repeat}`}`;
  const power = d.detectable === null
    ? 'no drop is called regressed with 80% power'
    : `calls a drop ≥ ${points(d.detectable)} regressed with 80% power`;
  return `${head}: ${held}; ${power} (${d.assumption})`;
}
