/** Running a list of checks against one transcript (and, for some, its env). */
import { stat } from 'node:fs/promises';
import { builtinDescriptor } from '../descriptor/load.js';
import { InputError } from '../errors.js';
import type { Transcript } from '../transcript/schema.js';
import { commandCheck, fileContains, fileExists, type CheckConfinement } from './env-checks.js';
import { clip, showRegex, type Outcome } from './evidence.js';
import { ENV_CHECK_TYPES, type CheckCounts, type CheckResult, type CheckSpec } from './schema.js';
import {
  finalText,
  finishReason,
  maxDenials,
  maxDuration,
  maxTokens,
  noTool,
  skillInvoked,
  toolCalled,
  type CheckToolRoles,
} from './transcript-checks.js';

export interface RunChecksOptions {
  /** The env the run worked in; needed by file_exists, file_contains and command. */
  envDir?: string;
  /** The staged skill identifier skill_invoked looks for when a check has no `skill` of its own. */
  skillId?: string;
  /** Run only checks whose `only` includes this condition; the rest come back skipped. Absent: `only` is ignored. */
  condition?: string;
  /** Tool roles (write, patch, skill); default: the built-in descriptor's. */
  tools?: CheckToolRoles;
  /** Confines command checks to the env (bwrap); without it they run as the harness's user, unconfined. */
  confinement?: CheckConfinement;
  /** Aborting kills a running command check and makes runChecks reject with the signal's reason. */
  signal?: AbortSignal;
}

/** A name for results and reports: the check's own, or its type and main field. */
export function checkName(check: CheckSpec): string {
  if (check.name !== undefined) return check.name;
  switch (check.type) {
    case 'skill_invoked':
      return check.skill ? `skill_invoked ${check.skill}` : 'skill_invoked';
    case 'tool_called':
    case 'no_tool':
      return `${check.type} ${showRegex(check.pattern, check.flags)}${check.before ? ` before ${check.before}` : ''}`;
    case 'final_text':
      return `final_text ${showRegex(check.pattern, check.flags)}`;
    case 'file_contains':
      return `file_contains ${check.path} ${showRegex(check.pattern, check.flags)}`;
    case 'file_exists':
      return `file_exists ${check.path}`;
    case 'max_denials':
      return `max_denials${check.kind ? ` ${check.kind}` : ''} <= ${check.max}`;
    case 'finish_reason':
      return `finish_reason = ${check.equals}`;
    case 'command':
      return `command ${clip(check.run.replace(/\s+/g, ' '), 60)}`;
    case 'max_tokens':
    case 'max_duration_ms':
      return `${check.type} <= ${check.max}`;
  }
}

/** Whether a check applies under `condition` (every check does when no condition is given). */
export function appliesTo(check: CheckSpec, condition: string | undefined): boolean {
  return condition === undefined || check.only === undefined || check.only.includes(condition);
}

/** What running `checks` needs from the caller, checked before anything runs so a missing option is not a failed check. */
async function requireInputs(checks: readonly CheckSpec[], options: RunChecksOptions): Promise<void> {
  for (const [i, check] of checks.entries()) {
    const label = `check #${i + 1} (${checkName(check)})`;
    if (!appliesTo(check, options.condition)) continue;
    if (check.type === 'skill_invoked' && !check.skill && !options.skillId) {
      throw new InputError(`${label} needs the staged skill identifier: pass --skill-id or set \`skill\` in the check`);
    }
    if (ENV_CHECK_TYPES.includes(check.type) && options.envDir === undefined) {
      throw new InputError(`${label} looks at the env after the run: pass --env DIR`);
    }
  }
  if (options.envDir !== undefined) {
    const info = await stat(options.envDir).catch(() => null);
    if (!info?.isDirectory()) throw new InputError('not a directory', options.envDir);
  }
}

async function evaluate(t: Transcript, check: CheckSpec, options: RunChecksOptions, tools: CheckToolRoles): Promise<Outcome> {
  // requireInputs has made sure envDir and a skill id are there for the checks that need them.
  const env = options.envDir!;
  switch (check.type) {
    case 'skill_invoked':
      return skillInvoked(t, (check.skill ?? options.skillId)!, tools);
    case 'tool_called':
      return toolCalled(t, check, tools);
    case 'no_tool':
      return noTool(t, check, tools);
    case 'max_denials':
      return maxDenials(t, check);
    case 'final_text':
      return finalText(t, check);
    case 'finish_reason':
      return finishReason(t, check);
    case 'file_exists':
      return fileExists(env, check);
    case 'file_contains':
      return fileContains(env, check);
    case 'command':
      return commandCheck(env, check, options.signal, options.confinement);
    case 'max_tokens':
      return maxTokens(t, check);
    case 'max_duration_ms':
      return maxDuration(t, check);
  }
}

/**
 * Runs `checks` in order against one transcript and returns one result per
 * check (skipped ones included, so indexes line up with the spec). Throws
 * InputError before running anything when a check needs an option that is
 * missing (an env, a skill id). Commands run one at a time, in spec order,
 * since they may change the env the following checks look at.
 */
export async function runChecks(transcript: Transcript, checks: readonly CheckSpec[], options: RunChecksOptions = {}): Promise<CheckResult[]> {
  await requireInputs(checks, options);
  const tools = options.tools ?? builtinDescriptor().tools;
  const results: CheckResult[] = [];
  for (const [index, check] of checks.entries()) {
    options.signal?.throwIfAborted();
    const base = { index, name: checkName(check), type: check.type };
    if (!appliesTo(check, options.condition)) {
      const evidence = `applies only to ${check.only!.join(', ')}; this run is ${options.condition}`;
      results.push({ ...base, status: 'skipped', passed: false, evidence, ordinal: null, duration_ms: 0 });
      continue;
    }
    const started = performance.now();
    const outcome = await evaluate(transcript, check, options, tools);
    results.push({
      ...base,
      status: outcome.passed ? 'passed' : 'failed',
      passed: outcome.passed,
      evidence: outcome.evidence,
      ordinal: outcome.ordinal ?? null,
      duration_ms: Math.round(performance.now() - started),
    });
  }
  options.signal?.throwIfAborted();
  return results;
}

export function countResults(results: readonly CheckResult[]): CheckCounts {
  const counts: CheckCounts = { passed: 0, failed: 0, skipped: 0 };
  for (const r of results) counts[r.status] += 1;
  return counts;
}
