/** One sequential unit: a case on one model (each model's arms are looked at, and stop, on their own). */
function unitOf(t: Pick<PlannedTask, 'caseId' | 'model'>): string {
  return `${t.caseId}\u0000${t.model}`;
}

/**
 * The order tasks run in. Cases with a fixed repeat count release every task at
 * once; a case with sequential repeats releases its first `min` rounds, then one
 * balanced round (every condition once) at a time, each only after the look at
 * the previous round said to go on. Workers take the earliest ready task in plan
 * order and wait while a case's next round depends on tasks still running.
 */
import { CONTROL_OF, type CaseStop, type ResolvedGate, type TaskResult } from '../results/schema.js';
import type { PlannedTask } from './plan.js';
import { isSequential, stopDecision, type ArmTally, type RepeatBounds } from './sequential.js';

export interface CasePolicy {
  gate: ResolvedGate;
  bounds: RepeatBounds;
}

export class TaskQueue {
  private readonly ready = new Set<PlannedTask>();
  /** Task ids handed out (running or done). */
  private readonly taken = new Set<string>();
  private readonly results = new Map<string, TaskResult[]>();
  private readonly stops = new Map<string, CaseStop>();
  /** Tasks handed out and not yet done. */
  private running = 0;
  private waiters: (() => void)[] = [];

  constructor(
    private readonly tasks: readonly PlannedTask[],
    private readonly policies: ReadonlyMap<string, CasePolicy>,
    private readonly signal?: AbortSignal,
  ) {
    for (const t of tasks) {
      const policy = policies.get(t.caseId);
      if (!policy || !isSequential(policy.bounds) || t.repeat <= policy.bounds.min) this.ready.add(t);
    }
    signal?.addEventListener('abort', () => this.wake(), { once: true });
  }

  /** The next task to run, waiting while one may still be released; null when nothing more will run. */
  async next(): Promise<PlannedTask | null> {
    for (;;) {
      if (this.signal?.aborted) return null;
      const task = this.tasks.find((t) => this.ready.has(t));
      if (task) {
        this.ready.delete(task);
        this.taken.add(task.id);
        this.running++;
        return task;
      }
      if (this.running === 0) return null;
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  /** Records a finished task; when it completes a round of a sequential case, looks at the case and releases or stops. */
  done(task: PlannedTask, result: TaskResult): CaseStop | null {
    this.running--;
    const unit = unitOf(task);
    const results = [...(this.results.get(unit) ?? []), result];
    this.results.set(unit, results);
    const stop = this.look(task, results);
    this.wake();
    return stop;
  }

  /** Gives back a task handed out that will not run (a budget stop): nothing more is released for it. */
  abandon(task: PlannedTask): void {
    this.running--;
    this.taken.delete(task.id);
    this.wake();
  }

  /** When and why each sequential case stopped. */
  caseStops(): CaseStop[] {
    return [...this.stops.values()];
  }

  private look(task: PlannedTask, results: readonly TaskResult[]): CaseStop | null {
    const unit = unitOf(task);
    const policy = this.policies.get(task.caseId);
    if (!policy || !isSequential(policy.bounds) || this.stops.has(unit)) return null;
    const mine = this.tasks.filter((t) => unitOf(t) === unit);
    const doneIds = new Set(results.map((r) => r.task_id));
    // The look happens once every task of every released round is done.
    const released = mine.filter((t) => this.taken.has(t.id) || this.ready.has(t));
    if (released.some((t) => !doneIds.has(t.id))) return null;
    const rounds = Math.max(...released.map((t) => t.repeat));
    const decision = stopDecision(task.caseId, policy.gate, policy.bounds, rounds, tallies(results));
    if (decision) {
      const stop = { ...decision, model: task.model };
      this.stops.set(unit, stop);
      return stop;
    }
    for (const t of mine) if (t.repeat === rounds + 1) this.ready.add(t);
    return null;
  }

  private wake(): void {
    const waiting = this.waiters;
    this.waiters = [];
    for (const resolve of waiting) resolve();
  }
}

/** Per treatment of one case: passes and tasks, invalid records in it or its control, and its control's tallies. */
function tallies(results: readonly TaskResult[]): ArmTally[] {
  const of = (condition: string) => results.filter((r) => r.condition === condition);
  const conditions = [...new Set(results.map((r) => r.condition))];
  return conditions.flatMap((condition) => {
    const control = CONTROL_OF[condition];
    if (!control) return [];
    const arm = of(condition);
    const ctl = of(control);
    return [
      {
        condition,
        passed: arm.filter((r) => r.status === 'passed').length,
        tasks: arm.length,
        invalid: [...arm, ...ctl].filter((r) => r.status === 'invalid').length,
        control: ctl.length ? { passed: ctl.filter((r) => r.status === 'passed').length, tasks: ctl.length } : null,
      },
    ];
  });
}
