import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUND5_ESCAPES, ROUND5_ORDINARY } from './corpus-round5.js';
import { makeLane, removeLane, type Lane } from './differential.js';
import { figuresByClass, runRound } from './round-run.js';

/**
 * Round 5: a corpus written without reading the guard's code or the earlier corpora (corpus-round5.ts),
 * against real bash in bubblewrap. Each escape must change something outside
 * the roots (its label is checked); the guard must refuse it, and allow every
 * ordinary call.
 */
const WORKERS = 3;
/**
 * Escapes the guard still allows, each a program file in the env that computes
 * what it writes (docs/guard.md, "Known to miss"): listed so that the test
 * fails when one more is allowed, and when one of these starts being refused.
 */
const LEFT_TO_SANDBOX = [
  '["python3 -c \\"import helper2\\""]',
  '["v/bin/python -c \\"print(1)\\""]',
  '["python3 -m pytest -q -p no:cacheprovider tests"]',
  '["python3 -m mymod"]',
  '["node -e \'require(\\"./lib\\")\'"]',
  '["npm test --silent"]',
  '["make -s"]',
];
const lanes: Lane[] = [];

beforeAll(async () => {
  for (let i = 0; i < WORKERS; i++) lanes.push(await makeLane());
});

afterAll(() => {
  for (const l of lanes) removeLane(l);
});

describe('round-5 escapes (written blind to the guard) against real bash in bubblewrap', () => {
  it('holds at least 80 escapes across the classes and 40 ordinary calls', () => {
    expect(ROUND5_ESCAPES.length).toBeGreaterThanOrEqual(80);
    expect(ROUND5_ORDINARY.length).toBeGreaterThanOrEqual(40);
    expect(new Set(ROUND5_ESCAPES.map((c) => c.cls)).size).toBeGreaterThanOrEqual(10);
  });

  it('refuses the escapes (each really writes outside) and allows the ordinary calls (which stay inside)', async () => {
    const results = await runRound(lanes, [...ROUND5_ESCAPES, ...ROUND5_ORDINARY]);
    const escapes = results.filter((r) => r.c.expect === 'block');
    const ordinary = results.filter((r) => r.c.expect === 'allow');
    const mislabelled = escapes.filter((r) => !r.changes.length).map((r) => `${r.c.cls}: ${r.call}\n    ${r.output}`);
    const leaked = ordinary.filter((r) => r.changes.length).map((r) => `${r.c.cls}: ${r.call}\n    ${r.changes.join('\n    ')}`);
    const allowedEscapes = escapes.filter((r) => r.allowed).map((r) => `${r.c.cls}: ${r.call}\n    ${r.changes.join('\n    ')}`);
    const allowedCalls = escapes.filter((r) => r.allowed).map((r) => r.call);
    const refusedOrdinary = ordinary.filter((r) => !r.allowed).map((r) => `${r.c.cls}: ${r.call}\n    ${r.reason}`);
    // The figures docs/guard.md quotes: print them for the record.
    console.log(
      `round-5 corpus: ${allowedEscapes.length}/${escapes.length} escapes allowed, ${refusedOrdinary.length}/${ordinary.length} ordinary refused\n` +
        `${figuresByClass(results).join('\n')}\n` +
        [...allowedEscapes, ...refusedOrdinary].join('\n'),
    );
    expect(mislabelled).toEqual([]);
    expect(leaked).toEqual([]);
    expect([...allowedCalls].sort()).toEqual([...LEFT_TO_SANDBOX].sort());
    expect(refusedOrdinary).toEqual([]);
  }, 3_600_000);
});
