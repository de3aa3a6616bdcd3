import { describe, expect, it } from 'vitest';
import {
  EvalMagicBenchmarkSchema,
  EvalMagicGuardDenialsSchema,
  EvalMagicPermissionDenialsSchema,
  RESULT_LIMIT,
  benchmark,
  grading,
  guardDenials,
  permissionDenials,
  runRecord,
  type EvalMagicRunInput,
} from '../../src/eval-magic/index.js';
import { parseTranscriptFile } from '../../src/transcript/index.js';
import { eventsPath } from '../transcript/captures.js';

const NOW = '2026-11-30T00:00:00.000Z';

async function run(capture: string, fields: Partial<EvalMagicRunInput> = {}): Promise<EvalMagicRunInput> {
  return {
    evalId: 'e1',
    condition: 'with_skill',
    skillPath: '/skills/x/SKILL.md',
    prompt: 'p',
    files: [],
    transcript: await parseTranscriptFile(eventsPath(capture)),
    checks: [],
    guardLog: [],
    audit: null,
    ...fields,
  };
}

describe('eval-magic records from real captures', () => {
  it('run.json: ordinals from 0, results as strings, total tokens = input + output - cache read', async () => {
    const r = await run('reasoning-chunks');
    const record = runRecord(r);
    const t = r.transcript!;
    expect(record.total_tokens).toBe(t.tokens.input! + t.tokens.output! - t.tokens.cache_read!);
    const calls = runRecord(await run('read-files-forms')).tool_invocations;
    expect(calls.map((c) => c.ordinal)).toEqual(calls.map((_, i) => i));
    expect(calls.every((c) => c.result === null || typeof c.result === 'string')).toBe(true);
  });

  it('cuts a long result to about 2 KB with a marker', async () => {
    const r = await run('read-files');
    r.transcript!.tool_invocations[0]!.result = 'x'.repeat(RESULT_LIMIT + 500);
    const result = runRecord(r).tool_invocations[0]!.result!;
    expect(result.startsWith('x'.repeat(RESULT_LIMIT))).toBe(true);
    expect(result).toContain('500 more characters cut');
  });

  it('leaves run_index out of single-run cells', async () => {
    expect('run_index' in runRecord(await run('editor'))).toBe(false);
    expect(runRecord(await run('editor', { runIndex: 2 })).run_index).toBe(2);
  });

  it('permission-denials.json: every refusal with its input keys, none guard-attributed', async () => {
    const doc = EvalMagicPermissionDenialsSchema.parse(permissionDenials([await run('approval-refused'), await run('editor')], 1, NOW));
    expect(doc.total_denials).toBe(3);
    expect(doc.tasks).toHaveLength(1);
    expect(doc.tasks[0]).toMatchObject({ eval_id: 'e1', denial_count: 3, guard_attributed_count: 0 });
    expect(doc.tasks[0]!.denials[0]!.reason).toContain('requires approval');
  });

  it('guard-denials.json: the guard log with its targets and input keys, never the input values', async () => {
    const entry = {
      ts: NOW,
      tool: 'run_commands',
      tool_call_id: 'c1',
      reason: 'eval guard: write outside',
      target: '/etc/x',
      input: { commands: ['echo > /etc/x'] },
    };
    const doc = EvalMagicGuardDenialsSchema.parse(guardDenials([await run('editor', { guardLog: [entry] })], 1, NOW));
    expect(doc.tasks[0]!.denials).toEqual([
      { timestamp: NOW, harness: 'cline', tool: 'run_commands', reason: 'eval guard: write outside', resolved_targets: ['/etc/x'], input_keys: ['commands'] },
    ]);
  });

  it('grading.json: skill_invoked becomes the __skill_invoked meta check, out of the pass rate', async () => {
    const checks = [
      { name: 'loads it', type: 'skill_invoked', passed: false, evidence: 'no skills call' },
      { name: 'fixed', type: 'command', passed: true, evidence: 'exit 0' },
      { name: 'says so', type: 'final_text', passed: false, evidence: 'no match' },
    ];
    const g = grading(await run('editor', { checks }));
    expect(g.summary).toEqual({ passed: 1, failed: 1, total: 2, pass_rate: 0.5 });
    expect(g.assertion_results.map((a) => [a.id, a.grader])).toEqual([['fixed', 'command_check'], ['says so', 'transcript_check']]);
    expect(g.meta_results).toEqual([expect.objectContaining({ id: '__skill_invoked', passed: false })]);
    expect(g.meta_summary?.skill_invoked).toBe(false);
  });

  it('benchmark.json: population stats, a delta in the treatment - control direction, and warnings', async () => {
    const pass = { name: 'ok', type: 'final_text', passed: true, evidence: '' };
    const fail = { ...pass, passed: false };
    const runs = [
      await run('editor', { checks: [pass], runIndex: 1 }),
      await run('editor', { checks: [fail], runIndex: 2 }),
      await run('timeout-hang', { condition: 'without_skill', skillPath: null, checks: [fail] }),
    ];
    const b = EvalMagicBenchmarkSchema.parse(benchmark(runs, { compared: ['with_skill', 'without_skill'], generated: NOW, validityWarnings: ['ours'] }));
    expect(b.run_summary.with_skill!.pass_rate).toEqual({ mean: 0.5, stddev: 0.5, n: 2 });
    // A run without a token count is left out (n counts the available samples: 0 means unavailable, not zero).
    expect(b.run_summary.without_skill!.total_tokens.n).toBe(runs[2]!.transcript!.total_tokens === null ? 0 : 1);
    expect(b.delta).toMatchObject({ direction: 'with_skill - without_skill', pass_rate: 0.5 });
    expect(b.assertions).toEqual({ e1: { ok: { with_skill: { passed: 1, n: 2 }, without_skill: { passed: 0, n: 1 } } } });
    expect(b.validity_warnings[0]).toBe('ours');
    expect(b.validity_warnings.some((w) => w.includes('uneven run counts'))).toBe(true);
    expect(runs[2]!.transcript!.duration_ms).toBeNull(); // killed before run_result: no agent time either
    expect(b.run_summary.without_skill!.duration_ms.n).toBe(0);
    expect(b.validity_warnings.some((w) => w.includes("'without_skill' has incomplete timing samples"))).toBe(true);
  });
});
