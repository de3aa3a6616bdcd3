/**
 * The stage manifest: what a stage did to an env, so that unstage can undo it.
 * It lives in the harness's state dir, outside the env, keyed by the env's real
 * path: the agent works in the env and must not be able to tell unstage what to
 * delete. A manifest an older version left inside the env is read only to
 * migrate it, and nothing in it is trusted (see migrateLegacyManifest).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, realpath, rename, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { basename, dirname, join, normalize, sep } from 'node:path';
import { z } from 'zod';
import { InputError, errorMessage } from '../errors.js';

const StagedEntrySchema = z.object({
  /** One path segment: the entry is `<env>/<skills_dir>/<name>`. */
  name: z.string(),
  /** Relative to the env (for display; unstage rebuilds it from skills_dir and name). */
  path: z.string(),
  source: z.string(),
  role: z.enum(['skill', 'sibling']),
  /** Where a pre-existing entry of the same name was saved (absolute, in the state dir), or null. */
  backup: z.string().nullable(),
});

export const StageManifestSchema = z.object({
  version: z.literal(2),
  /** The env's real path. */
  env: z.string(),
  skills_dir: z.string(),
  slug: z.string(),
  skill_name: z.string(),
  /** Directories the stage created, relative to the env. */
  created_dirs: z.array(z.string()),
  git_initialized: z.boolean(),
  /** `dev:ino:birth time` of the `.git` directory the stage created: only that one may be deleted. */
  git_dir_id: z.string().nullable(),
  entries: z.array(StagedEntrySchema),
  complete: z.boolean(),
});
export type StageManifest = z.infer<typeof StageManifestSchema>;
export type StagedEntry = z.infer<typeof StagedEntrySchema>;

/** Where older versions kept the manifest, inside the env. */
export const LEGACY_MANIFEST_DIR = '.cline-harness';
const LEGACY_MANIFEST_FILE = 'stage-manifest.json';

/** `$XDG_STATE_HOME/cline-harness/stages`, or `~/.local/state/cline-harness/stages`. */
export function defaultStageStateDir(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_STATE_HOME && env.XDG_STATE_HOME.startsWith('/') ? env.XDG_STATE_HOME : join(homedir(), '.local', 'state');
  return join(base, 'cline-harness', 'stages');
}

export interface StageFiles {
  dir: string;
  manifest: string;
  backups: string;
}

export function stageFiles(stateDir: string | undefined, realEnv: string): StageFiles {
  const dir = join(stateDir ?? defaultStageStateDir(), createHash('sha256').update(realEnv).digest('hex').slice(0, 16));
  return { dir, manifest: join(dir, 'manifest.json'), backups: join(dir, 'backup') };
}

export function legacyManifestPath(env: string): string {
  return join(env, LEGACY_MANIFEST_DIR, LEGACY_MANIFEST_FILE);
}

export async function writeManifest(files: StageFiles, manifest: StageManifest): Promise<void> {
  await mkdir(files.dir, { recursive: true, mode: 0o700 });
  const tmp = `${files.manifest}.tmp`;
  await writeFile(tmp, JSON.stringify(manifest, null, 2) + '\n');
  await rename(tmp, files.manifest);
}

/** One plain path segment: no separator, not `.` or `..`. */
export function isPlainName(name: string): boolean {
  return name !== '' && name !== '.' && name !== '..' && !name.includes('/') && !name.includes(sep) && !name.includes('\0');
}

/** A relative path that stays below its base lexically (no `..`, not absolute). */
function isBelow(rel: string): boolean {
  const n = normalize(rel);
  return !n.startsWith('/') && n !== '..' && !n.startsWith(`..${sep}`) && n !== '.' && !n.split(sep).includes('..');
}

/**
 * The manifest of the env's stage, from the state dir. With none there, a
 * manifest an older version left inside the env is migrated: read leniently,
 * every path re-derived and checked to stay inside the env's skills dir,
 * `git_initialized` dropped (an agent could have set it on a user's repository),
 * backups accepted only under the old backup folder. It is then written to the
 * state dir and removed from the env.
 */
export async function readManifest(env: string, stateDir?: string): Promise<StageManifest | null> {
  const real = await realpath(env).catch(() => env);
  const files = stageFiles(stateDir, real);
  let text: string | null = await readFile(files.manifest, 'utf8').catch(() => null);
  if (text !== null) {
    try {
      return StageManifestSchema.parse(JSON.parse(text));
    } catch (err) {
      throw new InputError(`the stage manifest is damaged: ${errorMessage(err)}`, files.manifest);
    }
  }
  text = await readFile(legacyManifestPath(real), 'utf8').catch(() => null);
  if (text === null) return null;
  const migrated = migrateLegacyManifest(real, text);
  await writeManifest(files, migrated);
  await rm(legacyManifestPath(real), { force: true });
  return migrated;
}

const LegacySchema = z.object({
  slug: z.string(),
  skill_name: z.string(),
  created_dirs: z.array(z.string()).catch([]),
  entries: z.array(
    z.object({ name: z.string(), path: z.string(), source: z.string().catch(''), role: z.enum(['skill', 'sibling']), backup: z.string().nullable() }),
  ),
  complete: z.boolean().catch(false),
});

export function migrateLegacyManifest(realEnv: string, text: string): StageManifest {
  let legacy: z.infer<typeof LegacySchema>;
  try {
    legacy = LegacySchema.parse(JSON.parse(text));
  } catch (err) {
    throw new InputError(`the old in-env stage manifest is damaged: ${errorMessage(err)}; remove it and clean up by hand`, legacyManifestPath(realEnv));
  }
  const skillsDirs = new Set(legacy.entries.map((e) => dirname(normalize(e.path))));
  const skillsDir = [...skillsDirs][0];
  const bad = (why: string) =>
    new InputError(`the old in-env stage manifest cannot be trusted (${why}); remove it and clean up by hand`, legacyManifestPath(realEnv));
  if (skillsDirs.size !== 1 || !skillsDir || !isBelow(skillsDir)) throw bad('its entries are not all in one skills dir inside the env');
  const entries = legacy.entries.map((e) => {
    if (!isPlainName(e.name) || basename(normalize(e.path)) !== e.name) throw bad(`entry ${JSON.stringify(e.path)} is not <skills dir>/<name>`);
    const backup = e.backup === null ? null : normalize(e.backup);
    if (backup !== null && backup !== join(LEGACY_MANIFEST_DIR, 'backup', e.name))
      throw bad(`backup ${JSON.stringify(e.backup)} is not where the harness puts backups`);
    return { ...e, path: join(skillsDir, e.name), backup: backup === null ? null : join(realEnv, backup) };
  });
  return {
    version: 2,
    env: realEnv,
    skills_dir: skillsDir,
    slug: legacy.slug,
    skill_name: legacy.skill_name,
    created_dirs: legacy.created_dirs.filter(isBelow),
    git_initialized: false,
    git_dir_id: null,
    entries,
    complete: legacy.complete,
  };
}
