import { mkdir, realpath, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { execa } from 'execa';
import { harnessCacheDir } from '../cache-dir.js';
import { InfrastructureError } from '../errors.js';
import { defaultStateDir } from '../guard/marker.js';
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

/** What a sandboxed command may see besides the read-only root and its writable paths. */
export interface SandboxView {
  /** Directories replaced by an empty tmpfs: the command sees nothing of them but what is bound back in. */
  hidden?: string[];
  /** Paths bound back read-only (e.g. the guard's marker inside a hidden state dir). */
  readable?: string[];
  /** Programs the command starts by path (cline behind a judge's `sh -c`): their installs are bound back like the command's own. */
  programs?: string[];
}

/**
 * The bwrap argv that runs `command` with the whole filesystem read-only except
 * `writable` (directories or single files), in its own PID, mount, IPC and UTS
 * namespaces with a fresh `/proc`. When the command ends, everything it
 * started ends with the namespace; the sandbox also dies with its parent.
 *
 * `view.hidden` directories become empty tmpfs mounts; the writable paths, the
 * `view.readable` ones and the command's own install (a cline under a hidden
 * dir) are bound back on top. Mounts go shallow to deep, so a path bound back
 * inside a hidden dir shows through, and a dir hidden inside a writable one
 * stays hidden.
 */
export async function sandboxedCommand(
  bwrap: string,
  writable: string[],
  command: string[],
  view: SandboxView = {},
): Promise<{ bin: string; args: string[] }> {
  const args = [...ISOLATION, '--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc'];
  const mounts: { path: string; kind: Mount }[] = [];
  const hidden = await existing(view.hidden ?? []);
  for (const path of hidden) mounts.push({ path, kind: 'hide' });
  const installs = await Promise.all([command[0], ...(view.programs ?? [])].map((p) => (p ? installRoot(p) : null)));
  const keep = installs.filter((k): k is string => k !== null && hidden.some((h) => isWithin(k, h)));
  const readable = [...(view.readable ?? []), ...keep];
  for (const path of await existing(readable)) mounts.push({ path, kind: 'ro' });
  for (const path of new Set(writable)) {
    // bwrap refuses to bind a path that does not exist; a missing one becomes a directory.
    if (!(await stat(path).catch(() => null))) await mkdir(path, { recursive: true });
    mounts.push({ path: await realpath(path).catch(() => resolve(path)), kind: 'rw' });
  }
  const unique = [...new Map(mounts.map((m) => [`${m.kind}\0${m.path}`, m])).values()];
  unique.sort((a, b) => depth(a.path) - depth(b.path) || MOUNT_ORDER[a.kind] - MOUNT_ORDER[b.kind] || a.path.localeCompare(b.path));
  for (const m of unique) args.push(...(m.kind === 'hide' ? ['--tmpfs', m.path] : [m.kind === 'ro' ? '--ro-bind' : '--bind', m.path, m.path]));
  return { bin: bwrap, args: [...args, '--', ...command] };
}

type Mount = 'hide' | 'ro' | 'rw';
/** At one path, a bind goes over a tmpfs, and a writable bind over a read-only one. */
const MOUNT_ORDER: Record<Mount, number> = { hide: 0, ro: 1, rw: 2 };

function depth(path: string): number {
  return path.split(sep).filter(Boolean).length;
}

function isWithin(path: string, dir: string): boolean {
  const rel = relative(dir, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/** The real paths of those that exist (a tmpfs or read-only bind needs an existing mount point). */
async function existing(paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of new Set(paths)) {
    const real = await realpath(path).catch(() => null);
    if (real) found.push(real);
  }
  return [...new Set(found)];
}

/** Where a program is installed: the `node_modules` dir holding it (cline's launcher needs its platform package beside it), else its dir. */
async function installRoot(bin: string): Promise<string | null> {
  const real = await realpath(bin).catch(() => null);
  if (!real || !isAbsolute(real)) return null;
  const at = real.lastIndexOf(`${sep}node_modules${sep}`);
  return at >= 0 ? real.slice(0, at + `${sep}node_modules`.length) : dirname(real);
}

/**
 * What no task may read, whatever it is: the harness's temp root (other tasks'
 * envs, cline state with their endpoints' secrets, the suite's source
 * snapshot), its state and cache dirs (guard markers, stage records, the auth
 * cache), plus `extra` (a suite's out dir, the live skill sources).
 */
export function harnessPrivatePaths(extra: string[] = []): string[] {
  return [tmpdir(), dirname(defaultStateDir()), harnessCacheDir(), ...extra];
}
