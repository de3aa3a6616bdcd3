/**
 * Which of the guard's own files a listing piped into xargs may print (`find . -name '*.js' | xargs rm`,
 * `grep -rl 'export default' . | xargs sed -i …`, `ls -a | xargs rm -rf`): the guard cannot see the listing's
 * output, but it can tell whether the plugin's files (or a directory above them) could be in it. Where it cannot
 * model the listing's filter, any of them may be.
 */
import { statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, normalize, relative, resolve } from 'node:path';
import { patternRegExp } from '../glob.js';
import { entriesBelow, isInside, joinRaw, lstatQuiet, realTarget, statQuiet, walkEntries } from '../paths.js';
import { readIndex } from './git-index.js';
import { findListsProtected } from './findutils.js';
import type { Listing, StdinText } from './types.js';

/**
 * Where a listing's paths lie (`dirs`), how it prints them (`printed`), what else it may print (`self`: its start
 * points, `.` and `..`), and whether it prints no symlink (`noLinks`).
 */
export interface ListingPlaces {
  dirs: string[];
  printed: string[];
  self: string[];
  noLinks: boolean;
  /**
   * For a listing of tracked files (git ls-files, git grep -l): whether any it may print is a symlink, read from the
   * index and the work tree. Links this call makes below `dirs` are added to it (madeLinksBelow); untracked links are not.
   */
  trackedLinks?: boolean;
  /** For such a listing, the pathspecs it was given (none: all), for untrackedLinks. */
  pathspecs?: readonly string[];
  /** Whether a symlink of this name may be printed (find's `-name` tests); absent: any may. */
  linkNamed?: (name: string) => boolean;
  /** Which paths below `dirs` it may print (its name tests, pathspecs, --include), as far as the guard reads them; absent: any. */
  reaches?: (abs: string) => boolean;
}

/** find's actions that print something other than the paths (or run a program): its output is then not a listing. */
const FIND_OTHER_OUTPUT = new Set(['-printf', '-fprintf', '-ls', '-fls', '-exec', '-execdir', '-ok', '-okdir', '-fprint', '-fprint0']);
/** ls options that change only which names it prints and in what order (no long format, whose `->` shows link targets). */
const LS_NAMES_ONLY = /^-[1aARFpdrtSUXvc]+$/;

/**
 * Whether `name rest…` (run in `cwd`) prints paths, one per line, that lie below directories the guard can name, and
 * how; null when it is no such listing, unknown when its options may print something else (a format, a prefix, a link's
 * target, a program's output).
 */
export function listingOf(name: string, rest: readonly string[], cwd: string): ListingPlaces | { unknown: string } | null {
  const flags = rest.filter((w) => w.startsWith('-'));
  const operands = rest.filter((w) => !w.startsWith('-'));
  const other = { unknown: `the output of ${name} ${flags.join(' ')}, which may print more than paths` };
  switch (name) {
    case 'ls': {
      // `ls DIR` prints the names in DIR, which a reader of its output takes relative to the cwd; a file operand, one
      // given with -d, and -R's headings are printed as written.
      if (!flags.every((f) => LS_NAMES_ONLY.test(f))) return other;
      // -a prints `.` and `..`; -d prints its operands themselves.
      const self = [...(flags.some((f) => /a/.test(f)) ? ['.', '..'] : []), ...(flags.some((f) => /d/.test(f)) ? operands : [])];
      return { dirs: [cwd, ...operands.map((o) => joinRaw(cwd, o))], printed: ['', ...operands.map(slashed)], self, noLinks: false };
    }
    case 'git': {
      if (rest[0] === 'grep') return gitGrepListing(rest.slice(1), cwd, other);
      const lists = rest[0] === 'ls-files' || (rest[0] === 'diff' && rest.includes('--name-only'));
      if (!lists) return null;
      if (flags.some((f) => /^--(format|line-prefix|output|src-prefix|dst-prefix)/.test(f))) return other;
      // git prints a path relative to the cwd (or from the repository's top, at or above it); a pathspec above the cwd
      // prints `../` paths.
      if (operands.slice(1).some((o) => isAbsolute(o) || o.split('/').includes('..'))) return { unknown: `the output of git ${rest[0]} above the cwd` };
      const others = rest[0] === 'ls-files' && flags.some((f) => f === '--others' || /^-[a-zA-Z]*o/.test(f));
      const fromIndex = rest[0] === 'diff' ? diffIndexPathspecs(rest.slice(1)) : null;
      const tracked =
        rest[0] === 'ls-files' && !others ? trackedLinks(cwd, operands.slice(1)) : fromIndex !== null ? trackedLinks(cwd, fromIndex) : undefined;
      const pathspecs = rest[0] === 'ls-files' ? operands.slice(1) : (fromIndex ?? undefined);
      const reaches = gitReaches(cwd, pathspecs ?? []);
      return { dirs: [cwd], printed: [''], self: [], noLinks: false, reaches, ...(tracked === undefined ? {} : { trackedLinks: tracked, pathspecs }) };
    }
    case 'find': {
      if (rest.some((w) => w === '-L' || w === '-follow')) return { unknown: 'the output of find -L, which follows links' };
      const exprAt = rest.findIndex((w) => w.startsWith('-') || w === '(' || w === '!');
      const starts = exprAt < 0 ? [...rest] : rest.slice(0, exprAt);
      const expr = exprAt < 0 ? [] : rest.slice(exprAt);
      if (expr.some((w) => FIND_OTHER_OUTPUT.has(w))) return other;
      // `-type f` or `-type d` with no alternative: find (without -L) prints no symlink.
      const typed = expr.some((w, i) => w === '-type' && /^[fd](,[fd])*$/.test(expr[i + 1] ?? ''));
      const noLinks = typed && !expr.some((w) => ['-o', '-or', ',', '!', '-not'].includes(w));
      // find prints its start points too, unless a test rules them out on every side of its -o's (no comma or
      // parentheses): only files asked for of a directory, or a name pattern the start's own name does not match.
      const grouped = expr.some((w) => [',', '(', ')'].includes(w));
      const sides: string[][] = [[]];
      for (const w of expr) if (w === '-o' || w === '-or') sides.push([]);
      else sides.at(-1)!.push(w);
      // With -print on some side, a side without it prints nothing (`-path ./.git -prune -o … -print`).
      const printing = sides.filter(
        (side) => !sides.some((x) => x.includes('-print') || x.includes('-print0')) || side.includes('-print') || side.includes('-print0'),
      );
      const ruledOut = (start: string) => !grouped && printing.every((side) => findSideRulesOut(side, joinRaw(cwd, start), start));
      const self = (starts.length ? starts : ['.']).filter((s) => !ruledOut(s));
      // One side with `-name P` tests not negated (`find . -name '*.sh' -not -path './.git/*'`): a link is printed only
      // when its own name matches them all (find does not follow it without -L).
      const nameTest = (w: string, i: number, side: string[]) => {
        const negated = ['!', '-not'].includes(side[i - 1] ?? '');
        const pattern = side[i + 1];
        if ((w !== '-name' && w !== '-iname') || negated || pattern === undefined) return [];
        return [new RegExp(patternRegExp(pattern).source, w === '-iname' ? 'si' : 's')];
      };
      const nameTests = sides.length === 1 && !grouped ? sides[0]!.flatMap(nameTest) : [];
      const linkNamed = nameTests.length ? (name: string) => nameTests.every((re) => re.test(name)) : undefined;
      const named = linkNamed ? { linkNamed, reaches: (abs: string) => linkNamed(basename(abs)) } : {};
      if (!starts.length) return { dirs: [cwd], printed: ['./'], self, noLinks, ...named };
      return { dirs: starts.map((s) => joinRaw(cwd, s)), printed: starts.map(slashed), self, noLinks, ...named };
    }
    case 'grep':
    case 'rg': {
      const namesOnly = name === 'rg' && flags.includes('--files') ? true : flags.some((f) => /^-[a-zA-Z]*[lL]/.test(f) || /^--files-with/.test(f));
      if (!namesOnly) return null;
      // grep -R follows every symlink, so the names it prints may be links out.
      if (name === 'grep' && flags.some((f) => /^-[a-zA-Z]*R/.test(f) || f === '--dereference-recursive'))
        return { unknown: 'the output of grep -R, which follows links' };
      if (flags.some((f) => /^--(label|path-separator|json|vimgrep|pre|null-data)/.test(f))) return other;
      const words = grepWords(rest);
      const listsAll = words.values.has('e') || words.values.has('f') || (name === 'rg' && flags.includes('--files'));
      const paths = listsAll ? words.operands : words.operands.slice(1);
      // grep -r (and rg without -L) skips the symlinks it meets below its operands; an operand is read as given.
      const recursive =
        name === 'rg' ? !flags.some((f) => /^-[a-zA-Z]*L/.test(f) || f === '--follow') : flags.some((f) => /^-[a-zA-Z]*r/.test(f) || f === '--recursive');
      const noLinks = recursive && !paths.some((o) => lstatQuiet(joinRaw(cwd, o))?.isSymbolicLink());
      // grep --include=GLOB: only files whose name matches one of them (rg's -g is not read).
      const includes =
        name === 'grep' ? rest.flatMap((w, i) => (w.startsWith('--include=') ? [w.slice(10)] : w === '--include' ? [rest[i + 1] ?? '*'] : [])) : [];
      const reaches = includes.length ? { reaches: (abs: string) => includes.some((g) => patternRegExp(g).test(basename(abs))) } : {};
      // With no path, grep -r and rg print names relative to the cwd; a file operand is printed as given.
      if (!paths.length) return { dirs: [cwd], printed: [''], self: [], noLinks, ...reaches };
      const self = paths.filter((o) => !isDirQuiet(joinRaw(cwd, o)));
      return { dirs: paths.map((o) => joinRaw(cwd, o)), printed: paths.map(slashed), self, noLinks, ...reaches };
    }
    default:
      return null;
  }
}

/** git grep's options that take a value as the next word. */
const GIT_GREP_VALUED = new Set([
  ...['-e', '-f', '-A', '-B', '-C', '-m', '--max-count', '--max-depth', '--threads'],
  ...['--after-context', '--before-context', '--context'],
]);

/**
 * `git grep -l PATTERN [PATHSPEC…]`: the matching files below the cwd, printed relative to it. A word after the pattern
 * that is not a path here may be a revision, whose files print as `REV:path`; `--full-name` prints from the
 * repository's top, `-O` runs a pager.
 */
function gitGrepListing(words: readonly string[], cwd: string, other: { unknown: string }): ListingPlaces | { unknown: string } | null {
  const namesOnly = words.some((w) => ['--name-only', '--files-with-matches', '--files-without-match'].includes(w) || /^-[a-zA-Z]*[lL]/.test(w));
  if (!namesOnly) return null;
  if (words.some((w) => /^--(full-name|open-files-in-pager|null|column|function-context|show-function)|^-[a-zA-Z]*[OzpW]/.test(w))) return other;
  const before: string[] = [];
  const pathspecs: string[] = [];
  let patternGiven = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w === '--') {
      for (const v of words.slice(i + 1)) pathspecs.push(v);
      break;
    }
    if (!w.startsWith('-')) before.push(w);
    else if (GIT_GREP_VALUED.has(w)) {
      if (w === '-e' || w === '-f') patternGiven = true;
      i++;
    } else if (/^-[ef]./.test(w) || /^--(regexp|file)=/.test(w)) patternGiven = true;
  }
  const unnamed = patternGiven ? before : before.slice(1);
  // Before a `--`, git takes a word for a path only when it names one here; after it, every word is a pathspec.
  const revision = words.includes('--') ? unnamed[0] : unnamed.find((p) => !lstatQuiet(resolve(cwd, p)));
  const above = [...unnamed, ...pathspecs].find((p) => isAbsolute(p) || p.startsWith(':') || p.split('/').includes('..'));
  const unsure = revision ?? above;
  if (unsure !== undefined) return { unknown: `the output of git grep naming ${unsure}, which may be a revision or lie above the cwd` };
  const untracked = words.some((w) => ['--untracked', '--no-index', '--no-exclude-standard'].includes(w));
  const tracked = untracked ? undefined : trackedLinks(cwd, [...unnamed, ...pathspecs]);
  const reaches = gitReaches(cwd, [...unnamed, ...pathspecs]);
  return { dirs: [cwd], printed: [''], self: [], noLinks: false, reaches, ...(tracked === undefined ? {} : { trackedLinks: tracked }) };
}

/**
 * The pathspecs of a `git diff --name-only` whose names are all in the index, so that the index tells whether one is a
 * link: the work tree against the index (no revision), or the index against HEAD (`--cached`, `HEAD`) when
 * `--diff-filter` leaves out deletions, which print names only HEAD has (the pre-commit idiom
 * `git diff --cached --name-only --diff-filter=ACM -- '*.py'`). Null for any other diff.
 */
function diffIndexPathspecs(words: readonly string[]): string[] | null {
  const dd = words.indexOf('--');
  const before = dd < 0 ? words : words.slice(0, dd);
  const revisions = before.filter((w) => !w.startsWith('-'));
  if (before.includes('--no-index') || revisions.some((r) => r !== 'HEAD') || revisions.length > 1) return null;
  const againstHead = revisions.length === 1 || before.some((w) => w === '--cached' || w === '--staged');
  const filter = before.find((w) => w.startsWith('--diff-filter='))?.slice('--diff-filter='.length);
  if (againstHead && !(filter !== undefined && /^[ACMRTUXB]+$/.test(filter))) return null;
  return dd < 0 ? [] : words.slice(dd + 1);
}

/** Entries of an index looked at for links, at most: a larger one is taken to hold some. */
const INDEX_LIMIT = 50_000;

/**
 * Whether a tracked file below `cwd` that `pathspecs` match (all, with none) is a symlink: in the index (mode 120000),
 * or in the work tree now (it, or a directory on its way, is a link). Undefined when there is no index to read.
 */
function trackedLinks(cwd: string, pathspecs: readonly string[]): boolean | undefined {
  const top = gitEntryAbove(cwd);
  // A `.git` that is not a directory (a worktree's file) names an index this does not read.
  if (top === null || !statQuiet(join(top, '.git'))?.isDirectory()) return undefined;
  const entries = readIndex(join(top, '.git'));
  if (entries === null) return undefined;
  if (entries.length > INDEX_LIMIT) return true;
  const realTop = realTarget(top);
  const specs = pathspecs.map((p) => p.replace(/^(\.\/)+/, '').replace(/\/+$/, ''));
  for (const e of entries) {
    const abs = join(top, e.name);
    if (!isInside(abs, cwd)) continue;
    const rel = relative(cwd, abs);
    if (specs.length && !specs.some((spec) => pathspecMatches(spec, rel))) continue;
    if ((e.mode & 0o170000) === 0o120000) return true;
    if (lstatQuiet(abs) && (lstatQuiet(abs)!.isSymbolicLink() || realTarget(abs) !== join(realTop ?? top, e.name))) return true;
  }
  return false;
}

/**
 * Whether a symlink below `cwd` that `pathspecs` match is not in the index: a `git add` earlier in the call (`git add -A`
 * before a pre-commit hook's loop over the staged names) may have put it there. True when the walk is cut short.
 */
export function untrackedLinks(cwd: string, pathspecs: readonly string[]): boolean {
  const top = gitEntryAbove(cwd);
  if (top === null) return true;
  const entries = readIndex(join(top, '.git'));
  if (entries === null || entries.length > INDEX_LIMIT) return true;
  const tracked = new Set(entries.map((e) => e.name));
  const specs = pathspecs.map((p) => p.replace(/^(\.\/)+/, '').replace(/\/+$/, ''));
  let found = false;
  const walked = walkEntries(
    [cwd],
    20_000,
    (e) => {
      if (!e.isSymbolicLink()) return false;
      const abs = join(e.parentPath, e.name);
      const rel = relative(cwd, abs);
      found = !tracked.has(relative(top, abs)) && (!specs.length || specs.some((spec) => pathspecMatches(spec, rel)));
      return found;
    },
    (d) => d.name !== '.git',
  );
  return found || walked === 'cut';
}

/** The nearest directory at or above `dir` that holds a `.git` entry (as git looks for one, links on the way not followed), or null. */
export function gitEntryAbove(dir: string): string | null {
  for (let top = dir; ; top = dirname(top)) {
    if (lstatQuiet(join(top, '.git'))) return top;
    if (dirname(top) === top) return null;
  }
}

/** The paths a git listing below `cwd` may print: none in the repository's own `.git`, and only those `pathspecs` match (all, with none). */
function gitReaches(cwd: string, pathspecs: readonly string[]): (abs: string) => boolean {
  const top = gitEntryAbove(cwd);
  const specs = pathspecs.map((p) => p.replace(/^(\.\/)+/, '').replace(/\/+$/, ''));
  return (abs) =>
    (top === null || !isInside(abs, join(top, '.git'))) && (!specs.length || specs.some((spec) => pathspecMatches(spec, relative(cwd, abs))));
}

/** Whether a git pathspec (no magic) matches `rel`: a leading directory or the path itself, or a glob whose `*` spans `/`. */
function pathspecMatches(spec: string, rel: string): boolean {
  if (spec === '' || spec === '.' || rel === spec || rel.startsWith(`${spec}/`)) return true;
  if (!/[*?[\\]/.test(spec)) return false;
  // A bracket or a backslash is taken to match anything (more links found, never fewer).
  if (/[[\\]/.test(spec)) return true;
  const re = new RegExp(`^${spec.replace(/[.+^${}()|\]/]/g, '\\$&').replaceAll('*', '.*').replaceAll('?', '.')}(/|$)`);
  return re.test(rel);
}

/** A path as the prefix of the paths printed below it. */
const slashed = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/** Whether `input` is a listing's output. */
export function isListing(input: StdinText): input is Listing {
  return input !== undefined && 'pathsUnder' in input;
}

/**
 * Whether a listing's paths can stand for the values a reader takes from it: none is the guard's own, none is a
 * symlink (a write through one would follow it), and no name below holds a character the reader splits on (`splits`).
 */
export function usableListing(l: Listing, splits: RegExp): boolean {
  return l.listed === null && !l.links && !splits.test(l.odd);
}

/**
 * Whether one side of a find expression (a chain of `and`s) cannot hold of the start point `start` (at `abs`): a test
 * that is not negated must hold of every path it prints, so `-type f` rules out a directory, `-name P` a start whose
 * own name P does not match, and `-path P` a start that P does not match as given.
 */
function findSideRulesOut(side: readonly string[], abs: string, start: string): boolean {
  const holds = (i: number) => !['!', '-not'].includes(side[i - 1] ?? '');
  if (side.some((w, i) => w === '-type' && side[i + 1] === 'f' && holds(i)) && isDirQuiet(abs)) return true;
  return side.some((w, i) => {
    const path = w === '-path' || w === '-wholename' || w === '-ipath';
    if ((w !== '-name' && w !== '-iname' && !path) || !holds(i)) return false;
    const re = patternRegExp(side[i + 1] ?? '');
    // -name matches the start's last component, -path the start as given.
    const subject = path ? start : basename(start.replace(/\/+$/, '')) || '/';
    return !new RegExp(re.source, w === '-iname' || w === '-ipath' ? 'si' : 's').test(subject);
  });
}

/** What a listing's value ends with (listedValues): one name or more below the directory before it. */
export const LISTED_NAMES = '…';

/**
 * A listing's paths as values: what it prints of itself, and each printed prefix with `…` for a path below it. `…`
 * stands for one name or more, so that `…/..` stays at or below the prefix; the start itself is a value of its own.
 */
export function listedValues(l: Listing): string[] {
  return [...l.self, ...l.printed.map((p) => `${p}${LISTED_NAMES}`)];
}

/** Whether `path` is a directory now (not following a final link: a link's target is not what a listing walks). */
function isDirQuiet(path: string): boolean {
  return lstatQuiet(path)?.isDirectory() ?? false;
}

/** head's or tail's words when they give a line count only (`-n 5`, `-n +2`, `-5`, `--lines=3`), or nothing. */
export function isLineCount(words: readonly string[]): boolean {
  return (
    !words.length ||
    (words.length === 1 && /^-n?\+?\d+$|^--lines=\+?\d+$/.test(words[0]!)) ||
    (words.length === 2 && words[0] === '-n' && /^\+?\d+$/.test(words[1]!))
  );
}

/** sort, uniq -u/-d/-i, head and tail by lines, grep for a pattern (-v, -i, -E, -F, -x, -w), tac and cat on stdin. */
export function passesLinesWhole(name: string, words: readonly string[]): boolean {
  const flags = words.filter((w) => w.startsWith('-'));
  const operands = words.filter((w) => !w.startsWith('-'));
  switch (name) {
    case 'sort':
      return !operands.length && !flags.some((f) => /^-[a-zA-Z]*o|^--output/.test(f));
    case 'uniq':
      return !operands.length && flags.every((f) => /^-[udi]+$/.test(f));
    case 'head':
    case 'tail':
      return isLineCount(words);
    case 'grep':
      return operands.length === 1 && flags.every((f) => /^-[viEFxw]+$/.test(f));
    case 'tac':
    case 'cat':
      return !words.length;
    default:
      return false;
  }
}

/** Characters that make a listed name split (blanks, newlines; quotes and backslashes for xargs) or expand (globs). */
/** Characters in names that split or expand, and `-` for a name that starts with one (a program may take it for an option). */
const ODD = /[\s'"\\*?[]|^-/g;
const ANY_ODD = ' \t\n\'"\\*?[-';
/** Entries read below a listing's directories before its names count as holding anything. */
const SCAN_LIMIT = 20_000;

/** What this call does that a listing run later in it (or beside it) may print. */
export interface CallEffects {
  /** Entries it creates: any may be a link. */
  made: readonly string[];
  /** Files it writes: their names count. */
  files: readonly string[];
  /** Directories it writes into or rewrites (an archive extracted, a checkout): what lands there may be links. */
  trees: readonly string[];
}

/**
 * Which odd characters (ODD) the names below `dirs` hold, and whether a symlink is among them: read from disk now,
 * and from what this call does (`effects`). A tree too large to read whole, or one that cannot be read, may hold anything.
 */
export function namesBelow(dirs: readonly string[], effects: CallEffects, linkNamed: (name: string) => boolean = () => true): { odd: string; links: boolean } {
  const found = new Set<string>();
  const note = (name: string) => {
    for (const m of name.matchAll(ODD)) found.add(m[0]);
  };
  const roots = dirs.map((d) => normalize(d));
  for (const p of [...effects.made, ...effects.files])
    for (const r of roots) if (isInside(p, r)) note(p.slice(r.length));
  let links = madeLinksBelow(roots, effects, linkNamed);
  if (links) return { odd: [...found].join(''), links };
  const stack: string[] = [];
  for (const r of roots) {
    const top = lstatQuiet(r);
    if (top?.isSymbolicLink()) links = true;
    else if (top?.isDirectory()) stack.push(r);
  }
  const walked = walkEntries(stack, SCAN_LIMIT, (e) => {
    note(e.name);
    links ||= e.isSymbolicLink() && linkNamed(e.name);
  });
  if (walked === 'cut') return { odd: ANY_ODD, links: true };
  return { odd: [...found].join(''), links };
}

/** Whether this call makes an entry (a link, perhaps) below `dirs`, or writes a tree there (an unpack, a checkout). */
export function madeLinksBelow(dirs: readonly string[], effects: CallEffects, linkNamed: (name: string) => boolean = () => true): boolean {
  const roots = dirs.map((d) => normalize(d));
  const made = effects.made.some((p) => linkNamed(basename(p)) && roots.some((r) => isInside(p, r)));
  return made || effects.trees.some((t) => roots.some((r) => isInside(t, r) || isInside(r, t)));
}

export interface ListingContext {
  cwd: string;
  protectedBelow(dir: string): string[];
  readFile(abs: string): string | 'missing' | 'changed' | 'unreadable';
}

/** The first of the guard's files the listing `name rest…` may print (or print a directory above), or null. */
export function protectedInListing(name: string, rest: readonly string[], x: ListingContext): string | null {
  const flags = rest.filter((w) => w.startsWith('-'));
  const operands = rest.filter((w) => !w.startsWith('-'));
  switch (name) {
    case 'find': {
      const exprAt = rest.findIndex((w) => w.startsWith('-') || w === '(' || w === '!');
      const starts = exprAt < 0 ? rest : rest.slice(0, exprAt);
      const words = exprAt < 0 ? [] : rest.slice(exprAt);
      return findListsProtected(x.cwd, (d) => x.protectedBelow(d), starts.length ? starts : ['.'], words);
    }
    case 'ls': {
      const hidden = flags.some((f) => /^-[a-zA-Z]*[aA]/.test(f) || f === '--all' || f === '--almost-all');
      const dirs = operands.length ? operands.map((o) => resolve(x.cwd, o)) : [x.cwd];
      // ls prints a directory's own entries; a hidden one (`.cline`) only with -a or -A.
      for (const dir of dirs) for (const p of x.protectedBelow(dir)) if (hidden || !relative(dir, p).split('/').some((part) => part.startsWith('.'))) return p;
      return null;
    }
    case 'git': {
      // Untracked files (`ls-files -o`, `grep --untracked`/`--no-index`) include the plugin unless the exclude files are
      // read (it is listed in info/exclude).
      const grepsOthers = rest[0] === 'grep' && flags.some((f) => ['--untracked', '--no-index', '--no-exclude-standard'].includes(f));
      if (grepsOthers) return x.protectedBelow(x.cwd)[0] ?? null;
      const others = rest[0] === 'ls-files' && flags.some((f) => f === '--others' || /^-[a-zA-Z]*o/.test(f));
      return others && !flags.includes('--exclude-standard') ? (x.protectedBelow(x.cwd)[0] ?? null) : null;
    }
    default:
      // grep -l and rg -l: listingOf names no other listing.
      return grepListsProtected(name, rest, flags, x);
  }
}

/** grep -rl / rg -l: the guard's files below the searched paths (and its name filters) whose text may match the pattern. */
function grepListsProtected(name: string, rest: readonly string[], flags: readonly string[], x: ListingContext): string | null {
  const has = (short: string, ...long: string[]) => flags.some((f) => long.includes(f) || (!f.startsWith('--') && f.slice(1).includes(short)));
  // rg leaves out hidden and ignored files unless told otherwise; the plugin is both.
  if (name === 'rg' && !flags.some((f) => /^--(hidden|no-ignore\S*)$|^-[a-zA-Z]*[u.]/.test(f))) return null;
  const { operands, values } = grepWords(rest);
  const listsAll = values.has('e') || values.has('f') || (name === 'rg' && flags.includes('--files'));
  const pattern = listsAll ? null : (operands[0] ?? null);
  const paths = listsAll ? operands : operands.slice(1);
  // -L and -v list files by what they lack; a pattern from -e/-f or one the guard does not read may match anything.
  const anyFile = pattern === null || has('L', '--files-without-match') || has('v', '--invert-match');
  const matches = anyFile ? () => true : textMatcher(pattern, has('F', '--fixed-strings'), has('i', '--ignore-case'));
  const globs = (k: string) => (values.get(k) ?? []).map((g) => new RegExp(patternRegExp(g).source));
  const [include, exclude, excludeDir] = [globs('include'), globs('exclude'), globs('exclude-dir')];
  const named = (abs: string) => {
    const parts = abs.split('/');
    const base = parts.pop()!;
    const included = !include.length || include.some((r) => r.test(base));
    return included && !exclude.some((r) => r.test(base)) && !parts.some((d) => excludeDir.some((r) => r.test(d)));
  };
  for (const dir of paths.length ? paths.map((p) => resolve(x.cwd, p)) : [x.cwd]) {
    for (const p of x.protectedBelow(dir)) {
      for (const [abs, isDir] of [[p, statSync(p, { throwIfNoEntry: false })?.isDirectory() ?? false] as const, ...entriesBelow(p)]) {
        if (isDir || !named(abs)) continue;
        const text = x.readFile(abs);
        if (text === 'missing') continue;
        if (text === 'changed' || text === 'unreadable' || matches(text)) return p;
      }
    }
  }
  return null;
}

/** grep's and rg's words split into operands and the values of the options that take one (`-e P`, `--include=G`). */
function grepWords(rest: readonly string[]): { operands: string[]; values: Map<string, string[]> } {
  const LONG = new Map([['regexp', 'e'], ['file', 'f'], ['include', 'include'], ['exclude', 'exclude'], ['exclude-dir', 'exclude-dir'], ['glob', 'include']]);
  const operands: string[] = [];
  const values = new Map<string, string[]>();
  const put = (k: string, v: string | undefined) => values.set(k, [...(values.get(k) ?? []), v ?? '']);
  for (let i = 0; i < rest.length; i++) {
    const w = rest[i]!;
    const long = /^--([a-z-]+)(?:=(.*))?$/s.exec(w);
    if (long) {
      const key = LONG.get(long[1]!);
      if (key) put(key, long[2] ?? rest[++i]);
      else if (/^(max-count|context|after-context|before-context|label|type|type-not|sort|max-depth)$/.test(long[1]!) && long[2] === undefined) i++;
    } else if (/^-[a-zA-Z]/.test(w)) {
      // The first of e, f, m, A, B, C, g (rg's glob), t, T in a cluster takes the rest of it, or the next word.
      const at = w.slice(1).search(/[efmABCgtT]/);
      if (at < 0) continue;
      const flag = w[at + 1]!;
      const glued = w.slice(at + 2);
      const value = glued || rest[++i];
      if (flag === 'e' || flag === 'f') put(flag, value);
      else if (flag === 'g') put('include', value);
    } else operands.push(w);
  }
  return { operands, values };
}

/** A test of a file's text for a grep pattern: exact for plain words (or -F); anything else may match. */
function textMatcher(pattern: string, fixed: boolean, ignoreCase: boolean): (text: string) => boolean {
  if (!fixed && /[^A-Za-z0-9 _\-:,=/'"]/.test(pattern)) return () => true;
  const needle = ignoreCase ? pattern.toLowerCase() : pattern;
  return (text) => (ignoreCase ? text.toLowerCase() : text).includes(needle);
}
