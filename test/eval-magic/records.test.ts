import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { conversationFromTurns } from '../../src/conversation/schema.js';
import {
  EvalMagicBenchmarkSchema,
  EvalMagicConversationSchema,
  EvalMagicRunRecordSchema,
  conversationRecord,
  writeEvalMagicCampaign,
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
import { parseAcpEventsFile, parseTranscriptFile } from '../../src/transcript/index.js';
import { useTempDirs } from '../helpers/temp.js';
import { CAPTURES_DIR, eventsPath } from '../transcript/captures.js';

const tempDir = useTempDirs();

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
    expect(g.assertion_results.map((a) => [a.id, a.grader])).toEqual([
      ['fixed', 'command_check'],
      ['says so', 'transcript_check'],
    ]);
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

async function acpRun(capture: string, fields: Partial<EvalMagicRunInput> = {}): Promise<EvalMagicRunInput> {
  const transcript = await parseAcpEventsFile(`${CAPTURES_DIR}${capture}/acp-events.jsonl`);
  return { ...(await run('editor')), transcript, conversation: conversationFromTurns(transcript.session_id, transcript.turns), ...fields };
}

describe('eval-magic conversation records from real ACP captures', () => {
  it('a three-turn conversation: rounds from 1, every prompt, call and answer in order, ordinals across the conversation', async () => {
    const r = await acpRun('acp-three-turns');
    const c = EvalMagicConversationSchema.parse(conversationRecord(r));
    const t = r.transcript!;
    expect(c).toMatchObject({ status: 'completed', delivered_followups: 2 });
    expect(c.events.map((e) => e.ordinal)).toEqual(c.events.map((_, i) => i));
    expect(c.events.filter((e) => e.type === 'user_message').map((e) => [e.round, e.text])).toEqual(t.turns.map((x) => [x.index + 1, x.prompt]));
    // Each round ends with the agent's final text of that turn.
    for (const turn of t.turns)
      expect(c.events.filter((e) => e.round === turn.index + 1).at(-1)).toMatchObject({ type: 'assistant_message', text: turn.final_text });
    expect(c.events.filter((e) => e.type === 'tool_invocation').map((e) => e.name)).toEqual(t.tool_invocations.map((i) => i.name));
    expect(['stop_reason', 'stopped_before_followup', 'timed_out_in_round', 'responder_outcome'].some((k) => k in c)).toBe(false);
    // run.json carries the same conversation, and its tool calls are the conversation's, with the conversation's ordinals.
    const record = EvalMagicRunRecordSchema.parse(runRecord(r));
    expect(record.conversation).toEqual(c);
    expect(record.tool_invocations.map((i) => i.ordinal)).toEqual(c.events.filter((e) => e.type === 'tool_invocation').map((e) => e.ordinal));
  });

  it('a timed-out conversation names its round from 1 and nothing else; a responder stop keeps its outcome and origins', async () => {
    const hung = await acpRun('acp-timeout-hang');
    expect(hung.conversation!.timed_out_in_round).toBe(0);
    const c = EvalMagicConversationSchema.parse(conversationRecord(hung));
    expect(c).toMatchObject({ status: 'timed_out', timed_out_in_round: 1 });
    expect(c.events[0]).toMatchObject({ type: 'user_message', round: 1 });

    const base = await acpRun('acp-three-turns');
    const conversation = {
      ...base.conversation!,
      status: 'stopped' as const,
      stop_reason: 'responder_cannot_answer' as const,
      stopped_before_followup: 3,
      responder_outcome: { ending: 'cannot_answer' as const, cause: 'reply_contains_code' as const, rationale: 'showing is quicker' },
      events: base.conversation!.events.map((e) =>
        e.type === 'prompt' && e.round > 0 ? { ...e, origin: { responder: 'llm' as const, rationale: 'asked' } } : e,
      ),
    };
    const stopped = EvalMagicConversationSchema.parse(conversationRecord({ ...base, conversation }));
    expect(stopped).toMatchObject({
      status: 'stopped',
      stop_reason: 'responder_cannot_answer',
      stopped_before_followup: 3,
      responder_outcome: conversation.responder_outcome,
    });
    expect(stopped.events.filter((e) => e.type === 'user_message').map((e) => (e.type === 'user_message' ? (e.origin?.responder ?? null) : null))).toEqual([
      null,
      'llm',
      'llm',
    ]);
  });

  it('a prompt cline answered with an error gives no conversation (eval-magic records none for a failed dispatch), and one-shot runs none', async () => {
    const failed = await acpRun('acp-provider-error');
    expect(failed.conversation!.stop_reason).toBe('prompt_error');
    expect(conversationRecord(failed)).toBeNull();
    expect('conversation' in runRecord(failed)).toBe(false);
    expect(conversationRecord(await run('editor'))).toBeNull();
  });

  it("eval-magic's status rules are ours: a stopped record without its reason, or a completed one with one, is refused", () => {
    const events = [
      { type: 'user_message' as const, ordinal: 0, round: 1, text: 'p' },
      { type: 'assistant_message' as const, ordinal: 1, round: 1, text: 'a' },
    ];
    expect(EvalMagicConversationSchema.safeParse({ status: 'stopped', delivered_followups: 0, events }).success).toBe(false);
    expect(EvalMagicConversationSchema.safeParse({ status: 'completed', delivered_followups: 0, stop_reason: 'agent_did_not_ask', events }).success).toBe(
      false,
    );
    expect(EvalMagicConversationSchema.safeParse({ status: 'completed', delivered_followups: 0, events: events.slice(0, 1) }).success).toBe(false);
    expect(
      EvalMagicConversationSchema.safeParse({ status: 'timed_out', delivered_followups: 0, timed_out_in_round: 1, events: events.slice(0, 1) }).success,
    ).toBe(true);
  });

  it('writes conversation.json beside run.json for a conversation run only', async () => {
    const out = await tempDir();
    const files = await writeEvalMagicCampaign([await acpRun('acp-three-turns'), await run('editor', { evalId: 'e2' })], { out });
    const conv = files.filter((f) => f.endsWith('conversation.json'));
    expect(conv).toEqual([join(out, 'iteration-1', 'eval-e1', 'with_skill', 'conversation.json')]);
    const written = EvalMagicConversationSchema.parse(JSON.parse(await readFile(conv[0]!, 'utf8')));
    const record = EvalMagicRunRecordSchema.parse(JSON.parse(await readFile(join(out, 'iteration-1', 'eval-e1', 'with_skill', 'run.json'), 'utf8')));
    expect(record.conversation).toEqual(written);
  });
});
