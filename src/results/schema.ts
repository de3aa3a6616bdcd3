/**
 * What a suite run produces (results.json) and what `suite compare` reports:
 * a leaf module, so the suite runner, the report, the summaries and the
 * comparison all read one definition. JSON Schemas are generated from these.
 */
import { z } from 'zod';
import { CONVERSATION_STATUSES, ResponderOutcomeSchema, STOP_REASONS } from '../conversation/schema.js';
import { DiffScopeSchema } from '../diff/schema.js';
import { JudgeVotesSchema, PairJudgementSchema } from '../judge/schema.js';
import { RecordCheckSchema } from '../model/record.js';

export const CONDITIONS = ['with_skill', 'without_skill', 'old_skill', 'new_skill'] as const;
export const ConditionSchema = z.enum(CONDITIONS);
export type Condition = z.infer<typeof ConditionSchema>;

/** Treatments are measured against their control: with against without the skill, the new version against the old. */
export const CONTROL_OF: Partial<Record<Condition, Condition>> = { with_skill: 'without_skill', new_skill: 'old_skill' };
export type Role = 'treatment' | 'control';
export function roleOf(condition: Condition): Role {
  return CONTROL_OF[condition] ? 'treatment' : 'control';
}

/** [low, high]. */
const IntervalSchema = z.tuple([z.number(), z.number()]);

/** A mean with its 95% Student-t interval (null below two values). */
export const MeanSchema = z.object({ mean: z.number(), ci: IntervalSchema.nullable(), n: z.number().int() });
export type Mean = z.infer<typeof MeanSchema>;

export const TASK_STATUSES = ['passed', 'failed', 'error', 'timed_out', 'invalid'] as const;

/** A tree taken from git: the directory the suite named, the ref as written and the commit it resolved to. */
export const GitSourceSchema = z.object({ path: z.string(), ref: z.string(), commit: z.string() });
export type GitSource = z.infer<typeof GitSourceSchema>;

/**
 * status (absent only in results from before it existed: then `passed` tells): error means the check could not decide
 * (e.g. a judge gave no verdict); the task then counts as errored, not failed.
 * judge: what a judged check spent, and how its votes went (`votes` absent in results from before it was kept).
 */
export const TaskCheckSchema = z.object({
  name: z.string(),
  type: z.string(),
  passed: z.boolean(),
  status: z.enum(['passed', 'failed', 'error']).optional(),
  evidence: z.string(),
  judge: z.object({ tokens: z.number().nullable(), cost: z.number(), ms: z.number(), votes: JudgeVotesSchema.optional() }).nullable().default(null),
});

export const TaskResultSchema = z.object({
  task_id: z.string(),
  case_id: z.string(),
  condition: ConditionSchema,
  /** The model of the matrix (`[[model]]` name, or the `[model]` id); null in results from before models were recorded. */
  model: z.string().nullable().default(null),
  repeat: z.number().int(),
  /**
   * passed: completed and every check passed; failed: a check failed; error: the run did not complete or a check could
   * not decide (a judge gave no verdict); timed_out: the run did not complete in time;
   * invalid: it completed, but its record cannot be trusted (see validity_errors).
   */
  status: z.enum(TASK_STATUSES),
  dispatch_status: z.string(),
  /** The name cline lists the staged skill by (its slug); null when nothing is staged. */
  staged_skill: z.string().nullable(),
  /** The description cline shows for the staged skill, as the skills block gives it; null when nothing is staged or it has none. */
  staged_description: z.string().nullable(),
  /** Whether the agent loaded the staged skill; null when none was staged or there is no transcript. */
  skill_invoked: z.boolean().nullable(),
  /** A negative case's task: the skill should not have loaded. */
  skill_should_trigger: z.boolean().default(true),
  checks: z.array(TaskCheckSchema),
  /** The case's `codebase`: its env started from this commit's tree; null for fixtures (or nothing). */
  codebase: GitSourceSchema.nullable().default(null),
  /** The env's changes since its creation commit (diff-scope.json); null when the task never got that far. */
  diff: DiffScopeSchema.nullable().default(null),
  /** Judge runs of this task's judged checks, kept apart from the agent's tokens, cost and time. */
  /** Null when any judge run's tokens are unknown. */
  judge_tokens: z.number().nullable().default(0),
  judge_cost: z.number().default(0),
  judge_ms: z.number().default(0),
  /** The transcript's total_tokens; null without a transcript or when cline reported no usage (unknown is not zero). */
  tokens: z.number().nullable(),
  /** cline's reported cost (run_result.usage.totalCost); null without a transcript or when cline reported no usage. */
  cost: z.number().nullable(),
  /** cline's own run time (run_result.durationMs). */
  agent_ms: z.number().nullable(),
  /** Wall time of the cline process. */
  cline_ms: z.number().nullable(),
  /** The whole task: fresh env, staging, guard, cline, checks, audit and teardown. */
  task_ms: z.number(),
  /**
   * The task's time by phase, in ms: env, stage, guard_arm, model_server, auth, preflight, snapshot, cline (the process),
   * first_event (spawn to cline's first event, inside cline), guard_check, parse, audit, guard_collect, teardown, checks
   * (judges included), diff. Phases the task did not reach are absent.
   */
  phases_ms: z.record(z.string(), z.number()).default({}),
  denials: z.record(z.string(), z.number().int()),
  guard_denials: z.number().int(),
  shadows: z.array(z.string()),
  stray_writes: z.array(z.string()),
  warnings: z.array(z.string()),
  /** How the task's conversation ended; null for a one-shot task. */
  conversation: z
    .object({
      status: z.enum(CONVERSATION_STATUSES),
      stop_reason: z.enum(STOP_REASONS).nullable(),
      delivered_followups: z.number().int(),
      responder_outcome: ResponderOutcomeSchema.nullable(),
    })
    .nullable()
    .default(null),
  /** The OS boundary the agent ran in; null when the task never dispatched (and in older results). */
  confinement: z.enum(['bwrap', 'none']).nullable().default(null),
  /** Whether cline and what it started ran under the harness's syscall filter (no ptrace, process_vm_*, pidfd_getfd); null when not known. */
  syscall_filter: z.boolean().nullable().default(null),
  /** Whether cline and what it started ran in a Landlock domain of their own (no signal, ptrace or /proc/PID/mem outside it); null when not known. */
  task_domain: z.boolean().nullable().default(null),
  /** Whether cline loaded the armed guard plugin (false makes the task invalid); null without a guard or a dispatch. */
  guard_loaded: z.boolean().nullable().default(null),
  /** The transcript's tool calls checked against what the model emitted through the harness's proxy; null in older results. */
  model_record: RecordCheckSchema.nullable().default(null),
  /** Why the task's record cannot be trusted (guard disarmed or blinded, records forged, teardown found the env tampered with, a skill in the control arm). */
  validity_errors: z.array(z.string()).default([]),
  error: z.string().nullable(),
  /** The task's artifacts folder (absolute). */
  artifacts: z.string(),
  /** sha256 of what decides the task's outcome (src/suite/reuse.ts); what `suite run --reuse` compares. Absent in merged-in older results. */
  fingerprint: z.string().optional(),
  /** Taken unchanged from a previous run by `--reuse`: that run's results.json and when the task really ran; absent when it ran in this run. */
  reused_from: z.object({ run: z.string(), started_at: z.string() }).optional(),
});
export type TaskResult = z.infer<typeof TaskResultSchema>;

/** The gate a case's treatments must clear: the suite's `[gate]`, overridden field by field by `[case.gate]`. */
export const GateSpecSchema = z.strictObject({
  min_pass_rate: z.number().min(0).max(1).optional().describe('The lowest pass rate a treatment may have (point estimate).'),
  min_delta: z.number().min(-1).max(1).optional().describe('The lowest treatment − control pass rate, compared with the lower bound of its interval.'),
  confidence: z.number().min(0).lt(1).optional().describe('Of the intervals the gate compares; 0 compares point estimates.'),
  max_regression: z.number().min(0).max(1).optional().describe(
    'With a baseline: the largest drop in a treatment\'s pass rate that still passes (regressed above it, ' +
      'held when the drop\'s interval rules out more; see docs/gate.md).',
  ),
  on_inconclusive: z
    .enum(['warn', 'fail'])
    .optional()
    .describe('What an inconclusive baseline comparison does to the gate: "warn" (loudly, the gate holds) or "fail".'),
  min_win_rate: z
    .number()
    .min(0)
    .max(1)
    .optional()
    .describe('With judge_pairwise checks: the lowest win rate of the treatment over its control (lower bound of its interval).'),
});
export type GateSpec = z.infer<typeof GateSpecSchema>;

export const ResolvedGateSchema = z.object({
  min_pass_rate: z.number(),
  min_delta: z.number().nullable(),
  confidence: z.number(),
  max_regression: z.number().nullable(),
  on_inconclusive: z.enum(['warn', 'fail']).default('warn'),
  min_win_rate: z.number().nullable().default(null),
});
export type ResolvedGate = z.infer<typeof ResolvedGateSchema>;

export const GATE_RULES = ['valid_records', 'min_pass_rate', 'min_delta', 'max_regression', 'min_win_rate'] as const;

/**
 * A baseline comparison's outcome: regressed (the drop's point estimate exceeds max_regression and its interval
 * excludes no change), held (the interval rules out a drop larger than max_regression), inconclusive (neither).
 */
export const REGRESSION_OUTCOMES = ['regressed', 'held', 'inconclusive'] as const;
export const RegressionOutcomeSchema = z.enum(REGRESSION_OUTCOMES);
export type RegressionOutcome = z.infer<typeof RegressionOutcomeSchema>;

/** One rule of a gate, applied to one case and treatment. */
export const GateRuleResultSchema = z.object({
  rule: z.enum(GATE_RULES),
  passed: z.boolean(),
  /** The number compared with the threshold (a point estimate or an interval bound). */
  value: z.number().nullable(),
  threshold: z.number(),
  /** States the rule and the numbers, e.g. "min_delta 0.3: Δ lower bound 0.12 < 0.3". */
  message: z.string(),
  /** max_regression only: the comparison's outcome. */
  outcome: RegressionOutcomeSchema.optional(),
});

export const GateVerdictSchema = z.object({
  case_id: z.string(),
  condition: ConditionSchema,
  /** The model of the matrix (`[[model]]` name, or the `[model]` id); null in results from before models were recorded. */
  model: z.string().nullable().default(null),
  gate: ResolvedGateSchema,
  passed: z.boolean(),
  rules: z.array(GateRuleResultSchema),
});
export type GateVerdict = z.infer<typeof GateVerdictSchema>;

/** Pass rate of one check over the tasks of an arm it ran in. */
export const CheckRateSchema = z.object({
  name: z.string(),
  runs: z.number().int(),
  passed: z.number().int(),
  pass_rate: z.number(),
  pass_rate_ci: IntervalSchema,
});

/** One arm against the same arm of a baseline run: the change in pass rate and in the means. */
export const ArmChangeSchema = z.object({
  case_id: z.string(),
  condition: ConditionSchema,
  /** The model of the matrix (`[[model]]` name, or the `[model]` id); null in results from before models were recorded. */
  model: z.string().nullable().default(null),
  base_pass_rate: z.number(),
  new_pass_rate: z.number(),
  /** new − base pass rate, with Newcombe's interval and Fisher's two-sided p. */
  change: z.number(),
  change_ci: IntervalSchema,
  p_value: z.number(),
  tokens_change: z.number().nullable(),
  cost_change: z.number().nullable(),
  agent_ms_change: z.number().nullable(),
});
export type ArmChange = z.infer<typeof ArmChangeSchema>;

export const ComparisonSchema = z.object({
  base: z.string(),
  new: z.string(),
  arms: z.array(ArmChangeSchema),
  cases_added: z.array(z.string()),
  cases_removed: z.array(z.string()),
  /** The treatment arms that regressed (see REGRESSION_OUTCOMES). */
  regressions: z.array(z.object({ case_id: z.string(), condition: ConditionSchema, model: z.string().nullable().default(null), message: z.string() })),
  /**
   * Every treatment arm both runs have: its outcome against max_regression (0 where the gate sets none), with the rule
   * and numbers; `fails`: regressed, or inconclusive where the case's gate says `on_inconclusive = "fail"`.
   */
  outcomes: z
    .array(
      z.object({
        case_id: z.string(),
        condition: ConditionSchema,
        model: z.string().nullable().default(null),
        outcome: RegressionOutcomeSchema,
        threshold: z.number(),
        fails: z.boolean(),
        message: z.string(),
      }),
    )
    .default([]),
});
export type Comparison = z.infer<typeof ComparisonSchema>;

export const ConditionSummarySchema = z.object({
  case_id: z.string(),
  condition: ConditionSchema,
  /** The model of the matrix (`[[model]]` name, or the `[model]` id); null in results from before models were recorded. */
  model: z.string().nullable().default(null),
  role: z.enum(['treatment', 'control']),
  tasks: z.number().int(),
  passed: z.number().int(),
  pass_rate: z.number(),
  /** 95% Wilson score interval. */
  pass_rate_ci: IntervalSchema,
  /** Treatments: the control this arm is measured against, when the case runs it. */
  control: ConditionSchema.nullable(),
  /** Treatment − control pass rate; null for controls and treatments without their control. */
  delta: z.number().nullable(),
  /** 95% Newcombe hybrid score interval of the delta. */
  delta_ci: IntervalSchema.nullable(),
  /** Fisher's exact test, two-sided, treatment against control. */
  p_value: z.number().nullable(),
  /** Normalized gain: delta / (1 − control pass rate); null without a delta or when the control passed every run (no room to gain). */
  normalized_gain: z.number().nullable().default(null),
  /** False for a negative case (the skill should not load): its delta is 0 by design and stays out of the pooled effect. */
  skill_should_trigger: z.boolean().default(true),
  checks: z.array(CheckRateSchema),
  /** Repeats of this case and condition disagree (some passed, some did not). */
  flaky: z.boolean(),
  /** Share of tasks in which the agent loaded the staged skill; null when nothing was staged. */
  skill_invocation_rate: z.number().nullable(),
  tokens: MeanSchema.nullable(),
  cost: MeanSchema.nullable(),
  agent_ms: MeanSchema.nullable(),
  cline_ms: MeanSchema.nullable(),
  task_ms: MeanSchema.nullable(),
  /** Tasks whose record cannot be trusted (status invalid); any of them in a case fails its gate. */
  invalid: z.number().int().default(0),
  /** Reasons this arm's numbers may not mean what they seem. */
  validity_warnings: z.array(z.string()),
});
export type ConditionSummary = z.infer<typeof ConditionSummarySchema>;

/** The treatment effect pooled over cases: the mean of the per-case deltas with a bootstrap interval over cases. */
export const PooledEffectSchema = z.object({
  condition: ConditionSchema,
  /** The model of the matrix (`[[model]]` name, or the `[model]` id); null in results from before models were recorded. */
  model: z.string().nullable().default(null),
  cases: z.number().int(),
  delta: z.number(),
  delta_ci: IntervalSchema.nullable(),
  /** Pooled delta / (1 − mean control pass rate of the same cases); null when every control passed every run. */
  normalized_gain: z.number().nullable().default(null),
  method: z.string(),
});
export type PooledEffect = z.infer<typeof PooledEffectSchema>;

/**
 * Negative cases (`skill_should_trigger = false`) of one treatment and model: how often the staged skill loaded
 * where it should not have. Tasks whose loading is unknown are left out.
 */
export const FalseTriggerSchema = z.object({
  condition: ConditionSchema,
  model: z.string().nullable().default(null),
  cases: z.number().int(),
  /** Tasks of those cases where whether the skill loaded is known. */
  tasks: z.number().int(),
  /** Tasks in which the skill loaded. */
  triggered: z.number().int(),
  rate: z.number(),
  /** 95% Wilson score interval. */
  rate_ci: IntervalSchema,
});
export type FalseTrigger = z.infer<typeof FalseTriggerSchema>;

const RoleCountsSchema = z.object({ tasks: z.number().int(), passed: z.number().int(), failed: z.number().int(), errored: z.number().int() });
export type RoleCounts = z.infer<typeof RoleCountsSchema>;

/** Why a case with sequential repeats stopped where it did. */
export const STOP_REASONS_SEQUENTIAL = ['gate_holds', 'gate_fails', 'effect_settled', 'max_reached'] as const;

/** A case with `repeat = { min, max }`: when (after how many balanced rounds) and why it stopped. */
export const CaseStopSchema = z.object({
  case_id: z.string(),
  /** The model of the matrix whose arms of the case stopped (each model's arms stop on their own). */
  model: z.string().nullable().default(null),
  min: z.number().int(),
  max: z.number().int(),
  /** Rounds run: every condition of the case ran this many times. */
  rounds: z.number().int(),
  reason: z.enum(STOP_REASONS_SEQUENTIAL),
  /** The confidence of the intervals at the stopping look (the gate's, spent over the looks); the gate judged the case at it. */
  confidence: z.number(),
  message: z.string(),
});
export type CaseStop = z.infer<typeof CaseStopSchema>;

/**
 * Does the effect differ between models? For one treatment and two models: the mean over the cases both ran of
 * (first model's delta − second model's delta), with a percentile bootstrap interval over those cases.
 */
export const ModelDifferenceSchema = z.object({
  condition: ConditionSchema,
  models: z.tuple([z.string(), z.string()]),
  cases: z.number().int(),
  /** The first model's pooled effect minus the second's, over the cases both ran. */
  difference: z.number(),
  difference_ci: IntervalSchema.nullable(),
  method: z.string(),
});
export type ModelDifference = z.infer<typeof ModelDifferenceSchema>;

/**
 * One judge_pairwise check over one case, treatment and model: each repeat's treatment run against the control run
 * of the same repeat, judged in both orders.
 */
export const PairwiseResultSchema = z.object({
  case_id: z.string(),
  condition: ConditionSchema,
  control: ConditionSchema,
  model: z.string().nullable(),
  check: z.string(),
  /** One per repeat both arms ran. */
  pairs: z.array(PairJudgementSchema.extend({ repeat: z.number().int() })),
  wins: z.number().int(),
  losses: z.number().int(),
  /** Ties, position-inconsistent pairs included. */
  ties: z.number().int(),
  /** Pairs without an answer in one of their votes: left out of the win rate. */
  errors: z.number().int(),
  /** Pairs whose two orders disagreed. */
  inconsistent: z.number().int(),
  /** (wins + ties / 2) / judged pairs; null when no pair was judged. */
  win_rate: z.number().nullable(),
  /** 95% Wilson score interval of the win rate, a tie counting as half a win. */
  win_rate_ci: IntervalSchema.nullable(),
  /** Share of judged pairs whose two orders disagreed. */
  inconsistent_share: z.number().nullable(),
  /** What the judge runs spent, kept apart from the agent's; tokens null when any vote's are unknown. */
  tokens: z.number().nullable(),
  cost: z.number(),
  ms: z.number(),
});
export type PairwiseResult = z.infer<typeof PairwiseResultSchema>;

export const SuiteResultsSchema = z.object({
  suite: z.string(),
  /** sha256 of the suite file, so shards of different suite versions are not merged. */
  suite_hash: z.string(),
  started_at: z.string(),
  /** Wall time of the whole run (the longest shard's, when merged). */
  duration_ms: z.number().int(),
  cline_version: z.string().nullable(),
  model: z.string(),
  /** Every task id of the suite's plan (after --filter and --repeat, before sharding). */
  planned: z.array(z.string()),
  shard: z.object({ index: z.number().int(), count: z.number().int() }).nullable(),
  /** How many shard outputs were merged into this one; null when not merged. */
  merged_from: z.number().int().nullable(),
  /** Merged with `--allow-partial` while planned tasks were missing. */
  partial: z.boolean(),
  /** Planned tasks absent from these results (only when partial). */
  missing: z.array(z.string()),
  /** `--max-tokens`/`--max-cost` stopped the run: the limit reached, and how many of this run's tasks ran (or were reused). */
  budget: z.object({ reached: z.string(), tasks_run: z.number().int(), tasks_planned: z.number().int() }).nullable().default(null),
  /** Each case's gate, resolved from the suite's `[gate]` and its `[case.gate]`. */
  gates: z.record(z.string(), ResolvedGateSchema),
  /**
   * `old_skill = { git = REF }`: the skill's directory (path) at the commit REF resolved to, and whether the
   * working tree had uncommitted changes under it (the new version is the working tree); null for a saved copy or none.
   */
  old_skill_git: GitSourceSchema.extend({ dirty: z.boolean() }).nullable().default(null),
  /** Cases with sequential repeats: when and why each stopped; their planned tasks past that point never ran and are not missing. */
  stops: z.array(CaseStopSchema).default([]),
  /**
   * Task counts; `treatment` and `control` count each role apart (a control arm failing is data, not something gone wrong).
   * Errored counts error, timed_out and invalid; the role counts are null in results from before they were recorded.
   */
  totals: RoleCountsSchema.extend({ treatment: RoleCountsSchema.nullable().default(null), control: RoleCountsSchema.nullable().default(null) }),
  conditions: z.array(ConditionSummarySchema),
  /** Per treatment and model, over the cases where the skill should load (negative cases are in `false_triggers`). */
  pooled: z.array(PooledEffectSchema),
  /** Per treatment and model, over the negative cases: how often the skill loaded where it should not have. */
  false_triggers: z.array(FalseTriggerSchema).default([]),
  /** With two or more models: for each treatment and pair of models, whether the effect differs. */
  model_differences: z.array(ModelDifferenceSchema).default([]),
  /** judge_pairwise checks: the treatment's win rate over its control, per case, treatment and model. */
  pairwise: z.array(PairwiseResultSchema).default([]),
  gate: z.object({ passed: z.boolean(), verdicts: z.array(GateVerdictSchema) }),
  baseline: ComparisonSchema.nullable(),
  tasks: z.array(TaskResultSchema),
});
export type SuiteResults = z.infer<typeof SuiteResultsSchema>;
