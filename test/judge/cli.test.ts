import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { JudgeOutcomeSchema } from '../../src/judge/index.js';
import { runCli } from '../helpers/cli.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();
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
    const r = await runCli(['judge', '--run', run, '--env', env, '--rubric', 'sum() adds.', '--judge-provider', 'scripted', '--judge-script', script]);
    expect(r.exitCode).toBe(0);
    const outcome = JudgeOutcomeSchema.parse(JSON.parse(r.stdout));
    expect(outcome).toMatchObject({ verdict: 'pass', votes: [{ vote: 1, verdict: 'pass', evidence: 'sum adds' }] });
    expect(await readdir(join(run, 'judge', '1'))).toContain('verdict.json');
  });

  it('exits 3 with "verdict": "error" on a malformed verdict, and 2 without a judge model', async () => {
    const { run, env, script } = await setup('I think it passes.');
    const r = await runCli(['judge', '--run', run, '--env', env, '--rubric', 'sum() adds.', '--judge-provider', 'scripted', '--judge-script', script]);
    expect(r.exitCode).toBe(3);
    expect(JSON.parse(r.stdout)).toMatchObject({ verdict: 'error', votes: [{ verdict: 'error', evidence: "no JSON object in the judge's final message" }] });
    expect((await runCli(['judge', '--run', run, '--env', env, '--rubric', 'x'])).exitCode).toBe(2);
  });
});
