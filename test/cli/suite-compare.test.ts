import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResolvedGate, TaskResult } from '../../src/results/schema.js';
import { resolveGate } from '../../src/suite/gate.js';
import { assemble } from '../../src/suite/suite.js';
import { runCli, runCliInProcess } from '../helpers/cli.js';
import { arm } from '../helpers/task-result.js';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'cline-harness-compare-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A results.json of one case whose treatment passed `passed` of `n` (control 0 of n), under `gate`. */
async function resultsFile(name: string, passed: number, n: number, gate: ResolvedGate): Promise<string> {
  const tasks: TaskResult[] = [...arm('add-double', 'with_skill', passed, n), ...arm('add-double', 'without_skill', 0, n)];
  const results = assemble(
    {
      suite: 's', suite_hash: '0'.repeat(64), started_at: '2026-12-01T00:00:00Z', duration_ms: 1, cline_version: '3.0.65', model: 'm',
      planned: tasks.map((t) => t.task_id), shard: null, merged_from: null, partial: false, missing: [], gates: { 'add-double': gate }, old_skill_git: null,
    },
    tasks,
  );
  const file = join(root, `${name}.json`);
  await writeFile(file, JSON.stringify(results));
  return file;
}

describe('suite compare --fail-on-regression', () => {
  it('fails a 2/2 → 0/2 collapse under max_regression = 0.1 and never calls it "No regressions"', async () => {
    const gate = resolveGate({ max_regression: 0.1 }, undefined);
    const base = await resultsFile('base', 2, 2, gate);
    const next = await resultsFile('new', 0, 2, gate);
    const run = await runCli(['suite', 'compare', base, next, '--fail-on-regression']);
    expect(run.exitCode, run.stderr).toBe(1);
    expect(run.stdout).not.toMatch(/no regressions/i);
    expect(run.stderr).not.toMatch(/no regressions/i);
    expect(run.stdout).toContain(
      '**Regressed** add-double with\\_skill: max\\_regression +10 pp: pass rate 100% → 0%, drop +100 pp \\[+7, +100\\] (95% Newcombe interval)',
    );
    expect(run.stderr).toContain('REGRESSED against');
  });

  it('warns on an inconclusive comparison (exit 0), and fails it when the gate says on_inconclusive = "fail"', async () => {
    const warn = resolveGate({ max_regression: 0.1 }, undefined);
    const base = await resultsFile('base-warn', 2, 2, warn);
    const next = await resultsFile('new-warn', 2, 2, warn);
    const warned = await runCliInProcess(['suite', 'compare', base, next, '--fail-on-regression']);
    expect(warned.exitCode, warned.stderr).toBe(0);
    expect(warned.stderr).toMatch(/WARNING: inconclusive against .*add-double with_skill: max_regression \+10 pp/);
    expect(warned.stdout).not.toMatch(/no regressions/i);
    const strict = resolveGate({ max_regression: 0.1, on_inconclusive: 'fail' }, undefined);
    const [b, n] = [await resultsFile('b', 2, 2, strict), await resultsFile('n', 2, 2, strict)];
    const failed = await runCliInProcess(['suite', 'compare', b, n, '--fail-on-regression']);
    expect(failed.exitCode).toBe(1);
  });
});
