/** eval-magic's run-record transcript shape, derived from a full Transcript. */
import type { EvalMagicTranscript, Transcript } from './schema.js';

export function toEvalMagic(t: Transcript): EvalMagicTranscript {
  const tool_invocations = t.tool_invocations.map((i) => ({ name: i.name, args: i.args, ordinal: i.ordinal, result: i.result }));
  const events: EvalMagicTranscript['events'] = [];
  for (const e of t.events) {
    // eval-magic's events are assistant messages and tool calls only, numbered by position.
    if (e.type === 'assistant_message') events.push({ type: 'assistant_message', ordinal: events.length, text: e.text });
    else if (e.type === 'tool_invocation') {
      const inv = tool_invocations[e.tool_ordinal];
      if (inv) events.push({ type: 'tool_invocation', ordinal: events.length, name: inv.name, args: inv.args, result: inv.result });
    }
  }
  return {
    tool_invocations,
    events,
    session_id: t.session_id,
    total_tokens: t.total_tokens,
    duration_ms: t.duration_ms,
    final_text: t.final_text,
  };
}
