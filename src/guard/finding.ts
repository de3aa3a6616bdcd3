/**
 * What the guard reports and the one test every write goes through: does the
 * path, symlinks resolved (including links made earlier in the same call),
 * stay inside the allowed roots and off the guard's own files.
 */
import { readdirSync, type Dirent, type Stats } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { isHarmlessDevice, isInside, lstatQuiet, realTargetIn, type Overlay } from './paths.js';

export interface JudgeContext {
  /** Allowed roots, symlinks resolved. */
  roots: readonly string[];
  /** The guard's own files (plugin dir, marker, denial log): never written, never removed. */
  protect: readonly string[];
  home: string;
  /** The agent's $TMPDIR when the guard knows it (the task's scratch dir); null otherwise. */
  tmpdir?: string | null;
  /** The environment the agent's shells start with (GuardPolicy.shellEnv); absent or null: unknown. */
  shellEnv?: Readonly<Record<string, string | undefined>> | null;
  /** Judging a stored run after it ended (the audit): its files may be gone since, so a script missing now proves nothing. */
  afterTheFact?: boolean;
}

/**
 * What a finding is about, so callers need not read its wording:
 * - `write`: a write outside the roots or onto the guard's own files; so are a
 *   copy to a remote host, `git config --global`, git routed to a repository
 *   outside, a user config change, and an unknown program given an outside path;
 * - `unevaluable`: shell the guard cannot evaluate (an unknown target, program,
 *   working directory or unparsable text), refused because it cannot be shown
 *   to stay inside;
 * - `install`: a package install or removal outside the env;
 * - `remote`: a git operation that talks to a remote;
 * - `registry`: a change to a package registry (publish).
 */
export const FINDING_KINDS = ['write', 'unevaluable', 'install', 'remote', 'registry'] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

/** Why a call is refused: what kind of problem, the path or command concerned and a sentence about it. */
export interface Finding {
  kind: FindingKind;
  target: string;
  message: string;
}

/**
 * How a write target is used: `target` is itself written or removed (so it must
 * not contain the guard's files either), symlinks followed; `entry` is the
 * directory entry itself (rm, mv, sed -i replace a symlink, never follow it);
 * `into` is a directory new entries are created in.
 */
export type WriteUse = 'target' | 'entry' | 'into';

/** How to rephrase when the guard cannot know a target: said in every `unevaluable` refusal. */
export const REPHRASE = 'write to a literal path inside the environment instead';

/**
 * Whether writing `abs` stays inside the roots and off the guard's own files.
 * `target` writes also may not hit a directory holding the guard's files (rm -r, mv).
 */
export function judgeWritePath(abs: string, use: WriteUse, what: string, ctx: JudgeContext, overlay: Overlay = new Map()): Finding | null {
  if (isHarmlessDevice(abs)) return null;
  const real = use === 'entry' ? entryTarget(abs, overlay) : realTargetIn(abs, overlay);
  if (real === null) return { kind: 'unevaluable', target: abs, message: `${what} ${abs}: a symlink loop hides where it leads; ${REPHRASE}` };
  if (real === 'unknown') {
    return {
      kind: 'unevaluable',
      target: abs,
      message: `${what} ${abs}: goes through an entry an earlier command in this call created, which may be a symlink; run it as a separate call`,
    };
  }
  for (const p of ctx.protect) {
    if (isInside(real, p) || (use !== 'into' && isInside(p, real))) {
      return { kind: 'write', target: abs, message: `${what} ${abs}: it would change the guard's own files (${p})` };
    }
  }
  // `into` a path that is a file (cp a b, where b exists) writes that file in place, so its links matter too.
  if (ctx.roots.some((r) => isInside(real, r))) return gitControl(abs, real, use, what) ?? (use !== 'entry' ? hardLinked(abs, real, what, ctx) : null);
  const via = real === abs ? '' : ` (resolves to ${real})`;
  return { kind: 'write', target: abs, message: `${what} ${abs}${via}: outside the allowed roots ${ctx.roots.join(', ')}` };
}

/** Files that make git run programs: its config, hooks, a `.git` file pointing elsewhere, alternates. */
const GIT_CONTROL = /\/\.git\/(config|hooks|commondir|objects\/info\/alternates|info\/attributes)(\/|$)/;
/** One hook, by name: judged as the script it is before any git command runs (judgeRepository), as one on disk is. */
const ONE_HOOK = /\/\.git\/hooks\/[^/]+$/;

/** What git config's writes of the settings the guard follows are called (rules/git.ts): see gitControl. */
export const GIT_CONFIG_WRITE = 'git config writes';

/**
 * Writes to git's control files are refused whatever tool makes them: a config key or a `.git` file planted now would
 * make a later git command run programs. A hook written by name is not: every git command judges each hook's text; nor
 * is the hooks dir made by mkdir. Nor is git config's own write of a setting the guard follows (an alias,
 * core.hooksPath): every git command reads the config as git does, and refuses it where this call leaves a text the
 * guard does not know.
 */
function gitControl(abs: string, real: string, use: WriteUse, what: string): Finding | null {
  if (ONE_HOOK.test(real)) return null;
  // An empty hooks dir runs nothing: `mkdir -p "$(git rev-parse --git-path hooks)"` before a hook is copied in by name.
  if (what === 'mkdir' && /\/\.git\/hooks$/.test(real)) return null;
  if (what === GIT_CONFIG_WRITE && /\/\.git\/config(\.worktree)?$/.test(real)) return null;
  const planted =
    GIT_CONTROL.test(use === 'into' ? `${real}/` : real) ||
    (basename(real) === '.git' && use !== 'into' && !lstatQuiet(real)?.isDirectory());
  if (!planted) return null;
  return { kind: 'write', target: abs, message: `${what} ${abs}: writes git's own control files (config, hooks), which make later git commands run programs` };
}

/**
 * A file with more than one name: a write through the name inside changes the
 * same data under every other name, which may be outside (a hard link made by
 * an earlier call, or planted). Allowed when every name is found inside the
 * roots and none is the guard's own (allNamesInside); refused otherwise.
 */
function hardLinked(abs: string, real: string, what: string, ctx: JudgeContext): Finding | null {
  const info = lstatQuiet(real);
  if (!info || info.isDirectory() || info.nlink <= 1 || allNamesInside(info, ctx)) return null;
  return {
    kind: 'write',
    target: abs,
    message: `${what} ${abs}: the file has ${info.nlink} hard links, so writing it changes the same file under names that may be outside the allowed roots`,
  };
}

/** The entry itself: its directory resolved, its own name kept (a trailing slash or dot makes it follow). */
function entryTarget(abs: string, overlay: Overlay): string | null | 'unknown' {
  const name = basename(abs);
  if (/\/\.?$/.test(abs) || name === '..' || name === '.' || name === '') return realTargetIn(abs, overlay);
  const dir = realTargetIn(dirname(abs), overlay);
  return typeof dir === 'string' && dir !== 'unknown' ? join(dir, name) : dir;
}

/** Whether `path` (symlinks resolved) is inside a root. */
export function insideRoots(path: string, ctx: JudgeContext, overlay: Overlay = new Map()): boolean {
  const real = realTargetIn(path, overlay);
  return typeof real === 'string' && real !== 'unknown' && ctx.roots.some((r) => isInside(real, r));
}

/** Entries looked at, at most, when searching the roots for a file's other names. */
const MAX_NAMES_SEARCHED = 20_000;

/**
 * Whether all `info.nlink` names of a file lie inside the roots, none of them the guard's own: the roots are walked
 * (links not followed) for entries with its device and inode. A tree too big to walk counts as not.
 */
export function allNamesInside(info: Stats, ctx: JudgeContext): boolean {
  // Names, not a count: one root may lie inside another.
  const found = new Set<string>();
  let left = MAX_NAMES_SEARCHED;
  const pending = [...ctx.roots];
  while (pending.length && found.size < info.nlink) {
    const dir = pending.pop()!;
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      if (--left < 0) return false;
      const path = join(dir, e.name);
      if (e.isDirectory()) pending.push(path);
      else if (e.isFile()) {
        const st = lstatQuiet(path);
        if (st?.ino !== info.ino || st.dev !== info.dev) continue;
        if (ctx.protect.some((p) => isInside(path, p))) return false;
        found.add(path);
      }
    }
  }
  return found.size === info.nlink;
}
