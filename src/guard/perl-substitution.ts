/**
 * `perl -pi -e 's/…/…/g' FILE` as agents write it to fix a line: whether the program is made of plain substitutions
 * only, so that the machine's perl may run it on a text the guard knows (text-filters.ts) to learn what the edit leaves.
 *
 * A substitution can run code in three ways, and each is refused here: the `e` flag (the replacement is code), a code
 * block in the pattern (`(?{…})`, `(??{…})`, `(*{…})`), and interpolation of a variable or expression (`$x`, `${…}`,
 * `@{[…]}`) in the pattern or the replacement. What remains reads and writes `$_` alone: capture groups (`$1`, `${1}`,
 * `$&`), escapes and the flags `g i m s x`.
 */

/** Delimiters read here: not brackets (their pairs nest), not quotes (`'` turns interpolation off, `"` is rare). */
const DELIMITERS = new Set(['/', '#', '|', '!', ',', ':', '~', '%', '+']);

/** Whether `program` is one or more `s<d>PATTERN<d>REPLACEMENT<d>FLAGS` statements, with `;` and blanks between. */
export function isPlainSubstitution(program: string): boolean {
  let i = 0;
  let count = 0;
  const skipSeparators = () => {
    while (i < program.length && /[\s;]/.test(program[i]!)) i++;
  };
  skipSeparators();
  while (i < program.length) {
    if (program[i] !== 's') return false;
    const d = program[i + 1];
    if (d === undefined || !DELIMITERS.has(d)) return false;
    i += 2;
    const pattern = part(d);
    const replacement = pattern === null ? null : part(d);
    if (pattern === null || replacement === null) return false;
    const flags = /^[gimsx]*/.exec(program.slice(i))![0];
    i += flags.length;
    if (i < program.length && !/[\s;]/.test(program[i]!)) return false;
    if (!safePattern(pattern) || !safeReplacement(replacement)) return false;
    count++;
    skipSeparators();
  }
  return count > 0;

  /** The text up to the next unescaped `d` (which is passed), or null when there is none. */
  function part(d: string): string | null {
    const start = i;
    for (; i < program.length; i++) {
      if (program[i] === '\\') i++;
      else if (program[i] === d) return program.slice(start, i++);
    }
    return null;
  }
}

/** A pattern with no code block, no named character (it loads a module) and no interpolation. */
function safePattern(p: string): boolean {
  if (/\(\?\??\{|\(\*\{|\\N\{/.test(p)) return false;
  for (let i = 0; i < p.length; i++) {
    const c = p[i]!;
    if (c === '\\') i++;
    // `$` is an anchor only at the end of the pattern or of an alternative or group; before anything else it interpolates.
    else if (c === '$' && !(i + 1 === p.length || p[i + 1] === ')' || p[i + 1] === '|')) return false;
    else if (c === '@') return false;
  }
  return true;
}

/** A replacement whose only interpolations are capture groups: `$1`, `${1}`, `$&`. */
function safeReplacement(r: string): boolean {
  for (let i = 0; i < r.length; i++) {
    const c = r[i]!;
    if (c === '\\') {
      if (r[i + 1] === 'N') return false;
      i++;
    } else if (c === '$') {
      // `$1[…]` and `$1{…}` interpolate an element of an array or hash, whose subscript may be any expression.
      const group = /^\$(?:[1-9]\d*(?!\d)|\{[1-9]\d*\}|&)(?![[{]|->)/.exec(r.slice(i));
      if (!group) return false;
      i += group[0].length - 1;
    } else if (c === '@') return false;
  }
  return true;
}
