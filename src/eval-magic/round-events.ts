/**
 * One round's transcript as the flat NDJSON file eval-magic reads through the exported descriptor
 * (`parse --format eval-magic-events`). eval-magic drives every task, one-shot ones too, round by round and needs each
 * round's session id, which no parser of its own finds in a Cline stream; its declarative `[transcript.extract]` can
 * read a flat file, so we write one. The records and the extract spec that reads them are kept here together so they
 * cannot drift apart.
 *
 * Refusals ride along in the structural form of eval-magic's `claude-stream-json` denial reader (a `result` record's
 * `permission_denials`, each reason in a `tool_result` block): that reader takes every listed refusal as it is, where
 * its `cline-json` reader keeps only the refusal wordings it knows. Which calls were refused is decided here, by this
 * project's parser.
 */
import { rootAgent } from '../transcript/agents.js';
import type { Transcript } from '../transcript/schema.js';
import { resultText } from './records.js';

/** The file each round's outputs dir gets, and the descriptor's `events_filename`. */
export const ROUND_EVENTS_FILE = 'eval-magic-events.jsonl';

/** Keys of a tool item that are not the call's arguments; `@` keeps them apart from Cline's argument names. */
const TOOL_NAME = '@name';
const TOOL_RESULT = '@result';

/** eval-magic's `[transcript.extract]` over the records below (its rule: a field pick takes the last match). */
export const ROUND_EVENTS_EXTRACT = {
  session_id: { where: { type: 'session' }, field: 'session_id' },
  assistant_messages: { where: { type: 'assistant_message' }, field: 'text' },
  tools: { where: { type: 'tool_invocation' }, item: 'tool', name_field: TOOL_NAME, args_omit: [TOOL_NAME, TOOL_RESULT], result_coalesce: [TOOL_RESULT] },
  final_text: { where: { type: 'final' }, field: 'text' },
  tokens: { where: { type: 'usage' }, sum: ['total_tokens'] },
  duration: { where: { type: 'duration' }, field: 'duration_ms' },
};

/** The eval-magic reader of the refusals written below. */
export const ROUND_EVENTS_DENIALS_PARSER = 'claude-stream-json';

/**
 * The records, in order: the session, then the main agent's messages and tool calls as the stream had them (a
 * subagent's own events are its parent's tool result, as in eval-magic's conversations), the final text, the token
 * total (input + output − cache read) and the duration, each only when known, then the refusals.
 */
export function roundEventRecords(t: Transcript): Record<string, unknown>[] {
  const records: Record<string, unknown>[] = [];
  if (t.session_id) records.push({ type: 'session', session_id: t.session_id });
  const root = rootAgent(t);
  for (const e of t.events) {
    if (e.agent !== root) continue;
    if (e.type === 'assistant_message') records.push({ type: 'assistant_message', text: e.text });
    else if (e.type === 'tool_invocation') {
      const call = t.tool_invocations[e.tool_ordinal];
      const result = resultText(call?.result);
      records.push({ type: 'tool_invocation', tool: { [TOOL_NAME]: e.name, ...(call?.args ?? {}), ...(result === null ? {} : { [TOOL_RESULT]: result }) } });
    }
  }
  if (t.final_text !== null) records.push({ type: 'final', text: t.final_text });
  if (t.total_tokens !== null) records.push({ type: 'usage', total_tokens: t.total_tokens });
  if (t.duration_ms !== null) records.push({ type: 'duration', duration_ms: Math.round(t.duration_ms) });
  if (t.denials.length) {
    const ids = t.denials.map((_, i) => `denial-${i + 1}`);
    records.push({
      type: 'user',
      message: { role: 'user', content: t.denials.map((d, i) => ({ type: 'tool_result', tool_use_id: ids[i], content: d.reason, is_error: true })) },
    });
    records.push({
      type: 'result',
      // Only the input's keys are known (the transcript leaves values out), so each maps to null.
      permission_denials: t.denials.map((d, i) => ({
        tool_name: d.tool,
        tool_use_id: ids[i],
        tool_input: Object.fromEntries(d.input_keys.map((k) => [k, null])),
      })),
    });
  }
  return records;
}
