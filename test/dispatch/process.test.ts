import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runProcess } from '../../src/dispatch/process.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();

describe('runProcess output files', () => {
  it('puts back an output file the process rewrote, and never follows a symlink planted in its place', async () => {
    const dir = await tempDir();
    const victim = join(await tempDir(), 'victim.txt');
    await writeFile(victim, 'precious\n');
    const stdoutFile = join(dir, 'out.log');
    const stderrFile = join(dir, 'err.log');
    // Without a sandbox a child can write the files the harness writes from its pipes: append to one, swap the other for a link.
    const script = `echo real; echo forged >> ${stdoutFile}; echo oops >&2; rm -f ${stderrFile}; ln -s ${victim} ${stderrFile}`;
    const run = await runProcess({ bin: 'sh', args: ['-c', script], cwd: dir, stdoutFile, stderrFile });
    expect(run.exitCode).toBe(0);
    expect(run.rewritten).toEqual([stdoutFile, stderrFile]);
    expect(await readFile(stdoutFile, 'utf8')).toBe('real\n');
    expect(await readFile(stderrFile, 'utf8')).toBe('oops\n');
    expect(await readFile(victim, 'utf8')).toBe('precious\n');
  });

  it('reports nothing when the files hold exactly what the process printed', async () => {
    const dir = await tempDir();
    const run = await runProcess({ bin: 'sh', args: ['-c', 'echo out; echo err >&2'], cwd: dir, stdoutFile: join(dir, 'o'), stderrFile: join(dir, 'e') });
    expect(run.rewritten).toEqual([]);
    expect(await readFile(join(dir, 'o'), 'utf8')).toBe('out\n');
  });
});
