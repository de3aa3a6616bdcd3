/**
 * Telling refusals apart from ordinary tool errors. A refusal is recognised by
 * its wording only: Cline gives a refused call the same `{error}` output shape
 * as a failed one. The wordings live in one table so that the harness
 * descriptor can supply them later; the default is what cline 3.0.65 writes.
 */
import type { DenialKind } from './schema.js';

export interface DenialMarker {
  kind: DenialKind;
  /** prefix: the text must start with `text`; contains: `text` may appear anywhere. */
  match: 'prefix' | 'contains';
  text: string;
}

export const DEFAULT_DENIAL_MARKERS: readonly DenialMarker[] = [
  { kind: 'guard', match: 'prefix', text: 'eval guard: ' },
  { kind: 'policy', match: 'contains', text: 'is disabled by policy' },
  { kind: 'approval', match: 'contains', text: 'was not approved' },
  { kind: 'approval', match: 'contains', text: 'requires approval but no approval callback is configured' },
  { kind: 'approval', match: 'contains', text: 'requires approval in a TTY session' },
  { kind: 'hook', match: 'contains', text: 'was blocked by a runtime hook' },
  { kind: 'plan_mode', match: 'contains', text: 'blocked in plan mode' },
  { kind: 'provider', match: 'contains', text: 'Tool execution is disabled for provider' },
  { kind: 'sandbox', match: 'contains', text: 'Read-only file system' },
  { kind: 'sandbox', match: 'contains', text: 'EROFS' },
];

/** The first marker (in table order) that `text` matches, or null. */
export function findDenialMarker(text: string, markers: readonly DenialMarker[]): DenialMarker | null {
  for (const m of markers) {
    if (m.match === 'prefix' ? text.startsWith(m.text) : text.includes(m.text)) return m;
  }
  return null;
}

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
