/**
 * The last JSON object in a model's free text: judges and responders end
 * their answer with one, after whatever prose they chose to write first.
 */

/** How much of the text's end is searched: a verdict closes the answer, and the bound keeps a long text full of braces cheap. */
const TAIL_CHARS = 16_384;

/** The last balanced `{...}` span in the text's tail that parses as JSON, or undefined. */
export function lastJsonObject(whole: string): Record<string, unknown> | undefined {
  const text = whole.slice(-TAIL_CHARS);
  // Scan back from each closing brace to the opening brace that balances it.
  for (let end = text.lastIndexOf('}'); end >= 0; end = text.lastIndexOf('}', end - 1)) {
    for (let start = text.lastIndexOf('{', end); start >= 0; start = text.lastIndexOf('{', start - 1)) {
      try {
        // A span from `{` to `}` that parses is an object.
        return JSON.parse(text.slice(start, end + 1)) as Record<string, unknown>;
      } catch {
        // Not a whole object yet: try an earlier opening brace.
      }
    }
  }
  return undefined;
}
