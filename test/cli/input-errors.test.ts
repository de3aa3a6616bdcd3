/** Bad input fails before anything runs, with exit 2 and a message naming what to fix. */
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CheckSpecError, runChecks } from '../../src/check/index.js';
import { builtinDescriptor } from '../../src/descriptor/index.js';
import { MAX_PROMPT_BYTES } from '../../src/dispatch/dispatch.js';
import { DispatchResultSchema } from '../../src/dispatch/result.js';
import { parseTranscriptText } from '../../src/transcript/index.js';
import { numberRule } from '../../src/cli/numbers.js';
import { UsageError } from '../../src/cli/output.js';
import { runCli, runCliInProcess } from '../helpers/cli.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();

// Most refusals here run the CLI's entry in-process (runCliInProcess): the same code, exit code and message, without a node
// start per call; the unset api_key_env cases below run a real process, as a user's shell would.

async function oneTask(prompt = 'Say hi') {
  const root = await tempDir();
  await mkdir(join(root, 'env'));
  await writeFile(join(root, 'prompt.txt'), prompt);
  return { root, args: ['dispatch', '--env', join(root, 'env'), '--prompt-file', join(root, 'prompt.txt'), '--out', join(root, 'out')] };
}

describe('numeric options', () => {
  it.each([
    [['--timeout', 'abc'], '--timeout must be a positive number.'],
    [['--timeout', '-5'], '--timeout must be a positive number, not -5.'],
    [['--jobs', '0'], '--jobs must be a positive integer, not 0.'],
  ])('dispatch %j exits 2 naming the option, and runs nothing', async (extra, message) => {
    const { root, args } = await oneTask();
    const r = await runCliInProcess([...args, ...extra]);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain(message);
    expect(await readdir(root)).not.toContain('out');
  });

  it('a rejected value is a UsageError with the stable code "usage"', () => {
    const jobs = numberRule('jobs', 'positive integer');
    expect(jobs(2)).toBe(2);
    expect(() => jobs(0)).toThrow(UsageError);
    expect(() => jobs(0)).toThrow(expect.objectContaining({ code: 'usage', message: '--jobs must be a positive integer, not 0.' }));
  });

  it('suite run --jobs 0 and --repeat -1 exit 2', async () => {
    for (const extra of [['--jobs', '0'], ['--repeat', '-1']]) {
      const r = await runCliInProcess(['suite', 'run', 'fixtures/demo/suite.toml', '--out', join(await tempDir(), 'out'), ...extra]);
      expect(r.exitCode).toBe(2);
      expect(r.stderr).toMatch(new RegExp(`^${extra[0]} must be a positive integer`, 'm'));
    }
  });
});

describe('numeric options of converse, suite plan and harness conform', () => {
  it.each([
    [['--timeout', 'abc'], '--timeout must be a positive number.'],
    [['--timeout', '-5'], '--timeout must be a positive number, not -5.'],
    [['--turn-timeout', '0'], '--turn-timeout must be a positive number, not 0.'],
  ])('converse %j exits 2 naming the option, and runs nothing', async (extra, message) => {
    const { root } = await oneTask();
    const args = ['converse', '--env', join(root, 'env'), '--prompt-file', join(root, 'prompt.txt'), '--out', join(root, 'out')];
    const r = await runCliInProcess([...args, ...extra]);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain(message);
    expect(await readdir(root)).not.toContain('out');
  });

  it('suite plan --repeat 0 and harness conform --concurrency 1.5 exit 2 naming the option', async () => {
    const plan = await runCliInProcess(['suite', 'plan', 'fixtures/demo/suite.toml', '--repeat', '0']);
    expect(plan.exitCode).toBe(2);
    expect(plan.stderr).toContain('--repeat must be a positive integer, not 0.');
    const conform = await runCliInProcess(['harness', 'conform', '--cline-bin', '/nonexistent/cline', '--concurrency', '1.5']);
    expect(conform.exitCode).toBe(2);
    expect(conform.stderr).toContain('--concurrency must be a positive integer, not 1.5.');
  });
});

describe('paths and prompts', () => {
  it('dispatch --out naming a file exits 2 with a plain message', async () => {
    const { root, args } = await oneTask();
    await writeFile(join(root, 'out'), 'a file');
    const r = await runCliInProcess(args);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain(`${join(root, 'out')}: task out: the out dir exists and is not a directory`);
    expect(r.stderr).not.toContain('EEXIST');
  });

  it('suite run --out naming a file exits 2', async () => {
    const out = join(await tempDir(), 'out');
    await writeFile(out, 'a file');
    const r = await runCliInProcess(['suite', 'run', 'fixtures/demo/suite.toml', '--out', out]);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain(`${out}: the out dir exists and is not a directory`);
  });

  it('refuses a prompt over the single-argument limit before starting cline, and still writes dispatch-result.json', async () => {
    const { root, args } = await oneTask('x'.repeat(MAX_PROMPT_BYTES + 1));
    const r = await runCliInProcess(args);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain(`the prompt is ${MAX_PROMPT_BYTES + 1} bytes; cline takes it as one argument, which Linux caps at ${MAX_PROMPT_BYTES} bytes`);
    const result = DispatchResultSchema.parse(JSON.parse(await readFile(join(root, 'out', 'dispatch-result.json'), 'utf8')));
    expect(result).toMatchObject({ status: 'error', cline_version: null, argv: [] });
    expect(result.error).toContain('Linux caps');
  });

  it('suite run with an unset api_key_env exits 2 once, before any task', async () => {
    const dir = await tempDir();
    await mkdir(join(dir, 'skill'));
    await writeFile(join(dir, 'skill', 'SKILL.md'), '---\nname: s\ndescription: d\n---\nbody\n');
    await writeFile(
      join(dir, 'suite.toml'),
      'name = "t"\nskill = "skill"\n\n[model]\nprovider = "openai-compatible"\nbase_url = "http://127.0.0.1:9/v1"\nid = "m"\n' +
        'api_key_env = "CLINE_HARNESS_TEST_UNSET_KEY"\n\n' +
        '[[case]]\nid = "a"\nprompt = "Do it"\n',
    );
    const out = join(dir, 'out');
    const env = { ...process.env };
    delete env.CLINE_HARNESS_TEST_UNSET_KEY;
    const r = await runCli(['suite', 'run', join(dir, 'suite.toml'), '--out', out], { env, extendEnv: false });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain('$CLINE_HARNESS_TEST_UNSET_KEY is not set (model.api_key_env names it)');
    expect(await readdir(dir)).not.toContain('out');
  });

  it('suite run with an unset responder_model.api_key_env exits 2 once, naming that table, before any task', async () => {
    const dir = await tempDir();
    await mkdir(join(dir, 'skill'));
    await writeFile(join(dir, 'skill', 'SKILL.md'), '---\nname: s\ndescription: d\n---\nbody\n');
    await writeFile(
      join(dir, 'suite.toml'),
      'name = "t"\nskill = "skill"\n\n[model]\nprovider = "openai-compatible"\nbase_url = "http://127.0.0.1:9/v1"\nid = "m"\n\n' +
        '[responder_model]\nprovider = "openai-compatible"\nbase_url = "http://127.0.0.1:9/v1"\nid = "r"\n' +
        'api_key_env = "CLINE_HARNESS_TEST_UNSET_KEY"\n\n' +
        '[[case]]\nid = "a"\nprompt = "Do it"\n\n[case.responder]\ntype = "llm"\n',
    );
    const env = { ...process.env };
    delete env.CLINE_HARNESS_TEST_UNSET_KEY;
    const r = await runCli(['suite', 'run', join(dir, 'suite.toml'), '--out', join(dir, 'out')], { env, extendEnv: false });
    expect(r.exitCode, r.stderr).toBe(2);
    expect(r.stderr).toContain('$CLINE_HARNESS_TEST_UNSET_KEY is not set (responder_model.api_key_env names it)');
    expect(await readdir(dir)).not.toContain('out');
  });
});

describe('library input', () => {
  it('runChecks holds plain objects to the check schema', async () => {
    const t = parseTranscriptText('');
    const bad = runChecks(t, [{ type: 'final_text', contains: 'x' } as never], { descriptor: builtinDescriptor() });
    await expect(bad).rejects.toBeInstanceOf(CheckSpecError);
    await expect(runChecks(t, [{ type: 'final_text', contains: 'x' } as never], { descriptor: builtinDescriptor() })).rejects.toThrow(
      /unknown field "contains"/,
    );
    const good = await runChecks(t, [{ type: 'final_text', pattern: 'x' }], { descriptor: builtinDescriptor() });
    expect(good[0]).toMatchObject({ status: 'failed' });
  });
});
