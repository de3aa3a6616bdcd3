import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * One entry per path below each watched directory: type, mode, size, mtime
 * (files), and a content hash or link target, so any write, chmod, touch,
 * create, delete or rename shows. `skip` leaves out subtrees (the allowed roots).
 */
export function snapshotDirs(dirs: readonly string[], skip: readonly string[] = []): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (abs: string): void => {
    if (skip.includes(abs)) return;
    const info = lstatSync(abs, { throwIfNoEntry: false });
    if (!info) return;
    const head = `${(info.mode & 0o7777).toString(8)} ${info.mtimeMs}`;
    if (info.isSymbolicLink()) out.set(abs, `link ${readlinkSync(abs)}`);
    else if (info.isDirectory()) {
      // A directory's own mtime only repeats what its entries show (and moves for skipped caches below it).
      out.set(abs, `dir ${(info.mode & 0o7777).toString(8)}`);
      for (const name of readdirSync(abs).sort()) walk(join(abs, name));
    } else if (info.isFile()) {
      out.set(abs, `file ${head} ${info.size} ${createHash('sha1').update(readFileSync(abs)).digest('hex')}`);
    } else out.set(abs, `special ${head}`);
  };
  for (const d of dirs) walk(d);
  return out;
}

/** Paths added, removed or changed between two snapshots. */
export function changedPaths(before: Map<string, string>, after: Map<string, string>): string[] {
  const out: string[] = [];
  for (const [p, v] of before) if (after.get(p) !== v) out.push(`${after.has(p) ? 'changed' : 'removed'} ${p}`);
  for (const p of after.keys()) if (!before.has(p)) out.push(`added ${p}`);
  return out;
}

export interface SandboxLayout {
  /** The fixture root, bound writable at its own path. */
  root: string;
  /** The env, where commands start. */
  cwd: string;
  /** A real directory standing in for /tmp. */
  tmp: string;
  home: string;
  scratch: string;
}

/** The checkout: the nearest directory above this file (or the bench's bundle of it) with a package.json. */
const CHECKOUT = ((): string => {
  let d = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(d, 'package.json')) && d !== dirname(d)) d = dirname(d);
  return d;
})();
/**
 * The checkout when it lies under /tmp, which the sandbox replaces: bound read-only at its own path, so that a setup
 * can copy from its node_modules (round 13's typescript) wherever the repository was cloned.
 */
export const CHECKOUT_IN_TMP = CHECKOUT.startsWith('/tmp/') ? CHECKOUT : null;

export interface SandboxRun {
  /** Null when a signal ended the run (a timeout's SIGKILL). */
  exitCode: number | null;
  timedOut: boolean;
  /** Its output and errors together, without the final newline. */
  all: string;
}

/** The small process that starts this process's bubblewrap runs (spawner.mjs), and the runs waiting for it. */
let spawner: ChildProcess | null = null;
const waiting = new Map<number, (run: SandboxRun) => void>();
let nextId = 0;

function runBySpawner(file: string, args: readonly string[], env: Record<string, string>, timeoutMs: number): Promise<SandboxRun> {
  if (!spawner) {
    const started = fork(join(CHECKOUT, 'test/guard/spawner.mjs'), [], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    started.on('message', (m: SandboxRun & { id: number }) => {
      waiting.get(m.id)?.({ exitCode: m.exitCode, timedOut: m.timedOut, all: m.all });
      waiting.delete(m.id);
      // Idle, it keeps nothing alive: this process may end.
      if (!waiting.size) started.channel?.unref();
    });
    started.on('exit', () => {
      spawner = null;
      for (const done of waiting.values()) done({ exitCode: null, timedOut: false, all: 'the spawner process ended' });
      waiting.clear();
    });
    started.unref();
    spawner = started;
  }
  const id = nextId++;
  spawner.channel?.ref();
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    spawner!.send({ id, file, args, env, timeoutMs });
  });
}

/**
 * Runs `command` in real bash inside bubblewrap: the whole filesystem
 * read-only, the fixture root writable at its own path, a copy standing in for
 * /tmp, no network. Each run is killed after `timeoutMs`, and with it every
 * process it started: its own PID namespace dies with it, so no straggler (a
 * pip install cut short on a loaded machine) writes into the next trial's copy.
 * The environment is built here, not inherited: a CI runner's MAKEFLAGS, GIT_*
 * or npm_* variables would otherwise change what the ground truth does.
 */
export async function runInSandbox(command: string, layout: SandboxLayout, timeoutMs = 15_000): Promise<SandboxRun> {
  const args = [
    '--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc',
    '--bind', layout.tmp, '/tmp',
    ...(CHECKOUT_IN_TMP ? ['--ro-bind', CHECKOUT_IN_TMP, CHECKOUT_IN_TMP] : []),
    '--bind', layout.root, layout.root,
    '--unshare-net', '--unshare-pid', '--die-with-parent', '--new-session',
    '--chdir', layout.cwd,
    '--', 'bash', '-c', command,
  ];
  return runBySpawner('bwrap', args, sandboxShellEnv(layout), timeoutMs);
}

/**
 * What the sandboxed bash inherits (the guard's policy is given the same, as cline's shells inherit cline's): the
 * search path (with pyenv's, which finds python), a login shell's SHELL and TERM, fixed, the fixture's HOME and
 * TMPDIR, and settings that keep package managers and git off the network. Without SHELL, make 4.3 runs a
 * command-line `$(shell …)` with no shell at all (a CI runner had none); without TERM, git will not start VISUAL.
 */
export function sandboxShellEnv(layout: Pick<SandboxLayout, 'home' | 'scratch'>): Record<string, string> {
  const keep = ['PATH', 'PYENV_ROOT', 'PYENV_VERSION', 'LANG', 'USER'];
  const kept = Object.fromEntries(keep.flatMap((k) => (process.env[k] === undefined ? [] : [[k, process.env[k]!]])));
  const pyenv = pyenvSelection();
  if (pyenv && kept.PATH) Object.assign(kept, { PATH: `${pyenv.bin}:${kept.PATH}`, PYENV_VERSION: pyenv.version });
  return {
    ...kept,
    SHELL: '/bin/bash',
    TERM: 'xterm-256color',
    HOME: layout.home,
    TMPDIR: layout.scratch,
    // No package manager waits for a network it cannot reach.
    npm_config_offline: 'true',
    PIP_NO_INDEX: '1',
    GIT_TERMINAL_PROMPT: '0',
  };
}

let selected: { version: string; bin: string } | null | undefined;

/**
 * The environment a pyenv shim gives what it starts, found once: `pyenv exec` puts the selected version's bin dir
 * first on PATH and exports PYENV_VERSION, then runs the real program. Set up here, python, pip and pytest start
 * without the shim's chain of bash scripts (half a second per start on a loaded machine, most of a trial's time);
 * the program run and its environment are the same. Without pyenv, or with the system python or several versions
 * selected, the shims stay in charge.
 */
function pyenvSelection(): { version: string; bin: string } | null {
  if (selected !== undefined) return selected;
  selected = null;
  const root = process.env.PYENV_ROOT;
  if (!root) return selected;
  try {
    // From `/`, as the shim would decide from a fixture with no .python-version on its way up.
    const version = execFileSync('pyenv', ['version-name'], { cwd: '/', encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const bin = join(root, 'versions', version, 'bin');
    if (version && version !== 'system' && !version.includes(':') && existsSync(bin)) selected = { version, bin };
  } catch {
    // No pyenv on PATH: the shims (if any) run as they are.
  }
  return selected;
}
