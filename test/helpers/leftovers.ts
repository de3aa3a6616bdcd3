import { readFile, readdir, readlink } from 'node:fs/promises';
import { basename, sep } from 'node:path';

/** A cline process found alive, and why it is counted as this run's. */
export interface LeftoverProcess {
  pid: number;
  argv: string[];
  home: string | null;
  cwd: string | null;
}

const under = (path: string | null, root: string) => path !== null && (path === root || path.startsWith(root + sep));

/**
 * Every live cline process (the Node launcher or its platform binary) whose
 * HOME or cwd lies under `root`. Other people's clines on the same machine
 * are outside `root` and never counted. Linux only: reads /proc.
 */
export async function clineProcessesUnder(root: string): Promise<LeftoverProcess[]> {
  const found: LeftoverProcess[] = [];
  for (const entry of await readdir('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      const argv = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').filter(Boolean);
      if (!argv.slice(0, 2).some((arg) => basename(arg) === 'cline')) continue;
      const state = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ').pop()?.[0];
      if (state === 'Z') continue; // a zombie is reported by its parent's test, not here
      const environ = (await readFile(`/proc/${pid}/environ`, 'utf8')).split('\0');
      const home = environ.find((v) => v.startsWith('HOME='))?.slice(5) ?? null;
      const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => null);
      if (under(home, root) || under(cwd, root)) found.push({ pid, argv, home, cwd });
    } catch {
      // The process ended while being read.
    }
  }
  return found;
}

/** PIDs whose command line holds `needle` (e.g. a daemon an agent started). */
export async function processesWith(needle: string): Promise<number[]> {
  const found: number[] = [];
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const cmd = await readFile(`/proc/${name}/cmdline`, 'utf8').catch(() => '');
    if (cmd.includes(needle)) found.push(Number(name));
  }
  return found;
}
