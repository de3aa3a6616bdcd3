/**
 * A prompt as the one argument cline 3.x takes it. cline reads a lone argument without whitespace as a subcommand
 * ("Unknown command or unquoted prompt"), so a one-word prompt gets a trailing space. The caller puts `--` before it, so
 * that a prompt starting with "-" does not read as an option. Both measured on cline 3.0.65 (test/dispatch/dispatch.test.ts).
 */
export function clinePromptArg(prompt: string): string {
  return /\s/.test(prompt) ? prompt : `${prompt} `;
}
