/**
 * `git stash` (push or save, on the whole worktree) puts every file HEAD tracks back to its text at HEAD and removes
 * the files only the index holds; untracked files stay. Where the guard can read HEAD's tree, it knows which files
 * change and the text each gets, so the commands after it in a `&&` chain (`git stash && npm test`) are judged on those
 * texts instead of being refused as run on a rewritten worktree. Anything it cannot be sure of (pathspecs, -u, -k,
 * another index or object store, replace refs, attributes that convert text, a conflict, a large tree) leaves the
 * caller's whole-worktree rule in place.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { lstatQuiet } from '../paths.js';
import type { ShellState } from '../state.js';
import { systemProgram } from '../text-filters.js';
import { literalArg, notInherited, type Arg } from '../words.js';
import { readIndex } from './git-index.js';
import type { Call } from './types.js';

/** Variables that point git at another repository, index, object store or configuration. */
const ROUTING = [
  'GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_OBJECT_DIRECTORY', 'GIT_ALTERNATE_OBJECT_DIRECTORIES', 'GIT_COMMON_DIR',
  'GIT_NAMESPACE', 'GIT_REPLACE_REF_BASE', 'GIT_NO_REPLACE_OBJECTS', 'GIT_GRAFT_FILE', 'GIT_CONFIG', 'GIT_CONFIG_COUNT', 'GIT_CONFIG_PARAMETERS',
];
/** Beyond these the tree is not read: the rule falls back to the whole worktree. */
const MAX_TRACKED = 2000;
const MAX_CHANGED = 50;
const MAX_TEXT_BYTES = 1 << 20;

interface TreeEntry {
  mode: string;
  sha: string;
}

/**
 * Judges a `git stash` whose arguments are `rest` (after `stash`) in the worktree at `top` file by file; false when it
 * cannot, and the caller treats the whole worktree as rewritten.
 */
export function stashToHead(c: Call, top: string, rest: readonly Arg[], state: ShellState): boolean {
  if (!plainStash(rest) || ROUTING.some((n) => state.vars.has(n) || !notInherited(n, c.x.ctx))) return false;
  const gitDir = join(top, '.git');
  if (!repositoryAsOnDisk(top, gitDir)) return false;
  const head = headTree(top, gitDir);
  const index = indexShas(gitDir);
  if (head === null || index === null) return false;
  if ([...head.keys(), ...index.keys()].some((p) => p === '.gitattributes' || p.endsWith('/.gitattributes'))) return false;
  const changed: string[] = [];
  for (const [path, entry] of head) if (!sameAsHead(c, join(top, path), entry)) changed.push(path);
  const removed = [...index.keys()].filter((p) => !head.has(p));
  if (changed.length + removed.length > MAX_CHANGED) return false;
  const texts = new Map<string, string>();
  for (const path of changed) {
    const text = blobText(top, gitDir, head.get(path)!.sha);
    if (text === null) return false;
    texts.set(path, text);
  }
  const isLink = (path: string) => head.get(path)?.mode === '120000';
  for (const path of [...changed, ...removed]) if (!isLink(path)) c.x.write(literalArg(join(top, path)), state, 'target', 'git stash of');
  // A link git puts back is made anew where it was: a later write through it follows its target.
  for (const [path, text] of texts) isLink(path) ? c.x.madeEntry(join(top, path), text) : c.x.textOnSuccess(join(top, path), text);
  return true;
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
function git(gitDir: string, top: string, args: readonly string[]): Buffer | null {
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
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return result.status === 0 && !result.error ? result.stdout : null;
}

/** HEAD's files (path → mode and blob), or null when HEAD cannot be read, holds a submodule or is large. */
function headTree(top: string, gitDir: string): Map<string, TreeEntry> | null {
  const out = git(gitDir, top, ['ls-tree', '-r', '-z', '--full-tree', 'HEAD']);
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

/** The index's paths and blobs, or null when it cannot be read or holds a conflict or extended flags (skip-worktree, intent-to-add). */
function indexShas(gitDir: string): Map<string, string> | null {
  const entries = readIndex(gitDir);
  if (entries === null || entries.some((e) => e.stage !== 0 || e.extended)) return null;
  return new Map(entries.map((e) => [e.name, e.sha]));
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
