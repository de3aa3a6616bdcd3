import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { CLI, runCli } from '../helpers/cli.js';
import { useTempDirs } from '../helpers/temp.js';
import { snapshotTree } from '../helpers/tree.js';

const tempDir = useTempDirs();

async function skillWithManyFiles(root: string, files: number): Promise<string> {
  const dir = join(root, 'bulky');
  await mkdir(join(dir, 'data'), { recursive: true });
  await writeFile(join(dir, 'SKILL.md'), '---\nname: bulky\ndescription: many files\n---\nUse the data.\n');
  await Promise.all(Array.from({ length: files }, (_, i) => writeFile(join(dir, 'data', `f${i}.txt`), `file ${i}\n`)));
  return dir;
}

describe('cline-harness stage / unstage', () => {
  it('stages with --json output and unstages back to the original tree', async () => {
    const env = await tempDir();
    await writeFile(join(env, 'main.py'), 'print(1)\n');
    const skill = await skillWithManyFiles(await tempDir(), 3);
    const before = await snapshotTree(env);

    const staged = await runCli(['stage', '--env', env, '--skill', skill, '--iteration', '3', '--condition', 'old_skill', '--json']);
    expect(staged.exitCode).toBe(0);
    const result = JSON.parse(staged.stdout);
    expect(result.slug).toBe('cline-harness-eval-3-old_skill__bulky');
    expect(await readFile(join(result.staged_path, 'data', 'f2.txt'), 'utf8')).toBe('file 2\n');

    const undone = await runCli(['unstage', '--env', env]);
    expect(undone.exitCode).toBe(0);
    expect(undone.stderr).toContain('removed .cline/skills/cline-harness-eval-3-old_skill__bulky');
    expect(await snapshotTree(env)).toEqual(before);
    const again = await runCli(['unstage', '--env', env]);
    expect(again.stderr).toContain('nothing staged');
  });

  it('undoes a stage whose process was killed mid-copy', async () => {
    const env = await tempDir();
    await mkdir(join(env, '.cline', 'rules'), { recursive: true });
    await writeFile(join(env, '.cline', 'rules', 'style.md'), 'be brief\n');
    const skill = await skillWithManyFiles(await tempDir(), 4000);
    const before = await snapshotTree(env);

    // The record goes to the harness's state dir, outside the env.
    const state = await tempDir();
    const child = execa('node', [CLI, 'stage', '--env', env, '--skill', skill], { reject: false, env: { XDG_STATE_HOME: state } });
    // Kill as soon as the first copied file shows up: the manifest is already there.
    const staged = join(env, '.cline/skills/cline-harness-eval-1-with_skill__bulky/data');
    // Polls until then (or until stage ends by itself), however slow the machine is.
    let exited = false;
    void child.finally(() => (exited = true));
    while (!exited && (await readdir(staged).catch(() => [])).length === 0) await new Promise((r) => setTimeout(r, 5));
    child.kill('SIGKILL');
    await child;
    const stages = join(state, 'cline-harness', 'stages');
    const [record] = await readdir(stages);
    const manifest = JSON.parse(await readFile(join(stages, record!, 'manifest.json'), 'utf8'));
    expect(manifest.complete).toBe(false);
    expect(await readdir(env)).not.toContain('.cline-harness');

    const undone = await runCli(['unstage', '--env', env], { env: { XDG_STATE_HOME: state } });
    expect(undone.exitCode).toBe(0);
    expect(await snapshotTree(env)).toEqual(before);
  });

  it('exits 2 with the file named when the skill has no SKILL.md', async () => {
    const env = await tempDir();
    const skill = await tempDir();
    const run = await runCli(['stage', '--env', env, '--skill', skill]);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain(`${skill}: the skill has no readable SKILL.md`);
  });
});
