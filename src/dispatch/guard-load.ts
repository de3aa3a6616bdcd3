/**
 * Whether cline loaded an armed guard plugin during a run. The plugin appends
 * a line to its loads file (beside its marker, outside the env) when cline
 * imports it; a line stamped after the run started is the evidence. Under load
 * cline has been seen to drop the plugin silently, so a suite makes such a
 * task invalid rather than noting it.
 */
import type { Descriptor } from '../descriptor/index.js';
import { guardHealth } from '../guard/arm.js';

export const GUARD_NOT_LOADED = 'the guard plugin was armed but cline did not load it: this run was not guarded';

/**
 * True or false when the guard was armed before the run and the run got far
 * enough to load plugins; null when there is nothing to say (not armed, or
 * interrupted before cline could load anything).
 */
export async function guardLoadedSince(
  env: string,
  o: { armed: boolean; ran: boolean; startedAt: Date; stateDir?: string; descriptor: Descriptor },
): Promise<boolean | null> {
  if (!o.armed || !o.ran) return null;
  const after = await guardHealth(env, { stateDir: o.stateDir, descriptor: o.descriptor });
  return after.last_loaded_at !== null && after.last_loaded_at >= o.startedAt.toISOString();
}
