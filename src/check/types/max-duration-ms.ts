/** max_duration_ms: one of the run's durations (agent, cline process or whole task) stays within a bound. */
import { z } from 'zod';
import { defineCheck } from '../definition.js';
import { common } from '../fields.js';

/** The durations this check can read; see `agent_ms`, `cline_ms` and `task_ms` in results.json. */
export const DURATION_KINDS = ['agent', 'cline', 'task'] as const;

export const MaxDurationCheckSchema = z.strictObject({
  type: z.literal('max_duration_ms'),
  ...common,
  max: z.number().nonnegative().describe('Upper bound (inclusive), in milliseconds.'),
  of: z.enum(DURATION_KINDS).default('agent').describe(
    '`agent`: cline\'s own run time (agent_ms); `cline`: the cline process (cline_ms); `task`: the suite ' +
      'task so far (task_ms).',
  ),
});

export const maxDurationCheck = defineCheck({
  type: 'max_duration_ms',
  schema: MaxDurationCheckSchema,
  name: (check) => `max_duration_ms ${check.of} <= ${check.max}`,
  needs: {
    missing: (check, { durations }) =>
      check.of === 'agent' || durations?.[`${check.of}_ms`] !== undefined
        ? null
        : `reads ${check.of}_ms, which only a suite run measures; use of = "agent" here`,
  },
  evaluate(check, { transcript: t, durations }) {
    const field = `${check.of}_ms`;
    const value = check.of === 'agent' ? t.duration_ms : check.of === 'cline' ? durations.cline_ms : durations.task_ms;
    if (value === null || value === undefined) {
      return { passed: false, evidence: check.of === 'agent' ? 'no agent_ms: the stream has no run_result' : `no ${field} was measured for this run` };
    }
    return { passed: value <= check.max, evidence: `${field} ${value}, max ${check.max}` };
  },
});
