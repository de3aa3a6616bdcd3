import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DescriptorError } from '../../src/descriptor/index.js';
import { InputError, TomlSyntaxError } from '../../src/errors.js';
import { loadSuite } from '../../src/suite/load.js';
import { assignShards, parseShard, planTasks } from '../../src/suite/plan.js';
import { git, gitRepo, writeTree } from '../helpers/git.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();

/** A suite folder with a skill, a script and the given suite.toml text. */
async function suiteDir(toml: string): Promise<string> {
  const dir = await tempDir();
  await mkdir(join(dir, 'skill'));
  await writeFile(join(dir, 'skill', 'SKILL.md'), '---\nname: s\n---\nbody\n');
  await writeFile(join(dir, 'script.json'), JSON.stringify([{ content: 'ok' }]));
  await writeFile(join(dir, 'suite.toml'), toml);
  return join(dir, 'suite.toml');
}

const HEAD = 'name = "t"\nskill = "skill"\n';
const CASE = (id: string, extra = '') => `\n[[case]]\nid = "${id}"\nprompt = "Do the thing please"\nscript = "script.json"\n${extra}`;

describe('loadSuite', () => {
  it('fills defaults, makes paths absolute and validates every check', async () => {
    const file = await suiteDir(HEAD + CASE('a', '\n[[case.check]]\ntype = "final_text"\npattern = "ok"\n'));
    const suite = await loadSuite(file);
    expect(suite).toMatchObject({
      name: 't',
      repeat: 1,
      timeout: 300,
      jobs: 1,
      guard: true,
      sandbox: 'auto',
      model: { provider: 'scripted', id: 'scripted-model' },
    });
    expect(suite.skill).toBe(join(file, '..', 'skill'));
    expect(suite.cases[0]!.conditions).toEqual(['with_skill', 'without_skill']);
    expect(suite.cases[0]!.script).toBe(join(file, '..', 'script.json'));
    expect(suite.cases[0]!.checks).toEqual([expect.objectContaining({ type: 'final_text', pattern: 'ok' })]);
  });

  it('asks skill_invoked only of the arms that stage a skill, unless told otherwise', async () => {
    const file = await suiteDir(
      HEAD + 'old_skill = "skill"\n' + CASE('a', 'conditions = ["with_skill", "without_skill", "new_skill"]\n\n[[case.check]]\ntype = "skill_invoked"\n\n' +
      '[[case.check]]\ntype = "skill_invoked"\nonly = ["without_skill"]\n'),
    );
    const [implicit, explicit] = (await loadSuite(file)).cases[0]!.checks;
    expect(implicit!.only).toEqual(['with_skill', 'new_skill']);
    expect(explicit!.only).toEqual(['without_skill']);
  });

  it.each([
    ['an unknown case field, on its own line', HEAD + CASE('a') + CASE('b', 'promt = "typo"\n'), /suite\.toml:13: case\[2\]\.promt: unknown field "promt"/],
    [
      'a bad check, with the line of its table',
      HEAD + CASE('a', '\n[[case.check]]\ntype = "finish_reason"\n\n[[case.check]]\ntype = "nope"\n'),
      /suite\.toml:12: .*unknown type "nope"/,
    ],
    ['a duplicate case id', HEAD + CASE('a') + CASE('a'), /suite\.toml:9: case\[2\]\.id: duplicate case id "a"/],
    ['a missing skill dir', 'name = "t"\nskill = "gone"\n' + CASE('a'), /skill: .*gone does not exist/],
    ['old_skill conditions without old_skill', HEAD + CASE('a', 'conditions = ["old_skill", "new_skill"]\n'), /need a top-level old_skill/],
    [
      'a scripted model without a script',
      HEAD + '\n[[case]]\nid = "a"\nprompt = "Do it"\n',
      /suite\.toml:4: case\[1\]\.script: needed, since model\.provider is "scripted"/,
    ],
    ['no cases', HEAD, /a suite needs at least one \[\[case\]\]/],
    ['a TOML syntax error', HEAD + 'oops = \n', /suite\.toml:3:/],
    [
      'an `only` naming a condition the case does not run',
      HEAD + CASE('a', '\n[[case.check]]\ntype = "finish_reason"\nonly = ["with_skil"]\n'),
      /suite\.toml:9: case\[1\]\.check\[1\]\.only: "with_skil" is not a condition of case "a" \(with_skill, without_skill\)/,
    ],
    [
      'an endpoint without a model id',
      HEAD + '\n[model]\nprovider = "openai-compatible"\nbase_url = "http://127.0.0.1:9/v1"\n' + CASE('a'),
      /suite\.toml:4: model\.id: needed with provider "openai-compatible"/,
    ],
    ['fixtures that are a file', HEAD + CASE('a', 'fixtures = "script.json"\n'), /case\[1\]\.fixtures: .*script\.json is not a directory/],
    ['a broken model script', HEAD + CASE('a').replace('script.json', 'skill/SKILL.md'), /SKILL\.md:\d+: the model script is not valid JSON/],
  ])('rejects %s', async (_what, toml, message) => {
    const file = await suiteDir(toml);
    const loading = loadSuite(file);
    await expect(loading).rejects.toThrow(message);
    await expect(loadSuite(file)).rejects.toBeInstanceOf(InputError);
  });

  it('reports problems with stable codes: a suite problem, and a TOML syntax error that is not a descriptor error', async () => {
    const bad = await loadSuite(await suiteDir(HEAD + CASE('a') + CASE('a'))).catch((err: unknown) => err);
    expect(bad).toMatchObject({ code: 'suite_invalid', line: 9, field: 'case[2].id' });
    const syntax = await loadSuite(await suiteDir(HEAD + 'oops = \n')).catch((err: unknown) => err);
    expect(syntax).toBeInstanceOf(TomlSyntaxError);
    expect(syntax).not.toBeInstanceOf(DescriptorError);
    expect(syntax).toMatchObject({ code: 'toml_syntax', line: 3 });
  });

  it('holds one-shot prompts to the --json argument cap only when the run goes over --json', async () => {
    const long = 'x'.repeat(200 * 1024);
    const longCase = `\n[[case]]\nid = "long"\nprompt = "${long}"\nscript = "script.json"\n`;
    const overJson = await loadSuite(await suiteDir(HEAD + longCase)).catch((err: unknown) => err);
    expect(overJson).toMatchObject({ code: 'suite_invalid', field: 'case[1].prompt' });
    expect(String((overJson as Error).message)).toContain('transport = "acp" has no cap');
    const overAcp = await loadSuite(await suiteDir('transport = "acp"\n' + HEAD + longCase));
    expect(overAcp.cases[0]!.prompt).toHaveLength(long.length);
    // `suite run --transport acp` over a suite file that says json.
    const overridden = await loadSuite(await suiteDir(HEAD + longCase), { transport: 'acp' });
    expect(overridden.cases[0]!.prompt).toHaveLength(long.length);
  });
});

describe('only and gates', () => {
  it('rejects an `only` that names no condition of the case, on the check\'s line', async () => {
    const file = await suiteDir(HEAD + CASE('a', '\n[[case.check]]\ntype = "final_text"\npattern = "ok"\nonly = ["with_skil"]\n'));
    const err = await loadSuite(file).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InputError);
    expect((err as Error).message).toBe(`${file}:9: case[1].check[1].only: "with_skil" is not a condition of case "a" (with_skill, without_skill)`);
  });

  it('resolves each case\'s gate from [gate] and [case.gate], and rejects unknown gate fields', async () => {
    const file = await suiteDir(HEAD + '[gate]\nmin_delta = 0.2\nconfidence = 0.9\n' + CASE('a') + CASE('b', '[case.gate]\nmin_delta = 0.5\n'));
    const suite = await loadSuite(file);
    expect(suite.cases.map((c) => c.gate)).toEqual([
      { min_pass_rate: 1, min_delta: 0.2, confidence: 0.9, max_regression: null, on_inconclusive: 'warn', min_win_rate: null },
      { min_pass_rate: 1, min_delta: 0.5, confidence: 0.9, max_regression: null, on_inconclusive: 'warn', min_win_rate: null },
    ]);
    expect(suite.hash).toMatch(/^[0-9a-f]{64}$/);
    const bad = await suiteDir(HEAD + '[gate]\nmin_detla = 0.2\n' + CASE('a'));
    await expect(loadSuite(bad)).rejects.toThrow(/gate: unknown field "min_detla"|unknown field "min_detla"/);
  });
});

describe('codebase and old_skill = { git }', () => {
  /**
   * A suite folder holding two repositories: `service` (v1.2.0, then a newer HEAD) and
   * `skills`, whose `tiny` skill changed its description in the last commit.
   */
  async function gitSuite(toml: string): Promise<{ file: string; service: string[]; skills: string[] }> {
    const dir = await tempDir();
    const service = await gitRepo(join(dir, 'service'), [{ files: { 'app.py': '1.2.0' }, tag: 'v1.2.0' }, { files: { 'app.py': '2.0.0' } }]);
    const skills = await gitRepo(join(dir, 'skills'), [
      { files: { 'tiny/SKILL.md': '---\nname: tiny\ndescription: old\n---\nbody\n' } },
      { files: { 'tiny/SKILL.md': '---\nname: tiny\ndescription: new\n---\nbody\n' } },
    ]);
    await writeTree(dir, {
      'skill/SKILL.md': '---\nname: s\n---\nbody\n',
      'script.json': JSON.stringify([{ content: 'ok' }]),
      'fixtures/a.txt': 'a',
      'suite.toml': toml,
    });
    return { file: join(dir, 'suite.toml'), service, skills };
  }
  const GIT_HEAD = 'name = "t"\nskill = "skills/tiny"\n';

  it('resolves each case\'s codebase, the case\'s own or the suite\'s, and lets a case with fixtures keep them', async () => {
    const { file, service } = await gitSuite(
      GIT_HEAD +
        'codebase = { path = "service", ref = "v1.2.0" }\n' +
        CASE('inherits') +
        CASE('own', 'codebase = { path = "service", ref = "HEAD" }\n') +
        CASE('fixtures', 'fixtures = "fixtures"\n'),
    );
    const suite = await loadSuite(file);
    const dir = join(file, '..', 'service');
    expect(suite.cases.map((c) => c.codebase && { dir: c.codebase.dir, ref: c.codebase.ref, commit: c.codebase.commit })).toEqual([
      { dir, ref: 'v1.2.0', commit: service[0] },
      { dir, ref: 'HEAD', commit: service[1] },
      undefined,
    ]);
    expect(suite.cases[2]!.fixtures).toBe(join(file, '..', 'fixtures'));
    expect(suite).not.toHaveProperty('codebase');
  });

  it('takes old_skill from the skill\'s own repository, and warns when the working tree differs from the commits or old equals new', async () => {
    const toml = (ref: string) => GIT_HEAD + `old_skill = { git = "${ref}" }\n` + CASE('a', 'conditions = ["old_skill", "new_skill"]\n');
    const { file, skills } = await gitSuite(toml('HEAD~1'));
    const clean = await loadSuite(file);
    expect(clean.old_skill).toBeUndefined();
    expect(clean.old_skill_git).toMatchObject({
      dir: join(file, '..', 'skills', 'tiny'),
      prefix: 'tiny',
      ref: 'HEAD~1',
      commit: skills[0],
      uncommitted: [],
      warnings: [],
    });

    await writeFile(file, toml('HEAD'));
    expect((await loadSuite(file)).old_skill_git!.warnings).toEqual([
      expect.stringMatching(/^old_skill HEAD \([0-9a-f]{12}\) is the skill as committed at HEAD, and nothing is uncommitted: old and new are the same$/),
    ]);

    // Uncommitted work under the skill counts; outside it (the suite file itself is untracked here) it does not.
    await writeFile(file, toml('HEAD~1'));
    await writeTree(join(file, '..', 'skills'), { 'tiny/SKILL.md': '---\nname: tiny\ndescription: newer\n---\n', 'elsewhere.txt': 'x' });
    const dirty = (await loadSuite(file)).old_skill_git!;
    expect(dirty.uncommitted).toEqual([' M tiny/SKILL.md']);
    expect(dirty.warnings).toEqual([
      `the skill has uncommitted changes (git status:  M tiny/SKILL.md): the new version is the working tree, ` +
        `the old one HEAD~1 (${skills[0]!.slice(0, 12)}), so the comparison includes changes that are in no commit`,
    ]);
  });

  it.each([
    [
      "fixtures and a codebase on one case, on the codebase's line",
      CASE('a', 'fixtures = "fixtures"\ncodebase = { path = "service", ref = "v1.2.0" }\n'),
      /suite\.toml:9: case\[1\]\.codebase: a case takes fixtures or a codebase, never both$/,
    ],
    [
      "a case's unknown ref",
      CASE('a', 'codebase = { path = "service", ref = "v9" }\n'),
      /suite\.toml:8: case\[1\]\.codebase\.ref: "v9" names no commit of .*service\/\.git$/,
    ],
    [
      "a case's codebase that is not a git repository",
      CASE('a', 'codebase = { path = "fixtures", ref = "HEAD" }\n'),
      /suite\.toml:8: case\[1\]\.codebase\.path: .*fixtures is not in a git repository$/,
    ],
    ['a missing codebase', CASE('a', 'codebase = { path = "gone", ref = "HEAD" }\n'), /suite\.toml:8: case\[1\]\.codebase\.path: .*gone does not exist$/],
    ['a codebase without a ref', CASE('a', 'codebase = { path = "service" }\n'), /suite\.toml:8: case\[1\]\.codebase\.ref: /],
    ['an option for a ref', CASE('a', 'codebase = { path = "service", ref = "--all" }\n'), /case\[1\]\.codebase\.ref: a ref cannot start with "-"/],
  ])('rejects %s', async (_what, cases, message) => {
    const { file } = await gitSuite(GIT_HEAD + cases);
    const err = await loadSuite(file).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InputError);
    expect(err).toMatchObject({ code: 'suite_invalid' });
    expect((err as Error).message).toMatch(message);
  });

  it.each([
    ["the suite's unknown codebase ref, on its line", 'codebase = { path = "service", ref = "v9" }\n', /suite\.toml:3: codebase\.ref: "v9" names no commit/],
    [
      'an old_skill ref that names no commit',
      'old_skill = { git = "HEAD~5" }\n',
      /suite\.toml:3: old_skill\.git: "HEAD~5" names no commit of .*skills\/\.git$/,
    ],
    ['an old_skill of neither form', 'old_skill = { ref = "HEAD~1" }\n', /suite\.toml:3: old_skill: a path, or \{ git = "REF" \}$/],
  ])('rejects %s', async (_what, top, message) => {
    const { file } = await gitSuite(GIT_HEAD + top + CASE('a'));
    await expect(loadSuite(file)).rejects.toThrow(message);
  });

  it('rejects old_skill = { git } for a skill outside git, and an old_skill ref before the skill existed', async () => {
    const outside = await suiteDir(HEAD + 'old_skill = { git = "HEAD" }\n' + CASE('a'));
    await expect(loadSuite(outside)).rejects.toThrow(/suite\.toml:3: old_skill\.git: the skill: .*skill is not in a git repository$/);
    const { file } = await gitSuite(GIT_HEAD + 'old_skill = { git = "HEAD~1" }\n' + CASE('a'));
    const skills = join(file, '..', 'skills');
    await writeTree(skills, { 'later/SKILL.md': '---\nname: later\n---\n' });
    await git(skills, ['add', '-A']);
    await git(skills, ['commit', '--quiet', '-m', 'later']);
    await writeFile(file, (await readFile(file, 'utf8')).replace('skills/tiny', 'skills/later'));
    await expect(loadSuite(file)).rejects.toThrow(/old_skill\.git: later is not a directory at "HEAD~1"/);
  });
});

describe('planTasks', () => {
  it('lists repeats and conditions in a stable order, filters, and shards without overlap', async () => {
    const file = await suiteDir(HEAD + CASE('alpha', 'repeat = 2\n') + CASE('beta', 'conditions = ["with_skill"]\n'));
    const suite = await loadSuite(file);
    const all = planTasks(suite).map((t) => t.id);
    expect(all).toEqual([
      'alpha/with_skill/r1', 'alpha/without_skill/r1', 'alpha/with_skill/r2', 'alpha/without_skill/r2', 'beta/with_skill/r1',
    ]);
    expect(planTasks(suite, { repeat: 1 }).map((t) => t.id)).toEqual(['alpha/with_skill/r1', 'alpha/without_skill/r1', 'beta/with_skill/r1']);
    expect(planTasks(suite, { filter: '^beta/' }).map((t) => t.id)).toEqual(['beta/with_skill/r1']);
    const shards = [1, 2, 3].map((index) => planTasks(suite, { shard: { index, count: 3 } }).map((t) => t.id));
    expect(shards.flat().sort()).toEqual([...all].sort());
    // Whole cases per shard: every arm and repeat of alpha together; a third shard has nothing to do.
    expect(shards).toEqual([['alpha/with_skill/r1', 'alpha/without_skill/r1', 'alpha/with_skill/r2', 'alpha/without_skill/r2'], ['beta/with_skill/r1'], []]);
    expect(() => planTasks(suite, { filter: 'nothing-matches' })).toThrow(/matches no case/);
    expect(() => planTasks(suite, { filter: '(' })).toThrow(/--filter \(/);
  });

  it('balances shards by planned tasks, largest case first, the same way every time', () => {
    const ids = [
      ...Array.from({ length: 6 }, (_, i) => `big/with_skill/r${i + 1}`),
      ...['a', 'b', 'c'].flatMap((c) => [`${c}/with_skill/r1`, `${c}/without_skill/r1`]),
    ];
    const shardOf = assignShards(ids, 2);
    expect(Object.fromEntries(shardOf)).toEqual({ big: 1, a: 2, b: 2, c: 2 });
    expect(assignShards(ids, 2)).toEqual(shardOf);
  });

  it('parses --shard I/N and rejects nonsense', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, count: 4 });
    for (const bad of ['0/2', '3/2', 'x', '1/0']) expect(() => parseShard(bad)).toThrow(/expected I\/N/);
  });
});
