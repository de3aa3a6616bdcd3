/**
 * Reading an ACP protocol log (`acp-events.jsonl`, one `{ts, from, msg}` per
 * line) into the same Transcript as a `--json` stream. Protocol messages are
 * translated into the `--json` events the TranscriptBuilder already knows
 * (a tool_call becomes a tool content_start, its completed/failed update a
 * content_end with the same output value), so tool flattening, denials and
 * diagnostics stay one implementation. Tokens are not in the protocol: they
 * come from the session's `<sid>.messages.json` beside the log.
 */
import { open, readFile } from 'node:fs/promises';
import { InputError, errorMessage } from '../errors.js';
import { dirname, join } from 'node:path';
import { TranscriptBuilder, type TranscriptBuilderOptions } from './builder.js';
import type { TranscriptSpill } from './spill.js';
import { J_FLAT_OBJ, J_INT, J_SCALAR, J_STR, PLAIN_STR } from './json-grammar.js';
import { jsonNumberOrNull, jsonString, jsonStringOrNull } from './json-text.js';
import { streamLines } from './parse.js';
import type { Tokens, Transcript, Turn } from './schema.js';
import { sumTokens, tokensUnknown, totalTokens, unknownTokens, zeroTokens } from './tokens.js';

type Rec = Record<string, unknown>;
const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

export interface ParseAcpOptions extends TranscriptBuilderOptions {
  /** Where `<sid>.messages.json` is looked for; default: the log's own dir. */
  sessionDir?: string;
  maxLineBytes?: number;
  /** Called with every line's text as it is read (the lint's per-line rules ride along). */
  onLine?: (text: string, line: number) => void;
}

/*
 * Fast paths, as in builder.ts: a line of the exact layout cline writes, matched by regexes that accept only valid
 * JSON, is handled without JSON.parse of the whole line and the objects it would build. One regex reads every line's
 * fixed first members (`ts`, `from`, `jsonrpc`, `id`, `method`) and where the payload (params, result or error)
 * starts; a sticky regex for that kind of message then reads the payload from there. Streamed message and thought
 * chunks (their text is all the reader keeps of them), session_info_update and the client's notifications (the reader
 * ignores both) are half the lines of a long log and are read whole by those regexes; of a one-block prompt only the
 * text is parsed, of a prompt response only the stop reason is read, and of a tool call's start or update only the
 * last member (rawInput or rawOutput) goes through JSON.parse. Any other payload is parsed alone: the line must then
 * end with the `}}` that closes msg and the line, and JSON.parse must accept the payload alone, so the whole line is
 * valid JSON with the same values (a repeated key or a member after the payload fails JSON.parse).
 * Any other line, or any other layout, takes the full path.
 */
const MORE_UPDATE_FIELDS = `(?:,"(?!sessionUpdate")[A-Za-z_][A-Za-z0-9_]*":${J_SCALAR})*`;
/** Groups: 1 ts, 2 from, 3 id (a request or response), 4 method (params follow) or 5 `result`/`error` (it follows). */
const ENVELOPE = new RegExp(
  `^\\{"ts":${PLAIN_STR},"from":"(client|agent)","msg":\\{"jsonrpc":"2\\.0",(?:"id":${J_INT},)?(?:"method":${PLAIN_STR},"params":|"(result|error)":)`,
);

/* Payloads, each read from where ENVELOPE ended (sticky). */
const PAYLOAD = {
  /**
   * An agent's session/update notification. Read whole: a message or thought chunk (groups 1 its kind, 2 its text as
   * a JSON string) or session_info_update (no group). Up to its last member, which JSON.parse reads and which ends
   * the line but for the `}}}}` closing update, params, msg and the line: a tool_call (groups 3 id, 4 title as JSON
   * strings, 5 status) or a tool_call_update (groups 6 id as a JSON string, 7 status).
   */
  update: new RegExp(
    `\\{"sessionId":${J_STR},"update":\\{"sessionUpdate":"(?:` +
      `(agent_message_chunk|agent_thought_chunk)","content":\\{"type":"text","text":(${J_STR})\\}\\}\\}\\}\\}$` +
      `|session_info_update"${MORE_UPDATE_FIELDS}\\}\\}\\}\\}$` +
      `|tool_call","toolCallId":(${J_STR}),"title":(${J_STR}),"kind":${J_STR},"status":${PLAIN_STR},"rawInput":` +
      `|tool_call_update","toolCallId":(${J_STR}),"status":${PLAIN_STR},"rawOutput":)`,
    'y',
  ),
  /** A client's notification whose params are a flat object (the reader ignores the client's notifications). */
  clientNotification: new RegExp(`${J_FLAT_OBJ}\\}\\}$`, 'y'),
  /** A session/prompt of one text block (all the reader keeps of it). Group 1: the text as a JSON string. */
  prompt: new RegExp(`\\{"sessionId":${J_STR},"prompt":\\[\\{"type":"text","text":(${J_STR})\\}\\]\\}\\}\\}$`, 'y'),
  /** A prompt response's result. Group 1: the stop reason. */
  stop: /\{"stopReason":"([^"\\\x00-\x1f]*)"\}\}\}$/y,
};

interface PendingRequest {
  from: 'client' | 'agent';
  method: string;
  params: Rec;
  line: number;
}

interface OpenTurn extends Turn {
  /** Date.parse of its prompt's `ts` (null: no ts); a number, so that no turn holds a piece of its line. */
  startedAt: number | null;
  /** The JSON-RPC error's message alone (already in `errors`). */
  errorMessage: string | null;
  /** Its session/prompt got a response: nothing but its tokens changes after that. */
  answered: boolean;
}

interface Buffered {
  text: string;
  line: number;
}

/** True when the first line of `head` is an ACP log line rather than a `--json` event. */
/** Whether the file is an ACP log, by its first line. Throws InputError when it cannot be read. */
export async function isAcpLogFile(path: string): Promise<boolean> {
  return looksLikeAcpLog(await readHead(path));
}

/** Whether the file's first line is a `cline --json` event (an object with a string `type`, not an ACP log record). */
export async function isJsonStreamFile(path: string): Promise<boolean> {
  const first = (await readHead(path)).replace(/^\uFEFF/, '').split('\n').find((l) => l.trim() !== '');
  if (!first) return false;
  try {
    const v: unknown = JSON.parse(first);
    return isRecord(v) && typeof v.type === 'string' && !('from' in v);
  } catch {
    return false;
  }
}

/** The first 64 KiB of a file, as text. */
async function readHead(path: string): Promise<string> {
  let head: string;
  try {
    const fh = await open(path, 'r');
    try {
      const buf = Buffer.alloc(64 * 1024);
      const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
      head = buf.subarray(0, bytesRead).toString('utf8');
    } finally {
      await fh.close();
    }
  } catch (err) {
    throw new InputError(`cannot read: ${errorMessage(err)}`, path);
  }
  return head;
}

export function looksLikeAcpLog(head: string): boolean {
  const first = head.replace(/^\uFEFF/, '').split('\n').find((l) => l.trim() !== '');
  if (!first) return false;
  try {
    const v: unknown = JSON.parse(first);
    return isRecord(v) && (v.from === 'client' || v.from === 'agent') && isRecord(v.msg);
  } catch {
    return /^\{"ts":"[^"]*","from":"(client|agent)","msg":/.test(first);
  }
}

export class AcpTranscriptReader {
  private readonly builder: TranscriptBuilder;
  private readonly fastPaths: boolean;
  /** Requests not answered yet, by requestKey. */
  private readonly pending = new Map<number | string, PendingRequest>();
  /** The turns not spilled yet (without a spill: all). With one, a turn is spilled once it and every turn before it are answered. */
  private readonly turns: OpenTurn[] = [];
  private turnCount = 0;
  private lastTurn: OpenTurn | null = null;
  /** The spilled turns' duration_ms, summed in turn order (the run's durationMs). */
  private spilledDurationMs = 0;
  private readonly spill: TranscriptSpill | null;
  /** Every call id seen, open or closed: one lookup per update where two Sets took two. */
  private readonly tools = new Map<string, 'open' | 'closed'>();
  /** Calls whose completed/failed update came without rawOutput (a fuller one may follow). */
  private readonly terminalWithoutOutput = new Map<string, Rec & { line: number }>();
  private sessionId: string | null = null;
  /** Inside session/load: the agent replays history, which belongs to an earlier run. */
  private loading = false;
  private text: Buffered | null = null;
  private thought: Buffered | null = null;
  /** The last complete message of the running turn (reset by a tool call). */
  private turnText: string | null = null;

  constructor(options: TranscriptBuilderOptions = {}) {
    this.builder = new TranscriptBuilder(options);
    this.fastPaths = options.fastPaths ?? true;
    this.spill = options.spill ?? null;
  }

  feed(lineText: string, lineNo: number, unterminated = false): void {
    this.builder.countLine(lineNo);
    // A BOM and a CR are stripped by char code: a regex per line cost measurable time on logs of 100,000s of lines.
    let line = lineText.charCodeAt(0) === 0xfeff ? lineText.slice(1) : lineText;
    if (line.charCodeAt(line.length - 1) === 13) line = line.slice(0, -1);
    // Only a line that does not start with `{` can be blank; avoids trimming every line.
    if (line.length === 0 || (line.charCodeAt(0) !== 123 && line.trim() === '')) return;
    if (this.fastPaths && this.fastLine(line, lineNo)) return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (err) {
      this.builder.diagnostic(
        lineNo,
        unterminated ? 'truncated_line' : 'malformed_line',
        `${unterminated ? 'last line has no newline and is not JSON (file cut?)' : 'not JSON'}: ${(err as Error).message.slice(0, 200)}`,
      );
      return;
    }
    if (!isRecord(value) || (value.from !== 'client' && value.from !== 'agent') || !isRecord(value.msg)) {
      this.builder.diagnostic(lineNo, 'not_an_event', 'expected {ts, from: "client"|"agent", msg: {...}}');
      return;
    }
    this.message(value.from, value.msg, str(value.ts), lineNo);
  }

  /** True when the line is of a layout the fast paths read (see ENVELOPE) and was handled. */
  private fastLine(line: string, lineNo: number): boolean {
    const e = ENVELOPE.exec(line);
    if (!e) return false;
    const [, ts, from, id, method, answer] = e;
    const at = e[0].length;
    if (method === 'session/update' && from === 'agent' && id === undefined) {
      const handled = this.updateLine(line, at, lineNo);
      if (handled !== undefined) return handled;
    } else if (method === 'session/prompt' && from === 'client' && id !== undefined) {
      const p = stickyExec(PAYLOAD.prompt, line, at);
      if (p) {
        this.prompt(requestKey('client', Number(id)), JSON.parse(p[1]!) as string, ts!, lineNo);
        return true;
      }
    } else if (from === 'client' && id === undefined && method !== undefined) {
      if (stickyExec(PAYLOAD.clientNotification, line, at)) return true;
    } else if (answer === 'result') {
      const s = stickyExec(PAYLOAD.stop, line, at);
      if (s) {
        this.message(from as 'client' | 'agent', { id: id === undefined ? undefined : Number(id), result: { stopReason: s[1] } }, ts!, lineNo);
        return true;
      }
    }
    return this.payloadLine(line, e, lineNo);
  }

  /**
   * An agent's session/update notification read by PAYLOAD.update: true when handled, false when its last member is
   * not JSON (the full path reports it), undefined when it is of another layout.
   */
  private updateLine(line: string, at: number, lineNo: number): boolean | undefined {
    const u = stickyExec(PAYLOAD.update, line, at);
    if (!u) return undefined;
    const [, chunkKind, chunkText, callId, title, callStatus, updateId, updateStatus] = u;
    if (chunkKind !== undefined) {
      // JSON.parse also copies the text out of the line, so a turn's kept text does not hold its lines.
      if (!this.loading) this.chunk(chunkKind === 'agent_message_chunk' ? 'text' : 'reasoning', JSON.parse(chunkText!) as string, lineNo);
      return true;
    }
    if (callId === undefined && updateId === undefined) return true; // session_info_update
    if (!line.endsWith('}}}}')) return undefined;
    let last: unknown;
    try {
      last = JSON.parse(line.slice(PAYLOAD.update.lastIndex, -4));
    } catch {
      return false;
    }
    if (this.loading) return true;
    // The strings are read with JSON.parse, which copies them: a call's id is kept to the end, and a slice would keep its line.
    this.update(
      callId !== undefined
        ? { sessionUpdate: 'tool_call', toolCallId: JSON.parse(callId) as string, title: JSON.parse(title!) as string, status: callStatus!, rawInput: last }
        : { sessionUpdate: 'tool_call_update', toolCallId: JSON.parse(updateId!) as string, status: updateStatus!, rawOutput: last },
      lineNo,
    );
    return true;
  }

  /** A message of ENVELOPE's layout whose payload is parsed alone; false (nothing done) when it is not JSON or the line does not end with `}}`. */
  private payloadLine(line: string, e: RegExpExecArray, lineNo: number): boolean {
    if (!line.endsWith('}}')) return false;
    let payload: unknown;
    try {
      payload = JSON.parse(line.slice(e[0].length, -2));
    } catch {
      return false; // the full path reports it
    }
    const msg: Rec = {};
    if (e[3] !== undefined) msg.id = Number(e[3]);
    if (e[4] !== undefined) {
      msg.method = e[4];
      msg.params = payload;
    } else {
      msg[e[5]!] = payload;
    }
    this.message(e[2] as 'client' | 'agent', msg, e[1]!, lineNo);
    return true;
  }

  skipLine(lineNo: number, bytes: number, limit: number): void {
    this.builder.skipLine(lineNo, bytes, limit);
  }

  private message(from: 'client' | 'agent', msg: Rec, ts: string | null, lineNo: number): void {
    const method = str(msg.method);
    const hasId = msg.id !== undefined && msg.id !== null;
    if (method && hasId) return this.request(from, method, isRecord(msg.params) ? msg.params : {}, requestKey(from, msg.id), ts, lineNo);
    if (method) return this.notification(from, method, isRecord(msg.params) ? msg.params : {}, lineNo);
    if (hasId) {
      // A response answers a request of the other side.
      const key = requestKey(from === 'agent' ? 'client' : 'agent', msg.id);
      const req = this.pending.get(key);
      this.pending.delete(key);
      if (req) this.response(req, msg, ts, lineNo);
    }
  }

  private request(from: 'client' | 'agent', method: string, params: Rec, key: number | string, ts: string | null, lineNo: number): void {
    if (from === 'client' && method === 'session/prompt') {
      const blocks = Array.isArray(params.prompt) ? params.prompt : [];
      return this.prompt(key, blocks.map((b) => (isRecord(b) ? (str(b.text) ?? '') : '')).join(''), ts, lineNo);
    }
    this.pending.set(key, { from, method, params, line: lineNo });
    if (from === 'client' && method === 'session/load') {
      this.loading = true;
      this.sessionId = str(params.sessionId);
    } else if (from === 'agent' && method === 'session/request_permission' && isRecord(params.toolCall)) {
      const id = str(params.toolCall.toolCallId);
      // The client's refusal, if it answers so, is recorded at the end with what the builder keeps of the call.
      if (id) this.builder.nameCall(id);
      this.openTool(params.toolCall, lineNo);
    }
  }

  /** A session/prompt request (its blocks' text joined): the previous turn's text ends and a turn begins. */
  private prompt(key: number | string, prompt: string, ts: string | null, lineNo: number): void {
    // Nothing reads a prompt's params after this (its response needs only the line).
    this.pending.set(key, { from: 'client', method: 'session/prompt', params: {}, line: lineNo });
    this.flush();
    const index = this.turnCount++;
    this.builder.setTurn(index);
    this.turnText = null;
    this.lastTurn = {
      index,
      prompt,
      stop_reason: null,
      error: null,
      final_text: null,
      tokens: unknownTokens(),
      duration_ms: null,
      line: lineNo,
      startedAt: ts ? timestampMs(ts) : null,
      errorMessage: null,
      answered: false,
    };
    this.turns.push(this.lastTurn);
  }

  private response(req: PendingRequest, msg: Rec, ts: string | null, lineNo: number): void {
    const result = isRecord(msg.result) ? msg.result : null;
    const error = isRecord(msg.error) ? msg.error : null;
    if (req.method === 'session/new' && result) this.sessionId = str(result.sessionId) ?? this.sessionId;
    else if (req.method === 'session/load') this.loading = false;
    else if (req.method === 'session/prompt') {
      this.flush();
      // Searched from the end: a response answers the latest prompt, and a long log holds 100,000s of turns.
      let turn: OpenTurn | undefined;
      for (let i = this.turns.length - 1; i >= 0 && !turn; i--) if (this.turns[i]!.line === req.line) turn = this.turns[i];
      if (!turn) return;
      turn.answered = true;
      turn.final_text = this.turnText;
      if (ts && turn.startedAt !== null) turn.duration_ms = Math.max(0, timestampMs(ts) - turn.startedAt);
      if (result) turn.stop_reason = str(result.stopReason);
      if (error) {
        turn.errorMessage = str(error.message) ?? JSON.stringify(error);
        turn.error = `${String(error.code ?? '')}: ${turn.errorMessage}`;
        this.builder.addError(turn.errorMessage, 'prompt', lineNo);
      }
      this.spillAnsweredTurns();
    } else if (req.method === 'session/request_permission') {
      const toolCall = isRecord(req.params.toolCall) ? req.params.toolCall : {};
      const id = str(toolCall.toolCallId);
      const outcome = result && isRecord(result.outcome) ? result.outcome : {};
      const options = Array.isArray(req.params.options) ? req.params.options.filter(isRecord) : [];
      const chosen = options.find((o) => o.optionId === outcome.optionId);
      if (!id) return;
      if (outcome.outcome === 'cancelled') this.builder.refusedByClient(id, 'approval', 'the client cancelled the permission request');
      else if (str(chosen?.kind)?.startsWith('reject')) {
        this.builder.refusedByClient(id, 'approval', `the client answered the permission request with ${String(chosen?.kind)}`);
      }
    }
  }

  /** With a spill: spills the turns from the oldest up to the first one not answered. */
  private spillAnsweredTurns(): void {
    if (!this.spill) return;
    let n = 0;
    while (n < this.turns.length && this.turns[n]!.answered) this.spillTurn(this.turns[n++]!, this.spill);
    if (n) this.turns.splice(0, n);
  }

  /** The turn as the document lays it out, with a hole where its tokens go (known at the end). Key order as in `Turn`. */
  private spillTurn(turn: OpenTurn, spill: TranscriptSpill): void {
    this.spilledDurationMs += turn.duration_ms ?? 0;
    const { index, prompt, stop_reason, error, final_text, duration_ms, line } = turn;
    spill.addWithHole(
      'turns',
      `{"index":${index},"prompt":${jsonString(prompt)},"stop_reason":${jsonStringOrNull(stop_reason)},"error":${jsonStringOrNull(error)},` +
        `"final_text":${final_text === null ? 'null' : this.builder.textJson(final_text)},"tokens":`,
      `,"duration_ms":${jsonNumberOrNull(duration_ms)},"line":${line}}`,
    );
  }

  private notification(from: 'client' | 'agent', method: string, params: Rec, lineNo: number): void {
    if (from !== 'agent' || method !== 'session/update' || this.loading || !isRecord(params.update)) return;
    this.update(params.update, lineNo);
  }

  /** The update of an agent's session/update notification (outside session/load). */
  private update(u: Rec, lineNo: number): void {
    switch (u.sessionUpdate) {
      case 'agent_message_chunk':
        return this.chunk('text', isRecord(u.content) ? (str(u.content.text) ?? '') : '', lineNo);
      case 'agent_thought_chunk':
        return this.chunk('reasoning', isRecord(u.content) ? (str(u.content.text) ?? '') : '', lineNo);
      case 'tool_call':
        this.flush();
        this.turnText = null;
        this.openTool(u, lineNo);
        return this.maybeCloseTool(u, lineNo);
      case 'tool_call_update':
        this.openTool(u, lineNo);
        return this.maybeCloseTool(u, lineNo);
      default:
        return;
    }
  }

  /** A streamed piece of the agent's message or thought: it ends the other kind's block and joins its own. */
  private chunk(kind: 'text' | 'reasoning', text: string, lineNo: number): void {
    if (kind === 'text') {
      this.flushThought();
      this.text ??= this.start('text', lineNo);
      this.text.text += text;
      this.text.line = lineNo;
    } else {
      this.flushText();
      this.thought ??= this.start('reasoning', lineNo);
      this.thought.text += text;
      this.thought.line = lineNo;
    }
  }

  /**
   * With fast paths, a block, a tool call's start and its end go to the builder's own methods for them (addMessage,
   * startToolCall, ...); without, as the `--json` events they stand for, which is what the tests compare them with.
   */
  private start(contentType: 'text' | 'reasoning', lineNo: number): Buffered {
    if (!this.fastPaths) this.builder.feedEvent({ type: 'agent_event', event: { type: 'content_start', contentType } }, lineNo);
    return { text: '', line: lineNo };
  }

  private flushText(): void {
    if (!this.text) return;
    const { text, line } = this.text;
    if (this.fastPaths) this.builder.addMessage(text, line);
    else this.builder.feedEvent({ type: 'agent_event', event: { type: 'content_end', contentType: 'text', text } }, line);
    this.turnText = text;
    this.text = null;
  }

  private flushThought(): void {
    if (!this.thought) return;
    const { text, line } = this.thought;
    if (this.fastPaths) this.builder.addReasoning(text, line);
    else this.builder.feedEvent({ type: 'agent_event', event: { type: 'content_end', contentType: 'reasoning', reasoning: text } }, line);
    this.thought = null;
  }

  private flush(): void {
    this.flushText();
    this.flushThought();
  }

  /** Opens the call at the first message that names it with a title (permission requests can come before the tool_call). */
  private openTool(u: Rec, lineNo: number): void {
    const id = str(u.toolCallId);
    if (!id || this.tools.has(id) || typeof u.title !== 'string') return;
    this.flush();
    this.tools.set(id, 'open');
    if (this.fastPaths) this.builder.startToolCall(toolName(u.title), id, u.rawInput, lineNo);
    else {
      this.builder.feedEvent(
        { type: 'agent_event', event: { type: 'content_start', contentType: 'tool', toolName: toolName(u.title), toolCallId: id, input: u.rawInput } },
        lineNo,
      );
    }
  }

  /**
   * Statuses never move back: the first completed/failed update that carries
   * rawOutput closes the call. cline sends a bare `failed` first when a
   * permission is rejected, and the one with the refusal text after the tool_call.
   */
  private maybeCloseTool(u: Rec, lineNo: number): void {
    const id = str(u.toolCallId);
    if (!id || (u.status !== 'completed' && u.status !== 'failed') || this.tools.get(id) === 'closed') return;
    if (u.rawOutput === undefined) {
      this.terminalWithoutOutput.set(id, { ...u, line: lineNo });
      return;
    }
    this.closeTool(id, u, lineNo);
  }

  private closeTool(id: string, u: Rec, lineNo: number): void {
    this.terminalWithoutOutput.delete(id);
    this.tools.set(id, 'closed');
    let output: unknown = u.rawOutput;
    let error: string | undefined;
    if (u.status === 'failed') {
      // A call that never ran: rawOutput is the JSON text of {"error": "..."}.
      error = typeof u.rawOutput === 'string' ? u.rawOutput : JSON.stringify(u.rawOutput ?? { error: 'the call failed (no output)' });
      try {
        output = JSON.parse(error);
      } catch {
        output = { error };
      }
    }
    if (this.fastPaths) this.builder.endToolCall(id, output, error, lineNo);
    else {
      this.builder.feedEvent(
        { type: 'agent_event', event: { type: 'content_end', contentType: 'tool', toolCallId: id, output, ...(error ? { error } : {}) } },
        lineNo,
      );
    }
  }

  /** Closes the log; `messages` is the session's messages.json content, or null when it is missing. */
  finish(messages: unknown): Transcript {
    this.flush();
    for (const [id, u] of [...this.terminalWithoutOutput]) this.closeTool(id, u, u.line);
    for (const req of this.pending.values()) {
      if (req.from === 'client' && req.method === 'session/prompt') {
        this.builder.diagnostic(req.line, 'prompt_unanswered', 'a session/prompt request has no response: the run was cut or killed');
      }
    }
    if (messages === null && this.turnCount) {
      this.builder.diagnostic(
        null,
        'missing_session_files',
        `no ${this.sessionId ?? '<session>'}.messages.json beside the log: token counts are unknown (null)`,
      );
    }
    const perTurn = tokensPerTurn(this.turnCount, messages);
    for (const turn of this.turns) turn.tokens = perTurn[turn.index]!;
    const last = this.lastTurn;
    const answered = last && (last.stop_reason !== null || last.error !== null);
    const tokens = sumTokens(perTurn);
    if (last && answered) {
      const finishReason = last.stop_reason === 'end_turn' ? 'completed' : (last.stop_reason ?? 'error');
      const durationMs = this.turns.reduce((s, t) => s + (t.duration_ms ?? 0), this.spilledDurationMs);
      this.builder.feedEvent(
        {
          type: 'run_result',
          finishReason,
          text: finishReason === 'completed' ? (last.final_text ?? '') : last.errorMessage,
          durationMs,
          // A turn without metrics makes the total unknown: no usage record, so the run's tokens read back as null.
          usage: tokensUnknown(tokens)
            ? undefined
            : {
                inputTokens: tokens.input,
                outputTokens: tokens.output,
                cacheReadTokens: tokens.cache_read,
                cacheWriteTokens: tokens.cache_write,
                totalCost: tokens.cost,
              },
        },
        last.line,
      );
    }
    if (this.spill) {
      for (const turn of this.turns) this.spillTurn(turn, this.spill);
      this.turns.length = 0;
      // A log without messages.json has no tokens for any turn: that text is made once, not once per turn.
      const unknownText = JSON.stringify(unknownTokens());
      this.spill.fillHoles('turns', (i) => (tokensUnknown(perTurn[i]!) ? unknownText : JSON.stringify(perTurn[i])));
    }
    const transcript = this.builder.finish();
    transcript.transport = 'acp';
    transcript.session_id = this.sessionId;
    transcript.turns = this.turns.map(({ startedAt: _startedAt, errorMessage: _errorMessage, answered: _answered, ...turn }) => turn);
    if (!answered) {
      transcript.tokens = tokens;
      transcript.total_tokens = totalTokens(tokens);
    }
    return transcript;
  }

  get session(): string | null {
    return this.sessionId;
  }
}

/** A `ts` of the layout cline writes (UTC, milliseconds), with an hour that needs no roll-over (`24:00` would). */
const CLINE_TS = /^\d{4}-\d\d-\d\dT(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z$/;
/** The last minute timestampMs gave to Date.parse (as the number its digits spell, so no piece of a line is kept), and what it gave. */
const lastMinute = { digits: NaN, ms: NaN };
const digit = (s: string, at: number) => s.charCodeAt(at) - 48;
/** The digits of `ts` from `from` to `to` as one number, the separators (`-`, `T`, `:`) skipped. */
function digitsOf(ts: string, from: number, to: number): number {
  let n = 0;
  for (let at = from; at < to; at++) {
    const d = digit(ts, at);
    if (d >= 0 && d <= 9) n = n * 10 + d;
  }
  return n;
}

/**
 * Date.parse of a line's `ts`. A long log's prompts and responses carry 100,000s of them, and Date.parse cost about
 * 0.2 µs each: of cline's layout only the minute goes to Date.parse, once per minute, and the seconds and
 * milliseconds are added (the same number, NaN for an invalid date included). Any other text goes to Date.parse.
 */
function timestampMs(ts: string): number {
  if (!CLINE_TS.test(ts)) return Date.parse(ts);
  const minute = digitsOf(ts, 0, 16);
  if (minute !== lastMinute.digits) {
    lastMinute.digits = minute;
    lastMinute.ms = Date.parse(`${ts.slice(0, 16)}:00.000Z`);
  }
  return lastMinute.ms + (digit(ts, 17) * 10 + digit(ts, 18)) * 1000 + digit(ts, 20) * 100 + digit(ts, 21) * 10 + digit(ts, 22);
}

/** Whole-number ids up to this key by number (twice the id, plus one for the agent's): within the safe integers. */
const MAX_NUMBER_KEY_ID = 2 ** 51;

/**
 * A request's key in `pending`: who sent it and its id. A response answers the request of the same id, same value and
 * same type (JSON-RPC). cline's ids are whole numbers: they key by number, which costs a long log's 100,000s of
 * prompts less than text keys did.
 */
function requestKey(from: 'client' | 'agent', id: unknown): number | string {
  if (typeof id === 'number' && Number.isInteger(id) && id >= 0 && id <= MAX_NUMBER_KEY_ID) return from === 'client' ? id * 2 : id * 2 + 1;
  return `${from}:${typeof id}:${String(id)}`;
}

/** The match of sticky regex `re` at `at` in `line`. */
function stickyExec(re: RegExp, line: string, at: number): RegExpExecArray | null {
  re.lastIndex = at;
  return re.exec(line);
}

/** `"run_commands: ls -la"` → `run_commands`. */
function toolName(title: string): string {
  const at = title.indexOf(':');
  return (at < 0 ? title : title.slice(0, at)).trim() || '(unnamed)';
}

/**
 * Splits the session's assistant metrics into the log's `count` turns: a turn
 * begins at a user message whose text starts with `<user_input` (tool results
 * are user messages too). A resumed run's log holds only the last turns of the session.
 */
function tokensPerTurn(count: number, messages: unknown): Tokens[] {
  const list = Array.isArray(messages) ? messages : isRecord(messages) && Array.isArray(messages.messages) ? messages.messages : [];
  const perTurn: Tokens[] = [];
  for (const m of list) {
    if (!isRecord(m)) continue;
    // A turn stays unknown until one of its assistant messages reports metrics.
    if (m.role === 'user' && textOf(m.content).trimStart().startsWith('<user_input')) perTurn.push(unknownTokens());
    else if (m.role === 'assistant' && isRecord(m.metrics) && perTurn.length) {
      const t = perTurn[perTurn.length - 1]!;
      const x = m.metrics;
      perTurn[perTurn.length - 1] = sumTokens([
        tokensUnknown(t) ? zeroTokens() : t,
        { input: num(x.inputTokens), output: num(x.outputTokens), cache_read: num(x.cacheReadTokens), cache_write: num(x.cacheWriteTokens), cost: num(x.cost) },
      ]);
    }
  }
  const offset = perTurn.length - count;
  const tokens: Tokens[] = [];
  for (let i = 0; i < count; i++) {
    // A turn the session's messages do not reach (cut, or no messages.json) reported nothing.
    // A negative index would be looked up as a property name, slowly, on logs of 100,000s of turns.
    tokens.push((offset + i >= 0 ? perTurn[offset + i] : undefined) ?? unknownTokens());
  }
  return tokens;
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((c) => (isRecord(c) ? (str(c.text) ?? '') : '')).join('');
  return '';
}

async function readMessages(dir: string, sessionId: string | null): Promise<unknown> {
  if (!sessionId) return null;
  try {
    return JSON.parse(await readFile(join(dir, `${sessionId}.messages.json`), 'utf8')) as unknown;
  } catch {
    return null;
  }
}

/** Parses `acp-events.jsonl` (streamed) and the session files beside it. Only an unreadable log throws. */
export async function parseAcpEventsFile(path: string, options: ParseAcpOptions = {}): Promise<Transcript> {
  const reader = new AcpTranscriptReader(options);
  await streamLines(
    path,
    {
      line: (text, n, unterminated) => {
        options.onLine?.(text, n);
        reader.feed(text, n, unterminated);
      },
      overlong: (n, bytes, limit) => reader.skipLine(n, bytes, limit),
    },
    options.maxLineBytes,
  );
  return reader.finish(await readMessages(options.sessionDir ?? dirname(path), reader.session));
}

/** Parses a log already in memory, with the session's messages.json content (null: missing). */
export function parseAcpText(text: string, messages: unknown, options: TranscriptBuilderOptions = {}): Transcript {
  const reader = new AcpTranscriptReader(options);
  const lines = text.split('\n');
  const last = text.endsWith('\n') ? lines.length - 1 : lines.length;
  for (let i = 0; i < last; i++) reader.feed(lines[i] ?? '', i + 1, i === lines.length - 1);
  return reader.finish(messages);
}
