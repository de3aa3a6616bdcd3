import { describe, expect, it } from 'vitest';
import { summarize } from '../../src/suite/aggregate.js';
import { resolveGate } from '../../src/suite/gate.js';
import { classifyRegression, regressionRule } from '../../src/suite/regression.js';
import { arm } from '../helpers/task-result.js';

/*
 * Reference bounds: Newcombe's hybrid score interval built from scipy 1.17.1's Wilson intervals
 * (scipy.stats.binomtest(x, n).proportion_ci(method='wilson')), combined by square-and-add in Python:
 *   2/2 − 0/2: [0.06998519885519949, 1]
 *   10/10 − 10/10: [−0.27753279986288915, 0.27753279986288915]
 *   20/20 − 20/20: upper 0.16112515805281924; 35/35 − 35/35: upper 0.0989 (the first n whose upper bound is ≤ 0.1)
 */
describe('classifyRegression', () => {
  it('calls a 2/2 → 0/2 collapse regressed under max_regression 0.1: the drop of 100 pp exceeds 10 pp and its interval excludes 0', () => {
    const r = classifyRegression({ passed: 2, tasks: 2 }, { passed: 0, tasks: 2 }, 0.1, 0.95);
    expect(r.outcome).toBe('regressed');
    expect(r.drop).toBe(1);
    expect(r.ci[0]).toBeCloseTo(0.06998519885519949, 12);
  });

  it('calls equal pass rates held only when the interval rules out a drop beyond the threshold', () => {
    expect(classifyRegression({ passed: 10, tasks: 10 }, { passed: 10, tasks: 10 }, 0.1, 0.95).outcome).toBe('inconclusive');
    const wide = classifyRegression({ passed: 10, tasks: 10 }, { passed: 10, tasks: 10 }, 0.3, 0.95);
    expect(wide.outcome).toBe('held');
    expect(wide.ci[1]).toBeCloseTo(0.27753279986288915, 12);
    expect(classifyRegression({ passed: 35, tasks: 35 }, { passed: 35, tasks: 35 }, 0.1, 0.95).outcome).toBe('held');
    expect(classifyRegression({ passed: 34, tasks: 34 }, { passed: 34, tasks: 34 }, 0.1, 0.95).outcome).toBe('inconclusive');
  });

  it('keeps a drop whose point estimate is within the threshold out of "regressed" even when the interval excludes 0', () => {
    // 100/100 → 95/100: drop 5 pp, significant, but within a max_regression of 10 pp.
    const r = classifyRegression({ passed: 100, tasks: 100 }, { passed: 95, tasks: 100 }, 0.1, 0.95);
    expect(r.ci[0]).toBeGreaterThan(0);
    expect(r.outcome).not.toBe('regressed');
  });

  it('compares point estimates at confidence 0', () => {
    expect(classifyRegression({ passed: 2, tasks: 2 }, { passed: 1, tasks: 2 }, 0.1, 0).outcome).toBe('regressed');
    expect(classifyRegression({ passed: 2, tasks: 2 }, { passed: 2, tasks: 2 }, 0.1, 0).outcome).toBe('held');
  });
});

describe('regressionRule', () => {
  it('prints the outcome with the rule and threshold beside it', () => {
    const [base] = summarize(arm('c', 'with_skill', 2, 2));
    const [next] = summarize(arm('c', 'with_skill', 0, 2));
    const rule = regressionRule(next!, base!, resolveGate({ max_regression: 0.1 }, undefined), 0.1);
    expect(rule).toMatchObject({ passed: false, outcome: 'regressed', threshold: 0.1 });
    expect(rule.message).toBe(
      'max_regression +10 pp: pass rate 100% → 0%, drop +100 pp [+7, +100] (95% Newcombe interval): ' +
        'regressed (the drop exceeds +10 pp and its interval excludes no change)',
    );
  });
});
