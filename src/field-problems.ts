/**
 * One way to turn zod issues into what a user can act on: the field (a dotted
 * path, `[n]` for array items, counted from 1 as `[[case]]` tables and lines
 * are) and a message, placed as `file:line: field: message`. The descriptor,
 * suites, check specs and JSON inputs all name fields through `fieldName`.
 */
import type { z } from 'zod';

export interface FieldProblem {
  /** The zod path, with an unknown key appended to its parent's. */
  path: PropertyKey[];
  /** `case[1].timeout`, `tools.shel`; `(top level)` for the root. */
  field: string;
  message: string;
  /** Set when the problem is a key the schema does not know. */
  unknownKey?: string;
}

/** Renders a path (array indexes 0-based, as zod gives them) as a field name, items counted from 1: `case[1].check[2].pattern`. */
export function fieldName(path: readonly PropertyKey[]): string {
  const text = path.map((p) => (typeof p === 'number' ? `[${p + 1}]` : `.${String(p)}`)).join('').replace(/^\./, '');
  return text || '(top level)';
}

/** Every problem in `error`, one per unknown key (zod reports those on the parent, naming the key is what helps). */
export function fieldProblems(error: z.ZodError): FieldProblem[] {
  return error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => {
        const path = [...issue.path, key];
        return { path, field: fieldName(path), message: `unknown field "${key}"`, unknownKey: key };
      });
    }
    return [{ path: [...issue.path], field: fieldName(issue.path), message: issue.message }];
  });
}

/** The problem to report first: a misspelt field also shows up as a missing one, and the misspelling is the cause. */
export function firstFieldProblem(error: z.ZodError): FieldProblem {
  const problems = fieldProblems(error);
  return problems.find((p) => p.unknownKey !== undefined) ?? problems[0]!;
}

/** `file:line`, or the file alone when the line is unknown. */
export function placeOf(file: string, line: number | null | undefined): string {
  return line ? `${file}:${line}` : file;
}
