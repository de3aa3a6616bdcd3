/**
 * A python script's branches that its command line cannot reach. Skills bundle scripts whose side options write to
 * home (`--remember` saving defaults under `~/.config`, `--record` appending to `~/.x/history`): judged whole, such a
 * script is refused however it is run. Here a branch gated by an argparse flag (`action="store_true"`) that the call
 * does not give is blanked, and so is the default of an option the call surely gives (`--dest out/site` leaves
 * `default=str(ROOT / "site")` unused); then the functions and path constants nothing else uses, so that the rest of
 * the script is judged on what can run. Lines keep their numbers: removed lines become empty.
 *
 * Sound only where the script leaves argparse no other way in: one parser, parsing sys.argv as it is (no list given to
 * parse_args, no `sys.argv` touched, no `set_defaults`, no prefix or fromfile characters), the flag with no default of
 * its own, never assigned, and no name bound at run time (`setattr`, `globals()`, `getattr`, `exec`). A call whose
 * words the guard cannot all know keeps every branch.
 */

/** `p.add_argument(…)`, its arguments one level of parentheses deep (a help text's `(default: …)`). */
const ADD_ARGUMENT = /\b([A-Za-z_]\w*)\.add_argument\(((?:[^()]|\([^()]*\))*)\)/g;
const STRING = /'([^'\\\n]*)'|"([^"\\\n]*)"/g;
/** Anything that can set an attribute, read argv some other way, or call a function without naming it. */
const OTHER_WAYS_IN =
  /\bsys\.argv\b|\bset_defaults\b|\badd_subparsers\b|\b(?:setattr|getattr|globals|vars|locals|exec|eval|__import__)\s*\(|__dict__|\bimport_module\b/;
/** Parser settings that change how words are read or what a flag holds unset. */
const PARSER_SETTINGS = /\b(?:parents|prefix_chars|fromfile_prefix_chars|argument_default)\s*=/;

interface Flag {
  dest: string;
  longs: string[];
  shorts: string[];
}

/** An option that takes a value and has a default (`add_argument("--dest", default=str(ROOT / "site"))`). */
interface Valued extends Flag {
  /** Where its default's expression is in the text. */
  start: number;
  end: number;
}

/** Where the expression after `default=` ends in an argument list: at a comma outside brackets and strings, or the end. */
function expressionEnd(args: string, from: number): number {
  let depth = 0;
  let quote = '';
  for (let k = from; k < args.length; k++) {
    const ch = args[k]!;
    if (quote) {
      if (ch === '\\') k++;
      else if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if ('([{'.includes(ch)) depth++;
    else if (')]}'.includes(ch)) depth--;
    else if (ch === ',' && depth === 0) return k;
  }
  return args.length;
}

/**
 * The store_true flags and valued options of the script's one parser, every option name it has, and the name its
 * parsed namespace is bound to; null when unsure.
 */
function parserOptions(text: string): { namespace: string; flags: Flag[]; valued: Valued[]; names: string[] } | null {
  if (OTHER_WAYS_IN.test(text)) return null;
  const parsers = [...text.matchAll(/\b([A-Za-z_]\w*)\s*=\s*(?:argparse\.)?ArgumentParser\(((?:[^()]|\([^()]*\))*)\)/g)];
  if (parsers.length !== 1 || (text.match(/ArgumentParser\b/g) ?? []).length !== 1 || PARSER_SETTINGS.test(parsers[0]![2]!)) return null;
  const parser = parsers[0]![1]!;
  const parsed = [...text.matchAll(/^[ \t]*([A-Za-z_]\w*)\s*=\s*([A-Za-z_]\w*)\.parse_(?:known_)?args\(\s*\)/gm)];
  if (parsed.length !== 1 || parsed[0]![2] !== parser || (text.match(/\.parse_(?:known_)?(?:intermixed_)?args\(/g) ?? []).length !== 1) return null;
  const namespace = parsed[0]![1]!;
  // The namespace bound once (a tuple from parse_known_args binds it differently: not followed).
  // eslint-disable-next-line max-len -- a pattern (or a case) reads better whole
  const binds = text.match(new RegExp(String.raw`(?<![\w.])${namespace}\s*(?:[-+*/%|&^@]|\*\*|\/\/|:)?=(?!=)|\bas\s+${namespace}\b|\bfor\b[^\n:]*\b${namespace}\b[^\n:]*\bin\b|\bdef\s+\w+\([^)]*\b${namespace}\b`, 'g'));
  if (binds?.length !== 1) return null;
  // The parser and its groups (`g = p.add_mutually_exclusive_group()`) take arguments.
  const groups = new RegExp(String.raw`\b([A-Za-z_]\w*)\s*=\s*${parser}\.add_(?:argument_group|mutually_exclusive_group)\(`, 'g');
  const takers = new Set([parser, ...[...text.matchAll(groups)].map((g) => g[1]!)]);
  const flags: Flag[] = [];
  const valued: Valued[] = [];
  const dests: string[] = [];
  const all: string[] = [];
  for (const m of text.matchAll(ADD_ARGUMENT)) {
    if (!takers.has(m[1]!)) return null;
    const args = m[2]!;
    const positional = args.replace(/\b\w+\s*=\s*(?:'[^'\n]*'|"[^"\n]*"|[^,]*)/g, '');
    const names = [...positional.matchAll(STRING)].map((s) => s[1] ?? s[2]!);
    // Names the guard cannot read (`add_argument(*opts)`): which dest they set is unknown.
    if (!names.length || positional.replace(STRING, '').replace(/[\s,]/g, '') !== '') return null;
    for (const v of names) all.push(v);
    const given = /\bdest\s*=\s*(?:'(\w+)'|"(\w+)")/.exec(args);
    if (!given && /\bdest\s*=/.test(args)) return null;
    const longs = names.filter((n) => /^--[A-Za-z][\w-]*$/.test(n));
    const shorts = names.filter((n) => /^-[A-Za-z0-9]$/.test(n));
    const dest = given ? (given[1] ?? given[2])! : (longs[0]?.slice(2) ?? names[0]!.replace(/^-+/, '')).replace(/-/g, '_');
    dests.push(dest);
    if (!longs.length || longs.length + shorts.length !== names.length) continue;
    const action = /\baction\s*=\s*(?:'(\w+)'|"(\w+)")/.exec(args);
    const dflt = /\bdefault\s*=\s*/.exec(args);
    if (action && (action[1] ?? action[2]) === 'store_true' && !dflt) flags.push({ dest, longs, shorts });
    // Given, an option that stores its value leaves its default unused (appending or counting ones add to it).
    if (dflt && (!/\baction\s*=/.test(args) || (action && (action[1] ?? action[2]) === 'store'))) {
      const from = m.index! + m[0].indexOf('(') + 1;
      const start = dflt.index + dflt[0].length;
      valued.push({ dest, longs, shorts, start: from + start, end: from + expressionEnd(args, start) });
    }
  }
  // A dest another argument also sets (`--no-x` storing false into x) is not the option's alone.
  const own = <T extends Flag>(list: T[]) => list.filter((f) => dests.filter((d) => d === f.dest).length === 1);
  return { namespace, flags: own(flags), valued: own(valued), names: all };
}

/**
 * Whether a word on the command line may set the flag: a long option it abbreviates (argparse takes any unambiguous
 * prefix, `--rem` for `--remember`, with or without `=…`), or a cluster of short options holding its letter.
 */
function mayGive(word: string, flag: Flag): boolean {
  if (word.startsWith('--')) {
    const name = word.split('=')[0]!;
    return name.length > 2 && flag.longs.some((l) => l.startsWith(name));
  }
  return word.startsWith('-') && word.length > 1 && flag.shorts.some((s) => word.slice(1).includes(s[1]!));
}

/**
 * Whether the words surely name the option before any `--`: one of its names, whole or with `=…`, or a long name
 * abbreviated (argparse takes it, or stops on an ambiguous one) that is not another option's whole name.
 */
function surelyGiven(argv: readonly (readonly string[])[], option: Flag, names: readonly string[]): boolean {
  const names1 = (w: string) => {
    const name = w.startsWith('--') ? w.split('=')[0]! : w;
    if (option.shorts.includes(name) || option.longs.includes(name)) return true;
    return name.startsWith('--') && name.length > 2 && !names.includes(name) && option.longs.some((l) => l.startsWith(name));
  };
  for (const values of argv) {
    if (values.includes('--')) return false;
    if (values.every(names1)) return true;
  }
  return false;
}

const indentOf = (line: string): number => /^[ \t]*/.exec(line)![0].length;

/** Blanks the lines of the block opened at line `at` (the lines after it indented deeper, and blank lines among them). */
function blankBlock(lines: string[], at: number): void {
  const base = indentOf(lines[at]!);
  let end = at + 1;
  while (end < lines.length && (lines[end]!.trim() === '' || indentOf(lines[end]!) > base)) end++;
  // Trailing blank lines are not the block's.
  while (end > at + 1 && lines[end - 1]!.trim() === '') end--;
  for (let k = at + 1; k < end; k++) lines[k] = '';
}

/** A path built from the script's place, home, the working directory or literals, with no call that does anything. */
const QUOTED = String.raw`(?:'[^'\\\n]*'|"[^"\\\n]*")`;
// eslint-disable-next-line max-len -- a pattern (or a case) reads better whole
const PATH_BASE = String.raw`(?:(?:pathlib\.)?Path(?:\.home\(\)|\.cwd\(\)|\(\s*(?:__file__|${QUOTED})\s*\))|os\.path\.expanduser\(\s*${QUOTED}\s*\)|os\.getcwd\(\)|${QUOTED})`;
const PATH_STEP = String.raw`(?:\s*\.\s*(?:resolve|absolute|expanduser)\(\)|\s*\.\s*parent\b|\s*\.\s*parents\[\d+\]|\s*\/\s*${QUOTED})`;
const PATH_VALUE = String.raw`${PATH_BASE}${PATH_STEP}*`;
const PURE_PATH = new RegExp(
  String.raw`^(?:str\(\s*)?(?:${PATH_VALUE}|os\.path\.join\(\s*${PATH_VALUE}(?:\s*,\s*${PATH_VALUE})*\s*\))(?:\s*\))?\s*(?:#.*)?$`,
);

/** Top-level functions (undecorated) and path constants that nothing else in the text names: blanked, until none is left. */
function blankUnusedDefinitions(lines: string[]): void {
  for (let changed = true; changed; ) {
    changed = false;
    const text = lines.join('\n');
    const uses = (name: string) => (text.match(new RegExp(String.raw`(?<![\w.])${name}\b`, 'g')) ?? []).length;
    for (let k = 0; k < lines.length; k++) {
      const def = /^def\s+([A-Za-z_]\w*)\s*\(/.exec(lines[k]!);
      if (def && !(k > 0 && lines[k - 1]!.startsWith('@')) && uses(def[1]!) === 1) {
        blankBlock(lines, k);
        lines[k] = '';
        changed = true;
        continue;
      }
      const constant = /^([A-Za-z_]\w*)\s*=\s*(.+)$/.exec(lines[k]!);
      if (constant && PURE_PATH.test(constant[2]!) && uses(constant[1]!) === 1) {
        lines[k] = '';
        changed = true;
      }
    }
  }
}

/**
 * The script's text with the branches its argv cannot reach blanked (see the module's comment); the text itself when
 * it has none, or when any word is unknown (`argv` holds each word's possible values, null for one the guard cannot
 * know).
 */
export function reachableForArgv(text: string, argv: readonly (readonly string[] | null)[]): string {
  if (!text.includes('argparse') || argv.some((a) => a === null)) return text;
  const found = parserOptions(text);
  if (!found) return text;
  const known = argv as readonly (readonly string[])[];
  const words = known.flat();
  const { namespace } = found;
  // A flag assigned anywhere (`a.remember = True`) may be set whatever the command line says.
  const unset = found.flags.filter(
    (f) => !words.some((w) => mayGive(w, f)) && !new RegExp(String.raw`\b${namespace}\.${f.dest}\s*(?:[-+*/%|&^@]|\*\*|\/\/)?=(?!=)`).test(text),
  );
  const overridden = found.valued.filter((o) => surelyGiven(known, o, found.names));
  if (!unset.length && !overridden.length) return text;
  // Defaults first, from the end, so that the spans found above still hold; `None` keeps the call's shape.
  let t = text;
  for (const o of [...overridden].sort((a, b) => b.start - a.start)) t = `${t.slice(0, o.start)}None${t.slice(o.end)}`;
  const lines = t.split('\n');
  const gate = new RegExp(String.raw`^[ \t]*(?:if|elif)\s+${namespace}\.(\w+)(?:\s+and\s+([^\n#]*?))?\s*:\s*(#.*)?$`);
  for (let k = 0; k < lines.length; k++) {
    const m = gate.exec(lines[k]!);
    // `if a.flag and x:` runs only with the flag; an `or` (or a conditional expression) in the rest could make it run without.
    if (!m || !unset.some((f) => f.dest === m[1]) || /\b(?:or|if|else|lambda)\b/.test(m[2] ?? '')) continue;
    blankBlock(lines, k);
  }
  blankUnusedDefinitions(lines);
  return lines.join('\n');
}
