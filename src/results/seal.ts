/**
 * The harness's out-dir files, guarded against a same-uid agent (a run
 * without bwrap): each is written under a fresh name and renamed into place
 * (a link planted at the name is replaced, never written through), and a
 * finished task's record dir is sealed with the digests of its files, kept in
 * memory; before results.json is written, a task whose records changed since
 * is found (and its links removed).
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, constants } from 'node:fs';
import { lstat, open, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';

/** Writes `data` to `path` by rename from a new file beside it: whatever was at `path` (a link too) is replaced, not followed. */
export async function writeRecord(path: string, data: string | Uint8Array): Promise<void> {
  const temp = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temp, data, { flag: 'wx', mode: 0o644 });
    await rename(temp, path);
  } finally {
    await rm(temp, { force: true });
  }
}

/** Relative path → sha256 of every entry under a dir (links and special files as `link`/`special`). */
export type Seal = Map<string, string>;

async function digest(path: string): Promise<string> {
  const fh = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  const hash = createHash('sha256');
  for await (const chunk of createReadStream('', { fd: fh.fd, autoClose: false })) hash.update(chunk as Buffer);
  await fh.close();
  return hash.digest('hex');
}

export async function sealDir(dir: string): Promise<Seal> {
  const seal: Seal = new Map();
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const e of entries) {
    const path = join(e.parentPath, e.name);
    const info = await lstat(path).catch(() => null);
    if (!info || info.isDirectory()) continue;
    seal.set(relative(dir, path), info.isSymbolicLink() ? 'link' : info.isFile() ? await digest(path).catch(() => 'unreadable') : 'special');
  }
  return seal;
}

/** Paths under `dir` added, removed or changed since `seal`; links found are removed (never followed). */
export async function changedSinceSeal(dir: string, seal: Seal): Promise<string[]> {
  const now = await sealDir(dir);
  const changed = new Set<string>();
  for (const [path, value] of now) {
    if (seal.get(path) !== value) changed.add(path);
    if (value === 'link') await rm(join(dir, path), { force: true });
  }
  for (const path of seal.keys()) if (!now.has(path)) changed.add(path);
  return [...changed].sort();
}
