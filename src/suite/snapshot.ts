/**
 * Before the first task, a suite copies what tasks are built from (each case's
 * fixtures, the skill, the old skill, the siblings) into a harness-owned
 * directory and makes it read-only. Trees taken from git (a `codebase`,
 * `old_skill = { git }`) are exported there at their resolved commit, once
 * each; a case's exported codebase becomes its fixtures in the snapshot. Every task is built from that copy, so an
 * agent that writes into the suite's fixtures or the live skill source cannot
 * reach a later task (the control arm above all). The copy is never bound into
 * a sandbox; without one, read-only modes stop a non-root agent only. Copies
 * made from it (envs, staged skills) are made owner-writable again.
 */
import { cp, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { setOwnerWritable } from '../writable.js';
import { exportGitTree, type GitTree } from './git-source.js';
import type { Suite } from './load.js';
import { harnessTempDir } from '../harness-temp.js';

export interface SuiteSnapshot {
  /** The suite with every source path pointing into the snapshot. */
  suite: Suite;
  dir: string;
  /** Makes the snapshot writable again and removes it. */
  remove: () => Promise<void>;
}

export async function snapshotSuite(suite: Suite): Promise<SuiteSnapshot> {
  const dir = await harnessTempDir('cline-harness-sources-');
  const copy = async (source: string | undefined, name: string): Promise<string | undefined> => {
    if (source === undefined) return undefined;
    // The last path component is kept: a skill without a frontmatter name is named after its directory.
    const target = join(dir, name, basename(source));
    await cp(source, target, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
    return target;
  };
  const exported = new Map<string, Promise<string>>();
  const exportTree = (tree: GitTree, name: string): Promise<string> => {
    const key = `${tree.gitDir}\0${tree.commit}\0${tree.prefix}`;
    if (!exported.has(key)) {
      const target = join(dir, name, basename(tree.dir));
      exported.set(key, exportGitTree(tree, target).then(() => target));
    }
    return exported.get(key)!;
  };
  const remove = async () => {
    await setOwnerWritable(dir, true).catch(() => {});
    await rm(dir, { recursive: true, force: true });
  };
  let codebases = 0;
  let cases: Promise<Suite['cases'][number]>[] = [];
  try {
    const skill = (await copy(suite.skill, 'skill'))!;
    // The old version keeps the skill's directory name, as a saved copy keeps its own.
    const oldSkill = suite.old_skill_git ? await exportTree(suite.old_skill_git, 'old_skill') : await copy(suite.old_skill, 'old_skill');
    const siblings = await copy(suite.siblings, 'siblings');
    cases = suite.cases.map(async (c, i) => ({
      ...c,
      fixtures: c.codebase ? await exportTree(c.codebase, `codebase-${codebases++}`) : await copy(c.fixtures, `fixtures-${i}`),
    }));
    const snapshot: Suite = { ...suite, skill, old_skill: oldSkill, siblings, cases: await Promise.all(cases) };
    await setOwnerWritable(dir, false);
    return { suite: snapshot, dir, remove };
  } catch (err) {
    // Let every pending copy and export settle before the directory goes.
    await Promise.allSettled([...cases, ...exported.values()]);
    await remove();
    throw err;
  }
}
