/** max_tokens: the transcript's total_tokens stays within a bound. */
import { z } from 'zod';
import { defineCheck } from '../definition.js';
import { common } from '../fields.js';

export const MaxTokensCheckSchema = z.strictObject({
  type: z.literal('max_tokens'),
  ...common,
  max: z.number().nonnegative().describe('Upper bound (inclusive) on the transcript\'s total_tokens.'),
});

export const maxTokensCheck = defineCheck({
  type: 'max_tokens',
  schema: MaxTokensCheckSchema,
  name: (check) => `max_tokens <= ${check.max}`,
  needs: {},
  evaluate(check, { transcript: t }) {
    const { input, output, cache_read } = t.tokens;
    // Unknown is not zero: a run that reported no usage cannot be shown to stay within the bound.
    if (t.total_tokens === null) return { passed: false, evidence: `total_tokens unknown: cline reported no usage, max ${check.max}` };
    return {
      passed: t.total_tokens <= check.max,
      evidence: `total_tokens ${t.total_tokens} (input ${input} + output ${output} - cache_read ${cache_read}), max ${check.max}`,
    };
  },
});
