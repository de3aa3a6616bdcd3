/** eval-magic's campaign files for a finished suite run (`suite run --eval-magic-out`). */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Suite } from '../suite/load.js';
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

/** Writes eval-magic's layout for every task of `results` into `out`; returns the files written. */
export async function writeSuiteEvalMagic(suite: Suite, results: SuiteResultsRef, out: string, iteration = 1): Promise<string[]> {
  const skill = join(suite.skill, 'SKILL.md');
  const oldSkill = typeof suite.old_skill === 'string' ? join(suite.old_skill, 'SKILL.md') : undefined;
  const runs = await suiteRuns(results.tasks, {
    skillPaths: { with_skill: skill, new_skill: skill, ...(oldSkill ? { old_skill: oldSkill } : {}) },
    fixtures: Object.fromEntries(suite.cases.map((c) => [c.id, c.fixtures])),
    envOf,
  });
  const validityWarnings: Record<string, string[]> = {};
  for (const c of results.conditions) (validityWarnings[c.condition] ??= []).push(...c.validity_warnings.map((w) => `${c.condition}: ${w}`));
  return writeEvalMagicCampaign(runs, { out, iteration, validityWarnings });
}
