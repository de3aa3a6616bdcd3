/**
 * Copying what the agent left (its output dir) into the harness's artifacts:
 * regular files and directories only (links and special files are named, not
 * copied or followed), at most `capBytes` in all. A file that would pass the
 * cap (a sparse 1 GiB file counts its full size) is left out and named.
 */
import { constants } from 'node:fs';
import { copyFile, lstat, mkdir, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** Artifacts kept of one task's output dir by default. */
export const DEFAULT_ARTIFACT_CAP_BYTES = 64 * 1024 * 1024;

export interface CappedCopy {
  copiedBytes: number;
  /** Files left out because the cap was reached, with their sizes. */
  overCap: { path: string; size: number }[];
  /** Links and special files, not copied. */
  skipped: string[];
}

export async function copyCapped(from: string, to: string, capBytes: number = DEFAULT_ARTIFACT_CAP_BYTES): Promise<CappedCopy> {
  const result: CappedCopy = { copiedBytes: 0, overCap: [], skipped: [] };
  const walk = async (dir: string): Promise<void> => {
    await mkdir(join(to, relative(from, dir)), { recursive: true });
    const entries = await readdir(dir, { withFileTypes: true });
    for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, e.name);
      const rel = relative(from, path);
      const info = await lstat(path);
      if (info.isDirectory()) await walk(path);
      else if (!info.isFile()) result.skipped.push(rel);
      else if (result.copiedBytes + info.size > capBytes) result.overCap.push({ path: rel, size: info.size });
      else {
        // COPYFILE_EXCL: the destination is new; nothing there is written through.
        await copyFile(path, join(to, rel), constants.COPYFILE_EXCL);
        result.copiedBytes += info.size;
      }
    }
  };
  await walk(from);
  return result;
}
