/** max_denials: at most N refused tool calls (optionally of one kind). */
import { z } from 'zod';
import { DENIAL_KINDS } from '../../descriptor/denials.js';
import { defineCheck } from '../definition.js';
import { quote } from '../evidence.js';
import { common } from '../fields.js';

export const MaxDenialsCheckSchema = z.strictObject({
  type: z.literal('max_denials'),
  ...common,
  max: z.number().int().nonnegative().describe('Upper bound (inclusive) on refused tool calls.'),
  kind: z.enum(DENIAL_KINDS).optional().describe('Count only denials of this kind; absent: all kinds.'),
});

const LISTED_DENIALS = 5;

export const maxDenialsCheck = defineCheck({
  type: 'max_denials',
  schema: MaxDenialsCheckSchema,
  name: (check) => `max_denials${check.kind ? ` ${check.kind}` : ''} <= ${check.max}`,
  needs: {},
  evaluate(check, { transcript: t }) {
    const counted = check.kind ? t.denials.filter((d) => d.kind === check.kind) : t.denials;
    const what = `${counted.length} denial${counted.length === 1 ? '' : 's'}${check.kind ? ` of kind ${check.kind}` : ''} (max ${check.max})`;
    const listed = counted
      .slice(0, LISTED_DENIALS)
      .map((d) => `#${d.ordinal} ${d.tool}${d.item === null ? '' : `[${d.item}]`} ${d.kind}: ${quote(d.reason, 120)}`);
    const more = counted.length > LISTED_DENIALS ? `; … (${counted.length - LISTED_DENIALS} more)` : '';
    const others = t.denials.length - counted.length;
    const otherKinds = others > 0 ? `; ${others} of other kinds` : '';
    return {
      passed: counted.length <= check.max,
      evidence: what + (listed.length ? `: ${listed.join('; ')}${more}` : '') + otherKinds,
      ordinal: counted[0]?.ordinal ?? null,
    };
  },
});
