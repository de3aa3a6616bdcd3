import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { execa } from 'execa';
import { LineWatch, type EndLine } from './line-watch.js';
import { RecordedFile } from './recorded-file.js';
import { endLeftovers, reapedCommand, reaperAvailable, readReaperReport, type ReaperState } from './reaper.js';
import { killGroupMembers, newRunToken, RUN_TOKEN_VAR, startTicksOf, type Leftover, type TaskIdentity } from './task-processes.js';

export interface ProcessRunOptions {
  bin: string;
  args: string[];
  cwd: string;
  /** Variables added to (or, with `extendEnv: false`, replacing) the parent environment. */
  env?: Record<string, string | undefined>;
  extendEnv?: boolean;
  stdoutFile: string;
  stderrFile: string;
  /** Wall-clock limit; 0 or undefined: none. */
  timeoutMs?: number;
  /** Time between SIGTERM to the process group and SIGKILL. */
  killGraceMs?: number;
  /** Aborting kills the process group the same way a timeout does. */
  signal?: AbortSignal;
  /** The most kept of stdout and of stderr each; past it the process group is killed (default: DEFAULT_OUTPUT_CAP_BYTES). */
  outputCapBytes?: number;
  /** Run under the reaping supervisor where it is available (reaper.ts); default true. */
  reap?: boolean;
  /** Told the leader's PID as soon as it is started. */
  onSpawn?: (pid: number) => void;
  /**
   * A stdout line that says the work is over: once one is complete, the run's processes are killed (not the
   * supervisor, which still reaps and reports as after an exit) instead of waiting for the process to end by itself.
   */
  endLine?: EndLine;
}

export interface ProcessRunResult {
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  aborted: boolean;
  durationMs: number;
  /** Set when the process could not be started at all. */
  spawnError: string | null;
  /** The run's processes still alive after its leader ended, killed by the harness. */
  leftovers: Leftover[];
  reaper: ReaperState;
  /** Whether the supervisor's syscall filter held (syscall-filter.ts): false without a supervisor, null when it never reported. */
  syscallFilter: boolean | null;
  /** Whether cline ran in a Landlock domain of its own (reaper.ts): false without a supervisor, null when it never reported. */
  taskDomain: boolean | null;
  /**
   * Output files whose content on disk was not what the harness wrote from the pipe (something else wrote them during
   * the run); each was put back to what the process printed.
   */
  rewritten: string[];
  /** Output files that reached the cap: the rest was dropped and the process group killed. */
  capped: { file: string; capBytes: number; droppedBytes: number }[];
  /** Whether the run was ended after its `endLine` (its exit code or signal is then the kill's, not its own). */
  endedAfterLine: boolean;
}

/**
 * Runs a process in its own session and process group. The harness reads
 * stdout and stderr through pipes and writes the files itself, so nothing the
 * process starts can reach those files (and a socket pair, unlike a FIFO,
 * cannot be reopened through `/proc/<pid>/fd/1`: measured ENXIO). Memory stays
 * bounded whatever the output (see RecordedFile); output past the cap kills
 * the group.
 *
 * A timeout sends SIGTERM to the whole group and SIGKILL after a grace period:
 * cline ignores SIGTERM while a model request hangs. When the leader is gone,
 * every process of the run left alive (daemons that called setsid, ignored
 * signals, nohup) is killed by PID: by the reaping supervisor the process runs
 * under (reaper.ts), and then whatever still carries its run token or session.
 * Under the supervisor the hard kill spares it, so that it can reap.
 */
export async function runProcess(options: ProcessRunOptions): Promise<ProcessRunResult> {
  const started = performance.now();
  let timedOut = false;
  let aborted = false;
  const timers: NodeJS.Timeout[] = [];
  const token = newRunToken();
  let identity: TaskIdentity | null = null;
  let capKilled = false;
  const endWatch = options.endLine ? new LineWatch(options.endLine) : null;
  // Opened before the process starts, afresh (a link left in their place is removed, never followed).
  const records = [options.stdoutFile, options.stderrFile].map((file) => new RecordedFile(file, options.outputCapBytes));
  const reap = options.reap !== false && reaperAvailable();
  const command = reap ? reapedCommand({ bin: options.bin, args: options.args }) : { bin: options.bin, args: options.args };
  try {
    const child = execa(command.bin, command.args, {
      cwd: options.cwd,
      env: { ...options.env, [RUN_TOKEN_VAR]: token },
      extendEnv: options.extendEnv !== false,
      // fd 3: the supervisor's report.
      stdio: ['ignore', 'pipe', 'pipe', ...(reap ? (['pipe'] as const) : [])],
      buffer: false,
      detached: true,
      reject: false,
      cleanup: true,
    });
    const written = [child.stdout, child.stderr].map((stream, i) => {
      stream?.on('data', (chunk: Buffer) => {
        if (!records[i]!.write(chunk) && !capKilled) {
          capKilled = true;
          killGroup();
        }
        if (i === 0 && endWatch?.feed(chunk)) endRun();
      });
      return stream ? finished(stream).catch(() => {}) : Promise.resolve();
    });
    const reportStream = reap ? (child.stdio[3] as Readable | undefined) : undefined;
    const report = reportStream ? readReaperReport(reportStream) : null;
    if (child.pid !== undefined) {
      options.onSpawn?.(child.pid);
      // A leader gone before its start time was read: match by token alone.
      identity = { token, leader: child.pid, startTicks: (await startTicksOf(child.pid)) ?? Infinity };
    }
    // The leader under the supervisor is the supervisor: it is spared, and reaps and reports as after an exit.
    function endRun() {
      const pid = child.pid;
      if (pid === undefined) return;
      if (reap) void killGroupMembers(pid, pid);
      else signalGroup(pid, 'SIGKILL');
    }
    function killGroup() {
      const pid = child.pid;
      if (pid === undefined) return;
      signalGroup(pid, 'SIGTERM');
      const grace = options.killGraceMs ?? 2_000;
      timers.push(setTimeout(() => hardKill(pid, reap, grace, timers), grace));
    }
    if (options.timeoutMs && options.timeoutMs > 0) {
      timers.push(
        setTimeout(() => {
          timedOut = true;
          killGroup();
        }, options.timeoutMs),
      );
    }
    const onAbort = () => {
      aborted = true;
      killGroup();
    };
    if (options.signal?.aborted) onAbort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    // Wait for the leader only: a leftover holding a pipe open would keep `child` pending.
    await Promise.race([new Promise((r) => child.once('exit', r)), child]);
    options.signal?.removeEventListener('abort', onAbort);
    // The leader is gone; make sure nothing it left behind lives on.
    if (child.pid !== undefined) signalGroup(child.pid, 'SIGKILL');
    if (reportStream) await reportEnd(reportStream);
    const { leftovers, reaper, syscallFilter, taskDomain, execError } = await endLeftovers(identity, report, options.bin);
    const result = await child;
    const spawnError = result.failed && result.exitCode === undefined && !result.signal && !timedOut && !aborted
      ? (result.shortMessage ?? `could not start ${options.bin}`)
      : execError === null ? null : `could not start ${options.bin}: ${execError}`;
    // A leftover holding the pipe open kept the output streams going; with it dead they end.
    await Promise.all(written);
    const rewritten: string[] = [];
    for (const record of records) if (await record.restore()) rewritten.push(record.path);
    return {
      exitCode: result.exitCode ?? null,
      signal: result.signal ?? null,
      timedOut,
      aborted,
      durationMs: Math.round(performance.now() - started),
      spawnError,
      leftovers,
      reaper,
      syscallFilter,
      taskDomain,
      rewritten,
      capped: records.filter((r) => r.capped).map((r) => ({ file: r.path, capBytes: r.capBytes, droppedBytes: r.dropped })),
      endedAfterLine: endWatch?.seen ?? false,
    };
  } finally {
    for (const t of timers) clearTimeout(t);
    for (const record of records) record.dispose();
  }
}

/**
 * The supervisor writes its report before it exits, so the pipe ends with it, unless a process that escaped a lost
 * supervisor holds a copy of the pipe: then the report is not waited for past a bound.
 */
export async function reportEnd(stream: Readable): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([finished(stream).catch(() => {}), new Promise((r) => (timer = setTimeout(r, 5_000)))]);
  clearTimeout(timer);
  stream.destroy();
}

/**
 * SIGKILLs the process group of `pid`. Under the reaping supervisor (`reap`), which leads the group, the supervisor is
 * told the run is being stopped (SIGTERM: it then kills what is left at once, without its grace for helpers) and is
 * spared, so that it reaps and reports; should it not exit, the whole group goes after another `graceMs`.
 */
export function hardKill(pid: number, reap: boolean, graceMs: number, timers: NodeJS.Timeout[]): void {
  if (!reap) return signalGroup(pid, 'SIGKILL');
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    // The supervisor is gone already.
  }
  void killGroupMembers(pid, pid);
  timers.push(setTimeout(() => signalGroup(pid, 'SIGKILL'), graceMs));
}

/** Signals a whole process group; a group that is already gone is not an error. */
export function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}
