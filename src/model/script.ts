import { z } from 'zod';
import { InputError } from '../errors.js';
import { readJsonInput } from '../json-input.js';
import { firstFieldProblem } from '../field-problems.js';

/** One scripted tool call. `arguments` is sent as JSON text, or verbatim when it is a string. */
export const ScriptToolCallSchema = z.strictObject({
  id: z.string().min(1).optional(),
  name: z.string().min(1),
  arguments: z.union([z.record(z.string(), z.unknown()), z.string()]).default({}),
});

export const ScriptUsageSchema = z.strictObject({
  prompt_tokens: z.number().int().nonnegative(),
  completion_tokens: z.number().int().nonnegative(),
  cached_tokens: z.number().int().nonnegative().optional(),
});

/** One model reply: request i of a run gets turn i; the last turn repeats. */
export const ScriptTurnSchema = z
  .strictObject({
    content: z.union([z.string(), z.array(z.string())]).optional(),
    reasoning: z.union([z.string(), z.array(z.string())]).optional(),
    tool_calls: z.array(ScriptToolCallSchema).optional(),
    usage: ScriptUsageSchema.optional(),
    delay_ms: z.number().int().nonnegative().optional(),
    http_status: z.number().int().min(400).max(599).optional(),
    message: z.string().optional(),
    hang: z.boolean().optional(),
  })
  .refine((t) => t.message === undefined || t.http_status !== undefined, {
    message: '`message` only goes with `http_status`',
    path: ['message'],
  });

export const ScriptTurnsSchema = z.array(ScriptTurnSchema).min(1, 'a script needs at least one turn');

/**
 * A script whose conversation depends on its first request: the first key of
 * `if_request_contains` found in the request's messages (system prompt
 * included) picks that branch; else the first key of `if_tool_offered` naming
 * an offered tool; else `turns`. Cline offers `skills` only when a skill is
 * discoverable, so one script can answer differently with and without a staged
 * skill; a text such as a stage slug's `new_skill__` tells skill versions apart.
 */
export const BranchingScriptSchema = z.strictObject({
  turns: ScriptTurnsSchema,
  if_request_contains: z.record(z.string(), ScriptTurnsSchema).default({}),
  if_tool_offered: z.record(z.string(), ScriptTurnsSchema).default({}),
});

/** The script file as JSON Schema sees it (the loader picks the form by shape, see ModelScriptSchema). */
export const ModelScriptFileSchema = z.union([ScriptTurnsSchema, BranchingScriptSchema]);

export type ModelScript = z.infer<typeof ScriptTurnsSchema> | z.infer<typeof BranchingScriptSchema>;

/**
 * Either form. The form is chosen by shape before validating (an array is a
 * list of turns) so that errors speak of the form the author meant rather
 * than of a failed union.
 */
export const ModelScriptSchema: z.ZodType<ModelScript, unknown> = z.unknown().transform((data, ctx) => {
  const result = (Array.isArray(data) ? ScriptTurnsSchema : BranchingScriptSchema).safeParse(data);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});

export type ScriptToolCall = z.infer<typeof ScriptToolCallSchema>;
export type ScriptTurn = z.infer<typeof ScriptTurnSchema>;

/** What a conversation's first request shows the script: the tools offered and all message text. */
export interface FirstRequest {
  tools: readonly string[];
  /** The text of every message, system prompt included, joined. */
  text: string;
}

/** The turns a conversation gets, chosen by its first request. An empty key never matches. */
export function turnsFor(script: ModelScript, first: FirstRequest): ScriptTurn[] {
  if (Array.isArray(script)) return script;
  const needle = Object.keys(script.if_request_contains).find((t) => t !== '' && first.text.includes(t));
  if (needle !== undefined) return script.if_request_contains[needle]!;
  const tool = Object.keys(script.if_tool_offered).find((t) => first.tools.includes(t));
  return tool ? script.if_tool_offered[tool]! : script.turns;
}

/**
 * Replaces `{key}` slots in every string of the script (e.g. `{env}`,
 * `{staged_skill}`), the keys of `if_request_contains` included; slots without
 * a value stay as written.
 */
export function fillScript(script: ModelScript, values: Record<string, string>): ModelScript {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (slot, key: string) => values[key] ?? slot);
  const filled = mapStrings(script, fill);
  if (Array.isArray(filled)) return filled;
  return { ...filled, if_request_contains: Object.fromEntries(Object.entries(filled.if_request_contains).map(([k, v]) => [fill(k), v])) };
}

function mapStrings<T>(value: T, fn: (s: string) => string): T {
  if (typeof value === 'string') return fn(value) as T;
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fn)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, fn)])) as T;
  }
  return value;
}

/** Validates script data (e.g. from a suite's TOML), naming the field of the first problem: `[3].tool_calls[1].name` (items counted from 1). */
export function parseModelScript(data: unknown, source = 'script'): ModelScript {
  const result = ModelScriptSchema.safeParse(data);
  if (result.success) return result.data;
  const problem = firstFieldProblem(result.error);
  throw new InputError(`${problem.field}: ${problem.message}`, source);
}

export function loadModelScript(file: string): Promise<ModelScript> {
  return readJsonInput(file, ModelScriptSchema, 'the model script');
}
