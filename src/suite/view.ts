/**
 * What a suite's tasks may not see under bwrap: the harness's own dirs (other
 * tasks' envs and state, the suite's source snapshot), the run's out dir and
 * the skill's sources. The agent, its responders, its `command` checks and
 * its judges all get this one view, so none of them can read another task's
 * state, the control arm cannot read the skill, and none can write the records.
 */
import { harnessPrivatePaths } from '../dispatch/sandbox.js';
import type { Suite } from './load.js';

export function suiteHiddenPaths(suite: Pick<Suite, 'skill' | 'old_skill' | 'siblings'>, out: string, liveSkill: string | undefined): string[] {
  return harnessPrivatePaths([out, ...[suite.skill, suite.old_skill, suite.siblings, liveSkill].filter((p) => p !== undefined)]);
}
