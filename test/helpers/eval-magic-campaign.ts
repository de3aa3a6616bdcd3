/**
 * What `suite run --eval-magic-out` must have written for a finished run: every file valid against eval-magic's schemas,
 * and every number equal to the one results.json holds for the same task. Shared so that a test which already pays for a
 * real suite run checks the campaign too, instead of running cline again for it.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import {
  EvalMagicBenchmarkSchema,
  EvalMagicConversationSchema,
  EvalMagicGradingSchema,
  EvalMagicGuardDenialsSchema,
  EvalMagicPermissionDenialsSchema,
  EvalMagicRunRecordSchema,
  EvalMagicStrayWritesSchema,
  EvalMagicTimingSchema,
} from '../../src/eval-magic/index.js';
import type { SuiteResults } from '../../src/results/schema.js';

const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8'));

export async function expectEvalMagicCampaign(results: SuiteResults, em: string): Promise<void> {
  const iteration = join(em, 'iteration-1');
  // eval-magic has no model dimension: with several models each case and model is an eval, `<case>@<model>`.
  const several = new Set(results.tasks.map((t) => t.model)).size > 1;
  const evalId = (t: SuiteResults['tasks'][number]) => (several ? `${t.case_id}@${t.model}` : t.case_id);
  const evals = [...new Set(results.tasks.map(evalId))];
  expect((await readdir(iteration)).sort()).toEqual(
    ['benchmark.json', 'guard-denials.json', 'permission-denials.json', 'stray-writes.json', ...evals.map((e) => `eval-${e}`)].sort(),
  );

  let deniedCalls = 0;
  for (const task of results.tasks) {
    const cell = results.tasks.filter((t) => evalId(t) === evalId(task) && t.condition === task.condition);
    // A cell of several runs has eval-magic's run-<k> folders, k from 1; a cell of one keeps its files in the cell.
    const cellDir = join(iteration, `eval-${evalId(task)}`, task.condition);
    if (cell.length > 1) expect((await readdir(cellDir)).sort()).toEqual(cell.map((t) => `run-${t.repeat}`).sort());
    const runDir = cell.length > 1 ? join(cellDir, `run-${task.repeat}`) : cellDir;
    const record = EvalMagicRunRecordSchema.parse(await readJson(join(runDir, 'run.json')));
    const transcript = await readJson(join(task.artifacts, 'transcript.json'));
    expect(record).toMatchObject({ eval_id: evalId(task), condition: task.condition });
    if (cell.length > 1) expect(record.run_index).toBe(task.repeat);
    expect(record.total_tokens).toBe(task.tokens);
    expect(record.final_message).toBe(transcript.final_text ?? '');
    expect(record.prompt).toContain('Task environment (your working directory)');
    expect(record.skill_path === null).toBe(task.condition === 'without_skill');
    expect(record.files.length).toBeGreaterThan(0);
    expect(record.tool_invocations.map((t) => t.name)).toEqual(transcript.tool_invocations.map((t: { name: string }) => t.name));
    if (task.conversation) {
      // A conversation's tool calls carry the conversation's ordinals, which count its prompts and messages too.
      const conversation = EvalMagicConversationSchema.parse(await readJson(join(runDir, 'conversation.json')));
      const calls = conversation.events.filter((e) => e.type === 'tool_invocation');
      expect(record.tool_invocations.map((t) => t.ordinal)).toEqual(calls.map((e) => e.ordinal));
    } else {
      expect(record.tool_invocations.map((t) => t.ordinal)).toEqual(transcript.tool_invocations.map((_: unknown, i: number) => i));
    }
    for (const call of record.tool_invocations) expect(call.result === null || typeof call.result === 'string').toBe(true);
    const grading = EvalMagicGradingSchema.parse(await readJson(join(runDir, 'grading.json')));
    const substantive = task.checks.filter((c) => c.type !== 'skill_invoked');
    expect(grading.summary).toMatchObject({ total: substantive.length, passed: substantive.filter((c) => c.passed).length });
    EvalMagicTimingSchema.parse(await readJson(join(runDir, 'timing.json')));
    deniedCalls += Object.values(task.denials).reduce((a, b) => a + b, 0);
  }

  const permission = EvalMagicPermissionDenialsSchema.parse(await readJson(join(iteration, 'permission-denials.json')));
  expect(permission.total_denials).toBe(deniedCalls);
  const guard = EvalMagicGuardDenialsSchema.parse(await readJson(join(iteration, 'guard-denials.json')));
  expect(guard.total_denials).toBe(results.tasks.reduce((n, t) => n + t.guard_denials, 0));
  for (const t of guard.tasks) expect(t.denials.every((d) => d.harness === 'cline' && d.reason.startsWith('eval guard: '))).toBe(true);
  const stray = EvalMagicStrayWritesSchema.parse(await readJson(join(iteration, 'stray-writes.json')));
  expect(stray.totals.violations).toBe(results.tasks.reduce((n, t) => n + t.stray_writes.length, 0));

  const bench = EvalMagicBenchmarkSchema.parse(await readJson(join(iteration, 'benchmark.json')));
  expect(bench).toMatchObject({ mode: 'new-skill', conditions_compared: ['with_skill', 'without_skill'], missing_gradings: 0 });
  expect(bench.delta.direction).toBe('with_skill - without_skill');
  const treated = results.tasks.filter((t) => t.condition === 'with_skill');
  expect(bench.run_summary.with_skill!.pass_rate.n).toBe(treated.length);
  // The invocation rate counts the runs with a skill_invoked check, negative cases (the skill should not load) left out.
  const counted = treated.filter((t) => t.skill_should_trigger !== false && t.checks.some((c) => c.type === 'skill_invoked'));
  expect(bench.run_summary.with_skill!.skill_invocation_n).toBe(counted.length);
  const invoked = counted.filter((t) => t.checks.find((c) => c.type === 'skill_invoked')!.passed).length;
  expect(bench.run_summary.with_skill!.skill_invocation_rate).toBeCloseTo(invoked / counted.length, 3);
  expect(bench.run_summary.without_skill!.skill_invocation_n).toBeUndefined();
  // Pass counts per check and condition equal our own tasks' check results.
  for (const id of evals) {
    for (const [checkName, byCondition] of Object.entries(bench.assertions[id] ?? {})) {
      for (const [condition, cell] of Object.entries(byCondition)) {
        const checks = results.tasks
          .filter((t) => evalId(t) === id && t.condition === condition)
          .flatMap((t) => t.checks.filter((c) => c.name === checkName));
        expect(cell, `${id}: ${checkName} ${condition}`).toEqual({ passed: checks.filter((c) => c.passed).length, n: checks.length });
      }
    }
  }
  const tokens = treated.map((t) => t.tokens!);
  expect(bench.run_summary.with_skill!.total_tokens.mean).toBe(Math.round(tokens.reduce((a, b) => a + b, 0) / tokens.length));
}
