/**
 * The ACP transport: `cline --acp` driven with the official SDK. A session
 * (`openAcpSession`) is one process, one logged connection and one cline
 * session, prompted any number of times; conversations use it directly, and a
 * one-shot run is a session with a single prompt. Every JSON-RPC message goes
 * to `acp-events.jsonl`; on close the session's own files (`<sid>.json`,
 * `<sid>.messages.json`, where the token counts live) are copied beside it.
 */
import { copyFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { AcpClient, type ApprovePolicy, type PromptOutcome } from '../acp/client.js';
import { startAcpProcess, type AcpExit, type AcpProcess } from '../acp/agent-process.js';
import { ACP_EVENTS_FILE, ACP_STDERR_FILE, AcpEventsLog } from '../acp/events-log.js';
import { acpEnv, sessionDir } from '../acp/state.js';
import { errorMessage } from '../errors.js';
import { parseAcpEventsFile } from '../transcript/acp.js';
import type { LaunchSpec, OneShotRun, Transport } from './transport.js';
import type { ProcessRunResult } from '../dispatch/process.js';

export interface AcpSessionSpec extends LaunchSpec {
  /** Permission requests: `always` answers allow_once, `never` reject_once; default from `autoApprove`. */
  approve?: ApprovePolicy;
}

export interface AcpSession {
  readonly argv: string[];
  readonly eventsFile: string;
  readonly stderrFile: string;
  /** The version cline reported in `initialize`; null before `start`. */
  readonly version: string | null;
  readonly sessionId: string | null;
  /** initialize, then session/new (or session/load of `resume`), set_model and set_mode. Returns the session id. */
  start(resume?: string): Promise<string>;
  /** One prompt; prompts are serialized. A prompt that outlives `timeoutMs` is cancelled with session/cancel. */
  prompt(text: string, timeoutMs?: number): Promise<PromptOutcome>;
  /** Ends cline (stdin EOF, then SIGKILL of its group), closes the log and copies the session files. Idempotent. */
  close(): Promise<AcpClose>;
}

/** How an ACP session ended: the process's exit, notes, and the protocol log's integrity (see RecordedFile). */
export type AcpClose = AcpExit & { notes: string[]; rewritten: string[]; capped: ProcessRunResult['capped'] };

/** Starts `cline --acp` in `spec.env`; the protocol log and stderr start afresh in `spec.outDir`. Throws when cline cannot be spawned. */
export async function openAcpSession(spec: AcpSessionSpec): Promise<AcpSession> {
  const eventsFile = join(spec.outDir, ACP_EVENTS_FILE);
  const stderrFile = join(spec.outDir, ACP_STDERR_FILE);
  await rm(eventsFile, { force: true });
  await rm(stderrFile, { force: true });
  const approve = spec.approve ?? (spec.autoApprove === false ? 'never' : 'always');
  const log = new AcpEventsLog(eventsFile, spec.outputCapBytes);
  let agent: AcpProcess;
  try {
    agent = await startAcpProcess({
      bin: spec.bin,
      cwd: spec.env,
      env: { ...acpEnv(spec.state), ...spec.extraEnv },
      autoApprove: approve === 'always',
      stderrFile,
      sandbox: spec.sandbox,
    });
  } catch (err) {
    await log.close();
    throw err;
  }
  if (agent.child.pid !== undefined) spec.onSpawn?.(agent.child.pid);
  const client = new AcpClient(log.tap(agent.stream), approve);
  let version: string | null = null;
  let sessionId: string | null = null;
  let closing: Promise<AcpClose> | null = null;
  const close = () => {
    closing ??= (async () => {
      client.close();
      const exit = await agent.stop();
      await log.close();
      const rewritten = (await log.restore()) ? [eventsFile] : [];
      const capped = log.dropped ? [{ file: eventsFile, capBytes: log.capBytes, droppedBytes: log.dropped }] : [];
      const notes = sessionId ? await copySessionFiles(spec, sessionId) : [];
      return { ...exit, notes, rewritten, capped };
    })();
    return closing;
  };
  const onAbort = () => void close();
  spec.signal?.addEventListener('abort', onAbort, { once: true });
  if (spec.signal?.aborted) onAbort();
  return {
    argv: agent.argv,
    eventsFile,
    stderrFile,
    get version() {
      return version;
    },
    get sessionId() {
      return sessionId;
    },
    async start(resume) {
      version = await client.initialize();
      if (resume) {
        await client.loadSession(resume, spec.env, spec.model);
        sessionId = resume;
      } else {
        sessionId = await client.newSession(spec.env, spec.model);
      }
      if (spec.mode === 'plan') await client.setMode(sessionId, 'plan');
      return sessionId;
    },
    prompt(text, timeoutMs) {
      if (!sessionId) throw new Error('prompt before start: no ACP session');
      return client.prompt(sessionId, text, timeoutMs);
    },
    async close() {
      spec.signal?.removeEventListener('abort', onAbort);
      return close();
    },
  };
}

/** `<sid>.json` and `<sid>.messages.json` beside the log: tokens live only there. */
async function copySessionFiles(spec: LaunchSpec, sessionId: string): Promise<string[]> {
  const notes: string[] = [];
  const dir = sessionDir(spec.state, sessionId);
  for (const name of [`${sessionId}.json`, `${sessionId}.messages.json`]) {
    await copyFile(join(dir, name), join(spec.outDir, name)).catch((err: unknown) => notes.push(`session file ${name} not copied: ${errorMessage(err)}`));
  }
  return notes;
}

/** After the limit, how long a cancelled prompt gets to answer before the process is stopped anyway. */
const DEADLINE_GRACE_MS = 10_000;

export const acpTransport: Transport = {
  name: 'acp',
  eventsFile: ACP_EVENTS_FILE,
  stderrFile: ACP_STDERR_FILE,
  dataDirInHome: true,
  // The prompt goes over stdin inside a JSON-RPC message: no argument-length cap.
  maxPromptBytes: null,
  async runOnce(spec): Promise<OneShotRun> {
    const started = performance.now();
    const eventsFile = join(spec.outDir, ACP_EVENTS_FILE);
    const stderrFile = join(spec.outDir, ACP_STDERR_FILE);
    let session: AcpSession;
    try {
      session = await openAcpSession(spec);
    } catch (err) {
      const durationMs = Math.round(performance.now() - started);
      const spawnError = errorMessage(err);
      return {
        exitCode: null,
        signal: null,
        timedOut: false,
        aborted: false,
        durationMs,
        spawnError,
        leftovers: [],
        reaper: 'unavailable',
        syscallFilter: null,
        taskDomain: null,
        rewritten: [],
        capped: [],
        endedAfterLine: false,
        argv: [],
        eventsFile,
        stderrFile,
        sessionId: null,
        notes: [],
      };
    }
    let spawnError: string | null = null;
    let outcome: PromptOutcome | null = null;
    // The prompt is cancelled at the limit; this ends a run stuck before it (set-up) or deaf to the cancel.
    let pastDeadline = false;
    const deadline = spec.timeoutMs
      ? setTimeout(() => {
          pastDeadline = true;
          void session.close();
        }, spec.timeoutMs + DEADLINE_GRACE_MS)
      : undefined;
    try {
      await session.start();
      const left = spec.timeoutMs ? Math.max(1, spec.timeoutMs - (performance.now() - started)) : undefined;
      outcome = await session.prompt(spec.prompt, left);
    } catch (err) {
      // A failed initialize or session/new: cline's answer is data for the user, not a crash.
      if (!spec.signal?.aborted && !pastDeadline) spawnError = `ACP: ${errorMessage(err)}`;
    } finally {
      clearTimeout(deadline);
    }
    const exit = await session.close();
    return {
      exitCode: exit.exitCode,
      signal: exit.signal,
      timedOut: (outcome?.timedOut ?? false) || pastDeadline,
      aborted: spec.signal?.aborted ?? false,
      durationMs: Math.round(performance.now() - started),
      spawnError,
      leftovers: exit.leftovers,
      reaper: exit.reaper,
      syscallFilter: exit.syscallFilter,
      taskDomain: exit.taskDomain,
      rewritten: exit.rewritten,
      capped: exit.capped,
      endedAfterLine: false,
      argv: session.argv,
      eventsFile,
      stderrFile,
      sessionId: session.sessionId,
      notes: exit.notes,
    };
  },
  parse: (eventsFile, options) => parseAcpEventsFile(eventsFile, options),
};
