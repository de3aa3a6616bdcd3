/** eval-magic's files for tasks run by `dispatch` (`dispatch --eval-magic-out`): one run each, no checks. */
import { stat } from 'node:fs/promises';
import type { HarnessContext } from '../context.js';
import type { DispatchResult } from '../dispatch/result.js';
import { collectGuardDenials } from '../guard/collect.js';
import type { DenialLogEntry } from '../guard/schema.js';
import { stagedSkills } from '../render/prompt.js';
import { readRunArtifacts, writeEvalMagicCampaign } from './write.js';
import type { EvalMagicRunInput } from './records.js';

export interface DispatchEvalMagicOptions extends HarnessContext {
  out: string;
  iteration?: number;
  /** Default: with_skill when the env has a staged skill, else without_skill. */
  condition?: string;
  /** The guard's state dir, when not the default. */
  guardStateDir?: string;
}

/**
 * A bare dispatch leaves no guard-denials.json: when the env was armed, the guard's own log is read, keeping the
 * entries written while this task ran (the log of an env outlives one task).
 */
async function guardLogOf(r: DispatchResult, options: DispatchEvalMagicOptions): Promise<DenialLogEntry[]> {
  if (r.guard !== 'armed') return [];
  const report = await collectGuardDenials({
    env: r.paths.env,
    transcript: r.paths.transcript,
    stateDir: options.guardStateDir,
    descriptor: options.descriptor,
  });
  // From the task's start (before its preflight) to when its transcript was written (after cline ended).
  const from = Date.parse(r.started_at);
  const to = (await stat(r.paths.transcript)).mtimeMs;
  return report.denials.filter((d) => Date.parse(d.ts) >= from && Date.parse(d.ts) <= to).map(({ transcript_ordinal: _, ...entry }) => entry);
}

export async function writeDispatchEvalMagic(results: readonly DispatchResult[], options: DispatchEvalMagicOptions): Promise<string[]> {
  const runs: EvalMagicRunInput[] = [];
  for (const r of results) {
    const artifacts = await readRunArtifacts(r.paths.out);
    // The staged copy is still in the env right after the dispatch: it is what the agent could load.
    const staged = await stagedSkills(r.paths.env).catch(() => []);
    runs.push({
      evalId: r.task_id,
      condition: options.condition ?? (staged.length ? 'with_skill' : 'without_skill'),
      skillPath: staged[0]?.path ?? null,
      prompt: artifacts.prompt,
      files: [],
      transcript: artifacts.transcript,
      checks: [],
      guardLog: artifacts.guardLog.length || !artifacts.transcript ? artifacts.guardLog : await guardLogOf(r, options),
      audit: artifacts.audit,
      conversation: artifacts.conversation,
    });
  }
  return writeEvalMagicCampaign(runs, { out: options.out, iteration: options.iteration });
}
