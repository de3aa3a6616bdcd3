/**
 * Checks on one transcript, as zod schemas: the spec a user writes (TOML
 * `[[check]]` tables) and the results a run of the checks produces. Types are
 * inferred from these so they cannot drift from the JSON Schemas made from them.
 */
import { z } from 'zod';
import { JudgeVotesSchema } from '../judge/schema.js';
import { CheckTypeSchema } from './registry.js';

export { CHECK_TYPES, CheckSpecSchema, CheckTypeSchema, ENV_CHECK_TYPES } from './registry.js';
export type { CheckOf, CheckSpec, CheckSpecInput, CheckType } from './registry.js';
export { CallLimitSchema } from './fields.js';
export { SkillInvokedCheckSchema } from './types/skill-invoked.js';
export { ToolCalledCheckSchema } from './types/tool-called.js';
export { NoToolCheckSchema } from './types/no-tool.js';
export { MaxDenialsCheckSchema } from './types/max-denials.js';
export { FinalTextCheckSchema } from './types/final-text.js';
export { FinishReasonCheckSchema } from './types/finish-reason.js';
export { FileExistsCheckSchema } from './types/file-exists.js';
export { FileContainsCheckSchema } from './types/file-contains.js';
export { CommandCheckSchema, DEFAULT_COMMAND_TIMEOUT_S } from './types/command.js';
export { MaxTokensCheckSchema } from './types/max-tokens.js';
export { MaxDurationCheckSchema } from './types/max-duration-ms.js';
export { ConversationCheckSchema } from './types/conversation.js';
export { DiffScopeCheckSchema } from './types/diff-scope.js';
export { JudgeCheckSchema } from './types/judge.js';

export const CHECK_STATUSES = ['passed', 'failed', 'skipped', 'error'] as const;

/** What a judged check spent, apart from the agent's tokens and time. */
export const JudgeCostSchema = z.object({
  /** Null when a vote's tokens are unknown. */
  tokens: z.number().nullable(),
  cost: z.number(),
  ms: z.number(),
  /** How the votes went: a tie fails, votes without a verdict are `error`. */
  votes: JudgeVotesSchema.optional(),
});

export const CheckResultSchema = z.object({
  /** 0-based position of the check in its spec. */
  index: z.number().int(),
  name: z.string(),
  type: CheckTypeSchema,
  /**
   * skipped: the check does not apply to the condition the checks were run for (its `only`);
   * error: it could not decide (a judge without a valid verdict, timed out or not started): neither pass nor fail.
   */
  status: z.enum(CHECK_STATUSES),
  /** status === 'passed'. */
  passed: z.boolean(),
  /** What matched (a call's ordinal and rendering, a line) or what was seen instead. May span lines. */
  evidence: z.string(),
  /** The tool call (transcript ordinal) the evidence points at, if any. */
  ordinal: z.number().int().nullable(),
  duration_ms: z.number(),
  /** Tokens, cost and time of the judge runs; null for checks that run no model. */
  judge: JudgeCostSchema.nullable(),
});

export const CheckCountsSchema = z.object({
  passed: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  error: z.number().int(),
});

/** What `cline-harness check --json` prints. */
export const CheckReportSchema = z.object({
  events: z.string(),
  spec: z.string(),
  env: z.string().nullable(),
  condition: z.string().nullable(),
  /** No check failed or errored (skipped checks do not count against it). */
  passed: z.boolean(),
  counts: CheckCountsSchema,
  results: z.array(CheckResultSchema),
});

export type CheckStatus = (typeof CHECK_STATUSES)[number];
export type CheckResult = z.infer<typeof CheckResultSchema>;
export type CheckCounts = z.infer<typeof CheckCountsSchema>;
export type CheckReport = z.infer<typeof CheckReportSchema>;
