import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { placeSetupFiles } from '../../src/check/setup-files.js';
import { checkPath } from '../../src/check/command-env.js';
import { EnvPathError, readEnvFile, resolveInEnv, statEnvPath } from '../../src/untrusted/files.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();

describe('env paths', () => {
  it('follows links inside the env and refuses every way out', async () => {
    const root = await tempDir();
    const env = join(root, 'env');
    await mkdir(join(env, 'sub'), { recursive: true });
    await writeFile(join(root, 'secret'), 'outside\n', { mode: 0o600 });
    await writeFile(join(env, 'sub', 'a.txt'), 'inside\n');
    await symlink('sub/a.txt', join(env, 'in-link'));
    await symlink('../secret', join(env, 'out-link'));
    await symlink(root, join(env, 'dir-out'));
    await symlink('sub/../../secret', join(env, 'sneaky'));
    expect((await readEnvFile(env, 'in-link', 100)).text).toBe('inside\n');
    expect(await readEnvFile(env, 'sub/a.txt', 3)).toEqual({ text: 'ins', size: 7, cut: true });
    for (const rel of ['out-link', 'dir-out/secret', 'sneaky', '../secret', '/etc/hostname']) {
      const err = await readEnvFile(env, rel, 100).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(EnvPathError);
      expect((err as EnvPathError).code).toBe('outside_env');
    }
    await expect(statEnvPath(env, 'out-link')).rejects.toThrow(/outside the env/);
    expect(await resolveInEnv(env, 'out-link', { followLast: false })).toBe(join(env, 'out-link'));
  });

  it('writes no setup file through a directory the agent replaced by a link', async () => {
    const root = await tempDir();
    const env = join(root, 'env');
    const outside = join(root, 'outside');
    await mkdir(env);
    await mkdir(outside);
    await mkdir(join(root, 'setup', 'tests'), { recursive: true });
    await writeFile(join(root, 'setup', 'tests', 'check.py'), 'x\n');
    await symlink(outside, join(env, 'tests'));
    await expect(placeSetupFiles(env, [join(root, 'setup')])).rejects.toThrow(/refusing to write through it/);
    // A file left as a link is replaced for the command, and the link comes back after.
    await writeFile(join(root, 'victim'), 'keep\n');
    await symlink(join(root, 'victim'), join(env, 'conf.txt'));
    await writeFile(join(root, 'conf.txt'), 'setup\n');
    const placed = await placeSetupFiles(env, [join(root, 'conf.txt')]);
    expect(await readFile(join(env, 'conf.txt'), 'utf8')).toBe('setup\n');
    await placed.remove();
    expect(await readFile(join(root, 'victim'), 'utf8')).toBe('keep\n');
  });

  it("gives command checks a PATH of root-owned system dirs only, never the user's", async () => {
    const path = await checkPath();
    expect(path.split(':')).toContain('/usr/bin');
    expect(path).not.toContain(process.env.HOME ?? '/root');
  });
});
