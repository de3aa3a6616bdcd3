/**
 * Owner write permission on a whole tree, symlinks left alone. Copies taken
 * from the suite's read-only snapshot keep its modes (fs.cp preserves them),
 * so whatever is built from one is made writable again for its owner.
 */
import { chmod, lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';

export async function setOwnerWritable(path: string, writable: boolean): Promise<void> {
  const info = await lstat(path);
  if (info.isSymbolicLink()) return;
  if (info.isDirectory()) {
    // Directories become writable before their contents are visited, read-only after.
    if (writable) await chmod(path, (info.mode & 0o7777) | 0o200);
    for (const name of await readdir(path)) await setOwnerWritable(join(path, name), writable);
    if (!writable) await chmod(path, info.mode & 0o7555);
    return;
  }
  await chmod(path, writable ? (info.mode & 0o7777) | 0o200 : info.mode & 0o7555);
}
