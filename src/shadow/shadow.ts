import { readFile, readdir, realpath, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { execa } from 'execa';
import { resolveShadowRoots, type Descriptor } from '../descriptor/index.js';
import { InputError, errorMessage } from '../errors.js';
import { readSkillDocument } from '../staging/frontmatter.js';
import type { Shadow, ShadowReport } from './schema.js';

export interface FindShadowsOptions {
  /** The task environment the skill is (or will be) staged in. */
  env: string;
  /** Names of the staged skill and its siblings, as Cline would list them. */
  skills: string[];
  descriptor: Descriptor;
  /** Default os.homedir(). */
  home?: string;
  /** Default process.env; supplies CLINE_DIR and the like to the user roots. */
  processEnv?: NodeJS.ProcessEnv;
  /** Cline's config directory, taking the place of $CLINE_DIR (its `skills/` is scanned). */
  configDir?: string;
  /**
   * Also scan the env's own skills dir. An arm that stages nothing (the control
   * arm) must, since any skill there is one the agent or the fixtures put in.
   */
  includeProjectSkills?: boolean;
}

/**
 * Finds skills in every other root Cline reads whose name equals a staged or
 * sibling skill: Cline would offer them in the control arm too, so the arms
 * would no longer differ by the skill alone.
 */
export async function findShadows(opts: FindShadowsOptions): Promise<ShadowReport> {
  const env = resolve(opts.env);
  const info = await stat(env).catch((err: unknown) => {
    throw new InputError(`cannot read the env: ${errorMessage(err)}`, env);
  });
  if (!info.isDirectory()) throw new InputError('the env is not a directory', env);

  const projectRoot = await gitTopLevel(env);
  const processEnv = opts.configDir === undefined ? opts.processEnv : { ...(opts.processEnv ?? process.env), CLINE_DIR: resolve(opts.configDir) };
  const staged = await canonical(resolve(projectRoot, opts.descriptor.skills_dir));
  const wanted = new Set(opts.skills);

  const report: ShadowReport = { schema_version: 1, env, project_root: projectRoot, skills: [...wanted], roots: [], shadows: [], ignored: [] };
  const roots = resolveShadowRoots(opts.descriptor, { projectRoot, env: processEnv, home: opts.home });
  if (opts.includeProjectSkills) roots.unshift(resolve(projectRoot, opts.descriptor.skills_dir));
  for (const root of roots) {
    // A user root may coincide with the staging dir (CLINE_DIR inside the env): the staged skills are not shadows of themselves.
    if (!opts.includeProjectSkills && (await canonical(root)) === staged) continue;
    const skills = await skillsIn(root);
    report.roots.push({ path: root, exists: skills !== null });
    for (const found of skills ?? []) {
      if (!wanted.has(found.name)) continue;
      const shadow: Shadow = { skill: found.name, root, path: found.path, named_by: found.namedBy };
      if (found.skip === null) report.shadows.push(shadow);
      else report.ignored.push({ ...shadow, reason: found.skip });
    }
  }
  return report;
}

async function gitTopLevel(env: string): Promise<string> {
  const result = await execa('git', ['rev-parse', '--show-toplevel'], { cwd: env, reject: false, stdin: 'ignore' });
  return result.exitCode === 0 ? result.stdout.trim() : env;
}

/** The path with symlinks resolved as far as it exists, so two spellings of one directory compare equal. */
async function canonical(path: string): Promise<string> {
  return realpath(path).catch(() => path);
}

interface FoundSkill {
  name: string;
  namedBy: Shadow['named_by'];
  path: string;
  skip: string | null;
}

/** Every `<root>/<dir>/SKILL.md` with the name Cline gives it; null when the root does not exist. */
async function skillsIn(root: string): Promise<FoundSkill[] | null> {
  let entries: string[];
  try {
    entries = (await readdir(root)).sort();
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw new InputError(`cannot list a skill root: ${errorMessage(err)}`, root);
  }
  const found: FoundSkill[] = [];
  for (const entry of entries) {
    const dir = join(root, entry);
    let text: string;
    try {
      text = await readFile(join(dir, 'SKILL.md'), 'utf8');
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      // Loose files and directories without SKILL.md are not skills.
      if (code === 'ENOENT' || code === 'ENOTDIR') continue;
      throw new InputError(`cannot read a skill: ${errorMessage(err)}`, join(dir, 'SKILL.md'));
    }
    const reading = readSkillDocument(text, entry);
    if (reading.ok) {
      const { skill } = reading;
      found.push({ name: skill.name, namedBy: skill.namedBy, path: dir, skip: skill.disabled ? 'its frontmatter disables it' : null });
    } else {
      // Cline skips it, so it shadows nothing; it is reported under its directory name.
      const where = reading.line ? ` (SKILL.md line ${reading.line})` : '';
      found.push({ name: entry, namedBy: 'directory', path: dir, skip: `${reading.problem}${where}` });
    }
  }
  return found;
}
