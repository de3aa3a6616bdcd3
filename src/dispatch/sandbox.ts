import { mkdir, stat } from 'node:fs/promises';
import { execa } from 'execa';
import { InfrastructureError } from '../errors.js';
import { findOnPath } from './cline-binary.js';
import { bwrapFailureReason } from './sandbox-availability.js';

export type SandboxMode = 'bwrap' | 'none' | 'auto';

/** The sandbox a run will use, and why. */
export interface SandboxChoice {
  kind: 'bwrap' | 'none';
  /** The bwrap binary, when kind is bwrap. */
  bwrap: string | null;
  /** Set when `auto` fell back to no sandbox: say it once to the user. */
  note: string | null;
}

/**
 * Every namespace but the network one is new: a PID namespace hides the host's
 * processes (and their `/proc/<pid>/root`, which opens the host filesystem
 * read-write) and takes every process of the task down with it; the shared
 * network keeps loopback model servers reachable (measured). `--new-session`
 * stops TIOCSTI into the harness's terminal, and dropping every capability
 * stops a sandbox running as root from remounting `/` read-write (measured:
 * without `--cap-drop ALL`, `mount -o remount,bind,rw /` succeeds as root).
 */
const ISOLATION = ['--unshare-all', '--share-net', '--new-session', '--die-with-parent', '--cap-drop', 'ALL'];

let probe: Promise<string | null> | null = null;

/** Finds a bwrap that can actually start a sandbox here (user namespaces may be off). */
async function workingBwrap(): Promise<string | null> {
  probe ??= (async () => {
    if (process.platform !== 'linux') return null;
    const bin = await findOnPath('bwrap');
    if (!bin) return null;
    const tried = await execa(bin, [...ISOLATION, '--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc', '--', 'true'], {
      reject: false,
      stdin: 'ignore',
      timeout: 10_000,
    });
    return tried.exitCode === 0 ? bin : null;
  })();
  return probe;
}

export async function chooseSandbox(mode: SandboxMode): Promise<SandboxChoice> {
  if (mode === 'none') return { kind: 'none', bwrap: null, note: null };
  const bwrap = await workingBwrap();
  if (bwrap) return { kind: 'bwrap', bwrap, note: null };
  const why =
    process.platform !== 'linux'
      ? 'bubblewrap is Linux-only'
      : (await findOnPath('bwrap'))
        ? bwrapFailureReason()
        : 'bubblewrap (bwrap) is not installed (apt-get install bubblewrap)';
  if (mode === 'bwrap') throw new InfrastructureError(`--sandbox bwrap: ${why}`);
  return { kind: 'none', bwrap: null, note: `no OS sandbox: ${why}; running with the plugin guard only` };
}

/**
 * The bwrap argv that runs `command` with the whole filesystem read-only except
 * `writable` (directories or single files), in its own PID, mount, IPC and UTS
 * namespaces with a fresh `/proc`. When the command ends, everything it
 * started ends with the namespace; the sandbox also dies with its parent.
 */
export async function sandboxedCommand(bwrap: string, writable: string[], command: string[]): Promise<{ bin: string; args: string[] }> {
  const args = [...ISOLATION, '--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc'];
  for (const path of [...new Set(writable)].sort()) {
    // bwrap refuses to bind a path that does not exist; a missing one becomes a directory.
    if (!(await stat(path).catch(() => null))) await mkdir(path, { recursive: true });
    args.push('--bind', path, path);
  }
  return { bin: bwrap, args: [...args, '--', ...command] };
}
