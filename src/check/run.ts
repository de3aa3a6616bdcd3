/** Running a list of checks against one transcript (and, for some, its env). */
import { stat } from 'node:fs/promises';
import type { HarnessContext } from '../context.js';
import { InputError } from '../errors.js';
import type { ConversationRecord } from '../conversation/schema.js';
import type { DiffBase, EnvDiff } from '../diff/diff.js';
import type { Transcript } from '../transcript/schema.js';
import { transcriptOfTurn } from '../transcript/turn.js';
import type { CheckConfinement } from './confine.js';
import type { Outcome } from './evidence.js';
import type { CheckContext, Durations, JudgeSetup } from './definition.js';
import { checkDefinition } from './registry.js';
import type { CheckCounts, CheckResult, CheckSpec, CheckSpecInput } from './schema.js';
import { validateChecks } from './spec.js';

export interface RunChecksOptions extends HarnessContext {
  /** The env the run worked in; needed by file_exists, file_contains and command. */
  envDir?: string;
  /** The staged skill identifier skill_invoked looks for when a check has no `skill` of its own. */
  skillId?: string;
  /** Run only checks whose `only` includes this condition; the rest come back skipped. Absent: `only` is ignored. */
  condition?: string;
  /** Durations measured outside the transcript, for max_duration_ms with `of = "cline"` or `"task"`. */
  durations?: Durations;
  /** The conversation record, for conversation checks (a suite task's, or conversation.json beside an ACP log). */
  conversation?: ConversationRecord | null;
  /** Where the env started (diff_scope measures against it): the harness's record made before the run, or a commit; absent: the env's first commit. */
  baseCommit?: DiffBase;
  /** The env's changes measured before the checks (a suite task's); absent: diff_scope measures them itself. */
  diff?: EnvDiff;
  /** false: a negative case, where skill_invoked passes only if the skill did not load. Default true. */
  skillShouldTrigger?: boolean;
  /** How judge checks run (model, task prompt, where votes go); judge checks without it are an input error. */
  judge?: JudgeSetup;
  /** Aborting kills a running command check and makes runChecks reject with the signal's reason. */
  signal?: AbortSignal;
  /** Confines command checks to the env (bwrap); without it they run as the harness's user, unconfined. */
  confinement?: CheckConfinement;
}

/** A name for results and reports: the check's own, or its type and main field. */
export function checkName(check: CheckSpec): string {
  return check.name ?? checkDefinition(check.type).name(check);
}

/** Whether a check applies under `condition` (every check does when no condition is given). */
export function appliesTo(check: CheckSpec, condition: string | undefined): boolean {
  return condition === undefined || check.only === undefined || check.only.includes(condition);
}

/** What running `checks` needs from the caller, checked before anything runs so a missing option is not a failed check. */
async function requireInputs(checks: readonly CheckSpec[], options: RunChecksOptions): Promise<void> {
  for (const [i, check] of checks.entries()) {
    if (!appliesTo(check, options.condition)) continue;
    const label = `check #${i + 1} (${checkName(check)})`;
    const { needs } = checkDefinition(check.type);
    const missing = needs.missing?.(check, {
      skillId: options.skillId,
      durations: options.durations,
      conversation: options.conversation,
      judge: options.judge !== undefined,
      env: options.envDir !== undefined,
    });
    if (missing) throw new InputError(`${label} ${missing}`);
    if (check.turn !== undefined && (needs.env || needs.wholeRun))
      throw new InputError(`${label} looks at the whole run: turn = ${check.turn} cannot limit it`);
    if (needs.env && options.envDir === undefined) throw new InputError(`${label} looks at the env after the run: pass --env DIR`);
  }
  if (options.envDir !== undefined) {
    const info = await stat(options.envDir).catch(() => null);
    if (!info?.isDirectory()) throw new InputError('not a directory', options.envDir);
  }
}

/**
 * Validates `specs` (a CheckSpecError names the first bad one) and runs them in order against one transcript and returns one result per
 * check (skipped ones included, so indexes line up with the spec). Throws
 * InputError before running anything when a check needs an option that is
 * missing (an env, a skill id). Commands run one at a time, in spec order,
 * since they may change the env the following checks look at.
 */
export async function runChecks(transcript: Transcript, specs: readonly CheckSpecInput[], options: RunChecksOptions): Promise<CheckResult[]> {
  // Library callers may pass plain objects: they are held to the schema as a spec file is.
  const checks = validateChecks(specs, { file: 'runChecks() input' });
  await requireInputs(checks, options);
  const ctx: CheckContext = {
    transcript,
    // requireInputs has made sure there is an env for the checks that need one.
    env: options.envDir ?? '',
    skillId: options.skillId,
    durations: options.durations ?? {},
    tools: options.descriptor.tools,
    signal: options.signal,
    confinement: options.confinement,
    conversation: options.conversation ?? null,
    baseCommit: options.baseCommit,
    diff: options.diff,
    judge: options.judge,
    skillShouldTrigger: options.skillShouldTrigger ?? true,
  };
  const results: CheckResult[] = [];
  for (const [index, check] of checks.entries()) {
    options.signal?.throwIfAborted();
    const base = { index, name: checkName(check), type: check.type };
    if (!appliesTo(check, options.condition)) {
      const evidence = `applies only to ${check.only!.join(', ')}; this run is ${options.condition}`;
      results.push({ ...base, status: 'skipped', passed: false, evidence, ordinal: null, duration_ms: 0, judge: null });
      continue;
    }
    const started = performance.now();
    const outcome = await evaluateOne(check, ctx);
    results.push({
      ...base,
      status: outcome.error ? 'error' : outcome.passed ? 'passed' : 'failed',
      passed: !outcome.error && outcome.passed,
      evidence: outcome.evidence,
      ordinal: outcome.ordinal ?? null,
      duration_ms: Math.round(performance.now() - started),
      judge: outcome.judge ?? null,
    });
  }
  options.signal?.throwIfAborted();
  return results;
}

/** One check, limited to its round when it names one. */
async function evaluateOne(check: CheckSpec, ctx: CheckContext): Promise<Outcome> {
  if (check.turn === undefined) return checkDefinition(check.type).evaluate(check, ctx);
  const round = transcriptOfTurn(ctx.transcript, check.turn);
  if (!round) {
    const rounds = Math.max(1, ctx.transcript.turns.length);
    return { passed: false, evidence: `turn ${check.turn} never happened: the run had ${rounds} round(s), numbered from 0` };
  }
  const outcome = await checkDefinition(check.type).evaluate(check, { ...ctx, transcript: round });
  return { ...outcome, evidence: `turn ${check.turn}: ${outcome.evidence}` };
}

export function countResults(results: readonly CheckResult[]): CheckCounts {
  const counts: CheckCounts = { passed: 0, failed: 0, skipped: 0, error: 0 };
  for (const r of results) counts[r.status] += 1;
  return counts;
}
