/* eslint-disable max-len -- the agents' shell commands are kept one per line, as the model sends them */
/**
 * The harness's own steps after a run (diff, checks, artifact copies, its
 * out-dir records) against hostile scripted agents and the real cline, without
 * bwrap (where the agent shares the harness's uid and reaches everything).
 * One suite run, one task at a time, so the tasks' order is known:
 * - `gitattack`: the agent sets clean/smudge filters, textconv and an external
 *   diff in the env's .git/config, .git/info/attributes and .gitattributes
 *   (each writes a marker file when run), hides a forbidden file with
 *   core.excludesFile and info/exclude, commits and `git replace`s the base
 *   commit; links a root-only 0600 secret outside the env into it; plants a
 *   `python3` in a directory on the harness's PATH; leaves a sparse 1 GiB file
 *   in its output dir;
 * - `flood`: a model reply of 1.5 MiB pushes cline's stdout past the harness's cap;
 * - `forge`: the agent rewrites the finished `gitattack` task's transcript and
 *   replaces results.json and junit.xml with links to a user's files.
 */
import { chmod, lstat, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinDescriptor } from '../../src/descriptor/index.js';
import { RUN_TOKEN_VAR } from '../../src/dispatch/task-processes.js';
import type { TaskResult } from '../../src/results/schema.js';
import { loadSuite } from '../../src/suite/load.js';
import { runSuite } from '../../src/suite/suite.js';

const descriptor = builtinDescriptor();
const SECRET = 'root-only-secret-7d1f';
const CAP = 1024 * 1024;
const call = (id: string, commands: string[]) => ({ tool_calls: [{ id, name: 'run_commands', arguments: { commands } }] });

let root: string;
let out: string;
let tasks: Record<string, TaskResult>;
const savedPath = process.env.PATH;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'ch-host-steps-'));
  out = join(root, 'out');
  const marker = join(root, 'marker');
  const binDir = join(root, 'bin');
  const victim = join(root, 'victim.txt');
  const secret = join(root, 'secret.txt');
  await mkdir(binDir);
  await writeFile(victim, 'precious\n');
  await writeFile(secret, `${SECRET}\n`);
  await chmod(secret, 0o600);
  // A directory on the harness's own PATH, ahead of the system's, that the agent can write.
  process.env.PATH = `${binDir}:${savedPath}`;
  // Each hook writes who ran it: cline's own git (its checkpoints run `git stash create` in the env) carries the run token,
  // the harness's git does not. Only a line from the harness is a failure.
  const hook = (what: string) => `sh -c 'echo ${what} \\\${${RUN_TOKEN_VAR}:-harness} >> ${marker}; cat'`;
  const suiteDir = join(root, 'suite');
  await mkdir(join(suiteDir, 'skill'), { recursive: true });
  await mkdir(join(suiteDir, 'fixtures'));
  await writeFile(join(suiteDir, 'fixtures', 'a.txt'), 'one\n');
  await writeFile(join(suiteDir, 'skill', 'SKILL.md'), '---\nname: tiny\ndescription: d\n---\nSay done.\n');
  const taskDir = (id: string) => join(out, 'tasks', id, 'with_skill', 'r1');
  const scripts: Record<string, unknown[]> = {
    gitattack: [
      call('git', [
        `echo two >> a.txt && git -c user.name=a -c user.email=a@b commit -qam agent && git replace -f $(git rev-list --max-parents=0 HEAD) HEAD && echo replaced`,
        `git config filter.evil.clean "${hook('clean')}" && git config filter.evil.smudge "${hook('smudge')}" && git config filter.evil.required true`,
        `git config diff.evil.textconv "${hook('textconv')}" && git config diff.external "${hook('external')}" && git config core.fsmonitor "${hook('fsmonitor')}"`,
        `mkdir -p .git/info && echo '* filter=evil diff=evil' > .git/info/attributes && echo '* filter=evil diff=evil -diff' > .gitattributes`,
        `mkdir -p forbidden && echo planted > forbidden/new.txt && echo 'forbidden/' > .git/info/exclude && echo 'forbidden/' > ../excl && git config core.excludesFile "$PWD/../excl"`,
        `ln -s ${secret} leak.txt && printf '#!/bin/sh\\necho 41\\n' > ${binDir}/python3 && chmod +x ${binDir}/python3`,
        `truncate -s 1G ../agent-output/big.bin && echo small > ../agent-output/keep.txt && ln -s ${victim} ../agent-output/link`,
      ]),
      { content: 'done' },
    ],
    // 1.5 MiB of model text, which cline prints to its stdout. (An agent's command can no longer take cline's stdout
    // to flood it: pidfd_getfd is refused by the supervisor's syscall filter, test/e2e/model-record.test.ts.)
    flood: [{ content: 'x'.repeat(1536 * 1024) }],
    forge: [
      call('forge', [
        `/usr/bin/python3 -c "import json;p='${taskDir('gitattack')}/transcript.json';t=json.load(open(p));t['final_text']='forged';open(p,'w').write(json.dumps(t))"`,
        `ln -sf ${victim} ${out}/results.json && ln -sf ${victim} ${out}/junit.xml && echo linked`,
      ]),
      { content: 'done' },
    ],
  };
  const lines = ['name = "host-steps"', 'skill = "skill"', 'guard = false', 'sandbox = "none"', 'timeout = 240'];
  for (const [id, turns] of Object.entries(scripts)) {
    await writeFile(join(suiteDir, `${id}.json`), JSON.stringify(turns));
    lines.push('[[case]]', `id = "${id}"`, 'prompt = "Say that you are done"', `script = "${id}.json"`, 'fixtures = "fixtures"', 'conditions = ["with_skill"]');
    if (id === 'gitattack') {
      lines.push('[[case.check]]', 'type = "diff_scope"', 'forbidden_paths = ["forbidden/**"]');
      lines.push('[[case.check]]', 'type = "file_contains"', 'path = "leak.txt"', 'pattern = "only-secret"');
      lines.push('[[case.check]]', 'type = "command"', 'run = "python3 -c \'print(6*7)\'"', 'expect_stdout = "^42$"');
    } else {
      lines.push('[[case.check]]', 'type = "final_text"', 'pattern = "done"');
    }
  }
  await writeFile(join(suiteDir, 'suite.toml'), lines.join('\n') + '\n');
  const { results } = await runSuite(await loadSuite(join(suiteDir, 'suite.toml')), { descriptor, out, jobs: 1, outputCapBytes: CAP });
  tasks = Object.fromEntries(results.tasks.map((t) => [t.case_id, t]));
}, 900_000);

afterAll(async () => {
  process.env.PATH = savedPath;
  if (root) await rm(root, { recursive: true, force: true });
});

describe('harness steps after a hostile agent, without bwrap', () => {
  it("runs none of the env's git filters or drivers, and neither replace refs nor excludes hide a change", async () => {
    const task = tasks.gitattack!;
    const ran = (await readFile(join(root, 'marker'), 'utf8').catch(() => '')).split('\n').filter(Boolean);
    expect(ran.filter((line) => line.endsWith(' harness'))).toEqual([]);
    expect(task.diff?.files.map((f) => f.path)).toEqual(expect.arrayContaining(['.gitattributes', 'a.txt', 'forbidden/new.txt', 'leak.txt']));
    const scope = task.checks.find((c) => c.type === 'diff_scope')!;
    expect(scope.passed).toBe(false);
    expect(scope.evidence).toContain('in forbidden_paths: forbidden/new.txt');
    const patch = await readFile(join(task.artifacts, 'diff.patch'), 'utf8');
    expect(patch).toContain('+planted');
    expect(patch).toContain('+two');
  });

  it('never reads a link out of the env, and the secret is nowhere in the results', async () => {
    const task = tasks.gitattack!;
    const contains = task.checks.find((c) => c.type === 'file_contains')!;
    expect(contains.passed).toBe(false);
    expect(contains.evidence).toContain('outside the env');
    expect(await readFile(join(out, 'results.json'), 'utf8')).not.toContain(SECRET);
    expect(await readFile(join(task.artifacts, 'diff.patch'), 'utf8')).not.toContain(SECRET);
  });

  it("runs command checks with the harness's PATH, not the agent's planted python3", async () => {
    const command = tasks.gitattack!.checks.find((c) => c.type === 'command')!;
    expect(command.evidence).toContain('stdout matched "42"');
    expect(command.passed).toBe(true);
  });

  it("keeps the agent's output under a size cap and follows none of its links", async () => {
    const task = tasks.gitattack!;
    const kept = join(task.artifacts, 'agent-output');
    expect((await readdir(kept)).sort()).toEqual(['keep.txt']);
    expect(task.warnings.join('\n')).toContain('left out: big.bin (1073741824 bytes)');
    expect(task.warnings.join('\n')).toContain('not kept: link');
  });

  it('stops a run whose output passes the cap and marks the task invalid', async () => {
    const task = tasks.flood!;
    expect(task.status).toBe('invalid');
    expect(task.validity_errors.join('\n')).toMatch(/cline-events\.jsonl reached the harness's cap of 1048576 bytes/);
    expect((await lstat(join(task.artifacts, 'cline-events.jsonl'))).size).toBeLessThanOrEqual(CAP);
  });

  it("never writes through links planted in the out dir, and a finished task's forged record makes it invalid", async () => {
    expect(tasks.forge!.checks.map((c) => c.passed)).toEqual([true]);
    expect(await readFile(join(root, 'victim.txt'), 'utf8')).toBe('precious\n');
    for (const name of ['results.json', 'junit.xml']) expect((await lstat(join(out, name))).isFile()).toBe(true);
    const task = tasks.gitattack!;
    expect(task.status).toBe('invalid');
    expect(task.validity_errors.join('\n')).toContain('records in the out dir changed after the task ended (by something other than the harness): transcript.json');
  });
});
