/** Conversations: the turns a user scripts, and what `conversation.json` records (eval-magic's conversation fields). */
import { z } from 'zod';

const RegexSource = z.string().refine(
  (s) => {
    try {
      new RegExp(s);
      return true;
    } catch {
      return false;
    }
  },
  { message: 'not a valid regular expression' },
);

/** A follow-up prompt and the gate it must pass to be delivered. */
export const TurnSpecSchema = z.strictObject({
  prompt: z.string().min(1).describe('The follow-up sent to the agent.'),
  deliver_when: z.enum(['always', 'agent_asks']).default('always').describe('`agent_asks`: only when the agent\'s last message holds a question mark.'),
  agent_response_matches: RegexSource.optional().describe('Only when the agent\'s last message matches this regex.'),
});
export const TurnsFileSchema = z.array(TurnSpecSchema);
export type TurnSpec = z.infer<typeof TurnSpecSchema>;

export const CONVERSATION_STATUSES = ['completed', 'stopped', 'timed_out'] as const;
export const STOP_REASONS = [
  'agent_did_not_ask', // a follow-up's gate wanted a question and the agent asked none
  'agent_response_mismatch', // the agent's last message did not match the follow-up's regex
  'prompt_error', // cline answered a prompt with an error (e.g. the provider failed)
  'interrupted', // the harness was asked to stop
  'responder_cannot_answer', // the responder gave no usable reply (responder_outcome.cause says why)
  'max_turns_reached', // the agent was still asking when the responder had given max_turns replies
] as const;

/** Why a consultation gave no usable reply (eval-magic's causes). */
export const RESPONDER_CAUSES = [
  'declined',
  'dispatch_failed',
  'dispatch_timed_out',
  'missing_verdict',
  'malformed_verdict',
  'empty_reply',
  'reply_too_long',
  'reply_contains_code',
  'reply_repeated',
] as const;
export type ResponderCause = (typeof RESPONDER_CAUSES)[number];

/** How the responder ended the conversation, when it did: the agent is done, or it could not answer. */
export const ResponderOutcomeSchema = z.object({
  ending: z.enum(['done', 'cannot_answer']),
  cause: z.enum(RESPONDER_CAUSES).optional(),
  rationale: z.string().optional().describe('The responder\'s own one-line account; absent when it never answered.'),
});
export type ResponderOutcome = z.infer<typeof ResponderOutcomeSchema>;

/** A case's responder: an LLM that answers the agent as the user would. */
export const ResponderSpecSchema = z.strictObject({
  type: z.literal('llm'),
  max_turns: z.number().int().positive().default(8).describe('How many follow-ups it may give (the opening prompt is not one).'),
});
export type ResponderSpec = z.infer<typeof ResponderSpecSchema>;

/** One thing that happened, in order: a prompt delivered, the agent's answer, a follow-up held back. */
export const ConversationEventSchema = z.object({
  round: z.number().int(),
  type: z.enum(['prompt', 'agent_response', 'followup_not_delivered', 'responder_verdict', 'error', 'timeout']),
  text: z.string(),
  at: z.string(),
  origin: z.object({ responder: z.literal('llm'), rationale: z.string().optional() }).optional().describe(
    'On prompts a responder wrote (eval-magic\'s `origin`); absent on the opening prompt and scripted ' +
      'turns.',
  ),
});

/** One round: a prompt and how cline's answer ended. */
export const RoundSchema = z.object({
  round: z.number().int(),
  prompt: z.string(),
  stop_reason: z.string().nullable(),
  error: z.string().nullable(),
  timed_out: z.boolean(),
  duration_ms: z.number().int(),
  last_message: z.string(),
});

export const ConversationRecordSchema = z.object({
  session_id: z.string().nullable(),
  resumed_from: z.string().nullable().describe('The session this run continued (`--resume`), else null.'),
  status: z.enum(CONVERSATION_STATUSES),
  delivered_followups: z.number().int().describe('Follow-ups delivered after the opening prompt.'),
  stop_reason: z.enum(STOP_REASONS).nullable(),
  stopped_before_followup: z.number().int().nullable().describe(
    '1-based number of the follow-up that was not delivered, when the conversation stopped before one.',
  ),
  timed_out_in_round: z.number().int().nullable().describe('0-based round (0: the opening prompt) whose time ran out.'),
  events: z.array(ConversationEventSchema),
  responder_outcome: ResponderOutcomeSchema.nullable().describe(
    'How the responder ended the conversation; null for scripted turns, a timeout or max_turns_reached.',
  ),
  rounds: z.array(RoundSchema),
});

export type ConversationEvent = z.infer<typeof ConversationEventSchema>;
export type ConversationRecord = z.infer<typeof ConversationRecordSchema>;
export type Round = z.infer<typeof RoundSchema>;
export type StopReason = (typeof STOP_REASONS)[number];

/** Why `turn` may not be delivered after an agent message, or null when it may. */
export function gateFailure(turn: TurnSpec, lastMessage: string): StopReason | null {
  if (turn.deliver_when === 'agent_asks' && !lastMessage.includes('?')) return 'agent_did_not_ask';
  if (turn.agent_response_matches !== undefined && !new RegExp(turn.agent_response_matches).test(lastMessage)) {
    return 'agent_response_mismatch';
  }
  return null;
}

/**
 * The conversation record a transcript implies, for ACP logs parsed without
 * the `conversation.json` of the run that wrote them (no gates are known then).
 */
export function conversationFromTurns(
  sessionId: string | null,
  turns: readonly { index: number; prompt: string; stop_reason: string | null; error: string | null; final_text: string | null; duration_ms: number | null }[],
): ConversationRecord {
  const last = turns.at(-1);
  const timedOut = last?.stop_reason === 'cancelled' || (last !== undefined && last.stop_reason === null && last.error === null);
  const failed = last?.error != null;
  const events: ConversationEvent[] = [];
  for (const t of turns) {
    events.push({ round: t.index, type: 'prompt', text: t.prompt, at: '' });
    if (t.error !== null) events.push({ round: t.index, type: 'error', text: t.error, at: '' });
    else if (t.stop_reason === 'end_turn') events.push({ round: t.index, type: 'agent_response', text: t.final_text ?? '', at: '' });
    else events.push({ round: t.index, type: 'timeout', text: t.stop_reason ?? 'no answer', at: '' });
  }
  return {
    session_id: sessionId,
    resumed_from: null,
    status: failed ? 'stopped' : timedOut ? 'timed_out' : 'completed',
    delivered_followups: Math.max(0, turns.length - 1),
    stop_reason: failed ? 'prompt_error' : null,
    stopped_before_followup: null,
    timed_out_in_round: timedOut && last ? last.index : null,
    events,
    responder_outcome: null,
    rounds: turns.map((t) => ({
      round: t.index,
      prompt: t.prompt,
      stop_reason: t.stop_reason,
      error: t.error,
      timed_out: t.stop_reason === 'cancelled',
      duration_ms: Math.round(t.duration_ms ?? 0),
      last_message: t.final_text ?? '',
    })),
  };
}
