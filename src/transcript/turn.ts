/**
 * One round of a conversation seen as a transcript of its own, so every
 * transcript check can be limited to it (`turn = N`). Pure.
 */
import type { Transcript } from './schema.js';
import { totalTokens } from './tokens.js';

/**
 * The part of `transcript` that happened in round `turn` (0: the opening
 * prompt): its tool calls, messages, denials and errors, its final text,
 * tokens and time. Ordinals stay those of the whole conversation, so evidence
 * points at the same call either way. Null when the conversation had no such
 * round. A one-shot `--json` transcript (no `turns`) is round 0 as a whole.
 */
export function transcriptOfTurn(transcript: Transcript, turn: number): Transcript | null {
  if (transcript.turns.length === 0) return turn === 0 ? transcript : null;
  const round = transcript.turns.find((t) => t.index === turn);
  if (!round) return null;
  const inTurn = <T extends { turn: number }>(items: readonly T[]): T[] => items.filter((x) => x.turn === turn);
  const { tokens } = round;
  return {
    ...transcript,
    finish_reason: round.stop_reason,
    final_text: round.final_text,
    duration_ms: round.duration_ms,
    tokens,
    total_tokens: totalTokens(tokens),
    tool_invocations: inTurn(transcript.tool_invocations),
    messages: inTurn(transcript.messages),
    reasoning: inTurn(transcript.reasoning),
    events: inTurn(transcript.events),
    turns: [round],
    errors: inTurn(transcript.errors),
    denials: inTurn(transcript.denials),
  };
}
