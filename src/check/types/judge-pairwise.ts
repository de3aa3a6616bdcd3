/**
 * judge_pairwise: a model compares a case's treatment run with its control run
 * of the same model and repeat (src/judge/pairwise.ts), in both orders. It
 * grades two runs, not one, so it runs in `suite run` after the tasks
 * (src/suite/pairwise.ts), never per task: elsewhere it is an input error.
 */
import { basename, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_JUDGE_TIMEOUT_S } from '../../judge/run.js';
import { defineCheck } from '../definition.js';
import { clip } from '../evidence.js';
import { common } from '../fields.js';

export const JudgePairwiseCheckSchema = z
  .strictObject({
    type: z.literal('judge_pairwise'),
    /** `only`: the treatments to compare with their controls (default: every treatment of the case); `turn` is not used. */
    ...common,
    rubric: z.string().min(1).optional().describe('What makes one run better than the other, in words.'),
    rubric_file: z.string().min(1).optional().describe('Or a file holding the rubric (relative to the spec file).'),
    model: z.string().min(1).optional().describe('A model id overriding the judge model\'s.'),
    timeout: z.number().positive().default(DEFAULT_JUDGE_TIMEOUT_S).describe('Seconds per judge run; past it the vote has no answer.'),
  })
  .refine((c) => (c.rubric === undefined) !== (c.rubric_file === undefined), 'give exactly one of rubric and rubric_file');

export const PAIRWISE_ONLY_IN_SUITES = 'compares a treatment run with its control run: it runs in `suite run` only, after the tasks';

export const judgePairwiseCheck = defineCheck({
  type: 'judge_pairwise',
  schema: JudgePairwiseCheckSchema,
  name: (check) => `pairwise ${check.rubric !== undefined ? clip(check.rubric.replace(/\s+/g, ' '), 60) : basename(check.rubric_file!)}`,
  needs: { missing: () => PAIRWISE_ONLY_IN_SUITES },
  resolvePaths: (check, baseDir) => (check.rubric_file ? { ...check, rubric_file: resolve(baseDir, check.rubric_file) } : check),
  evaluate: () => ({ passed: false, error: true, evidence: PAIRWISE_ONLY_IN_SUITES }),
});
