import { cp, mkdir, readFile, readdir, realpath, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { basename, join, relative, resolve } from 'node:path';
import { execa } from 'execa';
import { z } from 'zod';
import { renderSlug, stageNameProblem, type Descriptor } from '../descriptor/index.js';
import { InputError, errorMessage } from '../errors.js';
import { readSkillDocument, withSkillName } from './frontmatter.js';

export interface StageOptions {
  env: string;
  skillDir: string;
  iteration?: number;
  condition?: string;
  /** Use this identifier instead of the generated slug. */
  stageName?: string;
  /** A folder of other skills to stage next to the one under test, under their own names. */
  siblingsDir?: string;
  /** Supplies the skills dir, slug template, stage-name rules and copy exclusions. */
  descriptor: Descriptor;
  /** Called after each step; lets callers report progress (and tests interrupt a stage). */
  onStep?: (step: string) => void;
}

export const MANIFEST_DIR = '.cline-harness';
export const MANIFEST_FILE = 'stage-manifest.json';

const StagedEntrySchema = z.object({
  name: z.string(),
  /** Relative to the env. */
  path: z.string(),
  source: z.string(),
  role: z.enum(['skill', 'sibling']),
  /** Where a pre-existing entry of the same name was moved, relative to the env. */
  backup: z.string().nullable(),
});

export const StageManifestSchema = z.object({
  version: z.literal(1),
  env: z.string(),
  slug: z.string(),
  skill_name: z.string(),
  created_dirs: z.array(z.string()),
  git_initialized: z.boolean(),
  entries: z.array(StagedEntrySchema),
  complete: z.boolean(),
});
export type StageManifest = z.infer<typeof StageManifestSchema>;
export type StagedEntry = z.infer<typeof StagedEntrySchema>;

export interface StageResult {
  env: string;
  slug: string;
  skill_name: string;
  /** The description cline shows for the staged skill; null when it shows none. */
  skill_description: string | null;
  staged_path: string;
  skill_file: string;
  siblings: { name: string; path: string; backed_up: boolean }[];
  git_initialized: boolean;
  manifest: string;
  /** Things cline accepts but that change what the agent sees (no frontmatter, no description). */
  warnings: string[];
}

export interface UnstageResult {
  env: string;
  /** False when there was nothing staged (unstage is idempotent). */
  had_manifest: boolean;
  removed: string[];
  restored: string[];
}

interface SkillSource {
  dir: string;
  name: string;
  description: string | null;
  skillFile: string;
  warnings: string[];
}

async function readSkill(dir: string, what: string): Promise<SkillSource & { text: string }> {
  const skillFile = join(dir, 'SKILL.md');
  let text: string;
  try {
    text = await readFile(skillFile, 'utf8');
  } catch {
    throw new InputError(`${what} has no readable SKILL.md`, dir);
  }
  const reading = readSkillDocument(text, basename(dir));
  if (!reading.ok) throw new InputError(`cline would skip this skill silently: ${reading.problem}`, reading.line ? `${skillFile}:${reading.line}` : skillFile);
  const { skill } = reading;
  if (skill.disabled) throw new InputError('cline would refuse to load this skill: its frontmatter disables it', skillFile);
  const warnings = reading.warnings.map((w) => `${skillFile}: ${w}`);
  return { dir, name: skill.name, description: skill.description, skillFile, text, warnings };
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (err) {
    // A dangling symlink still occupies the name.
    return (err as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

/**
 * Cline finds project skills from the git top level of its working directory.
 * Returns true when the env must be made its own repository; throws when the env
 * sits inside another repository's work tree (its staged skills would be invisible).
 */
async function needsGitInit(env: string): Promise<boolean> {
  const result = await execa('git', ['rev-parse', '--show-toplevel'], { cwd: env, reject: false, stdin: 'ignore' });
  if (result.exitCode !== 0) return true;
  const top = await realpath(result.stdout.trim());
  if (top === (await realpath(env))) return false;
  throw new InputError(
    `the env is inside the git work tree of ${top}; cline looks for project skills at ${join(top, '.cline/skills')}, ` +
      'so a skill staged in the env would be invisible. Use a directory outside any repository (it is then made its own) or a repository root',
    env,
  );
}

export function manifestPath(env: string): string {
  return join(env, MANIFEST_DIR, MANIFEST_FILE);
}

async function writeManifest(manifest: StageManifest): Promise<void> {
  await writeFile(manifestPath(manifest.env), JSON.stringify(manifest, null, 2) + '\n');
}

export async function readManifest(env: string): Promise<StageManifest | null> {
  let text: string;
  try {
    text = await readFile(manifestPath(env), 'utf8');
  } catch {
    return null;
  }
  try {
    return StageManifestSchema.parse(JSON.parse(text));
  } catch (err) {
    throw new InputError(`the stage manifest is damaged: ${errorMessage(err)}`, manifestPath(env));
  }
}

/**
 * Stages a skill (and optional siblings) into `<env>/<skillsDir>/<slug>/`.
 * All input is checked before anything changes; the manifest is written before
 * the first copy so that `unstage` can undo even an interrupted stage.
 */
export async function stageSkill(options: StageOptions): Promise<StageResult> {
  const { descriptor } = options;
  const { staging } = descriptor;
  const env = resolve(options.env);
  const envStat = await stat(env).catch(() => null);
  if (!envStat?.isDirectory()) throw new InputError('the env is not a directory', env);
  if (await readManifest(env)) {
    throw new InputError(`a skill is already staged here (${manifestPath(env)}); run unstage first`, env);
  }

  const skill = await readSkill(resolve(options.skillDir), 'the skill');
  const iteration = options.iteration ?? 1;
  const condition = options.condition ?? 'with_skill';
  const slug = options.stageName ?? renderSlug(staging, { iteration, condition, skill_name: skill.name });
  const problem = stageNameProblem(slug, staging);
  if (problem) throw new InputError(`stage name ${problem}`, options.stageName ? '--stage-name' : skill.skillFile);
  const skillsDir = join(env, descriptor.skills_dir);
  if (await exists(join(skillsDir, slug))) {
    throw new InputError(`${join(descriptor.skills_dir, slug)} already exists in the env; choose another stage name`, options.stageName ? '--stage-name' : env);
  }

  const siblings: SkillSource[] = [];
  if (options.siblingsDir) {
    const dir = resolve(options.siblingsDir);
    const names = await readdir(dir).catch(() => {
      throw new InputError('cannot read the siblings folder', dir);
    });
    for (const name of names.sort()) {
      const sub = join(dir, name);
      if (!(await stat(join(sub, 'SKILL.md')).catch(() => null))?.isFile()) continue;
      const sibling = await readSkill(sub, 'the sibling skill');
      if (sibling.name === slug || sibling.name === skill.name) continue;
      const siblingProblem = stageNameProblem(sibling.name, staging);
      if (siblingProblem) throw new InputError(`sibling skill name ${siblingProblem}`, sibling.skillFile);
      siblings.push(sibling);
    }
  }

  const gitInit = await needsGitInit(env);
  const createdDirs: string[] = [];
  for (const dir of [MANIFEST_DIR, ...ancestry(descriptor.skills_dir)]) {
    if (!(await exists(join(env, dir)))) createdDirs.push(dir);
  }
  const entries: StagedEntry[] = [
    { name: slug, path: join(descriptor.skills_dir, slug), source: skill.dir, role: 'skill', backup: null },
  ];
  for (const sibling of siblings) {
    const path = join(descriptor.skills_dir, sibling.name);
    const backup = (await exists(join(env, path))) ? join(MANIFEST_DIR, 'backup', sibling.name) : null;
    entries.push({ name: sibling.name, path, source: sibling.dir, role: 'sibling', backup });
  }

  const manifest: StageManifest = {
    version: 1,
    env,
    slug,
    skill_name: skill.name,
    created_dirs: createdDirs,
    git_initialized: gitInit,
    entries,
    complete: false,
  };
  await mkdir(join(env, MANIFEST_DIR), { recursive: true });
  await writeManifest(manifest);
  options.onStep?.('manifest');

  if (gitInit) {
    await execa('git', ['init', '--quiet'], { cwd: env, stdin: 'ignore' });
    options.onStep?.('git-init');
  }
  for (const dir of createdDirs) await mkdir(join(env, dir), { recursive: true });
  for (const entry of entries) {
    if (entry.backup) {
      await mkdir(join(env, MANIFEST_DIR, 'backup'), { recursive: true });
      await rename(join(env, entry.path), join(env, entry.backup));
      options.onStep?.(`backup:${entry.name}`);
    }
    await copySkill(entry.source, join(env, entry.path), [...staging.exclude_dirs, MANIFEST_DIR], options.onStep);
    options.onStep?.(`copied:${entry.name}`);
  }
  const stagedFile = join(env, entries[0]!.path, 'SKILL.md');
  await writeFile(stagedFile, withSkillName(skill.text, slug));
  manifest.complete = true;
  await writeManifest(manifest);

  return {
    env,
    slug,
    skill_name: skill.name,
    skill_description: skill.description,
    staged_path: join(env, entries[0]!.path),
    skill_file: stagedFile,
    siblings: entries.slice(1).map((e) => ({ name: e.name, path: join(env, e.path), backed_up: e.backup !== null })),
    git_initialized: gitInit,
    manifest: manifestPath(env),
    warnings: [skill, ...siblings].flatMap((s) => s.warnings),
  };
}

async function copySkill(source: string, target: string, exclude: string[], onStep?: (step: string) => void): Promise<void> {
  await cp(source, target, {
    recursive: true,
    verbatimSymlinks: true,
    preserveTimestamps: true,
    errorOnExist: true,
    force: false,
    filter: (src) => {
      const rel = relative(source, src);
      const top = rel.split(/[\\/]/)[0]!;
      const keep = rel === '' || !exclude.includes(top);
      if (keep && rel !== '') onStep?.(`file:${rel}`);
      return keep;
    },
  });
}

/** `a/b/c` → `a`, `a/b`, `a/b/c`. */
function ancestry(relPath: string): string[] {
  const parts = relPath.split('/').filter(Boolean);
  return parts.map((_, i) => parts.slice(0, i + 1).join('/'));
}

/**
 * Undoes a stage, complete or interrupted: removes what it staged, puts back
 * what it moved aside, removes the directories (and the git repository) it
 * created. Idempotent: with no manifest there is nothing to do.
 */
export async function unstageSkill(envDir: string): Promise<UnstageResult> {
  const env = resolve(envDir);
  const manifest = await readManifest(env);
  const result: UnstageResult = { env, had_manifest: manifest !== null, removed: [], restored: [] };
  if (!manifest) return result;
  for (const entry of [...manifest.entries].reverse()) {
    const target = join(env, entry.path);
    const backup = entry.backup ? join(env, entry.backup) : null;
    // Before its backup exists, an entry's original is still in place: leave it.
    if (entry.backup && !(await exists(backup!))) continue;
    if (await exists(target)) {
      await rm(target, { recursive: true, force: true });
      result.removed.push(entry.path);
    }
    if (backup) {
      await rename(backup, target);
      result.restored.push(entry.path);
    }
  }
  if (manifest.git_initialized) await rm(join(env, '.git'), { recursive: true, force: true });
  await rm(manifestPath(env), { force: true });
  await rm(join(env, MANIFEST_DIR, 'backup'), { recursive: true, force: true }).catch(() => {});
  for (const dir of [...manifest.created_dirs].sort((a, b) => b.length - a.length)) {
    // Only empty directories go: anything else in them is not ours to delete.
    await rmdir(join(env, dir)).catch(() => {});
  }
  return result;
}

