/** Short, single-purpose renderings shared by the checks' evidence texts. */
import type { ToolInvocation } from '../transcript/schema.js';

/** What a check found: passed or not, and why in words. */
export interface Outcome {
  passed: boolean;
  evidence: string;
  /** The tool call the evidence points at. */
  ordinal?: number | null;
  /** The check could not decide (e.g. a judge gave no verdict): neither a pass nor a fail; `evidence` says why. */
  error?: boolean;
  /** What grading cost, for checks that run a model (the judge). */
  judge?: JudgeCost;
}

/** Tokens, dollars and wall time a judged check spent, kept apart from the agent's. */
export interface JudgeCost {
  /** Null when a judge run reported no usage. */
  tokens: number | null;
  cost: number;
  ms: number;
}

/** At most `max` characters, marking the cut. */
export function clip(text: string, max = 200): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}

/** A clipped text as a JSON string, so newlines and edges stay visible on one line. */
export function quote(text: string, max = 200): string {
  return JSON.stringify(clip(text, max));
}

/**
 * A tool call as the tool-call regexes see it: `<name> <compact JSON of the
 * flattened args>` (eval-magic's convention; keys keep Cline's order, as
 * eval-magic's order-preserving JSON does).
 */
export function renderCall(call: Pick<ToolInvocation, 'name' | 'args'>): string {
  return `${call.name} ${JSON.stringify(call.args)}`;
}

/** `#3 editor {"path":…}`, clipped: one call in evidence. */
export function describeCall(call: ToolInvocation): string {
  return `#${call.ordinal} ${clip(renderCall(call))}`;
}

const LISTED_CALLS = 20;

/** `#0 read_files, #1 editor, …`: which tools were called, by ordinal. */
export function listCalls(calls: readonly ToolInvocation[]): string {
  if (!calls.length) return 'none';
  const shown = calls.slice(0, LISTED_CALLS).map((c) => `#${c.ordinal} ${c.name}`);
  const more = calls.length - shown.length;
  return shown.join(', ') + (more > 0 ? `, … (${more} more)` : '');
}

/** `/pattern/flags`, as the regex appears in names and evidence. */
export function showRegex(pattern: string, flags: string | undefined): string {
  return `/${pattern}/${flags ?? ''}`;
}

/** Whether a file-system error means the path is not there. */
export function missingFile(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
