/**
 * Pathname expansion against the real filesystem at decision time, as bash
 * does it by default: `*`, `?` and `[...]` per path component, hidden names
 * only for a pattern that starts with a dot, no match leaves the word as it is.
 * A pattern ending in a slash matches directories only (links to them too),
 * each kept with its slash: `*` then `/` gives `link-out/`. The pattern marks quoted
 * characters with a backslash.
 */
import { lstatSync, readdirSync, statSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';

const MAX_MATCHES = 512;

export function hasGlobChars(pattern: string): boolean {
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') i++;
    else if (c === '*' || c === '?' || c === '[') return true;
  }
  return false;
}

export function unescapePattern(pattern: string): string {
  return pattern.replace(/\\(.)/gs, '$1');
}

/**
 * The paths `pattern` matches from `cwd` (in the pattern's own relative or absolute form), or null when too many. With
 * `globstar` (bash's `shopt -s globstar`), a component that is `**` alone matches the directory it is in and every
 * directory below, not through symlinks to directories (bash 5, measured). With `nocase` (`shopt -s nocaseglob`),
 * letters match either case.
 */
export function globPaths(pattern: string, cwd: string, globstar = false, nocase = false): string[] | null {
  const absolute = isAbsolute(pattern);
  const parts = pattern.split('/');
  let found: string[] = [absolute ? '/' : ''];
  const at = (f: string) => (f === '' ? cwd : absolute ? f : join(cwd, f));
  for (let k = absolute ? 1 : 0; k < parts.length; k++) {
    const part = parts[k]!;
    if (part === '') continue;
    const next: string[] = [];
    if (globstar && part === '**') {
      // `**` last matches every entry below and the dir itself: taken as `**/*` and the dir (a little more than bash).
      if (k === parts.length - 1) {
        const base = parts.slice(0, k).join('/');
        const all = globPaths(`${base}${k ? '/' : ''}**/*`, cwd, true, nocase);
        return all === null ? null : [...(k ? [`${base}/`] : []), ...all];
      }
      // Each found dir itself, then every dir below it, hidden ones left out as `*` leaves them. A symlink to a dir is
      // matched as one but not walked into.
      const below = (f: string): boolean => {
        let names: string[];
        try {
          names = readdirSync(at(f)).sort();
        } catch {
          return true;
        }
        for (const n of names) {
          if (n.startsWith('.')) continue;
          const path = f === '' ? n : join(f, n);
          const entry = lstatSync(at(path), { throwIfNoEntry: false });
          const linkToDir = entry?.isSymbolicLink() && statSync(at(path), { throwIfNoEntry: false })?.isDirectory();
          if (!entry?.isDirectory() && !linkToDir) continue;
          next.push(path);
          if (next.length > MAX_MATCHES || (!linkToDir && !below(path))) return false;
        }
        return true;
      };
      for (const f of found) {
        next.push(f);
        if (!below(f)) return null;
      }
      found = next;
      continue;
    }
    if (!hasGlobChars(part)) {
      for (const f of found) next.push(f === '' ? unescapePattern(part) : join(f, unescapePattern(part)));
    } else {
      const re = nocase ? new RegExp(patternRegExp(part).source, 'is') : patternRegExp(part);
      for (const f of found) {
        let names: string[];
        try {
          names = readdirSync(f === '' ? cwd : absolute ? f : join(cwd, f));
        } catch {
          continue;
        }
        for (const n of names.sort()) {
          if (n.startsWith('.') && !part.startsWith('.') && !part.startsWith('\\.')) continue;
          if (re.test(n)) next.push(f === '' ? n : join(f, n));
        }
        if (next.length > MAX_MATCHES) return null;
      }
    }
    found = next;
    if (!found.length) return [];
  }
  const paths = found.filter((f) => f !== '' && f !== '/');
  if (!pattern.endsWith('/') || !hasGlobChars(pattern)) return paths;
  const dirs = paths.filter((f) => statSync(absolute ? f : join(cwd, f), { throwIfNoEntry: false })?.isDirectory());
  return dirs.map((d) => `${d}/`);
}

/** A bash pattern (quoted characters marked with a backslash) as a RegExp matching whole strings; `*` also matches `/`. */
export function patternRegExp(part: string): RegExp {
  let re = '';
  for (let i = 0; i < part.length; i++) {
    const c = part[i]!;
    if (c === '\\' && i + 1 < part.length) re += escapeRe(part[++i]!);
    else if (c === '*') re += '.*';
    else if (c === '?') re += '.';
    else if (c === '[') {
      const close = part.indexOf(']', i + 2);
      if (close < 0) re += '\\[';
      else {
        let body = part.slice(i + 1, close);
        if (body.startsWith('!') || body.startsWith('^')) body = '^' + body.slice(1);
        re += `[${body.replace(/\\/g, '\\\\')}]`;
        i = close;
      }
    } else re += escapeRe(c);
  }
  return new RegExp(`^${re}$`, 's');
}

function escapeRe(c: string): string {
  return c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
