import { execa } from 'execa';

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
}

export interface ProcessRunResult {
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  aborted: boolean;
  durationMs: number;
  /** Set when the process could not be started at all. */
  spawnError: string | null;
}

/**
 * Runs a process in its own process group with stdout and stderr going to files.
 *
 * A timeout sends SIGTERM to the whole group and SIGKILL after a grace period:
 * cline ignores SIGTERM while a model request hangs, so only the group kill
 * ends it (and whatever it spawned) promptly.
 */
export async function runProcess(options: ProcessRunOptions): Promise<ProcessRunResult> {
  const started = performance.now();
  let timedOut = false;
  let aborted = false;
  const timers: NodeJS.Timeout[] = [];
  try {
    const child = execa(options.bin, options.args, {
      cwd: options.cwd,
      env: options.env,
      extendEnv: options.extendEnv !== false,
      stdin: 'ignore',
      stdout: { file: options.stdoutFile },
      stderr: { file: options.stderrFile },
      detached: true,
      reject: false,
      cleanup: true,
    });
    const killGroup = () => {
      const pid = child.pid;
      if (pid === undefined) return;
      signalGroup(pid, 'SIGTERM');
      timers.push(setTimeout(() => signalGroup(pid, 'SIGKILL'), options.killGraceMs ?? 2_000));
    };
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
    const result = await child;
    options.signal?.removeEventListener('abort', onAbort);
    const spawnError = result.failed && result.exitCode === undefined && !result.signal && !timedOut && !aborted
      ? (result.shortMessage ?? `could not start ${options.bin}`)
      : null;
    // The leader is gone; make sure nothing it left behind in its group lives on.
    if (child.pid !== undefined) signalGroup(child.pid, 'SIGKILL');
    return {
      exitCode: result.exitCode ?? null,
      signal: result.signal ?? null,
      timedOut,
      aborted,
      durationMs: Math.round(performance.now() - started),
      spawnError,
    };
  } finally {
    for (const t of timers) clearTimeout(t);
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
