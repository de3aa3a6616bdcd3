import { describe, expect, it } from 'vitest';
import { summarize, totals } from '../../src/suite/aggregate.js';
import type { TaskResult } from '../../src/suite/schema.js';
import { stats } from '../../src/suite/stats.js';

function task(caseId: string, condition: TaskResult['condition'], repeat: number, status: TaskResult['status'], tokens: number, extra: Partial<TaskResult> = {}): TaskResult {
  return {
    task_id: `${caseId}/${condition}/r${repeat}`, case_id: caseId, condition, repeat, status, dispatch_status: 'completed',
    staged_skill: null, staged_description: null, checks: [], tokens, duration_ms: tokens / 10, wall_ms: 1, denials: {}, guard_denials: 0,
    shadows: [], stray_writes: [], warnings: [], error: null, artifacts: '/x',
    skill_should_trigger: true, diff: null, judge_tokens: 0, judge_cost: 0, judge_ms: 0, ...extra,
  };
}

describe('summarize', () => {
  it('gives pass rates over repeats, the delta against the baseline arm, and token statistics', () => {
    const tasks = [
      task('c', 'with_skill', 1, 'passed', 100),
      task('c', 'with_skill', 2, 'passed', 300),
      task('c', 'without_skill', 1, 'passed', 50),
      task('c', 'without_skill', 2, 'failed', 50),
    ];
    const [withSkill, without] = summarize(tasks);
    expect(withSkill).toMatchObject({ case_id: 'c', condition: 'with_skill', tasks: 2, passed: 2, pass_rate: 1, delta: 0.5 });
    expect(withSkill!.tokens).toEqual({ mean: 200, stddev: Math.sqrt(20000), min: 100, max: 300, n: 2 });
    expect(without).toMatchObject({ condition: 'without_skill', pass_rate: 0.5, delta: null });
    expect(totals(tasks)).toEqual({ tasks: 4, passed: 3, failed: 1, errored: 0 });
  });

  it('warns about timeouts, denials, shadows and stray writes in an arm', () => {
    const [summary] = summarize([
      task('c', 'new_skill', 1, 'timed_out', 10, { denials: { guard: 2, sandbox: 1 } }),
      task('c', 'new_skill', 2, 'passed', 10, { shadows: ['s in /home/u/.cline/skills/s'], stray_writes: ['#3 editor: /etc/x'] }),
    ]);
    expect(summary!.validity_warnings).toEqual([
      '1 task timed out',
      'denials: guard 2, sandbox 1',
      '1 task had a shadowing skill in another root',
      '1 task wrote (or tried to) outside the env',
    ]);
  });

  it('computes no statistics from no values', () => {
    expect(stats([])).toBeNull();
    expect(stats([5])).toEqual({ mean: 5, stddev: 0, min: 5, max: 5, n: 1 });
  });
});

describe('summary order', () => {
  it('keeps the cases in suite order and the conditions in canonical order', () => {
    const order = summarize([
      task('zeta', 'without_skill', 1, 'passed', 1),
      task('zeta', 'with_skill', 1, 'passed', 1),
      task('alpha', 'new_skill', 1, 'passed', 1),
      task('alpha', 'old_skill', 1, 'passed', 1),
    ]).map((s) => `${s.case_id}/${s.condition}`);
    expect(order).toEqual(['zeta/with_skill', 'zeta/without_skill', 'alpha/old_skill', 'alpha/new_skill']);
  });
});
