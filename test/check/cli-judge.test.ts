/**
 * `cline-harness check` with judge checks in the spec: the real cline plays the
 * judge against the scripted model. One spec holds every case; `--condition`
 * picks the checks of each run (a check's `only`), so the two runs below share
 * one setup and cost five judge runs in all. How a tie of votes is decided is
 * runJudge's (test/judge/run.test.ts runs a tie against the real cline); a judge
 * check maps the decided verdict to its status, as the fail below shows.
 */
import { copyFile, mkdir, readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CheckReportSchema } from '../../src/check/index.js';
import { parseTranscriptFile } from '../../src/transcript/index.js';
import { runCli, runCliInProcess } from '../helpers/cli.js';
import { gitRepo, writeTree } from '../helpers/git.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();
const capture = fileURLToPath(new URL('../../fixtures/captures/realistic-fix/events.jsonl', import.meta.url));

const verdict = (v: 'pass' | 'fail', evidence: string) => ({ content: `Read the diff.\n${JSON.stringify({ verdict: v, evidence })}` });

/**
 * The judge's script: each judge check starts its own scripted server, and the
 * rubric in its prompt picks the branch; vote k of a check gets the branch's turn k.
 */
const JUDGE_SCRIPT = {
  turns: [{ content: 'No branch matched this rubric.' }],
  if_request_contains: {
    'RUBRIC-ALONE': [verdict('pass', 'sum.js now adds')],
    'RUBRIC-MAJORITY': [verdict('pass', 'vote one agrees'), verdict('fail', 'vote two disagrees'), verdict('pass', 'vote three agrees')],
    'RUBRIC-OWN-MODEL': [verdict('fail', 'no CHANGELOG entry')],
  },
};

const SPEC = `
[[check]]
name = "fix explained"
type = "judge"
rubric = "RUBRIC-ALONE: the fix makes sum() add."
only = ["alone"]

[[check]]
name = "three votes"
type = "judge"
rubric = "RUBRIC-MAJORITY: the fix is the smallest one."
votes = 3
only = ["all"]

[[check]]
name = "own model"
type = "judge"
rubric = "RUBRIC-OWN-MODEL: a CHANGELOG entry records the fix."
model = "judge-from-the-check"
only = ["all"]
`;

/** The model id cline reported for one judge vote. */
async function voteModel(dir: string): Promise<string | null | undefined> {
  const events = (await readFile(join(dir, 'judge-events.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
  return (events.find((e) => e.type === 'run_result') as { model?: { id?: string } } | undefined)?.model?.id;
}

describe('cline-harness check with judge checks (the real cline as the judge, the scripted model playing it)', () => {
  it('passes on a pass verdict (exit 0); a 2-of-3 majority passes, a fail verdict fails (exit 1); a check\'s model wins', async () => {
    const root = await tempDir();
    // The graded env: committed fixtures and the agent's uncommitted fix.
    await gitRepo(join(root, 'env'), [{ files: { 'sum.js': 'export const sum = (a, b) => a - b;\n' } }]);
    await writeTree(root, {
      'env/sum.js': 'export const sum = (a, b) => a + b;\n',
      'judge.json': JSON.stringify(JUDGE_SCRIPT),
      'checks.toml': SPEC,
    });
    const runs = ['alone', 'all'].map((c) => join(root, c));
    for (const run of runs) {
      await mkdir(run);
      await copyFile(capture, join(run, 'events.jsonl'));
    }
    const check = (run: string, condition: string) =>
      runCli([
        'check', join(run, 'events.jsonl'), '--spec', join(root, 'checks.toml'), '--env', join(root, 'env'), '--condition', condition,
        '--task', 'Fix sum() in sum.js.', '--json',
        '--judge-provider', 'scripted', '--judge-script', join(root, 'judge.json'), '--judge-model', 'judge-from-the-cli',
      ]);
    const [alone, all] = await Promise.all([check(runs[0]!, 'alone'), check(runs[1]!, 'all')]);

    // A lone check with a pass verdict: exit 0, one pass vote, kept beside the events.
    expect(alone.exitCode, alone.stderr).toBe(0);
    const one = CheckReportSchema.parse(JSON.parse(alone.stdout));
    expect(one.results.map((r) => [r.name, r.status])).toEqual([
      ['fix explained', 'passed'],
      ['three votes', 'skipped'],
      ['own model', 'skipped'],
    ]);
    expect(one.results[0]!.judge).toMatchObject({ votes: { pass: 1, fail: 0, error: 0 }, tokens: expect.any(Number) });
    expect(one.results[0]!.judge!.tokens).toBeGreaterThan(0);
    expect(one.results[0]!.evidence).toBe('pass: 1 pass, 0 fail of 1\nvote 1: pass: sum.js now adds');
    const aloneVote = join(runs[0]!, 'judge', 'fix-explained', '1');
    const prompt = await readFile(join(aloneVote, 'prompt.md'), 'utf8');
    expect(prompt).toContain('RUBRIC-ALONE: the fix makes sum() add.');
    expect(prompt).toContain('Fix sum() in sum.js.');
    expect(prompt).toContain('+export const sum = (a, b) => a + b;');
    // The judge sees its own rubric, never the other checks.
    expect(prompt).not.toMatch(/RUBRIC-(MAJORITY|OWN-MODEL)/);
    expect(await voteModel(aloneVote)).toBe('judge-from-the-cli');

    // A failed judge check fails the command.
    expect(all.exitCode, all.stderr).toBe(1);
    const report = CheckReportSchema.parse(JSON.parse(all.stdout));
    expect(report.counts).toEqual({ passed: 1, failed: 1, skipped: 1, error: 0 });
    const [, majority, own] = report.results;
    expect(majority).toMatchObject({ status: 'passed', judge: { votes: { pass: 2, fail: 1, error: 0 } } });
    expect(majority!.evidence.split('\n')).toEqual([
      'pass: 2 pass, 1 fail of 3',
      'vote 1: pass: vote one agrees',
      'vote 2: fail: vote two disagrees',
      'vote 3: pass: vote three agrees',
    ]);
    expect(own).toMatchObject({ status: 'failed', passed: false, judge: { votes: { pass: 0, fail: 1, error: 0 } } });
    expect(own!.evidence.split('\n')).toEqual(['fail: 0 pass, 1 fail of 1', 'vote 1: fail: no CHANGELOG entry']);
    expect(all.stderr).toContain('✗ own model — fail: 0 pass, 1 fail of 1');
    expect(all.stderr).toContain('1 passed, 1 failed, 0 errored, 1 skipped');

    // Every vote is kept in a directory of its own, with its verdict.
    const judged = join(runs[1]!, 'judge');
    expect((await readdir(judged)).sort()).toEqual(['own-model', 'three-votes']);
    expect((await readdir(join(judged, 'three-votes'))).sort()).toEqual(['1', '2', '3']);
    const verdictOf = async (v: string) => JSON.parse(await readFile(join(judged, 'three-votes', v, 'verdict.json'), 'utf8')) as { verdict: string };
    const votes = await Promise.all(['1', '2', '3'].map(verdictOf));
    expect(votes.map((v) => v.verdict)).toEqual(['pass', 'fail', 'pass']);
    // The check's `model` overrides --judge-model; the others keep the command line's.
    expect(await voteModel(join(judged, 'own-model', '1'))).toBe('judge-from-the-check');
    expect(await voteModel(join(judged, 'three-votes', '2'))).toBe('judge-from-the-cli');
    // What cline told the scripted model is what the transcript says too.
    const ownVote = await parseTranscriptFile(join(judged, 'own-model', '1', 'judge-events.jsonl'));
    expect(ownVote.final_text).toContain('"verdict":"fail"');
  }, 600_000);

  it('exits 2 for a judge check without --env, before any judge runs', async () => {
    const root = await tempDir();
    await writeTree(root, { 'judge.json': JSON.stringify(JUDGE_SCRIPT), 'checks.toml': SPEC });
    await copyFile(capture, join(root, 'events.jsonl'));
    // In-process (runCliInProcess): refused before any judge runs; test/check/cli.test.ts checks a real process's exit 2.
    const r = await runCliInProcess([
      'check', join(root, 'events.jsonl'), '--spec', join(root, 'checks.toml'), '--judge-provider', 'scripted', '--judge-script', join(root, 'judge.json'),
    ]);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toBe('cline-harness: check #1 (fix explained) gives the judge a read-only copy of the env and its diff: pass --env DIR');
    expect(await readdir(root)).not.toContain('judge');
  });
});
