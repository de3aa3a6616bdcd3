/**
 * Suites: the spec a user writes (TOML), as a zod schema; the JSON Schema is
 * generated from it. What a run produces is in src/results/schema.ts.
 */
import { z } from 'zod';
import { TRANSPORT_NAMES } from '../transport/transport.js';
import { ResponderSpecSchema, TurnSpecSchema } from '../conversation/schema.js';
import { ConditionSchema, GateSpecSchema } from '../results/schema.js';

const CheckEntrySchema = z.record(z.string(), z.unknown());

/**
 * Runs per case and condition: a number, or `{ min, max }` for sequential repeats (balanced rounds from min up to
 * max, stopping once the case's gate decision is settled; see docs/gate.md).
 */
export const RepeatSchema = z.union([
  z.number().int().positive(),
  z
    .strictObject({ min: z.number().int().positive(), max: z.number().int().positive() })
    .refine((r) => r.min <= r.max, { error: 'min must not exceed max' }),
]);
export type RepeatSpec = z.infer<typeof RepeatSchema>;

/** A git ref: a tag, branch, commit id or an expression such as `HEAD~1`. */
const GitRefSchema = z.string().min(1).regex(/^[^-]/, 'a ref cannot start with "-"');

/** A local git repository (or a directory inside one), relative to the suite file, taken at a ref. */
export const CodebaseSpecSchema = z.strictObject({
  path: z.string().min(1),
  ref: GitRefSchema,
});

export const SuiteCaseSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'use letters, digits, dot, dash and underscore'),
  prompt: z.string().min(1),
  /** A directory whose contents are copied into the fresh env. */
  fixtures: z.string().optional(),
  /** Or a git repository's tree at a ref, copied into the fresh env (overrides the suite's `codebase`; never with `fixtures`). */
  codebase: CodebaseSpecSchema.optional(),
  conditions: z.array(ConditionSchema).min(1).default(['with_skill', 'without_skill']),
  repeat: RepeatSchema.optional(),
  timeout: z.number().positive().optional(),
  /** A scripted-model script (JSON) for offline runs; `{env}` and `{staged_skill}` are filled per task. */
  script: z.string().optional(),
  /** false: a negative case: the skill must not load here (skill_invoked is inverted, and the case stays out of the invocation rate). */
  skill_should_trigger: z.boolean().default(true),
  check: z.array(CheckEntrySchema).default([]),
  /** Overrides the suite's `[gate]` field by field for this case. */
  gate: GateSpecSchema.optional(),
  /** `[[case.turn]]`: scripted follow-ups; the case runs as a conversation over ACP. */
  turn: z.array(TurnSpecSchema).optional(),
  /** An LLM that answers the agent as the user would; the case runs as a conversation over ACP. */
  responder: ResponderSpecSchema.extend({
    /** The responder's scripted-model script, when `[responder_model]` (or `[model]`) is scripted. */
    script: z.string().optional(),
  }).optional(),
});

export const SuiteModelSchema = z.strictObject({
  /** `scripted`: each case's script on a local server; `openai-compatible`: an endpoint; `user`: your own cline settings. */
  provider: z.enum(['scripted', 'openai-compatible', 'user']).default('scripted'),
  id: z.string().min(1).default('scripted-model'),
  base_url: z.string().optional(),
  /** The environment variable holding the API key (keys never go in suite files). */
  api_key_env: z.string().optional(),
});

/** One model of a `[[model]]` matrix: `[model]`'s fields plus a unique name (used in task ids, results and `{model}` in scripts). */
export const SuiteMatrixModelSchema = SuiteModelSchema.extend({
  name: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'use letters, digits, dot, dash and underscore'),
});
export type SuiteMatrixModel = z.infer<typeof SuiteMatrixModelSchema>;
export type SuiteModelSpec = z.infer<typeof SuiteModelSchema>;

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
  /** The previous version, for old_skill/new_skill cases: a saved copy (a path), or `{ git = REF }`: the skill's own directory at that ref. */
  old_skill: z.union([z.string().min(1), z.strictObject({ git: GitRefSchema })], { error: 'a path, or { git = "REF" }' }).optional(),
  /** Every case's env starts from this repository's tree at the ref, unless the case gives `fixtures` or its own `codebase`. */
  codebase: CodebaseSpecSchema.optional(),
  /** A folder of other skills staged in every condition. */
  siblings: z.string().optional(),
  repeat: RepeatSchema.default(1),
  timeout: z.number().positive().default(300),
  jobs: z.number().int().positive().default(1),
  guard: z.boolean().default(true),
  sandbox: z.enum(['auto', 'bwrap', 'none']).default('auto'),
  /** How one-shot cases talk to cline: `json` (one `cline --json` per task) or `acp` (a one-prompt ACP session). Conversations are always ACP. */
  transport: z.enum(TRANSPORT_NAMES).default('json'),
  /** What every case's treatments must clear; `[case.gate]` overrides it field by field. */
  gate: GateSpecSchema.default({}),
  /** One `[model]`, or `[[model]]` tables: every task then runs once per model, each treatment against the same model's control. */
  model: z
    .union([SuiteModelSchema, z.array(SuiteMatrixModelSchema).min(1, 'give at least one [[model]]')], {
      error: 'a [model] table, or [[model]] tables each with a name',
    })
    .default({ provider: 'scripted', id: 'scripted-model' }),
  /** The responders' model; default: `[model]`. */
  responder_model: SuiteModelSchema.optional(),
  judge_model: SuiteJudgeModelSchema.optional(),
  case: z.array(SuiteCaseSchema).min(1, 'a suite needs at least one [[case]]'),
});
export type SuiteSpec = z.infer<typeof SuiteSpecSchema>;
export type SuiteCase = z.infer<typeof SuiteCaseSchema>;

