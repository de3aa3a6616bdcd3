/**
 * Path facts the arbiter needs: where a write really lands (symlinks followed
 * as far as the path exists) and whether that is inside a root. Synchronous on
 * purpose: the plugin answers every tool call, and a few lstat calls are
 * cheaper than the promise machinery around them.
 */
import { lstatSync, readdirSync, readlinkSync, statSync, type Dirent, type Stats } from 'node:fs';
import { dirname, isAbsolute, join, normalize, sep } from 'node:path';

/** Writes here never touch a file: discarding or echoing output is fine anywhere. */
const HARMLESS_DEVICES = new Set(['/dev/null', '/dev/stdin', '/dev/stdout', '/dev/stderr', '/dev/tty', '/dev/zero']);

/**
 * lstat and stat answers kept while one tool call is decided (`withStatCache`): the guard changes nothing on disk, and
 * one call can name the same directories thousands of times (every path literal of a big generated module).
 */
let cache: { lstat: Map<string, Stats | undefined>; stat: Map<string, Stats | undefined> } | null = null;

export function withStatCache<T>(decide: () => T): T {
  if (cache) return decide();
  cache = { lstat: new Map(), stat: new Map() };
  try {
    return decide();
  } finally {
    cache = null;
  }
}

function quiet(look: (path: string) => Stats | undefined, kept: Map<string, Stats | undefined> | undefined, path: string): Stats | undefined {
  if (kept?.has(path)) return kept.get(path);
  let info: Stats | undefined;
  try {
    info = look(path);
  } catch {
    info = undefined;
  }
  kept?.set(path, info);
  return info;
}

/** lstat that answers undefined for any path that cannot be looked at (missing, or a file used as a directory: ENOTDIR). */
export function lstatQuiet(path: string): Stats | undefined {
  // Nothing is below a directory that is not there.
  const parent = dirname(path);
  if (cache?.lstat.has(parent) && cache.lstat.get(parent) === undefined && parent !== path) return undefined;
  // No exception for a missing entry (ENOENT, ENOTDIR): building one costs more than the lstat.
  return quiet((p) => lstatSync(p, { throwIfNoEntry: false }), cache?.lstat, path);
}

/** stat (links followed) that answers undefined for any path that cannot be looked at (missing, ENOTDIR, a loop). */
export function statQuiet(path: string): Stats | undefined {
  // Within a decision, only a symlink needs a stat of its own: an entry that is not one is what lstat saw, and a path
  // with no entry has no target either.
  if (cache) {
    const entry = lstatQuiet(path);
    if (!entry?.isSymbolicLink()) return entry;
  }
  return quiet((p) => statSync(p, { throwIfNoEntry: false }), cache?.stat, path);
}

/**
 * The descriptor a path opens again (`/dev/fd/N`, `/proc/self/fd/N`, `/dev/stdin` 0, `/dev/stdout` 1, `/dev/stderr` 2),
 * or null. Opened for writing, it opens the file the descriptor is open on, even one opened only for reading (`cmd
 * 0<outside >/dev/stdin`): the walk refuses such a write while a descriptor is open on a file outside the roots.
 */
export function reopenedDescriptor(path: string): number | null {
  const m = /^\/(?:dev|proc\/self)\/fd\/(\d+)$/.exec(path);
  if (m) return Number(m[1]);
  return path === '/dev/stdin' ? 0 : path === '/dev/stdout' ? 1 : path === '/dev/stderr' ? 2 : null;
}

export function isHarmlessDevice(path: string): boolean {
  return HARMLESS_DEVICES.has(path) || /^\/dev\/fd\/\d+$/.test(path) || /^\/proc\/self\/fd\/\d+$/.test(path);
}

/** Top-level dirs of the system's own files: a setting that names a place there points a program at what it reads. */
const SYSTEM_TREES = new Set(['usr', 'bin', 'sbin', 'lib', 'lib32', 'lib64', 'libx32', 'etc', 'opt', 'proc', 'sys', 'snap', 'nix']);

export function inSystemTree(abs: string): boolean {
  return SYSTEM_TREES.has(normalize(abs).split('/')[1] ?? '');
}

/** Symlink hops before giving up, as the kernel does (ELOOP). */
const MAX_HOPS = 40;

/**
 * Entries created earlier in the same shell call, which the filesystem does not
 * hold yet: a symlink's target, or null when the entry may be a symlink to
 * anywhere (a copy or move of something the guard did not follow).
 */
export type Overlay = ReadonlyMap<string, string | null>;

/** An overlay entry the call removed: absent from there on (a symlink target is never empty). */
export const ABSENT = '';

/** Thrown inside the walk when a path crosses an overlay entry of unknown nature. */
const UNKNOWN = Symbol('unknown');

/**
 * The path a write to `abs` would reach: every existing component is resolved
 * (symlinks followed, `..` applied to the resolved parent, as the kernel does);
 * once a component does not exist the rest is applied lexically. A symlink that
 * points nowhere resolves to where the write would create its target.
 * Returns null on a symlink loop, 'unknown' when the path runs through an entry
 * made earlier in the same call whose nature the guard cannot tell.
 */
export function realTargetIn(abs: string, overlay: Overlay): string | null | 'unknown' {
  try {
    return walkPath(abs, overlay);
  } catch (e) {
    if (e === UNKNOWN) return 'unknown';
    throw e;
  }
}

export function realTarget(abs: string): string | null {
  return walkPath(abs, EMPTY);
}

const EMPTY: Overlay = new Map();

function walkPath(abs: string, overlay: Overlay): string | null {
  if (!isAbsolute(abs)) abs = joinRaw(process.cwd(), abs);
  let hops = 0;
  const walk = (path: string): string | null => {
    let current = '/';
    let exists = true;
    const parts = path.split('/');
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i]!;
      if (part === '' || part === '.') continue;
      if (part === '..') {
        current = dirname(current);
        continue;
      }
      const next = join(current, part);
      if (overlay.size && overlay.has(next)) {
        const made = overlay.get(next);
        if (made === null) {
          throw UNKNOWN;
        }
        if (made === ABSENT) {
          exists = false;
          current = next;
          continue;
        }
        if (++hops > MAX_HOPS) return null;
        const followed = walk(isAbsolute(made!) ? made! : join(current, made!));
        if (followed === null) return null;
        current = followed;
        exists = lstatQuiet(current) !== undefined;
        continue;
      }
      if (!exists) {
        current = next;
        continue;
      }
      const info = lstatQuiet(next);
      if (!info) {
        exists = false;
        current = next;
        continue;
      }
      if (info.isSymbolicLink()) {
        if (++hops > MAX_HOPS) return null;
        const link = readlinkSync(next);
        const followed = walk(isAbsolute(link) ? link : join(current, link));
        if (followed === null) return null;
        current = followed;
        // The link's target may not exist; later components are then lexical.
        exists = lstatQuiet(current) !== undefined;
      } else {
        current = next;
      }
    }
    return current;
  };
  return walk(abs);
}

/**
 * `p` against `base` without normalising: `link/..` must reach the kernel's
 * answer (the link target's parent), which path.resolve would erase.
 */
export function joinRaw(base: string, p: string): string {
  return isAbsolute(p) ? p : `${base}/${p}`;
}

export function isInside(path: string, root: string): boolean {
  return path === root || path.startsWith(root.endsWith(sep) ? root : root + sep);
}

/** `~` and `~/…` expand to home; other `~name` forms are not ours to guess (null). */
export function expandTilde(path: string, home: string): string | null {
  if (path === '~') return home;
  if (path.startsWith('~/')) return join(home, path.slice(2));
  if (path.startsWith('~')) return null;
  return path;
}

/**
 * Visits the entries below `roots` (symlinks are not followed), until `visit` returns true or `limit` entries were
 * seen: 'stopped' when visit stopped it, 'cut' at the limit or at a directory that cannot be read, 'done' otherwise.
 * A directory `descend` says no to is visited but not entered.
 */
export function walkEntries(
  roots: readonly string[],
  limit: number,
  visit: (entry: Dirent) => boolean | void,
  descend: (dir: Dirent) => boolean = () => true,
): 'done' | 'stopped' | 'cut' {
  const stack = [...roots];
  let seen = 0;
  while (stack.length) {
    const dir = stack.pop()!;
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return 'cut';
    }
    for (const e of entries) {
      if (++seen > limit) return 'cut';
      if (visit(e)) return 'stopped';
      if (e.isDirectory() && descend(e)) stack.push(join(dir, e.name));
    }
  }
  return 'done';
}

/** What a directory holds, recursively, each with whether it is a directory (for small dirs: the guard's own). */
export function entriesBelow(dir: string): [string, boolean][] {
  try {
    return readdirSync(dir, { withFileTypes: true, recursive: true }).map((e) => [join(e.parentPath, e.name), e.isDirectory()] as [string, boolean]);
  } catch {
    return [];
  }
}
