/**
 * RUNBOOK.md followed literally: every ```sh block, in order, in one shell
 * (exports carry over, as in an operator's terminal), against the scripted
 * model. Only the example's paths and provider URL are swapped for temp ones,
 * and the judge's three votes cut to one.
 */
import { chmod, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { BUILTIN_EXAMPLE } from '../../src/render/index.js';
import { CLI, CLINE_BIN } from '../helpers/cli.js';
import { useModelServers } from '../helpers/model.js';
import { useTempDirs } from '../helpers/temp.js';

const RUNBOOK = fileURLToPath(new URL('../../RUNBOOK.md', import.meta.url));
const tempDir = useTempDirs();
const modelServer = useModelServers();

/** The ```sh blocks of a markdown text, in order. */
export function shellBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
}

describe('RUNBOOK.md followed literally', () => {
  it('has its shell blocks in an order that works', async () => {
    const text = await readFile(RUNBOOK, 'utf8');
    const blocks = shellBlocks(text);
    expect(blocks.length).toBeGreaterThan(8);
    const guardArm = blocks.findIndex((b) => b.includes('guard arm'));
    expect(blocks[guardArm]!.indexOf('mkdir -p')).toBeGreaterThanOrEqual(0);
    expect(blocks[guardArm]!.indexOf('mkdir -p')).toBeLessThan(blocks[guardArm]!.indexOf('guard arm'));
  });

  it('runs every shell block in order against the scripted model and exits 0', async () => {
    const root = await tempDir('runbook-');
    // The agent answers; the judge's votes, on a client of their own, give the verdict. A verdict in the agent's own text
    // would not count: the judge's reader passes over echoes of the agent's text.
    const server = await modelServer({
      turns: [{ content: 'Done: the total is 42.' }],
      if_request_contains: { 'decide from the rubric alone': [{ content: '{"verdict": "pass", "evidence": "total.txt holds 42"}' }] },
      if_tool_offered: {},
    });
    const srv = join(root, 'srv');
    // What the operator has before starting: a skill, an env, a task file and a check spec.
    const skillDir = BUILTIN_EXAMPLE.skillDir.replace('/srv', srv);
    await mkdir(skillDir, { recursive: true });
    await writeFile(join(skillDir, 'SKILL.md'), `---\nname: ${BUILTIN_EXAMPLE.skillName}\ndescription: ${BUILTIN_EXAMPLE.skillDescription}\n---\nRead PDFs.\n`);
    await mkdir(BUILTIN_EXAMPLE.env.replace('/srv', srv), { recursive: true });
    await writeFile(join(BUILTIN_EXAMPLE.env.replace('/srv', srv), 'invoice.txt'), 'total 42\n');
    await mkdir(dirname(BUILTIN_EXAMPLE.taskFile.replace('/srv', srv)), { recursive: true });
    await writeFile(BUILTIN_EXAMPLE.taskFile.replace('/srv', srv), BUILTIN_EXAMPLE.task + '\n');
    const work = join(root, 'work');
    await mkdir(work);
    await writeFile(join(work, 'checks.toml'), '[[check]]\ntype = "final_text"\npattern = "total is 42"\n');
    // `cline` and `cline-harness` on PATH, as after `npm install --global`.
    const bin = join(root, 'bin');
    await mkdir(bin);
    await symlink(CLINE_BIN, join(bin, 'cline'));
    await symlink(CLI, join(bin, 'cline-harness'));
    await chmod(CLI, 0o755);

    const blocks = shellBlocks(await readFile(RUNBOOK, 'utf8')).map((block) =>
      block
        // Installing globally is the one step a test cannot take; the PATH above stands in for it.
        .replace(/^npm install --global .*$/m, ': installed on PATH by the test')
        // The probe asks y/N on a terminal; a test has none.
        .replace('harness probe --model my-model', 'harness probe --yes --model my-model')
        // One judge vote, not three: each vote is a cline run of its own (seconds of CPU here), and on a scripted model
        // the other two repeat the first. Several votes stay run: `judge --votes 2` in test/cli/options.test.ts, a
        // three-vote majority in test/check/cli-judge.test.ts, a tie in test/judge/run.test.ts.
        .replace(' --votes 3 ', ' --votes 1 ')
        .replaceAll(`--judge-base-url ${BUILTIN_EXAMPLE.baseUrl}`, `--judge-base-url ${server.urlFor('judge')}`)
        .replaceAll(BUILTIN_EXAMPLE.baseUrl, server.url)
        .replaceAll('/srv/', `${srv}/`),
    );
    const script = ['set -eux', ...blocks].join('\n');
    await writeFile(join(root, 'runbook.sh'), script);
    const r = await execa('bash', [join(root, 'runbook.sh')], {
      cwd: work,
      reject: false,
      stdin: 'ignore',
      env: { PATH: `${bin}:${process.env.PATH}`, API_KEY: 'scripted-key', TMPDIR: process.env.TMPDIR ?? '/tmp' },
      extendEnv: false,
      timeout: 1_200_000,
    });
    expect(r.exitCode, `${r.stderr.slice(-1000)}\n--- stdout:\n${r.stdout.slice(-2500)}`).toBe(0);
    const out = join(BUILTIN_EXAMPLE.runs.replace('/srv', srv), '1-with_skill');
    const result = JSON.parse(await readFile(join(out, 'dispatch-result.json'), 'utf8'));
    expect(result.status).toBe('completed');
    expect(result.sandbox).toBe('bwrap');
    expect(await readFile(join(out, 'final-message.md'), 'utf8')).toContain('total is 42');
  }, 1_300_000);
});
