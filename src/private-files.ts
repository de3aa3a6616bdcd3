import { closeSync, constants, mkdtempSync, openSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Opens `count` read-write files that only this process can reach: each is created (mode 0600) in a fresh 0700 dir
 * under the OS temp dir and unlinked at once, and the dir goes too, so no path leads to them (an agent cannot swap or
 * read them by name) and nothing is left behind however the process ends. Used for the private copy of cline's
 * records (dispatch/recorded-file.ts) and parse's spill files (transcript/spill.ts).
 */
export function openPrivateFiles(prefix: string, count: number): number[] {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const fds: number[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const path = join(dir, String(i));
      fds.push(openSync(path, constants.O_RDWR | constants.O_CREAT | constants.O_EXCL, 0o600));
      unlinkSync(path);
    }
    return fds;
  } catch (err) {
    for (const fd of fds) closeSync(fd);
    throw err;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
