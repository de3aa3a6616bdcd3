/** What the judge reads of a graded run: a plain-text rendering of its transcript, and caps with markers. */
import type { Transcript } from '../transcript/schema.js';

/** At most `max` characters of `text`; past that, its head and a marker saying how much was left out. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max)}\n[truncated: ${text.length - max} of ${text.length} characters left out]`;
}

const RESULT_CHARS = 1500;

/**
 * The run as a reader would follow it: each message and each tool call with
 * its arguments and (clipped) result or error, in order, capped at `max`
 * characters with a marker.
 */
export function renderTranscriptForJudge(t: Transcript, max: number): string {
  const events: { line: number; text: string }[] = [];
  for (const m of t.messages) events.push({ line: m.line, text: `[message] ${m.text}` });
  for (const c of t.tool_invocations) {
    const outcome = c.error ? `error: ${c.error}` : (c.result ?? '(no result)');
    events.push({ line: c.line, text: `[tool #${c.ordinal} ${c.name}] ${JSON.stringify(c.args)}\n${truncate(outcome, RESULT_CHARS).replace(/^/gm, '  ')}` });
  }
  for (const d of t.denials) events.push({ line: Number.MAX_SAFE_INTEGER, text: `[refused #${d.ordinal} ${d.tool} (${d.kind})] ${d.reason}` });
  events.sort((a, b) => a.line - b.line);
  const body = events.map((e) => e.text).join('\n') || '(no messages and no tool calls)';
  return truncate(`finish_reason: ${t.finish_reason ?? 'none'}\n${body}`, max);
}
