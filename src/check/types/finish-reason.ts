/** finish_reason: the run ended the expected way (default `completed`). */
import { z } from 'zod';
import { defineCheck } from '../definition.js';
import { quote } from '../evidence.js';
import { common } from '../fields.js';

export const FinishReasonCheckSchema = z.strictObject({
  type: z.literal('finish_reason'),
  ...common,
  equals: z.string().min(1).default('completed').describe('How the run must have ended, e.g. completed, error, timed_out.'),
});

export const finishReasonCheck = defineCheck({
  type: 'finish_reason',
  schema: FinishReasonCheckSchema,
  name: (check) => `finish_reason = ${check.equals}`,
  needs: {},
  evaluate(check, { transcript: t }) {
    const actual = `finish_reason ${JSON.stringify(t.finish_reason)}`;
    if (t.finish_reason === check.equals) return { passed: true, evidence: actual };
    // A failed run's final text is its error message: the likeliest explanation.
    const text = t.final_text === null ? '' : `; final text: ${quote(t.final_text)}`;
    return { passed: false, evidence: `${actual}, expected ${JSON.stringify(check.equals)}${text}` };
  },
});
