import { InputError } from '../errors.js';
import type { Suite } from './load.js';
import type { Condition } from '../results/schema.js';
import { repeatBounds, type RepeatBounds } from './sequential.js';
import { caseRunsOn, selectModels } from './models.js';

/** One run of one case under one condition on one model. */
export interface PlannedTask {
  /** `<case>/<condition>/r<repeat>`, or `<case>/<model>/<condition>/r<repeat>` with `[[model]]` tables; also the artifacts' relative folder. */
  id: string;
  caseIndex: number;
  caseId: string;
  condition: Condition;
  /** The model's name (a `[model]` table's id). */
  model: string;
  /** 1-based. */
  repeat: number;
}

export interface PlanOptions {
  /** Overrides every case's repeat count. */
  repeat?: number;
  /** A regular expression matched against `<case>/<condition>`. */
  filter?: string;
  /** `--only-model`: the names of the models to run (default: all). */
  onlyModels?: string[];
  shard?: { index: number; count: number };
}

/** Parses `I/N` (1-based). */
export function parseShard(text: string): { index: number; count: number } {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) throw new InputError(`--shard ${text}: expected I/N with 1 ≤ I ≤ N, e.g. 2/4`);
  return { index, count };
}

/**
 * Every task of the suite in a fixed order (case, repeat, model, condition), after
 * each case's `models`, `filter`, `onlyModels` and `repeat`, before sharding. Conditions of one repeat and model stay next
 * to each other so that the arms of a comparison run close together in time.
 */
export function planAll(suite: Suite, options: Omit<PlanOptions, 'shard'> = {}): PlannedTask[] {
  let filter: RegExp | null = null;
  if (options.filter) {
    try {
      filter = new RegExp(options.filter);
    } catch (err) {
      throw new InputError(`--filter ${options.filter}: ${(err as Error).message}`);
    }
  }
  const models = selectModels(suite.models, options.onlyModels);
  const all: PlannedTask[] = [];
  suite.cases.forEach((c, caseIndex) => {
    // Sequential repeats plan every task up to max; the schedule stops a case early.
    const repeats = caseRepeat(suite, caseIndex, options.repeat).max;
    for (let repeat = 1; repeat <= repeats; repeat++) {
      // A case's `models` keeps it off the others.
      for (const { name: model } of models.filter((m) => caseRunsOn(c, m.name))) {
        for (const condition of c.conditions) {
          const id = suite.matrix ? `${c.id}/${model}/${condition}/r${repeat}` : `${c.id}/${condition}/r${repeat}`;
          all.push({ id, caseIndex, caseId: c.id, condition, model, repeat });
        }
      }
    }
  });
  if (options.onlyModels?.length && all.length === 0) {
    throw new InputError(`--only-model ${options.onlyModels.join(', ')}: no case of ${suite.file} runs on it (see each case's models)`);
  }
  const kept = filter ? all.filter((t) => filter!.test(`${t.caseId}/${t.condition}`)) : all;
  if (filter && kept.length === 0) throw new InputError(`--filter ${options.filter} matches no case/condition of ${suite.file}`);
  return kept;
}

/** A case's repeat bounds: `--repeat N` fixes N rounds; else the case's own `repeat`, else the suite's. */
export function caseRepeat(suite: Suite, caseIndex: number, override?: number): RepeatBounds {
  if (override !== undefined) return { min: override, max: override };
  const c = suite.cases[caseIndex]!;
  return repeatBounds(c.repeat ?? suite.repeat);
}

/** The case a task id (`<case>/<condition>/r<repeat>`) belongs to; case ids have no slash. */
export function caseOfTaskId(id: string): string {
  return id.slice(0, id.indexOf('/'));
}

/**
 * Which shard (1-based) runs each case. Whole cases go to one shard, with all
 * their models, so every arm, repeat and model of a case runs on the same machine. Largest cases
 * first, each to the least loaded shard (the lowest index on a tie), which
 * balances the planned task counts. Deterministic for a given plan.
 */
export function assignShards(taskIds: readonly string[], count: number): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const id of taskIds) sizes.set(caseOfTaskId(id), (sizes.get(caseOfTaskId(id)) ?? 0) + 1);
  const load = Array.from({ length: count }, () => 0);
  const shardOf = new Map<string, number>();
  // Array sort is stable: equal sizes keep the suite's case order.
  for (const [caseId, size] of [...sizes].sort((a, b) => b[1] - a[1])) {
    const index = load.indexOf(Math.min(...load));
    load[index]! += size;
    shardOf.set(caseId, index + 1);
  }
  return shardOf;
}

/** This run's tasks: the whole plan, or the cases of one shard of it. */
export function planTasks(suite: Suite, options: PlanOptions = {}): PlannedTask[] {
  const all = planAll(suite, options);
  const shard = options.shard;
  if (!shard) return all;
  const shardOf = assignShards(
    all.map((t) => t.id),
    shard.count,
  );
  return all.filter((t) => shardOf.get(t.caseId) === shard.index);
}
