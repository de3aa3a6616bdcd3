import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSuite } from '../../src/suite/load.js';
import { assignShards, planAll, planTasks } from '../../src/suite/plan.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();

/** A suite folder with a skill, the given scripts (each a one-reply model script) and suite.toml. */
async function suiteDir(toml: string, scripts: string[]): Promise<string> {
  const dir = await tempDir();
  await mkdir(join(dir, 'skill'));
  await writeFile(join(dir, 'skill', 'SKILL.md'), '---\nname: s\n---\nbody\n');
  for (const name of scripts) await writeFile(join(dir, name), JSON.stringify([{ content: 'ok' }]));
  await writeFile(join(dir, 'suite.toml'), toml);
  return join(dir, 'suite.toml');
}

const MODELS = 'name = "t"\nskill = "skill"\n\n[[model]]\nname = "helps"\n\n[[model]]\nname = "inert"\n';
const CASE = (id: string, extra = '') => `\n[[case]]\nid = "${id}"\nprompt = "Do it"\nscript = "s-{model}.json"\n${extra}`;

describe('a case\'s models', () => {
  it('plans a case only on its own models, checks only their scripts, and shards by the tasks that remain', async () => {
    // No o-inert.json: `only` runs on helps alone, so its missing script for inert is no error.
    const file = await suiteDir(
      MODELS + CASE('both') + CASE('only', 'models = ["helps"]\nrepeat = 2\n').replace('s-{model}', 'o-{model}') + CASE('other', 'models = ["inert"]\n'),
      ['s-helps.json', 's-inert.json', 'o-helps.json'],
    );
    const suite = await loadSuite(file);
    expect(suite.cases.map((c) => c.models)).toEqual([undefined, ['helps'], ['inert']]);
    const ids = planAll(suite).map((t) => t.id);
    expect(ids).toEqual([
      'both/helps/with_skill/r1', 'both/helps/without_skill/r1', 'both/inert/with_skill/r1', 'both/inert/without_skill/r1',
      'only/helps/with_skill/r1', 'only/helps/without_skill/r1', 'only/helps/with_skill/r2', 'only/helps/without_skill/r2',
      'other/inert/with_skill/r1', 'other/inert/without_skill/r1',
    ]);
    expect(planAll(suite, { onlyModels: ['inert'] }).map((t) => t.id)).toEqual([
      'both/inert/with_skill/r1', 'both/inert/without_skill/r1', 'other/inert/with_skill/r1', 'other/inert/without_skill/r1',
    ]);
    // Shards balance the tasks each case plans on its own models: both 4, only 4, other 2.
    expect(Object.fromEntries(assignShards(ids, 2))).toEqual({ both: 1, only: 2, other: 1 });
    // With --only-model helps, only (4 tasks) outweighs both (2) and goes first.
    expect(planTasks(suite, { onlyModels: ['helps'], shard: { index: 2, count: 2 } }).map((t) => t.id)).toEqual([
      'both/helps/with_skill/r1', 'both/helps/without_skill/r1',
    ]);
  });

  it('refuses an --only-model that leaves no task', async () => {
    const file = await suiteDir(MODELS + CASE('only', 'models = ["helps"]\n'), ['s-helps.json']);
    const suite = await loadSuite(file);
    expect(() => planAll(suite, { onlyModels: ['inert'] })).toThrow(/--only-model inert: no case of .*suite\.toml runs on it/);
  });

  it.each([
    ['a name the suite does not give, on the line of models', MODELS + CASE('a') + CASE('b', 'models = ["helps", "inret"]\n'), ['s-helps.json', 's-inert.json'],
      /suite\.toml:19: case\[2\]\.models: "inret" is not a model of this suite \(helps, inert\)/],
    ['a one-[model] suite, whose model is named by its id', 'name = "t"\nskill = "skill"\n\n[model]\nid = "m1"\n' + CASE('a', 'models = ["helps"]\n'),
      ['s-m1.json'], /suite\.toml:11: case\[1\]\.models: "helps" is not a model of this suite \(m1\)/],
    ['an empty list', MODELS + CASE('a', 'models = []\n'), ['s-helps.json', 's-inert.json'], /suite\.toml:14: case\[1\]\.models: /],
    ['a missing script of one of the case\'s own models', MODELS + CASE('a', 'models = ["inert"]\n'), ['s-helps.json'],
      /suite\.toml:10: case\[1\]\.script: .*s-inert\.json does not exist/],
  ])('rejects %s', async (_what, toml, scripts, message) => {
    await expect(loadSuite(await suiteDir(toml, scripts))).rejects.toThrow(message);
  });

  it('asks no script of a case that runs only on an endpoint model', async () => {
    const toml = MODELS.replace('name = "inert"\n', 'name = "inert"\nprovider = "openai-compatible"\nid = "x"\nbase_url = "http://127.0.0.1:9/v1"\n') +
      '\n[[case]]\nid = "real"\nprompt = "Do it"\nmodels = ["inert"]\n' + '\n[[case]]\nid = "offline"\nprompt = "Do it"\nmodels = ["helps"]\n';
    await expect(loadSuite(await suiteDir(toml, []))).rejects.toThrow(/suite\.toml:\d+: case\[2\]\.script: needed, since model\.provider is "scripted"/);
    const fine = await loadSuite(await suiteDir(toml.replace('models = ["helps"]\n', 'models = ["helps"]\nscript = "s.json"\n'), ['s.json']));
    expect(planAll(fine).map((t) => t.id)).toEqual([
      'real/inert/with_skill/r1', 'real/inert/without_skill/r1', 'offline/helps/with_skill/r1', 'offline/helps/without_skill/r1',
    ]);
  });
});
