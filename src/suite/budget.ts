/**
 * `--max-tokens` and `--max-cost`: a run stops starting tasks once what its
 * finished tasks spent (the agent's and the judges' tokens and cost) reaches a
 * limit; running tasks finish. A task whose usage cline did not report counts
 * as zero: the budget can only be as exact as the usage it is told.
 */
import type { SuiteResults, TaskResult } from '../results/schema.js';

export interface BudgetLimits {
  maxTokens?: number;
  maxCost?: number;
}

export class Budget {
  private tokens = 0;
  private cost = 0;
  constructor(private readonly limits: BudgetLimits) {}

  /** Counts a finished task's spending (a reused task spent nothing in this run). */
  spend(task: TaskResult): void {
    this.tokens += (task.tokens ?? 0) + (task.judge_tokens ?? 0);
    this.cost += (task.cost ?? 0) + task.judge_cost;
  }

  /** The limit reached, as the results record it (e.g. "max_tokens 5000: 5230 spent"); null while under both. */
  reached(): string | null {
    const { maxTokens, maxCost } = this.limits;
    if (maxTokens !== undefined && this.tokens >= maxTokens) return `max_tokens ${maxTokens}: ${this.tokens} spent`;
    if (maxCost !== undefined && this.cost >= maxCost) return `max_cost ${maxCost}: ${this.cost.toFixed(4)} spent`;
    return null;
  }
}

/** What a plan is expected to spend, from the tasks of a previous run. */
export interface SpendEstimate {
  tokens: number;
  cost: number;
  /** Planned tasks with no measured task of their case and condition in the previous run (counted at the run's overall mean). */
  unmeasured: number;
  /** Planned tasks estimated. */
  tasks: number;
}

/**
 * Each planned task at the mean spend (agent and judges) of its case and condition in `previous`, or at the previous run's
 * overall mean when that arm has no task with reported usage.
 */
export function estimateSpend(planned: readonly { caseId: string; condition: string }[], previous: SuiteResults): SpendEstimate {
  const measured = previous.tasks.filter((t) => t.tokens !== null);
  const spendOf = (ts: readonly TaskResult[]) => ({
    tokens: ts.reduce((n, t) => n + (t.tokens ?? 0) + (t.judge_tokens ?? 0), 0) / ts.length,
    cost: ts.reduce((n, t) => n + (t.cost ?? 0) + t.judge_cost, 0) / ts.length,
  });
  const overall = measured.length ? spendOf(measured) : { tokens: 0, cost: 0 };
  const estimate: SpendEstimate = { tokens: 0, cost: 0, unmeasured: 0, tasks: planned.length };
  for (const task of planned) {
    const arm = measured.filter((t) => t.case_id === task.caseId && t.condition === task.condition);
    if (!arm.length) estimate.unmeasured++;
    const spend = arm.length ? spendOf(arm) : overall;
    estimate.tokens += spend.tokens;
    estimate.cost += spend.cost;
  }
  return estimate;
}
