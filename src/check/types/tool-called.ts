/** tool_called: some tool call's rendering matches a regex (optionally before the first write). */
import { z } from 'zod';
import { callWindow } from '../calls.js';
import { defineCheck } from '../definition.js';
import { describeCall, listCalls, renderCall, showRegex } from '../evidence.js';
import { CallLimitSchema, common, patternCompiles, regexFields } from '../fields.js';

export const ToolCalledCheckSchema = z
  .strictObject({ type: z.literal('tool_called'), ...common, ...regexFields, before: CallLimitSchema.optional() })
  .superRefine(patternCompiles);

export const toolCalledCheck = defineCheck({
  type: 'tool_called',
  schema: ToolCalledCheckSchema,
  name: (check) => `tool_called ${showRegex(check.pattern, check.flags)}${check.before ? ` before ${check.before}` : ''}`,
  needs: {},
  evaluate(check, { transcript: t, tools }) {
    const re = new RegExp(check.pattern, check.flags);
    const window = callWindow(t, check.before, tools);
    const hit = window.calls.find((c) => re.test(renderCall(c)));
    if (hit) return { passed: true, evidence: `${describeCall(hit)}${window.label}`, ordinal: hit.ordinal };
    const later = window.limit ? t.tool_invocations.find((c) => c.ordinal >= window.limit!.ordinal && re.test(renderCall(c))) : undefined;
    const scope = window.limit ? 'calls before it' : 'calls';
    return {
      passed: false,
      evidence:
        `no call matched ${showRegex(check.pattern, check.flags)}${window.label}` +
        (later ? `; it matched only later: ${describeCall(later)}` : '') +
        `; ${scope}: ${listCalls(window.calls)}`,
      ordinal: later?.ordinal ?? null,
    };
  },
});
