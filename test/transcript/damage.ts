/** Damage for parser tests, derived from real lines. */

/** Deterministic damage: single-character edits at pseudo-random places. */
export function mutate(lines: readonly string[], seed: number): string[] {
  let s = seed >>> 0;
  const rand = (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
  const junk = ['"', '\\', '{', '}', ',', ':', ' ', '0', '-', 'e', '.', 'x', '\u0000', '\u001f', '\u2028', '\ud800', 'é'];
  return lines.map((l) => {
    if (rand(3) === 0 || l.length === 0) return l;
    const at = rand(l.length);
    const ch = junk[rand(junk.length)] ?? '';
    switch (rand(3)) {
      case 0:
        return l.slice(0, at) + l.slice(at + 1); // drop a character
      case 1:
        return l.slice(0, at) + ch + l.slice(at); // insert one
      default:
        return l.slice(0, at) + ch + l.slice(at + 1); // replace one
    }
  });
}
