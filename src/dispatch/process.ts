import { finished } from 'node:stream/promises';
import { execa } from 'execa';
import { RecordedFile } from './recorded-file.js';
import { killTaskProcesses, newRunToken, RUN_TOKEN_VAR, startTicksOf, type TaskIdentity } from './task-processes.js';

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
}

export interface ProcessRunResult {
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  aborted: boolean;
  durationMs: number;
  /** Set when the process could not be started at all. */
  spawnError: string | null;
  /** PIDs of the run's processes still alive after it ended, killed by the harness. */
  leftovers: number[];
  /**
   * Output files whose content on disk was not what the harness wrote from the pipe (something else wrote them during
   * the run); each was put back to what the process printed.
   */
  rewritten: string[];
  /** Output files that reached the cap: the rest was dropped and the process group killed. */
  capped: { file: string; capBytes: number; droppedBytes: number }[];
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
 * signals, nohup) is found by its run token or session and killed by PID.
 */
export async function runProcess(options: ProcessRunOptions): Promise<ProcessRunResult> {
  const started = performance.now();
  let timedOut = false;
  let aborted = false;
  const timers: NodeJS.Timeout[] = [];
  const token = newRunToken();
  let identity: TaskIdentity | null = null;
  let capKilled = false;
  // Opened before the process starts, afresh (a link left in their place is removed, never followed).
  const records = [options.stdoutFile, options.stderrFile].map((file) => new RecordedFile(file, options.outputCapBytes));
  try {
    const child = execa(options.bin, options.args, {
      cwd: options.cwd,
      env: { ...options.env, [RUN_TOKEN_VAR]: token },
      extendEnv: options.extendEnv !== false,
      stdin: 'ignore',
      stdout: 'pipe',
      stderr: 'pipe',
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
      });
      return stream ? finished(stream).catch(() => {}) : Promise.resolve();
    });
    if (child.pid !== undefined) {
      // A leader gone before its start time was read: match by token alone.
      identity = { token, leader: child.pid, startTicks: (await startTicksOf(child.pid)) ?? Infinity };
    }
    function killGroup() {
      const pid = child.pid;
      if (pid === undefined) return;
      signalGroup(pid, 'SIGTERM');
      timers.push(setTimeout(() => signalGroup(pid, 'SIGKILL'), options.killGraceMs ?? 2_000));
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
    const leftovers = identity ? await killTaskProcesses(identity) : [];
    const result = await child;
    const spawnError = result.failed && result.exitCode === undefined && !result.signal && !timedOut && !aborted
      ? (result.shortMessage ?? `could not start ${options.bin}`)
      : null;
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
      rewritten,
      capped: records.filter((r) => r.capped).map((r) => ({ file: r.path, capBytes: r.capBytes, droppedBytes: r.dropped })),
    };
  } finally {
    for (const t of timers) clearTimeout(t);
    for (const record of records) record.dispose();
  }
}

/** Signals a whole process group; a group that is already gone is not an error. */
export function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}
