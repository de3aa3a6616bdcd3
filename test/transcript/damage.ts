/** Damage for parser tests, derived from real lines. */
import { it } from 'vitest';

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

/**
 * The cases of a fast-path equivalence test for one capture's lines: as they are, under each named variant, and
 * under random damage; `expectSame` parses with the fast paths on and off and compares.
 */
export function sameWithAndWithoutFastPaths(
  lines: readonly string[],
  variants: Record<string, (lines: string[]) => string[]>,
  expectSame: (lines: string[]) => void,
): void {
  it('gives deep-equal transcripts on the capture as it is', () => {
    expectSame([...lines]);
  });

  it.each(Object.keys(variants))('gives deep-equal transcripts with %s', (name) => {
    expectSame(variants[name]!([...lines]));
  });

  it('gives deep-equal transcripts on randomly damaged lines', () => {
    for (let seed = 1; seed <= 40; seed++) expectSame(mutate(lines, seed * 7919));
  });
}
