/**
 * Quoting for the three places a rendered value can land: a shell command
 * (single quotes, via the transcript's shellQuote), a recipe that must itself
 * hold no single quote, and prompt text.
 */
export { shellQuote } from '../transcript/flatten.js';

/**
 * A POSIX shell word that contains no single quote, for text that will be
 * pasted into `sh -c '...'`: double-quoted with `\`, `"`, `$` and backquote
 * escaped, and any single quote produced at run time by printf.
 */
export function doubleQuote(word: string): string {
  const escaped = word.replace(/[\\"$`]/g, '\\$&').replaceAll("'", '$(printf "\\047")');
  return `"${escaped}"`;
}

/**
 * A value for prompt text: verbatim when it is one plain line, else as a JSON
 * string, so a newline or control character in a path cannot forge a line of
 * the prompt.
 */
export function promptValue(value: string): string {
  return /[\x00-\x1f\x7f]/.test(value) ? JSON.stringify(value) : value;
}
