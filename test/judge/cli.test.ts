import { copyFile, mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { afterEach, describe, expect, it } from 'vitest';
import { JudgeOutcomeSchema } from '../../src/judge/index.js';
import { runCli, runCliInProcess } from '../helpers/cli.js';
import { useModelServers } from '../helpers/model.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();
const modelServer = useModelServers();
const capture = fileURLToPath(new URL('../../fixtures/captures/realistic-fix/events.jsonl', import.meta.url));

/** A finished run's out dir, its env (a git repository) and a judge script answering `answer`. */
async function setup(answer: string) {
  const root = await tempDir();
  const run = join(root, 'run');
  const env = join(root, 'env');
  await mkdir(run);
  await mkdir(env);
  await copyFile(capture, join(run, 'cline-events.jsonl'));
  await writeFile(join(env, 'sum.js'), 'export const sum = (a, b) => a + b;\n');
  await execa('git', ['init', '--quiet'], { cwd: env });
  const script = join(root, 'judge.json');
  await writeFile(script, JSON.stringify([{ content: answer }]));
  return { run, env, script };
}

describe('cline-harness judge', { timeout: 240_000 }, () => {
  it('prints the outcome with every vote and exits 0 on pass', async () => {
    const { run, env, script } = await setup('{"verdict": "pass", "evidence": "sum adds"}');
    const r = await runCli([
      'judge', '--run', run, '--env', env, '--rubric', 'sum() adds.', '--task', 'TASK-INLINE', '--judge-provider', 'scripted', '--judge-script', script,
    ]);
    expect(r.exitCode).toBe(0);
    const outcome = JudgeOutcomeSchema.parse(JSON.parse(r.stdout));
    expect(outcome).toMatchObject({ verdict: 'pass', votes: [{ vote: 1, verdict: 'pass', evidence: 'sum adds' }] });
    expect(await readdir(join(run, 'judge', '1'))).toContain('verdict.json');
    // The rubric and the task given inline are what the judge was told.
    const prompt = await readFile(join(run, 'judge', '1', 'prompt.md'), 'utf8');
    expect(prompt).toContain('sum() adds.');
    expect(prompt).toContain('TASK-INLINE');
  });

  it('exits 3 with "verdict": "error" on a malformed verdict, and 2 without a judge model', async () => {
    const { run, env, script } = await setup('I think it passes.');
    const r = await runCli(['judge', '--run', run, '--env', env, '--rubric', 'sum() adds.', '--judge-provider', 'scripted', '--judge-script', script]);
    expect(r.exitCode).toBe(3);
    expect(JSON.parse(r.stdout)).toMatchObject({ verdict: 'error', votes: [{ verdict: 'error', evidence: "no JSON object in the judge's final message" }] });
    // Usage errors run the CLI's entry in-process (runCliInProcess): refused before any judge starts; exit codes 0, 1 and 3 come from real runs.
    expect((await runCliInProcess(['judge', '--run', run, '--env', env, '--rubric', 'x'])).exitCode).toBe(2);
  });

  it('exits 2 when --judge-provider openai-compatible lacks its endpoint or model', async () => {
    const base = ['judge', '--run', '/nonexistent', '--env', '/nonexistent', '--rubric', 'x', '--judge-provider', 'openai-compatible'];
    const noUrl = await runCliInProcess([...base, '--judge-model', 'm']);
    expect(noUrl.exitCode).toBe(2);
    expect(noUrl.stderr).toContain('--judge-provider openai-compatible needs --judge-base-url and --judge-model.');
    const noModel = await runCliInProcess([...base, '--judge-base-url', 'http://127.0.0.1:9/v1']);
    expect(noModel.exitCode).toBe(2);
    const stray = await runCliInProcess(['judge', '--run', '/nonexistent', '--env', '/nonexistent', '--rubric', 'x', '--judge-api-key', 'k']);
    expect([stray.exitCode, stray.stderr]).toEqual([2, expect.stringContaining('go with --judge-provider')]);
  });
});

/** A pass-through to the scripted model that notes each request's Authorization header (what the judge's key became). */
const proxies: Server[] = [];
afterEach(async () => {
  for (const p of proxies.splice(0)) {
    p.closeAllConnections();
    await new Promise((r) => p.close(r));
  }
});
async function keyRecordingProxy(target: number): Promise<{ port: number; keys: string[] }> {
  const keys: string[] = [];
  const proxy = createServer((req, res) => {
    keys.push(req.headers.authorization ?? '(none)');
    const upstream = request({ host: '127.0.0.1', port: target, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  proxies.push(proxy);
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  return { port: (proxy.address() as AddressInfo).port, keys };
}

describe('cline-harness judge with an OpenAI-compatible judge', { timeout: 300_000 }, () => {
  it('uses --judge-base-url, --judge-api-key and --judge-model, reads --rubric-file and --task-file, runs --votes and ' +
    '--sandbox none, and exits 0 on pass and 1 on fail', async () => {
    const { run, env } = await setup('unused');
    const root = join(run, '..');
    await writeFile(join(root, 'rubric.md'), 'RUBRIC-FROM-FILE: sum() adds its arguments.\n');
    await writeFile(join(root, 'strict.md'), 'RUBRIC-STRICT: a CHANGELOG entry records the fix.\n');
    await writeFile(join(root, 'task.md'), 'TASK-FROM-FILE: fix sum().\n');
    // A write outside the judge's dir, which only an unsandboxed judge can make.
    const touched = join('/tmp', `ch-judge-cli-touched-${process.pid}`);
    await rm(touched, { force: true });
    // The endpoint is the scripted model behind a proxy; each rubric picks its own answer.
    const server = await modelServer({
      turns: [{ content: 'No rubric matched.' }],
      if_request_contains: {
        'RUBRIC-FROM-FILE': [{ content: '{"verdict": "pass", "evidence": "sum.js returns a + b"}' }],
        'RUBRIC-STRICT': [
          { tool_calls: [{ id: 't1', name: 'run_commands', arguments: { commands: [`touch ${touched}`] } }] },
          { content: '{"verdict": "fail", "evidence": "CHANGELOG.md is untouched"}' },
        ],
      },
      if_tool_offered: {},
    });
    const proxy = await keyRecordingProxy(server.port);
    // Each grading its own conversation on the server (a /t/<id>/v1 prefix), so each picks its branch by its own rubric.
    const baseUrl = (client: string) => `http://127.0.0.1:${proxy.port}/t/${client}/v1`;
    const passed = await runCli([
      'judge', '--run', run, '--env', env, '--rubric-file', join(root, 'rubric.md'), '--task', 'Fix sum().', '--judge-provider', 'openai-compatible',
      '--judge-base-url', baseUrl('lenient'), '--judge-model', 'judge-lenient', '--judge-api-key', 'sk-judge-from-flag',
    ]);
    expect(passed.exitCode, passed.stderr).toBe(0);
    expect(JudgeOutcomeSchema.parse(JSON.parse(passed.stdout))).toMatchObject({
      verdict: 'pass', model: 'judge-lenient', votes: [{ vote: 1, verdict: 'pass', evidence: 'sum.js returns a + b' }],
    });
    expect(passed.stderr).toContain('pass: 1 pass, 0 fail of 1');
    expect(await readFile(join(run, 'judge', '1', 'prompt.md'), 'utf8')).toContain('RUBRIC-FROM-FILE: sum() adds its arguments.');

    // Without --judge-api-key the key comes from $CLINE_HARNESS_JUDGE_API_KEY. Two votes, the task read from a file, unsandboxed.
    const failed = await runCli(
      [
        'judge', '--run', run, '--env', env, '--rubric-file', join(root, 'strict.md'), '--task-file', join(root, 'task.md'), '--votes', '2',
        '--sandbox', 'none', '--judge-provider', 'openai-compatible', '--judge-base-url', baseUrl('strict'), '--judge-model', 'judge-strict',
      ],
      { env: { CLINE_HARNESS_JUDGE_API_KEY: 'sk-judge-from-env' } },
    );
    expect(failed.exitCode, failed.stderr).toBe(1);
    expect(JSON.parse(failed.stdout)).toMatchObject({
      verdict: 'fail',
      model: 'judge-strict',
      votes: [
        { vote: 1, verdict: 'fail', evidence: 'CHANGELOG.md is untouched' },
        { vote: 2, verdict: 'fail', evidence: 'CHANGELOG.md is untouched' },
      ],
    });
    expect(JSON.parse(failed.stdout).votes).toHaveLength(2);
    expect((await readdir(join(run, 'judge'))).sort()).toEqual(['1', '2']);
    expect(await readFile(join(run, 'judge', '1', 'prompt.md'), 'utf8')).toContain('RUBRIC-STRICT');
    // --task-file: the task the judge was told is the file's.
    const strictFirst = server.requests.find((r) => r.client === 'strict' && r.turn === 0)!;
    expect(JSON.stringify(strictFirst.last_messages)).toContain('TASK-FROM-FILE');
    // --sandbox none: the judge's write to /tmp went through.
    expect(await stat(touched).then(() => true, () => false)).toBe(true);
    await rm(touched, { force: true });

    // The model id and the key reached the endpoint: every completion request of each grading.
    const completions = server.requests.filter((r) => r.turn !== null);
    expect(completions.filter((r) => r.client === 'lenient').map((r) => r.model)).toEqual(['judge-lenient']);
    // The strict grading's two votes: the write, then a verdict each.
    expect(completions.filter((r) => r.client === 'strict').map((r) => r.model)).toEqual(['judge-strict', 'judge-strict', 'judge-strict']);
    expect(new Set(proxy.keys.filter((k) => k.includes('flag')))).toEqual(new Set(['Bearer sk-judge-from-flag']));
    expect(proxy.keys).toContain('Bearer sk-judge-from-env');
    expect(proxy.keys.every((k) => k === 'Bearer sk-judge-from-flag' || k === 'Bearer sk-judge-from-env')).toBe(true);

    const missing = await runCliInProcess([
      'judge', '--run', run, '--env', env, '--rubric-file', join(root, 'nope.md'), '--judge-provider', 'scripted', '--judge-script', join(root, 'judge.json'),
    ]);
    expect([missing.exitCode, missing.stderr]).toEqual([2, expect.stringContaining('nope.md: cannot read the rubric')]);
  });
});
