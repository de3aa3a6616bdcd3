/**
 * JSON files a user hands us (a tasks file, a turns file, a model script, a capture scenario, results to merge), read
 * and checked the way TOML inputs are: a problem is reported as `file:line: field: message`. The line of a field is
 * found with the `yaml` package, whose parser reads JSON (a subset of YAML 1.2) and keeps every node's position.
 */
import { readFile } from 'node:fs/promises';
import { LineCounter, isNode, parseDocument } from 'yaml';
import type { z } from 'zod';
import { InputError, errorMessage } from './errors.js';
import { firstFieldProblem, placeOf, type FieldProblem } from './field-problems.js';

/** A JSON input that does not parse or does not fit its schema: `file:line: field: message`. */
export class JsonInputError extends InputError {
  override readonly name = 'JsonInputError';
  constructor(
    readonly file: string,
    readonly line: number | null,
    /** The field at fault, e.g. `[3].tool_calls[1].name` (items counted from 1); null for a syntax error or the file as a whole. */
    readonly field: string | null,
    message: string,
    /** What the file failed to be, said first: `not a results.json of this cline-harness version: `. */
    context = '',
  ) {
    super(`${context}${field ? `${field}: ${message}` : message}`, placeOf(file, line), 'json_invalid');
  }
}

/** The line where the value at `path` starts, or where its nearest present parent starts (a missing field's object). */
export function jsonLineOf(text: string, path: readonly PropertyKey[]): number | null {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  if (doc.errors.length) return null;
  for (let n = path.length; n >= 0; n--) {
    const node = n === 0 ? doc.contents : doc.getIn(path.slice(0, n) as unknown[], true);
    if (isNode(node) && node.range) return lineCounter.linePos(node.range[0]).line;
  }
  return null;
}

/**
 * `JSON.parse`, with a syntax error placed at its line: from the position Node's message gives, else where the YAML
 * parser, reading the same text, meets its first error (Node 20 often names no position).
 */
function parseJsonText(text: string, file: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    const message = errorMessage(err).replace(/\s+/g, ' ');
    const position = /at position (\d+)/.exec(message);
    const line = position
      ? text.slice(0, Number(position[1])).split('\n').length
      : (parseDocument(text, { prettyErrors: true }).errors[0]?.linePos?.[0].line ?? null);
    throw new JsonInputError(file, line, null, `${what} is not valid JSON: ${message}`);
  }
}

/** The first problem of a failed parse, placed in the text. */
function jsonProblem(text: string, file: string, error: z.ZodError, prefix = ''): JsonInputError {
  const problem: FieldProblem = firstFieldProblem(error);
  return new JsonInputError(file, jsonLineOf(text, problem.path), problem.path.length ? problem.field : null, problem.message, prefix);
}

/** Parses and validates JSON text that came from `file`. */
export function parseJsonInput<S extends z.ZodType>(text: string, file: string, schema: S, what: string, prefix = ''): z.output<S> {
  const data = parseJsonText(text, file, what);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw jsonProblem(text, file, parsed.error, prefix);
  return parsed.data;
}

/** Reads, parses and validates a JSON input file. `what` names it in messages ("the tasks file"). */
export async function readJsonInput<S extends z.ZodType>(file: string, schema: S, what: string, prefix = ''): Promise<z.output<S>> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    throw new InputError(`cannot read ${what}: ${errorMessage(err)}`, file);
  }
  return parseJsonInput(text, file, schema, what, prefix);
}
