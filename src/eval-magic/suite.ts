/** eval-magic's campaign files for a finished suite run (`suite run --eval-magic-out`). */
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { currentBranch, exportGitTree } from '../suite/git-source.js';
import type { Suite } from '../suite/load.js';
import type { EvalMagicSkillSource } from './schema.js';
import { suiteRuns, writeEvalMagicCampaign, type SuiteTaskRef } from './write.js';

/** The fields of results.json this reads; the rest of the shape is the suite's own business. */
export interface SuiteResultsRef {
  tasks: readonly SuiteTaskRef[];
  conditions: ReadonlyArray<{ condition: string; validity_warnings: readonly string[] }>;
}

async function envOf(artifacts: string): Promise<string | null> {
  try {
    const result = JSON.parse(await readFile(join(artifacts, 'dispatch-result.json'), 'utf8')) as { paths?: { env?: unknown } };
    return typeof result.paths?.env === 'string' ? result.paths.env : null;
  } catch {
    return null;
  }
}

/**
 * `old_skill = { git = REF }`: the suite ran a copy exported at the resolved commit and removed it afterwards. The same
 * tree is exported again under the iteration's `.skills/` (where eval-magic keeps its copies of skills under test), so
 * run.json's `skill_path` names a SKILL.md that exists and holds what the agent could load; `skill_source` names the
 * ref and commit.
 */
async function exportOldSkill(suite: Suite, out: string, iteration: number): Promise<{ path: string; source: EvalMagicSkillSource } | null> {
  const git = suite.old_skill_git;
  if (!git) return null;
  const dir = join(out, `iteration-${iteration}`, '.skills', 'old_skill', basename(git.dir));
  await exportGitTree(git, dir);
  const source: EvalMagicSkillSource = {
    kind: 'git',
    source: git.dir,
    resolved_path: dir,
    ref: git.ref,
    revision: git.commit,
    branch: await currentBranch(git.dir),
    host_local: true,
    // An export at a commit holds exactly that commit.
    dirty: false,
  };
  return { path: join(dir, 'SKILL.md'), source };
}

/** Writes eval-magic's layout for every task of `results` into `out`; returns the files written. */
export async function writeSuiteEvalMagic(suite: Suite, results: SuiteResultsRef, out: string, iteration = 1): Promise<string[]> {
  const skill = join(suite.skill, 'SKILL.md');
  const fromGit = await exportOldSkill(suite, out, iteration);
  const oldSkill = typeof suite.old_skill === 'string' ? join(suite.old_skill, 'SKILL.md') : fromGit?.path;
  const runs = await suiteRuns(results.tasks, {
    skillPaths: { with_skill: skill, new_skill: skill, ...(oldSkill ? { old_skill: oldSkill } : {}) },
    ...(fromGit ? { skillSources: { old_skill: fromGit.source } } : {}),
    fixtures: Object.fromEntries(suite.cases.map((c) => [c.id, c.fixtures])),
    envOf,
  });
  const validityWarnings: Record<string, string[]> = {};
  for (const c of results.conditions) (validityWarnings[c.condition] ??= []).push(...c.validity_warnings.map((w) => `${c.condition}: ${w}`));
  return writeEvalMagicCampaign(runs, { out, iteration, validityWarnings });
}
