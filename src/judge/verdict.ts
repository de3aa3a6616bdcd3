/**
 * Reading a judge's verdict from its final text, strictly: the last JSON
 * object in the text is the verdict, and it must have exactly the verdict
 * shape. Anything else is no verdict, never a pass.
 */
import { z } from 'zod';

export const VerdictSchema = z.strictObject({
  verdict: z.enum(['pass', 'fail']),
  evidence: z.string().min(1),
  score: z.number().optional(),
});
export type Verdict = z.infer<typeof VerdictSchema>;

/** The verdict, or why there is none. */
export type VerdictReading = { ok: true; verdict: Verdict } | { ok: false; problem: string };

/** The last top-level `{...}` span of the text that parses as a JSON object, or null. */
function lastJsonObject(text: string): unknown {
  // Scan back from each closing brace to the opening brace that balances it, outside strings.
  for (let end = text.lastIndexOf('}'); end >= 0; end = text.lastIndexOf('}', end - 1)) {
    for (let start = text.lastIndexOf('{', end); start >= 0; start = text.lastIndexOf('{', start - 1)) {
      try {
        const value: unknown = JSON.parse(text.slice(start, end + 1));
        if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value;
      } catch {
        // Not a whole object yet: widen to the previous opening brace.
      }
    }
  }
  return null;
}

export function readVerdict(finalText: string | null): VerdictReading {
  if (finalText === null || !finalText.trim()) return { ok: false, problem: 'the judge gave no final message' };
  const value = lastJsonObject(finalText);
  if (value === null) return { ok: false, problem: 'no JSON object in the judge\'s final message' };
  const parsed = VerdictSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
    return { ok: false, problem: `malformed verdict ${JSON.stringify(value).slice(0, 200)}: ${where}${issue.message}` };
  }
  return { ok: true, verdict: parsed.data };
}
