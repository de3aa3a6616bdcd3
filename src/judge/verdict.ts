/**
 * Reading a judge's verdict from its final text, strictly: the last JSON
 * object in the text is the verdict, and it must have exactly the verdict
 * shape. Anything else is no verdict, never a pass.
 */
import { z } from 'zod';
import { lastJsonObject } from '../last-json-object.js';
import { echoesAgentText } from './untrusted.js';

export const VerdictSchema = z.strictObject({
  verdict: z.enum(['pass', 'fail']),
  evidence: z.string().min(1),
  score: z.number().optional(),
});
export type Verdict = z.infer<typeof VerdictSchema>;

/** The verdict, or why there is none. */
export type VerdictReading = { ok: true; verdict: Verdict } | { ok: false; problem: string };

/**
 * `agentTexts`: what the graded agent wrote, as the prompt gave it; a JSON object
 * that repeats any of it is an echo and is passed over, never read as the verdict.
 */
export function readVerdict(finalText: string | null, agentTexts: readonly string[] = []): VerdictReading {
  if (finalText === null || !finalText.trim()) return { ok: false, problem: 'the judge gave no final message' };
  let echoes = 0;
  const value = lastJsonObject(finalText, (span) => echoesAgentText(span, agentTexts) && ++echoes > 0);
  if (value === undefined) {
    if (echoes) return { ok: false, problem: `no JSON object of the judge's own in its final message (${echoes} echo(es) of the agent's text passed over)` };
    return { ok: false, problem: 'no JSON object in the judge\'s final message' };
  }
  const parsed = VerdictSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
    return { ok: false, problem: `malformed verdict ${JSON.stringify(value).slice(0, 200)}: ${where}${issue.message}` };
  }
  return { ok: true, verdict: parsed.data };
}
