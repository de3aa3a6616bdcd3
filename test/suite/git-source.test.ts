import { chmod, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GitSourceError, exportGitTree, resolveGitTree, sameAsHead, uncommittedChanges } from '../../src/suite/git-source.js';
import { git, gitRepo, writeTree } from '../helpers/git.js';
import { useTempDirs } from '../helpers/temp.js';
import { snapshotTree } from '../helpers/tree.js';

const tempDir = useTempDirs();

/** v1.2.0 has the old app.py and no NEWS; HEAD has both changed. */
async function service(): Promise<{ repo: string; commits: string[] }> {
  const repo = join(await tempDir(), 'service');
  const commits = await gitRepo(repo, [
    { files: { 'app.py': 'VERSION = "1.2.0"\n', 'lib/util.py': 'def f(): pass\n' }, tag: 'v1.2.0' },
    { files: { 'app.py': 'VERSION = "2.0.0"\n', NEWS: 'two\n' } },
  ]);
  return { repo, commits };
}

describe('resolveGitTree', () => {
  it('resolves an annotated tag to its commit, at the top of the repository and in a directory inside it', async () => {
    const { repo, commits } = await service();
    expect(await resolveGitTree(repo, 'v1.2.0')).toEqual({ dir: repo, gitDir: join(repo, '.git'), prefix: '', ref: 'v1.2.0', commit: commits[0] });
    expect(await resolveGitTree(join(repo, 'lib'), 'HEAD~1')).toMatchObject({ prefix: 'lib', commit: commits[0] });
  });

  it('says which part is wrong: a directory outside git, a ref that names no commit, a directory the commit lacks', async () => {
    const { repo } = await service();
    const outside = await tempDir();
    await expect(resolveGitTree(outside, 'HEAD')).rejects.toThrow(new GitSourceError('dir', `${outside} is not in a git repository`, outside));
    await expect(resolveGitTree(outside, 'HEAD')).rejects.toMatchObject({ code: 'git_source_dir', where: outside });
    await expect(resolveGitTree(repo, 'v9')).rejects.toMatchObject({
      part: 'ref',
      code: 'git_source_ref',
      where: repo,
      message: `"v9" names no commit of ${join(repo, '.git')}`,
    });
    // A tree id is not a commit.
    const tree = await git(repo, ['rev-parse', 'HEAD^{tree}']);
    await expect(resolveGitTree(repo, tree)).rejects.toMatchObject({ part: 'ref' });
    await writeTree(repo, { 'later/x': 'x' });
    await git(repo, ['add', '-A']);
    await git(repo, ['commit', '--quiet', '-m', 'later']);
    await expect(resolveGitTree(join(repo, 'later'), 'v1.2.0')).rejects.toMatchObject({
      part: 'ref',
      message: expect.stringMatching(/^later is not a directory at "v1\.2\.0" \([0-9a-f]{12}\)$/),
    });
  });

  it('works on a bare repository', async () => {
    const { repo, commits } = await service();
    const bare = join(await tempDir(), 'service.git');
    await git(repo, ['clone', '--quiet', '--bare', repo, bare]);
    expect(await resolveGitTree(bare, 'v1.2.0')).toMatchObject({ gitDir: bare, prefix: '', commit: commits[0] });
  });
});

describe('exportGitTree', () => {
  it('writes exactly the commit\'s tree (modes and symlinks too) and leaves the repository as it was', async () => {
    const { repo } = await service();
    await writeTree(repo, { 'run.sh': '#!/bin/sh\necho hi\n' });
    await chmod(join(repo, 'run.sh'), 0o755);
    await symlink('app.py', join(repo, 'link'));
    await git(repo, ['add', '-A']);
    await git(repo, ['commit', '--quiet', '-m', 'script']);
    await git(repo, ['tag', 'scripted']);
    // Uncommitted work and a staged change in the repository: the export ignores both, and keeps them.
    await writeFile(join(repo, 'app.py'), 'VERSION = "dirty"\n');
    await writeTree(repo, { 'staged.txt': 'staged' });
    await git(repo, ['add', 'staged.txt']);
    const before = { status: await git(repo, ['status', '--porcelain']), tree: await snapshotTree(repo) };

    const old = join(await tempDir(), 'old');
    await exportGitTree(await resolveGitTree(repo, 'v1.2.0'), old);
    expect(Object.keys(await snapshotTree(old)).sort()).toEqual(['.', 'app.py', 'lib', 'lib/util.py']);
    expect(await readFile(join(old, 'app.py'), 'utf8')).toBe('VERSION = "1.2.0"\n');

    const scripted = join(await tempDir(), 'scripted');
    await exportGitTree(await resolveGitTree(repo, 'scripted'), scripted);
    const tree = await snapshotTree(scripted);
    expect(tree['run.sh']).toMatch(/^file 755 /);
    expect(tree.link).toBe('link app.py');
    expect(tree['staged.txt']).toBeUndefined();

    const sub = join(await tempDir(), 'sub');
    await exportGitTree(await resolveGitTree(join(repo, 'lib'), 'v1.2.0'), sub);
    expect(Object.keys(await snapshotTree(sub)).sort()).toEqual(['.', 'util.py']);

    expect({ status: await git(repo, ['status', '--porcelain']), tree: await snapshotTree(repo) }).toEqual(before);
  });
});

describe('uncommittedChanges and sameAsHead', () => {
  it('see changes under the directory only, and whether its tree at the ref is HEAD\'s', async () => {
    const repo = join(await tempDir(), 'skills');
    await gitRepo(repo, [{ files: { 'skill/SKILL.md': 'v1' } }, { files: { 'skill/SKILL.md': 'v2' } }, { files: { 'other.txt': 'x' } }]);
    const skill = join(repo, 'skill');
    await writeTree(repo, { 'other.txt': 'changed', 'untracked-elsewhere': 'x' });
    expect(await uncommittedChanges(skill)).toEqual([]);
    // HEAD~1 changed only other.txt: the skill there is the skill at HEAD.
    expect(await sameAsHead(await resolveGitTree(skill, 'HEAD~1'))).toBe(true);
    expect(await sameAsHead(await resolveGitTree(skill, 'HEAD~2'))).toBe(false);
    await writeTree(repo, { 'skill/SKILL.md': 'v3', 'skill/notes.md': 'new' });
    expect(await uncommittedChanges(skill)).toEqual([' M skill/SKILL.md', '?? skill/notes.md']);
  });
});
