/**
 * The files an eval-magic campaign reads, as this project writes them. Written
 * from eval-magic's own documentation and JSON Schemas (schema/*.schema.json
 * of its repository, checked against its main branch as of 2026-11-30): the
 * field names and meanings are eval-magic's, the schemas are ours.
 *
 * Layout (eval-magic's): `<out>/iteration-<n>/eval-<case>/<condition>/run.json`
 * for a single-run cell, `.../<condition>/run-<k>/run.json` (k from 1) when a
 * case runs a condition more than once; per iteration `benchmark.json`,
 * `permission-denials.json`, `guard-denials.json` and `stray-writes.json`;
 * for a conversation, `conversation.json` beside its `run.json`.
 */
import { z } from 'zod';
import { RESPONDER_CAUSES } from '../conversation/schema.js';

const Ordinal = z.number().int().min(0);
const RunIndex = z.number().int().min(1);

export const EvalMagicToolCallSchema = z.strictObject({
  name: z.string(),
  args: z.union([z.record(z.string(), z.unknown()), z.string(), z.array(z.unknown()), z.null()]).optional(),
  /** Coerced to a string, cut to about 2 KB as eval-magic asks. */
  result: z.string().nullable().optional(),
  ordinal: Ordinal,
});

const Round = z.number().int().min(1);

/** How the responder ended a conversation (eval-magic's causes; absent for scripted turns, a timeout and max_turns_reached). */
export const EvalMagicResponderOutcomeSchema = z.strictObject({
  ending: z.enum(['done', 'cannot_answer']),
  cause: z.enum(RESPONDER_CAUSES).optional(),
  rationale: z.string().optional(),
});

/** One thing said or done, in order: ordinals count every event of the conversation from 0, rounds count prompts from 1. */
export const EvalMagicConversationEventSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('user_message'),
    ordinal: Ordinal,
    round: Round,
    text: z.string(),
    /** Only on a turn a responder wrote. */
    origin: z.strictObject({ responder: z.literal('llm'), rationale: z.string().optional() }).optional(),
  }),
  z.strictObject({ type: z.literal('assistant_message'), ordinal: Ordinal, round: Round, text: z.string() }),
  z.strictObject({
    type: z.literal('tool_invocation'),
    ordinal: Ordinal,
    round: Round,
    name: z.string(),
    args: EvalMagicToolCallSchema.shape.args,
    result: z.string().nullable().optional(),
  }),
]);

/**
 * eval-magic's conversation.json (and run.json `conversation`). Its status rules: `stopped` names a stop reason and the
 * follow-up it stopped before, `timed_out` names the round, `completed` names neither; every run but a timed-out one has
 * at least the prompt and an answer.
 */
export const EvalMagicConversationSchema = z
  .strictObject({
    status: z.enum(['completed', 'stopped', 'timed_out']),
    delivered_followups: z.number().int().min(0),
    stop_reason: z.enum(['agent_did_not_ask', 'agent_response_mismatch', 'responder_cannot_answer', 'max_turns_reached']).optional(),
    stopped_before_followup: z.number().int().min(1).optional(),
    timed_out_in_round: Round.optional(),
    events: z.array(EvalMagicConversationEventSchema).min(1),
    responder_outcome: EvalMagicResponderOutcomeSchema.optional(),
  })
  .superRefine((c, ctx) => {
    const has = (k: 'stop_reason' | 'stopped_before_followup' | 'timed_out_in_round') => c[k] !== undefined;
    const problem =
      c.status === 'stopped' && (!has('stop_reason') || !has('stopped_before_followup') || has('timed_out_in_round'))
        ? 'a stopped conversation names stop_reason and stopped_before_followup, not timed_out_in_round'
        : c.status === 'timed_out' && (!has('timed_out_in_round') || has('stop_reason') || has('stopped_before_followup'))
          ? 'a timed-out conversation names timed_out_in_round only'
          : c.status === 'completed' && (has('stop_reason') || has('stopped_before_followup') || has('timed_out_in_round'))
            ? 'a completed conversation names no stop or timeout'
            : c.status !== 'timed_out' && c.events.length < 2
              ? 'a completed or stopped conversation has at least two events'
              : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['status'] });
  });

/** Where the skill a run staged came from (eval-magic's `skill_source`). */
export const EvalMagicSkillSourceSchema = z.strictObject({
  kind: z.enum(['git', 'path']),
  /** The skill directory as it was named. */
  source: z.string(),
  /** The directory the run's copy was made from (for a git ref: where it was exported). */
  resolved_path: z.string().optional(),
  ref: z.string().optional(),
  /** The commit the copy holds. */
  revision: z.string().optional(),
  origin_url: z.string().optional(),
  branch: z.string(),
  host_local: z.boolean().optional(),
  dirty: z.boolean().optional(),
  siblings: z.array(z.string()).optional(),
});

export const EvalMagicRunRecordSchema = z.strictObject({
  eval_id: z.string(),
  condition: z.string(),
  /** cline-harness's addition: the model of a suite's matrix that made the run (absent outside suites). */
  model: z.string().optional(),
  /** The SKILL.md the agent could load; null in a condition that stages none. */
  skill_path: z.string().nullable(),
  prompt: z.string(),
  files: z.array(z.string()),
  final_message: z.string(),
  tool_invocations: z.array(EvalMagicToolCallSchema),
  /** input + output − cache read; null when the run reported no tokens. */
  total_tokens: z.number().int().nullable().optional(),
  duration_ms: z.number().int().nullable().optional(),
  run_index: RunIndex.optional(),
  /** A conversation's events and ending; absent for a one-shot run. */
  conversation: EvalMagicConversationSchema.optional(),
  skill_source: EvalMagicSkillSourceSchema.optional(),
});

export const EvalMagicAssertionResultSchema = z.strictObject({
  id: z.string(),
  passed: z.boolean(),
  evidence: z.string(),
  confidence: z.number().min(0).max(1).optional(),
  grader: z.enum(['transcript_check', 'llm_judge', 'command_check', 'diff_scope']).optional(),
});

const GradingSummary = z.strictObject({
  passed: z.number().int().min(0),
  failed: z.number().int().min(0),
  total: z.number().int().min(0),
  pass_rate: z.number().min(0).max(1),
});

export const EvalMagicGradingSchema = z.strictObject({
  assertion_results: z.array(EvalMagicAssertionResultSchema),
  summary: GradingSummary,
  /** Framework checks (ids start with `__`), kept out of the substantive pass rate. */
  meta_results: z.array(EvalMagicAssertionResultSchema).optional(),
  meta_summary: z
    .strictObject({
      passed: z.number().int().min(0),
      failed: z.number().int().min(0),
      total: z.number().int().min(0),
      skill_invoked: z.boolean().nullable().optional(),
    })
    .optional(),
});

export const EvalMagicTimingSchema = z.strictObject({
  total_tokens: z.number().int().nullable(),
  duration_ms: z.number().int().nullable(),
  source: z.literal('completion-event'),
});

const TaskKey = {
  eval_id: z.string(),
  condition: z.string(),
  run_index: RunIndex.optional(),
};

export const EvalMagicPermissionDenialsSchema = z.strictObject({
  generated: z.string(),
  iteration: z.number().int().min(1),
  total_denials: z.number().int().min(0),
  tasks: z.array(
    z.strictObject({
      ...TaskKey,
      denial_count: z.number().int().min(1),
      guard_attributed_count: z.number().int().min(0),
      denials: z
        .array(
          z.strictObject({
            tool: z.string(),
            reason: z.string().optional(),
            input_keys: z.array(z.string()),
            guard_attributed: z.boolean(),
          }),
        )
        .min(1),
    }),
  ),
});

export const EvalMagicGuardDenialsSchema = z.strictObject({
  generated: z.string(),
  iteration: z.number().int().min(1),
  total_denials: z.number().int().min(0),
  tasks: z.array(
    z.strictObject({
      ...TaskKey,
      denial_count: z.number().int().min(1),
      denials: z
        .array(
          z.strictObject({
            timestamp: z.string(),
            harness: z.string(),
            tool: z.string(),
            reason: z.string(),
            resolved_targets: z.array(z.string()),
            input_keys: z.array(z.string()),
          }),
        )
        .min(1),
    }),
  ),
});

const StrayFinding = z.strictObject({
  tool: z.string(),
  path: z.string().optional(),
  command: z.string().optional(),
  ordinal: z.number().int(),
  reason: z.string(),
});

export const EvalMagicStrayWritesSchema = z.strictObject({
  generated: z.string(),
  iteration: z.number().int(),
  totals: z.strictObject({ violations: z.number().int(), warnings: z.number().int(), live_source_reads: z.number().int() }),
  runs: z.array(
    z.strictObject({
      ...TaskKey,
      violations: z.array(StrayFinding),
      warnings: z.array(StrayFinding),
      live_source_reads: z.array(StrayFinding),
    }),
  ),
});

/** eval-magic's stats: mean and population standard deviation of the available samples; n = 0 means unavailable. */
const Stats = z.strictObject({ mean: z.number(), stddev: z.number(), n: z.number().int() });

export const EvalMagicBenchmarkSchema = z.strictObject({
  generated: z.string(),
  /** new-skill: with_skill against without_skill; revision: new_skill against old_skill. */
  mode: z.enum(['new-skill', 'revision']),
  baseline: z.string().nullable().optional(),
  conditions_compared: z.tuple([z.string(), z.string()]),
  missing_gradings: z.number().int(),
  validity_warnings: z.array(z.string()),
  run_summary: z.record(
    z.string(),
    z.strictObject({
      pass_rate: Stats,
      duration_ms: Stats,
      total_tokens: Stats,
      skill_invocation_n: z.number().int().optional(),
      skill_invocation_rate: z.number().nullable().optional(),
    }),
  ),
  /** Pass counts per eval id, assertion id and condition. */
  assertions: z.record(z.string(), z.record(z.string(), z.record(z.string(), z.strictObject({ passed: z.number().int().min(0), n: z.number().int().min(1) })))),
  delta: z.strictObject({ direction: z.string(), pass_rate: z.number(), duration_ms: z.number(), total_tokens: z.number() }),
});

export type EvalMagicRunRecord = z.infer<typeof EvalMagicRunRecordSchema>;
export type EvalMagicGrading = z.infer<typeof EvalMagicGradingSchema>;
export type EvalMagicTiming = z.infer<typeof EvalMagicTimingSchema>;
export type EvalMagicPermissionDenials = z.infer<typeof EvalMagicPermissionDenialsSchema>;
export type EvalMagicGuardDenials = z.infer<typeof EvalMagicGuardDenialsSchema>;
export type EvalMagicStrayWrites = z.infer<typeof EvalMagicStrayWritesSchema>;
export type EvalMagicBenchmark = z.infer<typeof EvalMagicBenchmarkSchema>;
export type EvalMagicConversation = z.infer<typeof EvalMagicConversationSchema>;
export type EvalMagicConversationEvent = z.infer<typeof EvalMagicConversationEventSchema>;
export type EvalMagicSkillSource = z.infer<typeof EvalMagicSkillSourceSchema>;
