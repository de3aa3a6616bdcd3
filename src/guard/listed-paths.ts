/**
 * Writes to paths built from a listing's values (`for f in $(git ls-files); do echo > "$f.orig"; done`). A value
 * `P/…` stands for paths the listing prints below P, which the guard cannot see (rules/listings.ts). The listing
 * vouches for those paths only: that none is a symlink and that no directory on the way is one. A name built from them
 * (`$f.orig`, `$(dirname "$f")/NOTES`) is another entry, which may be a link planted beside them; so is a listed path
 * written through (its other hard links). So the write is judged for every entry below P that it may reach.
 */
import type { Dirent } from 'node:fs';
import { join, normalize } from 'node:path';
import { REPHRASE, type Finding, type WriteUse } from './finding.js';
import { isInside, lstatQuiet, statQuiet, walkEntries } from './paths.js';
import { patternRegExp } from './glob.js';
import { LISTED_NAMES } from './rules/listings.js';

/** Entries read below P, at most: a larger tree may hold anything. */
const WALK_LIMIT = 20_000;

export interface ListedWriteContext {
  /** judgeWritePath for one existing path. */
  judge(abs: string, use: WriteUse): Finding | null;
  /** Entries this call makes (links among them, perhaps), and trees it writes (an archive unpacked, a checkout). */
  made: readonly string[];
  trees: readonly string[];
  /**
   * Whether a listing of this call printed the paths below `place` (shell.ts's listedPlaces): only then does `place/…`
   * stand for paths it vouched for. `cp "$f" bin/` writes `bin/…`, a name no listing there printed.
   */
  vouched(place: string): boolean;
}

/** Whether `abs` holds a listing's value (a component with `…` in it). */
export function isListedPath(abs: string): boolean {
  return abs.includes(LISTED_NAMES);
}

/**
 * The finding for a write to `abs`, a path with a listing's `…` in it, or null when every entry it may reach is fine:
 * - `P/…` itself (a listed path, or a directory above one below P): a write that follows links must not reach a file
 *   with other names (hard links) below P;
 * - anything else built from it: no entry below P whose name fits one of the components from the `…` on (`….orig`
 *   fits `x.py.orig`) may be a link leading out, a hard-linked file, a git control file or one of the guard's own, and
 *   this call may make no entry of such a name below P. A `..` after the `…` may lead anywhere.
 */
export function judgeListedWrite(abs: string, use: WriteUse, what: string, cx: ListedWriteContext): Finding | null {
  const { base, rest } = listedParts(abs);
  const unknown = (why: string): Finding => ({
    kind: 'unevaluable',
    target: abs,
    message: `${what} ${abs}: ${why}; ${REPHRASE}`,
  });
  if (rest.includes('..')) return unknown('a `..` after names a listing printed may lead out of the directory listed');
  const vouched = cx.vouched(normalize(base));
  const plain = rest.length === 1 && rest[0] === LISTED_NAMES && vouched;
  // Plain: links are the listing's business; only files with other names matter, and only to a write that follows.
  if (plain && use === 'entry') return null;
  const last = namePattern(rest[rest.length - 1]!);
  // A component that is `…` alone, before the last, is a directory on a listed path, where a listing vouches for it.
  const fits = [
    ...rest
      .slice(0, -1)
      .filter((p) => p !== LISTED_NAMES || !vouched)
      .map(namePattern),
    last,
  ];
  const fitsAny = (name: string) => fits.some((re) => re.test(name));
  // An entry made with a listed name in it may be any of them (`ln -s /x "$f.tmp"; mv "$f.tmp" "$f"`).
  const made = cx.made.filter((p) => isInside(p, base) && (plain || isListedPath(p) || fitsAny(p.slice(p.lastIndexOf('/') + 1))));
  const rewritten = cx.trees.find((t) => isInside(t, base) || isInside(base, t));
  if (made.length || rewritten !== undefined)
    return unknown(`this call makes entries below ${base} first (${made[0] ?? rewritten}), which a path built from the listing may reach`);
  let finding: Finding | null = null;
  const visit = (e: Dirent): boolean => {
    const path = join(e.parentPath, e.name);
    if (plain) {
      if (!e.isFile() || (lstatQuiet(path)?.nlink ?? 1) <= 1) return false;
      finding = cx.judge(path, use);
    } else if (e.isSymbolicLink() && fitsAny(e.name)) finding = cx.judge(path, last.test(e.name) ? use : 'into');
    else if (last.test(e.name) && !e.isDirectory()) finding = cx.judge(path, use);
    else if (last.test(e.name)) finding = cx.judge(path, use === 'target' ? 'target' : 'into');
    return finding !== null;
  };
  // Nothing there yet (`mkdir -p dist` in this call): no entry to reach but those the call makes, checked above.
  if (!statQuiet(base)?.isDirectory()) return null;
  // One name there (`cp "$f" bin/` lands at bin/NAME): the entries of the place itself. git's object store holds no
  // name a listing's path is built into, and is the largest part of most trees.
  const oneName = rest.length === 1 && rest[0]!.startsWith(SOME_NAME) && !rest[0]!.startsWith(SOME_NAMES);
  const descend = (d: Dirent) => !oneName && !(d.name === 'objects' && d.parentPath.endsWith('/.git'));
  const walked = walkEntries([base], WALK_LIMIT, visit, descend);
  if (finding) {
    const f = finding as Finding;
    return {
      ...f,
      message: `${f.message} (a path built from a listing's names below ${base} may be that one)`,
    };
  }
  if (walked === 'cut') return unknown(`${base} holds too many entries for the guard to check which of them a listing's names may reach`);
  return null;
}

/** A path with a listing's `…` in it: the place before the first such component, and the components from it on. */
function listedParts(path: string): { base: string; rest: string[] } {
  const parts = path.split('/');
  const at = parts.findIndex((p) => p.includes(LISTED_NAMES));
  return { base: parts.slice(0, at).join('/') || '/', rest: parts.slice(at).filter((p) => p !== '' && p !== '.') };
}

/** The names one component may stand for: with `…`, any name ending as it ends (the `…` may span several names). */
function namePattern(component: string): RegExp {
  const at = component.lastIndexOf(LISTED_NAMES);
  if (at < 0) return new RegExp(`^${escapeRegExp(component)}$`, 's');
  return new RegExp(`${escapeRegExp(component.slice(at + LISTED_NAMES.length))}$`, 's');
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `dirname` of a value whose last component holds a listing's `…`: a directory on a listed path, at or below the
 * place before it, which `P/…` stands for. Null for any other value (dirname as usual).
 */
export function listedDirname(v: string): string | null {
  const slash = v.replace(/\/+$/, '').lastIndexOf('/');
  if (!v.slice(slash + 1).includes(LISTED_NAMES)) return null;
  return slash < 0 ? LISTED_NAMES : `${v.slice(0, slash + 1)}${LISTED_NAMES}`;
}

/**
 * What a name taken from a listed path stands for (`basename "$f"`, or `##` cutting up to the last slash): one unseen
 * name, which the listing does not vouch for at another place (`out/$(basename "$f")` may be a link).
 */
export const SOME_NAME = `${LISTED_NAMES}${LISTED_NAMES}`;

/** What is left of a listed path cut into its unseen names (`${f%.*}`): one name or more below its place, not vouched for. */
const SOME_NAMES = `${SOME_NAME}${LISTED_NAMES}`;

/** `basename` of a value whose last component holds a listing's `…` (less `suffix`); null for any other value. */
export function listedBasename(v: string, suffix: string): string | null {
  const trimmed = v.replace(/\/+$/, '');
  const last = trimmed.slice(trimmed.lastIndexOf('/') + 1);
  const at = last.lastIndexOf(LISTED_NAMES);
  if (at < 0) return null;
  const after = last.slice(at + LISTED_NAMES.length);
  // The visible end goes with the suffix when it ends with it; else the unseen part may (any name, then).
  return suffix && after.endsWith(suffix) ? SOME_NAME + after.slice(0, after.length - suffix.length) : suffix ? SOME_NAME : SOME_NAME + after;
}

/**
 * `${v%pat}`, `${v%%pat}`, `${v#pat}`, `${v##pat}` of a value holding a listing's `…` (the names it stands for unseen):
 * the values the result may take, or null when the guard cannot tell.
 * - A suffix cut within what follows the last `…` is made as usual.
 * - Else a literal without a slash cuts, if at all, into the last name, and `TEXT*` (`%.*`) somewhere into the unseen
 *   names when TEXT is not before the `…`: what is left there is names the listing did not print (SOME_NAMES).
 * - A prefix may only be a literal the value visibly does or does not start with, and only `./` may go: any other cut
 *   moves the names onto another place, which the listing does not vouch for. `##` up to the last slash is basename.
 * `literal`: the pattern's text when it has no glob character; `starred`: its text before a single trailing `*`.
 */
export function listedRemove(v: string, re: RegExp, operator: '#' | '##' | '%' | '%%', literal: string | null, starred: string | null): string[] | null {
  const first = v.indexOf(LISTED_NAMES);
  if (operator[0] === '#') {
    if (operator === '##' && literal === null && re.source === patternSlashEnd.source) return [listedBasename(v, '') ?? SOME_NAME];
    if (literal === null || literal.length > first) return null;
    if (!v.startsWith(literal)) return [v];
    return /^(\.\/+)*$/.test(literal) ? [v.slice(literal.length)] : null;
  }
  const tail = v.slice(v.lastIndexOf(LISTED_NAMES) + LISTED_NAMES.length);
  const lastStart = v.replace(/\/+$/, '').lastIndexOf('/') + 1;
  if (literal !== null) {
    if (literal.includes('/')) return null;
    if (tail.endsWith(literal)) return [v.slice(0, v.length - literal.length)];
    // No slash in it: the cut stays within the last name, which is partly unseen only when it holds the `…`.
    return v.slice(lastStart).includes(LISTED_NAMES) ? [v, v.slice(0, lastStart) + SOME_NAMES] : [v];
  }
  if (operator === '%%') return null;
  for (let len = 0; len <= tail.length; len++) if (re.test(tail.slice(tail.length - len))) return [v.slice(0, v.length - len)];
  if (starred === null || starred === '' || starred.includes('/') || v.slice(0, first).includes(starred)) return null;
  return [v, v.slice(0, first) + SOME_NAMES];
}

/** The pattern star-slash (`##` of it cuts up to the last slash), as patternRegExp reads it. */
const patternSlashEnd = patternRegExp('*/');

/**
 * Whether `path` may be one of the entries a write to the listed path `listed` reached. A listing's own names (`P/…`)
 * are the paths below P that `reaches(P)` says the listings there may print (null: any); a name built from them, any
 * below P whose name fits its last component (`….bak`: a name ending in `.bak`).
 */
export function listedMayReach(listed: string, path: string, reaches: (place: string) => ((abs: string) => boolean) | null): boolean {
  const { base, rest } = listedParts(listed);
  if (path === base || !isInside(path, base)) return false;
  if (rest.length === 1 && rest[0] === LISTED_NAMES) return reaches(normalize(base))?.(path) ?? true;
  return namePattern(rest[rest.length - 1]!).test(path.slice(path.lastIndexOf('/') + 1));
}
