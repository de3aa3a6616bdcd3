import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { writableSystemDirs } from '../src/system-dirs.js';
import { useTempDirs } from './helpers/temp.js';

const tempDir = useTempDirs();

describe('writableSystemDirs', () => {
  it('keeps each writable dir once by its real path, none inside another, and skips files and missing paths', async () => {
    const root = await tempDir();
    const [etc, local, bin] = [join(root, 'etc'), join(root, 'local'), join(root, 'local', 'bin')];
    await mkdir(etc);
    await mkdir(bin, { recursive: true });
    await symlink(bin, join(root, 'bin-link'));
    await writeFile(join(root, 'file'), 'x');
    const dirs = writableSystemDirs([etc, local, bin, join(root, 'bin-link'), join(root, 'file'), join(root, 'missing')]);
    expect(dirs).toEqual([etc, local]);
  });

  it('walks /etc and /usr/local as root and neither as another user; $CLINE_HARNESS_AUDIT_SYSTEM_DIRS replaces the list', async () => {
    const root = process.getuid?.() === 0;
    const own = await tempDir();
    // The test run names a dir of its own (test/global-setup.ts): put back whatever was set.
    const saved = process.env.CLINE_HARNESS_AUDIT_SYSTEM_DIRS;
    try {
      delete process.env.CLINE_HARNESS_AUDIT_SYSTEM_DIRS;
      expect(['/etc', '/usr/local'].map((d) => writableSystemDirs().includes(d))).toEqual([root, root]);
      process.env.CLINE_HARNESS_AUDIT_SYSTEM_DIRS = `${own}:/nonexistent`;
      expect(writableSystemDirs()).toEqual([own]);
    } finally {
      if (saved === undefined) delete process.env.CLINE_HARNESS_AUDIT_SYSTEM_DIRS;
      else process.env.CLINE_HARNESS_AUDIT_SYSTEM_DIRS = saved;
    }
  });

  it('leaves out the dirs this process may not write: under a read-only root (bwrap), only the bound dir is kept', async () => {
    const writable = await tempDir();
    // Root may write anywhere the mode bits forbid, so the read-only view comes from a mount: the real bwrap.
    const module = fileURLToPath(new URL('../dist/system-dirs.js', import.meta.url));
    const script = `import { writableSystemDirs } from ${JSON.stringify(module)};\n` +
      `console.log(JSON.stringify(writableSystemDirs(['/etc', '/usr/local', ${JSON.stringify(writable)}])));`;
    const bwrap = ['--ro-bind', '/', '/', '--bind', writable, writable, '--dev', '/dev', '--proc', '/proc'];
    const r = await execa('bwrap', [...bwrap, process.execPath, '--input-type=module', '-e', script]);
    expect(JSON.parse(r.stdout)).toEqual([writable]);
  });
});
