/**
 * The parser's output, as zod schemas. The TypeScript types are inferred from
 * these so the two cannot drift, and a JSON Schema can be generated from them.
 */
import { z } from 'zod';
import { DENIAL_KINDS } from '../descriptor/denials.js';

// The kinds are the descriptor's: its [transcript.denials] tables define them.
export { DENIAL_KINDS };
export const DenialKindSchema = z.enum(DENIAL_KINDS);

export const DIAGNOSTIC_KINDS = [
  'bom', // a UTF-8 byte-order mark before the first line (stripped)
  'crlf', // CRLF line ends (stripped); reported once, at the first such line
  'malformed_line', // not JSON
  'truncated_line', // the last line, without its newline, is not JSON: the file was cut
  'line_too_long', // longer than the reader's limit; skipped unread
  'not_an_event', // JSON, but not an object with a string `type`
  'end_without_start', // a content_end with no matching content_start
  'duplicate_tool_call_id', // a tool call id opened again while still open
  'tool_call_not_closed', // a tool content_start with no content_end
  'content_not_closed', // streamed text or reasoning with no content_end
  'missing_run_result', // the stream has no run_result
  'not_completed', // run_result.finishReason is not "completed"
  'run_aborted', // a run_aborted line
  'missing_session_files', // ACP: the session's messages.json is not beside the events (no token counts)
  'prompt_unanswered', // ACP: a session/prompt request with no response (the run was cut or killed)
] as const;
export const DiagnosticKindSchema = z.enum(DIAGNOSTIC_KINDS);

export const DiagnosticSchema = z.object({
  /** 1-based line in the events file; null for findings about the whole stream. */
  line: z.number().int().nullable(),
  kind: DiagnosticKindSchema,
  detail: z.string(),
});

/** Each field null when cline reported nothing for it: unknown is not zero. */
export const TokensSchema = z.object({
  input: z.number().nullable(),
  output: z.number().nullable(),
  cache_read: z.number().nullable(),
  cache_write: z.number().nullable(),
  cost: z.number().nullable(),
});

/** One entry of a batch tool's output (read_files, run_commands, search_codebase). */
export const ToolItemSchema = z.object({
  query: z.string().nullable(),
  result: z.string().nullable(),
  error: z.string().nullable(),
  success: z.boolean().nullable(),
});

export const ToolInvocationSchema = z.object({
  /** 0-based position among all tool calls of the run, subagents included (eval-magic counts from 0). */
  ordinal: z.number().int(),
  /** 0-based conversation turn (one per prompt); always 0 for a one-shot `--json` run. */
  turn: z.number().int(),
  id: z.string().nullable(),
  name: z.string(),
  /** agentId of the agent that made the call. */
  agent: z.string().nullable(),
  iteration: z.number().int().nullable(),
  /** content_start.input exactly as Cline reported it. */
  input: z.unknown(),
  /** input with tool-specific forms normalised (run_commands -> commands/command, read_files -> paths). */
  args: z.record(z.string(), z.unknown()),
  result: z.string().nullable(),
  /** true when every part succeeded, false on any error, null when the call never closed. */
  ok: z.boolean().nullable(),
  error: z.string().nullable(),
  items: z.array(ToolItemSchema).nullable(),
  duration_ms: z.number().nullable(),
  /** Files the call touches, as given in its input. */
  paths: z.array(z.string()),
  /** Line of the call's content_start (or of its content_end when the start is missing). */
  line: z.number().int(),
});

export const DenialSchema = z.object({
  tool: z.string(),
  tool_call_id: z.string().nullable(),
  /** The tool_invocations ordinal of the refused call. */
  ordinal: z.number().int(),
  /** Index of the refused entry in a batch call; null when the whole call was refused. */
  item: z.number().int().nullable(),
  kind: DenialKindSchema,
  /** The refusal text, verbatim. */
  reason: z.string(),
  /** Sorted keys of the refused call's input (values are left out). */
  input_keys: z.array(z.string()),
  agent: z.string().nullable(),
  turn: z.number().int(),
});

export const TextBlockSchema = z.object({
  agent: z.string().nullable(),
  turn: z.number().int(),
  iteration: z.number().int().nullable(),
  text: z.string(),
  line: z.number().int(),
});

export const ErrorRecordSchema = z.object({
  message: z.string(),
  recoverable: z.boolean().nullable(),
  iteration: z.number().int().nullable(),
  agent: z.string().nullable(),
  turn: z.number().int(),
  /**
   * stream: an agent_event error; stderr: a {"type":"error"} line of cline's stderr; run_result: the text of a run that did not complete;
   * prompt: an ACP prompt answered with a JSON-RPC error.
   */
  source: z.enum(['stream', 'stderr', 'run_result', 'prompt']),
  /** Line in the file the record came from (the events file, or the stderr file for source stderr). */
  line: z.number().int(),
});

export const AgentSchema = z.object({ id: z.string(), parent: z.string().nullable() });

/** The ordered union of messages, reasoning, tool calls and errors. */
export const TranscriptEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('assistant_message'), agent: z.string().nullable(), turn: z.number().int(), text: z.string(), line: z.number().int() }),
  z.object({ type: z.literal('reasoning'), agent: z.string().nullable(), turn: z.number().int(), text: z.string(), line: z.number().int() }),
  z.object({
    type: z.literal('tool_invocation'),
    agent: z.string().nullable(),
    turn: z.number().int(),
    /** Index into tool_invocations. */
    tool_ordinal: z.number().int(),
    name: z.string(),
    line: z.number().int(),
  }),
  z.object({ type: z.literal('error'), agent: z.string().nullable(), turn: z.number().int(), message: z.string(), line: z.number().int() }),
]);

/** One prompt of an ACP conversation and how the agent's answer ended. */
export const TurnSchema = z.object({
  index: z.number().int(),
  prompt: z.string(),
  /** The prompt response's stopReason (`end_turn`, `cancelled`); null when it was an error or never came. */
  stop_reason: z.string().nullable(),
  error: z.string().nullable(),
  /** The agent's last message of the turn. */
  final_text: z.string().nullable(),
  /** From the session's messages.json metrics of the turn's assistant messages. */
  tokens: TokensSchema,
  /** From the prompt request to its response. */
  duration_ms: z.number().nullable(),
  /** Line of the session/prompt request in acp-events.jsonl. */
  line: z.number().int(),
});

export const TranscriptSchema = z.object({
  /** `json`: a `cline --json` stream; `acp`: an ACP protocol log (acp-events.jsonl). */
  transport: z.enum(['json', 'acp']),
  /** The ACP session id; null for `--json` streams, which carry none. */
  session_id: z.string().nullable(),
  /** run_result.finishReason; null when the stream has no run_result. */
  finish_reason: z.string().nullable(),
  final_text: z.string().nullable(),
  duration_ms: z.number().nullable(),
  iterations: z.number().int().nullable(),
  model: z.object({ id: z.string().nullable(), provider: z.string().nullable() }).nullable(),
  tokens: TokensSchema,
  /** input + output - cache_read, floored at 0 (eval-magic's convention); null when any of them is unknown. */
  total_tokens: z.number().nullable(),
  /** Summed from spawn_agent results; run_result.usage does not include subagents. Null fields when the stream reported no usage at all. */
  subagent_tokens: TokensSchema,
  tool_invocations: z.array(ToolInvocationSchema),
  messages: z.array(TextBlockSchema),
  reasoning: z.array(TextBlockSchema),
  events: z.array(TranscriptEventSchema),
  /** One entry per ACP prompt; empty for a `--json` stream (its one prompt is not in the stream). */
  turns: z.array(TurnSchema),
  errors: z.array(ErrorRecordSchema),
  agents: z.array(AgentSchema),
  denials: z.array(DenialSchema),
  aborted: z.object({ reason: z.string().nullable(), message: z.string().nullable() }).nullable(),
  diagnostics: z.array(DiagnosticSchema),
  /** Event types this parser does not know, with how often each occurred ("agent_event.X", "hook_event.X" for inner types). */
  unknown_event_types: z.record(z.string(), z.number().int()),
  /** Lines read from the events file, blank ones included. */
  line_count: z.number().int(),
});

/** eval-magic's run-record transcript, so eval-magic users can swap parsers. */
export const EvalMagicToolInvocationSchema = z.object({
  name: z.string(),
  args: z.record(z.string(), z.unknown()),
  ordinal: z.number().int(),
  result: z.string().nullable(),
});

export const EvalMagicEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('assistant_message'), ordinal: z.number().int(), text: z.string() }),
  z.object({
    type: z.literal('tool_invocation'),
    ordinal: z.number().int(),
    name: z.string(),
    args: z.record(z.string(), z.unknown()),
    result: z.string().nullable(),
  }),
]);

export const EvalMagicTranscriptSchema = z.object({
  tool_invocations: z.array(EvalMagicToolInvocationSchema),
  events: z.array(EvalMagicEventSchema),
  /** The ACP session id; null for `--json` runs. */
  session_id: z.string().nullable(),
  /** null when cline reported no usage (eval-magic's convention: unknown is not zero). */
  total_tokens: z.number().nullable(),
  duration_ms: z.number().nullable(),
  final_text: z.string().nullable(),
});

export type DiagnosticKind = z.infer<typeof DiagnosticKindSchema>;
export type Diagnostic = z.infer<typeof DiagnosticSchema>;
export type Tokens = z.infer<typeof TokensSchema>;
export type ToolItem = z.infer<typeof ToolItemSchema>;
export type ToolInvocation = z.infer<typeof ToolInvocationSchema>;
export type Denial = z.infer<typeof DenialSchema>;
export type TextBlock = z.infer<typeof TextBlockSchema>;
export type ErrorRecord = z.infer<typeof ErrorRecordSchema>;
export type Agent = z.infer<typeof AgentSchema>;
export type TranscriptEvent = z.infer<typeof TranscriptEventSchema>;
export type Transcript = z.infer<typeof TranscriptSchema>;
export type Turn = z.infer<typeof TurnSchema>;
export type EvalMagicTranscript = z.infer<typeof EvalMagicTranscriptSchema>;
