/** The tool-call window the tool-call checks look at, and the run's first write. */
import type { ToolRoles } from '../descriptor/schema.js';
import type { ToolInvocation, Transcript } from '../transcript/schema.js';

/** The descriptor roles the transcript checks use. */
export type CheckToolRoles = Pick<ToolRoles, 'write' | 'patch' | 'skill'>;

/**
 * The first call of a write- or patch-role tool (`editor`, `apply_patch`),
 * refused or not: an attempt to write is where the agent stopped exploring.
 * Shell commands are not counted, since telling which of them write is guesswork.
 */
export function firstWrite(transcript: Transcript, tools: CheckToolRoles): ToolInvocation | null {
  const writers = new Set([...tools.write, ...tools.patch]);
  return transcript.tool_invocations.find((c) => writers.has(c.name)) ?? null;
}

export interface CallWindow {
  calls: ToolInvocation[];
  /** The call the window ends before; null when the whole run counts. */
  limit: ToolInvocation | null;
  /** How the window reads in evidence, e.g. ` before the first write (#3 editor)`. */
  label: string;
}

export function callWindow(transcript: Transcript, before: 'first_write' | undefined, tools: CheckToolRoles): CallWindow {
  const all = transcript.tool_invocations;
  if (before === undefined) return { calls: all, limit: null, label: '' };
  const limit = firstWrite(transcript, tools);
  if (limit === null) return { calls: all, limit, label: ' (no write happened, so every call counts)' };
  return {
    calls: all.filter((c) => c.ordinal < limit.ordinal),
    limit,
    label: ` before the first write (#${limit.ordinal} ${limit.name})`,
  };
}
