/**
 * The env's changes against a base record: the env hashed byte for byte into
 * a scratch store that sees the base's objects, then `diff-tree` between the
 * two trees in that bare store (no work tree, so no attribute of the env is
 * read; no textconv, no external diff).
 */
import { copyFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { harnessTempDir } from '../harness-temp.js';
import { baseFromHistory, verifyBase, type BaseRecord } from './base.js';
import { safeGit } from './git.js';
import { hashEnvTree, newTreeStore } from './tree.js';

export interface RawDiff {
  /** The base commit id the record names. */
  base: string;
  numstat: string;
  nameStatus: string;
  patch: string;
}

/** The diff of `env` against `base`: a record made before the run, else a commit of the env's history (default its first). */
export async function diffAgainstBase(env: string, base: BaseRecord | string | undefined): Promise<RawDiff> {
  const dir = await harnessTempDir('cline-harness-diff-');
  try {
    const record = typeof base === 'object' ? base : await baseFromHistory(env, base, join(dir, 'base'));
    await verifyBase(record);
    const scratch = await newTreeStore(join(dir, 'now'));
    await writeFile(join(scratch.gitDir, 'objects', 'info', 'alternates'), `${join(record.store.gitDir, 'objects')}\n`);
    await copyFile(record.store.excludes, scratch.excludes);
    const tree = await hashEnvTree(env, scratch);
    const diff = (...args: string[]) => safeGit(['diff-tree', '-r', '--no-renames', '--no-ext-diff', '--no-textconv', ...args, record.tree, tree], scratch);
    return { base: record.commit, numstat: await diff('--numstat', '-z'), nameStatus: await diff('--name-status', '-z'), patch: await diff('-p', '--binary') };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
