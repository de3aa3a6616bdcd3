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
import { closeSync, constants, lstatSync, openSync, readSync, readdirSync, type Stats } from 'node:fs';
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
   * Subtrees other processes change as a matter of course (the shared temp dirs, the user's tool caches): not walked;
   * after the run, `probeShared` looks there at the paths the tool calls name.
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
  /** When the walk ended (epoch ms): a change in a shared dir is one with a later ctime. */
  endedAt: number;
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

/**
 * Where other processes write as a matter of course: the temp dirs, the tool caches in each home, and the user
 * config dir (desktop programs keep their state there: a browser's crash database, a language server's settings).
 */
export function sharedDirs(o: { homes: readonly (string | null | undefined)[]; tmpdirs?: readonly string[]; config?: string | null }): string[] {
  const homes = o.homes.filter((h): h is string => typeof h === 'string' && h !== '');
  const config = o.config ? [o.config] : [];
  return [
    ...new Set([...(o.tmpdirs ?? SHARED_TEMP_DIRS), ...homes.flatMap((h) => SHARED_HOME_DIRS.map((d) => join(h, d))), ...config].map((d) => resolve(d))),
  ];
}

/**
 * The shared dir a path belongs to, if any: the innermost of the shared and
 * walked dirs holding it decides (a task's work dir walked inside /tmp is not shared).
 */
export function sharedRootOf(path: string, shared: readonly string[], walked: readonly string[] = []): string | undefined {
  const holders = [...shared, ...walked.filter((w) => !shared.includes(w))].filter((d) => isInside(path, d));
  const innermost = holders.sort((a, b) => b.length - a.length)[0];
  return innermost !== undefined && shared.includes(innermost) ? innermost : undefined;
}

/** `type size mtime ctime inode mode [sha256]`: the fields a change shows in. */
function describeEntry(info: Stats, hash: string | null): string {
  const type = info.isDirectory() ? 'd' : info.isSymbolicLink() ? 'l' : 'f';
  const fields = [type, info.size, info.mtimeMs, info.ctimeMs, info.ino, (Number(info.mode) & 0o7777).toString(8)];
  return (hash === null ? fields : [...fields, hash]).join(' ');
}

/** One buffer for every file hashed: a fresh one per file (readFileSync) cost more than the reading (2026-12-07). */
let hashBuffer = Buffer.alloc(0);

/**
 * The content hash of the regular file at `path`, read up to `maxBytes` + 1 bytes (a file that grew past the budget
 * since its lstat shows in its size anyway). Not through a link: one put there since the lstat is not followed.
 */
function contentHash(path: string, maxBytes: number): string | null {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return null;
  }
  try {
    if (hashBuffer.length < maxBytes + 1) hashBuffer = Buffer.allocUnsafe(maxBytes + 1);
    let used = 0;
    for (let n = 1; n > 0 && used < hashBuffer.length; used += n) n = readSync(fd, hashBuffer, used, hashBuffer.length - used, null);
    return createHash('sha256').update(hashBuffer.subarray(0, used)).digest('base64').slice(0, 22);
  } catch {
    return null;
  } finally {
    closeSync(fd);
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
  const excluded = new Set([...o.exclude, ...(o.shared ?? [])].map((e) => resolve(e)));
  for (const dir of dirs) {
    // A shared dir is probed after the run, not walked; a walked dir inside one (a task's work dir in /tmp) is walked.
    if ((o.shared ?? []).includes(dir)) continue;
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
        hash = contentHash(abs, budget.fileBytes);
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
  return { dirs, entries, truncated, hashed, endedAt: Date.now(), ms: Math.round(performance.now() - started) };
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

/** The record `dispatch` keeps of a run's snapshots and shared-dir probe (fs-changes.json). */
export function fsChangesRecord(o: SnapshotOptions, before: Snapshot, after: Snapshot, probed: SharedProbe = { changes: [], truncated: [] }): FsChangesRecord {
  const changes = diffSnapshots(before, after);
  const seen = new Set(changes.map((c) => c.path));
  return {
    schema_version: 1,
    dirs: [...new Set(o.dirs.map((d) => resolve(d)))],
    exclude: [...o.exclude],
    shared: [...(o.shared ?? [])],
    entries: after.entries.size,
    hashed: after.hashed,
    truncated: [...new Set([...before.truncated, ...after.truncated, ...probed.truncated])],
    snapshot_ms: before.ms + after.ms,
    changes: [...changes, ...probed.changes.filter((c) => !seen.has(c.path))].sort((a, b) => (a.path < b.path ? -1 : 1)),
  };
}

export interface SharedProbe {
  changes: Omit<FsChange, 'ordinal' | 'tool'>[];
  /** Named dirs whose walk hit the bound. */
  truncated: string[];
}

/** Absolute and `~/` paths in a text, each starting a word. */
const PATH_TOKEN = /(?<![\w.~-])(?:~\/|\/)[^\s"'`;|&<>(){}$\\,*?]*/g;
/** Tool-call slack for the coarse clock file times are stamped with. */
const CLOCK_SLACK_MS = 1000;

/**
 * The changes in shared dirs (temp dirs, tool caches) that the tool calls
 * name: a named path whose ctime is after the snapshot before the run (added
 * when it was also born then), everything changed since under a named dir
 * below a shared root, and of a shared root itself only the entries whose
 * name the same call also gives (`cd /tmp && touch f`). These dirs are not
 * walked: other processes write there all the time, and only a change a call
 * explains is put down to the agent. A removal there is not seen.
 */
export function probeShared(o: {
  transcript: Pick<Transcript, 'tool_invocations'> | null;
  shared: readonly string[];
  /** The walked dirs: a path inside one that is not shared was compared by the snapshots. */
  walked: readonly string[];
  /** Never recorded (the env, scratch and output dirs, the harness's own). */
  exclude: readonly string[];
  since: number;
  home: string;
  maxEntries?: number;
}): SharedProbe {
  const since = o.since - CLOCK_SLACK_MS;
  const max = o.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const found = new Map<string, FsChange['change']>();
  const truncated: string[] = [];
  const fresh = (info: Stats) => info.ctimeMs >= since;
  const note = (path: string, info: Stats) => {
    if (info.isDirectory() && info.birthtimeMs < since) return; // a dir whose entries changed: they show on their own
    found.set(path, info.birthtimeMs >= o.since ? 'added' : 'changed');
  };
  for (const { text } of callTexts(o.transcript)) {
    for (const token of text.match(PATH_TOKEN) ?? []) {
      const path = resolve(token.startsWith('~/') ? join(o.home, token.slice(2)) : token);
      if (sharedRootOf(path, o.shared, o.walked) === undefined || o.exclude.some((e) => isInside(path, e))) continue;
      const info = lstatSync(path, { throwIfNoEntry: false });
      if (!info) continue;
      if (o.shared.includes(path)) {
        for (const name of readdirSafe(path)) {
          const child = join(path, name);
          const c = lstatSync(child, { throwIfNoEntry: false });
          if (c && fresh(c) && namesWord(text, name)) note(child, c);
        }
        continue;
      }
      if (fresh(info)) note(path, info);
      if (!info.isDirectory()) continue;
      const queue = readdirSafe(path).map((n) => join(path, n));
      for (let i = 0; i < queue.length; i++) {
        if (i >= max) {
          truncated.push(path);
          break;
        }
        const c = lstatSync(queue[i]!, { throwIfNoEntry: false });
        if (!c) continue;
        if (fresh(c)) note(queue[i]!, c);
        if (c.isDirectory()) queue.push(...readdirSafe(queue[i]!).map((n) => join(queue[i]!, n)));
      }
    }
  }
  return { changes: [...found].map(([path, change]) => ({ path, change })), truncated: [...new Set(truncated)] };
}

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
}

/** Each tool call as one text: its arguments and the paths it names. */
function callTexts(transcript: Pick<Transcript, 'tool_invocations'> | null): { ordinal: number; tool: string; text: string }[] {
  return (transcript?.tool_invocations ?? []).map((inv) => ({
    ordinal: inv.ordinal,
    tool: inv.name,
    text: [JSON.stringify(inv.args), ...inv.paths].join('\n'),
  }));
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
  /** The walked dirs (a walked dir inside a shared one is not shared). */
  walked?: readonly string[];
}

/**
 * The tool call that explains each change: first a write finding whose target
 * is the path or one of its parents; else the first call that names the path
 * or its parent (`cd dir && touch f`), absolutely, relative to the env or as
 * `~/…`, in its arguments or paths. Neither: unattributed (ordinal and tool
 * null). In a shared dir, where other processes write too, a call explains a
 * change only by naming the path or a dir above it below the shared root, or
 * the root together with the entry's name: `ls /tmp` explains nothing another
 * process made in /tmp.
 */
export function attributeChanges(
  changes: readonly Omit<FsChange, 'ordinal' | 'tool'>[],
  transcript: Pick<Transcript, 'tool_invocations'>,
  env: string,
  known: readonly KnownWrite[] = [],
  context: AttributionContext = {},
): FsChange[] {
  const texts = callTexts(transcript);
  const shared = context.shared ?? [];
  const spellings = (p: string): string[] => {
    const out = [p];
    const rel = relative(env, p);
    if (rel && rel !== '..' && !rel.startsWith('../../')) out.push(rel);
    if (context.home && isInside(p, context.home) && p !== context.home) out.push(`~/${relative(context.home, p)}`);
    return out.filter((n) => n.length > 1);
  };
  return changes.map((c) => {
    const root = sharedRootOf(c.path, shared, context.walked);
    const found = known.find((k) => k.target.startsWith('/') && k.target !== '/' && isInside(c.path, k.target) && k.target !== root);
    if (found) return { ...c, ordinal: found.ordinal, tool: found.tool };
    let explains: (text: string) => boolean;
    if (root === undefined) {
      const names = [...spellings(c.path), ...spellings(dirname(c.path))];
      explains = (text) => names.some((n) => text.includes(n));
    } else {
      // The path or a dir above it below the shared root; the root itself only together with the entry's name.
      const below: string[] = [];
      for (let p = c.path; p !== root && isInside(p, root); p = dirname(p)) below.push(...spellings(p));
      const top = spellings(root);
      const inRoot = dirname(c.path) === root;
      explains = (text) => below.some((n) => text.includes(n)) || (inRoot && top.some((n) => text.includes(n)) && namesWord(text, basename(c.path)));
    }
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
