import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, describe, expect, it } from 'vitest';
import { globPaths } from '../../src/guard/glob.js';

/** A dir with files, dirs, a hidden dir, a link to a dir outside, a link to a file and a dangling link. */
const dir = mkdtempSync(join(tmpdir(), 'ch-glob-'));
const outside = mkdtempSync(join(tmpdir(), 'ch-glob-out-'));
mkdirSync(join(dir, 'src', 'lib'), { recursive: true });
mkdirSync(join(dir, '.hidden'));
writeFileSync(join(dir, 'a.txt'), 'a\n');
writeFileSync(join(dir, 'src', 'b.js'), 'b\n');
symlinkSync(outside, join(dir, 'link-out'));
symlinkSync(join(dir, 'a.txt'), join(dir, 'file-link'));
symlinkSync(join(outside, 'gone'), join(dir, 'dangling'));
afterAll(() => {
  for (const d of [dir, outside]) rmSync(d, { recursive: true, force: true });
});

/** What bash itself expands the pattern to in `dir` (nothing when it matches nothing). */
async function bashGlob(pattern: string): Promise<string[]> {
  const r = await execa('bash', ['-c', `shopt -s nullglob; for p in ${pattern}; do printf '%s\\n' "$p"; done`], { cwd: dir });
  return r.stdout.split('\n').filter(Boolean);
}

describe('globPaths against bash', () => {
  it.each(['*', '*/', 'src/*', 'src/*/', '*/*', '*/*/', '.*/', '*.txt', '*link*', '*link*/', `${dir}/*/`])('expands %s as bash does', async (pattern) => {
    expect(globPaths(pattern, dir)).toEqual(await bashGlob(pattern));
  });
});
