import { describe, expect, it } from 'vitest';
import { resolveGate } from '../../src/suite/gate.js';
import { lookConfidence, repeatBounds, stopDecision, type ArmTally } from '../../src/suite/sequential.js';
import { TaskQueue } from '../../src/suite/schedule.js';
import type { PlannedTask } from '../../src/suite/plan.js';
import { taskResult } from '../helpers/task-result.js';

const SEQ = { min: 2, max: 12 };
const arm = (passed: number, tasks: number, control: [number, number] | null, invalid = 0): ArmTally => ({
  condition: 'with_skill',
  passed,
  tasks,
  invalid,
  control: control && { passed: control[0], tasks: control[1] },
});

describe('lookConfidence', () => {
  it('spends the gate\'s α linearly over the rounds and sums to it', () => {
    expect(lookConfidence(0.95, SEQ, 2)).toBeCloseTo(1 - (0.05 * 2) / 12, 12);
    expect(lookConfidence(0.95, SEQ, 7)).toBeCloseTo(1 - 0.05 / 12, 12);
    let spent = 0;
    for (let r = SEQ.min; r <= SEQ.max; r++) spent += 1 - lookConfidence(0.95, SEQ, r);
    expect(spent).toBeCloseTo(0.05, 12);
    // A fixed count has one look at the gate's own confidence.
    expect(lookConfidence(0.95, repeatBounds(3), 3)).toBe(0.95);
  });
});

describe('stopDecision', () => {
  const gate = resolveGate({ min_delta: 0.2 }, undefined);

  it('runs on while the decision is open and stops a clear effect once the spent-α lower bound clears min_delta', () => {
    const rounds = (n: number) => stopDecision('c', gate, SEQ, n, [arm(n, n, [0, n])]);
    expect(rounds(2)).toBeNull();
    expect(rounds(6)).toBeNull();
    const stop = rounds(7)!;
    expect(stop).toMatchObject({ case_id: 'c', rounds: 7, reason: 'gate_holds', min: 2, max: 12 });
    expect(stop.message).toMatch(/^stopped after 7 of at most 12 rounds: every treatment's min_delta lower bound at 99\.58%/);
  });

  it('stops as failed once min_pass_rate or min_delta is out of reach, or a record is invalid', () => {
    expect(stopDecision('c', gate, SEQ, 2, [arm(1, 2, [0, 2])])).toMatchObject({ reason: 'gate_fails' });
    expect(stopDecision('c', gate, SEQ, 2, [arm(2, 2, [0, 2], 1)])?.message).toContain('invalid');
    // 10 of 11 controls passed: even 1/1 controls failing after would leave Δ's bound short of 0.2.
    const lax = resolveGate({ min_delta: 0.2, min_pass_rate: 0 }, undefined);
    expect(stopDecision('c', lax, SEQ, 11, [arm(11, 11, [10, 11])])).toMatchObject({ reason: 'gate_fails' });
  });

  it('without min_delta, stops once the effect\'s sign is settled, and at max otherwise', () => {
    const plain = resolveGate({}, undefined);
    expect(stopDecision('c', plain, SEQ, 3, [arm(3, 3, [0, 3])])).toBeNull();
    expect(stopDecision('c', plain, SEQ, 4, [arm(4, 4, [0, 4])])).toMatchObject({ reason: 'effect_settled' });
    expect(stopDecision('c', plain, SEQ, 11, [arm(11, 11, [11, 11])])).toBeNull();
    expect(stopDecision('c', plain, SEQ, 12, [arm(12, 12, [12, 12])])).toMatchObject({ reason: 'max_reached' });
  });
});

describe('TaskQueue', () => {
  const plan: PlannedTask[] = Array.from({ length: 12 }, (_, i) => i + 1).flatMap((repeat) =>
    (['with_skill', 'without_skill'] as const).map((condition) => ({
      id: `c/${condition}/r${repeat}`,
      caseIndex: 0,
      caseId: 'c',
      condition,
      model: 'default',
      repeat,
    })),
  );
  const policies = new Map([['c', { gate: resolveGate({}, undefined), bounds: SEQ }]]);

  it('releases min rounds, then one balanced round per look, and stops a clear effect before max', async () => {
    const queue = new TaskQueue(plan, policies);
    const ran: string[] = [];
    for (let t = await queue.next(); t; t = await queue.next()) {
      ran.push(t.id);
      queue.done(t, taskResult('c', t.condition, t.repeat, { status: t.condition === 'with_skill' ? 'passed' : 'failed' }));
    }
    expect(ran).toEqual(plan.slice(0, 8).map((t) => t.id));
    expect(queue.caseStops()).toEqual([expect.objectContaining({ case_id: 'c', rounds: 4, reason: 'effect_settled' })]);
  });

  it('makes a second worker wait for the round to finish, never running ahead of a look', async () => {
    const queue = new TaskQueue(plan, policies);
    const a = (await queue.next())!;
    const b = (await queue.next())!;
    const c = (await queue.next())!;
    const d = (await queue.next())!;
    expect([a, b, c, d].map((t) => t.repeat)).toEqual([1, 1, 2, 2]);
    let fifth: PlannedTask | null | undefined;
    const waiting = queue.next().then((t) => (fifth = t));
    for (const t of [a, b, c]) queue.done(t, taskResult('c', t.condition, t.repeat));
    await Promise.resolve();
    expect(fifth).toBeUndefined();
    queue.done(d, taskResult('c', d.condition, d.repeat));
    await waiting;
    expect(fifth?.id).toBe('c/with_skill/r3');
  });
});

describe('a shard\'s exit code', () => {
  it('is never a gate failure: the part is judged once, at the merge', async () => {
    const { suiteExitCode } = await import('../../src/suite/suite.js');
    const failed = { tasks: [taskResult('c', 'with_skill', 1)], gate: { passed: false, verdicts: [] } };
    expect(suiteExitCode({ ...failed, shard: null } as never)).toBe(1);
    expect(suiteExitCode({ ...failed, shard: { index: 1, count: 2 } } as never)).toBe(0);
  });
});
