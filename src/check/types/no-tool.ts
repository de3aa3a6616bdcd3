/** no_tool: no tool call's rendering matches a regex (optionally before the first write). */
import { z } from 'zod';
import { callWindow } from '../calls.js';
import { defineCheck } from '../definition.js';
import { describeCall, listCalls, renderCall, showRegex } from '../evidence.js';
import { CallLimitSchema, common, patternCompiles, regexFields } from '../fields.js';

export const NoToolCheckSchema = z
  .strictObject({ type: z.literal('no_tool'), ...common, ...regexFields, before: CallLimitSchema.optional() })
  .superRefine(patternCompiles);

export const noToolCheck = defineCheck({
  type: 'no_tool',
  schema: NoToolCheckSchema,
  name: (check) => `no_tool ${showRegex(check.pattern, check.flags)}${check.before ? ` before ${check.before}` : ''}`,
  needs: {},
  evaluate(check, { transcript: t, tools }) {
    const re = new RegExp(check.pattern, check.flags);
    const window = callWindow(t, check.before, tools);
    const hits = window.calls.filter((c) => re.test(renderCall(c)));
    const first = hits[0];
    if (!first) {
      return { passed: true, evidence: `none of ${window.calls.length} calls matched ${showRegex(check.pattern, check.flags)}${window.label}` };
    }
    const more = hits.length > 1 ? ` (and ${hits.length - 1} more: ${listCalls(hits.slice(1))})` : '';
    return { passed: false, evidence: `${describeCall(first)}${window.label}${more}`, ordinal: first.ordinal };
  },
});
