import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { runProcess } from '../../src/dispatch/process.js';
import { reaperAvailable } from '../../src/dispatch/reaper.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();

describe('runProcess output files', () => {
  it('puts back an output file the process rewrote, and never follows a symlink planted in its place', async () => {
    const dir = await tempDir();
    const victim = join(await tempDir(), 'victim.txt');
    await writeFile(victim, 'precious\n');
    const stdoutFile = join(dir, 'out.log');
    const stderrFile = join(dir, 'err.log');
    // Without a sandbox a child can write the files the harness writes from its pipes: append to one, swap the other for a link.
    const script = `echo real; echo forged >> ${stdoutFile}; echo oops >&2; rm -f ${stderrFile}; ln -s ${victim} ${stderrFile}`;
    const run = await runProcess({ bin: 'sh', args: ['-c', script], cwd: dir, stdoutFile, stderrFile });
    expect(run.exitCode).toBe(0);
    expect(run.rewritten).toEqual([stdoutFile, stderrFile]);
    expect(await readFile(stdoutFile, 'utf8')).toBe('real\n');
    expect(await readFile(stderrFile, 'utf8')).toBe('oops\n');
    expect(await readFile(victim, 'utf8')).toBe('precious\n');
  });

  it('reports nothing when the files hold exactly what the process printed', async () => {
    const dir = await tempDir();
    const run = await runProcess({ bin: 'sh', args: ['-c', 'echo out; echo err >&2'], cwd: dir, stdoutFile: join(dir, 'o'), stderrFile: join(dir, 'e') });
    expect(run.rewritten).toEqual([]);
    expect(await readFile(join(dir, 'o'), 'utf8')).toBe('out\n');
  });
});

describe.runIf(reaperAvailable())('runProcess under the reaping supervisor', () => {
  /**
   * A daemon: setsid, double fork, an empty environment (no run token, another session, re-parented away from the
   * shell), deaf to SIGTERM and SIGHUP. It writes its PID to `pidFile` once it runs; the script waits for that.
   */
  const daemon = (pidFile: string) =>
    `setsid sh -c 'env -i /bin/sh -c "trap \\"\\" TERM HUP; echo \\$\\$ > ${pidFile}; exec sleep 600" &' < /dev/null > /dev/null 2>&1; ` +
    `while [ ! -s ${pidFile} ]; do sleep 0.05; done`;
  /** Alive: in /proc and not a zombie (a killed orphan may wait there a moment for init to reap it). */
  const alive = async (pidFile: string) => {
    const stat = await readFile(`/proc/${(await readFile(pidFile, 'utf8')).trim()}/stat`, 'utf8').catch(() => null);
    return stat !== null && stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  };

  it('kills a detached daemon with an empty environment when the leader exits, names it, and keeps the exit code', async () => {
    const dir = await tempDir();
    const pidFile = join(dir, 'daemon.pid');
    const script = `${daemon(pidFile)}; echo started; exit 3`;
    const run = await runProcess({ bin: 'sh', args: ['-c', script], cwd: dir, stdoutFile: join(dir, 'o'), stderrFile: join(dir, 'e') });
    expect(run.exitCode).toBe(3);
    expect(run.reaper).toBe('reaped');
    expect(run.leftovers.map((l) => l.name)).toEqual(['sleep']);
    expect(await alive(pidFile)).toBe(false);
    expect(await readFile(join(dir, 'o'), 'utf8')).toBe('started\n');
  });

  it('says a command that cannot be started could not be started, as without the supervisor', async () => {
    const dir = await tempDir();
    const bin = join(dir, 'no-such-program');
    const run = await runProcess({ bin, args: [], cwd: dir, stdoutFile: join(dir, 'o'), stderrFile: join(dir, 'e') });
    expect(run.spawnError).toMatch(new RegExp(`^could not start ${bin}: .*No such file`));
    expect(run.reaper).toBe('reaped');
  });

  it('reports nothing for a run that leaves nothing, and passes on a signal that ended the leader', async () => {
    const dir = await tempDir();
    const run = await runProcess({ bin: 'sh', args: ['-c', 'kill -USR2 $$'], cwd: dir, stdoutFile: join(dir, 'o'), stderrFile: join(dir, 'e') });
    expect([run.signal, run.exitCode, run.reaper, run.leftovers]).toEqual(['SIGUSR2', null, 'reaped', []]);
  });

  it('counts nothing that ends by itself just after the leader (cline leaves its own helpers running at times)', async () => {
    const dir = await tempDir();
    const run = await runProcess({ bin: 'sh', args: ['-c', 'sleep 0.3 & exit 0'], cwd: dir, stdoutFile: join(dir, 'o'), stderrFile: join(dir, 'e') });
    expect([run.exitCode, run.reaper, run.leftovers]).toEqual([0, 'reaped', []]);
  });

  it('at a timeout spares the supervisor, which then reaps the daemon', async () => {
    const dir = await tempDir();
    const pidFile = join(dir, 'daemon.pid');
    // The leader ignores SIGTERM, so only the hard kill ends it; the limit counts only once the daemon runs.
    const script = `trap '' TERM; ${daemon(pidFile)}; touch ${join(dir, 'ready')}; exec sleep 600`;
    const run = await runProcess({
      bin: 'sh', args: ['-c', script], cwd: dir, stdoutFile: join(dir, 'o'), stderrFile: join(dir, 'e'), timeoutMs: 60_000, killGraceMs: 500,
      signal: await abortWhen(join(dir, 'ready')),
    });
    expect(run.aborted).toBe(true);
    expect(run.reaper).toBe('reaped');
    expect(run.leftovers.map((l) => l.name)).toEqual(['sleep']);
    expect(await alive(pidFile)).toBe(false);
  });

  it('says the supervisor was lost when something kills it during the run, and still ends what carries the run token', async () => {
    const dir = await tempDir();
    const pidFile = join(dir, 'child.pid');
    const supervisorFile = join(dir, 'supervisor.pid');
    // $PPID of the shell is the supervisor; a plain background child keeps the run token. The command itself may not
    // signal the supervisor (its syscall filter, syscall-filter.test.ts): something outside it does, here this test.
    const script = `sleep 600 & echo $! > ${pidFile}; kill -KILL $PPID 2>/dev/null; echo $PPID > ${supervisorFile}; wait`;
    const killer = (async () => {
      while (!existsSync(supervisorFile) || !(await readFile(supervisorFile, 'utf8')).endsWith('\n')) await new Promise((r) => setTimeout(r, 20));
      process.kill(Number((await readFile(supervisorFile, 'utf8')).trim()), 'SIGKILL');
    })();
    const run = await runProcess({ bin: 'sh', args: ['-c', script], cwd: dir, stdoutFile: join(dir, 'o'), stderrFile: join(dir, 'e') });
    await killer;
    expect(run.signal).toBe('SIGKILL');
    expect(run.reaper).toBe('lost');
    expect(await alive(pidFile)).toBe(false);
  });
});

/** An abort signal that fires once `file` exists (polled: the file is written by another process). */
async function abortWhen(file: string): Promise<AbortSignal> {
  const controller = new AbortController();
  const poll = setInterval(() => {
    if (existsSync(file)) {
      clearInterval(poll);
      controller.abort();
    }
  }, 50);
  return controller.signal;
}
