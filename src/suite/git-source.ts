/**
 * Suite sources taken from git: a case's `codebase` (a repository, or a
 * directory inside one, at a ref) and `old_skill = { git = REF }` (the skill's
 * own directory at an earlier commit). loadSuite resolves each ref to a commit
 * once; the suite's snapshot exports each tree once, straight from the object
 * database, so the repository's working tree, index and refs are never touched.
 */
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { execa } from 'execa';
import { InfrastructureError } from '../errors.js';
import { harnessTempDir } from '../harness-temp.js';

/** A directory of a git repository as of one commit. */
export interface GitTree {
  /** The directory as the suite named it (absolute). */
  dir: string;
  /** The repository's git dir. */
  gitDir: string;
  /** `dir` relative to the repository's top (`sub/dir`); '' at the top or in a bare repository. */
  prefix: string;
  /** The ref as written, e.g. `v1.2.0` or `HEAD~1`. */
  ref: string;
  /** The full commit id the ref resolved to. */
  commit: string;
}

/** Why a directory and ref give no tree; `part` says which of the two is at fault. */
export class GitSourceError extends Error {
  override readonly name = 'GitSourceError';
  /** Stable and machine-readable: `git_source_dir` or `git_source_ref`. */
  readonly code: string;
  constructor(
    readonly part: 'dir' | 'ref',
    message: string,
    /** The directory the source was asked for. */
    readonly where?: string,
  ) {
    super(message);
    this.code = `git_source_${part}`;
  }
}

function git(cwd: string, args: string[], env: Record<string, string> = {}) {
  return execa('git', args, { cwd, stdin: 'ignore', reject: false, env });
}

/** Resolves `ref` in the repository holding `dir` and makes sure `dir` exists at that commit. */
export async function resolveGitTree(dir: string, ref: string): Promise<GitTree> {
  const where = await git(dir, ['rev-parse', '--absolute-git-dir', '--show-prefix']);
  if (where.exitCode !== 0) throw new GitSourceError('dir', `${dir} is not in a git repository`, dir);
  const [gitDir = '', prefix = ''] = where.stdout.split('\n');
  const verified = await git(dir, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  if (verified.exitCode !== 0) throw new GitSourceError('ref', `"${ref}" names no commit of ${gitDir}`, dir);
  const commit = verified.stdout.trim();
  const path = prefix.replace(/\/$/, '');
  const kind = await git(dir, ['cat-file', '-t', `${commit}:${path}`]);
  if (kind.stdout.trim() !== 'tree') throw new GitSourceError('ref', `${path} is not a directory at "${ref}" (${commit.slice(0, 12)})`, dir);
  return { dir, gitDir, prefix: path, ref, commit };
}

/**
 * Writes the tree's files into `target` (created if need be) through a
 * throwaway index: exactly what the commit holds under the directory, with
 * modes and symlinks, none of `git archive`'s export attributes.
 */
export async function exportGitTree(tree: GitTree, target: string): Promise<void> {
  await mkdir(target, { recursive: true });
  const scratch = await harnessTempDir('cline-harness-git-index-');
  const env = { GIT_INDEX_FILE: join(scratch, 'index') };
  try {
    for (const args of [
      ['read-tree', `${tree.commit}:${tree.prefix}`],
      [`--work-tree=${target}`, 'checkout-index', '--all', '--force'],
    ]) {
      const run = await git(target, [`--git-dir=${tree.gitDir}`, ...args], env);
      if (run.exitCode === 0) continue;
      const what = `${tree.prefix || tree.dir} at ${tree.ref} (${tree.commit.slice(0, 12)})`;
      throw new InfrastructureError(`cannot export ${what}: ${run.stderr.trim()}`, 'git_export', tree.gitDir);
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** `git status --porcelain` lines for `dir` and below: uncommitted and untracked changes; [] in a bare repository. */
export async function uncommittedChanges(dir: string): Promise<string[]> {
  const status = await git(dir, ['status', '--porcelain', '--', '.']);
  return status.exitCode === 0 ? status.stdout.split('\n').filter(Boolean) : [];
}

/** Whether the tree at the commit is the one at HEAD (then an old version taken there equals the new one, when nothing is uncommitted). */
export async function sameAsHead(tree: GitTree): Promise<boolean> {
  const ids = await git(tree.dir, ['rev-parse', `${tree.commit}:${tree.prefix}`, `HEAD:${tree.prefix}`]);
  const [at, head] = ids.stdout.split('\n');
  return ids.exitCode === 0 && at === head;
}

/** The branch checked out in the repository holding `dir`; `HEAD` when detached or unknown. */
export async function currentBranch(dir: string): Promise<string> {
  const branch = await git(dir, ['symbolic-ref', '--short', '--quiet', 'HEAD']);
  return branch.exitCode === 0 && branch.stdout.trim() ? branch.stdout.trim() : 'HEAD';
}
