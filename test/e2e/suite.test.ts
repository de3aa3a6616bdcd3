import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { SuiteResultsSchema } from '../../src/suite/schema.js';
import { CLI, runCli } from '../helpers/cli.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();

async function readResults(out: string) {
  return SuiteResultsSchema.parse(JSON.parse(await readFile(join(out, 'results.json'), 'utf8')));
}

/** A one-case suite in a temp dir; `script` is the scripted model's conversation. */
async function tinySuite(script: unknown, extra = ''): Promise<string> {
  const dir = await tempDir();
  await mkdir(join(dir, 'skill'));
  await writeFile(join(dir, 'skill', 'SKILL.md'), '---\nname: tiny\ndescription: d\n---\nSay done.\n');
  await writeFile(join(dir, 'script.json'), JSON.stringify(script));
  await writeFile(
    join(dir, 'suite.toml'),
    `name = "tiny"\nskill = "skill"\nguard = false\nsandbox = "none"\ntimeout = 60\n${extra}\n[[case]]\nid = "only"\nprompt = "Say that you are done"\nscript = "script.json"\n\n[[case.check]]\ntype = "final_text"\npattern = "done"\n`,
  );
  return join(dir, 'suite.toml');
}

describe('cline-harness suite run: the offline demo (what npm start runs)', () => {
  it('runs every case with and without the skill, passes, and writes results, junit and the report', async () => {
    const out = join(await tempDir(), 'out');
    const run = await runCli(['suite', 'run', 'fixtures/demo/suite.toml', '--out', out]);

    expect(run.stderr).toContain('demo: 4/4 task(s) passed');
    expect(run.exitCode).toBe(0);
    expect(run.stderr).toContain(`report:  ${join(out, 'report.html')}`);
    const results = await readResults(out);
    expect(results.tasks.map((t) => [t.task_id, t.status])).toEqual([
      ['fix-typo/with_skill/r1', 'passed'],
      ['fix-typo/without_skill/r1', 'passed'],
      ['add-function/with_skill/r1', 'passed'],
      ['add-function/without_skill/r1', 'passed'],
    ]);
    const fixTypo = results.tasks[0]!;
    expect(fixTypo.staged_skill).toBe('cline-harness-eval-1-with_skill__changelog-keeper');
    expect(fixTypo.checks.map((c) => c.name)).toContain('loads the skill before the first write');
    // The scripted agent tries to back a file up to /tmp: the armed guard refuses it.
    expect(fixTypo.guard_denials).toBe(1);
    expect(fixTypo.denials).toEqual({ guard: 1 });
    expect(results.tasks[1]!.checks.map((c) => c.name)).toContain('without the skill, no changelog edit');
    expect(results.conditions.find((c) => c.case_id === 'fix-typo' && c.condition === 'with_skill')).toMatchObject({ pass_rate: 1, delta: 0 });
    const junit = await readFile(join(out, 'junit.xml'), 'utf8');
    expect(junit.match(/<testcase /g)).toHaveLength(4);
    const report = await readFile(join(out, 'report.html'), 'utf8');
    expect(report).toContain('fix-typo');
    expect(await readdir(join(out, 'tasks', 'fix-typo', 'with_skill', 'r1'))).toEqual(
      expect.arrayContaining(['cline-events.jsonl', 'transcript.json', 'audit.json', 'guard-denials.json', 'dispatch-result.json']),
    );
  });
});

describe('cline-harness suite run --shard and suite merge', () => {
  it('splits the tasks over shards and merges them back into one result', async () => {
    const suite = await tinySuite([{ content: 'I am done.' }]);
    const root = await tempDir();
    for (const shard of ['1/2', '2/2']) {
      const run = await runCli(['suite', 'run', suite, '--shard', shard, '--out', join(root, shard.replace('/', 'of'))]);
      expect(run.exitCode, run.stderr).toBe(0);
    }
    const first = await readResults(join(root, '1of2'));
    const second = await readResults(join(root, '2of2'));
    expect(first.shard).toEqual({ index: 1, count: 2 });
    expect([...first.tasks, ...second.tasks].map((t) => t.task_id).sort()).toEqual(['only/with_skill/r1', 'only/without_skill/r1']);

    const merged = await runCli(['suite', 'merge', join(root, '1of2'), join(root, '2of2'), '--out', join(root, 'all'), '--json']);
    expect(merged.exitCode).toBe(0);
    const all = await readResults(join(root, 'all'));
    expect(JSON.parse(merged.stdout).totals).toEqual(all.totals);
    expect(all.totals).toEqual({ tasks: 2, passed: 2, failed: 0, errored: 0 });
    expect(all.conditions.map((c) => [c.condition, c.delta])).toEqual([['with_skill', 0], ['without_skill', null]]);
    expect(await readdir(join(root, 'all'))).toEqual(expect.arrayContaining(['junit.xml', 'report.html', 'results.json']));

    const twice = await runCli(['suite', 'merge', join(root, '1of2'), join(root, '1of2'), '--out', join(root, 'bad')]);
    expect(twice.exitCode).toBe(2);
    expect(twice.stderr).toContain('appears in more than one shard');
  });

  it('exits 1 when a check fails and names the failing check', async () => {
    const suite = await tinySuite([{ content: 'Not finished yet.' }]);
    const run = await runCli(['suite', 'run', suite, '--out', join(await tempDir(), 'out'), '--filter', 'with_skill$']);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/✗ only\/with_skill\/r1: failed/);
    expect(run.stderr).toMatch(/✗ final_text/);
  });
});

describe('interrupting a suite', () => {
  it('tears down what it set up on Ctrl-C: no env, staged skill or cline process is left', async () => {
    const suite = await tinySuite([{ content: 'thinking', hang: true }]);
    const tmp = await tempDir();
    const out = join(await tempDir(), 'out');
    const child = execa('node', [CLI, 'suite', 'run', suite, '--out', out, '--jobs', '2'], { reject: false, env: { TMPDIR: tmp } });
    // Wait until both tasks have a staged env and cline is waiting on the hung model.
    const started = Date.now();
    let clines = '';
    while (Date.now() - started < 60_000) {
      clines = (await execa('pgrep', ['-af', tmp], { reject: false })).stdout;
      if (clines.split('\n').filter((l) => l.includes('--json')).length >= 2) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(clines).toContain('--json');
    child.kill('SIGINT');
    const result = await child;

    expect(result.exitCode).not.toBe(0);
    expect(result.stderr).toContain('interrupted');
    expect(await readdir(tmp)).toEqual([]);
    const left = (await execa('pgrep', ['-af', tmp], { reject: false })).stdout.split('\n').filter((l) => l && !l.includes('pgrep'));
    expect(left).toEqual([]);
    expect((await readResults(out)).tasks.every((t) => t.status === 'error')).toBe(true);
  });
});
