/**
 * TranscriptBuilder: an incremental state machine over the lines of a
 * `cline --json` stream. Feed it lines as they arrive (from a file or a live
 * process) and call finish() once; it never throws on bad input, it records
 * diagnostics instead.
 */
import { DEFAULT_DENIAL_MARKERS, findDenialMarker, findSandboxLine, type DenialMarker } from './denials.js';
import { flattenToolInput } from './flatten.js';
import { J_FLAT_OBJ, J_INT, J_SCALAR, J_STR, PLAIN_STR } from './json-grammar.js';
import { jsonNumberOrNull, jsonString, jsonStringOrNull } from './json-text.js';
import { OpenCalls } from './open-calls.js';
import type { SpilledField, TranscriptSpill } from './spill.js';
import {
  type Agent,
  type Denial,
  type Diagnostic,
  type DiagnosticKind,
  type ErrorRecord,
  type TextBlock,
  type Tokens,
  type ToolInvocation,
  type ToolItem,
  type Transcript,
  type TranscriptEvent,
} from './schema.js';
import { sumTokens, tokensOf, tokensUnknown, totalTokens, unknownTokens, zeroTokens } from './tokens.js';

export interface TranscriptBuilderOptions {
  /** Refusal wordings; defaults to cline 3.0.65's. */
  denialMarkers?: readonly DenialMarker[];
  /**
   * Read the lines in FAST_LINE without JSON.parse (default true). They give
   * the same transcript either way; false exists so tests can prove it.
   * (Streaming partials are skipped unparsed regardless.)
   */
  fastPaths?: boolean;
  /**
   * Where finished tool calls, messages, reasoning and events go instead of the
   * returned transcript's arrays (left empty), so memory stays flat whatever the
   * stream's length (`parse` writing its document).
   */
  spill?: TranscriptSpill;
  /**
   * Leave `messages`, `reasoning` and `events` empty (default false), for a caller that reads only the calls,
   * refusals, errors, turns and final text (`lint`): it then holds none of the agent's text blocks.
   */
  omitTextAndEvents?: boolean;
}

type Rec = Record<string, unknown>;

const KNOWN_TOP = new Set(['hook_event', 'agent_event', 'run_result', 'run_aborted']);
const KNOWN_INNER = new Set([
  'iteration_start',
  'iteration_end',
  'content_start',
  'content_update',
  'content_end',
  'usage',
  'error',
  'done',
]);
const KNOWN_HOOKS = new Set(['agent_start', 'tool_call', 'tool_result', 'agent_end', 'agent_error']);

/*
 * Streaming partials (text/reasoning content_start, tool content_update) are
 * most of a stream's bytes and carry nothing the transcript keeps: the
 * complete text arrives in content_end. Recognising them by their fixed
 * prefix skips JSON.parse for them. Cline writes `ts` first, so the prefix
 * sits right after it; anything laid out differently takes the full path.
 *
 * One anchored regex reads the prefix and names the line's kind: on lines
 * that are slices of a decoded block, String.prototype.startsWith with a
 * position measured about 240 ns a call (a runtime call), four times the regex.
 * `[^"]*` stops at the timestamp's first quote, as the reader always has.
 */
const LINE_KIND = new RegExp(
  String.raw`^\{"ts":"[^"]*","type":"(?:agent_event","event":\{"type":"` +
    String.raw`(?:(content_start","contentType":"text")|(content_start","contentType":"reasoning")|(content_update")|` +
    String.raw`(iteration_start"|iteration_end"|done"|usage")|())|(hook_event",)|(run_result"))`,
);
/** LINE_KIND's groups. */
const PARTIAL_TEXT = 1;
const PARTIAL_REASONING = 2;
const TOOL_UPDATE = 3;
// Group 4: the agent_event types FAST_LINE.agentEvent reads (the line's kind when no other group is set).
/** Any other agent_event type. */
const OTHER_EVENT = 5;
const HOOK = 6;
const RUN_RESULT = 7;

/*
 * Fast paths. Most remaining lines are small ones of which the transcript
 * needs a few scalars or nothing at all: hook lines (hookEventName, agentId,
 * parentAgentId), iteration_start (iteration), iteration_end and done (only
 * that they occurred), usage and run_result (only the last one, read at
 * finish()). Each regex below matches a whole line only when it is valid JSON
 * of the exact layout cline writes: keys in cline's order, no whitespace,
 * strings and numbers in strict JSON grammar, no second "type" key to
 * override the first. So JSON.parse would succeed on every matching line and
 * yield the values the regex captures; and where a value is captured its
 * string holds no escapes, so the raw text is the value. A line that does
 * not match (extra whitespace, reordered keys, escapes, garbage) takes the
 * full path and gets the same handling and diagnostics as always.
 */
/** More members of an object whose "type" came first: any key but "type", scalar or flat-object values. */
const MORE_FIELDS = `(?:,"(?!type")[A-Za-z_][A-Za-z0-9_]*":(?:${J_SCALAR}|${J_FLAT_OBJ}))*`;
const LINE_TS = String.raw`^\{"ts":"[^"\\\x00-\x1f]*"`;
const FAST_LINE = {
  /** Hook lines: all scalars. The three captured values are escape-free strings (parentAgentId may be null). */
  hook: new RegExp(
    `${LINE_TS},"type":"hook_event","hookEventName":${PLAIN_STR},"agentId":${PLAIN_STR},"taskId":${J_STR},"parentAgentId":(?:null|${PLAIN_STR})\\}$`,
  ),
  /**
   * iteration_start: exactly one field, an integer Number() reads exactly.
   * iteration_end, done, usage: nothing is read from them now (usage keeps its
   * raw line for finish()), so any further scalar or flat-object fields may follow.
   */
  agentEvent: new RegExp(
    `${LINE_TS},"type":"agent_event","event":\\{"type":"(?:iteration_start","iteration":${J_INT}|(iteration_end|done|usage)"${MORE_FIELDS})\\}\\}$`,
  ),
  /**
   * Any agent_event, up to its event object: that object is the line's last member, so when the rest of the line but
   * its closing `}` is one JSON value, the line is JSON with that event. Parsing the event alone spares the line's
   * outer object and its strings (about 0.2 µs a line of the 1.1–1.3 µs a whole tool call line took).
   */
  eventPrefix: new RegExp(`${LINE_TS},"type":"agent_event","event":`),
  /** run_result: only the last one counts; its raw line is parsed in finish(). */
  runResult: new RegExp(`${LINE_TS},"type":"run_result"${MORE_FIELDS}\\}$`),
};

const MAX_DETAIL = 200;

function isRecord(v: unknown): v is Rec {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const bool = (v: unknown): boolean | null => (typeof v === 'boolean' ? v : null);

function clip(text: string): string {
  return text.length > MAX_DETAIL ? `${text.slice(0, MAX_DETAIL)}…` : text;
}

/** What a client's refusal of a call records about it (refusedByClient). */
interface CallSummary {
  name: string;
  ordinal: number;
  agent: string | null;
  turn: number;
  inputKeys: string[];
}

/**
 * The sorted keys of a call's input, one array per distinct list: the summaries kept for client refusals (latestById,
 * named) can be many to the end of the stream, and most calls of a long log repeat a few inputs' keys.
 */
class InputKeys {
  private readonly lists = new Map<string, string[]>();

  of(input: unknown): string[] {
    const keys = isRecord(input) ? Object.keys(input).sort() : [];
    const id = JSON.stringify(keys);
    let list = this.lists.get(id);
    if (!list) this.lists.set(id, (list = keys));
    return list;
  }
}

interface AgentState {
  iteration: number | null;
  textOpenLine: number | null;
  reasoningOpenLine: number | null;
  /** The last usage event, or the raw line of one matched by FAST_LINE (parsed in finish()). */
  lastUsage: Rec | string | null;
  lastMessage: string | null;
}

export class TranscriptBuilder {
  private readonly markers: readonly DenialMarker[];
  private readonly diagnostics: Diagnostic[] = [];
  /** Every call; with a spill, the calls not yet spilled, from `spilledFrom` on (a call is spilled once closed and all before it are). */
  private readonly invocations: ToolInvocation[] = [];
  private spilledFrom = 0;
  private invocationCount = 0;
  private lastMessageText: string | null = null;
  /** The last spilled block's text and its JSON text, for textJson. */
  private lastBlockJson: { text: string; json: string } | null = null;
  private readonly spill: TranscriptSpill | null;
  private readonly messages: TextBlock[] = [];
  private readonly reasoning: TextBlock[] = [];
  private readonly events: TranscriptEvent[] = [];
  private readonly errors: ErrorRecord[] = [];
  private readonly agents: Agent[] = [];
  /**
   * Agents seen so far, each id mapped to the one string instance records use.
   * A substring (a regex capture in FAST_LINE) can keep its whole line alive,
   * and every invocation, message and event names its agent.
   */
  private readonly agentIds = new Map<string, string>();
  private readonly agentState = new Map<string | null, AgentState>();
  private readonly denials: Denial[] = [];
  /**
   * The latest invocation of each call id, for the client's refusals: an ACP log can hold 100,000s of calls, and a search
   * of the list per denial made parsing quadratic. Built at its first call.
   */
  private latestById: Map<string | null, CallSummary> | null = null;
  /**
   * With a spill, instead of latestById: the summary of the latest call with each id a permission request named
   * (nameCall); null while that call is not known (not made yet, or written to the spill before it was named),
   * undefined once the spill was read back without finding it.
   */
  private named: Map<string | null, CallSummary | null | undefined> | null = null;
  /** The call ids with a denial, for refusedByClient (with a spill the denials are not in memory). */
  private readonly deniedIds = new Set<string | null>();
  /** refusedByClient's refusals not recorded yet, by call id, in the order made. */
  private readonly clientRefusals = new Map<string, { kind: Denial['kind']; reason: string }>();
  private readonly inputKeys = new InputKeys();
  private readonly unknown: Record<string, number> = {};
  /** Calls between content_start and content_end, keyed by agent and call id. */
  private readonly open = new OpenCalls();
  private subagentTokens = zeroTokens();
  /** A spawn_agent result carried usage. */
  private subagentUsageSeen = false;

  /** The agent acting now: set by the latest hook_event. */
  private current: string | null = null;
  private rootAgent: string | null = null;
  /** An agent whose agent_end was the latest hook line: its `done` follows the hook. */
  private justEnded: string | null = null;
  /** The last run_result, or the raw line of one matched by FAST_LINE (parsed in finish()). */
  private runResult: Rec | string | null = null;
  private runResultLine = 0;
  private aborted: Transcript['aborted'] = null;
  private sawCrlf = false;
  private lineCount = 0;
  private finished: Transcript | null = null;

  private readonly fastPaths: boolean;
  private readonly omitTextAndEvents: boolean;
  /** The conversation turn events belong to (ACP); one-shot streams stay at 0. */
  private turn = 0;

  constructor(options: TranscriptBuilderOptions = {}) {
    this.markers = options.denialMarkers ?? DEFAULT_DENIAL_MARKERS;
    this.fastPaths = options.fastPaths ?? true;
    this.spill = options.spill ?? null;
    this.omitTextAndEvents = options.omitTextAndEvents ?? false;
  }

  /**
   * A permission request names this call: a refusal of it may be recorded at the end (refusedByClient), and with a
   * spill the calls written by then are no longer in memory. So its summary is kept from now on: taken from the call
   * if it is in memory, else when it is made; a call already written is read back from the spill at the end. Keeping
   * a summary of every call instead cost about 6% of the time on a long ACP log.
   */
  nameCall(id: string): void {
    if (!this.spill) return;
    this.named ??= new Map();
    if (this.named.has(id)) return;
    let inv: ToolInvocation | undefined;
    for (let i = this.invocations.length - 1; i >= this.spilledFrom && !inv; i--) if (this.invocations[i]!.id === id) inv = this.invocations[i];
    this.named.set(id, inv ? this.summaryOf(inv) : null);
  }

  /**
   * One line of the stream, without its newline. `lineNo` is 1-based.
   * `unterminated` marks a last line that had no newline (the file may have been cut).
   */
  feed(lineText: string, lineNo: number, unterminated = false): void {
    this.lineCount = Math.max(this.lineCount, lineNo);
    let line = lineText;
    if (lineNo === 1 && line.charCodeAt(0) === 0xfeff) {
      line = line.slice(1);
      this.diagnose(lineNo, 'bom', 'UTF-8 byte-order mark before the first line; ignored');
    }
    if (line.charCodeAt(line.length - 1) === 13) {
      line = line.slice(0, -1);
      if (!this.sawCrlf) {
        this.sawCrlf = true;
        this.diagnose(lineNo, 'crlf', 'CRLF line ends; the CRs are ignored');
      }
    }
    // Only a line that starts with whitespace can be blank; avoids trimming every line.
    if (line.length === 0 || (line.charCodeAt(0) <= 32 && line.trim() === '')) return;
    if (this.fastLine(line, lineNo)) return;

    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (err) {
      const kind = unterminated ? 'truncated_line' : 'malformed_line';
      const what = unterminated ? 'last line has no newline and is not JSON (file cut?)' : 'not JSON';
      this.diagnose(lineNo, kind, `${what}: ${clip((err as Error).message)}`);
      return;
    }
    if (!isRecord(value) || typeof value.type !== 'string') {
      this.diagnose(lineNo, 'not_an_event', `expected an object with a string "type", got ${clip(JSON.stringify(value) ?? String(value))}`);
      return;
    }
    this.handle(value, lineNo);
  }

  /** Later events belong to this conversation turn. */
  setTurn(turn: number): void {
    this.turn = turn;
  }

  /** An event already parsed (the ACP reader translates protocol messages into `--json` events). */
  feedEvent(ev: Record<string, unknown>, lineNo: number): void {
    this.lineCount = Math.max(this.lineCount, lineNo);
    this.handle(ev, lineNo);
  }

  /*
   * The ACP reader's fast path: what feedEvent does with a content_start or content_end event of the acting agent,
   * without the event object, its dispatch and its line count (the reader counts every line). A message or reasoning
   * block is given whole: the reader pairs its start and end itself, so no start is recorded.
   */

  /** As a text content_end after its content_start. */
  addMessage(text: string, lineNo: number): void {
    const agent = this.actingAgent('content_end');
    this.message(text, agent, this.state(agent), lineNo);
  }

  /** `text` as JSON, reusing the last spilled block's escaping when it is that block's text (an ACP turn's final text). */
  textJson(text: string): string {
    return this.lastBlockJson?.text === text ? this.lastBlockJson.json : jsonString(text);
  }

  /** As a reasoning content_end after its content_start. */
  addReasoning(text: string, lineNo: number): void {
    const agent = this.actingAgent('content_end');
    this.reasoningBlock(text, agent, this.state(agent), lineNo);
  }

  /** As a tool content_start. */
  startToolCall(name: string, id: string, input: unknown, lineNo: number): void {
    const agent = this.actingAgent('content_start');
    this.openCall(name, id, input, agent, this.state(agent), lineNo);
  }

  /** As a tool content_end with this output and top-level `error` (text) and no duration or tool name. */
  endToolCall(id: string, output: unknown, error: string | undefined, lineNo: number): void {
    const agent = this.actingAgent('content_end');
    this.closeCall(id, null, output, null, this.topLevelError(error), agent, this.state(agent), lineNo);
  }

  /** Counts a line the caller read itself (so `line_count` covers it). */
  countLine(lineNo: number): void {
    this.lineCount = Math.max(this.lineCount, lineNo);
  }

  /** A finding of the caller's own reader about its input. */
  diagnostic(line: number | null, kind: DiagnosticKind, detail: string): void {
    this.diagnose(line, kind, detail);
  }

  /** An error outside the event stream (an ACP prompt answered with a JSON-RPC error). */
  addError(message: string, source: ErrorRecord['source'], lineNo: number): void {
    this.keep('errors', this.errors, { message, recoverable: null, iteration: null, agent: null, turn: this.turn, source, line: lineNo });
    this.keep('events', this.events, { type: 'error', agent: null, turn: this.turn, message, line: lineNo });
  }

  /**
   * The client itself refused a tool call (an ACP permission request answered reject, or cancelled). Recorded as a
   * denial at the end, after the stream's own, unless cline's refusal text for the call is recorded first; the first
   * refusal of an id counts.
   */
  refusedByClient(id: string, kind: Denial['kind'], reason: string): void {
    if (!this.deniedIds.has(id) && !this.clientRefusals.has(id)) this.clientRefusals.set(id, { kind, reason });
  }

  /** The client's refusals still waiting (see refusedByClient), as denials with what is known of each call. */
  private recordClientRefusals(): void {
    for (const [id, { kind, reason }] of this.clientRefusals) {
      const inv = this.latestCall(id);
      this.keepDenial({
        tool: inv?.name ?? '(unknown)',
        tool_call_id: id,
        ordinal: inv?.ordinal ?? -1,
        item: null,
        kind,
        reason,
        input_keys: inv?.inputKeys ?? [],
        agent: inv?.agent ?? null,
        turn: inv?.turn ?? this.turn,
      });
    }
    this.clientRefusals.clear();
  }

  /** A line the reader dropped unread because it exceeded its length limit. */
  skipLine(lineNo: number, bytes: number, limit: number): void {
    this.lineCount = Math.max(this.lineCount, lineNo);
    this.diagnose(lineNo, 'line_too_long', `${bytes} bytes exceeds the ${limit}-byte line limit; skipped`);
  }

  /** An error line from cline's stderr (`{"type":"error","message":...}`); other stderr lines are ignored. */
  feedStderr(lineText: string, lineNo: number): void {
    const line = lineText.trim();
    if (!line.startsWith('{') || !line.includes('"error"')) return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      return; // stderr also carries free-form warnings; only its JSON error lines matter
    }
    if (isRecord(value) && value.type === 'error') {
      this.keep('errors', this.errors, {
        message: str(value.message) ?? JSON.stringify(value),
        recoverable: null,
        iteration: null,
        agent: null,
        turn: this.turn,
        source: 'stderr',
        line: lineNo,
      });
    }
  }

  /** Closes the stream and returns the transcript. Later calls return the same object. */
  finish(): Transcript {
    if (this.finished) return this.finished;
    this.recordClientRefusals();
    for (const inv of this.open.drain()) {
      this.diagnose(inv.line, 'tool_call_not_closed', `${inv.name} call ${inv.id ?? '(no id)'} has no content_end`);
    }
    this.spillClosedCalls();
    for (const [agent, st] of this.agentState) {
      const who = agent ?? 'unknown agent';
      if (st.textOpenLine !== null) this.diagnose(st.textOpenLine, 'content_not_closed', `streamed text of ${who} has no content_end`);
      if (st.reasoningOpenLine !== null)
        this.diagnose(st.reasoningOpenLine, 'content_not_closed', `streamed reasoning of ${who} has no content_end`);
    }

    const rr = typeof this.runResult === 'string' ? (JSON.parse(this.runResult) as Rec) : this.runResult;
    const root = this.agentState.get(this.rootAgent) ?? this.agentState.get(null) ?? null;
    const lastMessage = root?.lastMessage ?? this.lastMessageText;
    let finishReason: string | null = null;
    let finalText: string | null;
    let tokens: Tokens;
    if (rr) {
      finishReason = str(rr.finishReason);
      const completed = finishReason === 'completed';
      finalText = completed ? str(rr.text) : lastMessage;
      if (!completed) {
        this.diagnose(null, 'not_completed', `finishReason is ${JSON.stringify(rr.finishReason ?? null)}`);
        const text = str(rr.text);
        // The failed run's text usually repeats an error already reported; keep it only when new.
        if (text && !this.hasError(text))
          this.keep('errors', this.errors, {
            message: text,
            recoverable: null,
            iteration: null,
            agent: this.rootAgent,
            turn: this.turn,
            source: 'run_result',
            line: this.runResultLine,
          });
      }
      tokens = isRecord(rr.usage) ? tokensOf(rr.usage, '') : unknownTokens();
    } else {
      finalText = lastMessage;
      this.diagnose(null, 'missing_run_result', 'no run_result line: the run did not finish; totals come from the last usage event');
      const last = root?.lastUsage ?? null;
      tokens = last === null ? unknownTokens() : tokensOf(typeof last === 'string' ? ((JSON.parse(last) as Rec).event as Rec) : last, 'total');
    }
    const usageReported = this.subagentUsageSeen || !tokensUnknown(tokens);
    const model = rr && isRecord(rr.model) ? { id: str(rr.model.id), provider: str(rr.model.provider) } : null;

    this.finished = {
      transport: 'json',
      session_id: null,
      finish_reason: finishReason,
      final_text: finalText,
      duration_ms: rr ? num(rr.durationMs) : null,
      iterations: rr ? num(rr.iterations) : (root?.iteration ?? null),
      model,
      tokens,
      total_tokens: totalTokens(tokens),
      // Nothing reported anywhere: the subagents' share is unknown too, not zero.
      subagent_tokens: usageReported ? this.subagentTokens : unknownTokens(),
      tool_invocations: this.invocations,
      messages: this.messages,
      reasoning: this.reasoning,
      events: this.events,
      turns: [],
      errors: this.errors,
      agents: this.agents,
      denials: this.denials,
      aborted: this.aborted,
      diagnostics: this.diagnostics,
      unknown_event_types: this.unknown,
      line_count: this.lineCount,
    };
    return this.finished;
  }

  /** A denial, kept. A client's refusal of the same call waits no longer, nor does the call's summary (nameCall). */
  private keepDenial(denial: Denial): void {
    const id = denial.tool_call_id;
    this.deniedIds.add(id);
    if (id !== null) {
      this.clientRefusals.delete(id);
      this.named?.delete(id);
    }
    this.keep('denials', this.denials, denial);
  }

  /** Whether an error with this message was recorded (read back from the spill when there is one). */
  private hasError(message: string): boolean {
    if (!this.spill) return this.errors.some((e) => e.message === message);
    for (const e of this.spill.elements('errors')) if ((e as ErrorRecord).message === message) return true;
    return false;
  }

  /** A finished record: to the spill when there is one, else onto the transcript's own array. */
  private keep<T>(field: SpilledField, list: T[], record: T): void {
    if (field === 'events' && this.omitTextAndEvents) return;
    if (this.spill) this.spill.add(field, record);
    else list.push(record);
  }

  /** With a spill: spills the calls from the oldest not yet spilled up to the first one still open. */
  private spillClosedCalls(): void {
    if (!this.spill) return;
    const calls = this.invocations;
    let at = this.spilledFrom;
    for (; at < calls.length; at++) {
      const inv = calls[at]!;
      if (this.open.isOpen(inv)) break;
      this.spill.add('tool_invocations', inv);
    }
    if (at === calls.length) {
      calls.length = 0;
      at = 0;
    } else if (at > 4096) {
      // A call left open holds back the ones after it; drop the spilled ones in bulk, not one by one.
      calls.splice(0, at);
      at = 0;
    }
    this.spilledFrom = at;
  }

  /** The summary of the latest call with this id, for a client's refusal. */
  private latestCall(id: string): CallSummary | undefined {
    if (!this.spill) {
      this.latestById ??= new Map(this.invocations.map((i) => [i.id, this.summaryOf(i)]));
      return this.latestById.get(id);
    }
    if (!this.named?.has(id)) throw new Error('refusedByClient on a spilling builder needs nameCall() of the call at its permission request');
    if (this.named.get(id) === null) this.readBackNamed(this.named, this.spill);
    return this.named.get(id) ?? undefined;
  }

  /**
   * Fills in the named calls whose summary is not known from the calls written to the spill (once: after the stream's
   * last line nothing is named, so a summary still null then belongs to no call); the last one with an id is its latest.
   */
  private readBackNamed(named: Map<string | null, CallSummary | null | undefined>, spill: TranscriptSpill): void {
    const unknown = new Set([...named].filter(([, summary]) => summary === null).map(([id]) => id));
    const found = new Map<string | null, CallSummary>();
    for (const element of spill.elements('tool_invocations')) {
      const inv = element as ToolInvocation;
      if (unknown.has(inv.id)) found.set(inv.id, this.summaryOf(inv));
    }
    for (const id of unknown) named.set(id, found.get(id));
  }

  /** What a client's refusal of the call records about it. */
  private summaryOf(inv: ToolInvocation): CallSummary {
    return { name: inv.name, ordinal: inv.ordinal, agent: inv.agent, turn: inv.turn, inputKeys: this.inputKeys.of(inv.input) };
  }

  private diagnose(line: number | null, kind: DiagnosticKind, detail: string): void {
    this.diagnostics.push({ line, kind, detail });
  }

  private countUnknown(key: string): void {
    this.unknown[key] = (this.unknown[key] ?? 0) + 1;
  }

  private state(agent: string | null): AgentState {
    let st = this.agentState.get(agent);
    if (!st) {
      st = { iteration: null, textOpenLine: null, reasoningOpenLine: null, lastUsage: null, lastMessage: null };
      this.agentState.set(agent, st);
    }
    return st;
  }

  /**
   * True when the line was fully handled without JSON.parse of the whole line:
   * a streaming partial (see PARTIAL_TEXT) or, with fastPaths, a line FAST_LINE
   * matches (an agent_event's event object alone is parsed: eventPrefix).
   */
  private fastLine(line: string, lineNo: number): boolean {
    if (line.charCodeAt(line.length - 1) !== 125 /* } */) return false;
    const kind = LINE_KIND.exec(line);
    if (!kind) return false;
    if (kind[PARTIAL_TEXT] !== undefined) {
      this.state(this.current).textOpenLine ??= lineNo;
      return true;
    }
    if (kind[PARTIAL_REASONING] !== undefined) {
      this.state(this.current).reasoningOpenLine ??= lineNo;
      return true;
    }
    if (kind[TOOL_UPDATE] !== undefined) return true;
    if (!this.fastPaths) return false;
    if (kind[HOOK] !== undefined) {
      const m = FAST_LINE.hook.exec(line);
      if (!m) return false;
      this.hookEvent(m[1] ?? null, m[2] ?? null, m[3] ?? null);
      return true;
    }
    if (kind[RUN_RESULT] !== undefined) {
      if (!FAST_LINE.runResult.test(line)) return false;
      this.runResult = line;
      this.runResultLine = lineNo;
      return true;
    }
    if (kind[OTHER_EVENT] !== undefined) return this.eventLine(line, lineNo);
    // One of the small events (group 4).
    const m = FAST_LINE.agentEvent.exec(line);
    if (!m) return this.eventLine(line, lineNo);
    // Group 1: iteration_start's iteration; group 2: the other event types.
    const type = m[2] ?? 'iteration_start';
    const st = this.state(this.actingAgent(type));
    if (m[1] !== undefined) st.iteration = Number(m[1]);
    else if (type === 'usage') st.lastUsage = line;
    return true;
  }

  /** An agent_event read by FAST_LINE.eventPrefix and JSON.parse of its event; false (nothing done) when it is not of that form. */
  private eventLine(line: string, lineNo: number): boolean {
    const m = FAST_LINE.eventPrefix.exec(line);
    if (!m) return false;
    let event: unknown;
    try {
      event = JSON.parse(line.slice(m[0].length, -1));
    } catch {
      return false; // the full path reports it
    }
    if (!isRecord(event) || typeof event.type !== 'string') return false;
    this.agentEvent(event, lineNo);
    return true;
  }

  private handle(ev: Rec, lineNo: number): void {
    const type = ev.type as string;
    if (type === 'agent_event') {
      if (isRecord(ev.event) && typeof ev.event.type === 'string') this.agentEvent(ev.event, lineNo);
      else this.diagnose(lineNo, 'not_an_event', 'agent_event without an event object');
      return;
    }
    if (type === 'hook_event') return this.hookEvent(str(ev.hookEventName), str(ev.agentId), str(ev.parentAgentId));
    if (type === 'run_result') {
      this.runResult = ev;
      this.runResultLine = lineNo;
      return;
    }
    if (type === 'run_aborted') {
      this.aborted = { reason: str(ev.reason), message: str(ev.message) };
      this.diagnose(lineNo, 'run_aborted', `run aborted: ${str(ev.reason) ?? 'no reason'}${ev.message ? ` (${clip(String(ev.message))})` : ''}`);
      return;
    }
    if (!KNOWN_TOP.has(type)) this.countUnknown(type);
  }

  private hookEvent(name: string | null, anyId: string | null, anyParent: string | null): void {
    this.justEnded = null;
    if (!name || !KNOWN_HOOKS.has(name)) this.countUnknown(`hook_event.${name ?? '(none)'}`);
    if (anyId === null) return;
    const parent = anyParent === null ? null : (this.agentIds.get(anyParent) ?? anyParent);
    let id = this.agentIds.get(anyId);
    if (id === undefined) {
      id = anyId;
      this.agentIds.set(id, id);
      this.agents.push({ id, parent });
      if (parent === null && this.rootAgent === null) this.rootAgent = id;
    }
    if (name === 'agent_end') {
      // The ended agent's `done` comes next; after that the parent acts again.
      this.justEnded = id;
      this.current = parent ?? id;
    } else {
      this.current = id;
    }
  }

  /** The agent an agent_event of this type belongs to; any event ends the agent_end → done hand-over. */
  private actingAgent(type: string): string | null {
    const agent = type === 'done' && this.justEnded !== null ? this.justEnded : this.current;
    this.justEnded = null;
    return agent;
  }

  private agentEvent(e: Rec, lineNo: number): void {
    const type = e.type as string;
    const agent = this.actingAgent(type);
    const st = this.state(agent);
    switch (type) {
      case 'iteration_start':
        st.iteration = num(e.iteration) ?? st.iteration;
        return;
      case 'usage':
        st.lastUsage = e;
        return;
      case 'content_start':
        return this.contentStart(e, agent, st, lineNo);
      case 'content_end':
        return this.contentEnd(e, agent, st, lineNo);
      case 'error': {
        const err = isRecord(e.error) ? e.error : {};
        const message = str(err.message) ?? str(e.error) ?? JSON.stringify(e.error ?? null);
        this.keep('errors', this.errors, {
          message,
          recoverable: bool(e.recoverable),
          iteration: num(e.iteration),
          agent,
          turn: this.turn,
          source: 'stream',
          line: lineNo,
        });
        this.keep('events', this.events, { type: 'error', agent, turn: this.turn, message, line: lineNo });
        return;
      }
      default:
        if (!KNOWN_INNER.has(type)) this.countUnknown(`agent_event.${type}`);
    }
  }

  private contentStart(e: Rec, agent: string | null, st: AgentState, lineNo: number): void {
    if (e.contentType === 'text') st.textOpenLine ??= lineNo;
    else if (e.contentType === 'reasoning') st.reasoningOpenLine ??= lineNo;
    else if (e.contentType === 'tool') this.openCall(str(e.toolName) ?? '(unnamed)', str(e.toolCallId), e.input, agent, st, lineNo);
  }

  private openCall(name: string, id: string | null, input: unknown, agent: string | null, st: AgentState, lineNo: number): void {
    const replaced = this.open.get(agent, id);
    if (replaced) this.diagnose(lineNo, 'duplicate_tool_call_id', `tool call id ${id} opened again before its content_end`);
    const inv = this.newInvocation(name, id, agent, st.iteration, input, lineNo);
    this.open.set(agent, id, inv);
    // The call it replaces can no longer close.
    if (replaced) this.spillClosedCalls();
  }

  private newInvocation(
    name: string,
    id: string | null,
    agent: string | null,
    iteration: number | null,
    input: unknown,
    lineNo: number,
  ): ToolInvocation {
    const { args, paths } = flattenToolInput(name, input);
    const inv: ToolInvocation = {
      ordinal: this.invocationCount++,
      turn: this.turn,
      id,
      name,
      agent,
      iteration,
      input: input ?? null,
      args,
      result: null,
      ok: null,
      error: null,
      items: null,
      duration_ms: null,
      paths,
      line: lineNo,
    };
    this.invocations.push(inv);
    if (this.named?.has(id)) this.named.set(id, this.summaryOf(inv));
    if (this.omitTextAndEvents) return inv;
    if (this.spill) {
      const ids = `"agent":${jsonStringOrNull(agent)},"turn":${this.turn},"tool_ordinal":${inv.ordinal}`;
      this.spill.addJson('events', `{"type":"tool_invocation",${ids},"name":${jsonString(name)},"line":${lineNo}}`);
    } else {
      this.events.push({ type: 'tool_invocation', agent, turn: this.turn, tool_ordinal: inv.ordinal, name, line: lineNo });
    }
    return inv;
  }

  private contentEnd(e: Rec, agent: string | null, st: AgentState, lineNo: number): void {
    if (e.contentType === 'text') {
      if (st.textOpenLine === null) this.diagnose(lineNo, 'end_without_start', 'text content_end without a content_start');
      st.textOpenLine = null;
      this.message(str(e.text) ?? '', agent, st, lineNo);
    } else if (e.contentType === 'reasoning') {
      if (st.reasoningOpenLine === null) this.diagnose(lineNo, 'end_without_start', 'reasoning content_end without a content_start');
      st.reasoningOpenLine = null;
      this.reasoningBlock(str(e.reasoning) ?? str(e.text) ?? '', agent, st, lineNo);
    } else if (e.contentType === 'tool') {
      this.toolEnd(e, agent, st, lineNo);
    }
  }

  private message(text: string, agent: string | null, st: AgentState, lineNo: number): void {
    st.lastMessage = text;
    this.lastMessageText = text;
    this.block('messages', 'assistant_message', text, agent, st, lineNo);
  }

  private reasoningBlock(text: string, agent: string | null, st: AgentState, lineNo: number): void {
    this.block('reasoning', 'reasoning', text, agent, st, lineNo);
  }

  /**
   * A message or reasoning block and its event. Spilled, both are written as JSON text with the block's text escaped
   * once (json-text.ts): escaping it for each record cost a third of their serialization on a 210 MB ACP log.
   */
  private block(
    field: 'messages' | 'reasoning',
    type: 'assistant_message' | 'reasoning',
    text: string,
    agent: string | null,
    st: AgentState,
    lineNo: number,
  ): void {
    if (this.omitTextAndEvents) return;
    const { turn } = this;
    if (!this.spill) {
      (field === 'messages' ? this.messages : this.reasoning).push({ agent, turn, iteration: st.iteration, text, line: lineNo });
      this.events.push({ type, agent, turn, text, line: lineNo });
      return;
    }
    const textJson = jsonString(text);
    this.lastBlockJson = { text, json: textJson };
    const agentJson = jsonStringOrNull(agent);
    this.spill.addJson(field, `{"agent":${agentJson},"turn":${turn},"iteration":${jsonNumberOrNull(st.iteration)},"text":${textJson},"line":${lineNo}}`);
    this.spill.addJson('events', `{"type":"${type}","agent":${agentJson},"turn":${turn},"text":${textJson},"line":${lineNo}}`);
  }

  private toolEnd(e: Rec, agent: string | null, st: AgentState, lineNo: number): void {
    this.closeCall(str(e.toolCallId), str(e.toolName), e.output, num(e.durationMs), this.topLevelError(e.error), agent, st, lineNo);
  }

  /** A tool call's content_end: `topError` is its top-level `error` field as topLevelError reads it. */
  private closeCall(
    id: string | null,
    name: string | null,
    output: unknown,
    durationMs: number | null,
    topError: string | null,
    agent: string | null,
    st: AgentState,
    lineNo: number,
  ): void {
    let inv = this.open.take(agent, id);
    if (!inv) {
      this.diagnose(lineNo, 'end_without_start', `tool content_end for ${name ?? '(unnamed)'} call ${id ?? '(no id)'} without a content_start`);
      inv = this.newInvocation(name ?? '(unnamed)', id, agent, st.iteration, null, lineNo);
    }
    inv.duration_ms = durationMs;
    const refusals: { item: number | null; reason: string; kind: Denial['kind'] }[] = [];
    const consider = (text: string | null, item: number | null) => {
      const m = text === null ? null : findDenialMarker(text, this.markers);
      if (m && text !== null) refusals.push({ item, reason: text, kind: m.kind });
    };

    if (Array.isArray(output)) {
      const items: ToolItem[] = output.map((raw) => {
        const it = isRecord(raw) ? raw : {};
        return { query: str(it.query), result: str(it.result), error: str(it.error), success: bool(it.success) };
      });
      inv.items = items;
      inv.result = items.map((i) => i.result ?? '').join('\n');
      const errs = items.map((i) => i.error).filter((x): x is string => x !== null);
      inv.error = errs.length ? errs.join('\n') : topError;
      inv.ok = topError === null && items.every((i) => i.success !== false && i.error === null);
      items.forEach((it, i) => {
        const before = refusals.length;
        consider(it.error, i);
        if (refusals.length === before && it.success === false && it.result) this.considerSandbox(it.result, i, refusals);
      });
    } else if (isRecord(output)) {
      const errText = str(output.error);
      if ('text' in output && inv.name === 'spawn_agent') {
        inv.result = str(output.text);
        this.addSubagentUsage(output.usage);
      } else {
        inv.result = str(output.result) ?? errText ?? JSON.stringify(output);
      }
      inv.error = errText ?? topError;
      inv.ok = inv.error === null && output.success !== false;
      consider(errText ?? topError, null);
      if (!refusals.length && output.success === false && typeof output.result === 'string')
        this.considerSandbox(output.result, null, refusals);
    } else {
      inv.result = typeof output === 'string' ? output : output === undefined ? null : JSON.stringify(output);
      inv.error = topError;
      inv.ok = topError === null;
      consider(topError, null);
    }

    const inputKeys = refusals.length && isRecord(inv.input) ? Object.keys(inv.input).sort() : [];
    for (const r of refusals) {
      this.keepDenial({
        tool: inv.name,
        tool_call_id: inv.id,
        ordinal: inv.ordinal,
        item: r.item,
        kind: r.kind,
        reason: r.reason,
        input_keys: inputKeys,
        agent: inv.agent,
        turn: inv.turn,
      });
    }
    this.spillClosedCalls();
  }

  private considerSandbox(text: string, item: number | null, out: { item: number | null; reason: string; kind: Denial['kind'] }[]): void {
    const hit = findSandboxLine(text, this.markers);
    if (hit) out.push({ item, reason: hit.line, kind: hit.marker.kind });
  }

  /** The top-level `error` field: a JSON string of `{error}`, or plain text. */
  private topLevelError(v: unknown): string | null {
    if (typeof v !== 'string') return null;
    if (v.startsWith('{')) {
      try {
        const parsed: unknown = JSON.parse(v);
        if (isRecord(parsed) && typeof parsed.error === 'string') return parsed.error;
      } catch {
        // not JSON after all: keep the text as it is
      }
    }
    return v;
  }

  private addSubagentUsage(u: unknown): void {
    if (!isRecord(u)) return;
    this.subagentUsageSeen = true;
    this.subagentTokens = sumTokens([this.subagentTokens, tokensOf(u, '')]);
  }
}
