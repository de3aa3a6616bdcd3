/** conversation: how a multi-turn conversation ended (its status, stop reason and follow-ups delivered). */
import { z } from 'zod';
import { CONVERSATION_STATUSES, STOP_REASONS } from '../../conversation/schema.js';
import { defineCheck } from '../definition.js';
import { common } from '../fields.js';

export const ConversationCheckSchema = z
  .strictObject({
    type: z.literal('conversation'),
    ...common,
    status: z.enum(CONVERSATION_STATUSES).optional().describe('The status the conversation must end with.'),
    stop_reason: z.enum(STOP_REASONS).optional().describe('The stop reason its last turn must end with.'),
    min_delivered_followups: z.number().int().nonnegative().optional().describe('At least this many follow-ups delivered to the agent.'),
    max_delivered_followups: z.number().int().nonnegative().optional().describe('At most this many follow-ups delivered to the agent.'),
  })
  .superRefine((c, ctx) => {
    if (c.status === undefined && c.stop_reason === undefined && c.min_delivered_followups === undefined && c.max_delivered_followups === undefined) {
      ctx.addIssue({ code: 'custom', path: [], message: 'give at least one of status, stop_reason, min_delivered_followups, max_delivered_followups' });
    }
    if (c.min_delivered_followups !== undefined && c.max_delivered_followups !== undefined && c.min_delivered_followups > c.max_delivered_followups) {
      ctx.addIssue({ code: 'custom', path: ['max_delivered_followups'], message: 'is below min_delivered_followups' });
    }
  });

export const conversationCheck = defineCheck({
  type: 'conversation',
  schema: ConversationCheckSchema,
  name: (c) =>
    `conversation ${[
      c.status,
      c.stop_reason,
      c.min_delivered_followups !== undefined ? `≥${c.min_delivered_followups} follow-ups` : undefined,
      c.max_delivered_followups !== undefined ? `≤${c.max_delivered_followups} follow-ups` : undefined,
    ]
      .filter(Boolean)
      .join(', ')}`,
  needs: {
    wholeRun: true,
    missing: (_c, inputs) =>
      inputs.conversation
        ? null
        : 'needs a conversation record: run it in a conversation case (turns or responder), or keep conversation.json beside the ACP log',
  },
  evaluate(c, { conversation }) {
    // `needs.missing` has made sure there is one.
    const r = conversation!;
    const seen = `status ${r.status}${r.stop_reason ? ` (${r.stop_reason})` : ''}, ${r.delivered_followups} follow-up(s) delivered`;
    const wrong: string[] = [];
    if (c.status !== undefined && r.status !== c.status) wrong.push(`status is not ${c.status}`);
    if (c.stop_reason !== undefined && r.stop_reason !== c.stop_reason) wrong.push(`stop reason is not ${c.stop_reason}`);
    if (c.min_delivered_followups !== undefined && r.delivered_followups < c.min_delivered_followups)
      wrong.push(`fewer than ${c.min_delivered_followups} follow-ups`);
    if (c.max_delivered_followups !== undefined && r.delivered_followups > c.max_delivered_followups)
      wrong.push(`more than ${c.max_delivered_followups} follow-ups`);
    return { passed: wrong.length === 0, evidence: wrong.length ? `${wrong.join('; ')}: ${seen}` : seen };
  },
});
