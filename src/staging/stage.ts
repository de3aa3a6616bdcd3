import { cp, lstat, mkdir, readFile, readdir, realpath, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { execa } from 'execa';
import { renderSlug, stageNameProblem, type Descriptor } from '../descriptor/index.js';
import { setOwnerWritable } from '../writable.js';
import { InputError } from '../errors.js';
import { readSkillDocument, withSkillName } from './frontmatter.js';
import {
  LEGACY_MANIFEST_DIR, isPlainName, readManifest, stageFiles, writeManifest, type StageManifest, type StagedEntry,
} from './manifest.js';

export { readManifest, StageManifestSchema, type StageManifest, type StagedEntry } from './manifest.js';

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
  /** Where the manifest and backups go, outside the env; default defaultStageStateDir(). */
  stateDir?: string;
}

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

export interface UnstageOptions {
  stateDir?: string;
  /**
   * The manifest as the stage wrote it, kept by a caller that stages and unstages in one process (a suite task):
   * unstage acts on it, and a record on disk that differs is reported, never followed.
   */
  expected?: StageManifest;
}

export interface UnstageResult {
  env: string;
  /** False when there was nothing staged (unstage is idempotent). */
  had_manifest: boolean;
  removed: string[];
  restored: string[];
  /** What unstage refused to do because the env no longer matched its record (paths left in place, backups kept). */
  problems: string[];
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

/**
 * Stages a skill (and optional siblings) into `<env>/<skillsDir>/<slug>/`.
 * All input is checked before anything changes; the manifest is written before
 * the first copy so that `unstage` can undo even an interrupted stage.
 */
export async function stageSkill(options: StageOptions): Promise<StageResult> {
  const { descriptor } = options;
  const { staging } = descriptor;
  const envStat = await stat(resolve(options.env)).catch(() => null);
  if (!envStat?.isDirectory()) throw new InputError('the env is not a directory', resolve(options.env));
  const env = await realpath(options.env);
  const files = stageFiles(options.stateDir, env);
  if (await readManifest(env, options.stateDir)) {
    throw new InputError(`a skill is already staged here (${files.manifest}); run unstage first`, env);
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
  for (const dir of ancestry(descriptor.skills_dir)) {
    if (!(await exists(join(env, dir)))) createdDirs.push(dir);
  }
  const entries: StagedEntry[] = [
    { name: slug, path: join(descriptor.skills_dir, slug), source: skill.dir, role: 'skill', backup: null },
  ];
  for (const sibling of siblings) {
    const path = join(descriptor.skills_dir, sibling.name);
    const backup = (await exists(join(env, path))) ? join(files.backups, sibling.name) : null;
    entries.push({ name: sibling.name, path, source: sibling.dir, role: 'sibling', backup });
  }

  const manifest: StageManifest = {
    version: 2,
    env,
    skills_dir: descriptor.skills_dir,
    slug,
    skill_name: skill.name,
    created_dirs: createdDirs,
    git_initialized: gitInit,
    git_dir_id: null,
    entries,
    complete: false,
  };
  await writeManifest(files, manifest);
  options.onStep?.('manifest');

  if (gitInit) {
    await execa('git', ['init', '--quiet'], { cwd: env, stdin: 'ignore' });
    // Its identity: unstage deletes this `.git` and no other.
    manifest.git_dir_id = await dirId(join(env, '.git'));
    await writeManifest(files, manifest);
    options.onStep?.('git-init');
  }
  for (const dir of createdDirs) await mkdir(join(env, dir), { recursive: true });
  for (const entry of entries) {
    if (entry.backup) {
      // Copy, then remove: the state dir may be on another filesystem.
      await mkdir(files.backups, { recursive: true });
      await cp(join(env, entry.path), entry.backup, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true, errorOnExist: true, force: false });
      await rm(join(env, entry.path), { recursive: true, force: true });
      options.onStep?.(`backup:${entry.name}`);
    }
    await copySkill(entry.source, join(env, entry.path), [...staging.exclude_dirs, LEGACY_MANIFEST_DIR], options.onStep);
    options.onStep?.(`copied:${entry.name}`);
  }
  const stagedFile = join(env, entries[0]!.path, 'SKILL.md');
  await writeFile(stagedFile, withSkillName(skill.text, slug));
  manifest.complete = true;
  await writeManifest(files, manifest);

  return {
    env,
    slug,
    skill_name: skill.name,
    skill_description: skill.description,
    staged_path: join(env, entries[0]!.path),
    skill_file: stagedFile,
    siblings: entries.slice(1).map((e) => ({ name: e.name, path: join(env, e.path), backed_up: e.backup !== null })),
    git_initialized: gitInit,
    manifest: files.manifest,
    warnings: [skill, ...siblings].flatMap((s) => s.warnings),
  };
}

/** Copies a skill into the env, owner-writable whatever the source's modes (a read-only source must not make unstage fail). */
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
  await setOwnerWritable(target, true);
}

/** `a/b/c` → `a`, `a/b`, `a/b/c`. */
function ancestry(relPath: string): string[] {
  const parts = relPath.split('/').filter(Boolean);
  return parts.map((_, i) => parts.slice(0, i + 1).join('/'));
}

/** A directory's identity: device, inode and birth time (a removed directory's inode is often reused at once; measured on ext4). */
async function dirId(path: string): Promise<string | null> {
  const info = await lstat(path).catch(() => null);
  return info?.isDirectory() ? `${info.dev}:${info.ino}:${info.birthtimeMs}` : null;
}

/** True when `path` is `base` or below it with no component on the way a symlink (so nothing resolves out). */
async function plainBelow(base: string, path: string): Promise<boolean> {
  const rel = relative(base, path);
  if (rel.startsWith('..') || rel.startsWith('/')) return false;
  let at = base;
  for (const part of rel.split('/').filter(Boolean)) {
    at = join(at, part);
    const info = await lstat(at).catch(() => null);
    if (!info) return true;
    if (!info.isDirectory()) return false;
  }
  return true;
}

/**
 * Undoes a stage, complete or interrupted: removes what it staged, puts back
 * what it moved aside, removes the directories (and the git repository) it
 * created. It acts only on the record in the state dir, never on anything in
 * the env: every target is rebuilt from the skills dir and an entry name,
 * re-checked to lie inside the env's skills dir with no symlink on the way,
 * and `.git` goes only when it is still the directory the stage created. What
 * does not match is left in place and listed in `problems`.
 * Idempotent: with no manifest there is nothing to do.
 */
export async function unstageSkill(envDir: string, options: UnstageOptions = {}): Promise<UnstageResult> {
  const env = await realpath(envDir).catch(() => resolve(envDir));
  const problems: string[] = [];
  let manifest = options.expected ? await readManifest(env, options.stateDir).catch(() => null) : await readManifest(env, options.stateDir);
  if (options.expected && JSON.stringify(manifest) !== JSON.stringify(options.expected)) {
    // Without bwrap the agent's user can reach the state dir: the caller's own copy decides.
    problems.push('the stage record was changed (or removed) during the run; unstage followed the record the harness kept');
    manifest = options.expected;
  }
  const result: UnstageResult = { env, had_manifest: manifest !== null, removed: [], restored: [], problems };
  if (!manifest) return result;
  const files = stageFiles(options.stateDir, env);
  const skillsRoot = join(env, manifest.skills_dir);
  const rootSafe = await plainBelow(env, skillsRoot);
  if (!rootSafe) result.problems.push(`${manifest.skills_dir} no longer is a plain directory inside the env (a symlink?); staged entries left in place`);
  let keepBackups = false;
  for (const entry of [...manifest.entries].reverse()) {
    if (!isPlainName(entry.name)) {
      result.problems.push(`entry name ${JSON.stringify(entry.name)} is not a plain name; left in place`);
      continue;
    }
    const rel = join(manifest.skills_dir, entry.name);
    const target = join(skillsRoot, entry.name);
    // Before its backup exists, an entry's original is still in place: leave it.
    if (entry.backup && !(await exists(entry.backup))) continue;
    if (!rootSafe) {
      if (entry.backup) keepBackups = true;
      continue;
    }
    if (entry.backup && !(await backupTrusted(entry.backup, files.backups, env))) {
      result.problems.push(`the backup of ${rel} is not where the harness keeps backups; left in place`);
      continue;
    }
    if (await exists(target)) {
      // rm removes a symlink itself, never what it points to.
      await rm(target, { recursive: true, force: true });
      result.removed.push(rel);
    }
    if (entry.backup) {
      await cp(entry.backup, target, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true, errorOnExist: true, force: false });
      await rm(entry.backup, { recursive: true, force: true });
      result.restored.push(rel);
    }
  }
  if (manifest.git_dir_id !== null) {
    const gitDir = join(env, '.git');
    const now = await dirId(gitDir);
    if (now === manifest.git_dir_id) await rm(gitDir, { recursive: true, force: true });
    else if (now !== null) result.problems.push('.git is not the repository the stage created (replaced during the run?); left in place');
  }
  for (const dir of [...manifest.created_dirs].sort((a, b) => b.length - a.length)) {
    // Only empty directories go: anything else in them is not ours to delete.
    if (await plainBelow(env, join(env, dir))) await rmdir(join(env, dir)).catch(() => {});
  }
  if (keepBackups) {
    result.problems.push(`backups kept in ${files.backups}`);
    return result;
  }
  await rm(files.manifest, { force: true });
  await rm(files.backups, { recursive: true, force: true });
  await rmdir(files.dir).catch(() => {});
  // An old in-env backup folder, once restored from, is empty: remove it and its parent when nothing else is there.
  await rmdir(join(env, LEGACY_MANIFEST_DIR, 'backup')).catch(() => {});
  await rmdir(join(env, LEGACY_MANIFEST_DIR)).catch(() => {});
  return result;
}

/** A backup in the state dir, or (migrated from an old manifest) in the env's old backup folder with no symlink on the way. */
async function backupTrusted(backup: string, backups: string, env: string): Promise<boolean> {
  if (dirname(backup) === backups) return true;
  return dirname(backup) === join(env, LEGACY_MANIFEST_DIR, 'backup') && (await plainBelow(env, backup));
}
