import { describe, expect, it } from 'vitest';
import { runChecks } from '../../src/check/run.js';
import type { ConversationRecord } from '../../src/conversation/schema.js';
import { builtinDescriptor } from '../../src/descriptor/index.js';
import { parseTranscriptText } from '../../src/transcript/parse.js';
import { TranscriptSchema } from '../../src/transcript/schema.js';
import { MAX_REPLY_BYTES, readVerdict, replyProblem, responderPrompt } from '../../src/conversation/responder.js';

describe('replyProblem: what is never delivered', () => {
  it.each([
    ['a blank reply', 'empty_reply', '', undefined],
    ['whitespace only', 'empty_reply', '  \n\t', undefined],
    ['2001 bytes', 'reply_too_long', 'x'.repeat(MAX_REPLY_BYTES + 1), undefined],
    // Bytes, not characters: 700 three-byte characters are 2100 bytes.
    ['700 euro signs', 'reply_too_long', '€'.repeat(700), undefined],
    ['a ``` fence', 'reply_contains_code', 'Like this:\n```py\nprint(1)\n```', undefined],
    ['an indented ~~~ fence', 'reply_contains_code', 'Like this:\n  ~~~\nx\n  ~~~', undefined],
    ['the previous reply again', 'reply_repeated', 'Use config.toml.', 'Use config.toml.'],
    ['the previous reply, spaced differently', 'reply_repeated', 'Use config.toml. ', ' Use config.toml.'],
  ])('%s is %s', (_label, cause, reply, previous) => {
    expect(replyProblem(reply, previous)).toBe(cause);
  });

  it('delivers a short plain answer, inline backticks included, and one that differs from the last', () => {
    expect(replyProblem('x'.repeat(MAX_REPLY_BYTES), undefined)).toBeNull();
    expect(replyProblem('Call it `double`, please.', 'Use config.toml.')).toBeNull();
  });
});

describe('readVerdict', () => {
  it('reads the last JSON object of the answer, braces inside strings included', () => {
    expect(readVerdict('First {"verdict": "done"}\nthen {"verdict": "answer", "reply": "use {x}", "reason": "asked"}')).toEqual({
      verdict: 'answer',
      reply: 'use {x}',
      rationale: 'asked',
    });
    expect(readVerdict('{"verdict":"done","reason":"finished"}')).toEqual({ verdict: 'done', rationale: 'finished' });
    expect(readVerdict('{"verdict":"cannot_answer"}')).toEqual({ verdict: 'cannot_answer', cause: 'declined' });
  });

  it('names a missing and a malformed verdict apart', () => {
    expect(readVerdict(null)).toEqual({ verdict: 'cannot_answer', cause: 'missing_verdict' });
    expect(readVerdict('I think the agent is done.')).toEqual({ verdict: 'cannot_answer', cause: 'missing_verdict' });
    expect(readVerdict('{"verdict": "maybe"}')).toEqual({ verdict: 'cannot_answer', cause: 'malformed_verdict' });
    expect(readVerdict('{"verdict": "answer"}')).toEqual({ verdict: 'cannot_answer', cause: 'malformed_verdict' });
  });
});

describe('responderPrompt', () => {
  it('shows the opening prompt, earlier replies and the last message, and asks for the verdict', () => {
    const text = responderPrompt({ followup: 2, opening: 'Tidy the config', replies: ['config.toml'], lastMessage: 'Which line?' });
    expect(text).toContain('Tidy the config');
    expect(text).toContain('Reply 1:\nconfig.toml');
    expect(text).toContain('Which line?');
    expect(text).toMatch(/"verdict": "answer"/);
  });
});

describe('the conversation check', () => {
  const record = (over: Partial<ConversationRecord> = {}): ConversationRecord => ({
    session_id: 's', resumed_from: null, status: 'stopped', delivered_followups: 1, stop_reason: 'responder_cannot_answer',
    stopped_before_followup: 2, timed_out_in_round: null, events: [], responder_outcome: null, rounds: [], ...over,
  });
  const transcript = TranscriptSchema.parse(parseTranscriptText(''));

  it('asserts status, stop reason and follow-up bounds, naming what it saw', async () => {
    const [pass, fail] = await runChecks(
      transcript,
      [
        { type: 'conversation', status: 'stopped', stop_reason: 'responder_cannot_answer', min_delivered_followups: 1 },
        { type: 'conversation', status: 'completed', max_delivered_followups: 0 },
      ],
      { descriptor: builtinDescriptor(), conversation: record() },
    );
    expect(pass).toMatchObject({ passed: true, evidence: 'status stopped (responder_cannot_answer), 1 follow-up(s) delivered' });
    expect(fail).toMatchObject({
      passed: false,
      evidence: 'status is not completed; more than 0 follow-ups: status stopped (responder_cannot_answer), 1 follow-up(s) delivered',
    });
  });

  it('refuses before running: no record, no field to assert, a turn on a whole-run check', async () => {
    const run = (spec: Record<string, unknown>, conversation: ConversationRecord | null = record()) =>
      runChecks(transcript, [spec as never], { descriptor: builtinDescriptor(), conversation });
    await expect(run({ type: 'conversation', status: 'completed' }, null)).rejects.toThrow(/needs a conversation record/);
    await expect(run({ type: 'conversation' })).rejects.toThrow(/give at least one of status/);
    await expect(run({ type: 'conversation', min_delivered_followups: 2, max_delivered_followups: 1 })).rejects.toThrow(/below min_delivered_followups/);
    await expect(run({ type: 'conversation', status: 'completed', turn: 1 })).rejects.toThrow(/looks at the whole run: turn = 1 cannot limit it/);
    await expect(run({ type: 'file_exists', path: 'x', turn: 0 })).rejects.toThrow(/looks at the whole run/);
  });
});
