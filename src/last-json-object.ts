/**
 * The last JSON object in a model's free text: judges and responders end
 * their answer with one, after whatever prose (or code, full of braces) they
 * chose to write first.
 */

/** How much of the text's end is searched: a verdict closes the answer. */
const TAIL_CHARS = 16_384;
/** A JSON object opens with `{` then a key or `}`; other braces (code, prose) are never tried. */
const OBJECT_OPENING = /\{\s*["}]/y;
/**
 * Parse attempts before giving up. Each costs up to the tail's length, and a
 * text of nested-looking objects could otherwise take minutes; giving up means
 * "no verdict", which is never read as a pass.
 */
const MAX_PARSES = 2_000;

/**
 * The last balanced `{...}` span in the text's tail that parses as JSON (the outermost one ending there), or undefined.
 * `skip`: spans it returns true for are passed over (a judge's echo of the graded agent's text is not its verdict).
 */
export function lastJsonObject(whole: string, skip?: (span: string) => boolean): Record<string, unknown> | undefined {
  const text = whole.slice(-TAIL_CHARS);
  let parses = 0;
  // lastIndexOf clamps a negative position to 0: the searches stop at index 0 themselves.
  const before = (ch: string, i: number) => (i > 0 ? text.lastIndexOf(ch, i - 1) : -1);
  ends: for (let end = text.lastIndexOf('}'); end >= 0; end = before('}', end)) {
    for (let start = text.lastIndexOf('{', end); start >= 0; start = before('{', start)) {
      OBJECT_OPENING.lastIndex = start;
      if (!OBJECT_OPENING.test(text)) continue;
      if (++parses > MAX_PARSES) return undefined;
      const span = text.slice(start, end + 1);
      let value: Record<string, unknown>;
      try {
        // A span from `{` to `}` that parses is an object.
        value = JSON.parse(span) as Record<string, unknown>;
      } catch {
        // Not a whole object yet: try an earlier opening brace.
        continue;
      }
      if (skip?.(span)) continue ends;
      return value;
    }
  }
  return undefined;
}
