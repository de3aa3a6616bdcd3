/**
 * Word expansion as bash does it, with the values the guard can know at
 * decision time: brace expansion (nested, sequences), tilde, variables
 * ($HOME, $PWD, $TMPDIR, what the call assigned and what the shells inherit),
 * the output of a few commands (`pwd`, `dirname`, `basename`, `date +…`,
 * `uname`, `git rev-parse --show-toplevel`…), word splitting of unquoted
 * expansions and pathname expansion against the real filesystem. A value the
 * guard cannot know makes the word unknown, with a note saying why.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
// The default export: a runtime without os.machine (the plugin runs inside cline's) must still load this module.
import os from 'node:os';
import type { DoubleQuotedChild, ParameterExpansionPart, Word, WordPart } from 'unbash';
import { expandBraces } from './braces.js';
import type { JudgeContext } from './finding.js';
import { globPaths, hasGlobChars, patternRegExp, unescapePattern } from './glob.js';
import { expandTilde, joinRaw, realTarget } from './paths.js';
import { optValues, parseOpts } from './options.js';
import { isListedPath, listedBasename, listedDirname, listedRemove } from './listed-paths.js';
import { formatTime } from './time-format.js';
import { arrayKey, optionOn, type ShellState } from './state.js';

/** A command-line word after expansion: every value it can take, or null when the guard cannot know. */
export interface Arg {
  text: string;
  values: string[] | null;
  unknown?: string;
}

export function literalArg(value: string): Arg {
  return { text: value, values: [value] };
}

const MAX_ALTERNATIVES = 64;

/** A run of characters: `quoted` ones are taken as they are; the others may be split (expansions) or matched (globs). */
interface Piece {
  s: string;
  quoted: boolean;
  /** From an unquoted expansion: word splitting applies. */
  split: boolean;
}

type Unknown = { unknown: string };
const isUnknown = (x: unknown): x is Unknown => typeof x === 'object' && x !== null && 'unknown' in x;

/**
 * The fields a word expands to. A word the guard cannot know is one Arg with `values: null`. A word whose values
 * split into different numbers of fields (`$d` with d empty or `a b`) is one Arg holding every value: for callers that
 * judge each value alone; a command's words, whose places matter, take expandWordWays.
 */
export function expandWord(w: Word, state: ShellState, ctx: JudgeContext): Arg[] {
  const ways = expandWordWays(w, state, ctx);
  if (ways.length === 1) return ways[0]!;
  return [{ text: w.text, values: [...new Set(ways.flat().flatMap((a) => a.values!))] }];
}

/**
 * Each way a word may expand, one per number of fields it may give (`$d` with d empty or `x`: no field, or one), its
 * values merged place by place. One way for a word the guard cannot know.
 */
export function expandWordWays(w: Word, state: ShellState, ctx: JudgeContext): Arg[][] {
  const alternatives = wordPieces(w, state, ctx);
  if (isUnknown(alternatives)) return [[{ text: w.text, values: null, unknown: alternatives.unknown }]];
  const byCount = new Map<number, Set<string>[]>();
  for (const pieces of alternatives) {
    const fields = fieldsOf(pieces, state);
    if (isUnknown(fields)) return [[{ text: w.text, values: null, unknown: fields.unknown }]];
    const places = byCount.get(fields.length) ?? fields.map(() => new Set<string>());
    fields.forEach((f, i) => places[i]!.add(f));
    byCount.set(fields.length, places);
  }
  return [...byCount.values()].map((places) => places.map((values) => ({ text: w.text, values: [...values] })));
}

/** An assignment's value: expanded without splitting or pathname expansion. */
export function expandValue(w: Word, state: ShellState, ctx: JudgeContext): string[] | Unknown {
  const alternatives = wordPieces(w, state, ctx);
  if (isUnknown(alternatives)) return alternatives;
  return [...new Set(alternatives.map((ps) => ps.map((p) => p.s).join('')))];
}

/** One field per word, for callers that need a single value (a command name, a cd target). */
export function expandOne(w: Word, state: ShellState, ctx: JudgeContext): Arg {
  const fields = expandWord(w, state, ctx);
  if (fields.length === 1) return fields[0]!;
  return { text: w.text, values: null, unknown: fields.length ? `${w.text}, which splits into several words` : `${w.text}, which is empty` };
}

/** bash (not sh) expands `~` after the `=` of an assignment-like argument (`of=~/x`); both readings are kept. */
const ASSIGNMENT_TILDE = /^([A-Za-z_]\w*=)(~[^/]*)(.*)$/s;

function wordPieces(w: Word, state: ShellState, ctx: JudgeContext): Piece[][] | Unknown {
  const first = w.parts ? (w.parts[0]?.type === 'Literal' ? w.parts[0].value : null) : w.value;
  const m = first === null ? null : ASSIGNMENT_TILDE.exec(first);
  if (m) {
    const home = expandTilde(m[2]!, ctx.home);
    const rest = wordPiecesPlain(w, state, ctx);
    if (home === null || isUnknown(rest)) return home === null ? { unknown: `another user's home (${m[2]})` } : rest;
    const swapped = rest.map((ps) => [{ s: m[1]! + home + ps[0]!.s.slice(m[1]!.length + m[2]!.length), quoted: true, split: false }, ...ps.slice(1)]);
    return [...rest, ...swapped];
  }
  return wordPiecesPlain(w, state, ctx);
}

function wordPiecesPlain(w: Word, state: ShellState, ctx: JudgeContext): Piece[][] | Unknown {
  if (!w.parts) {
    // A plain word: only braces (already separate parts when unbash saw them) and tilde apply.
    const t = expandTilde(w.value, ctx.home);
    if (t === null) return { unknown: `another user's home (${w.value.split('/')[0]})` };
    return [[{ s: t, quoted: true, split: false }]];
  }
  let alts: Piece[][] = [[]];
  for (let k = 0; k < w.parts.length; k++) {
    const part = w.parts[k]!;
    let next: Piece[][] | Unknown;
    if (part.type === 'BraceExpansion') {
      if (/[$`]/.test(part.text)) return { unknown: `the expansion ${part.text}` };
      const words = expandBraces(part.text);
      if (!words) return { unknown: `the expansion ${part.text}, which gives too many words` };
      next = words.map((s) => [{ s, quoted: false, split: false }]);
    } else {
      next = partPieces(part, state, ctx, false);
    }
    if (isUnknown(next)) return next;
    if (k === 0 && part.type === 'Literal' && part.value.startsWith('~')) {
      const head = part.value.split('/')[0]!;
      const t = expandTilde(head, ctx.home);
      if (t === null) return { unknown: `another user's home (${head})` };
      next = [[{ s: t + part.value.slice(head.length), quoted: true, split: false }]];
    }
    const product: Piece[][] = [];
    for (const a of alts) for (const n of next) product.push([...a, ...n]);
    if (product.length > MAX_ALTERNATIVES) return { unknown: 'too many alternatives' };
    alts = product;
  }
  return alts;
}

function partPieces(part: WordPart | DoubleQuotedChild, state: ShellState, ctx: JudgeContext, inQuotes: boolean): Piece[][] | Unknown {
  const lit = (s: string, quoted = true): Piece[][] => [[{ s, quoted, split: false }]];
  const expansion = (values: string[] | Unknown): Piece[][] | Unknown =>
    isUnknown(values) ? values : values.map((s) => [{ s, quoted: inQuotes, split: !inQuotes }]);
  switch (part.type) {
    case 'Literal':
      return lit(part.value);
    case 'SingleQuoted':
    case 'AnsiCQuoted':
      return lit(part.value);
    case 'Glob':
      return inQuotes ? lit(part.text) : lit(part.text, false);
    case 'ExtendedGlob':
      return inQuotes ? lit(part.text) : { unknown: `the pattern ${part.text}` };
    case 'DoubleQuoted':
    case 'LocaleString': {
      let alts: Piece[][] = [[]];
      for (const child of part.parts) {
        const p = partPieces(child, state, ctx, true);
        if (isUnknown(p)) return p;
        const product: Piece[][] = [];
        for (const a of alts) for (const n of p) product.push([...a, ...n]);
        if (product.length > MAX_ALTERNATIVES) return { unknown: 'too many alternatives' };
        alts = product;
      }
      // "" is a field of its own even when empty.
      return alts.map((a) => (a.length ? a : [{ s: '', quoted: true, split: false }]));
    }
    case 'SimpleExpansion':
      return expansion(variable(part.text.slice(1), part.text, state, ctx));
    case 'ParameterExpansion': {
      // `${nums[0]}` of an array the call set from known words (and not changed since): that element.
      const element = !part.prefix && !part.operation && part.index ? knownElement(part.parameter, part.index, state) : null;
      if (element !== null) return expansion([element]);
      if (part.prefix || part.index) return { unknown: `${part.text}, computed at run time` };
      if (part.operation) return expansion(operated(part, state, ctx));
      return expansion(variable(part.parameter, part.text, state, ctx));
    }
    case 'CommandExpansion': {
      const known = !part.script
        ? null
        : (pathPartOutputs(part.script, state, ctx) ?? knownOutput(part.script, state, ctx) ?? state.printed(part.script, state));
      return known === null ? { unknown: `the output of ${part.text}` } : expansion(typeof known === 'string' ? [known] : known);
    }
    case 'ArithmeticExpansion':
      // A number: never a slash or a space, so it cannot move a path elsewhere.
      return lit('0');
    case 'ProcessSubstitution':
      return lit('/dev/fd/63');
    case 'BraceExpansion':
      return lit(part.text);
  }
}

/** Element N (a plain number) of an array the guard knows whole: its first element is still "$NAME". */
function knownElement(name: string, index: Word, state: ShellState): string | null {
  const list = state.vars.get(arrayKey(name));
  const first = state.vars.get(name);
  if (index.parts || !/^\d{1,4}$/.test(index.value) || !list || first?.length !== 1 || first[0] !== (list[0] ?? '')) return null;
  return list[Number(index.value)] ?? '';
}

/**
 * `${v%pat}`, `${v#pat}` (and `%%`, `##`), `${v/pat/rep}` (and `//`, `/#`, `/%`), `${v^^}`, `${v,,}`, `${v:-w}`, `${v:+w}`, `${v:=w}` of a variable
 * the guard knows, computed as bash does (`for f in *.js; do mv "$f" "${f%.js}.ts"; done`). Any other operation, or
 * a pattern or replacement the guard cannot know, leaves the word unknown.
 */
function operated(part: ParameterExpansionPart, state: ShellState, ctx: JudgeContext): string[] | Unknown {
  const op = part.operation!;
  const runtime = { unknown: `${part.text}, computed at run time` };
  // `${v:=w}` expands as `${v:-w}` does (the walker makes the assignment: assignedDefault).
  const operator = op.type === 'Default' ? op.operator.replace('=', '-') : '';
  const withDefault = op.type === 'Default' && ['-', ':-', '+', ':+'].includes(operator);
  // Unset in the call and in the environment its shells inherit: `${OUTDIR:-build}` is build.
  const unset = withDefault && unsetInShells(part.parameter, state, ctx);
  const values = unset ? [] : variable(part.parameter, part.text, state, ctx);
  if (isUnknown(values)) return values;
  if (op.type === 'CaseModification' && op.operand === undefined) {
    const change = op.operator.startsWith('^') ? (s: string) => s.toUpperCase() : (s: string) => s.toLowerCase();
    return values.map((v) => (op.operator.length === 2 ? change(v) : change(v.slice(0, 1)) + v.slice(1)));
  }
  if (withDefault) {
    // `${v:-w}` is w when v is empty, `${v:+w}` when it is not (without the colon: unset rather than empty, and a known
    // variable is set).
    const operand = expandValue(op.operand, state, ctx);
    const colon = operator.startsWith(':');
    const takesOperand = (v: string) => (operator.endsWith('-') ? colon && v === '' : !colon || v !== '');
    if (unset) return operator.endsWith('-') ? operand : [''];
    if (values.some(takesOperand) && isUnknown(operand)) return operand;
    return [...new Set(values.flatMap((v) => (takesOperand(v) ? (operand as string[]) : operator.endsWith('-') ? [v] : [''])))];
  }
  // `${v:?message}`: v itself, or the shell stops there (nothing after it runs).
  if (op.type === 'Default' && (op.operator === '?' || op.operator === ':?')) return values;
  if (op.type !== 'Remove' && op.type !== 'Replace') return runtime;
  const pattern = patternOf(op.type === 'Remove' ? op.operand : op.pattern, state, ctx);
  if (pattern === null) return runtime;
  if (values.some(isListedPath)) {
    // A listing's unseen names: only cuts the guard can place (listedRemove); no replacement.
    if (op.type !== 'Remove') return runtime;
    const [literal, starred] = patternTexts(op.operand, state, ctx);
    const cut = values.map((v) => (isListedPath(v) ? listedRemove(v, pattern, op.operator, literal, starred) : [removeMatch(v, pattern, op.operator)]));
    return cut.some((c) => c === null) ? runtime : [...new Set(cut.flatMap((c) => c!))];
  }
  if (op.type === 'Remove') return values.map((v) => removeMatch(v, pattern, op.operator));
  const replacement = op.replacement ? expandValue(op.replacement, state, ctx) : [''];
  if (isUnknown(replacement) || replacement.length !== 1) return runtime;
  return values.map((v) => replaceMatch(v, pattern, op.operator, replacement[0]!));
}

/**
 * `${v:=w}` and `${v=w}`: the values v holds once the expansion has run (its own values, unknown when the guard cannot
 * tell), or undefined for any other expansion, which assigns nothing.
 */
export function assignedDefault(part: ParameterExpansionPart, state: ShellState, ctx: JudgeContext): string[] | null | undefined {
  const op = part.operation;
  if (op?.type !== 'Default' || (op.operator !== '=' && op.operator !== ':=') || part.prefix) return undefined;
  // `${arr[0]:=x}` sets an element: the array's value is not known from there on.
  if (part.index) return null;
  const v = operated(part, state, ctx);
  return isUnknown(v) ? null : v;
}

/**
 * The text a pattern word spells when it has no unquoted glob character (it matches only itself), and its text before
 * a single unquoted trailing `*` when it is otherwise literal (`.*`); null where it is not so.
 */
function patternTexts(w: Word, state: ShellState, ctx: JudgeContext): [string | null, string | null] {
  const alternatives = wordPieces(w, state, ctx);
  if (isUnknown(alternatives) || alternatives.length !== 1) return [null, null];
  const pieces = alternatives[0]!;
  const text = pieces.map((p) => p.s).join('');
  const globs = pieces.filter((p) => !p.quoted && /[*?[\\]/.test(p.s));
  if (!globs.length) return [text, null];
  const last = pieces[pieces.length - 1]!;
  const starOnly = globs.length === 1 && globs[0] === last && /^[^*?[\\]*\*$/.test(last.s);
  return [null, starOnly ? text.slice(0, -1) : null];
}

/** The one pattern a word spells, quoted characters marked with a backslash (as pathname expansion takes it). */
function patternOf(w: Word, state: ShellState, ctx: JudgeContext): RegExp | null {
  const alternatives = wordPieces(w, state, ctx);
  if (isUnknown(alternatives) || alternatives.length !== 1) return null;
  return patternRegExp(alternatives[0]!.map((p) => (p.quoted ? p.s.replace(/[\\*?[]/g, '\\$&') : p.s)).join(''));
}

/**
 * The patterns a `case` item's word may spell (one per value it may take), as RegExps; null when the guard cannot know
 * them, or when one uses brackets or parentheses (classes, extglob), which it does not match here.
 */
export function casePatterns(w: Word, state: ShellState, ctx: JudgeContext): RegExp[] | null {
  const alternatives = wordPieces(w, state, ctx);
  if (isUnknown(alternatives) || alternatives.some((ps) => ps.some((p) => !p.quoted && /[[\]()\\]/.test(p.s)))) return null;
  return alternatives.map((ps) => patternRegExp(ps.map((p) => (p.quoted ? p.s.replace(/[\\*?[]/g, '\\$&') : p.s)).join('')));
}

/** `#`/`##`: the shortest/longest matching prefix removed; `%`/`%%`: the shortest/longest matching suffix. */
function removeMatch(v: string, re: RegExp, operator: '#' | '##' | '%' | '%%'): string {
  const n = v.length;
  for (let k = 0; k <= n; k++) {
    // k counts from the shortest cut for `#` and `%`, from the longest for `##` and `%%`.
    const len = operator.length === 1 ? k : n - k;
    if (operator[0] === '#' ? re.test(v.slice(0, len)) : re.test(v.slice(n - len))) return operator[0] === '#' ? v.slice(len) : v.slice(0, n - len);
  }
  return v;
}

/** `/`: the first longest match replaced; `//`: every one; `/#` and `/%`: a match at the start or the end. */
function replaceMatch(v: string, re: RegExp, operator: '/' | '//' | '/#' | '/%', rep: string): string {
  if (operator === '/#' || operator === '/%') {
    for (let len = v.length; len >= 0; len--) {
      const piece = operator === '/#' ? v.slice(0, len) : v.slice(v.length - len);
      if (re.test(piece)) return operator === '/#' ? rep + v.slice(len) : v.slice(0, v.length - len) + rep;
    }
    return v;
  }
  let out = '';
  let i = 0;
  while (i <= v.length) {
    let end = -1;
    for (let j = v.length; j > i; j--)
      if (re.test(v.slice(i, j))) {
        end = j;
        break;
      }
    if (end < 0) {
      out += v.slice(i, i + 1);
      i++;
      continue;
    }
    out += rep;
    i = end;
    if (operator === '/') return out + v.slice(i);
  }
  return out;
}

function variable(name: string, text: string, state: ShellState, ctx: JudgeContext): string[] | Unknown {
  if (state.vars.has(name)) {
    const v = state.vars.get(name);
    return v ?? { unknown: `${text}, set to a value the guard cannot evaluate` };
  }
  return unsetValue(name, state, ctx) ?? { unknown: `${text}, whose value the guard does not know` };
}

/** What a variable the call has not set expands to, when the guard knows (null: inherited, unknown). */
export function unsetValue(name: string, state: ShellState, ctx: JudgeContext): string[] | null {
  // Numbers (a PID, a count, a status): no slash or space, so they cannot move a path elsewhere.
  if (/^(\$|!|#|\?|RANDOM|BASHPID|PPID|LINENO|SECONDS|EPOCHSECONDS|UID|EUID|SRANDOM)$/.test(name)) return ['0'];
  if (name === 'HOME') return [ctx.home];
  // A positional parameter past a known count (`$3` in a hook given two words) is empty.
  const count = /^[1-9]\d*$/.test(name) ? state.vars.get('#') : undefined;
  if (count?.length === 1 && Number(name) > Number(count[0])) return [''];
  if (name === 'PWD' && state.cwd) return [state.cwd];
  if (name === 'TMPDIR' && ctx.tmpdir) return [ctx.tmpdir];
  // The guard runs inside cline, whose shells inherit its PATH: `PATH=dir:$PATH` stays known (program lookup still checks each dir).
  if (name === 'PATH' && process.env.PATH) return [process.env.PATH];
  // Search paths are inherited the same way (unset: nothing), so `PYTHONPATH=src:$PYTHONPATH` stays known too.
  if (name === 'PYTHONPATH' || name === 'CLASSPATH' || name === 'NODE_PATH') return [process.env[name] ?? ''];
  const value = inherited(name, ctx)?.value;
  return value === undefined ? null : [value];
}

/** Names cline gives its shells itself, beside its own environment (measured on cline 3.0.65's run_commands shells). */
const SET_FOR_SHELLS = /^(CLINE_\w*|PWD|OLDPWD|SHLVL|_)$/;

/** Whether a variable is unset where it is read: the call has not set it, and the environment its shells inherit has not either. */
function unsetInShells(name: string, state: ShellState, ctx: JudgeContext): boolean {
  return !state.vars.has(name) && unsetValue(name, state, ctx) === null && notInherited(name, ctx);
}

/** Whether the environment the shells inherit is known and lacks `name` (one cline sets for them is never taken as lacking). */
export function notInherited(name: string, ctx: JudgeContext): boolean {
  const shells = inherited(name, ctx);
  return shells !== null && shells.value === undefined;
}

/** A variable as the call's shells inherit it (`value` undefined: unset), or null when the guard does not know that environment. */
function inherited(name: string, ctx: JudgeContext): { value: string | undefined } | null {
  if (!ctx.shellEnv || SET_FOR_SHELLS.test(name)) return null;
  return { value: Object.hasOwn(ctx.shellEnv, name) ? ctx.shellEnv[name] : undefined };
}

/**
 * `$(cd DIR && pwd)` (a script's `root="$(cd "$(dirname "$0")/.." && pwd)"`): DIR from the working directory, when it is
 * a directory now (else cd may fail, and the output is empty).
 */
function cdThenPwd(command: unknown, state: ShellState, ctx: JudgeContext): string | null {
  type Cmd = { type: string; name?: { value: string }; suffix?: { type: string }[]; redirects?: unknown[] };
  const chain = command as { type: string; commands?: Cmd[]; operators?: string[] };
  if (chain.type !== 'AndOr' || chain.commands?.length !== 2 || chain.operators?.[0] !== '&&') return null;
  const [cd, pwd] = chain.commands;
  if (cd!.name?.value !== 'cd' || cd!.suffix?.length !== 1 || cd!.suffix[0]!.type !== 'Word' || cd!.redirects?.length) return null;
  if (pwd!.name?.value !== 'pwd' || pwd!.suffix?.length || pwd!.redirects?.length) return null;
  const arg = expandWord(cd!.suffix[0] as unknown as Word, state, ctx);
  const target = arg.length === 1 && arg[0]!.values?.length === 1 ? arg[0]!.values[0]! : null;
  if (target === null || target.startsWith('-') || state.cwd === null) return null;
  const abs = resolve(state.cwd, target);
  try {
    return statSync(abs).isDirectory() ? abs : null;
  } catch {
    return null;
  }
}

/**
 * `$(pwd)` and `$(git rev-parse --show-toplevel)`: known from the working directory.
 * `$(mktemp)` and `$(mktemp -d)` without a template: a new name in $TMPDIR (which name does not matter, only where).
 */
function knownOutput(script: { commands: readonly { command: unknown }[] } | undefined, state: ShellState, ctx: JudgeContext): string | null {
  if (!script || script.commands.length !== 1 || state.cwd === null) return null;
  const dir = cdThenPwd(script.commands[0]!.command, state, ctx);
  if (dir !== null) return dir;
  type Part = { type: string; value?: string; operator?: string };
  const cmd = script.commands[0]!.command as { type: string; name?: { value: string }; suffix?: Part[]; redirects?: Part[] };
  // A count of what it reads on stdin (`wc -l < f`, `ls tests | wc -l`): digits, whatever the count (with a file
  // operand it prints the name).
  const counter = (c: typeof cmd | undefined) =>
    c?.type === 'Command' &&
    c.name?.value === 'wc' &&
    [...(c.suffix ?? []), ...(c.redirects ?? [])].every((p) => (p.type === 'Word' ? /^-[lcwmL]+$/.test(p.value ?? '') : p.operator === '<'));
  if (counter(cmd) || (cmd.type === 'Pipeline' && counter((cmd as unknown as { commands: (typeof cmd)[] }).commands.at(-1)))) return '0';
  const orElse = gitTopOrElse(script.commands[0]!.command, state, ctx);
  if (orElse !== null) return orElse;
  // `2>/dev/null` leaves what it prints on stdout as it is.
  const redirects = (cmd.redirects ?? []).filter((r) => !isStderrDiscarded(r));
  if (cmd.type !== 'Command' || !cmd.name || redirects.length > 0) return null;
  const words = (cmd.suffix ?? []).map((s) => (s.type === 'Word' ? s.value : undefined));
  if (cmd.name.value === 'pwd' && words.length === 0) return state.cwd;
  // A count of processors (`make -j$(nproc)`): digits, whatever the count.
  if ((cmd.name.value === 'nproc' && words.every((w) => w === '--all')) || (cmd.name.value === 'getconf' && words.join(' ') === '_NPROCESSORS_ONLN'))
    return '2';
  if (cmd.name.value === 'pwd' && words.length === 1 && words[0] === '-P') return realTarget(state.cwd);
  if (cmd.name.value === 'mktemp') return mktempOutput(cmd.suffix ?? [], state, ctx);
  if (isGitTop(cmd)) return gitTop(state.cwd);
  if (cmd.name.value === 'uname') return unameOutput(words);
  if (cmd.name.value === 'date') {
    const args = (cmd.suffix ?? []).map((p) => (p.type === 'Word' ? expandWord(p as unknown as Word, state, ctx) : []));
    if (args.every((a) => a.length === 1 && a[0]!.values?.length === 1)) return dateOutput(args.map((a) => a[0]!.values![0]!));
  }
  return null;
}

/**
 * What `dirname PATH` or `basename PATH [SUFFIX]` prints for each value PATH may hold (a loop's `v=$(basename "$f"
 * .sql)`): the directory of a path the guard knows (a listed path, `src/…`, stands for a deeper one, whose directory
 * lies below this one), or its last component, the suffix removed. Null for any other command.
 */
function pathPartOutputs(script: { commands: readonly { command: unknown }[] } | undefined, state: ShellState, ctx: JudgeContext): string[] | null {
  if (!script || script.commands.length !== 1) return null;
  const command = script.commands[0]!.command as { type: string; commands?: unknown[]; operators?: string[] };
  // `basename "$f" | cut -d. -f1`: the part's field.
  if (command.type === 'Pipeline' && command.commands?.length === 2 && command.operators?.[0] === '|') {
    const field = cutField(command.commands[1]);
    const parts = field && pathPartOutputs({ commands: [{ command: command.commands[0] }] }, state, ctx);
    return parts ? [...new Set(parts.map(field))] : null;
  }
  type Part = { type: string };
  const cmd = command as { type: string; name?: { value: string; parts?: unknown }; suffix?: Part[]; redirects?: unknown[] };
  if (cmd.type !== 'Command' || cmd.name?.parts || !(cmd.redirects ?? []).every(isStderrDiscarded)) return null;
  const name = cmd.name?.value;
  const words = cmd.suffix ?? [];
  if (!(name === 'dirname' && words.length === 1) && !(name === 'basename' && (words.length === 1 || words.length === 2))) return null;
  if (!words.every((p) => p.type === 'Word')) return null;
  const [paths, suffixes] = words.map((p) => {
    const arg = expandWord(p as unknown as Word, state, ctx);
    return arg.length === 1 ? arg[0]!.values : null;
  });
  if (!paths?.length || (suffixes !== undefined && suffixes?.length !== 1)) return null;
  // A value that is an option (`-o`, one getopts may give OPTARG) makes the program fail, or print its help: no path.
  const outputs = paths.map((v) =>
    v.startsWith('-') && v !== '-'
      ? ''
      : name === 'dirname'
        ? v === ''
          ? '.'
          : (listedDirname(v) ?? dirname(v))
        : (listedBasename(v, suffixes?.[0] ?? '') ?? basenameOf(v, suffixes?.[0] ?? '')),
  );
  return [...new Set(outputs)];
}

/**
 * `cut -dC -fN` with one field and a one-character delimiter (as parseOpts reads options: `-d .`, `--fields=1`…):
 * what it prints of a one-line input. A line without the delimiter is printed whole. Null for any other command.
 */
function cutField(node: unknown): ((line: string) => string) | null {
  type Word = { type: string; value?: string; parts?: unknown };
  const cmd = node as { type: string; name?: { value: string; parts?: unknown }; suffix?: Word[]; redirects?: unknown[] };
  if (cmd.type !== 'Command' || cmd.name?.parts || cmd.name?.value !== 'cut' || cmd.redirects?.length) return null;
  const args = (cmd.suffix ?? []).map((w): Arg => (w.type === 'Word' && w.parts === undefined ? literalArg(w.value!) : { text: '', values: null }));
  const p = parseOpts(args, 'df', ['delimiter', 'fields']);
  if (p.operands.length || [...p.flags].some((f) => !['d', 'f', 'delimiter', 'fields'].includes(f))) return null;
  const [delimiter, field] = [optValues(p, 'd', 'delimiter'), optValues(p, 'f', 'fields')].map((v) => (v.length === 1 ? v[0]!.values?.[0] : undefined));
  if (delimiter?.length !== 1 || !field || !/^[1-9]\d*$/.test(field)) return null;
  const n = Number(field);
  return (line) => (line.includes(delimiter) ? (line.split(delimiter)[n - 1] ?? '') : line);
}

/** What coreutils' `basename NAME [SUFFIX]` prints (without its newline): trailing slashes go, then the directories. */
function basenameOf(name: string, suffix: string): string {
  const trimmed = name.replace(/\/+$/, '');
  if (trimmed === '') return name.startsWith('/') ? '/' : '';
  const last = trimmed.slice(trimmed.lastIndexOf('/') + 1);
  return suffix && last !== suffix && last.endsWith(suffix) ? last.slice(0, -suffix.length) : last;
}

function isStderrDiscarded(r: unknown): boolean {
  const redirect = r as { type: string; operator?: string; descriptor?: { type: string; value?: number }; target?: { value?: string; parts?: unknown } };
  return (
    redirect.type === 'Redirect' &&
    redirect.operator === '>' &&
    redirect.descriptor?.type === 'FileDescriptor' &&
    redirect.descriptor.value === 2 &&
    redirect.target?.parts === undefined &&
    redirect.target?.value === '/dev/null'
  );
}

/**
 * `git rev-parse --show-toplevel [2>/dev/null] || pwd` (a script finding its repository's root): the top of the
 * repository the working directory is in, or, outside any, the working directory (git fails and prints nothing).
 */
function gitTopOrElse(command: unknown, state: ShellState, ctx: JudgeContext): string | null {
  const chain = command as { type: string; commands?: unknown[]; operators?: string[] };
  if (chain.type !== 'AndOr' || chain.commands?.length !== 2 || chain.operators?.[0] !== '||' || state.cwd === null) return null;
  if (!isGitTop(chain.commands[0])) return null;
  return gitTop(state.cwd) ?? knownOutput({ commands: [{ command: chain.commands[1] }] }, state, ctx);
}

/** `uname` with one of -s, -m, -r, -n (or none): what this machine says, which is where the call runs. */
function unameOutput(words: readonly (string | undefined)[]): string | null {
  const flag = words.length === 0 ? '-s' : words.length === 1 ? words[0] : undefined;
  const machine = typeof os.machine === 'function' ? os.machine() : null;
  const outputs: Record<string, string | null> = { '-s': os.type(), '-m': machine, '-r': os.release(), '-n': os.hostname() };
  return flag !== undefined && Object.hasOwn(outputs, flag) ? outputs[flag]! : null;
}

/** `git rev-parse --show-toplevel`, alone or with `2>/dev/null`. */
function isGitTop(command: unknown): boolean {
  type Plain = { type: string; value?: string; parts?: unknown };
  const cmd = command as { type: string; name?: Plain; suffix?: Plain[]; redirects?: unknown[] };
  if (cmd.type !== 'Command' || cmd.name?.value !== 'git' || cmd.name.parts || !(cmd.redirects ?? []).every(isStderrDiscarded)) return false;
  const words = (cmd.suffix ?? []).filter((p) => p.type === 'Word');
  return words.length === 2 && words.every((w) => !w.parts) && words[0]!.value === 'rev-parse' && words[1]!.value === '--show-toplevel';
}

/**
 * `date +FORMAT` (`-u` aside) whose conversions print digits only (`backup-$(date +%Y%m%d).tgz`), and `date -I`: the
 * date as now. Where the output lands does not depend on the time (it holds no slash and is never `.` or `..`); only the
 * name does, which the run may see a moment later (docs/guard.md, "Known to miss").
 */
function dateOutput(words: readonly string[]): string | null {
  const args = words.filter((w) => w !== '-u' && w !== '--utc');
  const now = new Date();
  if (args.length === 1 && (args[0] === '-I' || args[0] === '--iso-8601' || args[0] === '-Idate')) return formatTime('%F', now);
  return args.length === 1 && args[0]!.startsWith('+') ? formatTime(args[0]!.slice(1), now) : null;
}

/** What `$(mktemp …)` prints: mktempPath of its words, when each is known. */
function mktempOutput(suffix: readonly { type: string }[], state: ShellState, ctx: JudgeContext): string | null {
  const words: string[] = [];
  for (const part of suffix) {
    if (part.type !== 'Word') return null;
    const arg = expandWord(part as unknown as Word, state, ctx);
    if (arg.length !== 1 || arg[0]!.values?.length !== 1) return null;
    words.push(arg[0]!.values[0]!);
  }
  if (state.cwd === null) return null;
  return mktempPath(words, state.cwd, () => {
    const tmp = variable('TMPDIR', '$TMPDIR', state, ctx);
    return Array.isArray(tmp) && tmp.length === 1 ? tmp[0]! : null;
  });
}

/**
 * Where `mktemp [-d] [-q] [-t] [-p DIR | --tmpdir[=DIR]] [--suffix=SUFF] [TEMPLATE]` makes its file (which name does not matter, only
 * where): DIR, else $TMPDIR when there is no template or -t/--tmpdir says so, else where the template says, from the cwd. The
 * name keeps its X's: the same name each time the guard asks, for `$(mktemp …)`'s value and for the file mktemp makes.
 */
export function mktempPath(words: readonly string[], cwd: string, tmpdir: () => string | null): string | null {
  let dir: string | null = null;
  let inTmp = false;
  let ending = '';
  const operands: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w === '-p') dir = words[++i] ?? null;
    else if (w === '--suffix' || w.startsWith('--suffix=')) ending = w === '--suffix' ? (words[++i] ?? '/') : w.slice('--suffix='.length);
    else if (w.startsWith('--tmpdir=')) dir = w.slice('--tmpdir='.length);
    else if (w === '-t' || w === '--tmpdir') inTmp = true;
    else if (/^-[dqu]+$/.test(w) || w === '--directory' || w === '--quiet' || w === '--dry-run') continue;
    else if (w.startsWith('-')) return null;
    else operands.push(w);
  }
  // mktemp refuses a suffix holding a slash.
  if (operands.length > 1 || ending.includes('/')) return null;
  const template = (operands[0] ?? 'tmp.XXXXXXXXXX') + ending;
  // Without TMPDIR, mktemp uses /tmp; an empty DIR means the same as none.
  if (dir === '' || (dir === null && (inTmp || !operands.length))) dir = tmpdir() ?? '/tmp';
  // Joined as written: a `..` after a link is the kernel's to resolve, not the guard's.
  return joinRaw(dir === null ? cwd : joinRaw(cwd, dir), template);
}

function gitTop(cwd: string): string | null {
  let dir = realTarget(cwd);
  while (dir) {
    if (existsSync(join(dir, '.git'))) return dir;
    const up = dirname(dir);
    if (up === dir) return null;
    dir = up;
  }
  return null;
}

const IFS_WS = /[ \t\n]+/;

/** Splits and globs one alternative into fields. */
function fieldsOf(pieces: Piece[], state: ShellState): string[] | Unknown {
  if (state.vars.has('IFS') && pieces.some((p) => p.split)) return { unknown: 'word splitting with a changed IFS' };
  type Field = { text: string; pattern: string; glob: boolean };
  const fields: Field[] = [];
  let cur: Field | null = null;
  const start = () => (cur ??= { text: '', pattern: '', glob: false });
  const end = () => {
    if (cur) fields.push(cur);
    cur = null;
  };
  const add = (s: string, quoted: boolean) => {
    const f = start();
    f.text += s;
    if (quoted) f.pattern += s.replace(/[\\*?[]/g, '\\$&');
    else {
      f.pattern += s;
      if (hasGlobChars(s)) f.glob = true;
    }
  };
  for (const p of pieces) {
    if (!p.split) {
      add(p.s, p.quoted);
      continue;
    }
    const tokens = p.s.split(IFS_WS);
    tokens.forEach((t, i) => {
      if (i > 0) end();
      if (t !== '') add(t, false);
    });
  }
  end();
  const out: string[] = [];
  for (const f of fields) {
    if (!f.glob) {
      out.push(f.text);
      continue;
    }
    if (state.cwd === null && !f.pattern.startsWith('/')) return { unknown: `the pattern ${f.text} in an unknown directory` };
    // `shopt -s globstar`: `**` alone in a component matches any depth of directories.
    const globstar = /(^|\/)\*\*(\/|$)/.test(f.pattern) ? optionOn(state, 'globstar') : false;
    if (globstar === null) return { unknown: `the pattern ${f.text}, which globstar may or may not make recursive` };
    const nocase = optionOn(state, 'nocaseglob');
    if (nocase === null) return { unknown: `the pattern ${f.text}, which nocaseglob may or may not make match either case` };
    const matches = globPaths(f.pattern, state.cwd ?? '/', globstar, nocase);
    if (matches === null) return { unknown: `the pattern ${f.text}, which matches too many files` };
    // No match leaves the word as it is, or with `shopt -s nullglob` removes it.
    const nullglob = matches.length ? false : optionOn(state, 'nullglob');
    if (nullglob === null) return { unknown: `the pattern ${f.text}, which matches nothing and nullglob may remove` };
    if (!matches.length && !nullglob) out.push(unescapePattern(f.pattern));
    for (const v of matches) out.push(v);
  }
  return out;
}

/** The records `read` (or `mapfile`) takes from `text`, split at `separator`: a last one with no separator after it counts. */
export function textLines(text: string, separator = '\n'): string[] {
  return text.split(separator).filter((l, i, all) => l !== '' || i < all.length - 1);
}

/**
 * A line split into `count` fields as `read` splits it on `ifs` (`Infinity`: as `read -a` splits it into elements):
 * blanks in IFS around fields are trimmed and run together, any other IFS character ends a field, and the last name
 * takes the rest of the line. A line `read` would treat otherwise (a backslash without -r) never gets here.
 */
export function readFields(line: string, ifs: string, count: number): string[] {
  const blanks = [...ifs].filter((ch) => ch === ' ' || ch === '\t' || ch === '\n').join('');
  const trim = (t: string) => (blanks ? t.replace(new RegExp(`^[${blanks}]+|[${blanks}]+$`, 'g'), '') : t);
  if (ifs === '' && count === Infinity) return line ? [line] : [];
  if (ifs === '') return [line, ...Array<string>(count - 1).fill('')];
  const out: string[] = [];
  let rest = trim(line);
  while (out.length < count - 1 && rest !== '') {
    let i = 0;
    while (i < rest.length && !ifs.includes(rest[i]!)) i++;
    out.push(rest.slice(0, i));
    rest = rest.slice(i);
    // One separator: blanks around it, and at most one other IFS character.
    rest = rest.replace(new RegExp(`^[${blanks}]*`), '');
    if (rest !== '' && ifs.includes(rest[0]!) && !blanks.includes(rest[0]!)) rest = rest.slice(1).replace(new RegExp(`^[${blanks}]*`), '');
  }
  // `read -a`: every field an element, a last delimiter ending the last one.
  if (count === Infinity) return out;
  // The last name takes the rest, but a rest that is one field and one delimiter after it loses that delimiter.
  let i = 0;
  while (i < rest.length && !ifs.includes(rest[i]!)) i++;
  let j = i;
  while (j < rest.length && blanks.includes(rest[j]!)) j++;
  if (i < rest.length && j === rest.length - 1 && ifs.includes(rest[j]!) && !blanks.includes(rest[j]!)) rest = rest.slice(0, i);
  out.push(rest);
  while (out.length < count) out.push('');
  return out;
}
