/**
 * The one seam to cline. A transport is the only code that starts cline for an
 * agent run and talks to it: `json` runs `cline --json` once per prompt, `acp`
 * drives `cline --acp` over JSON-RPC. Each writes its raw protocol log (and
 * stderr) into the run's out dir and parses that log into the one Transcript
 * model, so `parse`, `check`, `lint` and `audit` work offline on either.
 * Dispatch, suites and conversations pick a transport by name from `TRANSPORTS`;
 * a new way to talk to cline is one more file here and one line in `transports.ts`.
 */
import type { ClineRunResult } from '../dispatch/cline-run.js';
import type { IsolatedClineState } from '../dispatch/provider.js';
import type { SandboxView } from '../dispatch/sandbox.js';
import type { Transcript } from '../transcript/schema.js';
import type { TranscriptBuilderOptions } from '../transcript/builder.js';

export const TRANSPORT_NAMES = ['json', 'acp'] as const;
export type TransportName = (typeof TRANSPORT_NAMES)[number];

/** Where and how cline starts; the same for every transport. */
export interface LaunchSpec {
  bin: string;
  /** The task environment: cline's working directory (relative reads resolve against it). */
  env: string;
  /** Receives the protocol log and stderr, written by the harness; never bound into the sandbox by the transport. */
  outDir: string;
  model?: string;
  /** An isolated HOME and data dir (made with the transport's `dataDirInHome`); without it cline uses the user's own set-up. */
  state?: IsolatedClineState;
  mode?: 'act' | 'plan';
  /** Tool approvals: true (the default) approves every call, false refuses each one as cline does without a TTY. */
  autoApprove?: boolean;
  /** Extra environment variables for cline. */
  extraEnv?: Record<string, string>;
  /** Run inside bubblewrap: everything read-only except these paths (the env is always writable). */
  sandbox?: { bwrap: string; writable: string[] } & SandboxView;
  /** Aborting ends the run the way a timeout does. */
  signal?: AbortSignal;
  /** Told the PID of the process started: cline, or the supervisor or bwrap it runs under (its tree is the task's). */
  onSpawn?: (pid: number) => void;
  /** The most kept of each record the harness writes from cline (default DEFAULT_OUTPUT_CAP_BYTES); past it the run is stopped. */
  outputCapBytes?: number;
}

/** One prompt, one answer: a whole run. */
export interface OneShotSpec extends LaunchSpec {
  prompt: string;
  timeoutMs?: number;
  /** Time between asking cline to stop and SIGKILL of its process group. */
  killGraceMs?: number;
}

/**
 * How a one-shot run ended, whatever the transport: the `--json` run's fields (over ACP, `spawnError` also covers set-up
 * requests cline did not answer, and `rewritten` names the protocol log when something else changed it). cline's own failures are
 * data here, never exceptions.
 */
export interface OneShotRun extends ClineRunResult {
  /** The ACP session id; null for `--json`, whose stream carries none. */
  sessionId: string | null;
  /** Things the user should know (e.g. session files that could not be copied). */
  notes: string[];
}

export interface ParseOptions extends TranscriptBuilderOptions {
  stderrPath?: string;
}

export interface Transport {
  readonly name: TransportName;
  /** The raw protocol log's file name in the out dir. */
  readonly eventsFile: string;
  readonly stderrFile: string;
  /** The isolated state this transport needs: cline's data dir under HOME (ACP ignores `--data-dir`). */
  readonly dataDirInHome: boolean;
  /** The longest prompt it can send, in bytes; null: no limit of its own. */
  readonly maxPromptBytes: number | null;
  runOnce(spec: OneShotSpec): Promise<OneShotRun>;
  /** The Transcript of a log this transport wrote (read offline; only an unreadable log throws). */
  parse(eventsFile: string, options: ParseOptions): Promise<Transcript>;
}
