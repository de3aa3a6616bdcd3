/**
 * Hidden setup files for command checks: copied into the env just before the
 * command and taken out after, restoring any env file they covered, so the
 * env (and its diff) is as the agent left it.
 */
import { cp, lstat, readdir, rm } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { InputError } from '../errors.js';
import { harnessTempDir } from '../harness-temp.js';
import { linkOnTheWay } from '../untrusted/files.js';

/** The env as the agent left it keeps a setup file out (a link on its way): the check fails, the run goes on. */
export class SetupBlockedError extends Error {
  override name = 'SetupBlockedError';
}

/** The env paths setup files were copied to, and how to undo it. */
export interface PlacedFiles extends Array<string> {
  remove(): Promise<void>;
}

/** Every file under `src` (or `src` itself), as paths relative to the env root they land in. */
async function targets(src: string): Promise<string[]> {
  const info = await lstat(src).catch(() => null);
  if (!info) throw new InputError('setup file does not exist', src);
  if (!info.isDirectory()) return [basename(src)];
  const entries = await readdir(src, { recursive: true, withFileTypes: true });
  return entries.filter((e) => !e.isDirectory()).map((e) => relative(src, join(e.parentPath, e.name))).sort();
}

/**
 * Copies each source into the env root: a file under its own name, a
 * directory's contents merged in. Env files it would cover are moved aside
 * first; `remove()` deletes what was copied, puts them back and removes
 * directories the copy created. Nothing is written, removed or put back
 * through a directory the agent replaced by a link (it could lead out of the
 * env); a file the agent left as a link is moved aside, never written through.
 */
export async function placeSetupFiles(env: string, sources: readonly string[]): Promise<PlacedFiles> {
  const placed = [] as unknown as PlacedFiles;
  const backup = await harnessTempDir('ch-setup-');
  const saved: string[] = [];
  const createdDirs: string[] = [];
  placed.remove = async () => {
    // The command ran the agent's code: check the way again before every removal and restore.
    const safe = async (rel: string) => (await linkOnTheWay(env, rel)) === null;
    for (const rel of placed) if (await safe(rel)) await rm(join(env, rel), { force: true });
    for (const rel of saved) {
      if (!(await safe(rel))) continue;
      await rm(join(env, rel), { force: true, recursive: true });
      await cp(join(backup, rel), join(env, rel), { verbatimSymlinks: true });
    }
    // Deepest first, so a parent is empty by the time it is removed.
    for (const rel of createdDirs.sort((a, b) => b.length - a.length)) if (await safe(rel)) await rm(join(env, rel), { recursive: true, force: true });
    await rm(backup, { recursive: true, force: true });
  };
  try {
    for (const src of sources) {
      const isDir = (await lstat(src).catch(() => null))?.isDirectory() ?? false;
      for (const rel of await targets(src)) {
        const to = join(env, rel);
        const link = await linkOnTheWay(env, rel);
        if (link !== null) throw new SetupBlockedError(`setup file ${rel}: ${link} in the env is a link or not a directory; refusing to write through it`);
        if (await lstat(to).catch(() => null)) {
          await cp(to, join(backup, rel), { verbatimSymlinks: true });
          saved.push(rel);
          // Removed, not overwritten: a link there would be written through.
          await rm(to, { force: true, recursive: true });
        }
        for (let d = dirname(rel); d !== '.'; d = dirname(d)) {
          if (!(await lstat(join(env, d)).catch(() => null)) && !createdDirs.includes(d)) createdDirs.push(d);
        }
        await cp(isDir ? join(src, rel) : src, to, { force: true, verbatimSymlinks: true });
        placed.push(rel);
      }
    }
  } catch (err) {
    await placed.remove();
    throw err;
  }
  return placed;
}
