/**
 * Telling refusals apart from ordinary tool errors. A refusal is recognised by
 * its wording only: Cline gives a refused call the same `{error}` output shape
 * as a failed one. The wordings are the harness descriptor's
 * (`[transcript.denials]`); callers may pass another table.
 */
import { builtinDescriptor } from '../descriptor/builtin.js';
import { findDenialMarker, flatDenialMarkers, type FlatDenialMarker } from '../descriptor/denials.js';

export { findDenialMarker };
export type DenialMarker = FlatDenialMarker;

/** The refusal wordings of the built-in descriptor (what cline 3.0.65 writes). */
export const DEFAULT_DENIAL_MARKERS: readonly DenialMarker[] = flatDenialMarkers(builtinDescriptor().transcript.denials);

/**
 * The refusal in a failed command's output text, if any. Only sandbox markers
 * count here: a command's own output may quote any wording, but an OS refusal
 * shows up in it as the failing command's stderr. Returns the marked line, verbatim.
 */
export function findSandboxLine(
  text: string,
  markers: readonly DenialMarker[],
): { marker: DenialMarker; line: string } | null {
  for (const m of markers) {
    if (m.kind !== 'sandbox') continue;
    const at = text.indexOf(m.text);
    if (at < 0) continue;
    const start = text.lastIndexOf('\n', at) + 1;
    const end = text.indexOf('\n', at);
    return { marker: m, line: text.slice(start, end < 0 ? text.length : end) };
  }
  return null;
}
