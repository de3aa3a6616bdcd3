import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { CheckSpecSchema, runChecks, type CheckResult, type CheckSpecInput } from '../../../src/check/index.js';
import { parseTranscriptText } from '../../../src/transcript/index.js';
import { builtinDescriptor } from '../../../src/descriptor/index.js';
import { useTempDirs } from '../../helpers/temp.js';

const tempDir = useTempDirs();
const IDENTITY = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' };

async function write(root: string, tree: Record<string, string>): Promise<void> {
  for (const [rel, text] of Object.entries(tree)) {
    await mkdir(join(root, rel, '..'), { recursive: true });
    await writeFile(join(root, rel), text);
  }
}

/** A committed env, then the agent's changes on top. */
async function changedEnv(): Promise<string> {
  const dir = await tempDir();
  await write(dir, { 'src/app.py': 'a = 1\n', 'tests/test_app.py': 'assert True\n', 'CHANGELOG.md': '# Changes\n' });
  for (const args of [['init', '--quiet'], ['add', '-A'], ['commit', '--quiet', '-m', 'fixtures']]) await execa('git', args, { cwd: dir, env: IDENTITY });
  await write(dir, { 'src/app.py': 'a = 2\nb = 3\n', 'tests/test_app.py': 'assert False\n', 'CHANGELOG.md': '# Changes\n- a is 2\n' });
  return dir;
}

async function check(envDir: string, spec: CheckSpecInput): Promise<CheckResult> {
  const [r] = await runChecks(parseTranscriptText(''), [CheckSpecSchema.parse(spec)], { envDir, descriptor: builtinDescriptor() });
  return r!;
}

describe('diff_scope', () => {
  it('passes within the limits and says what changed', async () => {
    const env = await changedEnv();
    const r = await check(env, { type: 'diff_scope', max_files_touched: 3, max_lines_changed: 6, allowed_paths: ['src/**', 'tests/**', 'CHANGELOG.md'] });
    expect(r.status).toBe('passed');
    expect(r.evidence).toMatch(
      /^3 files touched \(CHANGELOG\.md, src\/app\.py, tests\/test_app\.py\), 6 lines changed \(\+4 -2\), 3 hunks since [0-9a-f]{12}$/,
    );
    expect(r.name).toBe('diff_scope files <= 3 lines <= 6 in src/** tests/** CHANGELOG.md');
  });

  it('says "1 file", "1 line" and "1 hunk" in the singular', async () => {
    const dir = await tempDir();
    await write(dir, { 'a.txt': 'x\n' });
    for (const args of [['init', '--quiet'], ['add', '-A'], ['commit', '--quiet', '-m', 'fixtures']]) await execa('git', args, { cwd: dir, env: IDENTITY });
    await write(dir, { 'a.txt': 'x\ny\n' });
    const r = await check(dir, { type: 'diff_scope', max_files_touched: 0 });
    expect(r.evidence).toMatch(/^1 file touched, max 0\n1 file touched \(a\.txt\), 1 line changed \(\+1 -0\), 1 hunk since [0-9a-f]{12}$/);
  });

  it('fails over the file and line limits, outside allowed paths and in forbidden ones, naming each', async () => {
    const env = await changedEnv();
    const r = await check(env, {
      type: 'diff_scope',
      max_files_touched: 2,
      max_lines_changed: 5,
      allowed_paths: ['src/**', 'CHANGELOG.md'],
      forbidden_paths: ['tests/**'],
    });
    expect(r.status).toBe('failed');
    expect(r.evidence.split('\n')[0]).toBe(
      '3 files touched, max 2; 6 lines changed, max 5; outside allowed_paths: tests/test_app.py; in forbidden_paths: tests/test_app.py',
    );
  });

  it('needs at least one limit, and an env that is not a git repository is an error, not a fail', async () => {
    expect(CheckSpecSchema.safeParse({ type: 'diff_scope' }).success).toBe(false);
    const r = await check(await tempDir(), { type: 'diff_scope', max_files_touched: 1 });
    expect(r).toMatchObject({ status: 'error', passed: false });
    expect(r.evidence).toMatch(/^cannot measure the diff: .*git rev-list failed/);
  });
});
