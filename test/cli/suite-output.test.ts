import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { annotate, printSummary, writeSummaries } from '../../src/cli/suite-output.js';
import type { SuiteResults, TaskResult } from '../../src/results/schema.js';
import { resolveGate } from '../../src/suite/gate.js';
import { assemble, suiteExitCode } from '../../src/suite/suite.js';
import { arm } from '../helpers/task-result.js';
import { useTempDirs } from '../helpers/temp.js';

/** A failing gate (the skill does nothing) and a negative case, whole or as shard 1/2. */
function results(shard: SuiteResults['shard'] = null): SuiteResults {
  const tasks: TaskResult[] = [
    ...arm('ignored', 'with_skill', 0, 2),
    ...arm('ignored', 'without_skill', 0, 2),
    ...arm('fixes', 'with_skill', 2, 2),
    ...arm('fixes', 'without_skill', 1, 2),
    ...arm('explain', 'with_skill', 2, 2, { skill_should_trigger: false, skill_invoked: false, staged_skill: 's' }),
    ...arm('explain', 'without_skill', 2, 2, { skill_should_trigger: false }),
  ];
  const ids = ['ignored', 'fixes', 'explain'];
  return assemble(
    {
      suite: 'demo', suite_hash: '0'.repeat(64), started_at: '2026-12-01T00:00:00Z', duration_ms: 1, cline_version: '3.0.65', model: 'm',
      planned: tasks.map((t) => t.task_id), shard, merged_from: null, partial: false, missing: [],
      gates: Object.fromEntries(ids.map((id) => [id, resolveGate({}, undefined)])), old_skill_git: null,
    },
    tasks,
  );
}

function capture(stream: NodeJS.WriteStream): () => string {
  const chunks: string[] = [];
  vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => (chunks.push(String(chunk)), true));
  return () => chunks.join('');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('--summary-md and $GITHUB_STEP_SUMMARY, as --help says', () => {
  const tempDir = useTempDirs();

  it('writes FILE and also appends it to $GITHUB_STEP_SUMMARY when that is set', async () => {
    const dir = await tempDir();
    const step = join(dir, 'step.md');
    await writeFile(step, 'earlier step\n');
    const written = await writeSummaries(results(), join(dir, 'sub', 'summary.md'), { GITHUB_STEP_SUMMARY: step });
    expect(written).toBe(join(dir, 'sub', 'summary.md'));
    const md = await readFile(written!, 'utf8');
    expect(md.startsWith('## cline-harness suite demo: gate FAILED')).toBe(true);
    expect(await readFile(step, 'utf8')).toBe(`earlier step\n${md}\n`);
  });

  it('writes FILE alone when $GITHUB_STEP_SUMMARY is not set', async () => {
    const dir = await tempDir();
    expect(await writeSummaries(results(), join(dir, 'summary.md'), {})).toBe(join(dir, 'summary.md'));
    expect(await readFile(join(dir, 'summary.md'), 'utf8')).toContain('gate FAILED');
  });

  it('writes nothing without --summary-md, even when $GITHUB_STEP_SUMMARY is set (a shard job that does not ask posts nothing)', async () => {
    const dir = await tempDir();
    const step = join(dir, 'step.md');
    await writeFile(step, 'earlier step\n');
    expect(await writeSummaries(results(), undefined, { GITHUB_STEP_SUMMARY: step })).toBeNull();
    expect(await readFile(step, 'utf8')).toBe('earlier step\n');
  });

  it('a shard\'s summary says the gate is judged at the merge, never "gate FAILED" or its failures', async () => {
    const dir = await tempDir();
    const md = await readFile((await writeSummaries(results({ index: 1, count: 2 }), join(dir, 's.md'), {}))!, 'utf8');
    expect(md.split('\n')[0]).toBe('## cline-harness suite demo: shard 1/2 (the gate is judged at the merge)');
    expect(md).not.toMatch(/FAILED|Gate failures/);
  });
});

describe('annotations under GitHub Actions', () => {
  it('post one ::error per failing treatment for a whole run, none for a shard (the merge posts them once)', () => {
    const out = capture(process.stdout);
    annotate(results(), { GITHUB_ACTIONS: 'true' });
    annotate(results({ index: 1, count: 2 }), { GITHUB_ACTIONS: 'true' });
    annotate(results(), {});
    expect(out().split('\n').filter(Boolean)).toEqual([
      expect.stringMatching(/^::error title=gate failed%3A demo\/ignored with_skill::ignored with_skill: gate failed: min_pass_rate 100%25: 0\/2 passed/),
    ]);
  });
});

describe('a run that ends with exit 3 under GitHub Actions', () => {
  it('posts one ::error at the suite file saying why (every task errored), also from a shard; a merge names the suite', () => {
    const errored = (shard: SuiteResults['shard']) => {
      const tasks = [...arm('ignored', 'with_skill', 0, 1), ...arm('ignored', 'without_skill', 0, 1)].map((t) => ({ ...t, status: 'error' as const }));
      return assemble({ ...results(shard), planned: tasks.map((t) => t.task_id), gates: { ignored: resolveGate({}, undefined) } }, tasks);
    };
    expect(suiteExitCode(errored(null))).toBe(3);
    const out = capture(process.stdout);
    annotate(errored(null), { GITHUB_ACTIONS: 'true' }, '/s/suite.toml');
    annotate(errored({ index: 1, count: 2 }), { GITHUB_ACTIONS: 'true' }, '/s/suite.toml');
    annotate(errored(null), { GITHUB_ACTIONS: 'true' });
    annotate(errored(null), {}, '/s/suite.toml');
    const lines = out().split('\n').filter(Boolean);
    const exit3 = '::error file=/s/suite.toml,title=suite demo did not finish::/s/suite.toml: every task errored or timed out (2 of 2): no verdict';
    expect(lines.filter((l) => l.includes('did not finish'))).toEqual([
      exit3,
      exit3,
      '::error title=suite demo did not finish::demo: every task errored or timed out (2 of 2): no verdict',
    ]);
  });
});

describe('the terminal summary', () => {
  it('counts treatment and control apart, shows normalized gain, and gives negative cases their own false-trigger line', () => {
    const err = capture(process.stderr);
    printSummary(results(), { results: 'r', junit: 'j', report: 'h' });
    const text = err();
    expect(text).toContain(
      'demo: treatment 4/6 passed, 2 failed a check; control 3/6 passed, 3 failed a check (what the skill is measured against); 0 errored',
    );
    expect(text).toMatch(/fixes\s+with_skill\s+2\/2 100% \[34%, 100%\]\s+Δ \+50 pp \[[^\]]+\] p = 1, norm. gain \+100%/);
    expect(text).toMatch(/explain\s+with_skill \(negative\)/);
    // The pooled effect leaves the negative case out: (0 + 50) / 2 over 2 cases, gain 25 / (1 − 25%) = +33%.
    expect(text).toMatch(/pooled with_skill over 2 cases: Δ \+25 pp \[[^\]]+\], norm. gain \+33%/);
    expect(text).toContain('false triggers with_skill: 0/2 runs of 1 negative case loaded the skill, 0% [0%, 66%]');
    expect(text).toContain('norm. gain n/a: the control passed every run, so there was no room to gain');
    expect(text).toContain('gate: FAILED for 1 of 3 case treatments');
  });

  it('a shard leaves the gate to the merge', () => {
    const err = capture(process.stderr);
    printSummary(results({ index: 1, count: 2 }), { results: 'r', junit: 'j', report: 'h' });
    expect(err()).toMatch(/shard 1\/2: the gate is judged once, at `suite merge` \(this shard ran 3 case treatments\)\n/);
    expect(err()).not.toContain('FAILED');
  });
});
