/**
 * judge_pairwise checks in a suite run: after every task has run, each
 * repeat's treatment run is judged against the same model's control run of
 * the same repeat, in both orders (src/judge/pairwise.ts), and the pairs are
 * summed up into the treatment's win rate.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Descriptor } from '../descriptor/index.js';
import { DIFF_PATCH_FILE } from '../diff/diff.js';
import { errorMessage } from '../errors.js';
import { judgePair, type PairedRun } from '../judge/pairwise.js';
import type { JudgeModel } from '../judge/run.js';
import { TRANSCRIPT_FILE } from '../results/files.js';
import { CONTROL_OF, type PairwiseResult, type TaskResult } from '../results/schema.js';
import { wilson } from '../stats/index.js';
import { sumKnown } from '../transcript/tokens.js';
import { TranscriptSchema } from '../transcript/schema.js';
import { checkName } from '../check/run.js';
import type { Suite } from './load.js';
import { suiteHiddenPaths } from './view.js';

export interface PairwiseOptions {
  judgeModel: JudgeModel | undefined;
  descriptor: Descriptor;
  clineBin?: string | undefined;
  signal?: AbortSignal | undefined;
  /** The run's out dir and the live skill: hidden from the judges, as from the tasks. */
  out: string;
  liveSkill?: string | undefined;
}

/** A task's run as the pairwise judge reads it back from its artifacts. */
async function pairedRun(task: TaskResult): Promise<PairedRun> {
  const transcript = await readFile(join(task.artifacts, TRANSCRIPT_FILE), 'utf8')
    .then((text) => TranscriptSchema.parse(JSON.parse(text)))
    .catch(() => null);
  const patch = await readFile(join(task.artifacts, DIFF_PATCH_FILE), 'utf8').catch(() => null);
  return { transcript, patch };
}

/** A directory name for a check's pairs. */
function dirName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'pairwise';
}

/** Win, loss and tie counts into a win rate (a tie is half a win) with its Wilson interval; pairs in error are left out. */
export function summarizePairs(pairs: PairwiseResult['pairs']): Pick<
  PairwiseResult,
  'wins' | 'losses' | 'ties' | 'errors' | 'inconsistent' | 'win_rate' | 'win_rate_ci' | 'inconsistent_share' | 'tokens' | 'cost' | 'ms'
> {
  const count = (o: string) => pairs.filter((p) => p.outcome === o).length;
  const [wins, losses, ties, errors] = [count('win'), count('loss'), count('tie'), count('error')];
  const inconsistent = pairs.filter((p) => p.position_inconsistent).length;
  const judged = wins + losses + ties;
  const votes = pairs.flatMap((p) => p.votes);
  return {
    wins,
    losses,
    ties,
    errors,
    inconsistent,
    win_rate: judged ? (wins + ties / 2) / judged : null,
    win_rate_ci: judged ? wilson(wins + ties / 2, judged) : null,
    inconsistent_share: judged ? inconsistent / judged : null,
    tokens: sumKnown(votes.map((v) => v.tokens)),
    cost: votes.reduce((n, v) => n + v.cost, 0),
    ms: votes.reduce((n, v) => n + v.ms, 0),
  };
}

/** Every judge_pairwise check of the suite over the tasks that ran, one result per case, check, treatment and model. */
export async function runPairwiseChecks(suite: Suite, tasks: readonly TaskResult[], options: PairwiseOptions): Promise<PairwiseResult[]> {
  const results: PairwiseResult[] = [];
  for (const c of suite.cases) {
    for (const check of c.checks) {
      if (check.type !== 'judge_pairwise') continue;
      const name = checkName(check);
      let rubric: string;
      try {
        rubric = check.rubric ?? (await readFile(check.rubric_file!, 'utf8'));
      } catch (err) {
        throw new Error(`case ${c.id}: ${name}: cannot read the rubric: ${errorMessage(err)}`, { cause: err });
      }
      const ofCase = tasks.filter((t) => t.case_id === c.id);
      const models = [...new Set(ofCase.map((t) => t.model))];
      for (const condition of c.conditions) {
        const control = CONTROL_OF[condition];
        if (!control || !c.conditions.includes(control) || (check.only && !check.only.includes(condition))) continue;
        for (const model of models) {
          const arm = (k: string) => ofCase.filter((t) => t.model === model && t.condition === k);
          const pairs: PairwiseResult['pairs'] = [];
          for (const treated of arm(condition)) {
            const untreated = arm(control).find((t) => t.repeat === treated.repeat);
            if (!untreated) continue;
            const judgeModel = options.judgeModel!;
            const judged = await judgePair(
              { rubric, task: c.prompt, treatment: await pairedRun(treated), control: await pairedRun(untreated) },
              {
                model: check.model ? ({ ...judgeModel, id: check.model } as JudgeModel) : judgeModel,
                out: join(treated.artifacts, 'pairwise', dirName(name)),
                descriptor: options.descriptor,
                clineBin: options.clineBin,
                sandbox: suite.sandbox,
                hidden: suiteHiddenPaths(suite, options.out, options.liveSkill),
                timeoutS: check.timeout,
                signal: options.signal,
              },
            );
            pairs.push({ repeat: treated.repeat, ...judged });
          }
          if (pairs.length) results.push({ case_id: c.id, condition, control, model, check: name, pairs, ...summarizePairs(pairs) });
        }
      }
    }
  }
  return results;
}
