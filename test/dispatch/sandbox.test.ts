/**
 * The bwrap command line's view of the filesystem, run with the real bwrap and
 * real bash: hidden dirs are empty, this task's own paths are bound back (the
 * writable ones writable, the readable ones read-only), and a dir hidden
 * inside a writable one stays hidden.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { chooseSandbox, harnessPrivatePaths, sandboxedCommand } from '../../src/dispatch/sandbox.js';
import { harnessCacheDir } from '../../src/cache-dir.js';
import { useTempDirs } from '../helpers/temp.js';
import { tmpdir } from 'node:os';

const tempDir = useTempDirs();

async function inSandbox(writable: string[], script: string, view: Parameters<typeof sandboxedCommand>[3]) {
  const { bwrap } = await chooseSandbox('bwrap');
  const command = await sandboxedCommand(bwrap!, writable, ['bash', '-c', script], view);
  return execa(command.bin, command.args, { reject: false, stdin: 'ignore' });
}

describe('sandboxedCommand with hidden paths', () => {
  it('shows nothing of a hidden dir but what is bound back, with the rights it is bound with', async () => {
    const root = await tempDir();
    const other = join(root, 'other-task');
    const own = join(root, 'own-task', 'env');
    const marker = join(root, 'state', 'marker.json');
    const records = join(own, 'records');
    await mkdir(other, { recursive: true });
    await mkdir(records, { recursive: true });
    await mkdir(join(root, 'state'));
    await writeFile(join(other, 'providers.json'), 'secret');
    await writeFile(marker, '{"armed":true}\n');
    await writeFile(join(records, 'results.json'), 'harness record');
    const result = await inSandbox(
      [own],
      [
        `cat ${join(other, 'providers.json')} || echo other-unreadable`,
        `ls -A ${root}`,
        `cat ${marker}`,
        `echo x > ${marker} || echo marker-readonly`,
        `echo written > ${join(own, 'out.txt')} && echo own-writable`,
        `ls -A ${records}; echo records-listed`,
      ].join('\n'),
      { hidden: [root, records], readable: [marker] },
    );
    const lines = result.stdout.split('\n');
    expect(lines).toContain('other-unreadable');
    // The hidden root shows only the mount points of what was bound back.
    expect(lines).toContain('own-task');
    expect(lines).not.toContain('other-task');
    expect(lines).toContain('{"armed":true}');
    expect(lines).toContain('marker-readonly');
    expect(lines).toContain('own-writable');
    // Hidden inside a writable dir: still empty.
    expect(lines.at(-1)).toBe('records-listed');
    expect(lines.at(-2)).not.toContain('results.json');
    expect(await readFile(join(own, 'out.txt'), 'utf8')).toBe('written\n');
    expect(await readFile(marker, 'utf8')).toBe('{"armed":true}\n');
  });

  it('binds back the program it runs when a hidden dir holds its install', async () => {
    const root = await tempDir();
    const bin = join(root, 'node_modules', '.bin');
    await mkdir(bin, { recursive: true });
    await writeFile(join(bin, 'hello'), '#!/bin/sh\necho hello from the install\n', { mode: 0o755 });
    const { bwrap } = await chooseSandbox('bwrap');
    const command = await sandboxedCommand(bwrap!, [], [join(bin, 'hello')], { hidden: [root] });
    const result = await execa(command.bin, command.args, { reject: false, stdin: 'ignore' });
    expect(result.stdout).toBe('hello from the install');
  });

  it('binds back the install of a program the command starts by path (cline behind a judge\'s sh -c), and nothing else of the hidden dir', async () => {
    const root = await tempDir();
    const bin = join(root, 'node_modules', '.bin');
    await mkdir(bin, { recursive: true });
    await writeFile(join(bin, 'hello'), '#!/bin/sh\necho hello from the install\n', { mode: 0o755 });
    await writeFile(join(root, 'secret.txt'), 'not for the command\n');
    const { bwrap } = await chooseSandbox('bwrap');
    const script = `${join(bin, 'hello')}; cat ${join(root, 'secret.txt')} 2>&1`;
    const command = await sandboxedCommand(bwrap!, [], ['sh', '-c', script], { hidden: [root], programs: [join(bin, 'hello')] });
    const result = await execa(command.bin, command.args, { reject: false, stdin: 'ignore' });
    expect(result.stdout).toMatch(/^hello from the install\n.*No such file/s);
    expect(result.stdout).not.toContain('not for the command');
  });

  it('names the harness temp root, state and cache dirs among the private paths', () => {
    expect(harnessPrivatePaths(['/x/out'])).toEqual(expect.arrayContaining([tmpdir(), harnessCacheDir(), '/x/out']));
  });
});
