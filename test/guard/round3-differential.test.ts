import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUND3_ESCAPES, ROUND3_ORDINARY } from './corpus-round3.js';
import { makeLane, removeLane, type Lane } from './differential.js';
import { runRound } from './round-run.js';

/**
 * Issue 24's escape classes against real bash in bubblewrap. Each case's
 * setup runs first (unjudged, inside the env); then the guard decides the
 * call on that state, and the call runs whatever the decision, its
 * run_commands entries joined as cline joins here-documents and run one after
 * another (one order cline's concurrent run can take). An escape must change
 * something outside the roots (its label is checked), and the counts of
 * escapes allowed and ordinary calls refused are held to the issue's limits.
 */
const WORKERS = 3;
const lanes: Lane[] = [];

beforeAll(async () => {
  for (let i = 0; i < WORKERS; i++) lanes.push(await makeLane());
});

afterAll(() => {
  for (const l of lanes) removeLane(l);
});

describe("issue 24's escape classes against real bash in bubblewrap", () => {
  it('holds at least 100 escapes across the classes and 50 ordinary calls', () => {
    expect(ROUND3_ESCAPES.length).toBeGreaterThanOrEqual(100);
    expect(ROUND3_ORDINARY.length).toBeGreaterThanOrEqual(50);
    expect(new Set(ROUND3_ESCAPES.map((c) => c.cls)).size).toBeGreaterThanOrEqual(10);
  });

  it('refuses the escapes (each really writes outside) and allows the ordinary calls (which stay inside)', async () => {
    const results = await runRound(lanes, [...ROUND3_ESCAPES, ...ROUND3_ORDINARY]);
    const escapes = results.filter((r) => r.c.expect === 'block');
    const ordinary = results.filter((r) => r.c.expect === 'allow');
    const mislabelled = escapes.filter((r) => !r.changes.length).map((r) => `${r.c.cls}: ${r.call}\n    ${r.output}`);
    const leaked = ordinary.filter((r) => r.changes.length).map((r) => `${r.c.cls}: ${r.call}\n    ${r.changes.join('\n    ')}`);
    const allowedEscapes = escapes.filter((r) => r.allowed).map((r) => `${r.c.cls}: ${r.call}\n    ${r.changes.join('\n    ')}`);
    const refusedOrdinary = ordinary.filter((r) => !r.allowed).map((r) => `${r.c.cls}: ${r.call}\n    ${r.reason}`);
    // The figures the README/docs quote: print them for the record.
    console.log(
      `round-3 corpus: ${allowedEscapes.length}/${escapes.length} escapes allowed, ${refusedOrdinary.length}/${ordinary.length} ordinary refused\n` +
        [...allowedEscapes, ...refusedOrdinary].join('\n'),
    );
    expect(mislabelled).toEqual([]);
    expect(leaked).toEqual([]);
    expect(allowedEscapes).toEqual([]);
    expect(refusedOrdinary).toEqual([]);
  }, 3_600_000);
});
