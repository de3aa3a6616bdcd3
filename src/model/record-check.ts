/**
 * The transcript against the model record: every tool call cline reported
 * (subagents' included, since their requests go through the same proxy) must
 * be one the model emitted, by id, name and arguments. Each recorded call
 * answers for one reported call at most. Pure: the IO is the proxy's.
 */
import { isDeepStrictEqual } from 'node:util';
import type { ToolInvocation, Transcript, TranscriptEvent } from '../transcript/schema.js';
import { recordUsage, type ModelRecord, type RecordCheck, type RecordedCall } from './record.js';

export interface RecordMatch {
  /** Reported calls the record holds. */
  matched: number;
  /** Reported calls no recorded call accounts for, as `#ordinal name (id)`. */
  unmatched: string[];
  /** Their ordinals. */
  ordinals: number[];
}

type Reported = Pick<ToolInvocation, 'ordinal' | 'id' | 'name' | 'input'>;

/**
 * What cline reports as a call's input, from the argument text: the parsed
 * object or array, or `{}` for any other text (cline then reports an empty
 * input and an "invalid JSON arguments" error; measured on 3.0.65 captures).
 */
function reportedInput(args: string): unknown {
  if (args.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(args);
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}

function accounts(recorded: RecordedCall, call: Reported): boolean {
  if (recorded.name !== call.name) return false;
  // A reported id must be the model's; a call reported without one is matched by name and arguments alone.
  if (call.id !== null && recorded.id !== call.id) return false;
  return isDeepStrictEqual(reportedInput(recorded.arguments), call.input ?? {});
}

export function matchRecord(calls: readonly Reported[], record: ModelRecord): RecordMatch {
  const pool = record.replies.filter((r) => r.status < 400).flatMap((r) => r.tool_calls);
  const used = new Set<number>();
  const unmatched: Reported[] = [];
  for (const call of calls) {
    const index = pool.findIndex((recorded, i) => !used.has(i) && accounts(recorded, call));
    if (index < 0) unmatched.push(call);
    else used.add(index);
  }
  return {
    matched: calls.length - unmatched.length,
    unmatched: unmatched.map((c) => `#${c.ordinal} ${c.name}${c.id ? ` (${c.id})` : ''}`),
    ordinals: unmatched.map((c) => c.ordinal),
  };
}

/** Text as compared: without whitespace (cline splits and trims a reply's text into message blocks). */
function squeezed(text: string): string {
  return text.replace(/\s+/g, '');
}

/**
 * Replies the proxy served that the transcript shows no sign of: a reply with
 * tool calls none of which cline reported, or a text-only reply whose text is
 * in no message. The proxy only serves requests carrying this task's secret,
 * and cline shows what it receives, so such a reply went to another process
 * holding the secret (a stolen turn, which also shifts a scripted model's
 * script under this task). Error replies, empty ones and replies cut off
 * before their end (a hang, a timeout: cline shows no part of them) say
 * nothing either way. Returns the replies' request indexes.
 */
export function unreceivedReplies(transcript: Pick<Transcript, 'tool_invocations' | 'messages' | 'final_text'>, record: ModelRecord): number[] {
  const ids = new Set(transcript.tool_invocations.flatMap((t) => (t.id ? [t.id] : [])));
  const shown = squeezed([...transcript.messages.map((m) => m.text), transcript.final_text ?? ''].join(''));
  return record.replies
    .filter((reply) => {
      if (reply.status >= 400 || !reply.complete) return false;
      if (reply.tool_calls.length) {
        return !reply.tool_calls.some((c) => (c.id ? ids.has(c.id) : transcript.tool_invocations.some((t) => accounts(c, t))));
      }
      const text = squeezed(reply.text);
      return text !== '' && !shown.includes(text);
    })
    .map((reply) => reply.request);
}

export const UNCHECKED_NOTE =
  "the model's replies did not pass through the harness (provider = \"user\" uses cline's own settings): its tool calls were not checked";

/**
 * The check's result; when calls are unaccounted for, the validity error
 * naming them, and the transcript without them (what checks such as
 * `skill_invoked` may judge: a forged call must not pass one).
 */
export function checkAgainstRecord(transcript: Transcript, record: ModelRecord | null): { check: RecordCheck; invalid: string[]; transcript: Transcript } {
  if (!record) {
    const check = { checked: false, note: UNCHECKED_NOTE, recorded_calls: 0, unmatched: [], unreceived: [], tokens: null, rejected_requests: 0 };
    return { check, invalid: [], transcript };
  }
  const match = matchRecord(transcript.tool_invocations, record);
  const unreceived = unreceivedReplies(transcript, record);
  const check: RecordCheck = {
    checked: true,
    note: null,
    recorded_calls: record.replies.reduce((n, r) => n + r.tool_calls.length, 0),
    unmatched: match.unmatched,
    unreceived,
    tokens: recordUsage(record),
    rejected_requests: record.rejected_requests,
  };
  const invalid = match.unmatched.length
    ? [`tool call(s) in the transcript that the model never emitted (not in the harness's record of its replies): ${match.unmatched.join(', ')}`]
    : [];
  if (unreceived.length) {
    invalid.push(
      `this task's model proxy served ${unreceived.length} repl${unreceived.length === 1 ? 'y' : 'ies'} ` +
        `(request ${unreceived.map((i) => `#${i}`).join(', ')}) ` +
        "that this task's cline never received: another process used this task's model secret and took its turn(s)",
    );
  }
  return { check, invalid, transcript: withoutCalls(transcript, new Set(match.ordinals)) };
}

/** The transcript without the given calls, the rest renumbered (an ordinal is a call's index in tool_invocations). */
function withoutCalls(transcript: Transcript, ordinals: ReadonlySet<number>): Transcript {
  if (!ordinals.size) return transcript;
  const kept = transcript.tool_invocations.filter((t) => !ordinals.has(t.ordinal));
  const renumbered = new Map(kept.map((t, index) => [t.ordinal, index]));
  return {
    ...transcript,
    tool_invocations: kept.map((t) => ({ ...t, ordinal: renumbered.get(t.ordinal)! })),
    events: transcript.events.flatMap((e): TranscriptEvent[] => {
      if (e.type !== 'tool_invocation') return [e];
      const ordinal = renumbered.get(e.tool_ordinal);
      return ordinal === undefined ? [] : [{ ...e, tool_ordinal: ordinal }];
    }),
    denials: transcript.denials.flatMap((d) => (renumbered.has(d.ordinal) ? [{ ...d, ordinal: renumbered.get(d.ordinal)! }] : [])),
  };
}
