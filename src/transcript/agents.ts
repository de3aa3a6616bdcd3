import type { Transcript } from './schema.js';

/** The agent the task was given to (the one without a parent); null when the stream names no agents (ACP logs). */
export function rootAgent(t: Pick<Transcript, 'agents'>): string | null {
  return t.agents.find((a) => a.parent === null)?.id ?? null;
}
