import type { Stats } from './schema.js';

/** Mean, sample standard deviation, min and max; null for no values. */
export function stats(values: readonly number[]): Stats | null {
  if (values.length === 0) return null;
  const n = values.length;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const variance = n > 1 ? values.reduce((a, v) => a + (v - mean) ** 2, 0) / (n - 1) : 0;
  return { mean, stddev: Math.sqrt(variance), min: Math.min(...values), max: Math.max(...values), n };
}
