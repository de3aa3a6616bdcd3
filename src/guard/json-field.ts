/**
 * What `jq -r .version package.json` and `node -p "require('./package.json').version"` print, for the plain field
 * lookups agents use to read a project's name or version: a string, an integer, a boolean or null found by a path of
 * names. Anything else (an object, a float, a filter or an expression beyond a path) is left unknown (null).
 */

/** The value at `path` in the JSON `text`, printed as jq (`raw`: -r) or node -p prints it, with the newline; null when unsure. */
function printedField(text: string, path: readonly string[], style: 'jq' | 'jq-raw' | 'node'): string | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  for (const name of path) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return style === 'node' ? null : value === null ? 'null\n' : null;
    value = Object.hasOwn(value, name) ? (value as Record<string, unknown>)[name] : style === 'node' ? undefined : null;
  }
  if (value === undefined) return 'undefined\n';
  if (value === null || typeof value === 'boolean' || (typeof value === 'number' && Number.isSafeInteger(value))) return `${String(value)}\n`;
  if (typeof value !== 'string') return null;
  return style === 'jq' ? `${JSON.stringify(value)}\n` : `${value}\n`;
}

const NAME = /^[A-Za-z_]\w*$/;

/** jq's filter `.a.b` (names only); null for any other filter. */
function jqPath(filter: string): string[] | null {
  if (!/^(\.[A-Za-z_]\w*)+$/.test(filter)) return null;
  return filter.slice(1).split('.');
}

/**
 * `jq [-r] .a.b [FILE]` given its words after the name: the file it reads (null: stdin) and how it prints, or null
 * when it is called any other way.
 */
export function jqFieldCall(words: readonly string[]): { file: string | null; print: (text: string) => string | null } | null {
  let raw = false;
  const rest: string[] = [];
  for (const w of words) {
    if (w === '-r' || w === '--raw-output') raw = true;
    else if (w.startsWith('-')) return null;
    else rest.push(w);
  }
  const path = rest.length === 1 || rest.length === 2 ? jqPath(rest[0]!) : null;
  if (!path) return null;
  return { file: rest[1] ?? null, print: (text) => printedField(text, path, raw ? 'jq-raw' : 'jq') };
}

/** `node -p "require('./package.json').version"` given its words after the name: the JSON file and the path; null otherwise. */
export function nodeRequireField(words: readonly string[]): { file: string; print: (text: string) => string | null } | null {
  if (words.length !== 2 || !['-p', '--print', '-pe'].includes(words[0]!)) return null;
  const m = /^require\((['"])(\.{1,2}\/[\w./-]+\.json)\1\)((?:\.[A-Za-z_$][\w$]*)+)$/.exec(words[1]!.trim());
  if (!m) return null;
  const path = m[3]!.slice(1).split('.');
  if (!path.every((n) => NAME.test(n))) return null;
  return { file: m[2]!, print: (text) => printedField(text, path, 'node') };
}
