/**
 * The pretest provisioning script, run for real with PATH views that lack the
 * sandbox and browser (they stay installed on this machine for everyone else).
 */
import { chmod, copyFile, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { provisionPlan } from '../../scripts/provision.mjs';
import { useTempDirs } from '../helpers/temp.js';

const SCRIPT = fileURLToPath(new URL('../../scripts/provision.mjs', import.meta.url));
const tempDir = useTempDirs();

/** A PATH directory holding only these programs (links to the real ones). */
async function pathWith(programs: Record<string, string>): Promise<string> {
  const dir = await tempDir('provision-path-');
  await chmod(dir, 0o755); // also searched as an unprivileged user
  for (const [name, target] of Object.entries(programs)) await symlink(target, join(dir, name));
  return dir;
}

const run = (path: string, args: string[] = [], prefix: string[] = [], script = SCRIPT) =>
  execa(prefix[0] ?? process.execPath, [...prefix.slice(1), ...(prefix.length ? [process.execPath] : []), script, ...args], {
    env: { PATH: path },
    extendEnv: false,
    reject: false,
  });

describe('provisionPlan', () => {
  it('does nothing when nothing is missing', () => {
    expect(provisionPlan({ missing: [], isRoot: false, hasAptGet: false })).toEqual({ action: 'none' });
  });
  it('installs with apt-get only as root on a machine that has it', () => {
    expect(provisionPlan({ missing: ['bubblewrap', 'chromium'], isRoot: true, hasAptGet: true })).toMatchObject({
      action: 'install',
      commands: [['apt-get', 'update', '-qq'], ['apt-get', 'install', '-y', '-qq', 'bubblewrap', 'chromium']],
    });
    expect(provisionPlan({ missing: ['bubblewrap'], isRoot: false, hasAptGet: true })).toEqual({
      action: 'fail',
      message: 'pretest: missing bubblewrap: run `sudo apt-get install -y bubblewrap`, then npm test again',
    });
  });
});

describe('scripts/provision.mjs', () => {
  it('passes silently on this machine, where everything is installed', async () => {
    const r = await execa(process.execPath, [SCRIPT], { reject: false });
    expect(r.exitCode).toBe(0);
    expect(r.stderr).toBe('');
  });

  it('without apt-get, fails with one line naming the packages and the command', async () => {
    const path = await pathWith({ git: '/usr/bin/git', socat: '/usr/bin/socat' });
    const r = await run(path);
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toBe(
      "pretest: missing bubblewrap chromium: run `apt-get install -y bubblewrap chromium (or your system's package manager)`, then npm test again",
    );
  });

  it('as a user who is not root, fails with the sudo command and installs nothing', async () => {
    const path = await pathWith({ git: '/usr/bin/git', 'apt-get': '/usr/bin/apt-get', chromium: '/usr/bin/chromium', socat: '/usr/bin/socat' });
    // A copy the other user can read: a clone may sit where only its owner can enter (mktemp -d, /root). The script
    // imports only node's own modules, so it runs alone.
    const dir = await tempDir('provision-script-');
    await chmod(dir, 0o755);
    const script = join(dir, 'provision.mjs');
    await copyFile(SCRIPT, script);
    await chmod(script, 0o644);
    const r = await run(path, [], ['/usr/bin/setpriv', '--reuid=65534', '--regid=65534', '--clear-groups'], script);
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toBe('pretest: missing bubblewrap: run `sudo apt-get install -y bubblewrap`, then npm test again');
  });

  it('as root with apt-get, says so and runs apt-get update and install for exactly what is missing', async () => {
    const path = await pathWith({ git: '/usr/bin/git', 'apt-get': '/usr/bin/apt-get', bwrap: '/usr/bin/bwrap', socat: '/usr/bin/socat' });
    const r = await run(path, ['--dry-run']);
    expect(r.exitCode).toBe(0);
    expect(r.stderr).toBe('pretest: installing chromium with apt-get (the tests run the real sandbox, browser and tools)');
    expect(r.stdout.split('\n')).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium']);
  });
});
