import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { arrayTableLines, validateChecks } from '../check/spec.js';
import type { CheckSpec } from '../check/schema.js';
import { MAX_PROMPT_BYTES } from '../dispatch/dispatch.js';
import type { TransportName } from '../transport/transport.js';
import { InputError, errorMessage } from '../errors.js';
import { fieldName, firstFieldProblem, placeOf } from '../field-problems.js';
import { loadModelScript } from '../model/script.js';
import type { ResolvedGate } from '../results/schema.js';
import { parseTomlText } from '../toml.js';
import { resolveGate } from './gate.js';
import { keyLineAfter, lineOfPath, suiteLines, tableLine, topKeyLine } from './lines.js';
import { GitSourceError, resolveGitTree, sameAsHead, uncommittedChanges, type GitTree } from './git-source.js';
import { caseRunsOn, isMatrix, scriptForModel, suiteModels, unknownCaseModel } from './models.js';
import { SuiteSpecSchema, type SuiteCase, type SuiteMatrixModel, type SuiteModelSpec, type SuiteSpec } from './schema.js';

/** `old_skill = { git = REF }`: the skill's directory at a commit, and what differs from it that the user may not expect. */
export interface OldSkillFromGit extends GitTree {
  /** `git status --porcelain` under the skill's directory: what the new version (the working tree) has that no commit does. */
  uncommitted: string[];
  /** Said in every old_skill and new_skill task: uncommitted changes under the skill, or an old version equal to the new. */
  warnings: string[];
}

/**
 * A loaded suite: the spec with paths made absolute, git refs resolved to
 * commits, and checks validated. `old_skill` is a directory; with
 * `old_skill = { git = REF }` it is unset until the snapshot exports `old_skill_git`.
 */
export interface Suite extends Omit<SuiteSpec, 'case' | 'old_skill' | 'codebase' | 'model'> {
  /** The first of `models` (the one model of a `[model]` table): what responders default to. */
  model: SuiteModelSpec;
  /** Every model the tasks run on, each named (a `[model]` table by its id). */
  models: SuiteMatrixModel[];
  /** The suite gave `[[model]]` tables: task ids name the model. */
  matrix: boolean;
  file: string;
  /** Lines of the fields a run may refuse before any task (see suiteLines), so its messages say `file:line:` too. */
  lines: Record<string, number>;
  /** sha256 of the file's bytes: shards of one run must come from the same suite. */
  hash: string;
  old_skill?: string | undefined;
  old_skill_git?: OldSkillFromGit | undefined;
  /** `codebase`: the case's own, else the suite's (unless the case has fixtures), resolved to a commit. */
  cases: (Omit<SuiteCase, 'check' | 'gate' | 'codebase'> & { checks: CheckSpec[]; gate: ResolvedGate; codebase?: GitTree | undefined })[];
}

/** A problem in a suite file: `file:line: field: message`. */
export class SuiteError extends InputError {
  override readonly name = 'SuiteError';
  constructor(
    readonly file: string,
    readonly line: number | null,
    /** The field at fault, e.g. `case[1].timeout` (items counted from 1); null for the file as a whole. */
    readonly field: string | null,
    message: string,
  ) {
    super(field ? `${field}: ${message}` : message, placeOf(file, line), 'suite_invalid');
  }
}

/**
 * Reads a suite file, naming file, line and field of the first problem. Every
 * file and directory it names must exist, model scripts must be valid, git
 * refs (`codebase`, `old_skill = { git }`) must name commits holding their
 * directory, and each check's `only` may name only the case's own conditions:
 * mistakes fail here, before any task runs.
 */
/**
 * `transport` is the one the run will use when it overrides the file's (`suite run --transport`): only `--json` caps a
 * prompt's size (one argument), so only one-shot cases over it are held to that cap.
 */
export async function loadSuite(file: string, options: { transport?: TransportName } = {}): Promise<Suite> {
  const abs = resolve(file);
  let text: string;
  try {
    text = await readFile(abs, 'utf8');
  } catch (err) {
    throw new InputError(`cannot read the suite: ${errorMessage(err)}`, abs);
  }
  const doc = parseTomlText(text, abs);
  if (doc.case === undefined) throw new SuiteError(abs, lineOfPath(text, ['case']), null, 'a suite needs at least one [[case]]');
  // Checks are validated by the check module, which names their own lines.
  const rawCases = Array.isArray(doc.case) ? doc.case : [];
  const parsed = SuiteSpecSchema.safeParse(doc);
  if (!parsed.success) {
    const problem = firstFieldProblem(parsed.error);
    throw new SuiteError(abs, lineOfPath(text, problem.path), problem.field, problem.message);
  }
  const spec = parsed.data;
  const base = dirname(abs);
  const caseLines = arrayTableLines(text, 'case');
  const checkLines = arrayTableLines(text, 'case.check');
  const seen = new Set<string>();
  const cases: Suite['cases'] = [];
  // One resolution per directory and ref: a suite-wide codebase is resolved once, not once per case.
  const trees = new Map<string, Promise<GitTree>>();
  const codebase = async (given: { path: string; ref: string }, field: string, line: number | null): Promise<GitTree> => {
    const dir = await existingPath(resolve(base, given.path), `${field}.path`, abs, line, 'directory');
    const key = `${dir}\0${given.ref}`;
    if (!trees.has(key)) trees.set(key, resolveGitTree(dir, given.ref));
    return trees.get(key)!.catch((err: unknown) => {
      if (err instanceof GitSourceError) throw new SuiteError(abs, line, `${field}.${err.part === 'ref' ? 'ref' : 'path'}`, err.message);
      throw err;
    });
  };
  const models = suiteModels(spec.model);
  const names = models.map((m) => m.name);
  const twice = names.find((n, k) => names.indexOf(n) !== k);
  if (twice !== undefined) {
    const k = names.lastIndexOf(twice);
    throw new SuiteError(abs, arrayTableLines(text, 'model')[k] ?? null, fieldName(['model', k, 'name']), `duplicate model name "${twice}"`);
  }
  const suiteCodebase = spec.codebase ? await codebase(spec.codebase, 'codebase', topKeyLine(text, 'codebase')) : undefined;
  for (const [i, c] of spec.case.entries()) {
    const line = caseLines[i] ?? null;
    const at = fieldName(['case', i]);
    const fail = (field: string, message: string): never => {
      throw new SuiteError(abs, line, `${at}.${field}`, message);
    };
    if (seen.has(c.id)) fail('id', `duplicate case id "${c.id}"`);
    const overJson = (options.transport ?? spec.transport) === 'json' && !c.turn && !c.responder;
    if (overJson && Buffer.byteLength(c.prompt) > MAX_PROMPT_BYTES) {
      const size = Buffer.byteLength(c.prompt);
      fail('prompt', `${size} bytes; over --json cline takes a prompt as one argument, at most ${MAX_PROMPT_BYTES} (transport = "acp" has no cap)`);
    }
    seen.add(c.id);
    const unknownModel = unknownCaseModel(c, models);
    if (unknownModel !== undefined) {
      const modelsLine = keyLineAfter(text, 'models', line) ?? line;
      throw new SuiteError(abs, modelsLine, `${at}.models`, `"${unknownModel}" is not a model of this suite (${names.join(', ')})`);
    }
    const ownModels = models.filter((m) => caseRunsOn(c, m.name));
    if ((c.conditions.includes('old_skill') || c.conditions.includes('new_skill')) && !spec.old_skill) {
      fail('conditions', 'old_skill/new_skill need a top-level old_skill (the saved copy)');
    }
    // This case's [[case.check]] headers lie between its own header and the next case's.
    const start = caseLines[i] ?? 0;
    const end = caseLines[i + 1] ?? Number.POSITIVE_INFINITY;
    const lines = checkLines.filter((l) => l > start && l < end);
    // Checks given inline (`check = [{ … }]`) have no headers of their own: their case's line stands in.
    const rawChecks = (rawCases[i] as { check?: unknown } | undefined)?.check ?? [];
    if (Array.isArray(rawChecks)) while (lines.length < rawChecks.length) lines.push(line ?? 1);
    const checks = validateChecks(rawChecks, { file: abs, lines, table: 'case.check' });
    // A misspelt condition in `only` would silently drop the check from every arm.
    for (const [k, check] of checks.entries()) {
      const unknown = check.only?.find((name) => !(c.conditions as readonly string[]).includes(name));
      if (unknown !== undefined) {
        throw new SuiteError(
          abs,
          lines[k] ?? line,
          fieldName(['case', i, 'check', k, 'only']),
          `"${unknown}" is not a condition of case "${c.id}" (${c.conditions.join(', ')})`,
        );
      }
    }
    const shaped = checks.map(
      // Nothing is staged without the skill, so "was it invoked" only asks the arms that stage one.
      (check) => (check.type === 'skill_invoked' && !check.only ? { ...check, only: c.conditions.filter((k) => k !== 'without_skill') } : check),
    );
    const { check: _raw, gate, codebase: ownCodebase, ...rest } = c;
    const codebaseLine = keyLineAfter(text, 'codebase', line) ?? line;
    if (ownCodebase && c.fixtures) throw new SuiteError(abs, codebaseLine, `${at}.codebase`, 'a case takes fixtures or a codebase, never both');
    const script = c.script ? resolve(base, c.script) : undefined;
    // `{model}` names one script per model; each must exist, and a broken one would otherwise fail every task that uses it.
    for (const path of new Set(script ? ownModels.map((m) => scriptForModel(script, m.name)) : [])) {
      await loadModelScript(await existingPath(path, `${at}.script`, abs, line, 'file'));
    }
    if (!script && ownModels.some((m) => m.provider === 'scripted')) fail('script', 'needed, since model.provider is "scripted"');
    if (c.turn?.length && c.responder) fail('responder', 'a case has [[case.turn]] follow-ups or a responder, never both');
    let responder = c.responder;
    if (responder) {
      const responderModel = spec.responder_model ?? models[0]!;
      if (responderModel.provider === 'scripted' && !responder.script) fail('responder.script', 'needed, since the responder model is scripted');
      if (responder.script) {
        responder = { ...responder, script: await existingPath(resolve(base, responder.script), `${at}.responder.script`, abs, line, 'file') };
        await loadModelScript(responder.script!);
      }
    }
    cases.push({
      ...rest,
      gate: resolveGate(spec.gate, gate),
      fixtures: c.fixtures ? await existingPath(resolve(base, c.fixtures), `${at}.fixtures`, abs, line, 'directory') : undefined,
      codebase: ownCodebase ? await codebase(ownCodebase, `${at}.codebase`, codebaseLine) : c.fixtures ? undefined : suiteCodebase,
      script,
      responder,
      checks: shaped,
    });
  }
  const modelLine = tableLine(text, 'model');
  const modelTables = Array.isArray(doc.model) ? (doc.model as unknown[]) : [doc.model];
  const modelLines = Array.isArray(doc.model) ? arrayTableLines(text, 'model') : [modelLine];
  const tables: [Record<string, unknown> | undefined, string, number | null][] = [
    ...modelTables.map((m, k): [Record<string, unknown> | undefined, string, number | null] => [
      m as Record<string, unknown> | undefined,
      Array.isArray(doc.model) ? fieldName(['model', k]) : 'model',
      modelLines[k] ?? null,
    ]),
    [doc.responder_model as Record<string, unknown> | undefined, 'responder_model', tableLine(text, 'responder_model')],
  ];
  for (const [model, table, at] of tables) {
    if (model?.provider !== 'openai-compatible') continue;
    for (const field of ['base_url', 'id'] as const) {
      if (model[field] === undefined) throw new SuiteError(abs, at, `${table}.${field}`, 'needed with provider "openai-compatible"');
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
  const { case: _cases, codebase: _codebase, old_skill: oldSkill, model: _model, ...top } = spec;
  const skill = await existingPath(resolve(base, spec.skill), 'skill', abs, topKeyLine(text, 'skill'), 'directory');
  const oldSkillLine = topKeyLine(text, 'old_skill');
  return {
    ...top,
    model: models[0]!,
    models,
    matrix: isMatrix(spec.model),
    file: abs,
    lines: suiteLines(text, cases.length, Array.isArray(doc.model) ? doc.model.length : 0),
    hash: createHash('sha256').update(text).digest('hex'),
    skill,
    old_skill: typeof oldSkill === 'string' ? await existingPath(resolve(base, oldSkill), 'old_skill', abs, oldSkillLine, 'directory') : undefined,
    old_skill_git: typeof oldSkill === 'object' ? await oldSkillFromGit(skill, oldSkill.git, abs, oldSkillLine) : undefined,
    siblings: spec.siblings ? await existingPath(resolve(base, spec.siblings), 'siblings', abs, topKeyLine(text, 'siblings'), 'directory') : undefined,
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

/** The skill's directory at `ref` in the repository that holds it; a skill outside git, or a ref without it, is a suite error. */
async function oldSkillFromGit(skill: string, ref: string, file: string, line: number | null): Promise<OldSkillFromGit> {
  let tree: GitTree;
  try {
    tree = await resolveGitTree(skill, ref);
  } catch (err) {
    if (!(err instanceof GitSourceError)) throw err;
    throw new SuiteError(file, line, 'old_skill.git', err.part === 'dir' ? `the skill: ${err.message}` : err.message);
  }
  const warnings: string[] = [];
  const changes = await uncommittedChanges(skill);
  const at = `${ref} (${tree.commit.slice(0, 12)})`;
  if (changes.length) {
    const shown = changes.slice(0, 5).join(', ') + (changes.length > 5 ? `, … ${changes.length - 5} more` : '');
    warnings.push(
      `the skill has uncommitted changes (git status: ${shown}): the new version is the working tree, the old one ${at}, ` +
        'so the comparison includes changes that are in no commit',
    );
  } else if (await sameAsHead(tree)) {
    warnings.push(`old_skill ${at} is the skill as committed at HEAD, and nothing is uncommitted: old and new are the same`);
  }
  return { ...tree, uncommitted: changes, warnings };
}
