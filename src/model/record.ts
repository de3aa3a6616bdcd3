/**
 * What a model actually emitted to one task, read from the bytes of its
 * replies as they passed through the harness's proxy (see proxy.ts): each
 * reply's tool calls (id, name, argument text), text and usage. The agent can
 * write to cline's stdout but cannot reach the harness's memory, so a tool call
 * in the transcript that no reply holds was not the model's.
 */
import { z } from 'zod';

export const RecordedCallSchema = z.object({
  id: z.string().nullable(),
  name: z.string(),
  /** The argument text exactly as streamed (joined pieces). */
  arguments: z.string(),
});

export const RecordedUsageSchema = z.object({ input: z.number(), output: z.number(), cache_read: z.number() });

export const RecordedReplySchema = z.object({
  /** 0-based index of the request among the proxy's accepted requests. */
  request: z.number().int(),
  status: z.number().int(),
  text: z.string(),
  tool_calls: z.array(RecordedCallSchema),
  /** Null when the reply carried no usage. */
  usage: RecordedUsageSchema.nullable(),
  /** Whether the reply ran to its end (a finish reason or `[DONE]`); a reply cut off (a hang, a timeout) may never show. */
  complete: z.boolean().default(false),
});

export const ModelRecordSchema = z.object({
  /** The endpoint the proxy forwarded to (no key). */
  upstream: z.string(),
  replies: z.array(RecordedReplySchema),
  /** Requests refused: without the task's secret, or from a process outside the task's own (another task's agent). */
  rejected_requests: z.number().int(),
  /** Processes outside the task that came with its secret (one entry per connection): refused. */
  foreign_requests: z.array(z.strictObject({ pid: z.number().int(), name: z.string() })).default([]),
});

/** A task's check of its transcript against the record, as results.json keeps it. */
export const RecordCheckSchema = z.object({
  /** False when the model's replies did not pass the harness (`provider = "user"`): nothing could be checked. */
  checked: z.boolean(),
  note: z.string().nullable(),
  /** Tool calls the model emitted, per the record. */
  recorded_calls: z.number().int(),
  /** Transcript calls no recorded call accounts for (`#ordinal name (id)`): any makes the task invalid. */
  unmatched: z.array(z.string()),
  /**
   * Replies the task's proxy served (request indexes) that the transcript shows no sign of: another process used this
   * task's secret and took its turn. Any makes the task invalid.
   */
  unreceived: z.array(z.number().int()).default([]),
  /** Exact usage summed from the model's replies; null when unchecked or no reply carried usage. */
  tokens: RecordedUsageSchema.nullable(),
  /** Requests to the task's endpoint refused: without its secret, or from a process outside the task. */
  rejected_requests: z.number().int(),
});

export type RecordCheck = z.infer<typeof RecordCheckSchema>;
export type RecordedCall = z.infer<typeof RecordedCallSchema>;
export type RecordedUsage = z.infer<typeof RecordedUsageSchema>;
export type RecordedReply = z.infer<typeof RecordedReplySchema>;
export type ModelRecord = z.infer<typeof ModelRecordSchema>;

interface PartialCall {
  id: string | null;
  name: string;
  arguments: string;
}

/**
 * Reads one reply's body as it streams: OpenAI SSE (`data: {...}` lines) or a
 * whole `chat.completion` JSON object. Feed bytes with `push`, then `finish`.
 */
export class ReplyReader {
  private buffer = '';
  private readonly decoder = new TextDecoder();
  private whole = '';
  private sse = false;
  private text = '';
  private usage: RecordedUsage | null = null;
  private complete = false;
  private readonly calls = new Map<number, PartialCall>();

  constructor(private readonly request: number, private readonly status: number) {}

  push(bytes: Uint8Array): void {
    const text = this.decoder.decode(bytes, { stream: true });
    this.buffer += text;
    if (!this.sse) this.whole += text;
    let nl: number;
    while ((nl = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, nl).replace(/\r$/, '');
      this.buffer = this.buffer.slice(nl + 1);
      this.line(line);
    }
  }

  finish(): RecordedReply {
    this.push(new Uint8Array());
    if (this.buffer) this.line(this.buffer);
    if (!this.sse) this.completion(this.whole);
    return {
      request: this.request,
      status: this.status,
      text: this.text,
      tool_calls: [...this.calls.entries()].sort(([a], [b]) => a - b).map(([, c]) => c),
      usage: this.usage,
      complete: this.complete,
    };
  }

  private line(line: string): void {
    if (!line.startsWith('data:')) return;
    this.sse = true;
    this.whole = '';
    const data = line.slice(5).trim();
    if (data === '[DONE]') {
      this.complete = true;
      return;
    }
    const chunk = parseObject(data);
    if (!chunk) return;
    this.takeUsage(chunk.usage);
    for (const choice of asArray(chunk.choices)) {
      if ((choice as { finish_reason?: unknown })?.finish_reason) this.complete = true;
      const delta = (choice as { delta?: Record<string, unknown> })?.delta;
      if (!delta) continue;
      if (typeof delta.content === 'string') this.text += delta.content;
      for (const part of asArray(delta.tool_calls)) this.takeDelta(part as Record<string, unknown>);
    }
  }

  private takeDelta(part: Record<string, unknown>): void {
    const index = typeof part.index === 'number' ? part.index : this.calls.size;
    const fn = (part.function ?? {}) as { name?: unknown; arguments?: unknown };
    let call = this.calls.get(index);
    if (!call) this.calls.set(index, (call = { id: null, name: '', arguments: '' }));
    if (typeof part.id === 'string' && part.id) call.id = part.id;
    if (typeof fn.name === 'string') call.name += fn.name;
    if (typeof fn.arguments === 'string') call.arguments += fn.arguments;
  }

  private completion(body: string): void {
    const object = parseObject(body);
    if (!object) return;
    this.complete = Array.isArray(object.choices);
    this.takeUsage(object.usage);
    for (const choice of asArray(object.choices)) {
      const message = (choice as { message?: Record<string, unknown> })?.message;
      if (!message) continue;
      if (typeof message.content === 'string') this.text += message.content;
      asArray(message.tool_calls).forEach((c, index) => {
        const call = c as { id?: unknown; function?: { name?: unknown; arguments?: unknown } };
        this.calls.set(this.calls.size + index, {
          id: typeof call.id === 'string' ? call.id : null,
          name: typeof call.function?.name === 'string' ? call.function.name : '',
          arguments: typeof call.function?.arguments === 'string' ? call.function.arguments : '',
        });
      });
    }
  }

  private takeUsage(value: unknown): void {
    if (!value || typeof value !== 'object') return;
    const u = value as { prompt_tokens?: unknown; completion_tokens?: unknown; prompt_tokens_details?: { cached_tokens?: unknown } };
    const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
    this.usage = { input: num(u.prompt_tokens), output: num(u.completion_tokens), cache_read: num(u.prompt_tokens_details?.cached_tokens) };
  }
}

/** The usage of every reply, summed; null when no reply carried any. */
export function recordUsage(record: ModelRecord): RecordedUsage | null {
  const known = record.replies.flatMap((r) => (r.usage ? [r.usage] : []));
  if (!known.length) return null;
  return known.reduce((a, b) => ({ input: a.input + b.input, output: a.output + b.output, cache_read: a.cache_read + b.cache_read }));
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
