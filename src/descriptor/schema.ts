import { isAbsolute } from 'node:path';
import { z } from 'zod';
import { DENIAL_KINDS, type DenialKind } from './denials.js';

/**
 * The harness descriptor: everything the harness knows about one agent CLI,
 * kept as data (harnesses/cline.toml) so a new Cline version means editing
 * TOML, not code. Cross-field rules live in rules.ts.
 */

/** A path relative to the env (or skill) root that cannot escape it. */
const RelativePath = z
  .string()
  .min(1)
  .refine((p) => !isAbsolute(p) && !p.startsWith('~'), 'must be a relative path')
  .refine((p) => !p.split('/').includes('..'), 'must not contain ".."')
  .refine((p) => !p.endsWith('/'), 'must not end with "/"');

const ToolName = z.string().regex(/^[A-Za-z0-9_.-]+$/, 'must be a tool name such as read_files');
const ToolList = z.array(ToolName);
const NonEmptyLines = z.array(z.string().min(1));

const RegexSource = z.string().refine((source) => {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}, 'must be a valid regular expression');

/** Markers that identify one kind of refusal in a tool's error text. */
export const DenialMatcherSchema = z
  .strictObject({
    starts_with: NonEmptyLines.default([]),
    contains: NonEmptyLines.default([]),
  })
  .refine((m) => m.starts_with.length + m.contains.length > 0, 'needs at least one marker in starts_with or contains');

/**
 * The {placeholder} slots each template may use; renderers fill exactly these
 * and lint rejects any other. `{x}` counts as a slot when x is a lowercase
 * identifier; other braces are literal text.
 */
export const TEMPLATE_PLACEHOLDERS = {
  'staging.slug_template': ['prefix', 'iteration', 'condition', 'skill_name'],
  'skills_block.header': [],
  'skills_block.item': ['name', 'description', 'path'],
  'dispatch.exec': ['env', 'model', 'prompt', 'out'],
  'dispatch.parallel': ['model', 'jobs', 'tasks'],
  'dispatch.judge': ['env', 'model', 'prompt', 'out'],
  'dispatch.judge_prompt': ['rubric', 'task', 'final_message', 'transcript', 'diff', 'env'],
  'dispatch.manifest': ['env', 'prompt_file', 'out'],
  'dispatch.next_steps': ['slug', 'env', 'exec', 'out', 'guard_plugin'],
  'conversation.resume_exec_template': ['session_id', 'env', 'prompt_file', 'out'],
  'provider_settings.template': ['api_key', 'model', 'base_url', 'updated_at'],
} as const satisfies Record<string, readonly string[]>;
export type TemplateField = keyof typeof TEMPLATE_PLACEHOLDERS;

const Template = z.string().min(1);

export const DescriptorSchema = z.strictObject({
  schema_version: z.literal(1),
  label: z.string().min(1),
  /** Where staged skills go, relative to the env's git top level. */
  skills_dir: RelativePath,
  /** Directories the agent reads configuration from, relative to the env root. */
  config_dirs: z.array(RelativePath).min(1),
  /** The command-line flag that selects the model, e.g. `-m`. */
  model_flag: z.string().regex(/^-{1,2}[A-Za-z0-9][A-Za-z0-9-]*$/, 'must be a flag such as -m or --model'),
  /** Tool names by role. */
  tools: z.strictObject({
    write: ToolList,
    patch: ToolList,
    shell: ToolList,
    read: ToolList,
    ask: ToolList,
    subagent: ToolList,
    /** Tools cline offers that play none of the roles above; `lint` flags a call to any tool outside all lists. A trailing `*` matches a prefix. */
    other: z.array(z.string().regex(/^[A-Za-z0-9_.-]+\*?$/, 'must be a tool name, or a prefix ending in *')).default([]),
    skill: z.strictObject({ name: ToolName, arg: z.string().min(1) }),
  }),
  staging: z.strictObject({
    /** Every staged slug starts with this, so cleanup can find leftovers. */
    prefix: z.string().min(1),
    slug_template: Template,
    /** Paths inside a skill directory that are not copied when staging. */
    exclude_dirs: z.array(RelativePath),
    stage_name: z.strictObject({
      pattern: RegexSource,
      max_length: z.number().int().positive(),
    }),
  }),
  skills_block: z.strictObject({
    header: z.string(),
    item: Template,
  }),
  transcript: z.strictObject({
    format: z.literal('cline-json'),
    events_file: RelativePath,
    stderr_file: RelativePath,
    final_message_file: RelativePath,
    denials: z.strictObject(
      Object.fromEntries(DENIAL_KINDS.map((k) => [k, DenialMatcherSchema])) as Record<
        DenialKind,
        typeof DenialMatcherSchema
      >,
    ),
  }),
  /** The eval guard plugin; only the built-in descriptor or --harness-file may set it. */
  guard: z.strictObject({
    /** Where the plugin is installed, relative to the env root. */
    plugin: RelativePath,
    /** Every refusal the guard makes starts with this. */
    reason_prefix: z.string().min(1),
  }),
  /** Other skill locations that can shadow a staged skill. */
  shadow_roots: z.strictObject({
    /** Relative to the env's git top level. */
    project: z.array(RelativePath),
    /** May use `~/` and `$VAR` / `${VAR}` / `${VAR:-fallback}`. */
    user: NonEmptyLines,
  }),
  dispatch: z.strictObject({
    exec: Template,
    parallel: Template,
    judge: Template,
    judge_prompt: Template,
    manifest: Template,
    next_steps: Template,
  }),
  /** Multi-turn conversations over ACP (`converse`). */
  conversation: z.strictObject({
    /** Continues a saved session in a fresh process with the next prompt (eval-magic's `[conversation].resume_exec_template`). */
    resume_exec_template: Template,
  }),
  /**
   * The file `cline auth -p openai` writes under cline's data dir, measured on the versions listed. For a binary of
   * one of them the harness writes it itself (slots filled with JSON strings) instead of running `cline auth`, a
   * whole cline process. Built-in only: layers may not set it.
   */
  provider_settings: z.strictObject({
    versions: z.array(z.string().regex(/^\d+\.\d+\.\d+$/, 'must be a version such as 3.0.65')).min(1),
    file: RelativePath,
    template: Template,
  }),
});

export type Descriptor = z.infer<typeof DescriptorSchema>;
export type DenialMatcher = z.infer<typeof DenialMatcherSchema>;
export type DenialMarkers = Descriptor['transcript']['denials'];
export type ToolRoles = Descriptor['tools'];
export type StagingRules = Descriptor['staging'];
export type DispatchTemplates = Descriptor['dispatch'];
