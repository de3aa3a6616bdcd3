import { describe, expect, it } from 'vitest';
import { falseTriggers, normalizedGain, pooledEffects, summarize, totals } from '../../src/suite/aggregate.js';
import type { TaskResult } from '../../src/results/schema.js';
import { parseTranscriptFile } from '../../src/transcript/index.js';
import { arm, taskResult } from '../helpers/task-result.js';
import { eventsPath } from '../transcript/captures.js';

function task(
  caseId: string,
  condition: TaskResult['condition'],
  repeat: number,
  status: TaskResult['status'],
  tokens: number | null,
  extra: Partial<TaskResult> = {},
): TaskResult {
  return taskResult(caseId, condition, repeat, {
    status,
    tokens,
    cost: tokens === null ? null : tokens / 1e6,
    agent_ms: tokens === null ? null : tokens / 10,
    cline_ms: tokens === null ? null : tokens / 5,
    task_ms: tokens ?? 1,
    ...extra,
  });
}

const chk = (name: string, passed: boolean) => ({ name, type: 'final_text', passed, evidence: '', judge: null });

describe('summarize', () => {
  it('gives pass rates with Wilson intervals, the delta with its Newcombe interval and Fisher p, and means with t intervals', () => {
    const tasks = [
      task('c', 'with_skill', 1, 'passed', 100, { skill_invoked: true }),
      task('c', 'with_skill', 2, 'passed', 300, { skill_invoked: false }),
      task('c', 'without_skill', 1, 'passed', 50),
      task('c', 'without_skill', 2, 'failed', 50),
    ];
    const [withSkill, without] = summarize(tasks);
    expect(withSkill).toMatchObject({
      case_id: 'c',
      condition: 'with_skill',
      role: 'treatment',
      control: 'without_skill',
      tasks: 2,
      passed: 2,
      pass_rate: 1,
      delta: 0.5,
      flaky: false,
      skill_invocation_rate: 0.5,
    });
    expect(withSkill!.pass_rate_ci.map((x) => Number(x.toFixed(3)))).toEqual([0.342, 1]);
    // Fisher 2/2 vs 1/2: p = 1.
    expect(withSkill!.p_value).toBeCloseTo(1, 10);
    expect(withSkill!.delta_ci![0]).toBeLessThan(0);
    // t(0.975, 1) = 12.706: 200 ± 12.706 · 100.
    expect(withSkill!.tokens!.mean).toBe(200);
    // Its lower end, −1071, is cut at 0: tokens are never negative.
    expect(withSkill!.tokens!.ci!.map((x) => Math.round(x))).toEqual([0, 1471]);
    expect(withSkill!.cost!.mean).toBeCloseTo(0.0002, 12);
    expect(withSkill!.agent_ms!.mean).toBe(20);
    expect(without).toMatchObject({
      condition: 'without_skill',
      role: 'control',
      pass_rate: 0.5,
      delta: null,
      delta_ci: null,
      p_value: null,
      flaky: true,
      skill_invocation_rate: null,
    });
    expect(totals(tasks)).toEqual({
      tasks: 4,
      passed: 3,
      failed: 1,
      errored: 0,
      treatment: { tasks: 2, passed: 2, failed: 0, errored: 0 },
      control: { tasks: 2, passed: 1, failed: 1, errored: 0 },
    });
  });

  it('gives each check its own pass rate over the tasks it ran in', () => {
    const [arm] = summarize([
      task('c', 'with_skill', 1, 'failed', 1, { checks: [chk('a', true), chk('b', false)] }),
      task('c', 'with_skill', 2, 'passed', 1, { checks: [chk('a', true), chk('b', true)] }),
      task('c', 'with_skill', 3, 'error', 1, { checks: [] }),
    ]);
    expect(arm!.checks.map((c) => [c.name, c.runs, c.passed, c.pass_rate])).toEqual([
      ['a', 2, 2, 1],
      ['b', 2, 1, 0.5],
    ]);
    expect(arm!.flaky).toBe(true);
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

  it('leaves tasks whose run reported no usage out of the token and cost means, and counts them in a warning', async () => {
    // Real streams: realistic-fix finished; timeout-hang was killed while the model hung, with no usage and no run_result.
    const finished = await parseTranscriptFile(eventsPath('realistic-fix'));
    const hung = await parseTranscriptFile(eventsPath('timeout-hang'));
    expect(hung.total_tokens).toBeNull();
    // As suite run fills a task from its transcript.
    const fromRun = (repeat: number, t: typeof finished, status: TaskResult['status']) =>
      task('c', 'with_skill', repeat, status, t.total_tokens, { cost: t.tokens.cost, dispatch_status: status === 'timed_out' ? 'timed_out' : 'completed' });
    const [arm] = summarize([fromRun(1, finished, 'passed'), fromRun(2, hung, 'timed_out'), fromRun(3, finished, 'passed')]);
    expect(finished.total_tokens).toBeGreaterThan(0);
    expect(arm!.tokens!.mean).toBe(finished.total_tokens);
    expect(arm!.tokens!.n).toBe(2);
    expect(arm!.cost!.n).toBe(2);
    expect(arm!.validity_warnings).toEqual(['1 task timed out', '1 task reported no token usage (left out of the token and cost means)']);
    // A task that never reached cline is an error already; it is not counted again here.
    const [notRun] = summarize([task('c', 'with_skill', 1, 'error', null, { dispatch_status: 'not_run' })]);
    expect(notRun!.validity_warnings).toEqual(['1 task ended in error']);
  });

  it('pools the per-case deltas with a reproducible bootstrap interval over cases', () => {
    const tasks = ['a', 'b', 'c', 'd'].flatMap((id, i) => [
      task(id, 'with_skill', 1, 'passed', 1),
      task(id, 'without_skill', 1, i % 2 ? 'passed' : 'failed', 1),
    ]);
    const pooled = pooledEffects(summarize(tasks));
    expect(pooled).toHaveLength(1);
    expect(pooled[0]).toMatchObject({ condition: 'with_skill', cases: 4, delta: 0.5 });
    expect(pooled[0]!.delta_ci![0]).toBeLessThan(0.5);
    expect(pooled[0]!.delta_ci![1]).toBeGreaterThan(0.5);
    expect(pooledEffects(summarize(tasks))).toEqual(pooled);
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

describe('means of non-negative quantities', () => {
  it('cut a t interval that would reach below 0 at 0 (durations, tokens, cost)', () => {
    const tasks = [taskResult('c', 'with_skill', 1, { task_ms: 1, tokens: 1 }), taskResult('c', 'with_skill', 2, { task_ms: 1000, tokens: 1000 })];
    const [arm] = summarize(tasks);
    // The plain t interval of [1, 1000] is 500.5 ± 6346.9: its lower end would be far below 0.
    expect(arm!.task_ms!.ci![0]).toBe(0);
    expect(arm!.task_ms!.ci![1]).toBeCloseTo(500.5 + 12.706204736174698 * (999 / Math.SQRT2) / Math.SQRT2, 6);
    expect(arm!.tokens!.ci![0]).toBe(0);
  });
});

describe('negative cases, normalized gain and the false-trigger rate', () => {
  const negative = { skill_should_trigger: false };
  const tasks = [
    ...arm('fixes', 'with_skill', 3, 3),
    ...arm('fixes', 'without_skill', 1, 3),
    ...arm('asks', 'with_skill', 2, 2),
    ...arm('asks', 'without_skill', 0, 2),
    // A negative case: both arms pass (the skill stays out), Δ 0 by design; the skill loaded in 1 of 3 runs.
    ...arm('explain', 'with_skill', 3, 3, negative).map((t, i) => ({ ...t, skill_invoked: i === 0 })),
    ...arm('explain', 'without_skill', 3, 3, negative),
  ];
  const summaries = summarize(tasks);

  it('gives each treatment Δ / (1 − control pass rate), null when the control passed every run', () => {
    const gain = (caseId: string) => summaries.find((s) => s.case_id === caseId && s.condition === 'with_skill')!.normalized_gain;
    // fixes: Δ = 1 − 1/3 = 2/3 over the room 2/3 → 1; asks: 1 / 1.
    expect(gain('fixes')).toBeCloseTo(1, 12);
    expect(gain('asks')).toBe(1);
    expect(gain('explain')).toBeNull();
    expect(normalizedGain(-0.25, 0.5)).toBe(-0.5);
    expect(summaries.find((s) => s.case_id === 'fixes' && s.condition === 'without_skill')!.normalized_gain).toBeNull();
  });

  it('pools only the cases where the skill should load, and its gain over their mean control rate', () => {
    const [pooled] = pooledEffects(summaries);
    expect(pooled!.cases).toBe(2);
    // (2/3 + 1) / 2 = 5/6; the controls' mean pass rate (1/3 + 0) / 2 = 1/6; gain (5/6) / (5/6) = 1.
    expect(pooled!.delta).toBeCloseTo(5 / 6, 12);
    expect(pooled!.normalized_gain).toBeCloseTo(1, 12);
    expect(summaries.find((s) => s.case_id === 'explain' && s.condition === 'with_skill')!.skill_should_trigger).toBe(false);
  });

  it('reports the negative cases as a false-trigger rate with its Wilson interval', () => {
    // Wilson 1/3 at 95%: [0.0615, 0.7923] (scipy.stats.binomtest(1, 3).proportion_ci(method="wilson")).
    const [f] = falseTriggers(tasks);
    expect(f).toMatchObject({ condition: 'with_skill', model: null, cases: 1, tasks: 3, triggered: 1 });
    expect(f!.rate).toBeCloseTo(1 / 3, 12);
    expect(f!.rate_ci[0]).toBeCloseTo(0.0615, 4);
    expect(f!.rate_ci[1]).toBeCloseTo(0.7923, 4);
    expect(falseTriggers(tasks.filter((t) => t.case_id !== 'explain'))).toEqual([]);
  });
});
