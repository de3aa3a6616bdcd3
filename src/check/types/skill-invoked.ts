/** skill_invoked: the agent loaded the staged skill (a call of the descriptor's skill tool naming it). */
import { z } from 'zod';
import { defineCheck, type CheckContext } from '../definition.js';
import { clip, describeCall, listCalls, type Outcome } from '../evidence.js';
import { common } from '../fields.js';

export const SkillInvokedCheckSchema = z.strictObject({
  type: z.literal('skill_invoked'),
  ...common,
  skill: z.string().min(1).optional().describe('The staged skill identifier; when absent the caller\'s (`--skill-id`) is used.'),
});

export const skillInvokedCheck = defineCheck({
  type: 'skill_invoked',
  schema: SkillInvokedCheckSchema,
  name: (check) => (check.skill ? `skill_invoked ${check.skill}` : 'skill_invoked'),
  needs: {
    missing: (check, options) => (check.skill || options.skillId ? null : 'needs the staged skill identifier: pass --skill-id or set `skill` in the check'),
  },
  evaluate(check, ctx) {
    const outcome = loaded(check.skill ?? ctx.skillId!, ctx);
    if (ctx.skillShouldTrigger) return outcome;
    // A negative case: the skill must stay unloaded here.
    const evidence = `negative case (the skill should not trigger): ${outcome.passed ? 'it loaded: ' : 'not loaded: '}${outcome.evidence}`;
    return { ...outcome, passed: !outcome.passed, evidence };
  },
});

/** Whether the agent loaded the skill `wanted`, with the call or what was called instead. */
function loaded(wanted: string, { transcript: t, tools }: CheckContext): Outcome {
  const { name, arg } = tools.skill;
  const skillCalls = t.tool_invocations.filter((c) => c.name === name);
  const hit = skillCalls.find((c) => c.args[arg] === wanted);
  if (hit) {
    // A refused or failed load still shows the agent chose the skill; say so rather than hide it.
    const failed = hit.ok === false ? `; the call failed: ${clip(hit.error ?? 'unknown error')}` : '';
    return {
      passed: true,
      evidence: `${describeCall(hit)}${failed}`,
      ordinal: hit.ordinal,
    };
  }
  const seen = skillCalls.length ? `${name} calls: ${skillCalls.map(describeCall).join('; ')}` : `no ${name} calls; calls: ${listCalls(t.tool_invocations)}`;
  return {
    passed: false,
    evidence: `no ${name} call with ${arg} = ${JSON.stringify(wanted)}; ${seen}`,
  };
}
