import { mkdir, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { clineProcessesUnder } from './leftovers.js';
import { useTempDirs } from './temp.js';

const tempDir = useTempDirs();

describe('clineProcessesUnder (the test run teardown check)', () => {
  it('finds a live process named cline by its cwd or HOME under the root, and nothing for another root', async () => {
    const root = await tempDir('leftovers-');
    const other = await tempDir('leftovers-other-');
    const bin = join(root, 'bin', 'cline');
    await mkdir(join(root, 'bin'));
    await mkdir(join(root, 'env'));
    // A stand-in process whose argv[0] is named cline: the check reads names, not binaries.
    await symlink('/bin/sleep', bin);
    const byCwd = execa(bin, ['60'], { cwd: join(root, 'env'), reject: false });
    const byHome = execa(bin, ['60'], { cwd: '/', env: { HOME: join(root, 'home') }, reject: false });
    try {
      // Wait for both to have exec'd (a busy machine may take a while); the assertions below say what is found.
      let found = await clineProcessesUnder(root);
      while (found.length < 2 && byCwd.exitCode === undefined && byHome.exitCode === undefined) {
        await new Promise((r) => setTimeout(r, 20));
        found = await clineProcessesUnder(root);
      }
      expect(found.map((p) => p.pid).sort()).toEqual([byCwd.pid, byHome.pid].sort());
      expect(found.find((p) => p.pid === byCwd.pid)?.cwd).toBe(join(root, 'env'));
      expect(found.find((p) => p.pid === byHome.pid)?.home).toBe(join(root, 'home'));
      expect(await clineProcessesUnder(other)).toEqual([]);
    } finally {
      byCwd.kill('SIGKILL');
      byHome.kill('SIGKILL');
      await Promise.all([byCwd, byHome]);
    }
    expect(await clineProcessesUnder(root)).toEqual([]);
  });
});
