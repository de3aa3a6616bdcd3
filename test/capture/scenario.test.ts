import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkExpectations } from '../../src/capture/capture.js';
import { loadScenario, loadScenarios, resolveScript } from '../../src/capture/scenario.js';

const valid = {
  description: 'a minimal scenario',
  prompt: 'Say hello to the user',
  script: [{ content: 'Hello.' }],
  expect: { contains: ['Hello.'] },
};

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'capture-scenario-test-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function writeScenario(name: string, data: unknown, extra: Record<string, string> = {}): Promise<string> {
  const dir = join(root, name);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'scenario.json'), typeof data === 'string' ? data : JSON.stringify(data));
  for (const [file, text] of Object.entries(extra)) {
    await mkdir(join(dir, file, '..'), { recursive: true });
    await writeFile(join(dir, file), text);
  }
  return dir;
}

describe('loadScenario', () => {
  it('fills in defaults and finds the optional folders', async () => {
    const dir = await writeScenario('minimal', valid, { 'files/a.txt': 'a', 'plugin/index.js': 'export default {}' });
    const scenario = await loadScenario(dir);
    expect(scenario).toMatchObject({
      name: 'minimal',
      model: 'scripted-model',
      mode: 'act',
      auto_approve: true,
      timeout_ms: 120_000,
      plugin_dir: 'capture-plugin',
      filesDir: join(dir, 'files'),
      skillsDir: null,
      pluginDir: join(dir, 'plugin'),
      expect: { contains: ['Hello.'], absent: [], timed_out: false },
    });
    expect(scenario.expect.exit_code).toBeUndefined();
  });

  it.each([
    ['an empty prompt', { ...valid, prompt: '  ' }, /scenario\.json:\d+: prompt: /],
    ['an unknown key', { ...valid, promt: 'x y' }, /scenario\.json:\d+: promt: unknown field "promt"/],
    ['a bad mode', { ...valid, mode: 'yolo' }, /scenario\.json:\d+: mode: /],
    [
      'a tool call without a name',
      { ...valid, script: [{ tool_calls: [{ arguments: {} }] }] },
      /scenario\.json:\d+: script\[1\]\.tool_calls\[1\]\.name: /,
    ],
    ['an empty script', { ...valid, script: [] }, /: script: a script needs at least one turn/],
    ['no expectations', { ...valid, expect: { contains: [] } }, /: expect\.contains: name at least one string/],
    ['a missing description', { ...valid, description: undefined }, /: description: /],
  ])('rejects %s, naming the file and the field', async (_label, data, message) => {
    const dir = await writeScenario('bad', data);
    await expect(loadScenario(dir)).rejects.toThrow(message);
    await expect(loadScenario(dir)).rejects.toThrow(join(dir, 'scenario.json'));
  });

  it('rejects invalid JSON and a missing file with the path', async () => {
    const broken = await writeScenario('broken', '{"description": ');
    await expect(loadScenario(broken)).rejects.toThrow(`${join(broken, 'scenario.json')}:1: the scenario is not valid JSON`);
    const empty = join(root, 'empty');
    await mkdir(empty);
    await expect(loadScenario(empty)).rejects.toThrow(`${join(empty, 'scenario.json')}: cannot read the scenario`);
  });

  it('rejects a skill without SKILL.md and a plugin without index.js', async () => {
    const skill = await writeScenario('skill', valid, { 'skills/notes/README.md': 'not a skill' });
    await expect(loadScenario(skill)).rejects.toThrow(`${join(skill, 'skills', 'notes')}: a staged skill needs a SKILL.md`);
    const plugin = await writeScenario('plugin', valid, { 'plugin/main.js': '' });
    await expect(loadScenario(plugin)).rejects.toThrow(`${join(plugin, 'plugin')}: a plugin folder needs an index.js`);
  });

  it('rejects a folder name that cannot be a capture name', async () => {
    const dir = await writeScenario('Bad Name', valid);
    await expect(loadScenario(dir)).rejects.toThrow(/scenario folder name must match/);
  });
});

describe('loadScenarios', () => {
  it('loads every folder sorted, or only the named ones, and rejects unknown names', async () => {
    await writeScenario('b-second', valid);
    await writeScenario('a-first', valid);
    expect((await loadScenarios(root)).map((s) => s.name)).toEqual(['a-first', 'b-second']);
    expect((await loadScenarios(root, ['b-second'])).map((s) => s.name)).toEqual(['b-second']);
    await expect(loadScenarios(root, ['c-third'])).rejects.toThrow(`${root}: no such scenario: c-third`);
  });
});

describe('resolveScript', () => {
  it('replaces {env} in every string, nested ones and raw argument text included', () => {
    const resolved = resolveScript(
      [
        {
          content: ['see {env}/a'],
          tool_calls: [
            { name: 'read_files', arguments: { files: [{ path: '{env}/x', start_line: 2 }] } },
            { name: 'run_commands', arguments: '"{env}"' },
          ],
        },
      ],
      '/tmp/e',
    );
    expect(resolved).toEqual([
      {
        content: ['see /tmp/e/a'],
        tool_calls: [
          { name: 'read_files', arguments: { files: [{ path: '/tmp/e/x', start_line: 2 }] } },
          { name: 'run_commands', arguments: '"/tmp/e"' },
        ],
      },
    ]);
  });
});

describe('checkExpectations', () => {
  const spec = (expectations: Partial<{ contains: string[]; absent: string[]; exit_code: number | null; timed_out: boolean }>) => ({
    expect: { contains: ['needle'], absent: [], timed_out: false, ...expectations },
  });

  it('passes when every expectation holds', () => {
    expect(checkExpectations(spec({ exit_code: 0 }), 'a needle here', { exit_code: 0, timed_out: false })).toEqual([]);
  });

  it('names each unmet expectation', () => {
    const failures = checkExpectations(
      spec({ contains: ['needle', 'thread'], absent: ['hay'], exit_code: 0, timed_out: true }),
      'needle in hay',
      { exit_code: 1, timed_out: false },
    );
    expect(failures).toEqual([
      'events lack "thread"',
      'events contain "hay"',
      'exit code 1, expected 0',
      'the run was expected to time out',
    ]);
  });

  it('checks the exit code only when the scenario names one, null included', () => {
    expect(checkExpectations(spec({}), 'needle', { exit_code: 7, timed_out: false })).toEqual([]);
    expect(checkExpectations(spec({ exit_code: null }), 'needle', { exit_code: 0, timed_out: false })).toEqual([
      'exit code 0, expected null',
    ]);
  });
});
