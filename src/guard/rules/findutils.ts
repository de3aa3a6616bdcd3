/** find (-delete, -fprint, -exec) and xargs: commands whose targets come from a listing. */
import { readdirSync, statSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { patternRegExp } from '../glob.js';
import { entriesBelow } from '../paths.js';
import { skipOptions } from '../options.js';
import { literalArg, type Arg } from '../words.js';
import { linkOutBelow } from './archives.js';
import { mayHoldSymlinks } from './coreutils.js';
import { READ_ONLY } from './read-only.js';
import { isListing, listedValues, usableListing } from './listings.js';
import type { Call, Listing, RuleTable, StdinText } from './types.js';

/** Writers that act on the entry itself (a symlink is removed or replaced, never followed). */
const LINK_SAFE_WRITERS = new Set(['rm', 'sed', 'unlink', 'rmdir']);

type EntryTest = (shown: string, abs: string, isDir: boolean, depth: number) => boolean;

/** One of find's tests on an entry, or undefined for a word that is not one modelled here (it then selects anything). */
function entryTest(flag: string, value: string): EntryTest | undefined {
  const re = (flags: string) => new RegExp(patternRegExp(value).source, flags);
  switch (flag) {
    case '-name':
    case '-iname':
      return (_s, abs) => re(flag === '-iname' ? 'i' : '').test(basename(abs));
    case '-path':
    case '-wholename':
    case '-ipath':
      return (shown) => re(flag === '-ipath' ? 'i' : '').test(shown);
    case '-type':
      return (_s, _a, isDir) => value.split(',').some((x) => (x === 'd' ? isDir : x === 'f' ? !isDir : true));
    default:
      return undefined;
  }
}

/** find's words that take one argument (tests, actions and options); those entryTest does not model may hold or not. */
const ONE_ARGUMENT = new Set([
  '-name', '-iname', '-path', '-wholename', '-ipath', '-iwholename', '-regex', '-iregex', '-type', '-xtype', '-maxdepth',
  '-mindepth', '-newer', '-anewer', '-cnewer', '-user', '-group', '-perm', '-size', '-mtime', '-mmin', '-atime', '-amin',
  '-ctime', '-cmin', '-links', '-inum', '-samefile', '-lname', '-ilname', '-used', '-uid', '-gid', '-fstype', '-printf',
  '-fprint', '-fprint0', '-fls', '-regextype', '-context', '-files0-from',
]);
/** Words with no argument: always true (actions that print, options), or -false; -empty is judged on the disk. */
const NO_ARGUMENT = new Set([
  '-print', '-print0', '-ls', '-prune', '-quit', '-delete', '-true', '-nouser', '-nogroup', '-readable', '-writable', '-executable',
  '-depth', '-d', '-follow', '-xdev', '-mount', '-noleaf', '-daystart', '-ignore_readdir_race', '-noignore_readdir_race', '-warn', '-nowarn',
]);

/** true, false, or null: may be either. */
type Tri = boolean | null;
const not = (a: Tri): Tri => (a === null ? null : !a);
const and = (a: Tri, b: Tri): Tri => (a === false || b === false ? false : a === null || b === null ? null : true);
const or = (a: Tri, b: Tri): Tri => (a === true || b === true ? true : a === null || b === null ? null : false);

/**
 * Whether find's expression `words` holds for one entry (null: may, or the words are not read here), with its
 * precedence: `!` over `-a` (or none) over `-o` over `,`, and parentheses. Tests entryTest models are judged on the
 * entry; other tests and -exec's exit status may be either. -maxdepth and -mindepth, which find applies to every entry,
 * are judged where they stand: an entry they exclude elsewhere in the expression may still count, never the reverse.
 */
function holds(words: readonly (string | null)[], entry: Parameters<EntryTest>): Tri {
  let k = 0;
  let unread = false;
  const peek = () => (k < words.length ? words[k] : undefined);
  const primary = (): Tri => {
    const w = words[k++];
    if (w === null || w === undefined) return (unread = true), null;
    if (w === '!' || w === '-not') return not(primary());
    if (w === '(') {
      const v = list();
      if (words[k++] !== ')') unread = true;
      return v;
    }
    if (w === '-empty') return isEmptyNow(entry[1], entry[2]);
    if (w === '-false') return false;
    if (w === '-maxdepth' || w === '-mindepth') {
      const n = Number(words[k++]);
      if (!Number.isInteger(n)) unread = true;
      return w === '-maxdepth' ? entry[3] <= n : entry[3] >= n;
    }
    if (['-exec', '-execdir', '-ok', '-okdir'].includes(w)) {
      // `;` ends it, and `+` right after `{}`.
      while (k < words.length && words[k] !== ';' && !(words[k] === '+' && words[k - 1] === '{}')) k++;
      k++;
      return null;
    }
    if (NO_ARGUMENT.has(w)) return true;
    if (ONE_ARGUMENT.has(w)) {
      const value = words[k++];
      const test = value == null ? undefined : entryTest(w, value);
      return test ? test(...entry) : null;
    }
    unread = true;
    return null;
  };
  const conjunction = (): Tri => {
    let v = primary();
    for (let w = peek(); w !== undefined && w !== ')' && w !== '-o' && w !== '-or' && w !== ','; w = peek()) {
      if (w === '-a' || w === '-and') k++;
      v = and(v, primary());
    }
    return v;
  };
  const disjunction = (): Tri => {
    let v = conjunction();
    while (peek() === '-o' || peek() === '-or') {
      k++;
      v = or(v, conjunction());
    }
    return v;
  };
  const list = (): Tri => {
    let v = disjunction();
    while (peek() === ',') {
      k++;
      v = disjunction();
    }
    return v;
  };
  const v = words.length ? list() : true;
  return unread || k < words.length ? null : v;
}

/**
 * The first of the guard's own files (plugin dir and what it holds, marker, denial log) below a start path that the
 * find's expression may select, for an action on the entries it lists (-exec … {}, -delete, or a pipe into xargs): a
 * `-name '*.js'` filter selects the plugin's index.js, `\( -name __pycache__ -o -name '*.pyc' \)` none of them.
 * `words` are the expression's words (null: not known); an expression not read here (holds) may select any entry.
 */
export function findListsProtected(
  cwd: string | null,
  protectedBelow: (dir: string) => string[],
  starts: readonly (string | null)[],
  words: readonly (string | null)[],
): string | null {
  for (const from of starts) {
    if (from === null) continue;
    const top = resolve(cwd ?? '/', from);
    for (const p of protectedBelow(top)) {
      for (const [abs, isDir] of [[p, true] as const, ...entriesBelow(p)]) {
        const rel = relative(top, abs);
        // As find prints it: the start path as given, then the rest (`./.cline/…` for `.`).
        const shown = rel ? `${from.replace(/\/+$/, '')}/${rel}` : from;
        const depth = rel ? rel.split('/').length : 0;
        if (holds(words, [shown, abs, isDir, depth]) !== false) return p;
      }
    }
  }
  return null;
}

function isEmptyNow(abs: string, isDir: boolean): boolean {
  try {
    return isDir ? readdirSync(abs).length === 0 : statSync(abs).size === 0;
  } catch {
    return true;
  }
}

/**
 * The names find -delete may remove, as basename patterns, when its expression is tests joined by "and" only, one of
 * them `-name` or `-iname` (`find . -name '*.o' -delete`, `find build -type f -name '*.pyc' -delete`): every entry
 * removed matches them all, so each one alone bounds it. Null for any other expression (`-o`, `!`, `-path`, an action).
 */
function deletedNames(expression: readonly (string | null)[]): RegExp[] | null {
  const names: RegExp[] = [];
  for (let k = 0; k < expression.length; k++) {
    const w = expression[k];
    if (w === '-delete' || w === '-a' || w === '-and' || w === '-print') continue;
    const value = expression[k + 1];
    if (w === '-name' || w === '-iname') {
      if (value === null || value === undefined) return null;
      names.push(new RegExp(patternRegExp(value).source, w === '-iname' ? 'is' : 's'));
    } else if (!(w === '-type' || w === '-maxdepth' || w === '-mindepth') || value === null || value === undefined) return null;
    k++;
  }
  return names.length ? names : null;
}

function find(c: Call): void {
  const { args, state } = c;
  let i = 0;
  while (i < args.length && /^-[HLP]$|^-O\d$|^-D$/.test(args[i]!.values?.[0] ?? '')) i += args[i]!.values?.[0] === '-D' ? 2 : 1;
  const starts: Arg[] = [];
  for (; i < args.length; i++) {
    const v = args[i]!.values?.[0] ?? '';
    if (v.startsWith('-') || v === '(' || v === '!' || v === ',') break;
    starts.push(args[i]!);
  }
  if (starts.length === 0) starts.push(literalArg('.'));
  // Following symlinks (-L, -follow), an entry below a start may be anywhere.
  const follows = args.some((a) => ['-L', '-follow'].includes(a.values?.[0] ?? ''));
  // Without -L, an entry find lists may itself be a symlink (most writers follow it) unless -type keeps only files or dirs.
  const types = args.flatMap((a, k) => (a.values?.[0] === '-type' || a.values?.[0] === '-xtype' ? [args[k + 1]?.values?.[0] ?? 'l'] : []));
  const listsLinks = !types.length || types.some((t) => t.includes('l'));
  // -delete, or a command given the entries (`{}`) that is not a reader (`-exec grep -l x {} +`), acts on what find lists.
  const acts = args.some((a, k) => {
    const w = a.values?.[0];
    if (w === '-delete') return true;
    if (!['-exec', '-execdir', '-ok', '-okdir'].includes(w ?? '')) return false;
    const end = args.findIndex((b, j) => j > k && (b.values?.[0] === ';' || b.values?.[0] === '+'));
    const inner = args.slice(k + 1, end < 0 ? args.length : end);
    const program = inner[0]?.values?.[0]?.split('/').pop() ?? '';
    return !READ_ONLY.has(program) && inner.some((b) => b.values === null || b.values.some((v) => v.includes('{}')));
  });
  const startValues = starts.map((a) => (a.values?.length === 1 ? a.values[0]! : null));
  const own = acts ? findListsProtected(state.cwd, (d) => c.x.protectedBelow(d), startValues, args.slice(i).map((a) => a.values?.[0] ?? null)) : null;
  if (own !== null)
    return c.x.report({ kind: 'write', target: own, message: `find acts on the entries it lists, and they may include the guard's own files (${own})` });
  // Following links (-L), what it acts on may lie behind a link out of the tree.
  for (const start of follows && acts ? starts : []) {
    const abs = start.values?.length === 1 ? resolve(state.cwd ?? '/', start.values[0]!) : null;
    const out = abs === null ? start.text : linkOutBelow(c, abs);
    if (out !== null)
      return c.x.report({ kind: 'write', target: out, message: `find -L acts on what it lists through links, and ${out} leads out of the allowed roots` });
  }
  const expression = args.slice(i).map((a) => (a.values?.length === 1 ? a.values[0]! : null));
  for (; i < args.length; i++) {
    const v = args[i]!.values?.[0] ?? '';
    if (v === '-delete') {
      // What is deleted lies below the start paths and is filtered by the predicates: by name, when they test it.
      // Following links (-L), what it removes may lie elsewhere: judged as writes anywhere below the starts.
      const names = follows ? null : deletedNames(expression);
      if (names) c.x.removeMatching(starts, state, 'find -delete under', names);
      else c.x.writeAll(starts, state, 'into', 'find -delete under');
    } else if (['-fprint', '-fprint0', '-fprintf', '-fls'].includes(v)) {
      c.x.write(args[++i], state, 'target', `find ${v}`);
    } else if (['-exec', '-execdir', '-ok', '-okdir'].includes(v)) {
      const end = args.findIndex((a, k) => k > i && (a.values?.[0] === ';' || a.values?.[0] === '+'));
      const inner = args.slice(i + 1, end < 0 ? args.length : end);
      // {} stands for an entry below a start path; `…` names that entry in messages.
      for (const start of starts) {
        const abs = start.values?.length === 1 ? resolve(state.cwd ?? '/', start.values[0]!) : null;
        const viaLinks = follows || (listsLinks && !linkSafe(inner) && mayHoldSymlinks(abs));
        // As find prints it: below the start as written (relative stays relative: a later `cd` in `sh -c` moves it).
        const below = viaLinks ? null : start.values?.map((s) => (v === '-execdir' || v === '-okdir' ? './…' : join(s, '…'))) ?? null;
        // Any entry below the start (the expression is not read for which): a write to `…` may reach each.
        for (const place of v === '-execdir' || v === '-okdir' ? [state.cwd ?? '/'] : abs === null ? [] : [abs]) c.x.listedPlace(place, null);
        const argv = inner.map((a) =>
          a.values?.some((x) => x.includes('{}'))
            ? {
                text: a.text,
                values: below && a.values.flatMap((x) => below.map((b) => x.replaceAll('{}', b))),
                unknown: viaLinks ? 'entries find lists, which may be symlinks to anywhere (add -type f, or -type d)' : start.unknown,
              }
            : a,
        );
        const local = { ...state, vars: new Map(state.vars) };
        if (v === '-execdir' || v === '-okdir') local.cwd = start.values?.length === 1 ? resolve(state.cwd ?? '/', start.values[0]!) : null;
        c.x.run(argv, local, c.depth);
      }
      i = end < 0 ? args.length : end;
    }
  }
}

function xargs(c: Call): void {
  // -i, -l and -e take only a value glued to them.
  const { rest, values } = skipOptions(c.args, 'IaLnPsdE', ['max-args', 'max-procs', 'max-chars', 'delimiter', 'eof', 'arg-file']);
  const own = c.args.slice(0, c.args.length - rest.length).map((a) => a.values?.[0] ?? '');
  const argv = rest.length ? rest : [literalArg('echo')];
  const name = (argv[0]!.values?.[0] ?? '').split('/').pop() ?? '';
  const glued = own.find((w) => /^-i|^--replace/.test(w));
  const replace = values.get('I')?.[0]?.values?.[0] ?? (glued === undefined ? null : glued.replace(/^-i|^--replace=?/, '') || '{}');
  const input = argFile(c, values.get('a') ?? values.get('arg-file')) ?? c.stdin;
  let items: Arg;
  const nul = own.some((w) => w === '-0' || w === '--null');
  const delimiterArg = values.get('d')?.[0] ?? values.get('delimiter')?.[0];
  const delimiter = delimiterArg === undefined ? undefined : delimiterArg.values?.length === 1 ? delimiterArg.values[0]! : null;
  const parsed = input && 'text' in input ? xargsItems(input.text, { nul, delimiter, lines: replace !== null }) : undefined;
  if (parsed === null) {
    return c.x.report({
      kind: 'unevaluable',
      target: argv.map((a) => a.text).join(' '),
      message: `xargs ${name}: the guard cannot split its input as xargs would (a delimiter it does not read, or an unmatched quote); name the files literally`,
    });
  }
  const eof = values.get('E')?.[0]?.values?.[0] ?? values.get('eof')?.[0]?.values?.[0];
  if (parsed !== undefined) {
    const end = eof === undefined || nul || delimiter !== undefined ? -1 : parsed.indexOf(eof);
    items = { text: 'xargs input', values: end < 0 ? parsed : parsed.slice(0, end) };
  } else if (
    isListing(input) &&
    splitsWhole(input, nul) &&
    (linkSafe(argv) || READ_ONLY.has(name) || stagesPaths(argv) || perlInPlace(argv))
  ) {
    // sed and perl write only in place; rm, unlink and rmdir always; git add and git rm stage what they are given.
    const writes =
      perlInPlace(argv) || (LINK_SAFE_WRITERS.has(name) && (name !== 'sed' || argv.some((a) => /^-[a-zA-Z]*i|^--in-place/.test(a.values?.[0] ?? ''))));
    if (input.listed !== null && writes)
      return c.x.report({
        kind: 'write',
        target: input.listed,
        message: `xargs ${name} acts on the paths a listing prints, and they may include the guard's own files (${input.listed})`,
      });
    items = { text: 'listed paths', values: listedValues(input) };
  } else if (isListing(input) && usableListing(input, nul ? /-/ : /[\s'"\\-]/)) {
    // No link among the listed names and none of the guard's files: any program may be given them (`xargs npx prettier
    // --write`, `xargs -I{} cp {} {}.bak`), judged on the paths below the listing's directories.
    items = { text: 'listed paths', values: listedValues(input) };
  } else if (READ_ONLY.has(name) || stagesOnly(argv) || checksOnly(argv)) {
    items = { text: 'xargs input', values: [] };
  } else {
    return c.x.report({
      kind: 'unevaluable',
      target: argv.map((a) => a.text).join(' '),
      message: `xargs ${name} takes its targets from input the guard cannot see; name the files literally`,
    });
  }
  if (replace !== null) {
    const sub = argv.map((a) =>
      a.values?.some((v) => v.includes(replace))
        ? { text: a.text, values: a.values.flatMap((v) => (items.values ?? []).map((it) => v.replaceAll(replace, it))) }
        : a,
    );
    return c.x.run(sub, c.state, c.depth);
  }
  c.x.run([...argv, ...(items.values ?? []).map(literalArg)], c.state, c.depth);
}

/** A LINK_SAFE_WRITERS command, unless it is sed with --follow-symlinks (or a prefix of it): that writes through a link. */
function linkSafe(argv: readonly Arg[]): boolean {
  const name = (argv[0]?.values?.[0] ?? '').split('/').pop() ?? '';
  const follows = name === 'sed' && argv.some((a) => a.values?.some((v) => v.length > 3 && '--follow-symlinks'.startsWith(v)));
  return LINK_SAFE_WRITERS.has(name) && !follows;
}

/**
 * The items xargs reads from `text`, as GNU xargs splits them (checked against it): at NULs with -0, at the delimiter
 * with -d (empty items kept); otherwise at blanks and newlines, or at newlines alone with -I (leading blanks dropped),
 * with quotes and backslashes taken away as xargs does. Null for a delimiter the guard does not read or an unmatched
 * quote (xargs stops with an error).
 */
export function xargsItems(text: string, mode: { nul: boolean; delimiter: string | null | undefined; lines: boolean }): string[] | null {
  if (text === '') return [];
  if (mode.nul) return text.split('\0').slice(0, text.endsWith('\0') ? -1 : undefined);
  if (mode.delimiter !== undefined) {
    const d = mode.delimiter === null ? null : (DELIMITER_ESCAPES[mode.delimiter] ?? (mode.delimiter.length === 1 ? mode.delimiter : null));
    if (d === null) return null;
    const items = text.split(d);
    return text.endsWith(d) ? items.slice(0, -1) : items;
  }
  const items: string[] = [];
  let item = '';
  let started = false;
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quote !== null) {
      if (ch === quote) quote = null;
      else if (ch === '\n') return null;
      else item += ch;
    } else if (ch === '\\') {
      item += text[++i] ?? '';
      started = true;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      started = true;
    } else if (ch === '\n' || (!mode.lines && (ch === ' ' || ch === '\t'))) {
      if (started) items.push(item);
      item = '';
      started = false;
    } else if (mode.lines && !started && (ch === ' ' || ch === '\t')) {
      continue;
    } else {
      item += ch;
      started = true;
    }
  }
  if (quote !== null) return null;
  if (started) items.push(item);
  return items;
}

/** The escapes xargs -d reads for a delimiter. */
const DELIMITER_ESCAPES: Record<string, string> = { '\\n': '\n', '\\t': '\t', '\\0': '\0', '\\\\': '\\', "\\'": "'", '\\"': '"' };

/**
 * `perl -pi -e CODE` (`-i`, `-i.bak`, `-0pi`): perl edits its operands in place, writing a new file where each was, so
 * a listed link or hard link is replaced, never followed (measured); what CODE does is judged with perl's own rule.
 */
function perlInPlace(argv: readonly Arg[]): boolean {
  const [prog, ...rest] = argv.map((a) => (a.values?.length === 1 ? a.values[0]! : null));
  return prog === 'perl' && rest.some((w) => w !== null && /^-[0-9pnlawsctTUWX]*i/.test(w));
}

/** Whether xargs takes each listed path whole: split at NULs (-0), or no name holds a blank, a quote or a backslash. */
function splitsWhole(l: Listing, nul: boolean): boolean {
  return nul || !/[\s'"\\]/.test(l.odd);
}

/** `git add`, `git rm` and `git restore` of listed paths: they change the index and those entries, never follow them out. */
function stagesPaths(argv: readonly Arg[]): boolean {
  const [prog, sub] = argv.map((a) => a.values?.length === 1 ? a.values[0]! : null);
  return prog === 'git' && ['add', 'rm', 'restore', 'stage'].includes(sub ?? '');
}

/** `node --check` (`-c`) alone, of any paths: node parses each file and runs nothing, writes nothing. */
function checksOnly(argv: readonly Arg[]): boolean {
  const [prog, flag] = argv.map((a) => (a.values?.length === 1 ? a.values[0]! : null));
  // Nothing but the flag: another option (`--cpu-prof-dir=…`) may write.
  return argv.length === 2 && prog === 'node' && (flag === '--check' || flag === '-c');
}

/** `git add` of any paths: it changes the index alone (git refuses a path outside the worktree or beyond a link). */
function stagesOnly(argv: readonly Arg[]): boolean {
  const [prog, sub] = argv.map((a) => (a.values?.length === 1 ? a.values[0]! : null));
  return prog === 'git' && (sub === 'add' || sub === 'stage');
}

/** `xargs -a FILE`: the file's text, read as stdin would be; unknown when this call changes it or it cannot be read. */
function argFile(c: Call, file: readonly Arg[] | undefined): StdinText | undefined {
  if (!file?.length) return undefined;
  const v = file[0]!.values;
  const text = v?.length === 1 ? c.x.readFile(c.x.absolute(v[0]!, c.state)) : 'changed';
  return text === 'missing' || text === 'changed' || text === 'unreadable' ? { unknown: `the file ${file[0]!.text}` } : { text };
}

export const FINDUTILS: RuleTable = { find, xargs };
