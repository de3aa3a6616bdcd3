import { InputError } from '../errors.js';
import type { Suite } from './load.js';
import type { Condition } from './schema.js';

/** One run of one case under one condition. */
export interface PlannedTask {
  /** `<case>/<condition>/r<repeat>`; also the artifacts' relative folder. */
  id: string;
  caseIndex: number;
  caseId: string;
  condition: Condition;
  /** 1-based. */
  repeat: number;
}

export interface PlanOptions {
  /** Overrides every case's repeat count. */
  repeat?: number;
  /** A regular expression matched against `<case>/<condition>`. */
  filter?: string;
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
 * Every task of the suite in a fixed order (case, repeat, condition), then
 * filtered and sharded. Conditions of one repeat stay next to each other so
 * that the arms of a comparison run close together in time.
 */
export function planTasks(suite: Suite, options: PlanOptions = {}): PlannedTask[] {
  let filter: RegExp | null = null;
  if (options.filter) {
    try {
      filter = new RegExp(options.filter);
    } catch (err) {
      throw new InputError(`--filter ${options.filter}: ${(err as Error).message}`);
    }
  }
  const all: PlannedTask[] = [];
  suite.cases.forEach((c, caseIndex) => {
    const repeats = options.repeat ?? c.repeat ?? suite.repeat;
    for (let repeat = 1; repeat <= repeats; repeat++) {
      for (const condition of c.conditions) {
        all.push({ id: `${c.id}/${condition}/r${repeat}`, caseIndex, caseId: c.id, condition, repeat });
      }
    }
  });
  const kept = filter ? all.filter((t) => filter!.test(`${t.caseId}/${t.condition}`)) : all;
  if (filter && kept.length === 0) throw new InputError(`--filter ${options.filter} matches no case/condition of ${suite.file}`);
  const shard = options.shard;
  return shard ? kept.filter((_, i) => i % shard.count === shard.index - 1) : kept;
}
