/** max_duration_ms: the run's duration_ms stays within a bound. */
import { z } from 'zod';
import { defineCheck } from '../definition.js';
import { common } from '../fields.js';

export const MaxDurationCheckSchema = z.strictObject({
  type: z.literal('max_duration_ms'),
  ...common,
  /** Upper bound (inclusive) on the run's duration_ms. */
  max: z.number().nonnegative(),
});

export const maxDurationCheck = defineCheck({
  type: 'max_duration_ms',
  schema: MaxDurationCheckSchema,
  name: (check) => `max_duration_ms <= ${check.max}`,
  needs: {},
  evaluate(check, { transcript: t }) {
    if (t.duration_ms === null) return { passed: false, evidence: 'no duration_ms: the stream has no run_result' };
    return { passed: t.duration_ms <= check.max, evidence: `duration_ms ${t.duration_ms}, max ${check.max}` };
  },
});
