/**
 * Where a check's shell command runs. A `command` check runs the agent's code
 * (a script it wrote or edited), so with bwrap it gets the agent's sandbox and
 * the agent's view: the env writable, nothing of other tasks or the harness.
 * Other check types that run commands (and their setup) use the same runner.
 */
import { harnessPrivatePaths, sandboxedCommand } from '../dispatch/sandbox.js';

export interface CheckConfinement {
  /** The bwrap binary; null runs checks unconfined (as the harness's user; results say so). */
  bwrap: string | null;
  /**
   * More dirs the check may not see, besides the harness's temp, state and
   * cache dirs (always hidden): a suite passes its task's view (the run's
   * out dir, the skill's sources).
   */
  hidden?: string[];
}

/**
 * The argv that runs `script` with `sh -c`, confined when bwrap is given: the
 * env and a scratch dir writable, the harness's private dirs (other tasks'
 * envs and state, the suite's sources) replaced by empty dirs, the rest of the
 * root read-only.
 */
export async function confinedShell(env: string, script: string, scratch: string, confinement?: CheckConfinement): Promise<{ bin: string; args: string[] }> {
  if (!confinement?.bwrap) return { bin: 'sh', args: ['-c', script] };
  return sandboxedCommand(confinement.bwrap, [env, scratch], ['sh', '-c', script], { hidden: harnessPrivatePaths(confinement.hidden) });
}
