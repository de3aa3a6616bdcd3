import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { execa } from 'execa';

/** Git with a fixed identity and none of the user's signing or hooks. */
export async function git(cwd: string, args: string[]): Promise<string> {
  const run = await execa('git', ['-c', 'commit.gpgsign=false', '-c', 'tag.gpgsign=false', '-c', 'core.hooksPath=/dev/null', ...args], {
    cwd,
    stdin: 'ignore',
    env: { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@localhost', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@localhost' },
  });
  return run.stdout.trim();
}

/** Writes a file tree given as `{ "path/in/tree": content }`; null deletes the path. */
export async function writeTree(root: string, files: Record<string, string | null>): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    const abs = join(root, path);
    if (content === null) {
      await rm(abs, { recursive: true, force: true });
      continue;
    }
    await mkdir(dirname(abs), { recursive: true });
    await writeFile(abs, content);
  }
}

/** One commit per step (the tree's changes, optionally tagged) in a new repository at `repo`; returns each step's commit id. */
export async function gitRepo(repo: string, steps: { files: Record<string, string | null>; tag?: string }[]): Promise<string[]> {
  await mkdir(repo, { recursive: true });
  await git(repo, ['init', '--quiet', '--initial-branch=main']);
  const commits: string[] = [];
  for (const [i, step] of steps.entries()) {
    await writeTree(repo, step.files);
    await git(repo, ['add', '-A']);
    await git(repo, ['commit', '--quiet', '--allow-empty', '-m', `step ${i + 1}`]);
    // Annotated: a ref that must be peeled to its commit.
    if (step.tag) await git(repo, ['tag', '-a', '-m', step.tag, step.tag]);
    commits.push(await git(repo, ['rev-parse', 'HEAD']));
  }
  return commits;
}
