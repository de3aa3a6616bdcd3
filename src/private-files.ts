import {
  closeSync,
  constants,
  mkdtempSync,
  openSync,
  rmSync,
  unlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Linux's O_TMPFILE (`__O_TMPFILE | O_DIRECTORY`; `__O_TMPFILE` is 0o20000000 on x86-64 and arm64, and Node does not
 * export the constant): a file created with no name at all, so there is no moment at which a kill could leave it behind.
 */
const O_TMPFILE = 0o20000000 | constants.O_DIRECTORY;

/** Errors with which a kernel or filesystem says it cannot make unnamed files. */
const NO_TMPFILE = new Set(["EISDIR", "EOPNOTSUPP", "EINVAL", "ENOTSUP"]);

/**
 * Opens `count` read-write 0600 files that only this process can reach: no path leads to them (an agent cannot swap
 * or read them by name) and nothing is left behind however the process ends. Used for the private copy of cline's
 * records (dispatch/recorded-file.ts) and parse's spill files (transcript/spill.ts).
 */
export function openPrivateFiles(prefix: string, count: number): number[] {
  const fds: number[] = [];
  try {
    for (let i = 0; i < count; i++)
      fds.push(openSync(tmpdir(), constants.O_RDWR | O_TMPFILE, 0o600));
    return fds;
  } catch (err) {
    for (const fd of fds) closeSync(fd);
    if (!NO_TMPFILE.has((err as NodeJS.ErrnoException).code ?? "")) throw err;
    return openUnlinkedFiles(prefix, count);
  }
}

/**
 * Where unnamed files are not available: each file is created in a fresh 0700 dir, unlinked at once, and the dir goes
 * too. A kill in the few microseconds between `mkdtemp` and the dir's removal leaves that empty dir behind.
 */
export function openUnlinkedFiles(prefix: string, count: number): number[] {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const fds: number[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const path = join(dir, String(i));
      fds.push(
        openSync(
          path,
          constants.O_RDWR | constants.O_CREAT | constants.O_EXCL,
          0o600,
        ),
      );
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
