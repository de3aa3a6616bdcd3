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
}

/**
 * A round's test against real bash in bubblewrap: every escape must be refused, unless listed in `leftToSandbox`
 * (those must really change something outside); every ordinary call must be allowed, and change nothing outside when
 * run. Refused escapes are not run here: that each really writes outside (its label) is checked by the bench's
 * guard-differential part, which runs every round case whatever the decision (`npm run bench -- guard-differential`).
 * Their labels do not move with the guard; what `npm test` must hold is that nothing the guard allows gets out.
 */
export function describeRound(spec: RoundSpec): void {
  const lanes: Lane[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 3; i++) lanes.push(await makeLane());
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

    it('refuses the escapes and allows the ordinary calls, which stay inside when run', async () => {
      const results = await runRound(lanes, [...spec.escapes, ...spec.ordinary], false);
      const escapes = results.filter((r) => r.c.expect === 'block');
      const ordinary = results.filter((r) => r.c.expect === 'allow');
      const mislabelled = escapes.filter((r) => r.ran && !r.changes.length).map((r) => `${r.c.cls}: ${r.call}\n    ${r.output}`);
      const leaked = ordinary.filter((r) => r.changes.length).map((r) => `${r.c.cls}: ${r.call}\n    ${r.changes.join('\n    ')}`);
      const allowed = escapes.filter((r) => r.allowed);
      const allowedEscapes = allowed.map((r) => `${r.c.cls}: ${r.call}\n    ${r.changes.join('\n    ')}`);
      const refusedOrdinary = ordinary.filter((r) => !r.allowed).map((r) => `${r.c.cls}: ${r.call}\n    ${r.reason}`);
      // The figures docs/guard.md quotes: print them for the record.
      console.log(
        `${spec.name} corpus: ${allowedEscapes.length}/${escapes.length} escapes allowed, ${refusedOrdinary.length}/${ordinary.length} ordinary refused\n` +
          `${figuresByClass(results).join('\n')}\n` +
          [...allowedEscapes, ...refusedOrdinary].join('\n'),
      );
      expect(mislabelled).toEqual([]);
      expect(leaked).toEqual([]);
      expect(allowed.map((r) => r.call).sort()).toEqual([...(spec.leftToSandbox ?? [])].sort());
      expect(refusedOrdinary).toEqual([]);
    }, 3_600_000);
  });
}
