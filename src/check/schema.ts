/**
 * Checks on one transcript, as zod schemas: the spec a user writes (TOML
 * `[[check]]` tables) and the results a run of the checks produces. Types are
 * inferred from these so they cannot drift from the JSON Schemas made from them.
 */
import { isAbsolute } from 'node:path';
import { z } from 'zod';
import { DENIAL_KINDS } from '../descriptor/schema.js';

export const CHECK_TYPES = [
  'skill_invoked',
  'tool_called',
  'no_tool',
  'max_denials',
  'final_text',
  'finish_reason',
  'file_exists',
  'file_contains',
  'command',
  'max_tokens',
  'max_duration_ms',
] as const;
export const CheckTypeSchema = z.enum(CHECK_TYPES);
export type CheckType = z.infer<typeof CheckTypeSchema>;

/** Check types that look at the env directory after the run, so they need one. */
export const ENV_CHECK_TYPES: readonly CheckType[] = ['file_exists', 'file_contains', 'command'];

export const DEFAULT_COMMAND_TIMEOUT_S = 60;

/** The durations a max_duration_ms check can read; see `agent_ms`, `cline_ms` and `task_ms` in results.json. */
export const DURATION_KINDS = ['agent', 'cline', 'task'] as const;
export type DurationKind = (typeof DURATION_KINDS)[number];

/** Fields every check may have besides its type. */
const common = {
  /** Shown in results and reports; a name is derived from the type and its main field when absent. */
  name: z.string().min(1).optional(),
  /** Conditions (e.g. `with_skill`) the check applies to; elsewhere it is skipped. Absent: all. */
  only: z.array(z.string().min(1)).min(1).optional(),
};

/** Regex flags that keep matching stateless (no g or y). */
const RegexFlags = z.string().regex(/^[imsu]*$/, 'may only contain the flags i, m, s and u');

const regexFields = {
  /** A JavaScript regular expression; it may match anywhere (anchor it with ^ and $ to match whole). */
  pattern: z.string().min(1),
  flags: RegexFlags.optional(),
};

/** Reports an uncompilable pattern on the `pattern` field (flags change what compiles, e.g. `u`). */
function patternCompiles(check: { pattern: string; flags?: string | undefined }, ctx: z.RefinementCtx): void {
  try {
    new RegExp(check.pattern, check.flags);
  } catch (err) {
    // V8's message already says "Invalid regular expression: /…/: why".
    ctx.addIssue({ code: 'custom', path: ['pattern'], message: (err as Error).message });
  }
}

/** A path inside the env: relative, and no `..` segment, so a check cannot look outside it. */
const EnvPath = z
  .string()
  .min(1)
  .refine((p) => !isAbsolute(p) && !p.startsWith('~'), 'must be a path relative to the env')
  .refine((p) => !p.split(/[\\/]/).includes('..'), 'must not contain ".."');

/** The point in the run a tool-call check can be limited to: calls before it count, later ones do not. */
export const CallLimitSchema = z.literal('first_write');

export const SkillInvokedCheckSchema = z.strictObject({
  type: z.literal('skill_invoked'),
  ...common,
  /** The staged skill identifier; when absent the caller's (`--skill-id`) is used. */
  skill: z.string().min(1).optional(),
});

export const ToolCalledCheckSchema = z
  .strictObject({ type: z.literal('tool_called'), ...common, ...regexFields, before: CallLimitSchema.optional() })
  .superRefine(patternCompiles);

export const NoToolCheckSchema = z
  .strictObject({ type: z.literal('no_tool'), ...common, ...regexFields, before: CallLimitSchema.optional() })
  .superRefine(patternCompiles);

export const MaxDenialsCheckSchema = z.strictObject({
  type: z.literal('max_denials'),
  ...common,
  max: z.number().int().nonnegative(),
  /** Count only denials of this kind; absent: all kinds. */
  kind: z.enum(DENIAL_KINDS).optional(),
});

export const FinalTextCheckSchema = z
  .strictObject({ type: z.literal('final_text'), ...common, ...regexFields })
  .superRefine(patternCompiles);

export const FinishReasonCheckSchema = z.strictObject({
  type: z.literal('finish_reason'),
  ...common,
  equals: z.string().min(1).default('completed'),
});

export const FileExistsCheckSchema = z.strictObject({ type: z.literal('file_exists'), ...common, path: EnvPath });

export const FileContainsCheckSchema = z
  .strictObject({ type: z.literal('file_contains'), ...common, path: EnvPath, ...regexFields })
  .superRefine(patternCompiles);

export const CommandCheckSchema = z.strictObject({
  type: z.literal('command'),
  ...common,
  /** Run with `sh -c` in the env; passes when it exits 0. */
  run: z.string().min(1),
  /** Seconds; then the command's process group is killed and the check fails. */
  timeout: z.number().positive().default(DEFAULT_COMMAND_TIMEOUT_S),
});

export const MaxTokensCheckSchema = z.strictObject({
  type: z.literal('max_tokens'),
  ...common,
  /** Upper bound (inclusive) on the transcript's total_tokens. */
  max: z.number().nonnegative(),
});

export const MaxDurationCheckSchema = z.strictObject({
  type: z.literal('max_duration_ms'),
  ...common,
  /** Upper bound (inclusive), in milliseconds. */
  max: z.number().nonnegative(),
  /** Which duration: `agent` cline's own run time (agent_ms), `cline` the cline process (cline_ms), `task` the suite task so far (task_ms). */
  of: z.enum(DURATION_KINDS).default('agent'),
});

export const CheckSpecSchema = z.discriminatedUnion('type', [
  SkillInvokedCheckSchema,
  ToolCalledCheckSchema,
  NoToolCheckSchema,
  MaxDenialsCheckSchema,
  FinalTextCheckSchema,
  FinishReasonCheckSchema,
  FileExistsCheckSchema,
  FileContainsCheckSchema,
  CommandCheckSchema,
  MaxTokensCheckSchema,
  MaxDurationCheckSchema,
]);

/** A checks file: `[[check]]` tables and nothing else. */
export const CheckFileSchema = z.strictObject({ check: z.array(CheckSpecSchema).min(1) });

export const CHECK_STATUSES = ['passed', 'failed', 'skipped'] as const;

export const CheckResultSchema = z.object({
  /** 0-based position of the check in its spec. */
  index: z.number().int(),
  name: z.string(),
  type: CheckTypeSchema,
  /** skipped: the check does not apply to the condition the checks were run for (its `only`). */
  status: z.enum(CHECK_STATUSES),
  /** status === 'passed'. */
  passed: z.boolean(),
  /** What matched (a call's ordinal and rendering, a line) or what was seen instead. May span lines. */
  evidence: z.string(),
  /** The tool call (transcript ordinal) the evidence points at, if any. */
  ordinal: z.number().int().nullable(),
  duration_ms: z.number(),
});

export const CheckCountsSchema = z.object({
  passed: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
});

/** What `cline-harness check --json` prints. */
export const CheckReportSchema = z.object({
  events: z.string(),
  spec: z.string(),
  env: z.string().nullable(),
  condition: z.string().nullable(),
  /** No check failed (skipped checks do not count against it). */
  passed: z.boolean(),
  counts: CheckCountsSchema,
  results: z.array(CheckResultSchema),
});

export type CheckSpec = z.infer<typeof CheckSpecSchema>;
/** A check as written, before defaults are filled in. */
export type CheckSpecInput = z.input<typeof CheckSpecSchema>;
export type CheckOf<T extends CheckType> = Extract<CheckSpec, { type: T }>;
export type CheckStatus = (typeof CHECK_STATUSES)[number];
export type CheckResult = z.infer<typeof CheckResultSchema>;
export type CheckCounts = z.infer<typeof CheckCountsSchema>;
export type CheckReport = z.infer<typeof CheckReportSchema>;
