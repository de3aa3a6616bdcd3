import { describe, expect, it } from 'vitest';
import { summarize } from '../../src/suite/aggregate.js';
import { compareResults, comparisonFails } from '../../src/suite/compare.js';
import { evaluateGates, inconclusiveRules, resolveGate, verdictMessage } from '../../src/suite/gate.js';
import type { SuiteResults, TaskResult } from '../../src/results/schema.js';
import { arm } from '../helpers/task-result.js';

describe('resolveGate', () => {
  it('fills defaults and lets a case override the suite field by field', () => {
    expect(resolveGate({}, undefined)).toEqual({
      min_pass_rate: 1,
      min_delta: null,
      confidence: 0.95,
      max_regression: null,
      on_inconclusive: 'warn',
      min_win_rate: null,
    });
    expect(resolveGate({ min_delta: 0.2, min_pass_rate: 0.8 }, { min_delta: 0.1 })).toEqual({
      min_pass_rate: 0.8,
      min_delta: 0.1,
      confidence: 0.95,
      max_regression: null,
      on_inconclusive: 'warn',
      min_win_rate: null,
    });
  });
});

describe('evaluateGates', () => {
  const gates = (g: Parameters<typeof resolveGate>[0]) => ({ c: resolveGate(g, undefined) });

  it('ignores control-arm failures and judges only treatments', () => {
    const gate = evaluateGates(summarize([...arm('c', 'with_skill', 3, 3), ...arm('c', 'without_skill', 0, 3)]), gates({}));
    expect(gate.passed).toBe(true);
    expect(gate.verdicts.map((v) => v.condition)).toEqual(['with_skill']);
  });

  it('compares min_delta with the lower bound of the interval, or with the point estimate at confidence 0', () => {
    const s = summarize([...arm('c', 'with_skill', 3, 3), ...arm('c', 'without_skill', 0, 3)]);
    // Newcombe 3/3 − 0/3: lower bound 0.2059.
    const strict = evaluateGates(s, gates({ min_delta: 0.3 }));
    expect(strict.passed).toBe(false);
    const rule = strict.verdicts[0]!.rules.find((r) => r.rule === 'min_delta')!;
    expect(rule.value).toBeCloseTo(0.2059, 3);
    expect(rule.message).toMatch(/^min_delta \+30 pp: Δ \+100 pp \[\+21, \+100\] at 95%, lower bound \+21 pp < \+30 pp$/);
    expect(evaluateGates(s, gates({ min_delta: 0.2 })).passed).toBe(true);
    expect(evaluateGates(s, gates({ min_delta: 0.3, confidence: 0 })).passed).toBe(true);
  });

  it('fails the comparison when a task of the treatment or its control is invalid, even when every number would hold', () => {
    const control = arm('c', 'without_skill', 0, 3);
    // A skill that reached the control arm makes that arm's record untrustworthy: the delta means nothing.
    control[0] = { ...control[0]!, status: 'invalid', validity_errors: ['the control arm was offered the skills tool'] };
    const gate = evaluateGates(summarize([...arm('c', 'with_skill', 3, 3), ...control]), gates({ min_delta: 0 }));
    expect(gate.passed).toBe(false);
    expect(gate.verdicts[0]!.rules.map((r) => [r.rule, r.passed])).toEqual([
      ['valid_records', false],
      ['min_pass_rate', true],
      ['min_delta', true],
    ]);
    expect(gate.verdicts[0]!.rules[0]!.message).toBe('valid_records: 1 task(s) of this comparison are invalid (see validity_errors)');
  });

  it('fails min_pass_rate below the point estimate and min_delta without a control arm', () => {
    const gate = evaluateGates(summarize(arm('c', 'with_skill', 2, 3)), gates({ min_pass_rate: 0.7, min_delta: 0 }));
    expect(gate.verdicts[0]!.rules.map((r) => [r.rule, r.passed])).toEqual([
      ['min_pass_rate', false],
      ['min_delta', false],
    ]);
    expect(gate.verdicts[0]!.rules[1]!.message).toContain('runs no control arm');
  });

  it('applies max_regression against a baseline: regressed fails, inconclusive warns (or fails with on_inconclusive = "fail")', () => {
    const base = summarize(arm('c', 'with_skill', 10, 10));
    const now = summarize(arm('c', 'with_skill', 2, 10));
    const gate = evaluateGates(now, gates({ min_pass_rate: 0, max_regression: 0.1 }), base);
    const rule = gate.verdicts[0]!.rules.find((r) => r.rule === 'max_regression')!;
    expect(rule).toMatchObject({ passed: false, outcome: 'regressed', value: 0.8 });
    const base3 = summarize(arm('c', 'with_skill', 3, 3));
    // A small drop on few tasks is within the noise: the comparison cannot tell, and says so.
    const noisy = (on_inconclusive?: 'warn' | 'fail') =>
      evaluateGates(summarize(arm('c', 'with_skill', 2, 3)), gates({ min_pass_rate: 0, max_regression: 0, on_inconclusive }), base3);
    expect(noisy().passed).toBe(true);
    expect(inconclusiveRules(noisy().verdicts[0]!)).toHaveLength(1);
    expect(verdictMessage(noisy().verdicts[0]!)).toMatch(/gate holds, with a WARNING: max_regression ±0 pp: .*INCONCLUSIVE/);
    expect(noisy('fail').passed).toBe(false);
  });
});

describe('compareResults', () => {
  function results(tasks: TaskResult[]): SuiteResults {
    const conditions = summarize(tasks);
    return { conditions, gates: { c: resolveGate({}, undefined) } } as unknown as SuiteResults;
  }

  it('reports per-arm changes with intervals and p-values, added and removed cases, and regressions', () => {
    const base = results([...arm('c', 'with_skill', 10, 10), ...arm('gone', 'with_skill', 1, 1)]);
    const next = results([...arm('c', 'with_skill', 0, 10), ...arm('new', 'with_skill', 1, 1)]);
    const cmp = compareResults(base, next, { base: 'main', new: 'pr' });
    expect(cmp.arms).toHaveLength(1);
    expect(cmp.arms[0]).toMatchObject({ case_id: 'c', base_pass_rate: 1, new_pass_rate: 0, change: -1 });
    // Fisher 0/10 vs 10/10.
    expect(cmp.arms[0]!.p_value).toBeCloseTo(1.0825e-5, 8);
    expect(cmp.cases_added).toEqual(['new']);
    expect(cmp.cases_removed).toEqual(['gone']);
    expect(cmp.regressions.map((r) => r.case_id)).toEqual(['c']);
    expect(cmp.outcomes).toEqual([expect.objectContaining({ case_id: 'c', outcome: 'regressed', threshold: 0, fails: true })]);
    expect(comparisonFails(cmp)).toBe(true);
  });
});
