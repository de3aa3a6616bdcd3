/**
 * The harness's own record of an env's starting point, which the diff after
 * the run is measured against. Made before the agent runs, in a dir the
 * sandbox never binds writable, and sealed with a digest kept in memory: a
 * record changed during the run (possible without bwrap, same uid) is
 * refused, not believed.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { InputError } from '../errors.js';
import { safeGit } from './git.js';
import { currentGitignores, excludesFromGitignores, hashEnvTree, newTreeStore, type TreeStore } from './tree.js';

export interface BaseRecord {
  /** The env's commit at that point, for the record (what results call the base). */
  commit: string;
  /** The base tree in the store. */
  tree: string;
  store: TreeStore;
  /** Digest of the store's files when the record was sealed; null: not sealed (made after the run, from the env's history). */
  digest: string | null;
}

async function storeDigest(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => !e.isDirectory());
  const paths = files.map((e) => relative(dir, join(e.parentPath, e.name))).sort();
  for (const path of paths) {
    hash.update(`${path}\0`);
    // The scratch index is rewritten by every diff; it holds nothing the record relies on.
    if (path !== 'index') hash.update(await readFile(join(dir, path)));
  }
  return hash.digest('hex');
}

/**
 * Records `env` as it is now (before a run), byte for byte, in a store made
 * under `dir` (an empty dir of the harness's). `commit` is what the results
 * call the base.
 */
export async function recordBase(env: string, commit: string, dir: string): Promise<BaseRecord> {
  const store = await newTreeStore(dir);
  await writeFile(store.excludes, excludesFromGitignores(await currentGitignores(env, store)));
  const tree = await hashEnvTree(env, store);
  return { commit, tree, store, digest: await storeDigest(dir) };
}

/** Throws when a sealed record's store is not as it was sealed. */
export async function verifyBase(base: BaseRecord): Promise<void> {
  if (base.digest === null) return;
  if ((await storeDigest(base.store.dir)) !== base.digest) {
    const message = "the harness's record of the env's starting point was changed during the run; the diff cannot be measured";
    throw new InputError(message, base.store.dir, 'base_tampered');
  }
}

/**
 * A base taken from the env's own history (no record was made before the
 * run): `rev` (default: the first commit) read with GIT_NO_REPLACE_OBJECTS and
 * no grafts, its objects reached through an alternate of a store under `dir`.
 * Nothing of the env's git runs, but its history is the agent's to rewrite:
 * only a record made before the run is proof.
 */
export async function baseFromHistory(env: string, rev: string | undefined, dir: string): Promise<BaseRecord> {
  const store = await newTreeStore(dir);
  const envGit = { gitDir: join(env, '.git'), home: store.home, cwd: env };
  let commit: string;
  try {
    commit = rev
      ? (await safeGit(['rev-parse', '--verify', '--end-of-options', `${rev}^{commit}`], envGit)).trim()
      : (await safeGit(['rev-list', '--max-parents=0', 'HEAD'], envGit)).trim().split('\n').pop()!;
  } catch (err) {
    throw new InputError(`${env} is not a git repository with that commit: ${(err as Error).message}`, env);
  }
  const objects = (await safeGit(['rev-parse', '--git-path', 'objects'], envGit)).trim();
  await writeFile(join(store.gitDir, 'objects', 'info', 'alternates'), `${resolve(env, objects)}\n`);
  const tree = (await safeGit(['rev-parse', '--verify', `${commit}^{tree}`], store)).trim();
  const listing = await safeGit(['ls-tree', '-r', '-z', '--full-tree', tree], store);
  const gitignores: { dir: string; text: string }[] = [];
  for (const entry of listing.split('\0').filter(Boolean)) {
    const [meta, path] = entry.split('\t') as [string, string];
    const [mode, , id] = meta.split(' ');
    if (mode !== '100644' && mode !== '100755') continue;
    if (path !== '.gitignore' && !path.endsWith('/.gitignore')) continue;
    gitignores.push({ dir: path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '', text: await safeGit(['cat-file', 'blob', id!], store) });
  }
  await writeFile(store.excludes, excludesFromGitignores(gitignores));
  return { commit, tree, store, digest: null };
}
