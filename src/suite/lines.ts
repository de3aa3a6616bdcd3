/**
 * Where things are in a suite file's text: the 1-based line of a field, a
 * table or an array-table entry, so that every message about the file can say
 * `file:line:`. TOML parsers keep no positions, so this reads the text's
 * headers and keys; it finds what a hand-written suite holds, and gives null
 * (the message then falls back to the nearest table) where it cannot tell.
 */
import { arrayTableLines } from '../check/spec.js';
import { fieldName } from '../field-problems.js';

/** The 1-based line of a top-level `key = …` (before the first table header), when there is one. */
export function topKeyLine(text: string, key: string): number | null {
  return keyLineAfter(text, key, 0);
}

/** The 1-based line of `key = …` in the table whose header is on line `after` (0: the top level), before the next header. */
export function keyLineAfter(text: string, key: string, after: number | null): number | null {
  if (after === null) return null;
  const lines = text.split(/\r?\n/);
  for (let i = after; i < lines.length; i++) {
    if (/^\s*\[/.test(lines[i]!)) return null;
    if (new RegExp(`^\\s*${key}\\s*=`).test(lines[i]!)) return i + 1;
  }
  return null;
}

/** The 1-based line of a `[name]` table header, when there is one. */
export function tableLine(text: string, name: string): number | null {
  const escaped = name.replace(/\./g, '\\s*\\.\\s*');
  const at = text.split(/\r?\n/).findIndex((l) => new RegExp(`^\\s*\\[\\s*${escaped}\\s*\\]\\s*(#.*)?$`).test(l));
  return at < 0 ? null : at + 1;
}

/** The first line after `from` (a header's line) that is a `[name]` header, before `until`. */
function tableLineBetween(text: string, name: string, from: number, until: number): number | null {
  const escaped = name.replace(/\./g, '\\s*\\.\\s*');
  const lines = text.split(/\r?\n/);
  for (let i = from; i < Math.min(lines.length, until - 1); i++) {
    if (new RegExp(`^\\s*\\[\\s*${escaped}\\s*\\]\\s*(#.*)?$`).test(lines[i]!)) return i + 1;
  }
  return null;
}

/** A top-level table (`[gate]`) or key (`gate = {…}`), and the line of `field` in it when given and found. */
function topLine(text: string, table: string, field?: string): number | null {
  const key = topKeyLine(text, table);
  if (key !== null) return key;
  const header = tableLine(text, table);
  return (field ? keyLineAfter(text, field, header) : null) ?? header;
}

/**
 * The line a zod path into the suite points at: inside `[[case]]` and `[[model]]` entries, the entry's header (or the
 * line of its own key); at the top level, the key or the table; the file's first line when nothing closer is known.
 */
export function lineOfPath(text: string, path: readonly PropertyKey[]): number {
  const [top, index, field] = path;
  if (typeof top !== 'string') return 1;
  if (typeof index === 'number') {
    const header = arrayTableLines(text, top)[index] ?? null;
    return (typeof field === 'string' ? keyLineAfter(text, field, header) : null) ?? header ?? topKeyLine(text, top) ?? 1;
  }
  if (top === 'case' || top === 'model') return arrayTableLines(text, top)[0] ?? topLine(text, top) ?? 1;
  return topLine(text, top, typeof index === 'string' ? index : undefined) ?? 1;
}

/**
 * The lines of what a run may refuse before any task (an unset key, a judge check without a judge model, an
 * unreachable gate rule), by field name: `model[2].api_key_env`, `judge_model.api_key_env`, `case[1]`,
 * `case[1].check[3]`, `case[1].gate.min_delta` (the case's own rule, else the `[gate]` one it inherits).
 */
export function suiteLines(text: string, caseCount: number, modelTables: number): Record<string, number> {
  const lines: Record<string, number> = {};
  const put = (field: string, line: number | null) => {
    if (line !== null) lines[field] = line;
  };
  if (modelTables > 0) {
    arrayTableLines(text, 'model').forEach((header, k) => put(fieldName(['model', k, 'api_key_env']), keyLineAfter(text, 'api_key_env', header) ?? header));
  }
  for (const table of ['model', 'responder_model', 'judge_model']) put(`${table}.api_key_env`, topLine(text, table, 'api_key_env'));
  const cases = arrayTableLines(text, 'case');
  const checks = arrayTableLines(text, 'case.check');
  for (let i = 0; i < caseCount; i++) {
    const start = cases[i] ?? null;
    if (start === null) continue;
    const end = cases[i + 1] ?? Number.POSITIVE_INFINITY;
    put(fieldName(['case', i]), start);
    checks.filter((l) => l > start && l < end).forEach((l, k) => put(fieldName(['case', i, 'check', k]), l));
    const ownGate = tableLineBetween(text, 'case.gate', start, end);
    for (const rule of ['min_delta', 'min_pass_rate', 'min_win_rate', 'max_regression']) {
      put(fieldName(['case', i, 'gate', rule]), (ownGate === null ? null : keyLineAfter(text, rule, ownGate)) ?? topLine(text, 'gate', rule) ?? start);
    }
  }
  return lines;
}
