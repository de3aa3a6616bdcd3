/**
 * Whether a script only ever gives a variable literal values of a harmless shape, read from the script's text. Two
 * bash features evaluate a variable's value as code: prompt expansion (`${p@P}` runs the `$(…)` and backquotes its
 * value holds) and the integer attribute (`declare -i n`: what is assigned to n is arithmetic, where an array
 * subscript runs commands). Both are harmless when every value the script can give the variable is such a literal.
 */

/** Anything that may set a variable other than a plain assignment, or set it from text the script does not spell. */
const OTHER_SETTERS = /\b(?:eval|source|mapfile|readarray|getopts)\b|(?:^|[\s;&|(])\.\s|(?:declare|local|typeset|readonly)\s+-\w*n/;

/** One assignment's value as written: single-quoted, double-quoted or bare. */
const VALUE = String.raw`('[^']*'|"[^"]*"|[^\s;&|)'"]*)`;

/**
 * Whether every value `source` can give `name` is a literal that `harmless` accepts: at least one assignment is not
 * needed (an unset variable is empty), but `inherited` must be false (the environment's value would come first).
 */
export function onlyLiteralValues(source: string, name: string, inherited: boolean, harmless: (value: string) => boolean): boolean {
  if (inherited || OTHER_SETTERS.test(source)) return false;
  const n = name.replace(/[^\w]/g, '');
  // read, a for/select loop, printf -v, an element, or a default assigned in an expansion: values the text does not spell.
  const computed = new RegExp(String.raw`\bread\b[^;&|\n]*\b${n}\b|\b(?:for|select)\s+${n}\b|-v\s+${n}\b|\b${n}\[|\$\{${n}:?=`);
  if (computed.test(source)) return false;
  for (const m of source.matchAll(new RegExp(String.raw`(?:^|[\s;&|(])${n}\+?=${VALUE}`, 'g'))) {
    const raw = m[1]!;
    const quote = raw[0] === "'" || raw[0] === '"' ? raw[0] : '';
    const value = quote ? raw.slice(1, -1) : raw;
    // Only single quotes keep `$`, backquotes and backslashes as they are.
    if (quote !== "'" && /[$`\\]/.test(value)) return false;
    if (!harmless(value)) return false;
  }
  return true;
}

/**
 * A prompt string whose expansion runs nothing: no `$` or backquote but the prompt escape `\$` (which bash writes
 * back escaped), and no octal escape that could spell one. Escapes are read left to right, so `\\$(…)` is a `$(`.
 */
export function PROMPT_SAFE(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const ch = value[i]!;
    if (ch === '\\') {
      if (/[0-7]/.test(value[i + 1] ?? '')) return false;
      i++;
    } else if (ch === '$' || ch === '`') return false;
  }
  return true;
}

/** An integer variable's value that is plain arithmetic of numbers: no name, so no subscript to evaluate. */
export const NUMBERS_ONLY = (value: string): boolean => /^[\d\s+\-*/%()]*$/.test(value);

/**
 * What sourcing `text` sets, when the file only sets variables to literal text (`export NAME=value`, `NAME='a b'`)
 * beside comments and blank lines: BASH_ENV's file is sourced by every bash the call starts, so anything more (a
 * command, an expansion, a function, a trailing comment) makes it null.
 */
export function literalSettings(text: string): [string, string][] | null {
  const settings: [string, string][] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const m = /^(?:export\s+)?([A-Za-z_]\w*)=((?:[\w./,:@%+=-]|'[^'\n]*'|"[^"$`\\!\n]*")*)$/.exec(line);
    if (!m) return null;
    settings.push([m[1]!, m[2]!.replace(/'([^']*)'|"([^"]*)"/g, (_, single?: string, double?: string) => single ?? double ?? '')]);
  }
  return settings;
}
