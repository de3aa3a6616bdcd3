/** judge: a model grades the run against a rubric (see src/judge); the majority of `votes` decides. */
import { readFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { z } from 'zod';
import { errorMessage } from '../../errors.js';
import { DEFAULT_JUDGE_TIMEOUT_S, runJudge } from '../../judge/run.js';
import type { JudgeVote, JudgeVotesSchema } from '../../judge/schema.js';
import { defineCheck } from '../definition.js';
import { clip } from '../evidence.js';
import { common } from '../fields.js';

export const JudgeCheckSchema = z
  .strictObject({
    type: z.literal('judge'),
    ...common,
    rubric: z.string().min(1).optional().describe('What a passing run does, in words.'),
    rubric_file: z.string().min(1).optional().describe('Or a file holding the rubric (relative to the spec file).'),
    votes: z.number().int().min(1).max(15).default(1).describe('Independent judge runs; the majority decides and a tie fails.'),
    model: z.string().min(1).optional().describe('A model id overriding the judge model\'s.'),
    timeout: z.number().positive().default(DEFAULT_JUDGE_TIMEOUT_S).describe('Seconds per judge run; past it the vote has no verdict.'),
  })
  .refine((c) => (c.rubric === undefined) !== (c.rubric_file === undefined), 'give exactly one of rubric and rubric_file');

/** A directory name for the check's votes under `judge/`. */
function dirName(name: string): string {
  return clip(name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, ''), 60).replace(/…$/, '') || 'judge';
}

function voteCounts(votes: readonly Pick<JudgeVote, 'verdict'>[]): z.infer<typeof JudgeVotesSchema> {
  const counts = { pass: 0, fail: 0, error: 0 };
  for (const v of votes) counts[v.verdict]++;
  return counts;
}

export const judgeCheck = defineCheck({
  type: 'judge',
  schema: JudgeCheckSchema,
  name: (check) => `judge ${check.rubric !== undefined ? clip(check.rubric.replace(/\s+/g, ' '), 60) : basename(check.rubric_file!)}`,
  needs: {
    missing: (_check, inputs) => {
      if (!inputs.judge) return 'needs a judge model: a [judge_model] table in the suite, or --judge-provider (with --judge-model) on the command line';
      // Not `needs.env`: a judge may still grade one round (`turn`) of a conversation, with the env's diff beside it.
      return inputs.env ? null : 'gives the judge a read-only copy of the env and its diff: pass --env DIR';
    },
  },
  resolvePaths: (check, baseDir) => (check.rubric_file ? { ...check, rubric_file: resolve(baseDir, check.rubric_file) } : check),
  async evaluate(check, { transcript, env, baseCommit, judge, signal }) {
    const setup = judge!;
    let rubric: string;
    try {
      rubric = check.rubric ?? (await readFile(check.rubric_file!, 'utf8'));
    } catch (err) {
      return { passed: false, error: true, evidence: `cannot read the rubric: ${errorMessage(err)}` };
    }
    const name = check.name ?? judgeCheck.name(check);
    const outcome = await runJudge(
      { rubric, task: setup.task, transcript, env, baseCommit },
      {
        model: check.model ? { ...setup.model, id: check.model } : setup.model,
        votes: check.votes,
        out: join(setup.artifacts, 'judge', dirName(name)),
        descriptor: setup.descriptor,
        clineBin: setup.clineBin,
        sandbox: setup.sandbox,
        hidden: setup.hidden,
        timeoutS: check.timeout,
        signal,
      },
    );
    const lines = outcome.votes.map((v) => `vote ${v.vote}: ${v.verdict}${v.score === null ? '' : ` (score ${v.score})`}: ${clip(v.evidence, 300)}`);
    const head = outcome.verdict === 'error' ? `no verdict: ${outcome.reason}` : `${outcome.verdict}: ${outcome.reason}`;
    return {
      passed: outcome.verdict === 'pass',
      error: outcome.verdict === 'error',
      evidence: [head, ...lines].join('\n'),
      judge: { tokens: outcome.tokens, cost: outcome.cost, ms: outcome.ms, votes: voteCounts(outcome.votes) },
    };
  },
});
