/**
 * `suite run --reuse`, `--reuse-max-age`, `--max-tokens` and `--max-cost` with the real cline and the
 * scripted model: an unchanged suite reruns nothing, a change to the skill alone reruns only the arm that
 * stages it, results older than --reuse-max-age run again, and a budget stops starting tasks. One portfolio's
 * runs serve them all (four cline tasks in all). The first run also shows `suite run`'s progress in a CI log
 * (stderr not a terminal).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SuiteResults } from '../../src/results/schema.js';
import { runCli } from '../helpers/cli.js';
import { writeTree } from '../helpers/git.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();

async function portfolio(): Promise<string> {
  const dir = await tempDir();
  await writeTree(dir, {
    'skill/SKILL.md': '---\nname: tiny\ndescription: Says done\n---\nSay done.\n',
    'script.json': JSON.stringify([{ content: 'I am done.' }]),
    'suite.toml':
      'name = "tiny"\nskill = "skill"\nsandbox = "none"\ntimeout = 120\n\n[model]\nprovider = "scripted"\nid = "scripted-1"\n\n' +
      '[[case]]\nid = "only"\nprompt = "Say that you are done"\nscript = "script.json"\n\n[[case.check]]\ntype = "final_text"\npattern = "done"\n',
  });
  return dir;
}

const results = async (out: string) => JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as SuiteResults;
const reusedOf = (r: SuiteResults) => Object.fromEntries(r.tasks.map((t) => [t.task_id, t.reused_from?.run ?? null]));

describe('suite run --reuse and a budget', () => {
  it('reruns nothing for an unchanged suite, only the with-skill task after the skill alone changed, and all past --reuse-max-age, ' +
    'until --max-tokens stops it', async () => {
    const dir = await portfolio();
    const first = await runCli(['suite', 'run', 'suite.toml', '--out', 'out1'], { cwd: dir });
    expect(first.exitCode, first.stderr).toBe(0);
    // Progress in a CI log (stderr is a pipe here): lines from the run's first moment, through the checks, the snapshot and
    // cline's setup, and each task's start, all before the first task ends ("[Ns] 1/2 …"), in this order.
    const lines = first.stderr.split('\n');
    const firstEnd = lines.findIndex((l) => /^\[\d+s\] 1\/2 /.test(l));
    expect(firstEnd, first.stderr).toBeGreaterThan(0);
    const said = [
      /^tiny: checking the suite before any task/,
      /^\[\d+s\] 2 planned$/,
      /^\[\d+s\] taking a read-only snapshot of the suite's files$/,
      /^\[\d+s\] finding cline and its version$/,
      /^\[\d+s\] cline \d+\.\d+\.\d+; starting tasks, \d+ at a time$/,
      /^\[\d+s\] started only\/with_skill\/r1$/,
    ].map((re) => lines.slice(0, firstEnd).findIndex((l) => re.test(l)));
    expect(said.every((i) => i >= 0), first.stderr).toBe(true);
    expect([...said].sort((a, b) => a - b)).toEqual(said);
    const ran = await results(join(dir, 'out1'));
    expect(ran.tasks.map((t) => [t.task_id, t.status, t.reused_from])).toEqual([
      ['only/with_skill/r1', 'passed', undefined],
      ['only/without_skill/r1', 'passed', undefined],
    ]);
    expect(ran.tasks.every((t) => /^[0-9a-f]{64}$/.test(t.fingerprint ?? ''))).toBe(true);

    // --reuse-max-age 7d keeps them: the first run is seconds old.
    const second = await runCli(['suite', 'run', 'suite.toml', '--out', 'out2', '--reuse', 'out1', '--reuse-max-age', '7d'], { cwd: dir });
    expect(second.exitCode, second.stderr).toBe(0);
    const again = await results(join(dir, 'out2'));
    const out1 = join(dir, 'out1', 'results.json');
    expect(reusedOf(again)).toEqual({ 'only/with_skill/r1': out1, 'only/without_skill/r1': out1 });
    expect(again.tasks.every((t) => t.reused_from!.started_at === ran.started_at)).toBe(true);
    // No task ran: every progress line says reused, and the artifacts are the first run's, copied.
    expect(second.stderr).toContain('2/2 only/without_skill/r1: reused');
    expect(second.stderr).not.toMatch(/: passed$/m);
    expect(second.stderr).toContain('reused 2 tasks from previous runs');
    expect(again.tasks[0]!.artifacts).toBe(join(dir, 'out2', 'tasks', 'only/with_skill/r1'));
    await readFile(join(again.tasks[0]!.artifacts, 'dispatch-result.json'), 'utf8');
    expect(again.conditions.map((c) => [c.condition, c.passed, c.tasks])).toEqual([
      ['with_skill', 1, 1],
      ['without_skill', 1, 1],
    ]);
    expect(await readFile(join(dir, 'out2', 'report.html'), 'utf8')).toContain('data-testid="reused-banner"');

    await writeFile(join(dir, 'skill', 'SKILL.md'), '---\nname: tiny\ndescription: Says done\n---\nSay done, loudly.\n');
    const third = await runCli(['suite', 'run', 'suite.toml', '--out', 'out3', '--reuse', 'out2', '--max-cost', '0.5'], { cwd: dir });
    expect(third.exitCode, third.stderr).toBe(0);
    // cline reports a cost of 0 for the scripted (OpenAI-compatible) model: --max-cost says it could not stop the run.
    expect(third.stderr).toContain('--max-cost 0.5: cline reported no cost for the 1 task(s) run, so the limit could not stop this run');
    expect(second.stderr).not.toContain('--max-cost');
    const changed = await results(join(dir, 'out3'));
    // The control arm stages nothing, so it is reused (and still names the run that really ran it); the treatment reran.
    expect(reusedOf(changed)).toEqual({ 'only/with_skill/r1': null, 'only/without_skill/r1': out1 });
    expect(changed.tasks[0]!.fingerprint).not.toBe(ran.tasks[0]!.fingerprint);
    expect(changed.tasks[0]!.status).toBe('passed');

    // --reuse-max-age 1s: both records of out3 ran over a second ago (it ran a cline task), so neither is reused and the
    // with-skill task runs again; then --max-tokens 1 stops starting tasks: partial results, a banner, exit 3.
    expect(Date.now() - Date.parse(changed.started_at)).toBeGreaterThan(1000);
    const run = await runCli(['suite', 'run', 'suite.toml', '--out', 'out', '--reuse', 'out3', '--reuse-max-age', '1s', '--max-tokens', '1', '--jobs', '1'], {
      cwd: dir,
    });
    expect(run.exitCode, run.stderr).toBe(3);
    expect(run.stderr).not.toContain('reused');
    expect(run.stderr).toMatch(/budget reached: 1 of 2 tasks run \(max_tokens 1: \d+ spent\)/);
    const partial = await results(join(dir, 'out'));
    expect(partial.tasks.map((t) => [t.task_id, t.reused_from])).toEqual([['only/with_skill/r1', undefined]]);
    expect(partial).toMatchObject({ partial: true, missing: ['only/without_skill/r1'], budget: { tasks_run: 1, tasks_planned: 2 } });
    expect(await readFile(join(dir, 'out', 'report.html'), 'utf8')).toContain('data-testid="budget-banner"');

    const plan = await runCli(['suite', 'plan', 'suite.toml', '--estimate-from', 'out'], { cwd: dir });
    expect(plan.exitCode, plan.stderr).toBe(0);
    const tokens = partial.tasks[0]!.tokens!;
    // The without_skill arm never ran: it is estimated at the run's mean, the with_skill arm at its own.
    expect(plan.stderr).toContain(`tiny: estimate ${2 * tokens} tokens`);
    expect(plan.stderr).toContain('1 without a measured task of their case and condition');
  }, 900_000);
});
