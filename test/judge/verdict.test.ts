import { describe, expect, it } from 'vitest';
import { decide, readVerdict, renderTranscriptForJudge, truncate } from '../../src/judge/index.js';
import { parseTranscriptFile } from '../../src/transcript/index.js';
import { fileURLToPath } from 'node:url';

describe('readVerdict', () => {
  it('takes the last JSON object of the final text, after prose and earlier objects', () => {
    const text =
      'I looked at {"verdict": "fail", "evidence": "draft"} first.\nThen:\n{"verdict": "pass", "evidence": "CHANGELOG says why {really}", "score": 0.9}';
    expect(readVerdict(text)).toEqual({ ok: true, verdict: { verdict: 'pass', evidence: 'CHANGELOG says why {really}', score: 0.9 } });
  });

  it('reads a verdict inside a code fence and with nested objects before it', () => {
    expect(readVerdict('```json\n{"verdict": "fail", "evidence": "no entry"}\n```')).toMatchObject({ ok: true, verdict: { verdict: 'fail' } });
  });

  it('refuses a malformed last object even when an earlier one is valid: never a pass', () => {
    const r = readVerdict('{"verdict": "pass", "evidence": "x"}\n{"verdict": "maybe", "evidence": "unsure"}');
    expect(r).toMatchObject({ ok: false });
    expect(!r.ok && r.problem).toMatch(/^malformed verdict \{"verdict":"maybe".*verdict: /);
    expect(readVerdict('{"verdict": "pass"}')).toMatchObject({ ok: false, problem: expect.stringContaining('evidence') });
    expect(readVerdict('{"verdict": "pass", "evidence": "x", "extra": 1}')).toMatchObject({ ok: false });
    expect(readVerdict('{"pass": true, "reason": "old shape"}')).toMatchObject({ ok: false });
  });

  it('says when there is no JSON object or no text at all', () => {
    expect(readVerdict('Looks good to me.')).toEqual({ ok: false, problem: "no JSON object in the judge's final message" });
    expect(readVerdict('{"verdict": "pass", "evidence": "cut')).toMatchObject({ ok: false, problem: "no JSON object in the judge's final message" });
    expect(readVerdict(null)).toEqual({ ok: false, problem: 'the judge gave no final message' });
  });
});

describe('decide (majority of votes)', () => {
  const votes = (...v: ('pass' | 'fail' | 'error')[]) => v.map((verdict) => ({ verdict }));
  it('passes on a majority, fails on a tie, and errors when the valid votes cannot decide', () => {
    expect(decide(votes('pass', 'pass', 'fail'))).toEqual({ verdict: 'pass', reason: '2 pass, 1 fail of 3' });
    expect(decide(votes('pass', 'fail'))).toEqual({ verdict: 'fail', reason: '1 pass, 1 fail of 2 (a tie fails)' });
    expect(decide(votes('pass', 'pass', 'error'))).toMatchObject({ verdict: 'pass' });
    expect(decide(votes('pass', 'fail', 'error'))).toEqual({ verdict: 'error', reason: 'no majority: 1 pass, 1 fail, 1 without a verdict of 3' });
    expect(decide(votes('error'))).toMatchObject({ verdict: 'error' });
    expect(decide(votes('fail'))).toMatchObject({ verdict: 'fail' });
  });
});

describe('the transcript as the judge reads it', () => {
  it('lists messages and tool calls with args and results in order, and marks truncation', async () => {
    const t = await parseTranscriptFile(fileURLToPath(new URL('../../fixtures/captures/realistic-fix/events.jsonl', import.meta.url)));
    const text = renderTranscriptForJudge(t, 100_000);
    expect(text.startsWith('finish_reason: completed\n')).toBe(true);
    const order = ['#0 search_codebase', '#1 read_files', '#2 run_commands', '#3 editor', '#4 run_commands'].map((s) => text.indexOf(`[tool ${s}]`));
    expect(order.every((i, k) => i >= 0 && (k === 0 || i > order[k - 1]!))).toBe(true);
    const short = renderTranscriptForJudge(t, 200);
    expect(short).toMatch(/\n\[truncated: \d+ of \d+ characters left out\]$/);
    expect(truncate('abc', 3)).toBe('abc');
  });
});
