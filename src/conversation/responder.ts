/**
 * The LLM responder: after each round it answers the agent as the person who
 * asked for the work would, through a one-shot cline run of its own in a
 * directory outside the env. It sees the opening prompt, its own earlier
 * replies and the agent's last message, never the checks. Its verdict is
 * `answer` (with the reply), `done` or `cannot_answer`; a reply that is empty,
 * too long, holds a fenced code block or repeats the previous one is never
 * delivered (eval-magic's rules and causes).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { dispatchTask, type DispatchOptions } from '../dispatch/dispatch.js';
import { errorMessage } from '../errors.js';
import { lastJsonObject } from '../last-json-object.js';
import type { ResponderCause } from './schema.js';

/** What a consultation is shown. */
export interface ResponderInput {
  /** 1-based number of the follow-up being asked for. */
  followup: number;
  opening: string;
  /** The responder's own earlier replies, oldest first. */
  replies: readonly string[];
  lastMessage: string;
}

export type Consultation =
  | { verdict: 'answer'; reply: string; rationale?: string }
  | { verdict: 'done'; rationale?: string }
  | { verdict: 'cannot_answer'; cause: ResponderCause; rationale?: string };

export type Responder = (input: ResponderInput) => Promise<Consultation>;

export const MAX_REPLY_BYTES = 2000;

/** Why `reply` may not be delivered after `previous`, or null when it may. */
export function replyProblem(reply: string, previous: string | undefined): ResponderCause | null {
  if (reply.trim() === '') return 'empty_reply';
  if (Buffer.byteLength(reply) > MAX_REPLY_BYTES) return 'reply_too_long';
  if (/^\s*(```|~~~)/m.test(reply)) return 'reply_contains_code';
  if (previous !== undefined && reply.trim() === previous.trim()) return 'reply_repeated';
  return null;
}

/** The consultation prompt: the role, what the agent knows, and the verdict format. */
export function responderPrompt(input: ResponderInput): string {
  const earlier = input.replies.length ? input.replies.map((r, i) => `Reply ${i + 1}:\n${r}`).join('\n\n') : '(none yet)';
  return [
    'You stand in for the person who asked a coding agent for some work. Do not use any tool and do not change any file.',
    'Answer the agent as that person would: take whatever the agent marked as recommended, else the simplest option and the least work;',
    'add no requirements, invent no facts, write no code, and keep it to a few sentences.',
    '',
    '## What the person asked for (the opening prompt)',
    input.opening,
    '',
    '## Your earlier replies',
    earlier,
    '',
    "## The agent's last message",
    input.lastMessage || '(empty)',
    '',
    '## Your verdict',
    'End your answer with one JSON object on its own line, and nothing after it:',
    '{"verdict": "answer", "reply": "<what the person says next>", "reason": "<one line>"}',
    'or {"verdict": "done", "reason": "<one line>"} when the agent reports the work finished and waits on nothing,',
    'or {"verdict": "cannot_answer", "reason": "<one line>"} when you cannot answer without inventing something.',
  ].join('\n');
}

const VerdictSchema = z.discriminatedUnion('verdict', [
  z.object({ verdict: z.literal('answer'), reply: z.string(), reason: z.string().optional() }),
  z.object({ verdict: z.literal('done'), reason: z.string().optional() }),
  z.object({ verdict: z.literal('cannot_answer'), reason: z.string().optional() }),
]);

/** The consultation a responder's final text states. */
export function readVerdict(text: string | null): Consultation {
  const found = text === null ? undefined : lastJsonObject(text);
  if (found === undefined) return { verdict: 'cannot_answer', cause: 'missing_verdict' };
  const parsed = VerdictSchema.safeParse(found);
  if (!parsed.success) return { verdict: 'cannot_answer', cause: 'malformed_verdict' };
  const v = parsed.data;
  const rationale = v.reason ? { rationale: v.reason } : {};
  if (v.verdict === 'answer') return { verdict: 'answer', reply: v.reply, ...rationale };
  if (v.verdict === 'done') return { verdict: 'done', ...rationale };
  return { verdict: 'cannot_answer', cause: 'declined', ...rationale };
}

export interface ClineResponderOptions {
  /** Where `turn-<n>/` keeps each consultation's prompt, events, transcript and verdict. */
  out: string;
  /** Where each consultation's empty working dir is made: outside the env, so it can neither write there nor read its instructions. */
  work: string;
  dispatch: DispatchOptions;
  timeoutS: number;
}

/** A responder that consults cline once per follow-up. */
export function clineResponder(options: ClineResponderOptions): Responder {
  return async (input) => {
    const out = join(options.out, `turn-${input.followup}`);
    const cwd = join(options.work, `turn-${input.followup}`);
    await mkdir(cwd, { recursive: true });
    await mkdir(out, { recursive: true });
    let consultation: Consultation;
    let error: string | undefined;
    try {
      const { result, transcript } = await dispatchTask(
        { id: `responder-turn-${input.followup}`, env: cwd, prompt: responderPrompt(input), out, timeoutS: options.timeoutS },
        options.dispatch,
      );
      if (result.status === 'timed_out') consultation = { verdict: 'cannot_answer', cause: 'dispatch_timed_out' };
      else if (result.status !== 'completed' || !transcript) consultation = { verdict: 'cannot_answer', cause: 'dispatch_failed' };
      else consultation = readVerdict(transcript.final_text);
    } catch (err) {
      consultation = { verdict: 'cannot_answer', cause: 'dispatch_failed' };
      error = errorMessage(err);
    }
    await writeFile(join(out, 'verdict.json'), JSON.stringify({ ...consultation, ...(error ? { error } : {}) }, null, 2) + '\n');
    return consultation;
  };
}
