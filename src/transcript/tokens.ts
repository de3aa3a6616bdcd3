/**
 * Token counts where unknown is not zero: a field cline did not report is
 * null, and so is a total built from one (eval-magic reports null there too).
 * A zero would pull a suite's token means down.
 */
import type { Tokens } from './schema.js';

type Rec = Record<string, unknown>;
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Nothing reported: every field null. */
export function unknownTokens(): Tokens {
  return { input: null, output: null, cache_read: null, cache_write: null, cost: null };
}

export function zeroTokens(): Tokens {
  return { input: 0, output: 0, cache_read: 0, cache_write: 0, cost: 0 };
}

/**
 * Token counts from a usage record: run_result's own fields (`inputTokens`, ...),
 * or a usage event's running totals (`totalInputTokens`, ...). Cost is `totalCost` in both.
 * The record itself is the report: a field it lacks is 0 (cline's usage events leave
 * zero cache counters out). Only a missing record means unknown; see unknownTokens.
 */
export function tokensOf(u: Rec, prefix: '' | 'total'): Tokens {
  const count = (name: string) => num(u[prefix ? `${prefix}${name}` : name.charAt(0).toLowerCase() + name.slice(1)]) ?? 0;
  return {
    input: count('InputTokens'),
    output: count('OutputTokens'),
    cache_read: count('CacheReadTokens'),
    cache_write: count('CacheWriteTokens'),
    cost: num(u.totalCost) ?? 0,
  };
}

/** Field by field: the sum when every part knows the field, else null. An empty list sums to zero. */
export function sumTokens(list: readonly Tokens[]): Tokens {
  const t: Tokens = zeroTokens();
  // The fields by name, not Object.keys per element: an ACP log's run sums 100,000s of turns.
  for (const x of list) {
    t.input = addKnown(t.input, x.input);
    t.output = addKnown(t.output, x.output);
    t.cache_read = addKnown(t.cache_read, x.cache_read);
    t.cache_write = addKnown(t.cache_write, x.cache_write);
    t.cost = addKnown(t.cost, x.cost);
  }
  return t;
}

const addKnown = (a: number | null, b: number | null): number | null => (a === null || b === null ? null : a + b);

/** The sum when every count is known, else null (unknown is not zero). An empty list sums to zero. */
export function sumKnown(list: readonly (number | null)[]): number | null {
  let total = 0;
  for (const n of list) {
    if (n === null) return null;
    total += n;
  }
  return total;
}

/** input + output − cache_read, floored at 0 (eval-magic's convention); null when any of the three is unknown. */
export function totalTokens(t: Tokens): number | null {
  if (t.input === null || t.output === null || t.cache_read === null) return null;
  return Math.max(0, t.input + t.output - t.cache_read);
}

/** True when no field was reported. */
export function tokensUnknown(t: Tokens): boolean {
  return t.input === null && t.output === null && t.cache_read === null && t.cache_write === null && t.cost === null;
}
