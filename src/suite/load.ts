import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { arrayTableLines, validateChecks } from '../check/spec.js';
import type { CheckSpec } from '../check/schema.js';
import { MAX_PROMPT_BYTES } from '../dispatch/dispatch.js';
import { InputError, errorMessage } from '../errors.js';
import { firstFieldProblem, placeOf } from '../field-problems.js';
import { loadModelScript } from '../model/script.js';
import type { ResolvedGate } from '../results/schema.js';
import { parseTomlText } from '../toml.js';
import { resolveGate } from './gate.js';
import { SuiteSpecSchema, type SuiteCase, type SuiteSpec } from './schema.js';

/** A loaded suite: the spec with paths made absolute and checks validated. */
export interface Suite extends Omit<SuiteSpec, 'case'> {
  file: string;
  /** sha256 of the file's bytes: shards of one run must come from the same suite. */
  hash: string;
  cases: (Omit<SuiteCase, 'check' | 'gate'> & { checks: CheckSpec[]; gate: ResolvedGate })[];
}

/** The line of the table a zod path points into (`case.N...`), when it can be found. */
function lineOf(text: string, path: readonly PropertyKey[]): number | null {
  if (path[0] !== 'case' || typeof path[1] !== 'number') return null;
  return arrayTableLines(text, 'case')[path[1]] ?? null;
}

/** A problem in a suite file: `file:line: field: message`. */
export class SuiteError extends InputError {
  override readonly name = 'SuiteError';
  constructor(
    readonly file: string,
    readonly line: number | null,
    /** The field at fault, e.g. `case[0].timeout`; null for the file as a whole. */
    readonly field: string | null,
    message: string,
  ) {
    super(field ? `${field}: ${message}` : message, placeOf(file, line), 'suite_invalid');
  }
}

/**
 * Reads a suite file, naming file, line and field of the first problem. Every
 * file and directory it names must exist, model scripts must be valid, and
 * each check's `only` may name only the case's own conditions: mistakes fail
 * here, before any task runs.
 */
export async function loadSuite(file: string): Promise<Suite> {
  const abs = resolve(file);
  let text: string;
  try {
    text = await readFile(abs, 'utf8');
  } catch (err) {
    throw new InputError(`cannot read the suite: ${errorMessage(err)}`, abs);
  }
  const doc = parseTomlText(text, abs);
  if (doc.case === undefined) throw new SuiteError(abs, null, null, 'a suite needs at least one [[case]]');
  // Checks are validated by the check module, which names their own lines.
  const rawCases = Array.isArray(doc.case) ? doc.case : [];
  const parsed = SuiteSpecSchema.safeParse(doc);
  if (!parsed.success) {
    const problem = firstFieldProblem(parsed.error);
    throw new SuiteError(abs, lineOf(text, problem.path), problem.field, problem.message);
  }
  const spec = parsed.data;
  const base = dirname(abs);
  const caseLines = arrayTableLines(text, 'case');
  const checkLines = arrayTableLines(text, 'case.check');
  const seen = new Set<string>();
  const cases: Suite['cases'] = [];
  for (const [i, c] of spec.case.entries()) {
    const line = caseLines[i] ?? null;
    const fail = (field: string, message: string): never => {
      throw new SuiteError(abs, line, `case[${i}].${field}`, message);
    };
    if (seen.has(c.id)) fail('id', `duplicate case id "${c.id}"`);
    if (Buffer.byteLength(c.prompt) > MAX_PROMPT_BYTES) fail('prompt', `${Buffer.byteLength(c.prompt)} bytes; cline takes a prompt as one argument, at most ${MAX_PROMPT_BYTES} bytes`);
    seen.add(c.id);
    if ((c.conditions.includes('old_skill') || c.conditions.includes('new_skill')) && !spec.old_skill) {
      fail('conditions', 'old_skill/new_skill need a top-level old_skill (the saved copy)');
    }
    // This case's [[case.check]] headers lie between its own header and the next case's.
    const start = caseLines[i] ?? 0;
    const end = caseLines[i + 1] ?? Number.POSITIVE_INFINITY;
    const lines = checkLines.filter((l) => l > start && l < end);
    const checks = validateChecks((rawCases[i] as { check?: unknown } | undefined)?.check ?? [], { file: abs, lines, table: 'case.check' });
    // A misspelt condition in `only` would silently drop the check from every arm.
    for (const [k, check] of checks.entries()) {
      const unknown = check.only?.find((name) => !(c.conditions as readonly string[]).includes(name));
      if (unknown !== undefined) {
        throw new SuiteError(abs, lines[k] ?? line, `case[${i}].check[${k}].only`, `"${unknown}" is not a condition of case "${c.id}" (${c.conditions.join(', ')})`);
      }
    }
    const shaped = checks.map(
      // Nothing is staged without the skill, so "was it invoked" only asks the arms that stage one.
      (check) => (check.type === 'skill_invoked' && !check.only ? { ...check, only: c.conditions.filter((k) => k !== 'without_skill') } : check),
    );
    const { check: _raw, gate, ...rest } = c;
    const script = c.script ? await existingPath(resolve(base, c.script), `case[${i}].script`, abs, line, 'file') : undefined;
    // A broken script would otherwise fail every task that uses it.
    if (script) await loadModelScript(script);
    if (c.turn?.length && c.responder) fail('responder', 'a case has [[case.turn]] follow-ups or a responder, never both');
    let responder = c.responder;
    if (responder) {
      const responderModel = spec.responder_model ?? spec.model;
      if (responderModel.provider === 'scripted' && !responder.script) fail('responder.script', 'needed, since the responder model is scripted');
      if (responder.script) {
        responder = { ...responder, script: await existingPath(resolve(base, responder.script), `case[${i}].responder.script`, abs, line, 'file') };
        await loadModelScript(responder.script!);
      }
    }
    cases.push({
      ...rest,
      gate: resolveGate(spec.gate, gate),
      fixtures: c.fixtures ? await existingPath(resolve(base, c.fixtures), `case[${i}].fixtures`, abs, line, 'directory') : undefined,
      script,
      responder,
      checks: shaped,
    });
  }
  const modelLine = tableLine(text, 'model');
  if (spec.model.provider === 'scripted') {
    const missing = cases.findIndex((c) => !c.script);
    if (missing >= 0) throw new SuiteError(abs, caseLines[missing] ?? null, `case[${missing}].script`, 'needed, since model.provider is "scripted"');
  }
  for (const table of ['model', 'responder_model'] as const) {
    const model = doc[table] as Record<string, unknown> | undefined;
    if (model?.provider !== 'openai-compatible') continue;
    for (const field of ['base_url', 'id'] as const) {
      if (model[field] === undefined) throw new SuiteError(abs, table === 'model' ? modelLine : tableLine(text, table), `${table}.${field}`, 'needed with provider "openai-compatible"');
    }
  }
  const judge = spec.judge_model;
  const judgeLine = tableLine(text, 'judge_model');
  if (judge?.provider === 'scripted' && !judge.script) throw new SuiteError(abs, judgeLine, 'judge_model.script', 'needed with provider "scripted"');
  if (judge?.provider === 'openai-compatible') {
    const model = (doc.judge_model ?? {}) as Record<string, unknown>;
    for (const field of ['base_url', 'id'] as const) {
      if (model[field] === undefined) throw new SuiteError(abs, judgeLine, `judge_model.${field}`, 'needed with provider "openai-compatible"');
    }
  }
  const judgeScript = judge?.script ? await existingPath(resolve(base, judge.script), 'judge_model.script', abs, judgeLine, 'file') : undefined;
  // A broken judge script would otherwise error every judged check.
  if (judgeScript) await loadModelScript(judgeScript);
  const { case: _cases, ...top } = spec;
  return {
    ...top,
    file: abs,
    hash: createHash('sha256').update(text).digest('hex'),
    skill: await existingPath(resolve(base, spec.skill), 'skill', abs, null, 'directory'),
    old_skill: spec.old_skill ? await existingPath(resolve(base, spec.old_skill), 'old_skill', abs, null, 'directory') : undefined,
    siblings: spec.siblings ? await existingPath(resolve(base, spec.siblings), 'siblings', abs, null, 'directory') : undefined,
    judge_model: judge && judgeScript ? { ...judge, script: judgeScript } : judge,
    cases,
  };
}

async function existingPath(path: string, field: string, file: string, line: number | null, kind: 'file' | 'directory'): Promise<string> {
  const info = await stat(path).catch(() => null);
  if (!info) throw new SuiteError(file, line, field, `${path} does not exist`);
  if (info.isDirectory() !== (kind === 'directory')) throw new SuiteError(file, line, field, `${path} is not a ${kind}`);
  return path;
}

/** The 1-based line of a `[name]` table header, when there is one. */
function tableLine(text: string, name: string): number | null {
  const at = text.split(/\r?\n/).findIndex((l) => new RegExp(`^\\s*\\[\\s*${name}\\s*\\]\\s*(#.*)?$`).test(l));
  return at < 0 ? null : at + 1;
}
