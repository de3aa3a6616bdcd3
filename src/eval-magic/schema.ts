/**
 * The files an eval-magic campaign reads, as this project writes them. Written
 * from eval-magic's own documentation and JSON Schemas (schema/*.schema.json
 * of its repository, checked against its main branch as of 2026-11-30): the
 * field names and meanings are eval-magic's, the schemas are ours.
 *
 * Layout (eval-magic's): `<out>/iteration-<n>/eval-<case>/<condition>/run.json`
 * for a single-run cell, `.../<condition>/run-<k>/run.json` (k from 1) when a
 * case runs a condition more than once; per iteration `benchmark.json`,
 * `permission-denials.json`, `guard-denials.json` and `stray-writes.json`.
 */
import { z } from 'zod';

const Ordinal = z.number().int().min(0);
const RunIndex = z.number().int().min(1);

export const EvalMagicToolCallSchema = z.strictObject({
  name: z.string(),
  args: z.union([z.record(z.string(), z.unknown()), z.string(), z.array(z.unknown()), z.null()]).optional(),
  /** Coerced to a string, cut to about 2 KB as eval-magic asks. */
  result: z.string().nullable().optional(),
  ordinal: Ordinal,
});

export const EvalMagicRunRecordSchema = z.strictObject({
  eval_id: z.string(),
  condition: z.string(),
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
