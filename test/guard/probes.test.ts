import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLane, removeLane, type Lane } from './differential.js';
import { PROBE_GROUPS } from './probe-cases.js';
import { runRound } from './round-run.js';

/**
 * The guard's decisions on the probes (probe-cases.ts), each on the state its setup leaves in real bash. What a call
 * does in bash does not move with the guard: its label (each escape changes something outside the roots, each
 * ordinary call nothing) is borne out in real bash in bubblewrap by `npm run bench -- guard-differential`, as the round
 * corpora's are.
 */

const lanes: Lane[] = [];
beforeAll(async () => {
  for (let i = 0; i < 2; i++) lanes.push(await makeLane());
});
afterAll(() => {
  for (const l of lanes) removeLane(l);
});

describe.each(PROBE_GROUPS)('%s', (_title, cases) => {
  it('decides every case as labelled', async () => {
    const results = await runRound(lanes, cases, false);
    const wrong = results.filter((r) => r.allowed !== (r.c.expect === 'allow')).map((r) => `${r.c.expect} expected: ${r.call} ${r.reason}`);
    expect(wrong).toEqual([]);
  }, 600_000);
});
