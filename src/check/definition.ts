/**
 * What one check type is: its spec schema, how it is named, what it needs from
 * the caller and how it is evaluated. Each file in types/ exports one of these;
 * registry.ts collects them.
 */
import type { z } from 'zod';
import type { ConversationRecord } from '../conversation/schema.js';
import type { Descriptor } from '../descriptor/index.js';
import type { DiffBase, EnvDiff } from '../diff/diff.js';
import type { SandboxMode } from '../dispatch/sandbox.js';
import type { JudgeModel } from '../judge/run.js';
import type { Transcript } from '../transcript/schema.js';
import type { Outcome } from './evidence.js';
import type { CheckToolRoles } from './calls.js';
import type { CheckConfinement } from './confine.js';

/** Everything a check may look at. Fields a type needs are made sure of before any check runs (see `needs`). */
export interface CheckContext {
  transcript: Transcript;
  /** The env the run worked in; set when a check's `needs.env` holds. */
  env: string;
  /** The staged skill identifier for skill_invoked checks without their own. */
  skillId: string | undefined;
  /** Durations measured outside the transcript (a suite task's), for max_duration_ms `of = "cline"|"task"`. */
  durations: Durations;
  tools: CheckToolRoles;
  signal: AbortSignal | undefined;
  /** Where commands run: the agent's sandbox, or unconfined. */
  confinement?: CheckConfinement;
  /** How the conversation went, for conversation checks; null for a one-shot run. */
  conversation: ConversationRecord | null;
  /** Where the env started, for diff_scope and judges: the harness's record made before the run, or a commit; absent: the env's first commit. */
  baseCommit: DiffBase;
  /** The env's changes as the agent left them, measured before any check ran (a command check's own writes are not the agent's). */
  diff?: EnvDiff;
  /** false for a negative case: skill_invoked then passes only when the skill did not load. */
  skillShouldTrigger: boolean;
  /** How judge checks run; set when one applies. */
  judge: JudgeSetup | undefined;
}

/** What judge checks need besides the run: the model, the graded task's prompt and where votes are kept. */
export interface JudgeSetup {
  model: JudgeModel;
  /** The prompt the graded agent was given. */
  task: string;
  /** Votes go to `<artifacts>/judge/<check>/<vote>/`. */
  artifacts: string;
  descriptor: Descriptor;
  clineBin?: string | undefined;
  sandbox: SandboxMode;
  /** What the judge may not see besides the harness's own dirs (a suite's out dir, the skill's sources). */
  hidden?: string[] | undefined;
}

/** The caller's options a check's `needs.missing` may look at. */
export interface CheckInputs {
  skillId?: string | undefined;
  durations?: Durations | undefined;
  conversation?: ConversationRecord | null | undefined;
  /** A judge setup was given. */
  judge: boolean;
  /** An env directory was given. */
  env: boolean;
}

export interface Durations {
  cline_ms?: number | null;
  task_ms?: number;
}

/** What a check needs from the caller; checked up front so a missing option is an input error, not a failed check. */
export interface CheckNeeds<C> {
  /** It looks at the env directory after the run. */
  env?: boolean;
  /** It looks at the whole run rather than the transcript, so `turn` cannot limit it. */
  wholeRun?: boolean;
  /** What this check lacks given the caller's options (e.g. no skill id), or null. */
  missing?: (check: C, inputs: CheckInputs) => string | null;
}

type TypeOf<S extends z.ZodObject> = S['shape']['type'] extends z.ZodLiteral<infer T> ? T : never;

export interface CheckDefinition<S extends z.ZodObject = z.ZodObject> {
  type: TypeOf<S>;
  schema: S;
  /** A name for results and reports when the check has none: its type and main field. */
  name(check: z.output<S>): string;
  needs: CheckNeeds<z.output<S>>;
  /** Makes the check's own file paths absolute, relative to the spec file's directory. */
  resolvePaths?(check: z.output<S>, baseDir: string): z.output<S>;
  evaluate(check: z.output<S>, ctx: CheckContext): Outcome | Promise<Outcome>;
}

/** Declares a check type, keeping its schema's type for `name` and `evaluate`. */
export function defineCheck<S extends z.ZodObject>(definition: CheckDefinition<S>): CheckDefinition<S> {
  return definition;
}
