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

describe('globPaths with globstar, against bash', () => {
  /** A deeper tree beside the first: a link to a dir inside, one leading out, a hidden dir with files below. */
  const deep = mkdtempSync(join(tmpdir(), 'ch-glob-deep-'));
  mkdirSync(join(deep, 'a', 'b', 'c'), { recursive: true });
  mkdirSync(join(deep, 'd', '.hidden'), { recursive: true });
  for (const f of ['top.txt', 'a/f.txt', 'a/b/g.txt', 'a/b/c/h.txt', 'd/i.txt', 'd/.hidden/j.txt']) writeFileSync(join(deep, f), 'x\n');
  symlinkSync('../d', join(deep, 'a', 'to-d'));
  symlinkSync(outside, join(deep, 'a', 'b', 'out'));
  writeFileSync(join(outside, 'k.txt'), 'k\n');
  afterAll(() => rmSync(deep, { recursive: true, force: true }));

  async function bashGlobstar(pattern: string): Promise<string[]> {
    const r = await execa('bash', ['-c', `shopt -s globstar nullglob; for p in ${pattern}; do printf '%s\\n' "$p"; done`], { cwd: deep });
    return r.stdout.split('\n').filter(Boolean);
  }

  // The guard may list more than bash (`a/**` as `a/**/*` and a/ itself; links to dirs matched below the top, which
  // bash walks into in some places and not others), never less: every path bash writes to through a pattern is judged.
  it.each(['**', '**/*.txt', 'a/**', 'a/**/*.txt', '**/', 'a/**/', '**/b/*', 'a/**/out/*'])('expands %s to all bash does', async (pattern) => {
    const bash = await bashGlobstar(pattern);
    const guard = globPaths(pattern, deep, true);
    expect(bash.length).toBeGreaterThan(0);
    expect(guard).not.toBeNull();
    expect(bash.filter((p) => !guard!.includes(p))).toEqual([]);
  });

});

describe('globPaths with nocaseglob, against bash', () => {
  it.each(['*.TXT', 'SRC/*', 'Src/B.*', '*LINK*/'])('expands %s as bash does', async (pattern) => {
    const r = await execa('bash', ['-c', `shopt -s nocaseglob nullglob; for p in ${pattern}; do printf '%s\\n' "$p"; done`], { cwd: dir });
    expect(globPaths(pattern, dir, false, true)).toEqual(r.stdout.split('\n').filter(Boolean));
  });
});
