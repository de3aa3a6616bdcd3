/**
 * The fields each `--json` event carries in every published cline 3.x
 * (3.0.57–3.0.65 write the same ones; see fixtures/captures). A field outside
 * this table means the stream drifts from what the parser was built against.
 * Keys: the top-level type, or `agent_event.<inner type>` (content events also
 * `.<contentType>`).
 */
const FIELDS: Record<string, readonly string[]> = {
  agent_event: ['event', 'ts', 'type'],
  hook_event: ['agentId', 'hookEventName', 'parentAgentId', 'taskId', 'ts', 'type'],
  run_result: ['aggregateUsage', 'durationMs', 'finishReason', 'iterations', 'model', 'text', 'ts', 'type', 'usage'],
  run_aborted: ['message', 'reason', 'ts', 'type'],
  'agent_event.content_start.text': ['accumulated', 'contentType', 'text', 'type'],
  'agent_event.content_end.text': ['contentType', 'text', 'type'],
  'agent_event.content_start.reasoning': ['contentType', 'reasoning', 'redacted', 'type'],
  'agent_event.content_end.reasoning': ['contentType', 'reasoning', 'redacted', 'type'],
  'agent_event.content_start.tool': ['contentType', 'input', 'toolCallId', 'toolName', 'type'],
  'agent_event.content_update.tool': ['contentType', 'toolCallId', 'toolName', 'type', 'update'],
  'agent_event.content_end.tool': ['contentType', 'durationMs', 'error', 'output', 'toolCallId', 'toolName', 'type'],
  'agent_event.done': ['iterations', 'reason', 'text', 'type', 'usage'],
  'agent_event.error': ['error', 'errorClass', 'iteration', 'recoverable', 'type'],
  'agent_event.iteration_start': ['iteration', 'type'],
  'agent_event.iteration_end': ['hadToolCalls', 'iteration', 'toolCallCount', 'type'],
  'agent_event.usage': [
    'cacheReadTokens',
    'inputTokens',
    'outputTokens',
    'totalCacheReadTokens',
    'totalCost',
    'totalInputTokens',
    'totalOutputTokens',
    'type',
  ],
};

const KNOWN = new Map(Object.entries(FIELDS).map(([k, v]) => [k, new Set(v)]));

type Rec = Record<string, unknown>;
const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Where an event's fields are listed, and the object that holds them. */
function shapes(event: Rec): Array<[string, Rec]> {
  const type = String(event.type);
  const out: Array<[string, Rec]> = [[type, event]];
  if (type === 'agent_event' && isRecord(event.event)) {
    const inner = event.event;
    const content = typeof inner.contentType === 'string' ? `.${inner.contentType}` : '';
    const key = `agent_event.${String(inner.type)}`;
    out.push([KNOWN.has(key + content) ? key + content : key, inner]);
  }
  return out;
}

/** Fields of a parsed event that no known cline writes, as `<event key>.<field>`; unknown event types are not judged here. */
export function unknownFields(event: Rec): string[] {
  const found: string[] = [];
  for (const [key, obj] of shapes(event)) {
    const known = KNOWN.get(key);
    if (!known) continue;
    for (const field of Object.keys(obj)) if (!known.has(field)) found.push(`${key}.${field}`);
  }
  return found;
}

/** A cheap key for sampling: the event type and inner type as they appear in the line, without parsing it. */
export function sampleKey(line: string): string {
  const m = /"type":"([a-z_]+)"(?:,"event":\{"type":"([a-z_]+)")?/.exec(line);
  return m ? `${m[1]}.${m[2] ?? ''}` : '';
}
