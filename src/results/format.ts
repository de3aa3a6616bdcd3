/** One way to write the numbers of a result, for the terminal, the Markdown summary, JUnit messages and the report. */

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export function percent(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}

/** A difference of rates in percentage points with an explicit sign (a true minus). */
export function points(diff: number): string {
  const pp = Math.round(diff * 100);
  if (pp === 0) return '±0 pp';
  return pp > 0 ? `+${pp} pp` : `\u2212${-pp} pp`;
}

function signed(diff: number): string {
  const pp = Math.round(diff * 100);
  return pp > 0 ? `+${pp}` : pp < 0 ? `\u2212${-pp}` : '0';
}

/** A delta with its interval, never one without the other: "+50 pp [+5, +80]". */
export function deltaWithInterval(delta: number, ci: readonly [number, number]): string {
  return `${points(delta)} [${signed(ci[0])}, ${signed(ci[1])}]`;
}

/** A pass rate with its interval: "80% [49%, 94%]". */
export function rateWithInterval(rate: number, ci: readonly [number, number]): string {
  return `${percent(rate)} [${percent(ci[0])}, ${percent(ci[1])}]`;
}

/** A p-value to two significant digits, small ones as "< 0.001". */
export function pValue(p: number): string {
  return p < 0.001 ? 'p < 0.001' : `p = ${Number(p.toPrecision(2))}`;
}

/** A count with thousands separators: "12,345". */
export function grouped(n: number): string {
  return Math.round(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A count that may be unknown: grouped, or "unknown". */
export function groupedOrUnknown(n: number | null): string {
  return n === null ? 'unknown' : grouped(n);
}

/** A duration in ms, s or min and s; `unitOf` picks the unit, so a mean and its spread read in the same one. */
export function duration(ms: number, unitOf: number = ms): string {
  if (unitOf < 1000) return `${Math.round(ms)} ms`;
  if (unitOf < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${s % 60} s`;
}

/** US dollars: four decimals below $1 ("$0.0040"), else two. */
export function usd(amount: number): string {
  return `$${amount.toFixed(amount < 1 ? 4 : 2)}`;
}
