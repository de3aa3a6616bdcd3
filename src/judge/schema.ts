/** A judged grading's record: every vote, and the outcome (what `cline-harness judge` prints). */
import { z } from 'zod';

export const JUDGE_VERDICTS = ['pass', 'fail', 'error'] as const;

export const JudgeVoteSchema = z.object({
  vote: z.number().int(),
  /** error: no valid verdict (malformed or missing, timeout, dispatch failure); `evidence` says why. */
  verdict: z.enum(JUDGE_VERDICTS),
  evidence: z.string(),
  score: z.number().nullable(),
  /** The judge run's total_tokens; null when cline ran but reported no usage (unknown is not zero), 0 when it never ran. */
  tokens: z.number().nullable(),
  cost: z.number(),
  ms: z.number(),
  /** Where the vote's prompt, events, final message and verdict are kept. */
  dir: z.string(),
});

export const JudgeOutcomeSchema = z.object({
  /** pass: most votes pass; fail: at least half fail (a tie fails); error: the valid votes alone cannot decide. */
  verdict: z.enum(JUDGE_VERDICTS),
  /** Why, in one line: the vote count, or the reason there is no verdict. */
  reason: z.string(),
  model: z.string(),
  votes: z.array(JudgeVoteSchema),
  /** Null when any vote's tokens are unknown. */
  tokens: z.number().nullable(),
  cost: z.number(),
  ms: z.number(),
});

/** How a grading's votes went, as a check result keeps it: a tie fails, votes without a verdict are `error`. */
export const JudgeVotesSchema = z.object({ pass: z.number().int(), fail: z.number().int(), error: z.number().int() });

export type JudgeVote = z.infer<typeof JudgeVoteSchema>;
export type JudgeOutcome = z.infer<typeof JudgeOutcomeSchema>;
