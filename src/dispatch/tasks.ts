import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { InputError, errorMessage } from '../errors.js';
import { fieldName } from '../field-problems.js';
import { JsonInputError, jsonLineOf, parseJsonInput } from '../json-input.js';

/** One entry of a tasks file; relative paths are relative to the file. */
export const TaskEntrySchema = z
  .strictObject({
    id: z.string().min(1).optional(),
    env: z.string().min(1),
    prompt: z.string().min(1).optional(),
    prompt_file: z.string().min(1).optional(),
    out: z.string().min(1),
    model: z.string().min(1).optional(),
    timeout: z.number().positive().optional(),
  })
  .refine((t) => (t.prompt === undefined) !== (t.prompt_file === undefined), {
    message: 'give exactly one of `prompt` and `prompt_file`',
  });

export const TasksFileSchema = z.array(TaskEntrySchema);
export type TaskEntry = z.infer<typeof TaskEntrySchema>;

/** A task ready to dispatch: absolute paths and the prompt text. */
export interface Task {
  id: string;
  env: string;
  prompt: string;
  out: string;
  model?: string;
  timeoutS?: number;
  /** The task's scratch dir (cline's TMPDIR, writable in the sandbox); default: a fresh one, removed afterwards. */
  scratch?: string;
}

export async function readPromptFile(file: string): Promise<string> {
  try {
    const text = await readFile(file, 'utf8');
    if (text.trim() === '') throw new InputError('the prompt file is empty', file);
    return text;
  } catch (err) {
    if (err instanceof InputError) throw err;
    throw new InputError(`cannot read the prompt file: ${errorMessage(err)}`, file);
  }
}

/** Reads and checks a tasks file, naming the entry and field of any problem. */
export async function loadTasksFile(file: string): Promise<Task[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    throw new InputError(`cannot read the tasks file: ${errorMessage(err)}`, file);
  }
  const entries = parseJsonInput(text, file, TasksFileSchema, 'the tasks file');
  const base = dirname(resolve(file));
  const tasks: Task[] = [];
  const ids = new Set<string>();
  for (const [index, entry] of entries.entries()) {
    const id = entry.id ?? `task-${index + 1}`;
    if (ids.has(id)) throw new JsonInputError(file, jsonLineOf(text, [index, 'id']), fieldName([index, 'id']), `duplicate task id ${JSON.stringify(id)}`);
    ids.add(id);
    tasks.push({
      id,
      env: resolve(base, entry.env),
      prompt: entry.prompt ?? (await readPromptFile(resolve(base, entry.prompt_file!))),
      out: resolve(base, entry.out),
      model: entry.model,
      timeoutS: entry.timeout,
    });
  }
  return tasks;
}
