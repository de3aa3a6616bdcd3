import { createHash } from 'node:crypto';
import { lstat, readFile, readdir, readlink } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A snapshot of a directory tree for byte-identical comparisons: every entry's
 * type, mode, and content hash or link target.
 */
export async function snapshotTree(root: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  async function walk(rel: string): Promise<void> {
    const abs = join(root, rel);
    const info = await lstat(abs).catch(() => null);
    if (!info) return;
    const mode = (info.mode & 0o7777).toString(8);
    if (info.isSymbolicLink()) {
      out[rel || '.'] = `link ${await readlink(abs)}`;
    } else if (info.isDirectory()) {
      out[rel || '.'] = `dir ${mode}`;
      for (const name of (await readdir(abs)).sort()) await walk(rel ? join(rel, name) : name);
    } else {
      const hash = createHash('sha256').update(await readFile(abs)).digest('hex');
      out[rel || '.'] = `file ${mode} ${hash}`;
    }
  }
  await walk('');
  return out;
}
