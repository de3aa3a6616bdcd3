import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/cli.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();

/** A suite folder with a skill, a model script and the given suite.toml text (a `>>` marks the line a message must name). */
async function suiteFile(marked: string): Promise<{ file: string; line: number }> {
  const lines = marked.split('\n');
  const at = lines.findIndex((l) => l.startsWith('>>'));
  expect(at, 'the case marks its line').toBeGreaterThanOrEqual(0);
  const dir = await tempDir();
  await mkdir(join(dir, 'skill'));
  await writeFile(join(dir, 'skill', 'SKILL.md'), '---\nname: s\n---\nbody\n');
  await writeFile(join(dir, 'script.json'), JSON.stringify([{ content: 'ok' }]));
  await writeFile(join(dir, 'suite.toml'), lines.map((l) => l.replace(/^>>/, '')).join('\n'));
  return { file: join(dir, 'suite.toml'), line: at + 1 };
}

const HEAD = 'name = "t"\nskill = "skill"\n';
const CASE = '\n[[case]]\nid = "a"\nprompt = "Do it"\nscript = "script.json"\n';
const ENDPOINT = 'provider = "openai-compatible"\nid = "m"\nbase_url = "http://127.0.0.1:9/v1"\n';

// Every kind of problem the loader, `suite plan` and `suite run` report about the suite file before any task.
const BAD: [string, string][] = [
  ['a TOML syntax error', HEAD + '>>oops = \n' + CASE],
  ['no [[case]]', '>>' + HEAD],
  ['a misspelt top-level field', HEAD + '>>repaet = 2\n' + CASE],
  ['a wrong type at the top level', HEAD + '>>timeout = "long"\n' + CASE],
  ['a bad field in [gate]', HEAD + '\n[gate]\n>>min_delta = "big"\n' + CASE],
  // zod reports a bad [model] on the union of its two shapes, so on the table.
  ['a bad field in [model]', HEAD + '\n>>[model]\nprovider = "bogus"\n' + CASE],
  ['a bad field in [judge_model]', HEAD + '\n[judge_model]\n>>provider = "bogus"\n' + CASE],
  ['a [model] that is neither a table nor tables', HEAD + '>>model = 3\n' + CASE],
  ['a [[case]] that is not an array', HEAD + '>>case = 3\n'],
  ['an unknown case field', HEAD + CASE + '>>promt = "x"\n'],
  ['a bad case id', HEAD + CASE.replace('id = "a"', '>>id = "a b"')],
  ['a duplicate case id', HEAD + CASE + '\n>>[[case]]\nid = "a"\nprompt = "p"\nscript = "script.json"\n'],
  ['a bad [[case.check]]', HEAD + CASE + '\n>>[[case.check]]\ntype = "nope"\n'],
  ['a bad inline check', HEAD + CASE.replace('[[case]]', '>>[[case]]') + 'check = [{ type = "nope" }]\n'],
  ['an only naming no condition', HEAD + CASE + '\n>>[[case.check]]\ntype = "finish_reason"\nonly = ["with_skil"]\n'],
  ['a missing fixtures dir', HEAD + CASE.replace('[[case]]', '>>[[case]]') + 'fixtures = "gone"\n'],
  ['a missing script', HEAD + CASE.replace('[[case]]', '>>[[case]]').replace('script.json', 'gone.json')],
  ['a scripted model without a script', HEAD + '\n>>[[case]]\nid = "a"\nprompt = "p"\n'],
  ['a model name a case gives that the suite lacks', HEAD + CASE + '>>models = ["x"]\n'],
  ['a duplicate [[model]] name', HEAD + '\n[[model]]\nname = "m"\n\n>>[[model]]\nname = "m"\n' + CASE],
  ['an endpoint without a model id', HEAD + '\n>>[model]\nprovider = "openai-compatible"\nbase_url = "http://127.0.0.1:9/v1"\n' + CASE],
  ['a scripted judge without a script', HEAD + '\n>>[judge_model]\nprovider = "scripted"\n' + CASE],
  ['a missing skill', 'name = "t"\n>>skill = "gone"\n' + CASE],
  ['a missing siblings dir', HEAD + '>>siblings = "gone"\n' + CASE],
  ['old_skill conditions without old_skill', HEAD + CASE.replace('[[case]]', '>>[[case]]') + 'conditions = ["old_skill", "new_skill"]\n'],
  // What `suite plan` and `suite run` refuse after loading (preflight):
  ['an unset api_key_env of [model]', HEAD + '\n[model]\n' + ENDPOINT + '>>api_key_env = "CLINE_HARNESS_TEST_UNSET_KEY"\n' + CASE],
  ['an unset api_key_env of a [[model]]', HEAD + '\n[[model]]\nname = "m"\n' + ENDPOINT + '>>api_key_env = "CLINE_HARNESS_TEST_UNSET_KEY"\n' + CASE],
  ['an unset api_key_env of [judge_model]', HEAD + '\n[judge_model]\n' + ENDPOINT + '>>api_key_env = "CLINE_HARNESS_TEST_UNSET_KEY"\n' + CASE],
  ['a judge check without a judge model', HEAD + CASE + '\n>>[[case.check]]\ntype = "judge"\nrubric = "good"\n'],
  ['an unreachable [gate] rule', HEAD + 'repeat = 2\n\n[gate]\n>>min_delta = 0.2\n' + CASE],
  ['an unreachable [case.gate] rule', HEAD + 'repeat = 2\n\n[gate]\nmin_delta = 0.01\n' + CASE + '\n[case.gate]\n>>min_delta = 0.3\n'],
];

describe('every message about a suite file says file:line:', () => {
  it.each(BAD)('%s: suite plan exits 2 naming the line, and posts ::error at it under GitHub Actions', async (_what, marked) => {
    const { file, line } = await suiteFile(marked);
    const r = await runCliInProcess(['suite', 'plan', file], { env: { GITHUB_ACTIONS: 'true', CLINE_HARNESS_TEST_UNSET_KEY: undefined } });
    expect(r.exitCode, r.stderr).toBe(2);
    // `file:line:`, then the field and message (or a column, for a TOML syntax error).
    expect(r.stderr).toContain(`${file}:${line}:`);
    expect(r.stdout).toContain(`::error file=${file},line=${line}`);
  });

  it('counts items from 1 in every field it names', async () => {
    const { file } = await suiteFile(HEAD + CASE + '\n[[case]]\nid = "b"\nprompt = "p"\nscript = "script.json"\n\n[[case.check]]\ntype = "finish_reason"\n' +
      '\n>>[[case.check]]\ntype = "finish_reason"\nonly = ["with_skil"]\n');
    const r = await runCliInProcess(['suite', 'plan', file]);
    expect(r.stderr).toContain('case[2].check[2].only: "with_skil" is not a condition of case "b"');
  });
});
