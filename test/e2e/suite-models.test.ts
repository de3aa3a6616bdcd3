/**
 * A suite with `[[model]]` tables, run by the real cline: two scripted models,
 * the skill helps on one and does nothing on the other. The same run holds a
 * judge_pairwise check, judged per model by the real cline on a scripted judge:
 * one that prefers position A comes out position-inconsistent and a tie (the
 * inert model, whose two runs say the same), one that prefers the with-skill run
 * in both orders a win (the helps model).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SuiteResultsSchema } from '../../src/results/schema.js';
import { runCli, runCliInProcess } from '../helpers/cli.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();

/** `helps` says the marker only when cline offers the skills tool (a skill is staged); `inert` never does. */
const SCRIPTS = {
  helps: { turns: [{ content: 'I am done ({model}).' }], if_tool_offered: { skills: [{ content: 'I am done ({model}), CHECKED as the skill asks.' }] } },
  inert: { turns: [{ content: 'I am done ({model}).' }] },
};

// Each vote reports its own usage, so its tokens are known: 2000 in + 55 out.
const answer = (winner: string) => [
  { content: `Compared.\n{"winner": "${winner}", "evidence": "judged ${winner}"}`, usage: { prompt_tokens: 2000, completion_tokens: 55 } },
];
const VOTE_TOKENS = 2055;
/**
 * The judge prefers the run that says CHECKED, wherever it stands (the helps model's with-skill run), and otherwise
 * always position A (the inert model's two runs, which say the same): a win and a position-inconsistent tie.
 */
const JUDGE = {
  turns: answer('A'),
  if_request_contains: {
    'BEGIN: run A: final message>>>\nI am done (helps), CHECKED': answer('A'),
    'BEGIN: run B: final message>>>\nI am done (helps), CHECKED': answer('B'),
  },
};

/** What the real cline's own stream says a vote spent: the run_result's usage (tokens in + out, cost). */
async function spentPerStream(voteDir: string): Promise<{ tokens: number; cost: number }> {
  const lines = (await readFile(join(voteDir, 'judge-events.jsonl'), 'utf8')).split('\n').filter(Boolean);
  const result = lines.map((l) => JSON.parse(l) as { type?: string; usage?: { inputTokens: number; outputTokens: number; totalCost?: number } });
  const usage = result.find((e) => e.type === 'run_result')!.usage!;
  return { tokens: usage.inputTokens + usage.outputTokens, cost: usage.totalCost ?? 0 };
}

async function twoModelSuite(): Promise<string> {
  const dir = await tempDir();
  await mkdir(join(dir, 'skill'));
  await writeFile(join(dir, 'skill', 'SKILL.md'), '---\nname: marker\ndescription: d\n---\nEnd your answer with CHECKED.\n');
  for (const [name, script] of Object.entries(SCRIPTS)) await writeFile(join(dir, `script-${name}.json`), JSON.stringify(script));
  await writeFile(join(dir, 'judge.json'), JSON.stringify(JUDGE));
  await writeFile(
    join(dir, 'suite.toml'),
    [
      'name = "two-models"',
      'skill = "skill"',
      'guard = false',
      'sandbox = "none"',
      'timeout = 60',
      'jobs = 2',
      '',
      '[gate]',
      'min_win_rate = 0.1',
      '',
      '[judge_model]',
      'provider = "scripted"',
      'id = "scripted-judge"',
      'script = "judge.json"',
      '',
      '[[model]]',
      'name = "helps"',
      'provider = "scripted"',
      'id = "scripted-helps"',
      '',
      '[[model]]',
      'name = "inert"',
      'provider = "scripted"',
      'id = "scripted-inert"',
      '',
      '[[case]]',
      'id = "only"',
      'prompt = "Say that you are done"',
      'script = "script-{model}.json"',
      '',
      '[[case.check]]',
      'type = "final_text"',
      'pattern = "CHECKED"',
      '',
      '[[case.check]]',
      'type = "judge_pairwise"',
      'name = "says it checked"',
      'rubric = "The better answer says it checked its work."',
      '',
    ].join('\n'),
  );
  return join(dir, 'suite.toml');
}

describe('cline-harness suite run with [[model]] tables', () => {
  it('runs every arm per model, records the model everywhere, judges each model\'s pair, and fails the gate naming the model the skill ' +
    'does not help', async () => {
    const suite = await twoModelSuite();
    const plan = await runCliInProcess(['suite', 'plan', suite, '--json']);
    expect(plan.exitCode, plan.stderr).toBe(0);
    expect(JSON.parse(plan.stdout).tasks.map((t: { id: string; model: string }) => [t.id, t.model])).toEqual([
      ['only/helps/with_skill/r1', 'helps'],
      ['only/helps/without_skill/r1', 'helps'],
      ['only/inert/with_skill/r1', 'inert'],
      ['only/inert/without_skill/r1', 'inert'],
    ]);
    const one = await runCliInProcess(['suite', 'plan', suite, '--only-model', 'inert']);
    expect(one.stdout.trim().split('\n')).toEqual(['only/inert/with_skill/r1\tmodel inert', 'only/inert/without_skill/r1\tmodel inert']);
    const unknown = await runCliInProcess(['suite', 'plan', suite, '--only-model', 'nope']);
    expect(unknown.exitCode).toBe(2);
    expect(unknown.stderr).toContain("--only-model nope: the suite's models are helps, inert");

    const out = join(await tempDir(), 'out');
    const summary = join(await tempDir(), 'summary.md');
    const run = await runCli(['suite', 'run', suite, '--out', out, '--summary-md', summary]);

    expect(run.exitCode, run.stderr).toBe(1);
    const results = SuiteResultsSchema.parse(JSON.parse(await readFile(join(out, 'results.json'), 'utf8')));
    expect(results.tasks.map((t) => [t.task_id, t.model, t.status])).toEqual([
      ['only/helps/with_skill/r1', 'helps', 'passed'],
      ['only/helps/without_skill/r1', 'helps', 'failed'],
      ['only/inert/with_skill/r1', 'inert', 'failed'],
      ['only/inert/without_skill/r1', 'inert', 'failed'],
    ]);
    // `{model}` in the script's text is the model's name.
    const finals = await Promise.all(results.tasks.map((t) => readFile(join(t.artifacts, 'final-message.md'), 'utf8').catch(() => '')));
    expect(finals[0]).toContain('I am done (helps), CHECKED');
    expect(finals[2]).toContain('I am done (inert).');
    expect(results.conditions.map((c) => [c.model, c.condition, c.passed, c.delta])).toEqual([
      ['helps', 'with_skill', 1, 1],
      ['helps', 'without_skill', 0, null],
      ['inert', 'with_skill', 0, 0],
      ['inert', 'without_skill', 0, null],
    ]);
    expect(results.gate.verdicts.map((v) => [v.model, v.condition, v.passed])).toEqual([
      ['helps', 'with_skill', true],
      ['inert', 'with_skill', false],
    ]);
    expect(results.pooled.map((p) => [p.model, p.delta])).toEqual([
      ['helps', 1],
      ['inert', 0],
    ]);
    // No old_skill from git in this suite (test/e2e/git-sources.test.ts has one): nothing recorded.
    expect(results.old_skill_git).toBeNull();
    expect(results.model_differences).toHaveLength(1);
    const [difference] = results.model_differences;
    expect(difference!.models).toEqual(['helps', 'inert']);
    expect(difference!.difference).toBe(1);
    expect(difference!.difference_ci![0]).toBeLessThan(1);
    expect(difference!.method).toContain('MOVER');

    // judge_pairwise, per model: the helps model's with-skill run wins in both orders; the inert model's two runs say the
    // same, and the judge's preference for position A makes their pair a position-inconsistent tie.
    expect(results.pairwise.map((p) => [p.model, p.condition, p.control, p.check])).toEqual([
      ['helps', 'with_skill', 'without_skill', 'says it checked'],
      ['inert', 'with_skill', 'without_skill', 'says it checked'],
    ]);
    const [win, tie] = results.pairwise;
    expect(win!.pairs.map((p) => [p.outcome, p.position_inconsistent, p.votes.map((v) => v.winner)])).toEqual([['win', false, ['A', 'B']]]);
    expect(win).toMatchObject({ wins: 1, ties: 0, losses: 0, inconsistent: 0, win_rate: 1 });
    expect(win!.win_rate_ci![0]).toBeGreaterThan(0.1);
    expect(tie!.pairs.map((p) => [p.outcome, p.position_inconsistent, p.votes.map((v) => [v.order, v.winner, v.outcome])])).toEqual([
      ['tie', true, [['treatment_first', 'A', 'win'], ['control_first', 'A', 'loss']]],
    ]);
    expect(tie).toMatchObject({ wins: 0, ties: 1, losses: 0, errors: 0, inconsistent: 1, win_rate: 0.5, inconsistent_share: 1 });
    // Cost and tokens per vote, as the judge's own cline stream reports them, summed per check apart from the agent's.
    for (const v of [...tie!.pairs[0]!.votes, ...win!.pairs[0]!.votes]) {
      expect(v.tokens).toBe(VOTE_TOKENS);
      expect({ tokens: v.tokens, cost: v.cost }).toEqual(await spentPerStream(v.dir));
    }
    expect(tie!.tokens).toBe(2 * VOTE_TOKENS);
    // min_win_rate reads the interval's lower bound: the won pair clears 10% (the helps verdict passes, above), one tied
    // pair cannot (the inert verdict fails on it too, besides its min_pass_rate).
    const winRateRules = (model: string) =>
      results.gate.verdicts.find((v) => v.model === model)!.rules.filter((r) => r.rule === 'min_win_rate').map((r) => r.passed);
    expect([winRateRules('helps'), winRateRules('inert')]).toEqual([[true], [false]]);
    const inertLine = run.stderr.split('\n').find((l) => l.includes('✗ only with_skill on model inert: gate failed: '));
    expect(inertLine).toMatch(/min_win_rate 10%: says it checked: win rate 50% \[\d+%, \d+%\] \(0 win, 1 tie \(1 position-inconsistent\), 0 loss\)/);
    expect(run.stderr).toMatch(
      /pairwise only with_skill on model helps against without_skill: says it checked: win rate 100% .* \(1 won, 0 tied, 0 lost\)/,
    );
    // Each vote's prompt holds both runs as untrusted blocks, the treatment first in vote 1 and second in vote 2.
    const votes = join(results.tasks[0]!.artifacts, 'pairwise', 'says-it-checked');
    const [firstPrompt, secondPrompt] = await Promise.all([1, 2].map((k) => readFile(join(votes, String(k), 'prompt.md'), 'utf8')));
    expect(firstPrompt).toMatch(/BEGIN: run A: final message>>>\nI am done \(helps\), CHECKED/);
    expect(secondPrompt).toMatch(/BEGIN: run B: final message>>>\nI am done \(helps\), CHECKED/);

    expect(run.stderr).toContain('gate: FAILED for 1 of 2 case treatments');
    expect(run.stderr).toMatch(/✗ only with_skill on model inert: gate failed: min_pass_rate 100%: 0\/1 passed/);
    expect(run.stderr).not.toMatch(/✗ only with_skill on model helps/);
    expect(run.stderr).toMatch(/does the with_skill effect differ between models\? helps − inert: \+100 pp \[/);

    const md = await readFile(summary, 'utf8');
    expect(md).toContain('| Case | Model | Condition |');
    expect(md).toMatch(/\| only \| helps \| with\\_skill \| 1\/1 .*\| holds \|/);
    expect(md).toMatch(/\| only \| inert \| with\\_skill \| 0\/1 .*\| FAILS \|/);
    expect(md).toContain('only with\\_skill on model inert: gate failed');

    const junit = await readFile(join(out, 'junit.xml'), 'utf8');
    expect(junit).toContain('name="with_skill on model inert"');
    expect(junit).toContain('name="with_skill on model helps"');

    // --only-model on a run: only that model's tasks, here taken from the run above (no agent started), and its gate alone.
    // The pairwise check runs after the tasks on every run, so the inert pair's two votes are judged again (two cline starts).
    const inertOut = join(await tempDir(), 'out');
    const inert = await runCli(['suite', 'run', suite, '--out', inertOut, '--reuse', out, '--only-model', 'inert']);
    expect(inert.exitCode, inert.stderr).toBe(1);
    const inertResults = SuiteResultsSchema.parse(JSON.parse(await readFile(join(inertOut, 'results.json'), 'utf8')));
    expect(inertResults.tasks.map((t) => [t.task_id, t.reused_from?.run])).toEqual([
      ['only/inert/with_skill/r1', join(out, 'results.json')],
      ['only/inert/without_skill/r1', join(out, 'results.json')],
    ]);
    expect(inertResults.gate.verdicts.map((v) => [v.model, v.passed])).toEqual([['inert', false]]);
    expect(inertResults.pairwise.map((p) => p.model)).toEqual(['inert']);
  }, 600_000);
});
