/** final_text: the run's final message matches a regex. */
import { z } from 'zod';
import { defineCheck } from '../definition.js';
import { quote, showRegex } from '../evidence.js';
import { common, patternCompiles, regexFields } from '../fields.js';

export const FinalTextCheckSchema = z.strictObject({ type: z.literal('final_text'), ...common, ...regexFields }).superRefine(patternCompiles);

export const finalTextCheck = defineCheck({
  type: 'final_text',
  schema: FinalTextCheckSchema,
  name: (check) => `final_text ${showRegex(check.pattern, check.flags)}`,
  needs: {},
  evaluate(check, { transcript: t }) {
    if (t.final_text === null) return { passed: false, evidence: `no final text (finish_reason ${JSON.stringify(t.finish_reason)})` };
    const m = new RegExp(check.pattern, check.flags).exec(t.final_text);
    if (m) return { passed: true, evidence: `matched ${quote(m[0])} at offset ${m.index}` };
    return {
      passed: false,
      evidence: `no match for ${showRegex(check.pattern, check.flags)}; final text (${t.final_text.length} chars): ${quote(t.final_text)}`,
    };
  },
});
