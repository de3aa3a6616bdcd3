/**
 * Before the first task, a suite copies what tasks are built from (each case's
 * fixtures, the skill, the old skill, the siblings) into a harness-owned
 * directory and makes it read-only. Every task is built from that copy, so an
 * agent that writes into the suite's fixtures or the live skill source cannot
 * reach a later task (the control arm above all). The copy is never bound into
 * a sandbox; without one, read-only modes stop a non-root agent only. Copies
 * made from it (envs, staged skills) are made owner-writable again.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { setOwnerWritable } from '../writable.js';
import type { Suite } from './load.js';

export interface SuiteSnapshot {
  /** The suite with every source path pointing into the snapshot. */
  suite: Suite;
  dir: string;
  /** Makes the snapshot writable again and removes it. */
  remove: () => Promise<void>;
}

export async function snapshotSuite(suite: Suite): Promise<SuiteSnapshot> {
  const dir = await mkdtemp(join(tmpdir(), 'cline-harness-sources-'));
  const copy = async (source: string | undefined, name: string): Promise<string | undefined> => {
    if (source === undefined) return undefined;
    // The last path component is kept: a skill without a frontmatter name is named after its directory.
    const target = join(dir, name, basename(source));
    await cp(source, target, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
    return target;
  };
  const snapshot: Suite = {
    ...suite,
    skill: (await copy(suite.skill, 'skill'))!,
    old_skill: await copy(suite.old_skill, 'old_skill'),
    siblings: await copy(suite.siblings, 'siblings'),
    cases: await Promise.all(suite.cases.map(async (c, i) => ({ ...c, fixtures: await copy(c.fixtures, `fixtures-${i}`) }))),
  };
  await setOwnerWritable(dir, false);
  return {
    suite: snapshot,
    dir,
    remove: async () => {
      await setOwnerWritable(dir, true).catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
