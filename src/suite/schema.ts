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
    .strictObject({
      min: z.number().int().positive().describe('Rounds always run (every condition once per round) before the first look.'),
      max: z.number().int().positive().describe('Rounds at most; the case stops earlier once its gate decision cannot change.'),
    })
    .refine((r) => r.min <= r.max, { error: 'min must not exceed max' }),
]);
export type RepeatSpec = z.infer<typeof RepeatSchema>;

/** A git ref: a tag, branch, commit id or an expression such as `HEAD~1`. */
const GitRefSchema = z.string().min(1).regex(/^[^-]/, 'a ref cannot start with "-"');

/** A local git repository (or a directory inside one), relative to the suite file, taken at a ref. */
export const CodebaseSpecSchema = z.strictObject({
  path: z.string().min(1).describe('The repository (or a directory in it), relative to the suite file.'),
  ref: GitRefSchema.describe('A tag, branch, commit id or an expression such as HEAD~1.'),
});

export const SuiteCaseSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'use letters, digits, dot, dash and underscore')
    .describe('The case\'s name in task ids, results and reports: letters, digits, dot, dash and underscore.'),
  prompt: z.string().min(1).describe('The task given to the agent.'),
  fixtures: z.string().optional().describe('A directory whose contents are copied into the fresh env.'),
  codebase: CodebaseSpecSchema.optional().describe(
    'Or a git repository\'s tree at a ref, copied into the fresh env (overrides the suite\'s `codebase`; ' +
      'never with `fixtures`).',
  ),
  conditions: z
    .array(ConditionSchema)
    .min(1)
    .default(['with_skill', 'without_skill'])
    .describe('The arms this case runs under: with_skill, without_skill, old_skill, new_skill.'),
  repeat: RepeatSchema.optional().describe('Runs per condition, overriding the suite\'s repeat: a number, or { min, max } for sequential repeats.'),
  models: z
    .array(z.string().min(1))
    .min(1)
    .optional()
    .describe(
      'The models this case runs on, by `[[model]]` name (a `[model]` table\'s id); default: every model of the suite. ' +
        'A name the suite does not give is an error.',
    ),
  timeout: z.number().positive().optional().describe('Seconds per task, overriding the suite\'s timeout.'),
  script: z
    .string()
    .optional()
    .describe('A scripted-model script (JSON) for offline runs; `{env}`, `{staged_skill}` and `{model}` are filled per task.'),
  skill_should_trigger: z.boolean().default(true).describe(
    'false: a negative case: the skill must not load here (skill_invoked is inverted, and the case stays ' +
      'out of the invocation rate).',
  ),
  check: z.array(CheckEntrySchema).default([]).describe('`[[case.check]]`: what the run must show; see the check types.'),
  gate: GateSpecSchema.optional().describe('Overrides the suite\'s `[gate]` field by field for this case.'),
  turn: z.array(TurnSpecSchema).optional().describe('`[[case.turn]]`: scripted follow-ups; the case runs as a conversation over ACP.'),
  responder: ResponderSpecSchema.extend({
    script: z.string().optional().describe('The responder\'s scripted-model script, when `[responder_model]` (or `[model]`) is scripted.'),
  })
    .optional()
    .describe('An LLM that answers the agent as the user would; the case runs as a conversation over ACP.'),
});

export const SuiteModelSchema = z.strictObject({
  provider: z.enum(['scripted', 'openai-compatible', 'user']).default('scripted').describe(
    '`scripted`: each case\'s script on a local server; `openai-compatible`: an endpoint; `user`: your ' +
      'own cline settings.',
  ),
  id: z.string().min(1).default('scripted-model').describe('The model id cline asks the provider for.'),
  base_url: z.string().optional().describe('The OpenAI-compatible endpoint, for provider openai-compatible.'),
  api_key_env: z.string().optional().describe('The environment variable holding the API key (keys never go in suite files).'),
});

/** One model of a `[[model]]` matrix: `[model]`'s fields plus a unique name (used in task ids, results and `{model}` in scripts). */
export const SuiteMatrixModelSchema = SuiteModelSchema.extend({
  name: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'use letters, digits, dot, dash and underscore')
    .describe('The model\'s name in task ids, results and reports, and what `{model}` in a case\'s script becomes.'),
});
export type SuiteMatrixModel = z.infer<typeof SuiteMatrixModelSchema>;
export type SuiteModelSpec = z.infer<typeof SuiteModelSchema>;

/** The model that plays the judge for judge checks: the same shape as [model], plus the script a scripted judge follows. */
export const SuiteJudgeModelSchema = SuiteModelSchema.extend({
  script: z.string().optional().describe('For provider "scripted": the judge\'s script (JSON), relative to the suite file.'),
});

export const SuiteSpecSchema = z.strictObject({
  name: z.string().min(1).describe('The suite\'s name: in results, reports and its output dir.'),
  description: z.string().optional().describe('What the suite measures, for readers.'),
  skill: z.string().min(1).describe('The skill under test.'),
  old_skill: z
    .union([z.string().min(1), z.strictObject({ git: GitRefSchema.describe('The ref whose version of the skill\'s directory is the old one.') })], {
      error: 'a path, or { git = "REF" }',
    })
    .optional()
    .describe(
      'The previous version, for old_skill/new_skill cases: a saved copy (a path), or `{ git = REF }`: the ' +
        'skill\'s own directory at that ref.',
    ),
  codebase: CodebaseSpecSchema.optional().describe(
    'Every case\'s env starts from this repository\'s tree at the ref, unless the case gives `fixtures` ' +
      'or its own `codebase`.',
  ),
  siblings: z.string().optional().describe('A folder of other skills staged in every condition.'),
  repeat: RepeatSchema.default(1).describe(
    'Runs per case and condition: a number, or { min, max } for sequential repeats that stop when the gate decision is settled.',
  ),
  timeout: z.number().positive().default(300).describe('Seconds per task; then cline is stopped and the task timed_out.'),
  jobs: z.number().int().positive().default(1).describe('Tasks run at once.'),
  guard: z.boolean().default(true).describe('Arm the write guard in every task.'),
  sandbox: z.enum(['auto', 'bwrap', 'none']).default('auto').describe('auto: bubblewrap when it works here; bwrap: required; none: no OS sandbox.'),
  transport: z.enum(TRANSPORT_NAMES).default('json').describe(
    'How one-shot cases talk to cline: `json` (one `cline --json` per task) or `acp` (a one-prompt ACP ' +
      'session). Conversations are always ACP.',
  ),
  gate: GateSpecSchema.default({}).describe('What every case\'s treatments must clear; `[case.gate]` overrides it field by field.'),
  model: z
    .union([SuiteModelSchema, z.array(SuiteMatrixModelSchema).min(1, 'give at least one [[model]]')], {
      error: 'a [model] table, or [[model]] tables each with a name',
    })
    .default({ provider: 'scripted', id: 'scripted-model' })
    .describe('One `[model]`, or `[[model]]` tables: every task then runs once per model, each treatment against the same model\'s control.'),
  responder_model: SuiteModelSchema.optional().describe('The responders\' model; default: `[model]`.'),
  judge_model: SuiteJudgeModelSchema.optional().describe('The model that plays the judge for judge checks.'),
  case: z.array(SuiteCaseSchema).min(1, 'a suite needs at least one [[case]]').describe('`[[case]]`: the tasks, each run under its conditions.'),
});
export type SuiteSpec = z.infer<typeof SuiteSpecSchema>;
export type SuiteCase = z.infer<typeof SuiteCaseSchema>;

