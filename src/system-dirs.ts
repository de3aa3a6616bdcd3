/**
 * System directories other programs trust. The bin dirs are where a `command` check's PATH looks
 * (src/check/command-env.ts); with /etc, /usr/local and /opt (and cline's own bin dir) they hold the programs and
 * config that later checks and runs pick up, so the audit walks those an agent without bwrap could write
 * (src/audit/fs-snapshot.ts), and a suite does not trust tasks that ran after a change there (src/suite/taint.ts).
 */
import { accessSync, constants, realpathSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { isInside } from './guard/paths.js';

export const SYSTEM_BIN_DIRS = ['/usr/local/sbin', '/usr/local/bin', '/usr/sbin', '/usr/bin', '/sbin', '/bin'];

/** The trusted system dirs (the audit's default list). */
export const TRUSTED_SYSTEM_DIRS = ['/etc', '/usr/local', '/opt', ...SYSTEM_BIN_DIRS];

/** `$CLINE_HARNESS_AUDIT_SYSTEM_DIRS` (colon-separated) in place of the default list, for machines laid out otherwise. */
function candidates(): string[] {
  const given = process.env.CLINE_HARNESS_AUDIT_SYSTEM_DIRS?.split(':').filter(Boolean);
  return given?.length ? given : TRUSTED_SYSTEM_DIRS;
}

/**
 * The trusted system dirs this process may write (each once, by its real path, none inside another): as root all of
 * them, as another user usually none. An agent run without bwrap has the same rights.
 */
export function writableSystemDirs(dirs: readonly string[] = candidates()): string[] {
  const kept: string[] = [];
  for (const dir of dirs) {
    let real: string;
    try {
      real = realpathSync(dir);
      if (!statSync(real).isDirectory()) continue;
      accessSync(real, constants.W_OK);
    } catch {
      continue;
    }
    // /usr/local/bin is walked with /usr/local; /bin is /usr/bin on a merged /usr.
    if (!kept.some((k) => isInside(real, k))) kept.push(real);
  }
  return kept;
}

/**
 * What a run must find unchanged for its later tasks to be trusted: the writable system dirs and, when it is
 * writable too, the dir of the cline binary the run starts (a wrapper put in its place would run every later task).
 */
export function trustedWritableDirs(clineBin: string | null): string[] {
  let binDir: string[] = [];
  try {
    if (clineBin !== null) binDir = [dirname(realpathSync(clineBin))];
  } catch {
    // A binary that is gone is the run's failure to report, not the audit's.
  }
  return writableSystemDirs([...candidates(), ...binDir]);
}
