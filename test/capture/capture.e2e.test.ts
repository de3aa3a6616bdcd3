import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertEnvUnchanged, captureScenario, filesUnder, type CaptureOptions } from '../../src/capture/capture.js';
import { loadScenario } from '../../src/capture/scenario.js';
import { clineVersion, findClineBinary } from '../../src/dispatch/cline-binary.js';

// A real cline run against the scripted model: a ranged read and `pwd`, whose
// output is the env's real temp path and must come out as /capture/env.
const scenario = {
  description: 'e2e: read a line range, print the working directory',
  prompt: 'Read the file and show where you are',
  script: [
    {
      tool_calls: [
        { id: 'call_read', name: 'read_files', arguments: { files: [{ path: '{env}/data.txt', start_line: 2, end_line: 2 }] } },
        { id: 'call_pwd', name: 'run_commands', arguments: { commands: ['pwd'] } },
      ],
    },
    { content: 'Line two says beta.' },
  ],
  expect: { contains: ['2 | beta', '"finishReason":"completed"'], exit_code: 0 },
};

let root: string;
let options: CaptureOptions;
const tempDirs: string[] = [];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'capture-e2e-'));
  const bin = (await findClineBinary()).path;
  options = { bin, clineVersion: await clineVersion(bin), outDir: join(root, 'out') };
  for (const [name, expectations] of [
    ['tiny', scenario.expect],
    ['tiny-unmet', { ...scenario.expect, contains: ['this text is never printed'] }],
  ] as const) {
    const dir = join(root, 'scenarios', name);
    await mkdir(join(dir, 'files'), { recursive: true });
    await writeFile(join(dir, 'files', 'data.txt'), 'alpha\nbeta\ngamma\n');
    await writeFile(join(dir, 'scenario.json'), JSON.stringify({ ...scenario, expect: expectations }));
  }
  // No files of its own: after 'tiny' and 'tiny-unmet' (same binary, key and model, so auth state is reused) its env must
  // hold only git's files.
  await mkdir(join(root, 'scenarios', 'bare'), { recursive: true });
  await writeFile(
    join(root, 'scenarios', 'bare', 'scenario.json'),
    JSON.stringify({
      description: 'e2e: list the env',
      prompt: 'List the files here please',
      script: [{ tool_calls: [{ id: 'call_ls', name: 'run_commands', arguments: { commands: ['ls -A'] } }] }, { content: 'Listed.' }],
      expect: { contains: ['"query":"ls -A","result":".git\\n"'], absent: ['data.txt'], exit_code: 0 },
    }),
  );
});

afterAll(async () => {
  for (const dir of [root, ...tempDirs]) await rm(dir, { recursive: true, force: true });
});

describe('captureScenario with the real cline binary', () => {
  it('writes a capture whose temp paths are rewritten to the neutral root', async () => {
    const result = await captureScenario(await loadScenario(join(root, 'scenarios', 'tiny')), { ...options, keep: true });
    expect(result.tempDir).not.toBeNull();
    tempDirs.push(result.tempDir!);
    expect(result.failures).toEqual([]);
    expect(result.ok).toBe(true);

    const out = join(options.outDir, 'tiny');
    expect((await readdir(out)).sort()).toEqual(['events.jsonl', 'meta.json', 'requests.jsonl', 'stderr.log']);
    const meta = JSON.parse(await readFile(join(out, 'meta.json'), 'utf8'));
    expect(meta).toMatchObject({
      scenario: 'tiny',
      cline_version: options.clineVersion,
      model: 'scripted-model',
      mode: 'act',
      exit_code: 0,
      timed_out: false,
      requests_served: 2,
    });
    expect(meta.tools_offered).toEqual(expect.arrayContaining(['read_files', 'run_commands', 'editor']));
    expect(meta.argv).toEqual(expect.arrayContaining(['--cwd', '/capture/env', '--data-dir', '/capture/data']));

    const events = await readFile(join(out, 'events.jsonl'), 'utf8');
    // pwd prints the env's real path; only the rewrite turns it into /capture/env.
    expect(events).toContain('"query":"pwd","result":"/capture/env\\n"');
    expect(events).toContain('"query":"/capture/env/data.txt:2-2"');
    for (const file of ['events.jsonl', 'stderr.log', 'requests.jsonl', 'meta.json']) {
      expect(await readFile(join(out, file), 'utf8')).not.toContain(result.tempDir!);
    }
    // The kept temp dir is the real env the run worked in.
    expect(await readFile(join(result.tempDir!, 'env', 'data.txt'), 'utf8')).toBe('alpha\nbeta\ngamma\n');
  });

  it('does not write a capture whose expectations fail, and keeps its files for inspection', async () => {
    const result = await captureScenario(await loadScenario(join(root, 'scenarios', 'tiny-unmet')), options);
    expect(result.tempDir).not.toBeNull();
    tempDirs.push(result.tempDir!);
    expect(result.ok).toBe(false);
    expect(result.failures).toEqual(['events lack "this text is never printed"']);
    expect(result.location).toBe(join(result.tempDir!, 'capture'));
    expect(await readFile(join(result.location, 'events.jsonl'), 'utf8')).toContain('2 | beta');
    await expect(readdir(join(options.outDir, 'tiny-unmet'))).rejects.toThrow(/ENOENT/);
  });

  it('reuses only the auth state: a later scenario\'s env holds nothing from an earlier one', async () => {
    // The earlier ones are the two captures above (their envs held data.txt, and are kept), not one more run of its own:
    // a cline start fewer. Run alone (-t) it would follow nothing: then it fails rather than prove less.
    expect(tempDirs, 'the captures above ran first').toHaveLength(2);
    const result = await captureScenario(await loadScenario(join(root, 'scenarios', 'bare')), options);
    expect(result.failures).toEqual([]);
    expect(await readFile(join(options.outDir, 'bare', 'events.jsonl'), 'utf8')).not.toContain('data.txt');
  });
});

describe('assertEnvUnchanged', () => {
  it('names a file that appeared in the env after staging', async () => {
    const env = join(root, 'leak-env');
    await mkdir(join(env, '.cline', 'skills', 'demo'), { recursive: true });
    await writeFile(join(env, 'own.txt'), 'x');
    const staged = await filesUnder(env);
    await expect(assertEnvUnchanged('leaky', env, staged)).resolves.toBeUndefined();
    await writeFile(join(env, '.cline', 'skills', 'demo', 'SKILL.md'), 'leaked');
    await expect(assertEnvUnchanged('leaky', env, staged)).rejects.toThrow(
      'leaky: the env holds files its scenario did not put there: .cline/skills/demo/SKILL.md',
    );
  });
});
