/**
 * Suites: the spec a user writes (TOML) and the results a run produces
 * (results.json). Both are zod schemas; JSON Schemas are generated from them.
 */
import { z } from 'zod';
import { DiffScopeSchema } from '../diff/schema.js';

export const CONDITIONS = ['with_skill', 'without_skill', 'old_skill', 'new_skill'] as const;
export const ConditionSchema = z.enum(CONDITIONS);
export type Condition = z.infer<typeof ConditionSchema>;

/** Which arm a condition's delta is measured against. */
export const BASELINE_OF: Partial<Record<Condition, Condition>> = { with_skill: 'without_skill', new_skill: 'old_skill' };

const CheckEntrySchema = z.record(z.string(), z.unknown());

export const SuiteCaseSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'use letters, digits, dot, dash and underscore'),
  prompt: z.string().min(1),
  /** A directory whose contents are copied into the fresh env. */
  fixtures: z.string().optional(),
  conditions: z.array(ConditionSchema).min(1).default(['with_skill', 'without_skill']),
  repeat: z.number().int().positive().optional(),
  timeout: z.number().positive().optional(),
  /** A scripted-model script (JSON) for offline runs; `{env}` and `{staged_skill}` are filled per task. */
  script: z.string().optional(),
  /** false: a negative case: the skill must not load here (skill_invoked is inverted, and the case stays out of the invocation rate). */
  skill_should_trigger: z.boolean().default(true),
  check: z.array(CheckEntrySchema).default([]),
});

export const SuiteModelSchema = z.strictObject({
  /** `scripted`: each case's script on a local server; `openai-compatible`: an endpoint; `user`: your own cline settings. */
  provider: z.enum(['scripted', 'openai-compatible', 'user']).default('scripted'),
  id: z.string().min(1).default('scripted-model'),
  base_url: z.string().optional(),
  /** The environment variable holding the API key (keys never go in suite files). */
  api_key_env: z.string().optional(),
});

/** The model that plays the judge for judge checks: the same shape as [model], plus the script a scripted judge follows. */
export const SuiteJudgeModelSchema = SuiteModelSchema.extend({
  /** For provider "scripted": the judge's script (JSON), relative to the suite file. */
  script: z.string().optional(),
});

export const SuiteSpecSchema = z.strictObject({
  name: z.string().min(1),
  description: z.string().optional(),
  /** The skill under test. */
  skill: z.string().min(1),
  /** A saved copy of the previous version, for old_skill/new_skill cases. */
  old_skill: z.string().optional(),
  /** A folder of other skills staged in every condition. */
  siblings: z.string().optional(),
  repeat: z.number().int().positive().default(1),
  timeout: z.number().positive().default(300),
  jobs: z.number().int().positive().default(1),
  guard: z.boolean().default(true),
  sandbox: z.enum(['auto', 'bwrap', 'none']).default('auto'),
  model: SuiteModelSchema.default({ provider: 'scripted', id: 'scripted-model' }),
  judge_model: SuiteJudgeModelSchema.optional(),
  case: z.array(SuiteCaseSchema).min(1, 'a suite needs at least one [[case]]'),
});
export type SuiteSpec = z.infer<typeof SuiteSpecSchema>;
export type SuiteCase = z.infer<typeof SuiteCaseSchema>;

const StatsSchema = z.object({ mean: z.number(), stddev: z.number(), min: z.number(), max: z.number(), n: z.number().int() });
export type Stats = z.infer<typeof StatsSchema>;

export const TASK_STATUSES = ['passed', 'failed', 'error', 'timed_out'] as const;

export const TaskResultSchema = z.object({
  task_id: z.string(),
  case_id: z.string(),
  condition: ConditionSchema,
  repeat: z.number().int(),
  /** passed: completed and every check passed; failed: a check failed; error: the run did not complete or a check could not decide; timed_out. */
  status: z.enum(TASK_STATUSES),
  dispatch_status: z.string(),
  /** The name cline lists the staged skill by (its slug); null when nothing is staged. */
  staged_skill: z.string().nullable(),
  /** The description cline shows for the staged skill, as the skills block gives it; null when nothing is staged or it has none. */
  staged_description: z.string().nullable(),
  /** A negative case's task: the skill should not have loaded. */
  skill_should_trigger: z.boolean().default(true),
  /**
   * status (absent only in results from before it existed: then `passed` tells): error means the check could not decide (e.g. a judge gave no verdict); the task then counts as errored, not failed.
   * judge: what a judged check spent.
   */
  checks: z.array(
    z.object({
      name: z.string(),
      type: z.string(),
      passed: z.boolean(),
      status: z.enum(['passed', 'failed', 'error']).optional(),
      evidence: z.string(),
      judge: z.object({ tokens: z.number(), cost: z.number(), ms: z.number() }).nullable().default(null),
    }),
  ),
  /** The env's changes since its creation commit (diff-scope.json); null when the task never got that far. */
  diff: DiffScopeSchema.nullable().default(null),
  /** Judge runs of this task's judged checks, kept apart from the agent's tokens and time. */
  judge_tokens: z.number().default(0),
  judge_cost: z.number().default(0),
  judge_ms: z.number().default(0),
  tokens: z.number().nullable(),
  duration_ms: z.number().nullable(),
  /** Wall time of the whole task, cline included. */
  wall_ms: z.number(),
  denials: z.record(z.string(), z.number().int()),
  guard_denials: z.number().int(),
  shadows: z.array(z.string()),
  stray_writes: z.array(z.string()),
  warnings: z.array(z.string()),
  error: z.string().nullable(),
  artifacts: z.string(),
});
export type TaskResult = z.infer<typeof TaskResultSchema>;

export const ConditionSummarySchema = z.object({
  case_id: z.string(),
  condition: ConditionSchema,
  tasks: z.number().int(),
  passed: z.number().int(),
  pass_rate: z.number(),
  /** This condition's pass rate minus its baseline's (with − without, new − old); null without a baseline. */
  delta: z.number().nullable(),
  tokens: StatsSchema.nullable(),
  duration_ms: StatsSchema.nullable(),
  /** Reasons this arm's numbers may not mean what they seem. */
  validity_warnings: z.array(z.string()),
});
export type ConditionSummary = z.infer<typeof ConditionSummarySchema>;

export const SuiteResultsSchema = z.object({
  suite: z.string(),
  started_at: z.string(),
  duration_ms: z.number().int(),
  cline_version: z.string().nullable(),
  model: z.string(),
  shard: z.object({ index: z.number().int(), count: z.number().int() }).nullable(),
  totals: z.object({ tasks: z.number().int(), passed: z.number().int(), failed: z.number().int(), errored: z.number().int() }),
  conditions: z.array(ConditionSummarySchema),
  tasks: z.array(TaskResultSchema),
});
export type SuiteResults = z.infer<typeof SuiteResultsSchema>;
