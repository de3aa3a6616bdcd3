import { readFile, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { arrayTableLines, validateChecks } from '../check/spec.js';
import type { CheckSpec } from '../check/schema.js';
import { parseDescriptorToml } from '../descriptor/load.js';
import { InputError, errorMessage } from '../errors.js';
import { SuiteSpecSchema, type SuiteCase, type SuiteSpec } from './schema.js';

/** A loaded suite: the spec with paths made absolute and checks validated. */
export interface Suite extends Omit<SuiteSpec, 'case'> {
  file: string;
  cases: (Omit<SuiteCase, 'check'> & { checks: CheckSpec[] })[];
}

/** The line of the table a zod path points into (`case.N...`), when it can be found. */
function lineOf(text: string, path: readonly PropertyKey[]): number | null {
  if (path[0] !== 'case' || typeof path[1] !== 'number') return null;
  return arrayTableLines(text, 'case')[path[1]] ?? null;
}

/** Reads a suite file, naming file, line and field of the first problem. */
export async function loadSuite(file: string): Promise<Suite> {
  const abs = resolve(file);
  let text: string;
  try {
    text = await readFile(abs, 'utf8');
  } catch (err) {
    throw new InputError(`cannot read the suite: ${errorMessage(err)}`, abs);
  }
  const doc = parseDescriptorToml(text, abs);
  if (doc.case === undefined) throw new InputError('a suite needs at least one [[case]]', abs);
  // Checks are validated by the check module, which names their own lines.
  const rawCases = Array.isArray(doc.case) ? doc.case : [];
  const parsed = SuiteSpecSchema.safeParse(doc);
  if (!parsed.success) {
    const issue = parsed.error.issues.find((i) => i.code === 'unrecognized_keys') ?? parsed.error.issues[0]!;
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
    const field = [...issue.path, ...keys.slice(0, 1)].map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('').replace(/^\./, '');
    const line = lineOf(text, issue.path);
    const message = issue.code === 'unrecognized_keys' ? `unknown field "${keys[0]}"` : issue.message;
    throw new InputError(`${field || 'top level'}: ${message}`, line ? `${abs}:${line}` : abs);
  }
  const spec = parsed.data;
  const base = dirname(abs);
  const caseLines = arrayTableLines(text, 'case');
  const checkLines = arrayTableLines(text, 'case.check');
  const seen = new Set<string>();
  const cases: Suite['cases'] = [];
  for (const [i, c] of spec.case.entries()) {
    const where = caseLines[i] ? `${abs}:${caseLines[i]}` : abs;
    if (seen.has(c.id)) throw new InputError(`case[${i}].id: duplicate case id "${c.id}"`, where);
    seen.add(c.id);
    if ((c.conditions.includes('old_skill') || c.conditions.includes('new_skill')) && !spec.old_skill) {
      throw new InputError(`case[${i}].conditions: old_skill/new_skill need a top-level old_skill (the saved copy)`, where);
    }
    // This case's [[case.check]] headers lie between its own header and the next case's.
    const start = caseLines[i] ?? 0;
    const end = caseLines[i + 1] ?? Number.POSITIVE_INFINITY;
    const lines = checkLines.filter((l) => l > start && l < end);
    const checks = validateChecks((rawCases[i] as { check?: unknown } | undefined)?.check ?? [], { file: abs, lines, table: 'case.check' }).map(
      // Nothing is staged without the skill, so "was it invoked" only asks the arms that stage one.
      (check) => (check.type === 'skill_invoked' && !check.only ? { ...check, only: c.conditions.filter((k) => k !== 'without_skill') } : check),
    );
    const { check: _raw, ...rest } = c;
    cases.push({
      ...rest,
      fixtures: c.fixtures ? await existingPath(resolve(base, c.fixtures), `case[${i}].fixtures`, where) : undefined,
      script: c.script ? await existingPath(resolve(base, c.script), `case[${i}].script`, where) : undefined,
      checks,
    });
  }
  if (spec.model.provider === 'scripted') {
    const missing = cases.find((c) => !c.script);
    if (missing) throw new InputError(`case "${missing.id}" has no script, but model.provider is "scripted"`, abs);
  }
  if (spec.model.provider === 'openai-compatible' && !spec.model.base_url) {
    throw new InputError('model.base_url: needed with provider "openai-compatible"', abs);
  }
  const judge = spec.judge_model;
  if (judge?.provider === 'scripted' && !judge.script) throw new InputError('judge_model.script: needed with provider "scripted"', abs);
  if (judge?.provider === 'openai-compatible' && !judge.base_url) throw new InputError('judge_model.base_url: needed with provider "openai-compatible"', abs);
  const { case: _cases, ...top } = spec;
  return {
    ...top,
    file: abs,
    skill: await existingPath(resolve(base, spec.skill), 'skill', abs),
    old_skill: spec.old_skill ? await existingPath(resolve(base, spec.old_skill), 'old_skill', abs) : undefined,
    siblings: spec.siblings ? await existingPath(resolve(base, spec.siblings), 'siblings', abs) : undefined,
    judge_model: judge?.script ? { ...judge, script: await existingPath(resolve(base, judge.script), 'judge_model.script', abs) } : judge,
    cases,
  };
}

async function existingPath(path: string, field: string, where: string): Promise<string> {
  if (!(await stat(path).catch(() => null))) throw new InputError(`${field}: ${path} does not exist`, where);
  return path;
}
