import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCheckSpec, runChecks, type CheckResult } from '../../../src/check/index.js';
import { parseTranscriptText } from '../../../src/transcript/index.js';
import { snapshotTree } from '../../helpers/tree.js';
import { builtinDescriptor } from '../../../src/descriptor/index.js';
import { useTempDirs } from '../../helpers/temp.js';

const tempDir = useTempDirs();
const empty = parseTranscriptText('');

/** Runs the checks of a checks file written next to `specDir` (so relative setup paths resolve there). */
async function run(specDir: string, envDir: string, toml: string): Promise<CheckResult[]> {
  const checks = parseCheckSpec(toml, join(specDir, 'checks.toml'));
  return runChecks(empty, checks, { envDir, descriptor: builtinDescriptor() });
}

async function files(root: string, tree: Record<string, string>): Promise<void> {
  for (const [rel, text] of Object.entries(tree)) {
    await mkdir(join(root, rel, '..'), { recursive: true });
    await writeFile(join(root, rel), text);
  }
}

describe('command checks: exit code, stdout, env', () => {
  it('passes on the expected exit code and fails on 0 when another is expected', async () => {
    const env = await tempDir();
    const [three, zero] = await run(env, env, `
[[check]]
type = "command"
run = "exit 3"
expect_exit_code = 3

[[check]]
type = "command"
run = "true"
expect_exit_code = 3
`);
    expect(three).toMatchObject({ status: 'passed' });
    expect(three!.evidence).toMatch(/^exit 3 \(expected 3\) after /);
    expect(zero).toMatchObject({ status: 'failed' });
    expect(zero!.evidence).toMatch(/^exit 0 \(expected 3\) after /);
  });

  it('expect_stdout must match too, and extra env variables reach the command', async () => {
    const env = await tempDir();
    const [match, miss] = await run(env, env, `
[[check]]
type = "command"
run = 'echo "tests: $N passed"'
env = { N = "12" }
expect_stdout = '^tests: \\d+ passed$'

[[check]]
type = "command"
run = 'echo "tests: 3 failed"'
expect_stdout = 'passed'
`);
    expect(match).toMatchObject({ status: 'passed' });
    expect(match!.evidence).toContain('stdout matched "tests: 12 passed"');
    expect(miss).toMatchObject({ status: 'failed' });
    expect(miss!.evidence).toContain('stdout has no match for /passed/m');
  });

  it('rejects an uncompilable expect_stdout when the spec is read', () => {
    expect(() => parseCheckSpec('[[check]]\ntype = "command"\nrun = "true"\nexpect_stdout = "("\n', 'c.toml')).toThrow(
      /expect_stdout.*Invalid regular expression/,
    );
  });
});

describe('command checks: hidden setup files', () => {
  it('copies files and directories in for the command only, restoring what they covered', async () => {
    const spec = await tempDir();
    const env = await tempDir();
    await files(spec, {
      'hidden/tests/test_hidden.sh': 'grep -q fixed app.txt && echo hidden-ok',
      'hidden/app.txt': 'setup version',
      'extra.txt': 'extra',
    });
    await files(env, { 'app.txt': 'fixed by the agent', 'tests/keep.txt': 'mine' });
    const before = await snapshotTree(env);
    const [r] = await run(spec, env, `
[[check]]
type = "command"
run = "cat app.txt; sh tests/test_hidden.sh; cat extra.txt"
setup_files = ["hidden", "extra.txt"]
expect_stdout = "setup version"
`);
    expect(r).toMatchObject({ status: 'passed' });
    expect(r!.evidence).toContain('setup files: app.txt, tests/test_hidden.sh, extra.txt (removed after)');
    // The covered app.txt is the agent's again, the hidden test and extra file are gone, tests/keep.txt stays.
    expect(await snapshotTree(env)).toEqual(before);
  });

  it('removes setup files and directories it created even when the command fails', async () => {
    const spec = await tempDir();
    const env = await tempDir();
    await files(spec, { 'hidden/deep/dir/t.sh': 'exit 1' });
    const before = await snapshotTree(env);
    const [r] = await run(spec, env, '[[check]]\ntype = "command"\nrun = "sh deep/dir/t.sh"\nsetup_files = ["hidden"]\n');
    expect(r).toMatchObject({ status: 'failed' });
    expect(await snapshotTree(env)).toEqual(before);
  });
});

describe('command checks: setup files and links the agent planted (issue 24 §2)', () => {
  it('refuses to write through a directory the agent replaced by a link out of the env', async () => {
    const spec = await tempDir();
    const env = await tempDir();
    const outside = await tempDir();
    await files(spec, { 'hidden/tests/t.sh': 'echo setup' });
    await files(outside, { 'keep.txt': 'outside' });
    await symlink(outside, join(env, 'tests'));
    const [envBefore, outsideBefore] = [await snapshotTree(env), await snapshotTree(outside)];
    const [r] = await run(spec, env, '[[check]]\ntype = "command"\nrun = "sh tests/t.sh"\nsetup_files = ["hidden"]\n');
    expect(r).toMatchObject({
      status: 'failed',
      evidence: 'not run: setup file tests/t.sh: tests in the env is a link or not a directory; refusing to write through it',
    });
    expect(await snapshotTree(outside)).toEqual(outsideBefore);
    expect(await snapshotTree(env)).toEqual(envBefore);
  });

  it('moves a file the agent left as a link aside instead of writing through it, and puts the link back after', async () => {
    const spec = await tempDir();
    const env = await tempDir();
    const outside = await tempDir();
    await files(spec, { 'hidden/app.txt': 'setup version' });
    await files(outside, { 'secret.txt': 'outside' });
    await symlink(join(outside, 'secret.txt'), join(env, 'app.txt'));
    const envBefore = await snapshotTree(env);
    const toml = '[[check]]\ntype = "command"\nrun = "cat app.txt"\nsetup_files = ["hidden"]\nexpect_stdout = "^setup version$"\n';
    const [r] = await run(spec, env, toml);
    expect(r).toMatchObject({ status: 'passed' });
    expect(await readFile(join(outside, 'secret.txt'), 'utf8')).toBe('outside');
    expect(await snapshotTree(env)).toEqual(envBefore);
  });

  it('removes nothing through a link the command itself put where a setup directory was', async () => {
    const spec = await tempDir();
    const env = await tempDir();
    const outside = await tempDir();
    await files(spec, { 'hidden/tests/t.sh': 'echo setup' });
    // Same names as the setup files: a removal through the link would delete these.
    await files(outside, { 't.sh': 'outside', 'other.txt': 'outside' });
    const outsideBefore = await snapshotTree(outside);
    const [r] = await run(
      spec,
      env,
      `[[check]]\ntype = "command"\nrun = "sh tests/t.sh && rm -rf tests && ln -s '${outside}' tests"\nsetup_files = ["hidden"]\n`,
    );
    expect(r).toMatchObject({ status: 'passed' });
    expect(await snapshotTree(outside)).toEqual(outsideBefore);
  });
});
