/**
 * The environment a `command` check's shell gets: chosen by the harness, not
 * inherited. The user's PATH may hold directories the agent could write (a
 * planted `python3` would decide the check) and the harness's environment
 * holds its secrets, so the check sees only: a PATH of the system's
 * directories that only root can write, a fresh empty HOME, its own TMPDIR,
 * the locale, and the check's own `env` table (which may set PATH itself).
 */
import { realpath, stat } from 'node:fs/promises';
import { SYSTEM_BIN_DIRS } from '../system-dirs.js';

/** The system dirs that exist, are owned by root and are writable by no one else (each once, by its real path). */
export async function checkPath(): Promise<string> {
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const dir of SYSTEM_BIN_DIRS) {
    const real = await realpath(dir).catch(() => null);
    const info = real === null ? null : await stat(real).catch(() => null);
    if (real === null || !info?.isDirectory() || info.uid !== 0 || (info.mode & 0o022) !== 0 || seen.has(real)) continue;
    seen.add(real);
    kept.push(dir);
  }
  return kept.join(':');
}

/** The whole environment for one check command (nothing else of the harness's is passed on). */
export async function checkEnvironment(o: { home: string; tmp: string; extra?: Record<string, string> }): Promise<Record<string, string>> {
  return {
    PATH: await checkPath(),
    HOME: o.home,
    TMPDIR: o.tmp,
    LANG: process.env.LANG ?? 'C.UTF-8',
    ...(process.env.LC_ALL ? { LC_ALL: process.env.LC_ALL } : {}),
    ...o.extra,
  };
}
