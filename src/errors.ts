/**
 * Typed errors for library code. Library functions throw these (never print or
 * exit); the CLI maps them to messages and exit codes.
 */

/** Something the user gave us is wrong: a file, a flag, a field. Exit code 2. */
export class InputError extends Error {
  override readonly name = 'InputError';
  constructor(
    message: string,
    /** Where the problem is, e.g. a file path, `file:line` or `file#field.path`. */
    readonly where?: string,
  ) {
    super(where ? `${where}: ${message}` : message);
  }
}

/** The machinery failed: cline missing, a process that would not start. Exit code 3. */
export class InfrastructureError extends Error {
  override readonly name = 'InfrastructureError';
}

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
