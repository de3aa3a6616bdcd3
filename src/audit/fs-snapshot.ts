/**
 * An audit that does not depend on reading commands: a snapshot of the places
 * an agent could reach (path, size, mtime, inode, mode of every entry) before
 * and after a task without bwrap, and the outside changes between them, each
 * attributed to the tool call whose command or paths name it, or marked
 * `unattributed`. The walk is bounded (entries and depth) and skips caches.
 */
import { lstatSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { isInside } from '../guard/paths.js';
import type { Transcript } from '../transcript/index.js';

export interface SnapshotOptions {
  /** Directories to walk (missing ones are skipped). */
  dirs: readonly string[];
  /** Subtrees never walked: the env and other allowed roots, caches. */
  exclude: readonly string[];
  /** Directory names skipped wherever they occur. */
  skipNames?: readonly string[];
  /** Entries recorded before the walk stops (the snapshot then says it was truncated). */
  maxEntries?: number;
  maxDepth?: number;
}

export interface Snapshot {
  entries: Map<string, string>;
  truncated: boolean;
}

export const DEFAULT_SKIP_NAMES = ['node_modules', '.git', '.cache', '.npm', '.cargo', '.rustup', '__pycache__', '.venv'];

/** The roots an agent without bwrap could reach: home, the env's parent, $TMPDIR and the user config dirs. */
export function reachableDirs(o: { home: string; env: string; tmpdir?: string | null; xdgConfig?: string | null }): string[] {
  const dirs = [o.home, dirname(o.env), o.tmpdir ?? '/tmp', o.xdgConfig ?? join(o.home, '.config')];
  return [...new Set(dirs)];
}

export function takeSnapshot(o: SnapshotOptions): Snapshot {
  const entries = new Map<string, string>();
  const max = o.maxEntries ?? 200_000;
  const maxDepth = o.maxDepth ?? 12;
  const skip = new Set(o.skipNames ?? DEFAULT_SKIP_NAMES);
  let truncated = false;
  const walk = (abs: string, depth: number): void => {
    if (truncated || o.exclude.some((e) => isInside(abs, e))) return;
    const info = lstatSync(abs, { throwIfNoEntry: false });
    if (!info) return;
    if (entries.size >= max) {
      truncated = true;
      return;
    }
    entries.set(abs, `${info.isDirectory() ? 'd' : info.isSymbolicLink() ? 'l' : 'f'} ${info.size} ${info.mtimeMs} ${info.ino} ${(info.mode & 0o7777).toString(8)}`);
    if (!info.isDirectory() || depth >= maxDepth || (depth > 0 && skip.has(basename(abs)))) return;
    let names: string[];
    try {
      names = readdirSync(abs);
    } catch {
      return;
    }
    for (const n of names) walk(join(abs, n), depth + 1);
  };
  // Nested dirs (home inside /tmp, say) are walked once.
  for (const d of o.dirs) if (!o.dirs.some((other) => other !== d && isInside(d, other))) walk(d, 0);
  return { entries, truncated };
}

export interface FsChange {
  path: string;
  change: 'added' | 'removed' | 'changed';
  /** The tool call whose command or paths name this path (or a parent of it); null: unattributed. */
  ordinal: number | null;
}

/** Paths added, removed or changed; a directory whose only change is its own mtime (an entry below changed) is left out. */
export function diffSnapshots(before: Snapshot, after: Snapshot): Omit<FsChange, 'ordinal'>[] {
  const out: Omit<FsChange, 'ordinal'>[] = [];
  for (const [p, v] of before.entries) {
    const now = after.entries.get(p);
    if (now === undefined) out.push({ path: p, change: 'removed' });
    else if (now !== v && !(v.startsWith('d ') && now.startsWith('d ') && sameButTime(v, now))) out.push({ path: p, change: 'changed' });
  }
  for (const p of after.entries.keys()) if (!before.entries.has(p)) out.push({ path: p, change: 'added' });
  return out.sort((a, b) => (a.path < b.path ? -1 : 1));
}

function sameButTime(a: string, b: string): boolean {
  const [ta, , , ia, ma] = a.split(' ');
  const [tb, , , ib, mb] = b.split(' ');
  return ta === tb && ia === ib && ma === mb;
}

/**
 * The first tool call that names the changed path or its parent (`cd dir &&
 * touch f`), by its absolute form or relative to the env, in a command or a
 * path argument.
 */
export function attributeChanges(changes: readonly Omit<FsChange, 'ordinal'>[], transcript: Transcript, env: string): FsChange[] {
  const texts = transcript.tool_invocations.map((inv) => ({ ordinal: inv.ordinal, text: [JSON.stringify(inv.args), ...inv.paths].join('\n') }));
  return changes.map((c) => {
    const names: string[] = [];
    for (const p of [c.path, dirname(c.path)]) {
      names.push(p);
      const rel = relative(env, p);
      if (rel && rel !== '..' && !rel.startsWith('../../')) names.push(rel);
    }
    const hit = texts.find((t) => names.some((n) => n.length > 1 && t.text.includes(n)));
    return { ...c, ordinal: hit?.ordinal ?? null };
  });
}
