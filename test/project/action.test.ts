/**
 * action.yml followed step by step on this machine, as GitHub runs a composite action: each step's `if`, its env with
 * the inputs filled in, its script under `bash -eo pipefail`, $GITHUB_OUTPUT and $GITHUB_STEP_SUMMARY. Two shards of a
 * suite run against the scripted model with the real cline, then the merge mode combines them. The upload step is
 * GitHub's own action (actions/upload-artifact) and is not run: the test asserts what it would upload.
 */
import { mkdir, readFile, stat, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { CLI, CLINE_BIN } from '../helpers/cli.js';
import { writeTree } from '../helpers/git.js';
import { useTempDirs } from '../helpers/temp.js';

const ACTION = fileURLToPath(new URL('../../action.yml', import.meta.url));
const tempDir = useTempDirs();

interface Step {
  name: string;
  id?: string;
  if?: string;
  shell?: string;
  run?: string;
  uses?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}
interface Action {
  inputs: Record<string, { default: string }>;
  runs: { using: string; steps: Step[] };
}

const fill = (text: string, inputs: Record<string, string>) =>
  text.replace(/\$\{\{\s*inputs\.([\w-]+)\s*\}\}/g, (_, name: string) => {
    if (!(name in inputs)) throw new Error(`unknown input ${name}`);
    return inputs[name]!;
  });

/** The step conditions this action uses: always(), and inputs compared with a literal, joined by &&. Anything else fails the test. */
function holds(condition: string | undefined, inputs: Record<string, string>): boolean {
  if (!condition) return true;
  return condition.split('&&').every((term) => {
    const t = term.trim();
    if (t === 'always()') return true;
    const m = /^inputs\.([\w-]+) (==|!=) '([^']*)'$/.exec(t);
    if (!m) throw new Error(`condition the test cannot evaluate: ${t}`);
    return (inputs[m[1]!] === m[3]) === (m[2] === '==');
  });
}

/** Runs the action's steps in order; returns what each did, and the upload it would have made. */
async function runAction(cwd: string, given: Record<string, string>, files: { output: string; summary: string }) {
  const action = parse(await readFile(ACTION, 'utf8')) as Action;
  expect(action.runs.using).toBe('composite');
  const inputs = { ...Object.fromEntries(Object.entries(action.inputs).map(([k, v]) => [k, v.default])), ...given };
  const ran: { name: string; exitCode: number | undefined; stdout: string; stderr: string }[] = [];
  const uploads: Record<string, string>[] = [];
  for (const step of action.runs.steps) {
    if (!holds(step.if, inputs)) continue;
    if (step.uses) {
      // GitHub's own action: the one step not run here.
      expect(step.uses).toBe('actions/upload-artifact@v4');
      uploads.push(Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, fill(v, inputs)])));
      continue;
    }
    expect(step.shell).toBe('bash');
    const env = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, fill(v, inputs)]));
    const run = await execa('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', fill(step.run!, inputs)], {
      cwd,
      reject: false,
      stdin: 'ignore',
      env: { ...env, GITHUB_OUTPUT: files.output, GITHUB_STEP_SUMMARY: files.summary },
    });
    ran.push({ name: step.name, exitCode: run.exitCode, stdout: run.stdout, stderr: run.stderr });
    if (run.exitCode !== 0) break;
  }
  return { ran, uploads };
}

describe('action.yml, its steps run in order', () => {
  it('runs two shards of a suite found by directory, uploads each out dir, and merges them with a step summary and a PR comment', async () => {
    const repo = await tempDir();
    await writeTree(repo, {
      'package.json': JSON.stringify({ name: 'skills-repo', private: true }),
      'skills/tiny/SKILL.md': '---\nname: tiny\ndescription: Says done\n---\nSay done.\n',
      'skills/tiny/evals/script.json': JSON.stringify([{ content: 'I am done.' }]),
      'skills/tiny/evals/suite.toml':
        'name = "tiny"\nskill = ".."\nsandbox = "none"\ntimeout = 120\n\n[model]\nprovider = "scripted"\nid = "scripted-1"\n\n' +
        ['one', 'two']
          .map((id) => `[[case]]\nid = "${id}"\nprompt = "Say that you are done"\nscript = "script.json"\nconditions = ["with_skill"]\n\n` +
            '[[case.check]]\ntype = "final_text"\npattern = "done"\n\n')
          .join(''),
    });
    // As after `npm ci` in a repository with cline-harness and cline as devDependencies.
    await mkdir(join(repo, 'node_modules', '.bin'), { recursive: true });
    await symlink(CLI, join(repo, 'node_modules', '.bin', 'cline-harness'));
    await symlink(CLINE_BIN, join(repo, 'node_modules', '.bin', 'cline'));
    const files = { output: join(repo, 'github-output'), summary: join(repo, 'step-summary.md') };
    await writeFile(files.output, '');
    await writeFile(files.summary, '');

    for (const shard of [1, 2]) {
      const out = `out/shard-${shard}`;
      const given = { suites: 'skills', shard: `${shard}/2`, out, args: '--require-evals skills', 'artifact-name': `shard-${shard}` };
      const { ran, uploads } = await runAction(repo, given, files);
      expect(ran.map((r) => [r.name, r.exitCode]), ran.map((r) => r.stderr).join('\n')).toEqual([
        ['Install bubblewrap', 0],
        ['Allow unprivileged user namespaces (Ubuntu 24.04 AppArmor)', 0],
        ['Run suites', 0],
      ]);
      // This machine has bwrap and no AppArmor restriction: neither step needed sudo.
      expect(ran[0]!.stdout).toContain('bubblewrap already installed');
      expect(ran[1]!.stdout).toContain('no AppArmor user-namespace restriction to lift');
      expect(ran[2]!.stderr).toContain(`tiny: treatment 1/1 passed, 0 failed a check; 0 errored`);
      // What actions/upload-artifact would upload: the shard's out dir, holding the suite's own dir.
      expect(uploads).toEqual([{ name: `shard-${shard}`, path: out }]);
      expect((await stat(join(repo, out, 'tiny', 'results.json'))).isFile()).toBe(true);
    }

    const { ran, uploads } = await runAction(repo, { mode: 'merge', 'merge-dirs': 'out/shard-*/tiny', out: 'merged', 'artifact-name': 'report' }, files);
    expect(ran.map((r) => [r.name, r.exitCode]), ran.map((r) => r.stderr).join('\n')).toEqual([['Merge shards', 0]]);
    expect(uploads).toEqual([{ name: 'report', path: 'merged' }]);
    const merged = JSON.parse(await readFile(join(repo, 'merged', 'results.json'), 'utf8')) as { merged_from: number; totals: { tasks: number } };
    expect(merged).toMatchObject({ merged_from: 2, totals: { tasks: 2 } });
    expect(await readFile(files.summary, 'utf8')).toContain('## cline-harness suite tiny: gate holds');
    expect(await readFile(files.output, 'utf8')).toBe('comment-file=merged/pr-comment.md\n');
    const comment = await readFile(join(repo, 'merged', 'pr-comment.md'), 'utf8');
    expect(comment.startsWith('<!-- cline-harness -->\n## cline-harness suite tiny: gate holds')).toBe(true);
  }, 900_000);
});
