/** The budget of `suite run --max-tokens/--max-cost`: what finished tasks spent, agent and judges, against each limit. */
import { describe, expect, it } from 'vitest';
import { Budget } from '../../src/suite/budget.js';
import { taskResult } from '../helpers/task-result.js';

describe('Budget', () => {
  it('is reached by cost, agent and judges together, once the spend meets --max-cost', () => {
    const budget = new Budget({ maxCost: 0.5 });
    budget.spend(taskResult('a', 'with_skill', 1, { tokens: 10_000, cost: 0.2, judge_cost: 0.1 }));
    expect(budget.reached()).toBeNull();
    budget.spend(taskResult('a', 'without_skill', 1, { tokens: 10_000, cost: 0.2, judge_cost: 0 }));
    expect(budget.reached()).toBe('max_cost 0.5: 0.5000 spent');
  });

  it('counts a task whose cost cline did not report as zero: a cost limit never stops such a run', () => {
    const budget = new Budget({ maxCost: 0.01 });
    for (let r = 1; r <= 5; r++) budget.spend(taskResult('a', 'with_skill', r, { cost: null }));
    expect(budget.reached()).toBeNull();
  });

  it('names the token limit when both are reached, and neither without limits', () => {
    const both = new Budget({ maxTokens: 100, maxCost: 0.1 });
    both.spend(taskResult('a', 'with_skill', 1, { tokens: 90, judge_tokens: 10, cost: 1 }));
    expect(both.reached()).toBe('max_tokens 100: 100 spent');
    const none = new Budget({});
    none.spend(taskResult('a', 'with_skill', 1, { tokens: 1e9, cost: 1e9 }));
    expect(none.reached()).toBeNull();
  });
});
