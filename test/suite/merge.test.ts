import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import type { SuiteResults, TaskResult } from '../../src/results/schema.js';
import { resolveGate } from '../../src/suite/gate.js';
import { mergeSuiteOutputs } from '../../src/suite/merge.js';
import { assemble, writeOutputs } from '../../src/suite/suite.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();
const [A, B] = ['a'.repeat(40), 'b'.repeat(40)];

/** One shard's output dir holding the tasks of `caseId`, each with an artifacts dir. */
async function shard(index: number, caseId: string, git: { oldSkill?: string; codebase?: string }): Promise<string> {
  const out = await tempDir();
  const tasks: TaskResult[] = [];
  for (const condition of ['new_skill', 'old_skill'] as const) {
    const artifacts = join(out, 'tasks', caseId, condition, 'r1');
    await mkdir(artifacts, { recursive: true });
    tasks.push({
      phases_ms: {},
      task_id: `${caseId}/${condition}/r1`, case_id: caseId, condition, model: null, repeat: 1, status: 'passed', dispatch_status: 'completed',
      staged_skill: null, staged_description: null, skill_invoked: null, skill_should_trigger: true, checks: [], diff: null,
      codebase: git.codebase ? { path: '/repos/service', ref: 'main', commit: git.codebase } : null,
      judge_tokens: 0, judge_cost: 0, judge_ms: 0, tokens: 1, cost: 0, agent_ms: 1, cline_ms: 1, task_ms: 1,
      denials: {}, guard_denials: 0, shadows: [], stray_writes: [], warnings: [], conversation: null, validity_errors: [], error: null, artifacts,
      confinement: 'bwrap', syscall_filter: true, task_domain: true, guard_loaded: true, model_record: null,
    });
  }
  const results: SuiteResults = assemble(
    {
      suite: 's', suite_hash: '0'.repeat(64), started_at: '2026-11-30T00:00:00Z', duration_ms: 1, cline_version: '3.0.65', model: 'm',
      planned: ['one', 'two'].flatMap((c) => [`${c}/new_skill/r1`, `${c}/old_skill/r1`]),
      shard: { index, count: 2 }, merged_from: null, partial: false, missing: [],
      gates: { [caseId]: resolveGate({}, undefined) },
      old_skill_git: git.oldSkill ? { path: '/repos/skills/tiny', ref: 'HEAD~1', commit: git.oldSkill, dirty: false } : null,
    },
    tasks,
  );
  await writeOutputs(out, results);
  return out;
}

describe('mergeSuiteOutputs and refs from git', () => {
  it('keeps the old skill\'s commit when the shards agree', async () => {
    const shards = [await shard(1, 'one', { oldSkill: A, codebase: B }), await shard(2, 'two', { oldSkill: A, codebase: B })];
    const merged = await mergeSuiteOutputs(shards, await tempDir());
    expect(merged.results.old_skill_git).toMatchObject({ ref: 'HEAD~1', commit: A });
    expect(merged.results.tasks.map((t) => t.codebase?.commit)).toEqual([B, B, B, B]);
  });

  it('refuses shards that resolved the same ref to different commits', async () => {
    const oldSkill = mergeSuiteOutputs([await shard(1, 'one', { oldSkill: A }), await shard(2, 'two', { oldSkill: B })], await tempDir());
    await expect(oldSkill).rejects.toThrow(/the old_skill commit differs/);
    const codebase = mergeSuiteOutputs([await shard(1, 'one', { codebase: A }), await shard(2, 'two', { codebase: B })], await tempDir());
    const message = `codebase /repos/service at "main" is ${A.slice(0, 12)} in one/new_skill/r1 and ${B.slice(0, 12)} in two/new_skill/r1`;
    await expect(codebase).rejects.toThrow(message);
    await expect(codebase).rejects.toBeInstanceOf(InputError);
  });
});
