import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { LOCAL_SESSION_BACKEND, isolatedEnv, type IsolatedClineState } from './provider.js';
import type { EndLine } from './line-watch.js';
import { runProcess, type ProcessRunResult } from './process.js';
import { sandboxedCommand, type SandboxView } from './sandbox.js';
import { clinePromptArg } from './prompt-arg.js';

/** One headless cline run: where, what prompt, which mode, and where its output goes. */
export interface ClineRunSpec {
  bin: string;
  /** The task environment: cline's `--cwd` and also the process cwd (relative reads resolve against it). */
  env: string;
  prompt: string;
  /** Receives `cline-events.jsonl` and `cline-stderr.log`, written by the harness; never bound into the sandbox. */
  outDir: string;
  model?: string;
  /** An isolated HOME and data dir; without it cline uses the user's own configuration. */
  state?: IsolatedClineState;
  mode?: 'act' | 'plan';
  autoApprove?: boolean;
  timeoutMs?: number;
  killGraceMs?: number;
  signal?: AbortSignal;
  /** Told the PID of the process started (see LaunchSpec). */
  onSpawn?: (pid: number) => void;
  /** Extra environment variables for cline. */
  extraEnv?: Record<string, string>;
  /** Run inside bubblewrap: everything read-only except these paths (the env is always writable). */
  sandbox?: { bwrap: string; writable: string[] } & SandboxView;
  /** The most kept of stdout and of stderr each; past it the run is stopped. */
  outputCapBytes?: number;
  /**
   * End cline once its `run_result` line is in (RUN_RESULT_LINE) instead of waiting for it to exit by itself; a
   * capture, which records cline's own exit, leaves it off.
   */
  endAfterResult?: boolean;
}

export interface ClineRunResult extends ProcessRunResult {
  argv: string[];
  eventsFile: string;
  stderrFile: string;
}

export const EVENTS_FILE = 'cline-events.jsonl';

/**
 * cline's last `--json` line of a run. After it cline 3.0.65 lives on about a second before it exits, spending over a
 * CPU-second (measured: 1.4–1.5 CPU-s of about 5 for a one-turn task, idle machine) and writing no file; the harness need not wait for
 * it. The marker alone could be a member of a nested object (a tool's input), so the line itself must be one.
 */
export const RUN_RESULT_LINE: EndLine = {
  marker: '"type":"run_result"',
  test: (line) => {
    try {
      const value: unknown = JSON.parse(line);
      return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'run_result';
    } catch {
      return false;
    }
  },
};
export const STDERR_FILE = 'cline-stderr.log';

/** The argv (after the binary) of a headless JSON run; the prompt is always one argument, the last. */
export function clineArgs(spec: Omit<ClineRunSpec, 'bin' | 'outDir'>): string[] {
  const args: string[] = [];
  if (spec.state) args.push('--data-dir', spec.state.dataDir);
  args.push('--cwd', spec.env, spec.mode === 'plan' ? '--plan' : '--act', '--json');
  args.push('--auto-approve', spec.autoApprove === false ? 'false' : 'true');
  if (spec.model) args.push('-m', spec.model);
  args.push('--', clinePromptArg(spec.prompt));
  return args;
}

/** Runs cline headless on one prompt; never throws for cline's own failures (see the result). */
export async function runCline(spec: ClineRunSpec): Promise<ClineRunResult> {
  await mkdir(spec.outDir, { recursive: true });
  const eventsFile = join(spec.outDir, EVENTS_FILE);
  const stderrFile = join(spec.outDir, STDERR_FILE);
  const argv = clineArgs(spec);
  const command = spec.sandbox
    ? await sandboxedCommand(spec.sandbox.bwrap, [spec.env, ...spec.sandbox.writable], [spec.bin, ...argv], spec.sandbox)
    : { bin: spec.bin, args: argv };
  const result = await runProcess({
    bin: command.bin,
    args: command.args,
    cwd: spec.env,
    env: { ...LOCAL_SESSION_BACKEND, ...(spec.state ? isolatedEnv(spec.state) : {}), ...spec.extraEnv },
    stdoutFile: eventsFile,
    stderrFile,
    timeoutMs: spec.timeoutMs,
    killGraceMs: spec.killGraceMs,
    signal: spec.signal,
    outputCapBytes: spec.outputCapBytes,
    onSpawn: spec.onSpawn,
    endLine: spec.endAfterResult ? RUN_RESULT_LINE : undefined,
  });
  return { ...result, argv, eventsFile, stderrFile };
}
