/** Spec fields and validators shared by several check types. */
import { isAbsolute } from 'node:path';
import { z } from 'zod';

/** Fields every check may have besides its type. */
export const common = {
  name: z.string().min(1).optional().describe('Shown in results and reports; a name is derived from the type and its main field when absent.'),
  only: z.array(z.string().min(1)).min(1).optional().describe('Conditions (e.g. `with_skill`) the check applies to; elsewhere it is skipped. Absent: all.'),
  turn: z.number().int().nonnegative().optional().describe('In a conversation: look only at this round (0: the opening prompt). Transcript checks only.'),
};

/** Regex flags that keep matching stateless (no g or y). */
const RegexFlags = z.string().regex(/^[imsu]*$/, 'may only contain the flags i, m, s and u');

export const regexFields = {
  pattern: z.string().min(1).describe('A JavaScript regular expression; it may match anywhere (anchor it with ^ and $ to match whole).'),
  flags: RegexFlags.optional().describe('Regex flags: any of i, m, s and u.'),
};

/** Reports an uncompilable regex on `field` (flags change what compiles, e.g. `u`). */
export function regexCompiles(field: string, pattern: string | undefined, flags: string | undefined, ctx: z.RefinementCtx): void {
  if (pattern === undefined) return;
  try {
    new RegExp(pattern, flags);
  } catch (err) {
    // V8's message already says "Invalid regular expression: /…/: why".
    ctx.addIssue({ code: 'custom', path: [field], message: (err as Error).message });
  }
}

/** Reports an uncompilable `pattern` field. */
export function patternCompiles(check: { pattern: string; flags?: string | undefined }, ctx: z.RefinementCtx): void {
  regexCompiles('pattern', check.pattern, check.flags, ctx);
}

/** A path inside the env: relative, and no `..` segment, so a check cannot look outside it. */
export const EnvPath = z
  .string()
  .min(1)
  .refine((p) => !isAbsolute(p) && !p.startsWith('~'), 'must be a path relative to the env')
  .refine((p) => !p.split(/[\\/]/).includes('..'), 'must not contain ".."');

/** The point in the run a tool-call check can be limited to: calls before it count, later ones do not. */
export const CallLimitSchema = z.literal('first_write');
