/**
 * Typed errors for library code. Library functions throw these (never print or
 * exit); the CLI maps them to messages and exit codes. Every error carries a
 * stable `code` a caller can branch on, and where known the place it concerns.
 */

/** Something the user gave us is wrong: a file, a flag, a field. Exit code 2. */
export class InputError extends Error {
  override readonly name: string = 'InputError';
  constructor(
    message: string,
    /** Where the problem is, e.g. a file path, `file:line` or an option name. */
    readonly where?: string,
    /** Stable and machine-readable, e.g. `suite_invalid`, `env_var_unset`, `option_invalid`. */
    readonly code: string = 'input_invalid',
  ) {
    super(where ? `${where}: ${message}` : message);
  }
}

/** A TOML file that does not parse: names the file, line and column. */
export class TomlSyntaxError extends InputError {
  override readonly name = 'TomlSyntaxError';
  constructor(
    readonly file: string,
    /** The parser's message, without the place. */
    readonly problem: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(problem, line ? `${file}:${line}:${column ?? 1}` : file, 'toml_syntax');
  }
}

/** The machinery failed: cline missing, a process that would not start. Exit code 3. */
export class InfrastructureError extends Error {
  override readonly name = 'InfrastructureError';
  constructor(
    message: string,
    /** Stable and machine-readable. */
    readonly code: string = 'infrastructure',
    /** The binary, file or address concerned, when there is one. */
    readonly where?: string,
  ) {
    super(message);
  }
}

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
