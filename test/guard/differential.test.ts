import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPUS } from './corpus.js';
import { leaksOf, makeLane, removeLane, runAll, watched, type Lane } from './differential.js';
import { generate } from './generator.js';
import { changedPaths, runInSandbox, snapshotDirs } from './sandbox-run.js';

/**
 * The guard against real bash in bubblewrap (see differential.ts). Here, every
 * corpus command the guard allows runs, and must leave the outside unchanged;
 * a small fixed-seed generator sample runs whole, to hold the labels and the
 * decisions to bash. The bench's guard-differential part runs the refused
 * corpus calls too and a much larger generated sample.
 */
const WORKERS = 3;
const lanes: Lane[] = [];

beforeAll(async () => {
  for (let i = 0; i < WORKERS; i++) lanes.push(await makeLane());
});

afterAll(() => {
  for (const l of lanes) removeLane(l);
});

describe('the guard against real bash in bubblewrap', () => {
  it('detects an outside write when one happens (the oracle works)', async () => {
    const l = lanes[0]!;
    const w = watched(l);
    const before = snapshotDirs(w.dirs, w.skip);
    await runInSandbox(`echo x > ${l.fx.out}/oracle; touch /tmp/oracle; echo y >> ~/.bashrc`, l.layout);
    const changes = changedPaths(before, snapshotDirs(w.dirs, w.skip));
    expect(changes).toEqual(expect.arrayContaining([`added ${l.fx.out}/oracle`, `added ${l.layout.tmp}/oracle`, `changed ${l.fx.home}/.bashrc`]));
  });

  it('lets no allowed corpus command change anything outside the roots', async () => {
    const results = await runAll(lanes, CORPUS.filter((c) => c.tool === 'run_commands'), false);
    const allowed = results.filter((r) => r.allowed);
    expect(allowed.every((r) => r.ran)).toBe(true);
    expect(allowed.length).toBeGreaterThanOrEqual(150);
    expect(leaksOf(results)).toEqual([]);
  }, 3_600_000);

  it('agrees with real bash on a fixed-seed generator sample: escapes change the outside and are refused, the rest are allowed and do not', async () => {
    const results = await runAll(lanes, generate(9, 30), true);
    const wrong = results.filter((r) => r.allowed !== (r.expect === 'allow')).map((r) => `${r.expect} expected: ${r.call}`);
    // The labels themselves are checked against bash: every generated escape really writes outside.
    const mislabelled = results.filter((r) => r.expect === 'block' && !r.changes.length).map((r) => r.call);
    expect(results.filter((r) => r.expect === 'block').length).toBeGreaterThan(5);
    expect(wrong).toEqual([]);
    expect(leaksOf(results)).toEqual([]);
    expect(mislabelled).toEqual([]);
  }, 1_800_000);
});
