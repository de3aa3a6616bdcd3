/** The only place that writes to the terminal: data to stdout, human text to stderr. */

/** 130: stopped by Ctrl-C (SIGINT), as shells report it. */
export const EXIT = { ok: 0, checkFailed: 1, usage: 2, infrastructure: 3, interrupted: 130 } as const;

/** Thrown from option checks: reported as a usage error (exit 2) with --help advice. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  /** Stable and machine-readable, like the library's error codes. */
  readonly code = 'usage';
}

export function printJson(value: unknown): void {
  process.stdout.write(JSON.stringify(value, null, 2) + '\n');
}

export function printData(text: string): void {
  process.stdout.write(text.endsWith('\n') ? text : text + '\n');
}

export function say(text: string): void {
  process.stderr.write(text.endsWith('\n') ? text : text + '\n');
}
