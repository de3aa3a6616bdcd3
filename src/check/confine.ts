/**
 * Where a check's shell command runs. A `command` check runs the agent's code
 * (a script it wrote or edited), so with bwrap it gets the agent's sandbox:
 * the env writable, nothing else. Other check types that run commands (and
 * their setup) use the same runner.
 */
import { sandboxedCommand } from '../dispatch/sandbox.js';

export interface CheckConfinement {
  /** The bwrap binary; null runs checks unconfined (as the harness's user; results say so). */
  bwrap: string | null;
}

/** The argv that runs `script` with `sh -c`, confined to `env` and a scratch dir when bwrap is given. */
export async function confinedShell(env: string, script: string, scratch: string, confinement?: CheckConfinement): Promise<{ bin: string; args: string[] }> {
  if (!confinement?.bwrap) return { bin: 'sh', args: ['-c', script] };
  return sandboxedCommand(confinement.bwrap, [env, scratch], ['sh', '-c', script]);
}
