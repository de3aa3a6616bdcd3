/** eval-magic's files for tasks run by `dispatch` (`dispatch --eval-magic-out`): one run each, no checks. */
import type { DispatchResult } from '../dispatch/result.js';
import { stagedSkills } from '../render/prompt.js';
import { readRunArtifacts, writeEvalMagicCampaign } from './write.js';
import type { EvalMagicRunInput } from './records.js';

export interface DispatchEvalMagicOptions {
  out: string;
  iteration?: number;
  /** Default: with_skill when the env has a staged skill, else without_skill. */
  condition?: string;
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
      guardLog: artifacts.guardLog,
      audit: artifacts.audit,
    });
  }
  return writeEvalMagicCampaign(runs, { out: options.out, iteration: options.iteration });
}
