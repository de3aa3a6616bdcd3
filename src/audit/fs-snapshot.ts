/**
 * An audit that does not depend on reading commands: a snapshot of the places
 * an agent could reach (path, size, mtime, inode, mode of every entry) before
 * and after a task without bwrap, and the outside changes between them, each
 * attributed to the tool call that explains it, or marked unattributed. The
 * walk is bounded (entries per dir and depth) and skips caches and the
 * harness's own work dirs.
 */
import { lstatSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { isInside } from '../guard/paths.js';
import type { Transcript } from '../transcript/index.js';
import type { FsChange, FsChangesRecord } from './schema.js';

export interface SnapshotOptions {
  /** Directories to walk (missing ones are skipped). */
  dirs: readonly string[];
  /** Subtrees (or files) never recorded: the env and other allowed roots, cline's own state, the run's records. */
  exclude: readonly string[];
  /** Directory names skipped wherever they occur below a walked dir. */
  skipNames?: readonly string[];
  /** Entry names skipped when they start with one of these (other harness tasks' work dirs in a shared temp dir). */
  skipPrefixes?: readonly string[];
  /** Entries recorded per walked dir before its walk stops (that dir is then not compared). */
  maxEntries?: number;
  maxDepth?: number;
}

export interface Snapshot {
  /** The dirs walked, each on its own (a nested one is not part of the outer one's walk). */
  dirs: string[];
  entries: Map<string, string>;
  /** Walked dirs that hit the entry bound: their changes cannot be told from the bound moving. */
  truncated: string[];
  ms: number;
}

/** Caches, dependency trees and toolchain installs: large, churned by tools, and not where stray writes matter. */
export const DEFAULT_SKIP_NAMES = [
  'node_modules', '.git', '.cache', '.npm', '.cargo', '.rustup', '__pycache__', '.venv',
  '.pyenv', '.nvm', '.rbenv', '.sdkman', '.m2', '.gradle', '.conda', 'miniconda3', 'anaconda3',
];
/** The harness's own temp dirs (this and parallel tasks'): their changes are the harness's. */
export const HARNESS_TEMP_PREFIXES = ['cline-harness-'];
export const DEFAULT_MAX_ENTRIES = 100_000;

/**
 * The dirs an agent without bwrap could reach: the user's home (and the
 * agent's own HOME when it is isolated elsewhere), the env's parent, the
 * shared temp dirs and the user config dir.
 */
export function reachableDirs(o: { home: string; env: string; agentHome?: string | null; tmpdirs?: readonly string[]; xdgConfig?: string | null }): string[] {
  const dirs = [o.home, o.agentHome, dirname(resolve(o.env)), ...(o.tmpdirs ?? ['/tmp']), o.xdgConfig ?? join(o.home, '.config')];
  return [...new Set(dirs.filter((d): d is string => typeof d === 'string' && d !== ''))].map((d) => resolve(d));
}

function describeEntry(info: ReturnType<typeof lstatSync> & object): string {
  const type = info.isDirectory() ? 'd' : info.isSymbolicLink() ? 'l' : 'f';
  return `${type} ${info.size} ${info.mtimeMs} ${info.ino} ${(Number(info.mode) & 0o7777).toString(8)}`;
}

export function takeSnapshot(o: SnapshotOptions): Snapshot {
  const started = performance.now();
  const entries = new Map<string, string>();
  const truncated: string[] = [];
  const max = o.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const maxDepth = o.maxDepth ?? 12;
  const skip = new Set(o.skipNames ?? DEFAULT_SKIP_NAMES);
  const prefixes = o.skipPrefixes ?? HARNESS_TEMP_PREFIXES;
  const dirs = [...new Set(o.dirs.map((d) => resolve(d)))];
  for (const dir of dirs) {
    // A dir nested in another (an isolated HOME under the temp dir) is walked as its own, not as part of the outer one.
    const exclude = [...o.exclude, ...dirs.filter((d) => d !== dir && isInside(d, dir))];
    let count = 0;
    const walk = (abs: string, depth: number): boolean => {
      if (exclude.some((e) => isInside(abs, e))) return true;
      const info = lstatSync(abs, { throwIfNoEntry: false });
      if (!info) return true;
      if (count++ >= max) return false;
      entries.set(abs, describeEntry(info));
      if (!info.isDirectory() || depth >= maxDepth) return true;
      let names: string[];
      try {
        names = readdirSync(abs).sort();
      } catch {
        return true;
      }
      for (const n of names) {
        if (skip.has(n) || prefixes.some((p) => n.startsWith(p))) continue;
        if (!walk(join(abs, n), depth + 1)) return false;
      }
      return true;
    };
    if (!exclude.some((e) => isInside(dir, e)) && !walk(dir, 0)) truncated.push(dir);
  }
  return { dirs, entries, truncated, ms: Math.round(performance.now() - started) };
}

/**
 * Paths added, removed or changed outside every dir truncated in either
 * snapshot; a directory whose only change is its own mtime and size (an entry
 * below changed) is left out.
 */
export function diffSnapshots(before: Snapshot, after: Snapshot): Omit<FsChange, 'ordinal' | 'tool'>[] {
  const cut = new Set([...before.truncated, ...after.truncated]);
  const dirs = [...new Set([...before.dirs, ...after.dirs])].sort((a, b) => b.length - a.length);
  // A path belongs to the innermost walked dir holding it.
  const compared = (p: string) => !cut.has(dirs.find((d) => isInside(p, d)) ?? '');
  const out: Omit<FsChange, 'ordinal' | 'tool'>[] = [];
  for (const [p, v] of before.entries) {
    if (!compared(p)) continue;
    const now = after.entries.get(p);
    if (now === undefined) out.push({ path: p, change: 'removed' });
    else if (now !== v && !(v.startsWith('d ') && now.startsWith('d ') && sameButTime(v, now))) out.push({ path: p, change: 'changed' });
  }
  for (const p of after.entries.keys()) if (compared(p) && !before.entries.has(p)) out.push({ path: p, change: 'added' });
  return out.sort((a, b) => (a.path < b.path ? -1 : 1));
}

function sameButTime(a: string, b: string): boolean {
  const [ta, , , ia, ma] = a.split(' ');
  const [tb, , , ib, mb] = b.split(' ');
  return ta === tb && ia === ib && ma === mb;
}

/** The record `dispatch` keeps of a run's snapshots (fs-changes.json). */
export function fsChangesRecord(o: SnapshotOptions, before: Snapshot, after: Snapshot): FsChangesRecord {
  return {
    schema_version: 1,
    dirs: [...new Set(o.dirs.map((d) => resolve(d)))],
    exclude: [...o.exclude],
    entries: after.entries.size,
    truncated: [...new Set([...before.truncated, ...after.truncated])],
    snapshot_ms: before.ms + after.ms,
    changes: diffSnapshots(before, after),
  };
}

/** A write the transcript analysis found: the call and the path it names. */
export interface KnownWrite {
  ordinal: number;
  tool: string;
  target: string;
}

/**
 * The tool call that explains each change: first a write finding whose target
 * is the path or one of its parents; else the first call that names the path
 * or its parent (`cd dir && touch f`), absolutely or relative to the env, in
 * its arguments or paths. Neither: unattributed (ordinal and tool null).
 */
export function attributeChanges(
  changes: readonly Omit<FsChange, 'ordinal' | 'tool'>[],
  transcript: Pick<Transcript, 'tool_invocations'>,
  env: string,
  known: readonly KnownWrite[] = [],
): FsChange[] {
  const texts = transcript.tool_invocations.map((inv) => ({ ordinal: inv.ordinal, tool: inv.name, text: [JSON.stringify(inv.args), ...inv.paths].join('\n') }));
  return changes.map((c) => {
    const found = known.find((k) => k.target.startsWith('/') && k.target !== '/' && isInside(c.path, k.target));
    if (found) return { ...c, ordinal: found.ordinal, tool: found.tool };
    const names: string[] = [];
    for (const p of [c.path, dirname(c.path)]) {
      names.push(p);
      const rel = relative(env, p);
      if (rel && rel !== '..' && !rel.startsWith('../../')) names.push(rel);
    }
    const hit = texts.find((t) => names.some((n) => n.length > 1 && t.text.includes(n)));
    return { ...c, ordinal: hit?.ordinal ?? null, tool: hit?.tool ?? null };
  });
}

/** One change as a line: `added /x/y (#3 run_commands)` or `(unattributed)`. */
export function describeChange(c: FsChange): string {
  return `${c.change} ${c.path} (${c.ordinal === null ? 'unattributed' : `#${c.ordinal} ${c.tool}`})`;
}
