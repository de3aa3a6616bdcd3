import { chmod, mkdir, mkdtemp, readFile, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { builtinDescriptor } from '../../src/descriptor/index.js';
import { readManifest, stageSkill, unstageSkill } from '../../src/staging/stage.js';
import { setOwnerWritable } from '../../src/writable.js';
import { snapshotTree } from '../helpers/tree.js';
import { useTempDirs } from '../helpers/temp.js';

const descriptor = builtinDescriptor();

const tempDir = useTempDirs();

// Manifests and backups go to the harness's state dir: keep this file's in a temp one.
let stateHome: string;
const savedStateHome = process.env.XDG_STATE_HOME;
beforeAll(async () => {
  stateHome = await mkdtemp(join(tmpdir(), 'ch-state-'));
  process.env.XDG_STATE_HOME = stateHome;
});
afterAll(async () => {
  if (savedStateHome === undefined) delete process.env.XDG_STATE_HOME;
  else process.env.XDG_STATE_HOME = savedStateHome;
  await rm(stateHome, { recursive: true, force: true });
});

async function makeSkill(root: string, name: string, skillMd: string): Promise<string> {
  const dir = join(root, name);
  await mkdir(join(dir, 'evals'), { recursive: true });
  await mkdir(join(dir, 'scripts'), { recursive: true });
  await writeFile(join(dir, 'SKILL.md'), skillMd);
  await writeFile(join(dir, 'evals', 'evals.json'), '[]');
  await writeFile(join(dir, 'scripts', 'run.sh'), '#!/bin/sh\necho hi\n');
  await chmod(join(dir, 'scripts', 'run.sh'), 0o755);
  return dir;
}

const SKILL = '---\nname: demo\ndescription: A demo skill\n---\n# Demo\nDo the thing.\n';

/** An env outside any repository, with a pre-existing `.cline` tree of the user's. */
async function makeEnv(): Promise<string> {
  const env = await tempDir();
  await mkdir(join(env, '.cline', 'plugins', 'mine'), { recursive: true });
  await writeFile(join(env, '.cline', 'plugins', 'mine', 'index.js'), 'export default {};\n');
  await writeFile(join(env, 'README.md'), 'user file\n');
  return env;
}

describe('stageSkill', () => {
  it('copies the skill to .cline/skills/<slug>, renames it to the slug, and unstage restores the env exactly', async () => {
    const env = await makeEnv();
    const skill = await makeSkill(await tempDir(), 'demo', SKILL);
    const before = await snapshotTree(env);

    const staged = await stageSkill({ env, skillDir: skill, iteration: 2, condition: 'with_skill', descriptor });

    expect(staged.slug).toBe('cline-harness-eval-2-with_skill__demo');
    expect(staged.staged_path).toBe(join(env, '.cline/skills/cline-harness-eval-2-with_skill__demo'));
    const text = await readFile(staged.skill_file, 'utf8');
    expect(text).toBe('---\nname: cline-harness-eval-2-with_skill__demo\ndescription: A demo skill\n---\n# Demo\nDo the thing.\n');
    expect((await readdir(staged.staged_path)).sort()).toEqual(['SKILL.md', 'scripts']);
    const after = await snapshotTree(env);
    expect(after['.cline/skills/cline-harness-eval-2-with_skill__demo/scripts/run.sh']).toMatch(/^file 755 /);
    // cline only sees project skills at the git top level, so the env became a repository.
    expect(staged.git_initialized).toBe(true);
    const top = await execa('git', ['rev-parse', '--show-toplevel'], { cwd: env });
    expect(top.stdout).toBe(env);

    const undone = await unstageSkill(env);
    expect(undone.removed).toEqual(['.cline/skills/cline-harness-eval-2-with_skill__demo']);
    expect(await snapshotTree(env)).toEqual(before);
  });

  it('stages a read-only source (a suite snapshot, a read-only mount) as an owner-writable copy that unstage can remove', async () => {
    const env = await makeEnv();
    const skill = await makeSkill(await tempDir(), 'demo', SKILL);
    const before = await snapshotTree(env);
    await setOwnerWritable(skill, false);
    try {
      const staged = await stageSkill({ env, skillDir: skill, iteration: 1, condition: 'with_skill', descriptor });
      const tree = await snapshotTree(env);
      // Modes are kept apart from the write bit: run.sh stays executable.
      expect(tree['.cline/skills/cline-harness-eval-1-with_skill__demo/scripts/run.sh']).toMatch(/^file 755 /);
      expect(tree['.cline/skills/cline-harness-eval-1-with_skill__demo/SKILL.md']).toMatch(/^file 644 /);
      expect((await stat(staged.staged_path)).mode & 0o200).toBe(0o200);
      await unstageSkill(env);
      expect(await snapshotTree(env)).toEqual(before);
    } finally {
      await setOwnerWritable(skill, true);
    }
  });

  it('keeps CRLF line ends, and stages a skill without frontmatter as it is, with a warning', async () => {
    const root = await tempDir();
    const crlf = await makeSkill(root, 'crlf', '---\r\nname: crlf\r\ndescription: d\r\n---\r\nBody line\r\n');
    const bare = await makeSkill(root, 'bare', '# Bare skill\nJust a body.\n');

    const envA = await makeEnv();
    const a = await stageSkill({ env: envA, skillDir: crlf, descriptor });
    expect(await readFile(a.skill_file, 'utf8')).toBe(
      '---\r\nname: cline-harness-eval-1-with_skill__crlf\r\ndescription: d\r\n---\r\nBody line\r\n',
    );

    const envB = await makeEnv();
    const b = await stageSkill({ env: envB, skillDir: bare, descriptor, condition: 'new_skill' });
    expect(b.slug).toBe('cline-harness-eval-1-new_skill__bare');
    // cline names it by its directory, which is the slug: nothing to rewrite.
    expect(await readFile(b.skill_file, 'utf8')).toBe('# Bare skill\nJust a body.\n');
    expect(b.skill_description).toBeNull();
    expect(b.warnings).toEqual([
      `${join(bare, 'SKILL.md')}: it has no frontmatter: cline names it by its directory, shows no description and gives the whole file as its instructions`,
    ]);
  });

  it.each([
    ['no SKILL.md', async (d: string) => mkdir(join(d, 'empty')).then(() => join(d, 'empty')), /has no readable SKILL\.md/],
    [
      'disabled: true',
      (d: string) => makeSkill(d, 'off', '---\nname: off\ndisabled: true\n---\nBody\n'),
      /SKILL\.md: cline would refuse to load this skill: its frontmatter disables it/,
    ],
    [
      'broken YAML',
      (d: string) => makeSkill(d, 'broken', '---\nname: [unclosed\ndescription: d\n---\nBody\n'),
      /SKILL\.md:3: cline would skip this skill silently: YAML error in the frontmatter: Flow sequence/,
    ],
    [
      'a name that is not a string',
      (d: string) => makeSkill(d, 'num', '---\ndescription: d\nname: 123\n---\nBody\n'),
      /SKILL\.md:3: .*field `name` must be a string/,
    ],
    ['an empty body', (d: string) => makeSkill(d, 'hollow', '---\nname: hollow\n---\n\n  \n'), /body .* is empty/],
    ['an invalid name', (d: string) => makeSkill(d, 'bad', '---\nname: Bad Name!\n---\nBody\n'), /does not match/],
  ])('refuses a skill with %s and changes nothing', async (_what, make, message) => {
    const env = await makeEnv();
    const before = await snapshotTree(env);
    const skill = await make(await tempDir());
    await expect(stageSkill({ env, skillDir: skill, descriptor })).rejects.toThrow(message);
    await expect(stageSkill({ env, skillDir: skill, descriptor })).rejects.toBeInstanceOf(InputError);
    expect(await snapshotTree(env)).toEqual(before);
  });

  it('refuses a --stage-name that breaks the rules or collides with an existing entry', async () => {
    const env = await makeEnv();
    await mkdir(join(env, '.cline/skills/taken'), { recursive: true });
    const before = await snapshotTree(env);
    const skill = await makeSkill(await tempDir(), 'demo', SKILL);
    await expect(stageSkill({ env, skillDir: skill, descriptor, stageName: 'Has Spaces' })).rejects.toThrow(
      /--stage-name: stage name "Has Spaces" does not match/,
    );
    await expect(stageSkill({ env, skillDir: skill, descriptor, stageName: 'taken' })).rejects.toThrow(/already exists/);
    expect(await snapshotTree(env)).toEqual(before);
  });

  it('refuses an env nested inside another repository, explaining why', async () => {
    const repo = await tempDir();
    await execa('git', ['init', '-q'], { cwd: repo });
    const env = join(repo, 'tasks', 'env');
    await mkdir(env, { recursive: true });
    const skill = await makeSkill(await tempDir(), 'demo', SKILL);
    await expect(stageSkill({ env, skillDir: skill, descriptor })).rejects.toThrow(
      /inside the git work tree of .*would be invisible/,
    );
    expect(await readdir(env)).toEqual([]);
  });

  it('stages siblings under their own names, backing up and restoring a colliding entry', async () => {
    const env = await makeEnv();
    // The user's own "helper" skill, with a symlink and an unusual mode.
    const mine = join(env, '.cline/skills/helper');
    await mkdir(mine, { recursive: true });
    await writeFile(join(mine, 'SKILL.md'), '---\nname: helper\n---\nmine\n');
    await chmod(join(mine, 'SKILL.md'), 0o600);
    await symlink('SKILL.md', join(mine, 'link.md'));
    const before = await snapshotTree(env);

    const root = await tempDir();
    const skill = await makeSkill(root, 'demo', SKILL);
    const siblings = await tempDir();
    await makeSkill(siblings, 'helper', '---\nname: helper\n---\nsibling version\n');
    await makeSkill(siblings, 'other', '---\nname: other\n---\nother body\n');

    const staged = await stageSkill({ env, skillDir: skill, descriptor, siblingsDir: siblings });
    expect(staged.siblings.map((s) => [s.name, s.backed_up])).toEqual([
      ['helper', true],
      ['other', false],
    ]);
    expect(await readFile(join(env, '.cline/skills/helper/SKILL.md'), 'utf8')).toBe('---\nname: helper\n---\nsibling version\n');

    const undone = await unstageSkill(env);
    expect(undone.restored).toEqual(['.cline/skills/helper']);
    expect(await snapshotTree(env)).toEqual(before);
  });

  it('can be undone after being interrupted at any step, and unstage is idempotent', async () => {
    const skill = await makeSkill(await tempDir(), 'demo', SKILL);
    const siblings = await tempDir();
    await makeSkill(siblings, 'helper', '---\nname: helper\n---\nsibling\n');
    // Learn the steps of a full stage, then interrupt at each one in turn.
    const steps: string[] = [];
    const probe = await makeEnv();
    await stageSkill({ env: probe, skillDir: skill, descriptor, siblingsDir: siblings, onStep: (s) => steps.push(s) });
    expect(steps).toContain('manifest');
    expect(steps.length).toBeGreaterThan(5);

    for (const stopAt of steps) {
      const env = await makeEnv();
      await mkdir(join(env, '.cline/skills/helper'), { recursive: true });
      await writeFile(join(env, '.cline/skills/helper/SKILL.md'), 'the user\'s own\n');
      const before = await snapshotTree(env);
      const interrupted = stageSkill({
        env,
        skillDir: skill,
        descriptor,
        siblingsDir: siblings,
        onStep: (s) => {
          if (s === stopAt) throw new Error(`interrupted at ${s}`);
        },
      });
      await expect(interrupted).rejects.toThrow(`interrupted at ${stopAt}`);
      expect((await readManifest(env))?.complete).toBe(false);
      await unstageSkill(env);
      expect(await snapshotTree(env), `interrupted at ${stopAt}`).toEqual(before);
      const again = await unstageSkill(env);
      expect(again.had_manifest).toBe(false);
      expect(await snapshotTree(env)).toEqual(before);
    }
  });

  it('refuses to stage twice into the same env', async () => {
    const env = await makeEnv();
    const skill = await makeSkill(await tempDir(), 'demo', SKILL);
    await stageSkill({ env, skillDir: skill, descriptor });
    await expect(stageSkill({ env, skillDir: skill, descriptor, condition: 'other' })).rejects.toThrow(/already staged/);
  });
});

const git = (cwd: string, args: string[]) =>
  execa('git', args, { cwd, env: { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@x', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@x' } });

describe('unstage never trusts the env', () => {
  it('keeps the record outside the env and ignores a manifest planted in it', async () => {
    const env = await makeEnv();
    const victim = await tempDir();
    await writeFile(join(victim, 'keep.txt'), 'precious\n');
    const skill = await makeSkill(await tempDir(), 'demo', SKILL);
    const staged = await stageSkill({ env, skillDir: skill, descriptor });
    expect(staged.manifest.startsWith(stateHome)).toBe(true);
    expect(await readdir(env)).not.toContain('.cline-harness');
    // The agent plants an old-style manifest pointing outside.
    await mkdir(join(env, '.cline-harness'));
    const planted = {
      slug: 'x',
      skill_name: 'x',
      created_dirs: [],
      git_initialized: true,
      entries: [{ name: 'v', path: `../../${victim}`, source: '', role: 'skill', backup: null }],
      complete: true,
    };
    await writeFile(join(env, '.cline-harness/stage-manifest.json'), JSON.stringify(planted));
    const undone = await unstageSkill(env);
    expect(undone.removed).toEqual([`.cline/skills/${staged.slug}`]);
    expect(await readFile(join(victim, 'keep.txt'), 'utf8')).toBe('precious\n');
    // The planted file is the agent's, left in place.
    expect(await readdir(join(env, '.cline-harness'))).toEqual(['stage-manifest.json']);
  });

  it('migrates an old in-env manifest without obeying paths outside the skills dir or its git_initialized', async () => {
    // A user's repository with history, and a hostile old-style manifest in it.
    const env = await tempDir();
    await writeFile(join(env, 'a.txt'), 'one\n');
    await git(env, ['init', '-q']);
    await git(env, ['add', '-A']);
    await git(env, ['commit', '-qm', 'first']);
    await writeFile(join(env, 'a.txt'), 'two\n');
    await git(env, ['commit', '-qam', 'second']);
    const victim = await tempDir();
    await writeFile(join(victim, 'keep.txt'), 'precious\n');
    await mkdir(join(env, '.cline-harness'));
    const escape = { slug: 'x', skill_name: 'x', created_dirs: [], git_initialized: true, complete: true,
      entries: [{ name: 'victim', path: `.cline/skills/../../../${victim.slice(1)}`, source: '', role: 'skill', backup: null }] };
    await writeFile(join(env, '.cline-harness/stage-manifest.json'), JSON.stringify(escape));
    await expect(unstageSkill(env)).rejects.toThrow(/cannot be trusted/);
    expect(await readFile(join(victim, 'keep.txt'), 'utf8')).toBe('precious\n');

    // A well-formed old manifest claiming git_initialized on the user's repository: the skill goes, .git stays.
    await mkdir(join(env, '.cline/skills/x'), { recursive: true });
    await writeFile(join(env, '.cline/skills/x/SKILL.md'), 'staged\n');
    const legit = { ...escape, entries: [{ name: 'x', path: '.cline/skills/x', source: '', role: 'skill', backup: null }] };
    await writeFile(join(env, '.cline-harness/stage-manifest.json'), JSON.stringify(legit));
    const undone = await unstageSkill(env);
    expect(undone.removed).toEqual(['.cline/skills/x']);
    expect((await git(env, ['rev-list', '--count', 'HEAD'])).stdout).toBe('2');
  });

  it('follows no symlink out of the env and deletes only the .git it created, whatever the agent did', async () => {
    const env = await makeEnv();
    const outside = await tempDir();
    const skill = await makeSkill(await tempDir(), 'demo', SKILL);
    const staged = await stageSkill({ env, skillDir: skill, descriptor });
    expect(staged.git_initialized).toBe(true);
    // The agent swaps the skills dir for a link to an outside tree holding a same-named folder, and replaces .git.
    await mkdir(join(outside, staged.slug), { recursive: true });
    await writeFile(join(outside, staged.slug, 'data.txt'), 'outside\n');
    await rm(join(env, '.cline/skills'), { recursive: true });
    await symlink(outside, join(env, '.cline/skills'));
    await rm(join(env, '.git'), { recursive: true });
    await git(env, ['init', '-q']);
    const undone = await unstageSkill(env);
    expect(undone.removed).toEqual([]);
    expect(undone.problems.join('\n')).toMatch(/no longer is a plain directory/);
    expect(undone.problems.join('\n')).toMatch(/\.git is not the repository the stage created/);
    expect(await readFile(join(outside, staged.slug, 'data.txt'), 'utf8')).toBe('outside\n');
    expect(await readdir(join(env, '.git'))).toContain('HEAD');
  });

  it('deletes the .git it created when it is still the same one', async () => {
    const env = await makeEnv();
    const skill = await makeSkill(await tempDir(), 'demo', SKILL);
    await stageSkill({ env, skillDir: skill, descriptor });
    await git(env, ['add', '-A']);
    await git(env, ['commit', '-qm', 'agent commit']);
    const undone = await unstageSkill(env);
    expect(undone.problems).toEqual([]);
    expect(await readdir(env)).not.toContain('.git');
  });

  it('follows the record the caller kept when the one in the state dir was rewritten', async () => {
    // A user's repository with history: the stage creates no .git here.
    const env = await tempDir();
    await writeFile(join(env, 'a.txt'), 'one\n');
    await git(env, ['init', '-q']);
    await git(env, ['add', '-A']);
    await git(env, ['commit', '-qm', 'first']);
    await git(env, ['commit', '-q', '--allow-empty', '-m', 'second']);
    const skill = await makeSkill(await tempDir(), 'demo', SKILL);
    const staged = await stageSkill({ env, skillDir: skill, descriptor });
    const kept = (await readManifest(env))!;
    // Without bwrap the agent's user can write the state dir: it claims the user's .git as the stage's own.
    const info = await stat(join(env, '.git'));
    const forged = { ...kept, git_initialized: true, git_dir_id: `${info.dev}:${info.ino}:${info.birthtimeMs}` };
    await writeFile(staged.manifest, JSON.stringify(forged));
    const undone = await unstageSkill(env, { expected: kept });
    expect(undone.removed).toEqual([`.cline/skills/${staged.slug}`]);
    expect(undone.problems).toEqual(['the stage record was changed (or removed) during the run; unstage followed the record the harness kept']);
    expect((await git(env, ['rev-list', '--count', 'HEAD'])).stdout).toBe('2');
    // Both records are gone: nothing is left for a later unstage to obey.
    expect(await readManifest(env)).toBeNull();
  });
});
