/**
 * Runs one conversation with `cline --acp`: the opening prompt, then each
 * follow-up whose gate the agent's last message passes, in one session.
 * Writes `acp-events.jsonl`, the session files, `transcript.json`,
 * `conversation.json`, `final-message.md` and `dispatch-result.json` to the
 * out dir. cline's own failures are results; only broken machinery throws.
 */
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { harnessTempDir } from '../harness-temp.js';
import type { ApprovePolicy, PromptOutcome } from '../acp/client.js';
import type { AcpClose } from '../transport/acp.js';
import { writeRecord } from '../results/seal.js';
import { ACP_EVENTS_FILE, ACP_STDERR_FILE } from '../acp/events-log.js';
import { defaultStateRoot, prepareAcpState } from '../acp/state.js';
import { acpTransport, openAcpSession, type AcpSession } from '../transport/index.js';
import { findClineBinary } from '../dispatch/cline-binary.js';
import { takeSnapshot } from '../audit/fs-snapshot.js';
import type { FsChangesRecord } from '../audit/schema.js';
import { recordFsChanges, runPreflight, snapshotPlan, userClineDirs, type DispatchOptions } from '../dispatch/dispatch.js';
import { PLUGIN_IMPORT_TIMEOUT, type IsolatedClineState } from '../dispatch/provider.js';
import { reaperNote } from '../dispatch/reaper.js';
import { DispatchResultSchema, type DispatchResult } from '../dispatch/result.js';
import { chooseSandbox } from '../dispatch/sandbox.js';
import { flatDenialMarkers } from '../descriptor/index.js';
import { InputError, errorMessage } from '../errors.js';
import { FINAL_MESSAGE_FILE, PROMPT_FILE, RESULT_FILE, TRANSCRIPT_FILE } from '../results/files.js';
import { GUARD_NOT_LOADED, guardLoadedSince } from '../dispatch/guard-load.js';
import { PhaseTimer, firstClineEventAt } from '../phase-timer.js';
import type { Transcript } from '../transcript/schema.js';
import type { Responder } from './responder.js';
import { replyProblem } from './responder.js';
import {
  ConversationRecordSchema,
  gateFailure,
  type ConversationEvent,
  type ConversationRecord,
  type ResponderOutcome,
  type Round,
  type StopReason,
  type TurnSpec,
} from './schema.js';

export { CONVERSATION_FILE } from './files.js';
import { CONVERSATION_FILE } from './files.js';

export interface ConversationSpec {
  id?: string;
  env: string;
  out: string;
  /** The opening prompt (or, with `resume`, the next prompt of the earlier conversation). */
  prompt: string;
  /** Follow-ups after the opening prompt. */
  turns?: TurnSpec[];
  /** Continue this session (saved by an earlier run) instead of starting one. */
  resume?: string;
  /** The agent's $TMPDIR (a suite task's scratch dir, which its guard counts as a root); default: a fresh temp dir. */
  scratch?: string;
}

export interface ConversationOptions extends Pick<
  DispatchOptions,
  | 'clineBin' | 'provider' | 'model' | 'extraEnv' | 'sandbox' | 'sandboxWritable' | 'sandboxHidden' | 'skillNames' | 'guardStateDir' | 'descriptor'
  | 'signal' | 'onSpawn' | 'fsSnapshot' | 'outputCapBytes' | 'phases'
> {
  /** Whole-conversation limit in seconds. */
  timeoutS?: number;
  /** Limit per round in seconds; a round that runs out is cancelled with session/cancel. */
  turnTimeoutS?: number;
  /** Permission requests: `always` answers allow_once (default), `never` reject_once. */
  approve?: ApprovePolicy;
  /** Root of the lasting per-provider state dirs (default: under the user's cache dir). */
  stateRoot?: string;
  /** Answers the agent after the scripted turns (a case has one or the other): consulted after each round. */
  responder?: { respond: Responder; maxTurns: number };
}

export interface ConversationOutcome {
  result: DispatchResult;
  conversation: ConversationRecord;
  transcript: Transcript | null;
  /** The filesystem changes around a conversation without bwrap (also in fs-changes.json); null when no snapshots were taken. */
  fsChanges: FsChangesRecord | null;
}

export const DEFAULT_CONVERSATION_TIMEOUT_S = 900;

/** Stops that say something about the agent, not about the machinery. */
const AGENT_STOPS: ReadonlySet<StopReason> = new Set(['agent_did_not_ask', 'agent_response_mismatch', 'responder_cannot_answer', 'max_turns_reached']);


export async function runConversation(spec: ConversationSpec, options: ConversationOptions): Promise<ConversationOutcome> {
  const env = resolve(spec.env);
  const out = resolve(spec.out);
  if (!(await stat(env).catch(() => null))?.isDirectory()) throw new InputError('the env is not a directory', spec.env);
  await mkdir(out, { recursive: true });
  // The opening prompt, as a one-shot dispatch keeps it (eval-magic's run.json quotes it).
  await writeFile(join(out, PROMPT_FILE), spec.prompt);
  const model = options.model ?? options.provider?.model;
  if (options.provider && !model) throw new InputError('a model is required with --provider');
  if (options.responder && spec.turns?.length) throw new InputError('a conversation has scripted turns or a responder, never both');
  const timeoutS = options.timeoutS ?? DEFAULT_CONVERSATION_TIMEOUT_S;
  const startedAt = new Date();
  const notes: string[] = [];
  const bin = (await findClineBinary({ explicit: options.clineBin })).path;
  let version: string | null = null;
  // The same phases as a one-shot dispatch; `cline` is the whole session, spawn to close.
  const phases = options.phases ?? new PhaseTimer();

  const state: IsolatedClineState | undefined = options.provider
    ? await phases.time('auth', () => prepareAcpState(bin, options.stateRoot ?? defaultStateRoot(), { ...options.provider!, model: model! }))
    : undefined;
  const preflight = await phases.time('preflight', () => runPreflight(env, options, state));
  notes.push(...preflight.notes);
  const sandbox = await chooseSandbox(options.sandbox ?? 'none');
  if (sandbox.note) notes.push(sandbox.note);

  const eventsFile = join(out, ACP_EVENTS_FILE);
  const stderrFile = join(out, ACP_STDERR_FILE);
  const scratch = spec.scratch ?? (await harnessTempDir('cline-harness-conversation-'));
  const events: ConversationEvent[] = [];
  const rounds: Round[] = [];
  const note = (round: number, type: ConversationEvent['type'], text: string, origin?: ConversationEvent['origin']) =>
    events.push({ round, type, text, at: new Date().toISOString(), ...(origin ? { origin } : {}) });
  let responderOutcome: ResponderOutcome | null = null;
  let agent: AcpSession | null = null;
  let sessionId: string | null = null;
  let status: ConversationRecord['status'] = 'completed';
  let stopReason: StopReason | null = null;
  let stoppedBefore: number | null = null;
  let timedOutIn: number | null = null;
  let spawnError: string | null = null;
  let delivered = 0;
  let exit: AcpClose = {
    exitCode: null,
    signal: null,
    leftovers: [],
    reaper: 'unavailable',
    syscallFilter: null,
    taskDomain: null,
    notes: [],
    rewritten: [],
    capped: [],
  };
  const snapshot =
    sandbox.bwrap || options.fsSnapshot === false
      ? null
      : snapshotPlan(options.fsSnapshot, {
          env,
          own: [env, scratch, out, ...(options.sandboxWritable ?? []).map((p) => resolve(p)), ...preflight.pluginWrites],
          state,
          bin,
        });
  const before = snapshot && (await phases.time('snapshot', () => takeSnapshot(snapshot)));
  const started = performance.now();
  const spawnedAt = Date.now();
  try {
    agent = await openAcpSession({
      bin,
      env,
      outDir: out,
      model,
      state,
      approve: options.approve ?? 'always',
      // cline drops a plugin whose import takes over 4 s, silently; a loaded machine needs more.
      extraEnv: { TMPDIR: scratch, ...PLUGIN_IMPORT_TIMEOUT, ...options.extraEnv },
      // The out dir holds the harness's records: never writable for the agent.
      sandbox: sandbox.bwrap
        ? {
            bwrap: sandbox.bwrap,
            writable: [scratch, ...(state ? [state.home] : userClineDirs()), ...preflight.pluginWrites, ...(options.sandboxWritable ?? [])],
            hidden: options.sandboxHidden,
            readable: preflight.pluginReads,
          }
        : undefined,
      signal: options.signal,
      onSpawn: options.onSpawn,
      outputCapBytes: options.outputCapBytes,
    });
    const deadline = performance.now() + timeoutS * 1000;
    try {
      sessionId = await agent.start(spec.resume);
      version = agent.version;
      const prompts = [{ prompt: spec.prompt, deliver_when: 'always', agent_response_matches: undefined } as TurnSpec, ...(spec.turns ?? [])];
      const replies: string[] = [];
      let lastMessage = '';
      for (let round = 0; ; round++) {
        if (options.signal?.aborted) {
          [status, stopReason] = ['stopped', 'interrupted'];
          break;
        }
        let prompt: string;
        let origin: ConversationEvent['origin'];
        if (round < prompts.length) {
          const turn = prompts[round]!;
          const failed = round > 0 ? gateFailure(turn, lastMessage) : null;
          if (failed) {
            [status, stopReason, stoppedBefore] = ['stopped', failed, round];
            note(round, 'followup_not_delivered', `${failed}: ${turn.prompt}`);
            break;
          }
          prompt = turn.prompt;
        } else if (options.responder) {
          if (replies.length >= options.responder.maxTurns) {
            // At the bound: an agent still asking was cut short; one that is not has finished.
            if (lastMessage.includes('?')) [status, stopReason, stoppedBefore] = ['stopped', 'max_turns_reached', round];
            break;
          }
          const asked = await options.responder.respond({ followup: round, opening: spec.prompt, replies, lastMessage });
          const problem = asked.verdict === 'answer' ? replyProblem(asked.reply, replies.at(-1)) : null;
          const rationale = asked.rationale === undefined ? {} : { rationale: asked.rationale };
          note(round, 'responder_verdict', `${asked.verdict}${problem ? ` (${problem})` : ''}${asked.rationale ? `: ${asked.rationale}` : ''}`);
          if (asked.verdict === 'done') {
            responderOutcome = { ending: 'done', ...rationale };
            break;
          }
          if (asked.verdict === 'cannot_answer' || problem) {
            const cause = asked.verdict === 'cannot_answer' ? asked.cause : problem!;
            responderOutcome = { ending: 'cannot_answer', cause, ...rationale };
            [status, stopReason, stoppedBefore] = ['stopped', 'responder_cannot_answer', round];
            break;
          }
          prompt = asked.reply;
          origin = { responder: 'llm', ...rationale };
          replies.push(prompt);
        } else {
          break;
        }
        const remaining = deadline - performance.now();
        const limit = Math.max(1, Math.min(remaining, (options.turnTimeoutS ?? Infinity) * 1000));
        const turn = { prompt };
        note(round, 'prompt', turn.prompt, origin);
        const outcome: PromptOutcome = await agent.prompt(turn.prompt, limit);
        lastMessage = outcome.lastMessage;
        rounds.push({
          round,
          prompt: turn.prompt,
          stop_reason: outcome.stopReason,
          error: outcome.error,
          timed_out: outcome.timedOut,
          duration_ms: outcome.durationMs,
          last_message: outcome.lastMessage,
        });
        if (outcome.timedOut) {
          [status, timedOutIn] = ['timed_out', round];
          note(round, 'timeout', outcome.hung ? 'no answer to session/cancel: the process group was killed' : 'cancelled with session/cancel');
          break;
        }
        if (outcome.error !== null) {
          [status, stopReason] = ['stopped', 'prompt_error'];
          note(round, 'error', outcome.error);
          break;
        }
        note(round, 'agent_response', outcome.lastMessage);
        if (round > 0) delivered++;
      }
    } catch (err) {
      // A failed initialize/new/load: cline's answer is data for the user, not a crash.
      spawnError = `ACP: ${errorMessage(err)}`;
    }
  } catch (err) {
    spawnError = errorMessage(err);
  } finally {
    if (agent) {
      exit = await agent.close();
      notes.push(...exit.notes);
      if (exit.leftovers.length) notes.push(`${exit.leftovers.length} process(es) of the run were still alive when cline ended; the harness killed them`);
      if (exit.reaper !== 'reaped' && !sandbox.bwrap) notes.push(reaperNote(exit.reaper));
    }
    if (!spec.scratch) await rm(scratch, { recursive: true, force: true });
  }
  const durationMs = Math.round(performance.now() - started);
  phases.add('cline', durationMs);
  const firstEvent = await firstClineEventAt(eventsFile);
  if (firstEvent !== null) phases.add('first_event', firstEvent - spawnedAt);
  const after = snapshot && (await phases.time('snapshot', () => takeSnapshot(snapshot)));
  // An interrupted run may end before cline loads its plugins: that is no sign of an unguarded run.
  const guardLoaded = await phases.time('guard_check', () => guardLoadedSince(env, {
    armed: preflight.guard === 'armed',
    ran: !spawnError && !options.signal?.aborted,
    startedAt,
    stateDir: options.guardStateDir,
    descriptor: options.descriptor,
  }));
  if (guardLoaded === false) notes.push(GUARD_NOT_LOADED);
  const denialMarkers = flatDenialMarkers(options.descriptor.transcript.denials);
  const transcript = spawnError && !sessionId ? null : await phases.time('parse', () => acpTransport.parse(eventsFile, { denialMarkers }));
  const fsChanges = snapshot && before && after ? await phases.time('audit', () => recordFsChanges(snapshot, before, after, transcript, out)) : null;
  const conversation = ConversationRecordSchema.parse({
    session_id: sessionId,
    resumed_from: spec.resume ?? null,
    status,
    delivered_followups: delivered,
    stop_reason: stopReason,
    stopped_before_followup: stoppedBefore,
    timed_out_in_round: timedOutIn,
    events,
    responder_outcome: responderOutcome,
    rounds,
  });
  await writeRecord(join(out, CONVERSATION_FILE), JSON.stringify(conversation, null, 2) + '\n');
  if (transcript) {
    await writeRecord(join(out, TRANSCRIPT_FILE), JSON.stringify(transcript, null, 2) + '\n');
    await writeRecord(join(out, FINAL_MESSAGE_FILE), transcript.final_text ?? '');
  }
  // A conversation stopped by a gate or by the responder is a result about the agent, recorded rather than failed (as eval-magic does).
  const agentResult = status === 'completed' || (status === 'stopped' && stopReason !== null && AGENT_STOPS.has(stopReason));
  const result = DispatchResultSchema.parse({
    task_id: spec.id ?? out.split(/[\\/]/).pop() ?? 'conversation',
    status: spawnError ? 'spawn_failed' : status === 'timed_out' ? 'timed_out' : options.signal?.aborted ? 'interrupted' : agentResult ? 'completed' : 'error',
    skipped: false,
    exit_code: exit.exitCode,
    signal: exit.signal,
    error: spawnError ?? rounds.find((r) => r.error)?.error ?? (stopReason && !agentResult ? `conversation stopped: ${stopReason}` : null),
    cline_bin: bin,
    cline_version: version,
    provider: state ? 'isolated' : 'user',
    model: model ?? null,
    finish_reason: transcript?.finish_reason ?? null,
    started_at: startedAt.toISOString(),
    duration_ms: durationMs,
    timeout_s: timeoutS,
    argv: agent?.argv ?? [],
    leftover_processes: exit.leftovers.length,
    leftover_names: exit.leftovers.map((l) => l.name),
    reaper: agent ? exit.reaper : null,
    syscall_filter: agent ? exit.syscallFilter : null,
    task_domain: agent ? exit.taskDomain : null,
    sandbox: sandbox.kind,
    guard: preflight.guard,
    guard_loaded: guardLoaded,
    shadows: preflight.shadows,
    notes,
    rewritten_records: exit.rewritten.map((f) => basename(f)),
    capped_records: exit.capped.map((c) => ({ file: basename(c.file), cap_bytes: c.capBytes, dropped_bytes: c.droppedBytes })),
    transport: 'acp',
    session_id: sessionId,
    paths: {
      env,
      out,
      events: eventsFile,
      stderr: stderrFile,
      transcript: join(out, TRANSCRIPT_FILE),
      final_message: join(out, FINAL_MESSAGE_FILE),
    },
  });
  await writeRecord(join(out, RESULT_FILE), JSON.stringify(result, null, 2) + '\n');
  return { result, conversation, transcript, fsChanges };
}
