import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Round3Case } from './corpus-round3.js';
import { makeLane, removeLane, type Lane } from './differential.js';
import { figuresByClass, runRound } from './round-run.js';

export interface RoundSpec {
  /** "round-4": printed with the figures docs/guard.md quotes. */
  name: string;
  title: string;
  escapes: readonly Round3Case[];
  ordinary: readonly Round3Case[];
  /** The corpus's size: at least this many escapes and ordinary calls, across at least 10 classes. */
  atLeast: { escapes: number; ordinary: number };
  /** Escapes the guard is known to allow (left to the OS sandbox, docs/guard.md): exactly these, no more, no fewer. */
  leftToSandbox?: readonly string[];
  /** Ordinary calls the guard is known to refuse (docs/guard.md): exactly these, no more, no fewer. */
  knownRefused?: readonly string[];
}

/**
 * A round's test of the guard's decisions: every escape must be refused, unless listed in `leftToSandbox`; every
 * ordinary call must be allowed, unless listed in `knownRefused`. Each case's setup still runs in real bash first (the
 * guard decides on the state it leaves; cases with the same setup share one run of it per lane, as a decision changes
 * nothing), but the calls themselves do not: what a call does in bash does not move with the guard, so its label (each
 * escape changes something outside the roots, each ordinary call and each escape left to the sandbox as labelled) is
 * checked against real bash in bubblewrap by the bench's guard-differential part, which runs every round case
 * (`npm run bench -- guard-differential`). `npm test` runs real bash on the allowed corpus and a generated sample
 * (differential.test.ts).
 */
export function describeRound(spec: RoundSpec): void {
  // One lane: `npm test` runs two files at once on the two cores, so lanes of one file only compete for them, and each
  // lane lays down the round's project again (rounds 33 and 36: 76 CPU-s on three lanes, 42–49 on one; 2026-12-07).
  const lanes: Lane[] = [];
  beforeAll(async () => {
    lanes.push(await makeLane());
  });
  afterAll(() => {
    for (const l of lanes) removeLane(l);
  });

  describe(spec.title, () => {
    it(`holds at least ${spec.atLeast.escapes} escapes across the classes and ${spec.atLeast.ordinary} ordinary calls`, () => {
      expect(spec.escapes.length).toBeGreaterThanOrEqual(spec.atLeast.escapes);
      expect(spec.ordinary.length).toBeGreaterThanOrEqual(spec.atLeast.ordinary);
      expect(new Set(spec.escapes.map((c) => c.cls)).size).toBeGreaterThanOrEqual(10);
    });

    it('refuses the escapes and allows the ordinary calls', async () => {
      const results = await runRound(lanes, [...spec.escapes, ...spec.ordinary], false);
      const escapes = results.filter((r) => r.c.expect === 'block');
      const ordinary = results.filter((r) => r.c.expect === 'allow');
      const allowed = escapes.filter((r) => r.allowed);
      const refusedOrdinary = ordinary.filter((r) => !r.allowed).map((r) => `${r.c.cls}: ${r.call}\n    ${r.reason}`);
      // The figures docs/guard.md quotes: print them for the record.
      console.log(
        `${spec.name} corpus: ${allowed.length}/${escapes.length} escapes allowed, ${refusedOrdinary.length}/${ordinary.length} ordinary refused\n` +
          `${figuresByClass(results).join('\n')}\n` +
          [...allowed.map((r) => `${r.c.cls}: ${r.call}`), ...refusedOrdinary].join('\n'),
      );
      expect(allowed.map((r) => r.call).sort()).toEqual([...(spec.leftToSandbox ?? [])].sort());
      expect(ordinary.filter((r) => !r.allowed).map((r) => r.call).sort()).toEqual([...(spec.knownRefused ?? [])].sort());
    }, 3_600_000);
  });
}
