import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { InputError, errorMessage } from '../errors.js';

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

export const ModelScriptSchema = z.array(ScriptTurnSchema).min(1, 'a script needs at least one turn');

export type ScriptToolCall = z.infer<typeof ScriptToolCallSchema>;
export type ScriptTurn = z.infer<typeof ScriptTurnSchema>;
export type ModelScript = z.infer<typeof ModelScriptSchema>;

/** Validates script data, naming the entry and field of the first problem. */
export function parseModelScript(data: unknown, source = 'script'): ModelScript {
  const result = ModelScriptSchema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const [entry, ...field] = issue.path;
  const where =
    typeof entry === 'number'
      ? `entry ${entry}${field.length ? ` (${field.join('.')})` : ''}`
      : 'top level';
  throw new InputError(`${where}: ${issue.message}`, source);
}

export async function loadModelScript(file: string): Promise<ModelScript> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    throw new InputError(`cannot read model script: ${errorMessage(err)}`, file);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new InputError(`not valid JSON: ${errorMessage(err)}`, file);
  }
  return parseModelScript(data, file);
}
