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
    // Statuses and line counts from one git process, the patch from another, both at once.
    const [listing, patch] = await Promise.all([diff('--raw', '--numstat', '-z'), diff('-p', '--binary')]);
    return { base: record.commit, ...splitRawNumstat(listing), patch };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * `diff-tree -z --raw --numstat` output as the two listings `--name-status -z` and `--numstat -z` would print:
 * a raw entry is `:<modes> <ids> <status>` then its path (one path each: renames are off); a numstat entry is
 * `<added>\t<removed>\t<path>`.
 */
export function splitRawNumstat(listing: string): { nameStatus: string; numstat: string } {
  const parts = listing.split('\0');
  const nameStatus: string[] = [];
  const numstat: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part.startsWith(':')) {
      nameStatus.push(part.slice(part.lastIndexOf(' ') + 1), parts[++i]!);
    } else if (part !== '') {
      numstat.push(part);
    }
  }
  const joined = (items: string[]) => (items.length ? items.join('\0') + '\0' : '');
  return { nameStatus: joined(nameStatus), numstat: joined(numstat) };
}
