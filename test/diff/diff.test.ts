import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { DiffScopeSchema, capPatch, envDiff, writeDiffArtifacts } from '../../src/diff/index.js';
import { InputError } from '../../src/errors.js';
import { snapshotTree } from '../helpers/tree.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();
const IDENTITY = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' };
const git = (cwd: string, ...args: string[]) => execa('git', args, { cwd, env: IDENTITY });

async function write(root: string, tree: Record<string, string | Buffer>): Promise<void> {
  for (const [rel, text] of Object.entries(tree)) {
    await mkdir(join(root, rel, '..'), { recursive: true });
    await writeFile(join(root, rel), text);
  }
}

/** A git env with its creation commit, as the suite makes one. */
async function env(tree: Record<string, string | Buffer>): Promise<string> {
  const dir = await tempDir();
  await write(dir, tree);
  await git(dir, 'init', '--quiet');
  await git(dir, 'add', '-A');
  await git(dir, 'commit', '--quiet', '-m', 'fixtures');
  return dir;
}

describe('envDiff', () => {
  it('counts modified, added (untracked), deleted and binary files against the creation commit, ignoring .gitignored ones', async () => {
    const dir = await env({ '.gitignore': 'build/\n', 'a.txt': 'one\ntwo\nthree\n', 'gone.txt': 'bye\n', 'src/keep.py': 'x = 1\n' });
    await write(dir, {
      'a.txt': 'one\nTWO\nthree\nfour\n',
      'src/new.py': 'y = 2\nz = 3\n',
      'build/out.o': 'ignored\n',
      'img.bin': Buffer.from([0, 1, 2, 0, 255]),
    });
    await rm(join(dir, 'gone.txt'));
    const statusBefore = (await git(dir, 'status', '--porcelain')).stdout;
    const treeBefore = await snapshotTree(dir);
    const { scope, patch } = await envDiff(dir);
    expect(DiffScopeSchema.parse(scope)).toEqual(scope);
    expect(scope.files).toEqual([
      { path: 'a.txt', status: 'modified', added: 2, removed: 1, binary: false },
      { path: 'gone.txt', status: 'deleted', added: 0, removed: 1, binary: false },
      { path: 'img.bin', status: 'added', added: 0, removed: 0, binary: true },
      { path: 'src/new.py', status: 'added', added: 2, removed: 0, binary: false },
    ]);
    expect(scope).toMatchObject({ files_touched: 4, lines_added: 4, lines_removed: 2, hunks: 3 });
    expect(scope.base).toBe((await git(dir, 'rev-parse', 'HEAD')).stdout);
    expect(patch).toContain('+TWO\n');
    expect(patch).not.toContain('build/out.o');
    // The throwaway index and object store leave the env, its .git included, byte for byte as it was.
    expect((await git(dir, 'status', '--porcelain')).stdout).toBe(statusBefore);
    expect(await snapshotTree(dir)).toEqual(treeBefore);
  });

  it('measures against the creation commit even after the agent commits', async () => {
    const dir = await env({ 'a.txt': 'one\n' });
    const base = (await git(dir, 'rev-parse', 'HEAD')).stdout;
    await write(dir, { 'a.txt': 'two\n' });
    await git(dir, 'commit', '--quiet', '-am', 'agent');
    expect((await envDiff(dir, base)).scope).toMatchObject({ files_touched: 1, lines_added: 1, lines_removed: 1 });
    // Without a base, the first commit is the base.
    expect((await envDiff(dir)).scope.base).toBe(base);
    expect((await envDiff(dir, 'HEAD')).scope.files_touched).toBe(0);
  });

  it('throws an InputError for a directory that is not a git repository', async () => {
    await expect(envDiff(await tempDir())).rejects.toBeInstanceOf(InputError);
  });
});

describe('the kept diff', () => {
  it('caps diff.patch at a line boundary with a marker, and writes diff-scope.json', async () => {
    const dir = await env({ 'big.txt': '' });
    await write(dir, { 'big.txt': Array.from({ length: 40_000 }, (_, i) => `line ${i}`).join('\n') + '\n' });
    const diff = await envDiff(dir);
    expect(Buffer.byteLength(diff.patch)).toBeGreaterThan(256 * 1024);
    const out = await tempDir();
    await writeDiffArtifacts(out, diff);
    const kept = await readFile(join(out, 'diff.patch'), 'utf8');
    expect(Buffer.byteLength(kept)).toBeLessThan(256 * 1024 + 100);
    expect(kept).toMatch(/\n\+line \d+\n\[diff truncated: \d+ of \d+ bytes left out\]\n$/);
    expect(JSON.parse(await readFile(join(out, 'diff-scope.json'), 'utf8'))).toEqual(diff.scope);
    expect(capPatch('short\n', 100)).toBe('short\n');
  });
});
