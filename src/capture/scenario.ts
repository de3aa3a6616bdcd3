import { readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { InputError, errorMessage } from '../errors.js';
import { ModelScriptSchema, fillScript, type ModelScript } from '../model/script.js';
import { readJsonInput } from '../json-input.js';

/**
 * A capture scenario: one real cline run against a scripted model.
 *
 * Lives in `<scenarios>/<name>/scenario.json`; optional sibling folders are
 * staged into the run's environment by convention:
 * - `files/`: copied into the env (the env is then made its own git repo)
 * - `skills/<skill>/SKILL.md`: copied to `<env>/.cline/skills/<skill>/`
 * - `plugin/index.js`: copied to `<env>/.cline/plugins/<plugin_dir>/`
 */
export const ScenarioSchema = z.strictObject({
  description: z.string().min(1),
  prompt: z.string().trim().min(1),
  model: z.string().min(1).default('scripted-model'),
  mode: z.enum(['act', 'plan']).default('act'),
  auto_approve: z.boolean().default(true),
  timeout_ms: z.number().int().positive().default(120_000),
  /** Folder name under `<env>/.cline/plugins/` when the scenario has a `plugin/` folder. */
  plugin_dir: z.string().regex(/^[\w.-]+$/).default('capture-plugin'),
  /** `acp`: a conversation over `cline --acp` (prompt, then `turns`); `json`: one `--json` run. */
  transport: z.enum(['json', 'acp']).default('json'),
  /** ACP: follow-up prompts after `prompt`, each delivered unconditionally. */
  turns: z.array(z.string().min(1)).default([]),
  /** ACP: seconds per round before session/cancel. */
  turn_timeout_s: z.number().positive().optional(),
  /** Model turns; strings may hold `{env}`, replaced by the env's absolute path at run time. */
  script: ModelScriptSchema,
  /** What the capture must show, checked against the path-rewritten events. */
  expect: z.strictObject({
    contains: z.array(z.string().min(1)).min(1, 'name at least one string the events must contain'),
    absent: z.array(z.string().min(1)).default([]),
    /** null: the process was killed (e.g. by the scenario's timeout). */
    exit_code: z.number().int().nullable().optional(),
    timed_out: z.boolean().default(false),
  }),
});

export type ScenarioSpec = z.infer<typeof ScenarioSchema>;

export interface Scenario extends ScenarioSpec {
  name: string;
  /** The scenario's folder (absolute). */
  dir: string;
  filesDir: string | null;
  skillsDir: string | null;
  pluginDir: string | null;
}

export const SCENARIO_FILE = 'scenario.json';

/** Scenario names become capture folder names; keep them plain. */
const NAME_PATTERN = /^[a-z0-9][a-z0-9._-]*$/;

/** Loads and validates one scenario folder; errors name the file and the field. */
export async function loadScenario(dir: string): Promise<Scenario> {
  const abs = resolve(dir);
  const name = abs.split(/[\\/]/).pop() ?? '';
  const file = join(abs, SCENARIO_FILE);
  if (!NAME_PATTERN.test(name)) {
    throw new InputError(`scenario folder name must match ${NAME_PATTERN}`, abs);
  }
  const scenario = await readJsonInput(file, ScenarioSchema, 'the scenario');
  const skillsDir = await optionalDir(join(abs, 'skills'));
  if (skillsDir) await checkSkills(skillsDir);
  const pluginDir = await optionalDir(join(abs, 'plugin'));
  if (pluginDir && !(await isFile(join(pluginDir, 'index.js')))) {
    throw new InputError('a plugin folder needs an index.js (cline loads <dir>/index.js)', pluginDir);
  }
  return {
    ...scenario,
    name,
    dir: abs,
    filesDir: await optionalDir(join(abs, 'files')),
    skillsDir,
    pluginDir,
  };
}

/**
 * Loads every scenario folder under `root` (sorted by name), or only the named
 * ones; an unknown name is an input error.
 */
export async function loadScenarios(root: string, only: readonly string[] = []): Promise<Scenario[]> {
  let entries: string[];
  try {
    entries = (await readdir(root, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
  } catch (err) {
    throw new InputError(`cannot list scenarios: ${errorMessage(err)}`, root);
  }
  const unknown = only.filter((n) => !entries.includes(n));
  if (unknown.length) throw new InputError(`no such scenario: ${unknown.join(', ')}`, root);
  const chosen = (only.length ? entries.filter((n) => only.includes(n)) : entries).sort();
  const scenarios: Scenario[] = [];
  for (const name of chosen) scenarios.push(await loadScenario(join(root, name)));
  return scenarios;
}

/** Replaces `{env}` in every string of the script. */
export function resolveScript(script: ModelScript, env: string): ModelScript {
  return fillScript(script, { env });
}

async function checkSkills(skillsDir: string): Promise<void> {
  const skills = (await readdir(skillsDir, { withFileTypes: true })).filter((e) => e.isDirectory());
  if (!skills.length) throw new InputError('a skills folder needs one folder per skill', skillsDir);
  for (const skill of skills) {
    if (!(await isFile(join(skillsDir, skill.name, 'SKILL.md')))) {
      throw new InputError('a staged skill needs a SKILL.md', join(skillsDir, skill.name));
    }
  }
}

async function optionalDir(path: string): Promise<string | null> {
  try {
    return (await stat(path)).isDirectory() ? path : null;
  } catch {
    return null;
  }
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
