/**
 * Statistics for suite verdicts: intervals for proportions and their
 * differences, Fisher's exact test, means with t intervals and a seeded
 * bootstrap. Pure: no IO, no clock, no global randomness. Distributions come
 * from @stdlib; the formulas on top of them are the published ones, and
 * test/stats checks them against the published worked examples.
 */
import hypergeometricPmf from '@stdlib/stats-base-dists-hypergeometric-pmf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import mt19937 from '@stdlib/random-base-mt19937';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';

/** [low, high]. */
export type Interval = [number, number];

/** The two-sided standard-normal critical value for `confidence` (0.95 → 1.96). */
function zFor(confidence: number): number {
  return normalQuantile(1 - (1 - confidence) / 2, 0, 1);
}

/**
 * Wilson's score interval for `successes` out of `n` (Wilson 1927). Unlike
 * the Wald interval it stays inside [0, 1] and does not collapse to a point
 * at 0/n or n/n. n = 0 gives [0, 1]: nothing is known.
 */
export function wilson(successes: number, n: number, confidence = 0.95): Interval {
  if (n === 0) return [0, 1];
  const z = zFor(confidence);
  const p = successes / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/**
 * Newcombe's hybrid score interval for p1 − p2 of two independent
 * proportions (Newcombe 1998, method 10): each arm's Wilson interval, combined
 * by the square-and-add rule.
 */
export function newcombe(x1: number, n1: number, x2: number, n2: number, confidence = 0.95): Interval {
  const p1 = n1 ? x1 / n1 : 0;
  const p2 = n2 ? x2 / n2 : 0;
  const [l1, u1] = wilson(x1, n1, confidence);
  const [l2, u2] = wilson(x2, n2, confidence);
  const d = p1 - p2;
  return [Math.max(-1, d - Math.hypot(p1 - l1, u2 - p2)), Math.min(1, d + Math.hypot(u1 - p1, p2 - l2))];
}

/**
 * The interval of e1 − e2 for two independent estimates, each given with its
 * own interval, by the square-and-add rule (MOVER, Zou & Donner 2008; the rule
 * Newcombe's method 10 applies to two Wilson intervals).
 */
export function differenceInterval(e1: number, ci1: Interval, e2: number, ci2: Interval): Interval {
  const d = e1 - e2;
  return [d - Math.hypot(e1 - ci1[0], ci2[1] - e2), d + Math.hypot(ci1[1] - e1, e2 - ci2[0])];
}

/**
 * Fisher's exact test, two-sided, for the 2×2 table [[x1, n1 − x1], [x2, n2 − x2]]:
 * the probability, under equal rates with the margins fixed, of a table no
 * more likely than the one observed.
 */
export function fisherExact(x1: number, n1: number, x2: number, n2: number): number {
  const total = n1 + n2;
  const successes = x1 + x2;
  if (n1 === 0 || n2 === 0) return 1;
  const pmf = (k: number) => hypergeometricPmf(k, total, successes, n1);
  const observed = pmf(x1);
  // Tables as likely as the observed one differ from it only by rounding; count them in.
  const tolerance = observed * (1 + 1e-7);
  let p = 0;
  for (let k = Math.max(0, n1 - (total - successes)); k <= Math.min(n1, successes); k++) {
    const q = pmf(k);
    if (q <= tolerance) p += q;
  }
  return Math.min(1, p);
}

/** A mean with its t interval; `ci` is null below two values (no spread to estimate). */
export interface MeanEstimate {
  mean: number;
  ci: Interval | null;
  n: number;
}

/** The sample mean and its Student-t confidence interval; null for no values. */
export function meanWithInterval(values: readonly number[], confidence = 0.95): MeanEstimate | null {
  const n = values.length;
  if (n === 0) return null;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  if (n < 2) return { mean, ci: null, n };
  const sd = Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / (n - 1));
  const half = tQuantile(1 - (1 - confidence) / 2, n - 1) * (sd / Math.sqrt(n));
  return { mean, ci: [mean - half, mean + half], n };
}

/** The fixed seed of every bootstrap, so the same results always give the same interval. */
export const BOOTSTRAP_SEED = 20260101;
export const BOOTSTRAP_RESAMPLES = 10_000;

/** The `q` quantile (0..1) of sorted values, interpolating linearly between order statistics. */
function quantileOfSorted(sorted: readonly number[], q: number): number {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

/**
 * The mean of `values` with a percentile bootstrap interval: resample the
 * values with replacement `resamples` times (Mersenne Twister, fixed seed) and
 * take the central `confidence` share of the resampled means. Deterministic.
 */
export function bootstrapMean(values: readonly number[], confidence = 0.95, resamples = BOOTSTRAP_RESAMPLES, seed = BOOTSTRAP_SEED): MeanEstimate | null {
  const n = values.length;
  if (n === 0) return null;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  if (n < 2) return { mean, ci: null, n };
  const generator = mt19937.factory({ seed });
  // Integers in [0, MAX] scaled into [0, 1).
  const random = () => generator() / (generator.MAX + 1);
  const means = new Float64Array(resamples);
  for (let r = 0; r < resamples; r++) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += values[Math.floor(random() * n)]!;
    means[r] = sum / n;
  }
  const sorted = Array.from(means).sort((a, b) => a - b);
  const alpha = (1 - confidence) / 2;
  return { mean, ci: [quantileOfSorted(sorted, alpha), quantileOfSorted(sorted, 1 - alpha)], n };
}
