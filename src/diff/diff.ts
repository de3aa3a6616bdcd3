/**
 * What changed in an env since the commit it was created at, measured with
 * git: the working tree (untracked files included, ignored ones not, as the
 * env's .gitignore says) against that commit. A throwaway index and object
 * store are used, so nothing under the env's .git changes.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { execa } from 'execa';
import { InputError, errorMessage } from '../errors.js';
import type { DiffFile, DiffScope } from './schema.js';
import { harnessTempDir } from '../harness-temp.js';

/** The limit on diff.patch: past it the patch is cut with a marker line. */
export const PATCH_LIMIT_BYTES = 256 * 1024;

export interface EnvDiff {
  scope: DiffScope;
  /** The whole unified diff, uncapped. */
  patch: string;
}

const STATUS: Record<string, DiffFile['status']> = { A: 'added', M: 'modified', D: 'deleted', T: 'type_changed' };

/** The env's first commit: where a harness-made env starts when no base is given. */
export async function rootCommit(env: string): Promise<string> {
  const { stdout } = await git(env, ['rev-list', '--max-parents=0', 'HEAD']);
  return stdout.trim().split('\n').pop()!;
}

/** Where git reads and writes: the throwaway index and object store, with the env's objects readable behind them. */
interface Scratch {
  index: string;
  objects: string;
  envObjects: string;
}

async function git(env: string, args: string[], scratch?: Scratch) {
  const vars = scratch
    ? { GIT_INDEX_FILE: scratch.index, GIT_OBJECT_DIRECTORY: scratch.objects, GIT_ALTERNATE_OBJECT_DIRECTORIES: scratch.envObjects }
    : {};
  try {
    return await execa('git', args, { cwd: env, stdin: 'ignore', env: vars, maxBuffer: 1 << 30 });
  } catch (err) {
    throw new InputError(`git ${args[0]} failed: ${errorMessage(err).split('\n')[0]}`, env);
  }
}

/** The env's changes against `base` (default: its first commit). Throws InputError when the env is not a git repository. */
export async function envDiff(env: string, base?: string): Promise<EnvDiff> {
  const from = base ?? (await rootCommit(env));
  const dir = await harnessTempDir('cline-harness-diff-');
  try {
    const gitDir = (await git(env, ['rev-parse', '--absolute-git-dir'])).stdout.trim();
    const scratch = { index: join(dir, 'index'), objects: join(dir, 'objects'), envObjects: join(gitDir, 'objects') };
    await mkdir(scratch.objects);
    await git(env, ['read-tree', from], scratch);
    await git(env, ['add', '-A'], scratch);
    const diff = (...args: string[]) => git(env, ['-c', 'core.quotePath=false', 'diff', '--cached', '--no-renames', '--no-ext-diff', ...args, from], scratch);
    const numstat = (await diff('--numstat', '-z')).stdout;
    const names = (await diff('--name-status', '-z')).stdout;
    const patch = (await diff('--binary')).stdout;
    const status = new Map<string, DiffFile['status']>();
    const nameParts = names.split('\0');
    for (let i = 0; i + 1 < nameParts.length; i += 2) status.set(nameParts[i + 1]!, STATUS[nameParts[i]!.charAt(0)] ?? 'modified');
    const files: DiffFile[] = [];
    for (const entry of numstat.split('\0').filter(Boolean)) {
      const [added, removed, path] = entry.split('\t') as [string, string, string];
      const binary = added === '-';
      files.push({ path, status: status.get(path) ?? 'modified', added: binary ? 0 : Number(added), removed: binary ? 0 : Number(removed), binary });
    }
    const scope: DiffScope = {
      base: (await git(env, ['rev-parse', from])).stdout.trim(),
      files_touched: files.length,
      lines_added: files.reduce((n, f) => n + f.added, 0),
      lines_removed: files.reduce((n, f) => n + f.removed, 0),
      hunks: patch.split('\n').filter((l) => l.startsWith('@@ ')).length,
      files,
    };
    return { scope, patch: patch ? patch + '\n' : '' };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The patch cut at `limit` bytes (on a line boundary) with a marker saying how much was left out. */
export function capPatch(patch: string, limit = PATCH_LIMIT_BYTES): string {
  const bytes = Buffer.byteLength(patch);
  if (bytes <= limit) return patch;
  const head = Buffer.from(patch).subarray(0, limit).toString('utf8');
  const cut = head.slice(0, head.lastIndexOf('\n') + 1);
  return `${cut}[diff truncated: ${bytes - Buffer.byteLength(cut)} of ${bytes} bytes left out]\n`;
}

export const DIFF_PATCH_FILE = 'diff.patch';
export const DIFF_SCOPE_FILE = 'diff-scope.json';

/** Writes diff.patch (capped) and diff-scope.json into `dir`. */
export async function writeDiffArtifacts(dir: string, diff: EnvDiff): Promise<void> {
  await writeFile(join(dir, DIFF_PATCH_FILE), capPatch(diff.patch));
  await writeFile(join(dir, DIFF_SCOPE_FILE), JSON.stringify(diff.scope, null, 2) + '\n');
}
