/**
 * Which of the guard's own files a listing piped into xargs may print (`find . -name '*.js' | xargs rm`,
 * `grep -rl 'export default' . | xargs sed -i …`, `ls -a | xargs rm -rf`): the guard cannot see the listing's
 * output, but it can tell whether the plugin's files (or a directory above them) could be in it. Where it cannot
 * model the listing's filter, any of them may be.
 */
import { statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { patternRegExp } from '../glob.js';
import { entriesBelow } from '../paths.js';
import { findListsProtected } from './findutils.js';

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
      // Untracked files (`ls-files -o`) include the plugin unless the exclude files are read (it is listed in info/exclude).
      const others = rest[0] === 'ls-files' && flags.some((f) => f === '--others' || /^-[a-zA-Z]*o/.test(f));
      return others && !flags.includes('--exclude-standard') ? (x.protectedBelow(x.cwd)[0] ?? null) : null;
    }
    case 'grep':
    case 'rg':
      return grepListsProtected(name, rest, flags, x);
    default:
      return x.protectedBelow(x.cwd)[0] ?? null;
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
