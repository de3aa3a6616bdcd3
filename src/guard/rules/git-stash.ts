/**
 * What git writes back into the worktree, read from the repository itself, so that the commands after it in a `&&`
 * chain are judged on those texts instead of being refused as run on a rewritten worktree:
 * - `git stash` (push or save, on the whole worktree) puts every file HEAD tracks back to its text at HEAD and removes
 *   the files only the index holds; untracked files stay;
 * - `git checkout [REV] -- PATHS` and `git restore [--source=REV] PATHS` write the entries below PATHS from REV (the
 *   index without one);
 * - `git checkout REV` and `git switch --detach REV` write the files whose blobs differ between HEAD and REV.
 * Anything it cannot be sure of (other options, another index or object store, replace refs, attributes that convert
 * text, a conflict, a large tree, a repository an earlier command of the call may have changed) leaves the caller's
 * whole-worktree rule in place.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { lstatQuiet } from '../paths.js';
import type { ShellState } from '../state.js';
import { systemProgram } from '../text-filters.js';
import { literalArg, notInherited, type Arg } from '../words.js';
import { readIndex } from './git-index.js';
import type { Call, KnownTree } from './types.js';

/** Variables that point git at another repository, index, object store or configuration. */
const ROUTING = [
  'GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_OBJECT_DIRECTORY', 'GIT_ALTERNATE_OBJECT_DIRECTORIES', 'GIT_COMMON_DIR',
  'GIT_NAMESPACE', 'GIT_REPLACE_REF_BASE', 'GIT_NO_REPLACE_OBJECTS', 'GIT_GRAFT_FILE', 'GIT_CONFIG', 'GIT_CONFIG_COUNT', 'GIT_CONFIG_PARAMETERS',
];
/** Beyond these the tree is not read: the rule falls back to the whole worktree. */
const MAX_TRACKED = 2000;
const MAX_CHANGED = 50;
const MAX_TEXT_BYTES = 1 << 20;
/** The most text (before and after) a stash record keeps for its files. */
const MAX_KEPT_TEXT = 256 << 10;

interface TreeEntry {
  mode: string;
  sha: string;
}

/** What a plain `git stash` judged file by file stashed (`files`), and whether its stash is surely the only one (`only`). */
export interface StashPush {
  files: WrittenBack[];
  only: boolean;
}

/**
 * Judges a `git stash` whose arguments are `rest` (after `stash`) in the worktree at `top` file by file; null when it
 * cannot, and the caller treats the whole worktree as rewritten.
 */
export function stashToHead(c: Call, top: string, rest: readonly Arg[], state: ShellState): StashPush | null {
  if (!plainStash(rest)) return null;
  const gitDir = readable(c, top, state);
  if (gitDir === null) return null;
  const head = treeAt(top, gitDir, 'HEAD');
  const index = indexTree(gitDir);
  if (head === null || index === null) return null;
  const removed = [...index.keys()].filter((p) => !head.has(p));
  const files = writesBack(c, top, gitDir, head, removed, state, 'git stash of');
  if (files === null) return null;
  // A pop puts these back as they are now: a link among them could lead anywhere.
  const noLinks = c.x.outwardLinkMade() === null && files.every((f) => !lstatQuiet(join(top, f.path))?.isSymbolicLink());
  return { files, only: noLinks && !state.vars.has(stashKey(gitDir)) && !stashOnDisk(gitDir) };
}

/**
 * The files the call's own `git stash` stashed, by git dir, kept among the shell's variables under a name no variable
 * can have: one JSON value { version, files }, or null once the call may have changed the stash some other way. A
 * `git stash pop` (or `apply`) then writes those files back and nothing else (stashBack). It holds only where the
 * repository had no stash before the call, so that the stash popped is surely the call's own (or none, when the push
 * had nothing to stash), and where nothing changed the repository between the two (`version`, repositoryVersion).
 */
const stashKey = (gitDir: string): string => `\0git stash of ${gitDir}`;

/**
 * Called after a git command that may change the repository at `gitDir` was judged: the push it made, when it is the
 * call's only stash, starts the record; anything else ends it (the stash may no longer be the call's own).
 */
export function rememberStash(c: Pick<Call, 'x'>, gitDir: string, state: ShellState, pushed: StashPush | null): void {
  // The texts are kept only while they stay small: the record is copied with the state.
  const size = pushed?.files.reduce((n, f) => n + (f.before?.length ?? 0) + (f.after?.length ?? 0), 0) ?? 0;
  const files = pushed?.files.map((f) => (size <= MAX_KEPT_TEXT ? f : { path: f.path, before: null, after: null }));
  const value = pushed?.only ? [JSON.stringify({ version: c.x.repositoryVersion(gitDir), files })] : null;
  state.vars.set(stashKey(gitDir), value);
}

/**
 * Judges `git stash pop` or `git stash apply` (with -q, --quiet or --index only) after the call's own push: it writes
 * back the files the push stashed, with the texts they had before it where the guard knew them and nothing changed
 * them since. False (the caller's whole-worktree rule stays) when the stash may not be the call's own.
 */
export function stashBack(c: Call, top: string, rest: readonly Arg[], state: ShellState): boolean {
  const words = rest.map((a) => (a.values?.length === 1 ? a.values[0]! : null));
  if (words[0] !== 'pop' && words[0] !== 'apply') return false;
  if (!words.slice(1).every((w) => w === '-q' || w === '--quiet' || w === '--index')) return false;
  const gitDir = join(top, '.git');
  // Where the walk joins branches, '' is one in which no push ran: with no stash on disk, its pop has none to pop.
  const kept = state.vars.get(stashKey(gitDir));
  const records = kept?.filter((v) => v !== '') ?? [];
  if (records.length !== 1 || (kept!.length > 1 && stashOnDisk(gitDir))) return false;
  const { version, files } = JSON.parse(records[0]!) as { version: string; files: WrittenBack[] };
  if (version !== c.x.repositoryVersion(gitDir) || ROUTING.some((n) => state.vars.has(n) || !notInherited(n, c.x.ctx))) return false;
  if (!repositoryAsOnDisk(top, gitDir)) return false;
  for (const f of files) {
    const abs = join(top, f.path);
    // Where the file is still what the push left (and HEAD has not moved: `version`), the pop's merge gives back the
    // stashed text itself.
    const exact = f.after !== null && f.before !== null && c.x.readFile(abs) === f.after;
    c.x.write(literalArg(abs), state, 'target', `git stash ${words[0]} of`);
    if (exact && f.before !== 'missing') c.x.textOnSuccess(abs, f.before!);
  }
  return true;
}

/** Whether the repository holds a stash now (refs/stash, loose or packed). */
function stashOnDisk(gitDir: string): boolean {
  if (lstatQuiet(join(gitDir, 'refs', 'stash')) !== undefined) return true;
  try {
    return readFileSync(join(gitDir, 'packed-refs'), 'utf8').includes(' refs/stash');
  } catch {
    return false;
  }
}

/**
 * Judges `git checkout [REV] -- PATHS`, `git restore [-s REV] PATHS`, `git checkout REV` and `git switch --detach REV`
 * file by file, from the repository; false when it cannot, and the caller treats the whole worktree as rewritten.
 */
export function checkoutFromTree(c: Call, top: string, sub: string, rest: readonly Arg[], state: ShellState): boolean {
  const words = rest.map((a) => (a.values?.length === 1 ? a.values[0]! : null));
  if (words.includes(null) || state.cwd === null) return false;
  const parsed = checkoutWords(sub, words as string[]);
  if (parsed === null) return false;
  const gitDir = readable(c, top, state);
  if (gitDir === null) return false;
  const commit = parsed.rev === null ? null : resolveCommit(top, gitDir, parsed.rev);
  if (parsed.rev !== null && commit === null) return false;
  const what = `git ${sub} of`;
  if (parsed.paths === null) {
    // The whole tree: the files whose blobs differ between HEAD and REV (git refuses, changing nothing, where one of
    // them has changes of its own).
    const head = treeAt(top, gitDir, 'HEAD');
    const target = treeAt(top, gitDir, commit!);
    if (head === null || target === null) return false;
    const differs = (p: string) => head.get(p)?.sha !== target.get(p)?.sha || head.get(p)?.mode !== target.get(p)?.mode;
    const wanted = new Map([...target].filter(([p]) => differs(p)));
    return writesBack(c, top, gitDir, wanted, [...head.keys()].filter((p) => !target.has(p)), state, what) !== null;
  }
  // Paths: the entries below each, from REV's tree or the index; a path that matches none makes git fail.
  const source = commit === null ? indexTree(gitDir) : treeAt(top, gitDir, commit);
  if (source === null) return false;
  const rels = parsed.paths.map((p) => relative(top, join(state.cwd!, p)) || '.');
  if (rels.some((r) => r.startsWith('..') || isAbsolute(r) || r === '.git' || r.startsWith('.git/'))) return false;
  const below = (p: string, r: string) => r === '.' || p === r || p.startsWith(`${r}/`);
  if (!rels.every((r) => [...source.keys()].some((p) => below(p, r)))) return false;
  // restore from a tree also removes the files the index holds there that the tree does not.
  const index = sub === 'restore' && commit !== null ? indexTree(gitDir) : null;
  if (sub === 'restore' && commit !== null && index === null) return false;
  const removed = [...(index?.keys() ?? [])].filter((p) => rels.some((r) => below(p, r)) && !source.has(p));
  return writesBack(c, top, gitDir, new Map([...source].filter(([p]) => rels.some((r) => below(p, r)))), removed, state, what) !== null;
}

/** The revision and paths of a checkout, restore or switch the guard reads; null for any other form. */
function checkoutWords(sub: string, words: readonly string[]): { rev: string | null; paths: string[] | null } | null {
  const dashes = words.indexOf('--');
  const before = dashes < 0 ? words : words.slice(0, dashes);
  const after = dashes < 0 ? [] : words.slice(dashes + 1);
  const quiet = (w: string) => w === '-q' || w === '--quiet';
  if (sub === 'restore') {
    let rev: string | null = null;
    const paths: string[] = [...after];
    for (let i = 0; i < before.length; i++) {
      const w = before[i]!;
      if (quiet(w) || w === '-W' || w === '--worktree') continue;
      if (w === '-s' || w === '--source') rev = before[++i] ?? null;
      else if (w.startsWith('--source=')) rev = w.slice('--source='.length);
      else if (w.startsWith('-')) return null;
      else paths.push(w);
    }
    return paths.length ? { rev, paths } : null;
  }
  const operands = before.filter((w) => !quiet(w) && w !== '--detach');
  if (operands.some((w) => w.startsWith('-'))) return null;
  if (sub === 'checkout' && dashes >= 0) return after.length && operands.length <= 1 ? { rev: operands[0] ?? null, paths: after } : null;
  // `git checkout REV`, `git switch --detach REV` (`-` is the one before).
  if (after.length || operands.length !== 1 || (sub === 'switch' && !before.includes('--detach'))) return null;
  return { rev: operands[0] === '-' ? '@{-1}' : operands[0]!, paths: null };
}

/** The repository's git dir, when its files are what git writes back and no earlier command of the call may have changed it. */
function readable(c: Pick<Call, 'x'>, top: string, state: ShellState): string | null {
  if (ROUTING.some((n) => state.vars.has(n) || !notInherited(n, c.x.ctx))) return null;
  const gitDir = join(top, '.git');
  // HEAD, the refs or the index as an earlier command of the call leaves them may not be what the guard reads now.
  return c.x.repositoryChanged(gitDir) || !repositoryAsOnDisk(top, gitDir) ? null : gitDir;
}

/**
 * What a git command that only reads refs prints now (its last line; see refQuery in git-paths.ts), asked of the
 * machine's git on the repository alone, when no earlier command of the call may have changed the repository; null
 * when the guard cannot ask or git fails.
 */
export function refPrinted(c: Pick<Call, 'x'>, top: string, state: ShellState, args: readonly string[]): string | null {
  const gitDir = readable(c, top, state);
  const out = gitDir === null ? null : git(gitDir, top, args);
  const text = out?.toString('utf8').replace(/\n$/, '') ?? null;
  return text !== null && text !== '' && !text.includes('\n') ? text : null;
}

/** The commit `rev` names now, or null. */
function resolveCommit(top: string, gitDir: string, rev: string): string | null {
  const out = git(gitDir, top, ['rev-parse', '--verify', '-q', '--end-of-options', `${rev}^{commit}`]);
  const sha = out?.toString('utf8').trim() ?? '';
  return /^[0-9a-f]{40}$/.test(sha) ? sha : null;
}

/** The index's files as a tree (path → mode and blob), or null when it cannot be read or holds a conflict or extended flags (skip-worktree, intent-to-add). */
function indexTree(gitDir: string): Map<string, TreeEntry> | null {
  const entries = readIndex(gitDir);
  if (entries === null || entries.some((e) => e.stage !== 0 || e.extended)) return null;
  return new Map(entries.map((e) => [e.name, { mode: e.mode.toString(8).padStart(6, '0'), sha: e.sha }]));
}

/**
 * Records what git writes back: each entry of `wanted` that the file at its path (as the call leaves it so far) is not
 * already, with its text for the commands after it, and the `removed` paths; null (nothing recorded) when there are
 * too many, a blob cannot be read, or attributes could convert the text. Returns the files written, with their texts
 * before and after (what a later `git stash pop` puts back).
 */
function writesBack(
  c: Call,
  top: string,
  gitDir: string,
  wanted: ReadonlyMap<string, TreeEntry>,
  removed: readonly string[],
  state: ShellState,
  what: string,
): WrittenBack[] | null {
  if ([...wanted.keys(), ...removed].some((p) => p === '.gitattributes' || p.endsWith('/.gitattributes'))) return null;
  if ([...wanted.values()].some((e) => e.mode === '160000')) return null;
  const changed = [...wanted].filter(([path, entry]) => !sameAsHead(c, join(top, path), entry)).map(([path]) => path);
  if (changed.length + removed.length > MAX_CHANGED) return null;
  const texts = new Map<string, string>();
  for (const path of changed) {
    const text = blobText(top, gitDir, wanted.get(path)!.sha);
    if (text === null) return null;
    texts.set(path, text);
  }
  const isLink = (path: string) => wanted.get(path)?.mode === '120000';
  const back = [...changed, ...removed].map((path) => {
    const before = c.x.readFile(join(top, path));
    const after = isLink(path) ? null : (texts.get(path) ?? 'missing');
    return { path, before: before === 'changed' || before === 'unreadable' ? null : before, after };
  });
  for (const path of [...changed, ...removed]) if (!isLink(path)) c.x.write(literalArg(join(top, path)), state, 'target', what);
  // A link git puts back is made anew where it was: a later write through it follows its target.
  for (const [path, text] of texts) isLink(path) ? c.x.madeEntry(join(top, path), text) : c.x.textOnSuccess(join(top, path), text);
  return back;
}

/** A file git wrote back: its text before (null: unknown) and after ('missing': removed; null: a link or unknown). */
interface WrittenBack {
  path: string;
  before: string | 'missing' | null;
  after: string | 'missing' | null;
}

/** `git stash`, `git stash push` or `git stash save [MESSAGE]`, with -q and -m MESSAGE only. */
function plainStash(rest: readonly Arg[]): boolean {
  const words = rest.map((a) => (a.values?.length === 1 ? a.values[0]! : null));
  if (words.includes(null)) return false;
  const [first, ...more] = words as string[];
  const action = first === 'push' || first === 'save' ? first : first === undefined || first.startsWith('-') ? 'push' : null;
  if (action === null) return false;
  const args = first === 'push' || first === 'save' ? more : (words as string[]);
  for (let i = 0; i < args.length; i++) {
    const w = args[i]!;
    if (w === '-q' || w === '--quiet' || w.startsWith('--message=')) continue;
    if (w === '-m' || w === '--message') i++;
    else if (action !== 'save' || w.startsWith('-')) return false;
  }
  return true;
}

/** No replace refs, grafts, alternate object stores, other hash or text conversion: HEAD's blobs are what git writes out. */
function repositoryAsOnDisk(top: string, gitDir: string): boolean {
  const text = (p: string) => {
    try {
      return readFileSync(p, 'utf8');
    } catch {
      return '';
    }
  };
  const dirEmpty = (p: string) => {
    try {
      return readdirSync(p).length === 0;
    } catch {
      return !existsSync(p);
    }
  };
  const config = text(join(gitDir, 'config'));
  return (
    lstatQuiet(gitDir)?.isDirectory() === true &&
    dirEmpty(join(gitDir, 'refs', 'replace')) &&
    !text(join(gitDir, 'packed-refs')).includes(' refs/replace/') &&
    !existsSync(join(gitDir, 'info', 'grafts')) &&
    !existsSync(join(gitDir, 'info', 'attributes')) &&
    !existsSync(join(gitDir, 'objects', 'info', 'alternates')) &&
    !existsSync(join(top, '.gitattributes')) &&
    !/objectformat|autocrlf|\beol\b|worktreeconfig|\binclude/i.test(config)
  );
}

/** The machine's git, run on the repository only, with no configuration but the repository's own. */
function git(gitDir: string, top: string, args: readonly string[], input?: string): Buffer | null {
  const bin = systemProgram('git');
  if (bin === null) return null;
  const env: Record<string, string> = {
    PATH: '/usr/bin:/bin',
    HOME: '/nonexistent',
    GIT_DIR: gitDir,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_TERMINAL_PROMPT: '0',
    GIT_OPTIONAL_LOCKS: '0',
    LC_ALL: 'C',
  };
  const result = spawnSync(bin, ['-c', 'core.fsmonitor=false', '-c', 'core.hooksPath=/dev/null', ...args], {
    cwd: top,
    env,
    timeout: 5000,
    maxBuffer: 16 << 20,
    input,
    stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'ignore'],
  });
  return result.status === 0 && !result.error ? result.stdout : null;
}

/** A commit's files (path → mode and blob), or null when it cannot be read, holds a submodule or is large. */
function treeAt(top: string, gitDir: string, commit: string): Map<string, TreeEntry> | null {
  const out = git(gitDir, top, ['ls-tree', '-r', '-z', '--full-tree', commit]);
  if (out === null) return null;
  const entries = new Map<string, TreeEntry>();
  for (const line of out.toString('utf8').split('\0')) {
    if (!line) continue;
    const m = /^(\d{6}) blob ([0-9a-f]{40})\t([^]+)$/.exec(line);
    if (!m || entries.size >= MAX_TRACKED) return null;
    entries.set(m[3]!, { mode: m[1]!, sha: m[2]! });
  }
  return entries;
}

/** Whether the file at `abs` (as this call leaves it so far) is HEAD's entry already: same kind, same content. */
function sameAsHead(c: Call, abs: string, entry: TreeEntry): boolean {
  const link = lstatQuiet(abs)?.isSymbolicLink() === true;
  if (link !== (entry.mode === '120000')) return false;
  // A link is compared as git stores it: its target, as a blob. The call must not have written there.
  const text = link ? (c.x.readFile(abs) === 'changed' ? 'changed' : readlinkQuiet(abs)) : c.x.readFile(abs);
  if (text === null || text === 'missing' || text === 'changed' || text === 'unreadable') return false;
  const bytes = Buffer.from(text, 'utf8');
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex') === entry.sha;
}

function readlinkQuiet(abs: string): string | null {
  try {
    return readlinkSync(abs, 'utf8');
  } catch {
    return null;
  }
}

/** A blob's content as text, or null when it cannot be read or is large. */
function blobText(top: string, gitDir: string, sha: string): string | null {
  const out = git(gitDir, top, ['cat-file', 'blob', sha]);
  return out === null || out.length > MAX_TEXT_BYTES ? null : out.toString('utf8');
}

/**
 * What `git clone` of the repository whose worktree is `top` checks out: the files of HEAD's tree (each one's text) and
 * the directories they make, and its symlinks with their targets. Null when it is not plain to read (see readable), holds
 * a submodule or a `.gitattributes` (a filter or a conversion would change what is written), has more than MAX_CHANGED
 * entries, or a blob is over MAX_TEXT_BYTES.
 */
export function checkedOutTree(c: Pick<Call, 'x'>, top: string, state: ShellState): KnownTree | null {
  const gitDir = readable(c, top, state);
  const head = gitDir === null ? null : resolveCommit(top, gitDir, 'HEAD');
  const entries = head === null ? null : treeAt(top, gitDir!, head);
  if (entries === null || entries.size > MAX_CHANGED) return null;
  if ([...entries].some(([path, e]) => e.mode === '160000' || path.split('/').at(-1) === '.gitattributes')) return null;
  // One git for every blob: `cat-file --batch` prints `<sha> blob <size>` and the content for each line of input.
  const shas = [...new Set([...entries.values()].map((e) => e.sha))];
  const out = shas.length ? git(gitDir!, top, ['cat-file', '--batch'], `${shas.join('\n')}\n`) : Buffer.alloc(0);
  if (out === null) return null;
  const texts = new Map<string, string>();
  for (let at = 0; at < out.length; ) {
    const eol = out.indexOf(10, at);
    const m = eol < 0 ? null : /^([0-9a-f]{40}) blob (\d+)$/.exec(out.toString('latin1', at, eol));
    if (!m || Number(m[2]) > MAX_TEXT_BYTES) return null;
    const end = eol + 1 + Number(m[2]);
    texts.set(m[1]!, out.toString('utf8', eol + 1, end));
    at = end + 1;
  }
  const files = new Map<string, string>();
  const links = new Map<string, string>();
  const dirs = new Set(['']);
  for (const [path, e] of entries) {
    const text = texts.get(e.sha);
    if (text === undefined) return null;
    // A link's blob is its target.
    (e.mode === '120000' ? links : files).set(path, text);
    for (let d = path; d.includes('/'); ) dirs.add((d = d.slice(0, d.lastIndexOf('/'))));
  }
  return { files, dirs, links, opaque: '.git' };
}

/**
 * A commit that tracks one of `paths` (relative to `top`): any commit of the repository's refs and reflogs, or one
 * `revs` names, or the first parent of one (a revert brings it back). Git writes such a file over an ignored one
 * without asking (the guard's plugin is ignored through .git/info/exclude), so a checkout, merge, cherry-pick, reset
 * or bisect that reaches that commit rewrites it. Null when none does or git cannot tell.
 */
export function commitTracking(top: string, paths: readonly string[], revs: readonly string[]): string | null {
  if (!paths.length) return null;
  const gitDir = join(top, '.git');
  const first = (args: readonly string[]) => git(gitDir, top, args)?.toString('utf8').split('\n')[0]?.trim() || null;
  const history = first(['log', '--all', '--reflog', '--format=%H', '-1', '--', ...paths]);
  if (history !== null) return history;
  for (const rev of revs) {
    const commit = resolveCommit(top, gitDir, rev);
    if (commit === null) continue;
    for (const c of [commit, `${commit}^`])
      if (first(['ls-tree', '-r', '--name-only', '--full-tree', c, '--', ...paths]) !== null) return commit;
  }
  return null;
}
