/**
 * A client for `cline --acp` built on the official ACP SDK. It owns one
 * connection and the sessions on it: initialize, session/new (+ set_model,
 * because cline ignores the model saved by `cline auth`), session/load,
 * prompts serialized per session (two overlapping prompts corrupt a cline
 * session), and permission answers (allow_once, or reject_once with
 * `approve: 'never'`).
 */
import { client, RequestError, type ClientConnection, type Stream } from '@agentclientprotocol/sdk';
import { errorMessage } from '../errors.js';

export type ApprovePolicy = 'always' | 'never';

/** How one prompt ended. */
export interface PromptOutcome {
  /** `end_turn`, `cancelled`, ...; null when the prompt got an error or no answer. */
  stopReason: string | null;
  /** A JSON-RPC error answer (e.g. the provider failed), as `code: message`. */
  error: string | null;
  /** The turn ran out of time: session/cancel was sent. */
  timedOut: boolean;
  /** cline did not answer even the cancel: the process must be killed. */
  hung: boolean;
  /** The agent's last message of the turn (text after its last tool call). */
  lastMessage: string;
  durationMs: number;
}

/** After a cancel, how long cline gets to answer the prompt with `cancelled`. */
const CANCEL_WAIT_MS = 5_000;

interface SessionState {
  queue: Promise<unknown>;
  /** Text since the last tool call of the running turn. */
  lastMessage: string;
}

export class AcpClient {
  private readonly connection: ClientConnection;
  private readonly sessions = new Map<string, SessionState>();

  constructor(stream: Stream, approve: ApprovePolicy) {
    this.connection = client({ name: 'cline-harness' })
      .onRequest('session/request_permission', ({ params }) => {
        const kind = approve === 'always' ? 'allow_once' : 'reject_once';
        const option = params.options.find((o) => o.kind === kind);
        return option
          ? { outcome: { outcome: 'selected', optionId: option.optionId } }
          : { outcome: { outcome: 'cancelled' } };
      })
      .onNotification('session/update', ({ params }) => {
        const state = this.sessions.get(params.sessionId);
        if (!state) return;
        const u = params.update;
        if (u.sessionUpdate === 'agent_message_chunk' && u.content.type === 'text') state.lastMessage += u.content.text;
        else if (u.sessionUpdate === 'tool_call') state.lastMessage = '';
      })
      .connect(stream);
  }

  get closed(): Promise<void> {
    return this.connection.closed;
  }

  /** Returns the version cline reports for itself (agentInfo), so no separate `cline --version` run is needed. */
  async initialize(): Promise<string | null> {
    const answer = await this.connection.agent.request('initialize', {
      protocolVersion: 1,
      clientCapabilities: { fs: { readTextFile: false, writeTextFile: false }, terminal: false },
    });
    return answer.agentInfo?.version ?? null;
  }

  /** A new session in `cwd` with `model` (when given) set straight away. */
  async newSession(cwd: string, model: string | undefined): Promise<string> {
    const { sessionId } = await this.connection.agent.request('session/new', { cwd, mcpServers: [] });
    this.sessions.set(sessionId, { queue: Promise.resolve(), lastMessage: '' });
    if (model) await this.setModel(sessionId, model);
    return sessionId;
  }

  /** Loads a session cline saved earlier (its history is replayed as updates first). */
  async loadSession(sessionId: string, cwd: string, model: string | undefined): Promise<void> {
    this.sessions.set(sessionId, { queue: Promise.resolve(), lastMessage: '' });
    await this.connection.agent.request('session/load', { sessionId, cwd, mcpServers: [] });
    if (model) await this.setModel(sessionId, model);
  }

  /** `plan` or `act` (cline starts every session in act mode). */
  async setMode(sessionId: string, modeId: 'plan' | 'act'): Promise<void> {
    await this.connection.agent.request('session/set_mode', { sessionId, modeId });
  }

  private async setModel(sessionId: string, modelId: string): Promise<void> {
    // Unstable in the ACP schema; cline implements it and needs it (the saved model is ignored).
    await this.connection.agent.request('session/set_model', { sessionId, modelId });
  }

  /** Sends one prompt after any earlier one on the session has ended. */
  prompt(sessionId: string, text: string, timeoutMs?: number): Promise<PromptOutcome> {
    const state = this.sessions.get(sessionId);
    if (!state) throw new Error(`no session ${sessionId} on this connection`);
    const run = state.queue.then(() => this.runPrompt(sessionId, state, text, timeoutMs));
    state.queue = run.catch(() => {});
    return run;
  }

  private async runPrompt(sessionId: string, state: SessionState, text: string, timeoutMs?: number): Promise<PromptOutcome> {
    state.lastMessage = '';
    const started = performance.now();
    let timedOut = false;
    let cancelTimer: NodeJS.Timeout | undefined;
    const answer = this.connection.agent
      .request('session/prompt', { sessionId, prompt: [{ type: 'text', text }] })
      .then(
        (r) => ({ stopReason: r.stopReason as string, error: null }),
        (err: unknown) => ({ stopReason: null, error: err instanceof RequestError ? `${err.code}: ${err.message}` : errorMessage(err) }),
      );
    const hung = Symbol('hung');
    let timer: NodeJS.Timeout | undefined;
    const limit =
      timeoutMs && timeoutMs > 0
        ? new Promise<typeof hung>((resolve) => {
            timer = setTimeout(() => {
              timedOut = true;
              void this.cancel(sessionId);
              cancelTimer = setTimeout(() => resolve(hung), CANCEL_WAIT_MS);
            }, timeoutMs);
          })
        : new Promise<typeof hung>(() => {});
    const result = await Promise.race([answer, limit]);
    clearTimeout(timer);
    clearTimeout(cancelTimer);
    const durationMs = Math.round(performance.now() - started);
    if (result === hung) return { stopReason: null, error: null, timedOut, hung: true, lastMessage: state.lastMessage, durationMs };
    return { ...result, timedOut, hung: false, lastMessage: state.lastMessage, durationMs };
  }

  /** Asks cline to end the session's running turn (it answers the prompt with `cancelled`). */
  async cancel(sessionId: string): Promise<void> {
    await this.connection.agent.notify('session/cancel', { sessionId }).catch(() => {});
  }

  close(): void {
    this.connection.close();
  }
}
