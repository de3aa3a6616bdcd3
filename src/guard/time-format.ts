/**
 * The time conversions of `date +FORMAT` and of printf's `%(FORMAT)T` whose output is digits (and `-`, `:`), never a
 * space, a slash or a name: where such a name lands does not depend on the time, only the name does, which the run may
 * see a moment later than the guard (docs/guard.md, "Known to miss").
 */
const PARTS: Record<string, (d: Date) => string> = {
  Y: (d) => String(d.getFullYear()),
  y: (d) => String(d.getFullYear() % 100).padStart(2, '0'),
  m: (d) => String(d.getMonth() + 1).padStart(2, '0'),
  d: (d) => String(d.getDate()).padStart(2, '0'),
  H: (d) => String(d.getHours()).padStart(2, '0'),
  M: (d) => String(d.getMinutes()).padStart(2, '0'),
  S: (d) => String(d.getSeconds()).padStart(2, '0'),
  s: (d) => String(Math.floor(d.getTime() / 1000)),
  // Nanoseconds (GNU date): the guard's clock has milliseconds only, and the run's figure differs anyway.
  N: (d) => String(d.getMilliseconds() * 1_000_000).padStart(9, '0'),
  F: (d) => `${PARTS.Y!(d)}-${PARTS.m!(d)}-${PARTS.d!(d)}`,
  T: (d) => `${PARTS.H!(d)}:${PARTS.M!(d)}:${PARTS.S!(d)}`,
  '%': () => '%',
};

/** `format` with its conversions filled in for `when`; null when it holds another conversion or a character outside `[A-Za-z0-9_.:-]`. */
export function formatTime(format: string, when: Date): string | null {
  if (!/^(?:[A-Za-z0-9_.:-]|%[YymdHMSsNFT%])*$/.test(format)) return null;
  return format.replace(/%(.)/g, (_, c: string) => PARTS[c]!(when));
}
