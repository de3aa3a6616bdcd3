/**
 * How eval-magic reads a round's events file through a descriptor's `[transcript.extract]` and a `claude-stream-json`
 * denial reader, following its documented rules (src/adapters/extract.rs and claude_code/stream_json.rs at the commit
 * the README names): a field pick takes the last matching record; dotted paths descend objects; a tool item's name is
 * `name_field`, its args every other key not in `args_omit` (null when none), its result the first present
 * `result_coalesce` field as a string; tokens sum the listed integers less the subtracted ones per record, clamped at 0,
 * and stay null when no record carries them; refusals are the last `result` record's `permission_denials`, each reason
 * taken from the `tool_result` block its id names. eval-magic itself cannot be built here (its crates are not in reach),
 * so this reader stands in for it; it is written from those rules, not from our writer.
 */
import { readFile } from 'node:fs/promises';

type Json = Record<string, unknown>;
type Where = Record<string, string>;
interface Pick {
  where?: Where;
  field: string;
}
export interface ExtractSpec {
  session_id?: Pick;
  assistant_messages?: Pick;
  final_text?: Pick;
  tools?: { where?: Where; item?: string; name_field: string; skip_names?: string[]; args_omit?: string[]; result_coalesce?: string[] };
  tokens?: { where?: Where; sum: string[]; subtract?: string[] };
  duration?: { where?: Where; field?: string };
}

export interface ReadRound {
  session_id: string | null;
  final_text: string | null;
  total_tokens: number | null;
  duration_ms: number | null;
  tool_invocations: { name: string; args: Json | null; result: string | null; ordinal: number }[];
  events: ({ type: 'assistant_message'; text: string } | { type: 'tool_invocation'; name: string })[];
  denials: { tool: string; reason: string | null; input_keys: string[] }[];
}

const resolve = (record: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, seg) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json)[seg] : undefined), record);
const matches = (record: Json, where: Where = {}) => Object.entries(where).every(([path, want]) => resolve(record, path) === want);
const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

function lastString(records: Json[], pick: Pick | undefined): string | null {
  if (!pick) return null;
  const found = records.filter((r) => matches(r, pick.where)).map((r) => resolve(r, pick.field)).filter((v) => typeof v === 'string');
  return (found.at(-1) as string | undefined) ?? null;
}

function tool(spec: ExtractSpec['tools'], record: Json, ordinal: number): ReadRound['tool_invocations'][number] | null {
  if (!spec || !matches(record, spec.where)) return null;
  const item = spec.item ? resolve(record, spec.item) : record;
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return null;
  const name = (item as Json)[spec.name_field];
  if (typeof name !== 'string' || spec.skip_names?.includes(name)) return null;
  const args = Object.fromEntries(Object.entries(item).filter(([k]) => !spec.args_omit?.includes(k)));
  const resultKey = spec.result_coalesce?.find((k) => k in (item as Json));
  return { name, args: Object.keys(args).length ? args : null, result: resultKey === undefined ? null : asText((item as Json)[resultKey]), ordinal };
}

export async function readRound(file: string, spec: ExtractSpec): Promise<ReadRound> {
  const records = (await readFile(file, 'utf8')).split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as Json);
  const tool_invocations: ReadRound['tool_invocations'] = [];
  const events: ReadRound['events'] = [];
  for (const r of records) {
    const text = spec.assistant_messages && matches(r, spec.assistant_messages.where) ? resolve(r, spec.assistant_messages.field) : undefined;
    if (typeof text === 'string') events.push({ type: 'assistant_message', text });
    const call = tool(spec.tools, r, tool_invocations.length);
    if (call) {
      tool_invocations.push(call);
      events.push({ type: 'tool_invocation', name: call.name });
    }
  }
  let total_tokens: number | null = null;
  for (const r of spec.tokens ? records.filter((x) => matches(x, spec.tokens!.where)) : []) {
    const summed = spec.tokens!.sum.map((p) => resolve(r, p)).filter((v) => v !== undefined);
    if (!summed.length) continue;
    const less = (spec.tokens!.subtract ?? []).map((p) => resolve(r, p)).filter((v): v is number => Number.isInteger(v));
    const sub = summed.filter((v): v is number => Number.isInteger(v)).reduce((a, b) => a + b, 0) - less.reduce((a, b) => a + b, 0);
    total_tokens = (total_tokens ?? 0) + Math.max(0, sub);
  }
  const durations = spec.duration?.field ? records.filter((r) => matches(r, spec.duration!.where)).map((r) => resolve(r, spec.duration!.field!)) : [];
  const duration = durations.filter((v) => Number.isInteger(v)).at(-1) as number | undefined;

  const reasons = new Map<string, string>();
  for (const r of records.filter((x) => x.type === 'user')) {
    const content = resolve(r, 'message.content');
    for (const block of Array.isArray(content) ? (content as Json[]) : []) {
      if (block.type === 'tool_result' && typeof block.tool_use_id === 'string') reasons.set(block.tool_use_id, asText(block.content));
    }
  }
  const result = records.filter((r) => r.type === 'result').at(-1);
  const listed = Array.isArray(result?.permission_denials) ? (result.permission_denials as Json[]) : [];
  const denials = listed.map((d) => ({
    tool: String(d.tool_name ?? ''),
    reason: typeof d.tool_use_id === 'string' ? (reasons.get(d.tool_use_id) ?? null) : null,
    input_keys: Object.keys((d.tool_input as Json | undefined) ?? {}).sort(),
  }));

  return {
    session_id: lastString(records, spec.session_id),
    final_text: lastString(records, spec.final_text),
    total_tokens,
    duration_ms: duration ?? null,
    tool_invocations,
    events,
    denials,
  };
}
