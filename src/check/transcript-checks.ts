/** The checks that look only at the transcript. */
import type { ToolRoles } from '../descriptor/schema.js';
import type { ToolInvocation, Transcript } from '../transcript/schema.js';
import type { CheckOf } from './schema.js';
import { clip, describeCall, listCalls, quote, renderCall, showRegex, type Outcome } from './evidence.js';

/** The descriptor roles the transcript checks use. */
export type CheckToolRoles = Pick<ToolRoles, 'write' | 'patch' | 'skill'>;

/**
 * The first call of a write- or patch-role tool (`editor`, `apply_patch`),
 * refused or not: an attempt to write is where the agent stopped exploring.
 * Shell commands are not counted, since telling which of them write is guesswork.
 */
export function firstWrite(transcript: Transcript, tools: CheckToolRoles): ToolInvocation | null {
  const writers = new Set([...tools.write, ...tools.patch]);
  return transcript.tool_invocations.find((c) => writers.has(c.name)) ?? null;
}

interface CallWindow {
  calls: ToolInvocation[];
  /** The call the window ends before; null when the whole run counts. */
  limit: ToolInvocation | null;
  /** How the window reads in evidence, e.g. ` before the first write (#3 editor)`. */
  label: string;
}

function callWindow(transcript: Transcript, before: 'first_write' | undefined, tools: CheckToolRoles): CallWindow {
  const all = transcript.tool_invocations;
  if (before === undefined) return { calls: all, limit: null, label: '' };
  const limit = firstWrite(transcript, tools);
  if (limit === null) return { calls: all, limit, label: ' (no write happened, so every call counts)' };
  return {
    calls: all.filter((c) => c.ordinal < limit.ordinal),
    limit,
    label: ` before the first write (#${limit.ordinal} ${limit.name})`,
  };
}

export function toolCalled(t: Transcript, check: CheckOf<'tool_called'>, tools: CheckToolRoles): Outcome {
  const re = new RegExp(check.pattern, check.flags);
  const window = callWindow(t, check.before, tools);
  const hit = window.calls.find((c) => re.test(renderCall(c)));
  if (hit) return { passed: true, evidence: `${describeCall(hit)}${window.label}`, ordinal: hit.ordinal };
  const later = window.limit ? t.tool_invocations.find((c) => c.ordinal >= window.limit!.ordinal && re.test(renderCall(c))) : undefined;
  const scope = window.limit ? 'calls before it' : 'calls';
  return {
    passed: false,
    evidence:
      `no call matched ${showRegex(check.pattern, check.flags)}${window.label}` +
      (later ? `; it matched only later: ${describeCall(later)}` : '') +
      `; ${scope}: ${listCalls(window.calls)}`,
    ordinal: later?.ordinal ?? null,
  };
}

export function noTool(t: Transcript, check: CheckOf<'no_tool'>, tools: CheckToolRoles): Outcome {
  const re = new RegExp(check.pattern, check.flags);
  const window = callWindow(t, check.before, tools);
  const hits = window.calls.filter((c) => re.test(renderCall(c)));
  const first = hits[0];
  if (!first) {
    return { passed: true, evidence: `none of ${window.calls.length} calls matched ${showRegex(check.pattern, check.flags)}${window.label}` };
  }
  const more = hits.length > 1 ? ` (and ${hits.length - 1} more: ${listCalls(hits.slice(1))})` : '';
  return { passed: false, evidence: `${describeCall(first)}${window.label}${more}`, ordinal: first.ordinal };
}

export function skillInvoked(t: Transcript, skillId: string, tools: CheckToolRoles): Outcome {
  const { name, arg } = tools.skill;
  const skillCalls = t.tool_invocations.filter((c) => c.name === name);
  const hit = skillCalls.find((c) => c.args[arg] === skillId);
  if (hit) {
    // A refused or failed load still shows the agent chose the skill; say so rather than hide it.
    const failed = hit.ok === false ? `; the call failed: ${clip(hit.error ?? 'unknown error')}` : '';
    return { passed: true, evidence: `${describeCall(hit)}${failed}`, ordinal: hit.ordinal };
  }
  const seen = skillCalls.length
    ? `${name} calls: ${skillCalls.map(describeCall).join('; ')}`
    : `no ${name} calls; calls: ${listCalls(t.tool_invocations)}`;
  return { passed: false, evidence: `no ${name} call with ${arg} = ${JSON.stringify(skillId)}; ${seen}` };
}

const LISTED_DENIALS = 5;

export function maxDenials(t: Transcript, check: CheckOf<'max_denials'>): Outcome {
  const counted = check.kind ? t.denials.filter((d) => d.kind === check.kind) : t.denials;
  const what = `${counted.length} denial${counted.length === 1 ? '' : 's'}${check.kind ? ` of kind ${check.kind}` : ''} (max ${check.max})`;
  const listed = counted
    .slice(0, LISTED_DENIALS)
    .map((d) => `#${d.ordinal} ${d.tool}${d.item === null ? '' : `[${d.item}]`} ${d.kind}: ${quote(d.reason, 120)}`);
  const more = counted.length > LISTED_DENIALS ? `; … (${counted.length - LISTED_DENIALS} more)` : '';
  const others = t.denials.length - counted.length;
  const otherKinds = others > 0 ? `; ${others} of other kinds` : '';
  return {
    passed: counted.length <= check.max,
    evidence: what + (listed.length ? `: ${listed.join('; ')}${more}` : '') + otherKinds,
    ordinal: counted[0]?.ordinal ?? null,
  };
}

export function finalText(t: Transcript, check: CheckOf<'final_text'>): Outcome {
  if (t.final_text === null) return { passed: false, evidence: `no final text (finish_reason ${JSON.stringify(t.finish_reason)})` };
  const m = new RegExp(check.pattern, check.flags).exec(t.final_text);
  if (m) return { passed: true, evidence: `matched ${quote(m[0])} at offset ${m.index}` };
  return { passed: false, evidence: `no match for ${showRegex(check.pattern, check.flags)}; final text (${t.final_text.length} chars): ${quote(t.final_text)}` };
}

export function finishReason(t: Transcript, check: CheckOf<'finish_reason'>): Outcome {
  const actual = `finish_reason ${JSON.stringify(t.finish_reason)}`;
  if (t.finish_reason === check.equals) return { passed: true, evidence: actual };
  // A failed run's final text is its error message: the likeliest explanation.
  const text = t.final_text === null ? '' : `; final text: ${quote(t.final_text)}`;
  return { passed: false, evidence: `${actual}, expected ${JSON.stringify(check.equals)}${text}` };
}

export function maxTokens(t: Transcript, check: CheckOf<'max_tokens'>): Outcome {
  const { input, output, cache_read } = t.tokens;
  return {
    passed: t.total_tokens <= check.max,
    evidence: `total_tokens ${t.total_tokens} (input ${input} + output ${output} - cache_read ${cache_read}), max ${check.max}`,
  };
}

/** `durations` holds the cline and task times the caller measured (a transcript knows only the agent's). */
export function maxDuration(t: Transcript, check: CheckOf<'max_duration_ms'>, durations: { cline_ms?: number | null; task_ms?: number } = {}): Outcome {
  const field = `${check.of}_ms`;
  const value = check.of === 'agent' ? t.duration_ms : check.of === 'cline' ? durations.cline_ms : durations.task_ms;
  if (value === null || value === undefined) {
    return { passed: false, evidence: check.of === 'agent' ? 'no agent_ms: the stream has no run_result' : `no ${field} was measured for this run` };
  }
  return { passed: value <= check.max, evidence: `${field} ${value}, max ${check.max}` };
}
