/**
 * An env's files as a git tree in a repository of the harness's own, hashed
 * byte for byte (`--no-filters`: no attribute, filter or line-ending rule of
 * the env applies). Which untracked files count is decided by an exclude file
 * the harness wrote from the base's `.gitignore` files, never by the env's
 * current ones (an agent's `.gitignore` must not hide its own changes).
 */
import { lstat, mkdir, readFile, readdir, readlink, writeFile } from 'node:fs/promises';
import { join, posix, relative, sep } from 'node:path';
import { safeGit } from './git.js';

/** A bare repository, its scratch index and an empty HOME, all under one harness-owned dir. */
export interface TreeStore {
  dir: string;
  gitDir: string;
  home: string;
  index: string;
  /** The exclude file (git's gitignore syntax, paths from the env root). */
  excludes: string;
}

/** Makes a new store under `dir` (which must exist and be the harness's own). */
export async function newTreeStore(dir: string): Promise<TreeStore> {
  const store = { dir, gitDir: join(dir, 'repo.git'), home: join(dir, 'home'), index: join(dir, 'index'), excludes: join(dir, 'excludes') };
  await mkdir(store.home, { recursive: true });
  await safeGit(['init', '--quiet', '--bare', '--template='], { gitDir: store.gitDir, home: store.home, cwd: dir });
  await writeFile(store.excludes, '');
  return store;
}

/** Escapes glob characters in a directory path used as a pattern prefix. */
const literal = (path: string) => path.replace(/[\\*?[\]!# ]/g, (c) => `\\${c}`);

/**
 * One exclude file equal in effect to `.gitignore` files found at `dir`s (''
 * for the root): each pattern of a nested file is re-anchored under its dir,
 * and deeper files come later, so that they win as in git.
 */
export function excludesFromGitignores(files: { dir: string; text: string }[]): string {
  const out: string[] = [];
  const depth = (d: string) => (d === '' ? 0 : d.split('/').length);
  for (const { dir, text } of [...files].sort((a, b) => depth(a.dir) - depth(b.dir) || a.dir.localeCompare(b.dir))) {
    for (const raw of text.split('\n')) {
      const line = raw.replace(/\r$/, '');
      if (line.trim() === '' || line.startsWith('#')) continue;
      if (dir === '') {
        out.push(line);
        continue;
      }
      const negated = line.startsWith('!');
      const body = negated ? line.slice(1) : line;
      const dirOnly = body.endsWith('/');
      const core = dirOnly ? body.slice(0, -1) : body;
      const anchored = core.includes('/');
      out.push(`${negated ? '!' : ''}/${literal(dir)}/${anchored ? core.replace(/^\//, '') : `**/${core}`}${dirOnly ? '/' : ''}`);
    }
  }
  return out.length ? out.join('\n') + '\n' : '';
}

/** The `.gitignore` files of the env as it is now (before a run: its own rules decide which count), with their text. */
export async function currentGitignores(env: string, store: TreeStore): Promise<{ dir: string; text: string }[]> {
  const listed = await safeGit(['ls-files', '-z', '--others', '--exclude-per-directory=.gitignore', '--', ':(glob)**/.gitignore'], {
    ...store,
    workTree: env,
  });
  const found: { dir: string; text: string }[] = [];
  for (const rel of listed.split('\0').filter(Boolean)) {
    const info = await lstat(join(env, rel)).catch(() => null);
    if (!info?.isFile()) continue;
    found.push({ dir: posix.dirname(rel) === '.' ? '' : posix.dirname(rel), text: await readFile(join(env, rel), 'utf8') });
  }
  return found;
}

/** Env paths (relative, `/`-separated) that count: not excluded, the env's own `.git` left out; nested repositories walked file by file. */
async function countedPaths(env: string, store: TreeStore): Promise<string[]> {
  const listed = await safeGit(['ls-files', '-z', '--others', `--exclude-from=${store.excludes}`], { ...store, workTree: env });
  const paths: string[] = [];
  for (const rel of listed.split('\0').filter(Boolean)) {
    if (!rel.endsWith('/')) {
      paths.push(rel);
      continue;
    }
    // A directory git would not enter (it holds a repository): its files count all the same.
    const entries = await readdir(join(env, rel), { recursive: true, withFileTypes: true }).catch(() => []);
    for (const e of entries) {
      const path = relative(env, join(e.parentPath, e.name)).split(sep).join('/');
      if (path.split('/').includes('.git') || e.isDirectory()) continue;
      paths.push(path);
    }
  }
  return paths.sort();
}

interface Entry {
  mode: string;
  path: string;
  /** A regular file's path to hash, or a symlink's target text. */
  file?: string;
  link?: Buffer;
}

/**
 * Hashes the env's counted files into the store (never following a link:
 * a symlink is recorded as its target text) and returns the tree id. Special
 * files (sockets, FIFOs, devices) are left out.
 */
export async function hashEnvTree(env: string, store: TreeStore): Promise<string> {
  const entries: Entry[] = [];
  for (const path of await countedPaths(env, store)) {
    const info = await lstat(join(env, path)).catch(() => null);
    if (!info) continue;
    if (info.isSymbolicLink()) entries.push({ mode: '120000', path, link: await readlink(join(env, path), { encoding: 'buffer' }) });
    else if (info.isFile()) entries.push({ mode: info.mode & 0o100 ? '100755' : '100644', path, file: path });
  }
  const opts = { ...store, cwd: env };
  // hash-object reads one path per line: paths with a newline are hashed from their content instead.
  const plain = entries.filter((e) => e.file !== undefined && !e.file.includes('\n'));
  const stdinPaths = plain.map((e) => e.file).join('\n') + '\n';
  const hashes = plain.length ? (await safeGit(['hash-object', '-w', '--no-filters', '--stdin-paths'], { ...opts, input: stdinPaths })).trim().split('\n') : [];
  const ids = new Map<Entry, string>(plain.map((e, i) => [e, hashes[i]!]));
  for (const e of entries) {
    if (ids.has(e)) continue;
    const input = e.link ? { input: e.link } : { inputFile: join(env, e.file!) };
    ids.set(e, (await safeGit(['hash-object', '-w', '--no-filters', '--stdin'], { ...opts, ...input })).trim());
  }
  // A store's index starts empty: only one used before needs emptying (a git process saved per new store).
  if (await lstat(store.index).catch(() => null)) await safeGit(['read-tree', '--empty'], store);
  if (entries.length) {
    await safeGit(['update-index', '-z', '--index-info'], { ...store, input: entries.map((e) => `${e.mode} ${ids.get(e)}\t${e.path}\0`).join('') });
  }
  return (await safeGit(['write-tree'], store)).trim();
}
