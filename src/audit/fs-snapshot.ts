/**
 * An audit that does not depend on reading commands: a snapshot of the places
 * an agent could reach before and after a task without bwrap, and the outside
 * changes between them, each attributed to the tool call that explains it, or
 * marked unattributed. Each entry records type, size, mtime, ctime, inode and
 * mode, and small files their content hash: an agent can put back a file's
 * size and mtime (`touch -r`) but not its ctime. Nothing is skipped by name;
 * only the subtrees the harness itself owns are left out. A walk that hits its
 * entry bound is reported (the caller makes the task invalid).
 */
import { createHash } from 'node:crypto';
import { lstatSync, readFileSync, readdirSync, type Stats } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { isInside } from '../guard/paths.js';
import type { Transcript } from '../transcript/index.js';
import type { FsChange, FsChangesRecord } from './schema.js';

export interface HashBudget {
  /** Files hashed per walked dir, shallowest first. */
  files: number;
  /** Bytes read per walked dir. */
  bytes: number;
  /** Larger files are compared by their metadata only. */
  fileBytes: number;
}

export interface SnapshotOptions {
  /** Directories to walk (missing ones are skipped); each is walked even when it lies in an excluded one. */
  dirs: readonly string[];
  /** Subtrees (or files) never recorded: the env and other allowed roots, cline's own state, the harness's own dirs. */
  exclude: readonly string[];
  /**
   * Subtrees other processes change as a matter of course (the shared temp dirs, the user's tool caches): walked and
   * recorded, but a change there counts as the agent's only when a tool call explains it.
   */
  shared?: readonly string[];
  /** Entries recorded per walked dir before its walk stops (that dir is then not compared, and the run not trusted). */
  maxEntries?: number;
  hashBudget?: HashBudget;
}

export interface Snapshot {
  /** The dirs walked, each on its own (a nested one is not part of the outer one's walk). */
  dirs: string[];
  entries: Map<string, string>;
  /** Walked dirs that hit the entry bound: their changes cannot be told from the bound moving. */
  truncated: string[];
  /** Files whose content hash was recorded. */
  hashed: number;
  ms: number;
}

export const DEFAULT_MAX_ENTRIES = 500_000;
export const DEFAULT_HASH_BUDGET: HashBudget = { files: 2_000, bytes: 16 * 1024 * 1024, fileBytes: 256 * 1024 };
/** Temp dirs every process on the machine shares. */
export const SHARED_TEMP_DIRS = ['/tmp', '/var/tmp', '/dev/shm'];
/** Tool caches and toolchain installs in the user's home: package managers and builds write them on their own. */
export const SHARED_HOME_DIRS = [
  '.cache', '.npm', '.cargo', '.rustup', '.pyenv', '.nvm', '.rbenv', '.sdkman', '.m2', '.gradle', '.conda', 'go/pkg',
];

/**
 * The dirs an agent without bwrap could reach: the user's home (and the
 * agent's own HOME when it is isolated elsewhere), the env's parent, the
 * shared temp dirs and the user config dir.
 */
export function reachableDirs(o: { home: string; env: string; agentHome?: string | null; tmpdirs?: readonly string[]; xdgConfig?: string | null }): string[] {
  const dirs = [o.home, o.agentHome, dirname(resolve(o.env)), ...(o.tmpdirs ?? SHARED_TEMP_DIRS), o.xdgConfig ?? join(o.home, '.config')];
  return [...new Set(dirs.filter((d): d is string => typeof d === 'string' && d !== ''))].map((d) => resolve(d));
}

/** Where other processes write as a matter of course: the temp dirs, and the tool caches in each home. */
export function sharedDirs(o: { homes: readonly (string | null | undefined)[]; tmpdirs?: readonly string[] }): string[] {
  const homes = o.homes.filter((h): h is string => typeof h === 'string' && h !== '');
  return [...new Set([...(o.tmpdirs ?? SHARED_TEMP_DIRS), ...homes.flatMap((h) => SHARED_HOME_DIRS.map((d) => join(h, d)))].map((d) => resolve(d)))];
}

/** `type size mtime ctime inode mode [sha256]`: the fields a change shows in. */
function describeEntry(info: Stats, hash: string | null): string {
  const type = info.isDirectory() ? 'd' : info.isSymbolicLink() ? 'l' : 'f';
  const fields = [type, info.size, info.mtimeMs, info.ctimeMs, info.ino, (Number(info.mode) & 0o7777).toString(8)];
  return (hash === null ? fields : [...fields, hash]).join(' ');
}

function contentHash(path: string): string | null {
  try {
    return createHash('sha256').update(readFileSync(path)).digest('base64').slice(0, 22);
  } catch {
    return null;
  }
}

export function takeSnapshot(o: SnapshotOptions): Snapshot {
  const started = performance.now();
  const entries = new Map<string, string>();
  const truncated: string[] = [];
  const max = o.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const budget = o.hashBudget ?? DEFAULT_HASH_BUDGET;
  let hashed = 0;
  const dirs = [...new Set(o.dirs.map((d) => resolve(d)))];
  const excluded = new Set(o.exclude.map((e) => resolve(e)));
  for (const dir of dirs) {
    // A dir nested in another (an isolated HOME under the temp dir) is walked as its own, not as part of the outer one.
    const skip = new Set([...excluded, ...dirs.filter((d) => d !== dir && isInside(d, dir))]);
    let count = 0;
    let files = 0;
    let bytes = 0;
    // Breadth first, so that the hash budget goes to the shallow files (dotfiles, the top of the temp dirs).
    const queue = [dir];
    for (let i = 0; i < queue.length; i++) {
      const abs = queue[i]!;
      const info = lstatSync(abs, { throwIfNoEntry: false });
      if (!info) continue;
      if (count++ >= max) {
        truncated.push(dir);
        break;
      }
      let hash: string | null = null;
      if (info.isFile() && info.size <= budget.fileBytes && files < budget.files && bytes + info.size <= budget.bytes) {
        hash = contentHash(abs);
        if (hash !== null) {
          files++;
          bytes += info.size;
          hashed++;
        }
      }
      entries.set(abs, describeEntry(info, hash));
      if (!info.isDirectory()) continue;
      let names: string[];
      try {
        names = readdirSync(abs).sort();
      } catch {
        continue;
      }
      for (const n of names) {
        const child = join(abs, n);
        if (!skip.has(child)) queue.push(child);
      }
    }
  }
  return { dirs, entries, truncated, hashed, ms: Math.round(performance.now() - started) };
}

/**
 * Two records of one path differ: in type, size, mtime, ctime, inode or mode,
 * or in content when both were hashed. A directory whose only change is its
 * size and times (an entry in it came or went, and shows on its own) is the same.
 */
function differs(a: string, b: string): boolean {
  if (a === b) return false;
  const x = a.split(' ');
  const y = b.split(' ');
  if (x[0] === 'd' && y[0] === 'd') return x[4] !== y[4] || x[5] !== y[5];
  if (x.slice(0, 6).join(' ') !== y.slice(0, 6).join(' ')) return true;
  return x[6] !== undefined && y[6] !== undefined && x[6] !== y[6];
}

/** Paths added, removed or changed, outside every dir truncated in either snapshot. */
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
    else if (differs(v, now)) out.push({ path: p, change: 'changed' });
  }
  for (const p of after.entries.keys()) if (compared(p) && !before.entries.has(p)) out.push({ path: p, change: 'added' });
  return out.sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** The record `dispatch` keeps of a run's snapshots (fs-changes.json). */
export function fsChangesRecord(o: SnapshotOptions, before: Snapshot, after: Snapshot): FsChangesRecord {
  return {
    schema_version: 1,
    dirs: [...new Set(o.dirs.map((d) => resolve(d)))],
    exclude: [...o.exclude],
    shared: [...(o.shared ?? [])],
    entries: after.entries.size,
    hashed: after.hashed,
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

/** Where paths may be written `~/…` in the transcript, and the dirs whose changes need an explanation to count. */
export interface AttributionContext {
  home?: string;
  shared?: readonly string[];
}

/**
 * The tool call that explains each change: first a write finding whose target
 * is the path or one of its parents; else the first call that names the path
 * or its parent (`cd dir && touch f`), absolutely, relative to the env or as
 * `~/…`, in its arguments or paths. Neither: unattributed (ordinal and tool
 * null). In a shared dir, where other processes write too, a call explains a
 * change only by naming the path itself, or its parent together with its name:
 * `ls /tmp` explains nothing another process made in /tmp.
 */
export function attributeChanges(
  changes: readonly Omit<FsChange, 'ordinal' | 'tool'>[],
  transcript: Pick<Transcript, 'tool_invocations'>,
  env: string,
  known: readonly KnownWrite[] = [],
  context: AttributionContext = {},
): FsChange[] {
  const texts = transcript.tool_invocations.map((inv) => ({ ordinal: inv.ordinal, tool: inv.name, text: [JSON.stringify(inv.args), ...inv.paths].join('\n') }));
  const shared = context.shared ?? [];
  const spellings = (p: string): string[] => {
    const out = [p];
    const rel = relative(env, p);
    if (rel && rel !== '..' && !rel.startsWith('../../')) out.push(rel);
    if (context.home && isInside(p, context.home) && p !== context.home) out.push(`~/${relative(context.home, p)}`);
    return out.filter((n) => n.length > 1);
  };
  return changes.map((c) => {
    const inShared = shared.some((d) => isInside(c.path, d));
    const found = known.find((k) => k.target.startsWith('/') && k.target !== '/' && isInside(c.path, k.target) && !(inShared && shared.includes(k.target)));
    if (found) return { ...c, ordinal: found.ordinal, tool: found.tool };
    const own = spellings(c.path);
    const parent = spellings(dirname(c.path));
    const explains = (text: string) =>
      own.some((n) => text.includes(n)) || (parent.some((n) => text.includes(n)) && (!inShared || namesWord(text, basename(c.path))));
    const hit = texts.find((t) => explains(t.text));
    return { ...c, ordinal: hit?.ordinal ?? null, tool: hit?.tool ?? null };
  });
}

/** `name` occurs in `text` as a whole word of a path (not inside a longer name). */
function namesWord(text: string, name: string): boolean {
  const part = (ch: string | undefined) => ch !== undefined && /[\w.-]/.test(ch);
  for (let i = text.indexOf(name); i !== -1; i = text.indexOf(name, i + 1)) {
    if (!part(text[i - 1]) && !part(text[i + name.length])) return true;
  }
  return false;
}

/** One change as a line: `added /x/y (#3 run_commands)` or `(unattributed)`. */
export function describeChange(c: FsChange): string {
  return `${c.change} ${c.path} (${c.ordinal === null ? 'unattributed' : `#${c.ordinal} ${c.tool}`})`;
}
