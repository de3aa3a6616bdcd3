/**
 * The parser against every committed real capture: generic cross-checks
 * computed from the raw lines, then what each scenario is there to show.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAcpEventsFile, parseTranscriptFile, toEvalMagic, EvalMagicTranscriptSchema, TranscriptSchema } from '../../src/transcript/index.js';
import { CAPTURES_DIR, captureNames, eventsPath, rawEvents, stderrPath } from './captures.js';

const parse = (scenario: string) => parseTranscriptFile(eventsPath(scenario), { stderrPath: stderrPath(scenario) });
const inner = (lines: Record<string, any>[]) => lines.filter((l) => l.type === 'agent_event').map((l) => l.event);

describe.each(captureNames())('capture %s', (scenario) => {
  it('parses into a document that satisfies the output schema, in both formats', async () => {
    const t = await parse(scenario);
    expect(() => TranscriptSchema.parse(t)).not.toThrow();
    expect(() => EvalMagicTranscriptSchema.parse(toEvalMagic(t))).not.toThrow();
  });

  it('has one tool invocation per tool content_start, in stream order', async () => {
    const t = await parse(scenario);
    const starts = inner(rawEvents(scenario)).filter((e) => e.type === 'content_start' && e.contentType === 'tool');
    expect(t.tool_invocations.map((i) => [i.id, i.name])).toEqual(starts.map((e) => [e.toolCallId, e.toolName]));
    expect(t.tool_invocations.map((i) => i.ordinal)).toEqual(starts.map((_, n) => n));
  });

  it('keeps every complete text and reasoning block, and no streaming partial', async () => {
    const t = await parse(scenario);
    const ev = inner(rawEvents(scenario));
    const texts = ev.filter((e) => e.type === 'content_end' && e.contentType === 'text').map((e) => e.text);
    const reasoning = ev.filter((e) => e.type === 'content_end' && e.contentType === 'reasoning').map((e) => e.reasoning);
    expect(t.messages.map((m) => m.text)).toEqual(texts);
    expect(t.reasoning.map((m) => m.text)).toEqual(reasoning);
    expect(t.events.filter((e) => e.type === 'assistant_message')).toHaveLength(texts.length);
  });

  it('takes finish reason, duration, model and token totals from run_result, or says it is missing', async () => {
    const t = await parse(scenario);
    const rr = rawEvents(scenario).find((l) => l.type === 'run_result');
    if (!rr) {
      expect(t.finish_reason).toBeNull();
      expect(t.diagnostics.map((d) => d.kind)).toContain('missing_run_result');
      return;
    }
    expect(t.finish_reason).toBe(rr!.finishReason);
    expect(t.duration_ms).toBe(rr!.durationMs);
    expect(t.iterations).toBe(rr!.iterations);
    expect(t.model).toEqual({ id: rr!.model.id, provider: rr!.model.provider });
    expect(t.tokens.input).toBe(rr!.usage.inputTokens);
    expect(t.tokens.output).toBe(rr!.usage.outputTokens);
    expect(t.total_tokens).toBe(Math.max(0, rr!.usage.inputTokens + rr!.usage.outputTokens - rr!.usage.cacheReadTokens));
    if (rr!.finishReason === 'completed') {
      expect(t.final_text).toBe(rr!.text);
      expect(t.diagnostics).toEqual([]);
    } else {
      expect(t.final_text).not.toBe(rr!.text);
      expect(t.diagnostics.map((d) => d.kind)).toContain('not_completed');
    }
  });

  it('closes every tool call that has a content_end and attributes each call to a known agent', async () => {
    const t = await parse(scenario);
    const ended = new Set(
      inner(rawEvents(scenario))
        .filter((e) => e.type === 'content_end' && e.contentType === 'tool')
        .map((e) => e.toolCallId),
    );
    const agentIds = t.agents.map((a) => a.id);
    for (const inv of t.tool_invocations) {
      expect(inv.ok === null).toBe(!ended.has(inv.id));
      expect(agentIds).toContain(inv.agent);
    }
  });
});

describe('omitTextAndEvents (what lint parses with)', () => {
  const acpLogs = readdirSync(CAPTURES_DIR).filter((n) => existsSync(join(CAPTURES_DIR, n, 'acp-events.jsonl')));
  const cases = [
    ...captureNames().map(
      (n) => [n, () => parse(n), () => parseTranscriptFile(eventsPath(n), { stderrPath: stderrPath(n), omitTextAndEvents: true })] as const,
    ),
    ...acpLogs.map((n) => {
      const log = join(CAPTURES_DIR, n, 'acp-events.jsonl');
      return [`${n} (ACP)`, () => parseAcpEventsFile(log), () => parseAcpEventsFile(log, { omitTextAndEvents: true })] as const;
    }),
  ];
  it.each(cases)('%s: the same transcript with messages, reasoning and events left empty', async (_name, full, omitted) => {
    const whole = await full();
    const lean = await omitted();
    expect(lean.messages).toEqual([]);
    expect(lean.reasoning).toEqual([]);
    expect(lean.events).toEqual([]);
    expect(lean).toEqual({ ...whole, messages: [], reasoning: [], events: [] });
  });

  it('covers captures with text, reasoning and events to leave out', async () => {
    const wholes = await Promise.all(cases.map(([, full]) => full()));
    expect(wholes.some((t) => t.messages.length && t.reasoning.length)).toBe(true);
    expect(acpLogs.length).toBeGreaterThan(0);
  });
});
