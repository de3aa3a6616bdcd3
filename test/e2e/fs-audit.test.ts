import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, realpath, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AuditReportSchema, FsChangesRecordSchema } from '../../src/audit/index.js';
import { SuiteResultsSchema, type TaskResult } from '../../src/results/schema.js';
import { CLINE_BIN, runCli } from '../helpers/cli.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();
const tag = `ch-fs-audit-${process.pid}`;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

/** A suite of one case, run without bwrap or guard; `checks` is TOML for the case's checks. */
async function suite(dir: string, script: object[], checks: string, extra = ''): Promise<string> {
  await mkdir(join(dir, 'skill'));
  await writeFile(join(dir, 'skill', 'SKILL.md'), '---\nname: tiny\ndescription: d\n---\nSay done.\n');
  await mkdir(join(dir, 'fixtures'));
  await writeFile(join(dir, 'fixtures', 'README.md'), 'read me\n');
  await writeFile(join(dir, 'script.json'), JSON.stringify(script));
  await writeFile(
    join(dir, 'suite.toml'),
    `name = "fs"\nskill = "skill"\nguard = false\nsandbox = "none"\ntimeout = 240\n${extra}\n` +
      '[[case]]\nid = "only"\nprompt = "Say that you are done"\nscript = "script.json"\nfixtures = "fixtures"\n\n' +
      '[[case.check]]\ntype = "final_text"\npattern = "done"\n\n' +
      checks,
  );
  return join(dir, 'suite.toml');
}

async function tasksOf(out: string): Promise<TaskResult[]> {
  return SuiteResultsSchema.parse(JSON.parse(await readFile(join(out, 'results.json'), 'utf8'))).tasks;
}

async function auditOf(task: TaskResult) {
  return AuditReportSchema.parse(JSON.parse(await readFile(join(task.artifacts, 'audit.json'), 'utf8')));
}

/**
 * Another process on the machine: it keeps writing, rewriting and deleting files in /tmp, /var/tmp and /dev/shm,
 * state under a name like another harness run's, and a browser's crash database in the user config dir `config`.
 * Resolves once its first round is on disk.
 */
async function startWriter(config: string): Promise<{ child: ChildProcess; rounds: () => Promise<number> }> {
  const counter = `/tmp/${tag}-writer-rounds`;
  const other = `/tmp/cline-harness-run-${tag}-other`;
  const loop = [
    `mkdir -p ${other}/state "${config}/chromium/Crash Reports"`,
    'n=0',
    'while :; do',
    '  n=$((n+1)); i=$((n % 20))',
    `  echo "$n" > /tmp/${tag}-w$i; echo "$n" > /var/tmp/${tag}-w$i; echo "$n" > /dev/shm/${tag}-w$i`,
    `  echo "$n" > ${other}/state/s$i; rm -f /tmp/${tag}-w$(( (i + 10) % 20 ))`,
    `  echo "$n" > "${config}/chromium/Crash Reports/settings.dat"`,
    // Written aside and renamed, so a reader never finds it truncated.
    `  echo "$n" > ${counter}.new; mv -f ${counter}.new ${counter}`,
    '  sleep 0.05',
    'done',
  ].join('\n');
  const child = spawn('bash', ['-c', loop], { stdio: 'ignore' });
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    await rm(other, { recursive: true, force: true });
    for (const d of ['/tmp', '/var/tmp', '/dev/shm']) {
      for (let i = 0; i < 20; i++) await rm(`${d}/${tag}-w${i}`, { force: true });
    }
    await rm(counter, { force: true });
    await rm(`${counter}.new`, { force: true });
  });
  const rounds = async () => Number((await readFile(counter, 'utf8').catch(() => '0')).trim() || 0);
  // Started when its first round is written (the counter is the round's last write).
  while ((await rounds()) < 1) await new Promise((r) => setTimeout(r, 20));
  return { child, rounds };
}

describe('suite run without bwrap or guard: the filesystem audit', () => {
  it('attributes nothing to a read-only agent at --jobs 2 while another process writes to the shared temp dirs ' +
    'and the harness runs its own checks and setup', async () => {
    const dir = await tempDir();
    const script = [
      { tool_calls: [{ id: 'read', name: 'run_commands', arguments: { commands: ['cat README.md', 'ls -la', 'ls /tmp /var/tmp /dev/shm'] } }] },
      { content: 'I am done.' },
    ];
    await mkdir(join(dir, 'hidden'));
    await writeFile(join(dir, 'hidden', 'hidden_check.sh'), 'test -f README.md\n');
    const checks =
      '[[case.check]]\nname = "a check with setup files"\ntype = "command"\nrun = "sh hidden_check.sh && mktemp && mktemp -d"\n' +
      'setup_files = ["hidden/hidden_check.sh"]\n';
    const file = await suite(dir, script, checks, 'jobs = 2\nrepeat = 2\n');
    // The user config dir, where desktop programs write on their own (a chromium changed its crash database mid-run).
    const config = join(dir, 'config');
    const writer = await startWriter(config);
    const before = await writer.rounds();
    const out = join(dir, 'out');
    // The system dirs as a user's run walks them (an empty value: the default list), not the test run's own.
    const run = await runCli(['suite', 'run', file, '--out', out], { env: { XDG_CONFIG_HOME: config, CLINE_HARNESS_AUDIT_SYSTEM_DIRS: '' } });
    // The other process kept writing all along.
    expect(writer.child.exitCode).toBeNull();
    expect(await writer.rounds()).toBeGreaterThan(before);

    expect(run.exitCode, run.stderr).toBeLessThanOrEqual(1);
    const tasks = await tasksOf(out);
    expect(tasks).toHaveLength(4);
    for (const task of tasks) {
      expect([task.task_id, task.status, task.validity_errors, task.stray_writes]).toEqual([task.task_id, 'passed', [], []]);
      const audit = await auditOf(task);
      expect(audit.outside_changes).toEqual([]);
      expect(audit.fs_snapshot?.truncated).toEqual([]);
      // The temp dirs are probed at the paths the calls name (`ls /tmp` names none of the writer's files), not walked.
      expect(audit.fs_snapshot?.shared).toEqual(expect.arrayContaining(['/tmp', '/var/tmp', '/dev/shm', config]));
      expect(audit.shared_unexplained).toBe(0);
      // As root, the default system dirs were walked (and nothing changed in them).
      const record = FsChangesRecordSchema.parse(JSON.parse(await readFile(join(task.artifacts, 'fs-changes.json'), 'utf8')));
      expect(['/etc', '/usr/local'].map((d) => record.dirs.includes(d))).toEqual(Array(2).fill(process.getuid?.() === 0));
    }
  }, 600_000);

  it('sees writes hidden each way the walk used to miss, and makes the task invalid', async () => {
    const dir = await tempDir();
    const varTmp = `/var/tmp/${tag}`;
    const shm = `/dev/shm/${tag}-planted`;
    await mkdir(varTmp, { recursive: true });
    cleanups.push(() => rm(varTmp, { recursive: true, force: true }));
    cleanups.push(() => rm(shm, { force: true }));
    const victim = join(varTmp, 'victim.txt');
    await writeFile(victim, 'aaaa\n');
    const deep = `../${Array.from({ length: 15 }, (_, i) => `d${i}`).join('/')}`;
    const config = join(dir, 'config');
    const planted = join(config, 'autostart', 'planted.desktop');
    const system = join(dir, 'system');
    await mkdir(join(system, 'bin'), { recursive: true });
    // Laid out as the npm package it wraps (<package>/bin/cline beside that package's own manifest), so its version is
    // read from the manifest, a measured one: no `cline --version` and no `cline auth` run, before or after the agent
    // changes the script (src/dispatch/cline-binary.ts, provider.ts). Its dir is still the one the audit walks.
    const wrapper = join(dir, 'cline-pkg', 'bin', 'cline');
    await mkdir(dirname(wrapper), { recursive: true });
    await copyFile(join(dirname(await realpath(CLINE_BIN)), '..', 'package.json'), join(dir, 'cline-pkg', 'package.json'));
    await writeFile(wrapper, `#!/bin/sh\nexec ${JSON.stringify(CLINE_BIN)} "$@"\n`, { mode: 0o755 });
    // The same size with the mtime put back, names the walk used to skip, depth 16, /var/tmp, /dev/shm, a flood,
    // a write whose path no command shows, and a program planted in a system dir.
    const attacks = [
      `touch -r ${victim} keep-time && printf 'bbbb\\n' > ${victim} && touch -r keep-time ${victim} && rm keep-time`,
      'mkdir -p ../node_modules/pkg ../.git/hooks && echo x > ../node_modules/pkg/index.js && echo y > ../.git/hooks/post-checkout',
      `mkdir -p ${deep} && echo x > ${deep}/deep.txt`,
      `echo x > ${varTmp}/planted.txt && echo x > ${shm}`,
      'mkdir ../flood && cd ../flood && seq 1 3000 | xargs touch',
      // The user config dir is probed, not walked: a file a call names there is still seen.
      `mkdir -p ${join(config, 'autostart')} && echo x > ${planted}`,
      `python3 -c "import os; open(os.path.join(os.path.dirname(os.getcwd()), 'hid' + 'den.txt'), 'w').write('x')"`,
      // A program planted in a system dir (here the test's own, named by $CLINE_HARNESS_AUDIT_SYSTEM_DIRS: planting in
      // the real /usr/local/bin would reach the other test files' runs).
      `python3 -c "import os; open(os.path.join('${system}', 'bin', 'too' + 'l'), 'w').write('x')"`,
      // The cline the run starts (here a wrapper of the test's own, given with --cline-bin), changed for later tasks.
      `echo '# planted' >> ${wrapper}`,
    ];
    const script = [
      { tool_calls: [{ id: 'attacks', name: 'run_commands', arguments: { commands: attacks } }] },
      { content: 'I am done.' },
    ];
    // A second case runs after the attack: what the first agent planted in the system dirs reaches it.
    await writeFile(join(dir, 'after.json'), JSON.stringify([{ content: 'I am done.' }]));
    const after = '[[case]]\nid = "after"\nprompt = "Say that you are done"\nscript = "after.json"\nfixtures = "fixtures"\n\n' +
      '[[case.check]]\ntype = "final_text"\npattern = "done"\n';
    const file = await suite(dir, script, after, 'jobs = 1\n');
    const out = join(dir, 'out');
    await mkdir(config);
    const run = await runCli(['suite', 'run', file, '--out', out, '--filter', 'with_skill$', '--cline-bin', wrapper], {
      env: { XDG_CONFIG_HOME: config, CLINE_HARNESS_AUDIT_SYSTEM_DIRS: system },
    });
    expect(run.exitCode, run.stderr).toBeLessThanOrEqual(1);
    // The agent's commands did run: the victim holds the new bytes, with its old size and mtime.
    expect(await readFile(victim, 'utf8')).toBe('bbbb\n');
    expect(existsSync(shm)).toBe(true);

    const [task, later] = await tasksOf(out);
    // What the first agent planted in the system dirs was there for the second one's agent and checks.
    expect(later).toMatchObject({ task_id: 'after/with_skill/r1', status: 'invalid', stray_writes: [] });
    expect(later!.validity_errors).toHaveLength(1);
    const [why] = later!.validity_errors;
    expect(why).toMatch(/^ran beside or after a task whose agent changed system files without bwrap: only\/with_skill\/r1 \(/);
    expect([join(system, 'bin', 'tool'), wrapper].some((p) => why!.includes(`(${p})`))).toBe(true);
    const audit = await auditOf(task!);
    const record = FsChangesRecordSchema.parse(JSON.parse(await readFile(join(task!.artifacts, 'fs-changes.json'), 'utf8')));
    expect(record.truncated).toEqual([]);
    const work = join(audit.cwd, '..');
    const seen = new Map(audit.outside_changes.map((c) => [c.path, c]));
    expect(seen.get(victim)).toEqual({ path: victim, change: 'changed', ordinal: 0, tool: 'run_commands' });
    for (const p of [
      join(work, 'node_modules', 'pkg', 'index.js'),
      join(work, '.git', 'hooks', 'post-checkout'),
      join(work, deep.slice(3), 'deep.txt'),
      join(varTmp, 'planted.txt'),
      shm,
      planted,
    ]) {
      expect(seen.get(p)?.change, p).toBe('added');
    }
    expect(audit.outside_changes.filter((c) => c.path.startsWith(join(work, 'flood') + '/')).length).toBe(3000);
    expect(seen.get(join(work, 'hidden.txt'))).toEqual({ path: join(work, 'hidden.txt'), change: 'added', ordinal: null, tool: null });
    expect(record.dirs).toContain(system);
    expect(seen.get(join(system, 'bin', 'tool'))?.change).toBe('added');
    expect(record.dirs).toContain(dirname(wrapper));
    expect(seen.get(wrapper)?.change).toBe('changed');

    expect(task!.status).toBe('invalid');
    expect(task!.validity_errors).toEqual([expect.stringMatching(/^without bwrap, the agent changed \d+ path\(s\) outside the env: /)]);
    // A flood stays in audit.json; the results list a bounded number of stray writes.
    expect(task!.stray_writes.length).toBe(101);
    expect(task!.stray_writes.at(-1)).toMatch(/^… and \d+ more \(see audit\.json\)$/);
    // Nothing of the run's own temp root is left behind.
    expect((await stat(audit.cwd).catch(() => null))).toBeNull();
  }, 600_000);
});
