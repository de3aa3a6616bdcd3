/**
 * The text `sed -i` leaves in a file, computed before the call runs: the machine's own GNU sed run on the text the
 * guard knows for the file, so the regex dialect is the one the agent's command will get. It runs in sed's sandbox
 * mode (`--sandbox`: no `e`, `r`, `w`, so it reads only its stdin and writes only its stdout), by absolute path, with
 * a time limit; any failure means the text stays unknown, as it was before this existed. The caller gives it ASCII
 * only, and it runs in the C locale: on ASCII text every locale matches alike.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Where Debian and most Linux systems keep GNU sed; found once. */
const SED_PATHS = ['/usr/bin/sed', '/bin/sed'];
let sedPath: string | null | undefined;

/** A script that runs for longer (a regex that backtracks without end) is given up on. */
const TIME_LIMIT_MS = 2000;
/** More output than this (from a 1 MiB script file at most) is given up on too. */
const MAX_OUTPUT_BYTES = 8 << 20;

/**
 * sed's output for `input` with `options` (only ones that change the output: -n, -E, -z, --posix) and `scripts` (the
 * -e scripts in order), or null when sed is missing, fails, or is not GNU sed (which refuses --sandbox).
 */
export function sedOutput(options: readonly string[], scripts: readonly string[], input: string): string | null {
  sedPath ??= SED_PATHS.find((p) => existsSync(p)) ?? null;
  if (sedPath === null) return null;
  const run = spawnSync(sedPath, ['--sandbox', ...options, ...scripts.flatMap((s) => ['-e', s])], {
    input,
    encoding: 'utf8',
    timeout: TIME_LIMIT_MS,
    maxBuffer: MAX_OUTPUT_BYTES,
    stdio: ['pipe', 'pipe', 'ignore'],
    env: { ...process.env, LC_ALL: 'C' },
  });
  return run.status === 0 && run.signal === null && !run.error ? run.stdout : null;
}
