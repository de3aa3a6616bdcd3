import { appendFile, mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { envDiff } from '../../src/diff/index.js';
import { InputError } from '../../src/errors.js';
import { recordBase } from '../../src/untrusted/base.js';
import { splitRawNumstat } from '../../src/untrusted/diff.js';
import { excludesFromGitignores } from '../../src/untrusted/tree.js';
import { writeTree } from '../helpers/git.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();
const IDENTITY = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' };
const git = (cwd: string, ...args: string[]) => execa('git', args, { cwd, env: IDENTITY });

/** An env made as the suite makes one, and the harness's record of it taken before the "run". */
async function recordedEnv(files: Record<string, string>) {
  const work = await tempDir();
  const env = join(work, 'env');
  await mkdir(env);
  await writeTree(env, files);
  await git(env, 'init', '--quiet');
  await git(env, 'add', '-A');
  await git(env, 'commit', '--quiet', '-m', 'fixtures');
  const commit = (await git(env, 'rev-parse', 'HEAD')).stdout;
  return { env, work, commit, base: await recordBase(env, commit, join(work, 'base')) };
}

describe('the diff against the harness record', () => {
  it("runs none of the env's filters, diff drivers or textconv, and no attribute hides a change", async () => {
    const { env, work, base } = await recordedEnv({ '.gitignore': 'build/\n', 'a.txt': 'one\n', 'forbidden/keep.txt': 'k\n' });
    const marker = join(work, 'ran');
    const hook = `sh -c 'echo $0 >> ${marker}; cat'`;
    // Every way git could be made to run the agent's program, in the env's repo config and attributes.
    await appendFile(
      join(env, '.git', 'config'),
      `[filter "evil"]\n\tclean = ${hook} clean\n\tsmudge = ${hook} smudge\n\tprocess = ${hook} process\n\trequired = true\n` +
        `[diff "evil"]\n\ttextconv = ${hook} textconv\n\tcommand = ${hook} command\n[core]\n\tfsmonitor = ${hook} fsmonitor\n\thooksPath = ${work}/hooks\n` +
        `\texcludesFile = ${work}/excludes\n[diff]\n\texternal = ${hook} external\n`,
    );
    await writeFile(join(work, 'excludes'), 'forbidden/\n');
    await mkdir(join(env, '.git', 'info'), { recursive: true });
    await writeFile(join(env, '.git', 'info', 'attributes'), '* filter=evil diff=evil\n');
    await writeFile(join(env, '.git', 'info', 'exclude'), 'forbidden/\nsneaky.txt\n');
    await writeTree(env, {
      '.gitattributes': '* filter=evil diff=evil -diff text eol=crlf\n',
      'a.txt': 'one\ntwo\n',
      'forbidden/new.txt': 'planted\n',
      'sneaky.txt': 'hidden?\n',
      // An agent's own ignore rules do not hide its files: only the base's count.
      '.gitignore': 'build/\nforbidden/\nsneaky.txt\nnested/\n',
      'build/out.o': 'ignored by the base rules\n',
    });
    // A repository inside the env: git would not enter it, its files count all the same.
    await mkdir(join(env, 'nested'));
    await git(join(env, 'nested'), 'init', '--quiet');
    await writeFile(join(env, 'nested', 'inner.txt'), 'inner\n');
    const { scope, patch } = await envDiff(env, base);
    expect(await readdir(work)).not.toContain('ran');
    expect(scope.files.map((f) => [f.path, f.status, f.binary])).toEqual([
      ['.gitattributes', 'added', false],
      ['.gitignore', 'modified', false],
      ['a.txt', 'modified', false],
      ['forbidden/new.txt', 'added', false],
      ['nested/inner.txt', 'added', false],
      ['sneaky.txt', 'added', false],
    ]);
    // Bytes as written: no eol conversion, no "-diff" turning text into binary.
    expect(scope.files.find((f) => f.path === 'a.txt')).toMatchObject({ added: 1, removed: 0 });
    expect(patch).toContain('+two\n');
    expect(patch).not.toContain('\r');
  });

  it('sees through git replace of the base commit, rewritten history and a forged base ref', async () => {
    const { env, base, commit } = await recordedEnv({ 'a.txt': 'one\n' });
    await writeFile(join(env, 'a.txt'), 'changed\n');
    await git(env, 'add', '-A');
    await git(env, 'commit', '--quiet', '-m', 'agent');
    const head = (await git(env, 'rev-parse', 'HEAD')).stdout;
    // The base commit now reads as the agent's commit, to any git that honours replace refs.
    await git(env, 'replace', '-f', commit, head);
    expect((await git(env, 'diff', '--stat', commit)).stdout).toBe('');
    const { scope } = await envDiff(env, base);
    expect(scope).toMatchObject({ base: commit, files_touched: 1, lines_added: 1, lines_removed: 1 });
    // Without the record, a commit of the env's history is still read with replace refs off.
    expect((await envDiff(env, commit)).scope.files_touched).toBe(1);
  });

  it('refuses a record changed after it was sealed', async () => {
    const { env, base } = await recordedEnv({ 'a.txt': 'one\n' });
    await writeFile(join(base.store.excludes), '*\n');
    await expect(envDiff(env, base)).rejects.toThrow(InputError);
    await expect(envDiff(env, base)).rejects.toThrow(/record of the env's starting point was changed/);
  });
});

describe('excludesFromGitignores', () => {
  it("re-anchors nested files' patterns under their dir, deeper files last", async () => {
    const text = excludesFromGitignores([
      { dir: 'a/b', text: 'x.o\n!keep.o\n/top\nsub/dir/\n# c\n\n' },
      { dir: '', text: '*.log\n' },
    ]);
    expect(text).toBe('*.log\n/a/b/**/x.o\n!/a/b/**/keep.o\n/a/b/top\n/a/b/sub/dir/\n');
    // And git reads it as meant.
    const dir = await mkdtemp(join(tmpdir(), 'ch-excl-'));
    await git(dir, 'init', '--quiet');
    await writeTree(dir, { 'a/b/c/x.o': '', 'a/b/c/keep.o': '', 'a/b/top': '', 'a/top': '', 'z.log': '', 'x.o': '' });
    await writeFile(join(dir, '.git', 'excl'), text);
    const listed = (await git(dir, 'ls-files', '--others', '--exclude-from=.git/excl')).stdout.split('\n');
    expect(listed.sort()).toEqual(['a/b/c/keep.o', 'a/top', 'x.o']);
    await execa('rm', ['-rf', dir]);
  });
});

describe('splitRawNumstat', () => {
  it("gives back what git's own --name-status -z and --numstat -z print, for odd paths too", async () => {
    const repo = await tempDir();
    await git(repo, 'init', '--quiet');
    await writeTree(repo, { 'kept.txt': 'a\n', 'gone.txt': 'b\n', ':colon.txt': 'c\n', 'tab\there.txt': 'd\n', 'bin.dat': 'x\0y' });
    await git(repo, 'add', '-A');
    await git(repo, 'commit', '--quiet', '-m', 'one');
    await writeTree(repo, {
      'kept.txt': 'a\nmore\n', ':colon.txt': 'c\nd\n', 'new\nline.txt': 'e\n', 'bin.dat': 'x\0z', 'gone.txt': null, 'tab\there.txt': null,
    });
    await git(repo, 'add', '-A');
    await git(repo, 'commit', '--quiet', '-m', 'two');
    const tree = async (...args: string[]) => (await git(repo, 'diff-tree', '-r', '--no-renames', ...args, 'HEAD~1', 'HEAD')).stdout;
    const split = splitRawNumstat(await tree('--raw', '--numstat', '-z'));
    expect(split.nameStatus).toBe(await tree('--name-status', '-z'));
    expect(split.numstat).toBe(await tree('--numstat', '-z'));
    expect(split.nameStatus.split('\0').filter(Boolean)).toHaveLength(12);
  });
});
