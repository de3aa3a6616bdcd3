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

/** From the treatment's side: which run a vote (or a pair) favours. */
export const PAIR_OUTCOMES = ['win', 'loss', 'tie', 'error'] as const;
export type PairOutcome = (typeof PAIR_OUTCOMES)[number];

export const PairVoteSchema = z.object({
  /** `treatment_first`: the treatment was run A. */
  order: z.enum(['treatment_first', 'control_first']),
  /** The judge's answer by position; error: no valid answer. */
  winner: z.enum(['A', 'B', 'equal', 'error']),
  outcome: z.enum(PAIR_OUTCOMES),
  evidence: z.string(),
  /** The judge run's total_tokens; null when unknown, 0 when it never ran. */
  tokens: z.number().nullable(),
  cost: z.number(),
  ms: z.number(),
  dir: z.string(),
});
export type PairVote = z.infer<typeof PairVoteSchema>;

export const PairJudgementSchema = z.object({
  /** win, loss or tie when both votes agree; tie when they disagree (position-inconsistent); error when a vote has no answer. */
  outcome: z.enum(PAIR_OUTCOMES),
  position_inconsistent: z.boolean(),
  votes: z.array(PairVoteSchema),
});
export type PairJudgement = z.infer<typeof PairJudgementSchema>;

