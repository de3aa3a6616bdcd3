/**
 * Reading and validating check specs. smol-toml gives no positions for valid
 * TOML, so a problem in the Nth check is located by finding the Nth
 * `[[check]]` header line in the text ourselves.
 */
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { z } from 'zod';
import { InputError, errorMessage } from '../errors.js';
import { firstFieldProblem, placeOf } from '../field-problems.js';
import { parseTomlText } from '../toml.js';
import { CHECK_TYPES, CheckSpecSchema, checkDefinition, type CheckSpec, type CheckType } from './registry.js';

/** A check spec problem, naming the file, the line of the offending table (when known) and the field. */
export class CheckSpecError extends InputError {
  constructor(
    readonly file: string,
    /** 1-based line of the check's table header; null when the table has no header line (inline arrays). */
    readonly line: number | null,
    /** The field at fault, e.g. `pattern`; null when the table as a whole is. */
    readonly field: string | null,
    message: string,
  ) {
    super(message, placeOf(file, line), 'check_spec_invalid');
  }
}

/** Where checks come from: the file, and the header line of each table by position. */
export interface CheckSource {
  file: string;
  /** lines[i]: 1-based line of the i-th table's header; missing entries leave the line out of messages. */
  lines?: readonly (number | undefined)[];
  /** How tables are named in messages, e.g. `check` or `case.check`. */
  table?: string;
}

/**
 * 1-based lines of the `[[KEY]]` array-of-tables headers in TOML text, in order.
 * Lines inside multi-line strings are skipped; KEY is a dotted key such as
 * `check` or `case.check` (spaces around the dots are allowed, quotes are not).
 */
export function arrayTableLines(text: string, key: string): number[] {
  const parts = key.split('.').map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const header = new RegExp(`^\\s*\\[\\[\\s*${parts.join('\\s*\\.\\s*')}\\s*\\]\\]\\s*(#.*)?$`);
  const lines: number[] = [];
  let open: '"""' | "'''" | null = null;
  for (const [i, line] of text.split(/\r?\n/).entries()) {
    if (open === null && header.test(line)) lines.push(i + 1);
    // An odd count of a delimiter toggles whether the next line is inside a multi-line string.
    for (const delim of ['"""', "'''"] as const) {
      if (open !== null && open !== delim) continue;
      if (line.split(delim).length % 2 === 0) open = open === null ? delim : null;
    }
  }
  return lines;
}

function isTable(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The first problem zod found, as a field and a message a user can act on. */
function firstProblem(error: z.ZodError, table: Record<string, unknown>, type: CheckType): { field: string | null; message: string } {
  const problem = firstFieldProblem(error);
  const field = problem.path.length ? problem.field : null;
  if (problem.unknownKey !== undefined) {
    const known = Object.keys(checkDefinition(type).schema.shape).join(', ');
    return { field, message: `unknown field "${field}" (${type} takes: ${known})` };
  }
  if (field !== null && problem.path.length === 1 && !(field in table)) return { field, message: `missing field "${field}"` };
  return { field, message: field === null ? problem.message : `field "${field}": ${problem.message}` };
}

/**
 * Validates an array of check tables (already parsed from TOML) and fills in
 * defaults. Throws CheckSpecError for the first bad check, naming its line
 * when `source.lines` has it.
 */
export function validateChecks(raw: unknown, source: CheckSource): CheckSpec[] {
  const table = source.table ?? 'check';
  if (!Array.isArray(raw)) throw new CheckSpecError(source.file, null, table, `"${table}" must be an array of tables ([[${table}]])`);
  return raw.map((entry, i) => {
    const fail = (field: string | null, message: string): never => {
      throw new CheckSpecError(source.file, source.lines?.[i] ?? null, field, `[[${table}]] #${i + 1}: ${message}`);
    };
    if (!isTable(entry)) return fail(null, 'must be a table');
    const type = entry.type;
    if (type === undefined) return fail('type', `missing field "type" (one of: ${CHECK_TYPES.join(', ')})`);
    if (typeof type !== 'string' || !(CHECK_TYPES as readonly string[]).includes(type)) {
      return fail('type', `unknown type ${JSON.stringify(type)} (one of: ${CHECK_TYPES.join(', ')})`);
    }
    // The type is known now, so the union's errors are that type's.
    const result = CheckSpecSchema.safeParse(entry);
    if (!result.success) {
      const problem = firstProblem(result.error, entry, type as CheckType);
      return fail(problem.field, `${type}: ${problem.message}`);
    }
    // Paths a check names (setup files, rubric files) are relative to the file that names them.
    const resolvePaths = checkDefinition(result.data.type).resolvePaths;
    return resolvePaths ? (resolvePaths(result.data, dirname(resolve(source.file))) as CheckSpec) : result.data;
  });
}

/** Parses a checks file's text: `[[check]]` tables and nothing else, at least one. */
export function parseCheckSpec(text: string, file: string): CheckSpec[] {
  const doc = parseTomlText(text, file);
  const extra = Object.keys(doc).filter((k) => k !== 'check');
  if (extra.length) {
    throw new CheckSpecError(file, null, extra[0]!, `unknown top-level key "${extra[0]}": a checks file holds only [[check]] tables`);
  }
  if (doc.check === undefined) throw new CheckSpecError(file, null, 'check', 'no [[check]] tables');
  const checks = validateChecks(doc.check, { file, lines: arrayTableLines(text, 'check') });
  if (!checks.length) throw new CheckSpecError(file, null, 'check', 'no [[check]] tables');
  return checks;
}

/** Reads and parses a checks file; an unreadable file is an InputError naming it. */
export async function loadCheckSpec(file: string): Promise<CheckSpec[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    throw new InputError(`cannot read check spec: ${errorMessage(err)}`, file);
  }
  return parseCheckSpec(text, file);
}
