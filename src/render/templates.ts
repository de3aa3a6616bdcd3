import { resolve } from 'node:path';
import { fillTemplate, type Descriptor } from '../descriptor/index.js';
import { InputError } from '../errors.js';
import { doubleQuote, promptValue, shellQuote } from './quote.js';
import { clinePromptArg } from '../dispatch/prompt-arg.js';

/** Applies `quote` to every value, so no slot can reach a command unquoted. */
function quoted(values: Record<string, string>, quote: (word: string) => string): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, quote(v)]));
}

export interface ExecValues {
  /** The task environment (cline's --cwd). */
  env: string;
  model: string;
  /** The full prompt, e.g. from renderTaskPrompt. */
  prompt: string;
  /** Receives the events and stderr files; must exist before the command runs. */
  out: string;
}

/** The one-task command line (`dispatch.exec`), every value shell-quoted. */
export function renderExec(d: Descriptor, v: ExecValues): string {
  return fillTemplate(d.dispatch.exec, quoted({ env: resolve(v.env), model: v.model, prompt: clinePromptArg(v.prompt), out: resolve(v.out) }, shellQuote));
}

export interface ParallelValues {
  model: string;
  /** Tasks run at once. */
  jobs: number;
  /** The tasks file: one renderManifest line per task. */
  tasks: string;
}

/**
 * The hand-dispatch recipe (`dispatch.parallel`): plain POSIX sh holding no
 * single quote, so it works pasted into `sh -c '...'`.
 */
export function renderParallel(d: Descriptor, v: ParallelValues): string {
  if (!Number.isInteger(v.jobs) || v.jobs < 1) throw new InputError(`jobs must be a whole number of at least 1, not ${v.jobs}`, '--jobs');
  const recipe = fillTemplate(d.dispatch.parallel, quoted({ model: v.model, jobs: String(v.jobs), tasks: resolve(v.tasks) }, doubleQuote));
  // Values cannot add one (doubleQuote), so a single quote comes from the template itself.
  if (recipe.includes("'")) throw new InputError('the recipe contains a single quote, so it cannot be pasted into sh -c \'...\'', 'dispatch.parallel');
  return recipe;
}

export interface ManifestEntry {
  env: string;
  promptFile: string;
  out: string;
}

/** One line of the tasks file the parallel recipe reads (`dispatch.manifest`), paths made absolute. */
export function renderManifestLine(d: Descriptor, e: ManifestEntry): string {
  const values = { env: resolve(e.env), prompt_file: resolve(e.promptFile), out: resolve(e.out) };
  for (const [slot, path] of Object.entries(values)) {
    // The recipe reads tab-separated lines; such a path cannot be written as one.
    if (/[\t\n\r]/.test(path)) throw new InputError(`a tasks-file line cannot hold a path with a tab or line break (${JSON.stringify(path)})`, slot);
  }
  return fillTemplate(d.dispatch.manifest, values);
}

/** What the judge reads, as text (see judge/prompt.ts for how each is made from a run). */
export interface JudgePromptValues {
  rubric: string;
  task: string;
  finalMessage: string;
  /** A readable rendering of the graded transcript. */
  transcript: string;
  /** The graded env's diff since its creation. */
  diff: string;
  /** The read-only copy of the graded env. */
  envCopy: string;
}

export interface JudgeValues {
  /** Where the judge runs: a directory without the guard (it must not be the graded env). */
  env: string;
  model: string;
  out: string;
  /** The rendered grading prompt (renderJudgePrompt). */
  prompt: string;
}

/** The grading prompt (`dispatch.judge_prompt`). */
export function renderJudgePrompt(d: Descriptor, v: JudgePromptValues): string {
  return fillTemplate(d.dispatch.judge_prompt, {
    rubric: v.rubric.trim(),
    task: v.task.trim(),
    final_message: v.finalMessage.trim() || '(none)',
    transcript: v.transcript.trim(),
    diff: v.diff.trim() || '(no changes)',
    env: promptValue(resolve(v.envCopy)),
  }).trim();
}

/** The grading command (`dispatch.judge`) with the rendered prompt, every slot shell-quoted. */
export function renderJudge(d: Descriptor, v: JudgeValues): string {
  return fillTemplate(d.dispatch.judge, quoted({ env: resolve(v.env), model: v.model, prompt: clinePromptArg(v.prompt), out: resolve(v.out) }, shellQuote));
}

export interface NextStepsValues {
  slug: string;
  env: string;
  out: string;
  /** The rendered exec command for the task. */
  exec: string;
}

/** What to do after staging (`dispatch.next_steps`); env and paths are shell-quoted, exec goes in as rendered. */
export function renderNextSteps(d: Descriptor, v: NextStepsValues): string {
  return fillTemplate(d.dispatch.next_steps, {
    ...quoted({ slug: v.slug, env: resolve(v.env), out: resolve(v.out), guard_plugin: d.guard.plugin }, shellQuote),
    exec: v.exec,
  }).trim();
}

export interface ResumeValues {
  session_id: string;
  env: string;
  prompt_file: string;
  out: string;
}

/** The command that continues a saved conversation (`conversation.resume_exec_template`), every value shell-quoted. */
export function renderResume(d: Descriptor, v: ResumeValues): string {
  return fillTemplate(
    d.conversation.resume_exec_template,
    quoted({ session_id: v.session_id, env: resolve(v.env), prompt_file: resolve(v.prompt_file), out: resolve(v.out) }, shellQuote),
  );
}
