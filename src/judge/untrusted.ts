/**
 * The graded agent's text is untrusted data. Whatever the agent wrote (its
 * final message, its transcript, its diff) reaches a judge only inside a block
 * whose boundary lines carry a random nonce the agent cannot know in advance,
 * so nothing it writes can close the block early (the prompt template says what
 * the blocks are and that they are never instructions); and a verdict-shaped object
 * the judge merely echoes from that text is never read as the judge's verdict.
 */
import { randomBytes } from 'node:crypto';

/** A fresh boundary tag that occurs in none of `texts`. */
export function boundaryFor(texts: readonly string[]): string {
  for (;;) {
    const nonce = randomBytes(8).toString('hex');
    if (!texts.some((t) => t.includes(nonce))) return nonce;
  }
}

/** `text` between the boundary lines of a block labelled `label` (e.g. "the agent's final message"). */
export function untrustedBlock(label: string, text: string, nonce: string): string {
  return [
    `<<<AGENT DATA ${nonce} BEGIN: ${label}>>>`,
    text,
    `<<<AGENT DATA ${nonce} END: ${label}>>>`,
  ].join('\n');
}

/** Text with all whitespace removed, so that an echo reformatted by the judge still matches. */
function squeezed(text: string): string {
  return text.replace(/\s+/g, '');
}

/**
 * Whether a JSON span from the judge's answer is (whitespace aside) text the
 * agent wrote: then it is an echo of the agent's data, not the judge's own verdict.
 */
export function echoesAgentText(span: string, agentTexts: readonly string[]): boolean {
  const needle = squeezed(span);
  return needle.length > 0 && agentTexts.some((t) => squeezed(t).includes(needle));
}
