/**
 * Starting and stopping `cline --acp`. cline ignores SIGTERM in ACP mode, so
 * stopping is: stdin EOF (it exits by itself within about a second), then
 * SIGKILL of the whole process group.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import { Readable, Writable } from 'node:stream';
import { ndJsonStream, type Stream } from '@agentclientprotocol/sdk';
import { hardKill, reportEnd, signalGroup } from '../dispatch/process.js';
import { endLeftovers, reapedCommand, reaperAvailable, readReaperReport, type ReaperState } from '../dispatch/reaper.js';
import { sandboxedCommand, type SandboxView } from '../dispatch/sandbox.js';
import { newRunToken, RUN_TOKEN_VAR, startTicksOf, type Leftover, type TaskIdentity } from '../dispatch/task-processes.js';

export interface AcpProcessSpec {
  bin: string;
  /** The process cwd (relative reads resolve against it). */
  cwd: string;
  /** Variables added to the parent environment (the isolated HOME among them). */
  env: Record<string, string>;
  autoApprove: boolean;
  stderrFile: string;
  /** Run inside bubblewrap: everything read-only except these paths. */
  sandbox?: { bwrap: string; writable: string[] } & SandboxView;
}

export interface AcpExit {
  exitCode: number | null;
  signal: string | null;
  /** The run's processes still alive after cline ended (reaped by the supervisor, or found by run token or session), killed by the harness. */
  leftovers: Leftover[];
  reaper: ReaperState;
  /** Whether the supervisor's syscall filter held (syscall-filter.ts): false without a supervisor, null when it never reported. */
  syscallFilter: boolean | null;
  /** Whether cline ran in a Landlock domain of its own (reaper.ts): false without a supervisor, null when it never reported. */
  taskDomain: boolean | null;
}

export interface AcpProcess {
  child: ChildProcess;
  argv: string[];
  stream: Stream;
  /** Resolves with the exit once the process has ended. */
  exited: Promise<{ exitCode: number | null; signal: string | null }>;
  /** Ends the process: stdin EOF, then SIGKILL of the group after `graceMs`, then whatever it left. Idempotent. */
  stop(graceMs?: number): Promise<AcpExit>;
}

export const STOP_GRACE_MS = 3_000;

export async function startAcpProcess(spec: AcpProcessSpec): Promise<AcpProcess> {
  const argv = ['--acp', '--auto-approve', spec.autoApprove ? 'true' : 'false'];
  const inner = spec.sandbox
    ? await sandboxedCommand(spec.sandbox.bwrap, [spec.cwd, ...spec.sandbox.writable], [spec.bin, ...argv], spec.sandbox)
    : { bin: spec.bin, args: argv };
  // Under the reaping supervisor (reaper.ts): stdin and stdout pass through to cline; fd 3 is its report.
  const reap = reaperAvailable();
  const command = reap ? reapedCommand(inner) : inner;
  const token = newRunToken();
  const stderrFd = openSync(spec.stderrFile, 'a');
  let child: ChildProcess;
  try {
    child = spawn(command.bin, command.args, {
      cwd: spec.cwd,
      env: { ...process.env, ...spec.env, [RUN_TOKEN_VAR]: token },
      stdio: ['pipe', 'pipe', stderrFd, ...(reap ? (['pipe'] as const) : [])],
      // Its own process group, so that a kill reaches everything cline spawned.
      detached: true,
    });
  } finally {
    closeSync(stderrFd);
  }
  const exited = new Promise<{ exitCode: number | null; signal: string | null }>((resolve) => {
    child.once('exit', (exitCode, signal) => resolve({ exitCode, signal }));
    child.once('error', () => resolve({ exitCode: null, signal: null }));
  });
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', reject);
  });
  // A write after cline has gone must not crash the harness.
  child.stdin!.on('error', () => {});
  const reportStream = reap ? (child.stdio[3] as Readable | null) : null;
  const report = reportStream ? readReaperReport(reportStream) : null;
  const stream = ndJsonStream(Writable.toWeb(child.stdin!), Readable.toWeb(child.stdout!) as ReadableStream<Uint8Array>);
  let stopping: Promise<AcpExit> | null = null;
  const pid = child.pid!;
  // A leader gone before its start time was read: match by token alone.
  const identity: TaskIdentity = { token, leader: pid, startTicks: (await startTicksOf(pid)) ?? Infinity };
  const stop = (graceMs = STOP_GRACE_MS) => {
    stopping ??= (async () => {
      child.stdin!.end();
      const timers: NodeJS.Timeout[] = [];
      timers.push(setTimeout(() => hardKill(pid, reap, graceMs, timers), graceMs));
      const exit = await exited;
      for (const t of timers) clearTimeout(t);
      // The leader is gone; nothing it left in its group may live on.
      signalGroup(pid, 'SIGKILL');
      if (reportStream) await reportEnd(reportStream);
      // What the supervisor reaped, and daemons that left the group (setsid) but still carry the run token.
      const { leftovers, reaper, syscallFilter, taskDomain } = await endLeftovers(identity, report, inner.bin);
      return { ...exit, leftovers, reaper, syscallFilter, taskDomain };
    })();
    return stopping;
  };
  return { child, argv, stream, exited, stop };
}
