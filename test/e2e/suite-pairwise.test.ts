/**
 * judge_pairwise in a real suite run: the real cline as agent and as judge,
 * scripted models for both. A judge that always prefers position A must come
 * out position-inconsistent and a tie; one that prefers the with-skill run in
 * both orders must count as a win.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SuiteResultsSchema } from '../../src/results/schema.js';
import { runCli } from '../helpers/cli.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();

const AGENT = { turns: [{ content: 'I am done.' }], if_tool_offered: { skills: [{ content: 'I am done, CHECKED as the skill asks.' }] } };
// Each vote reports its own usage, so its tokens are known: 2000 in + 55 out.
const answer = (winner: string) => [
  { content: `Compared.\n{"winner": "${winner}", "evidence": "judged ${winner}"}`, usage: { prompt_tokens: 2000, completion_tokens: 55 } },
];
const VOTE_TOKENS = 2055;

/** What the real cline's own stream says a vote spent: the run_result's usage (tokens in + out, cost). */
async function spentPerStream(voteDir: string): Promise<{ tokens: number; cost: number }> {
  const lines = (await readFile(join(voteDir, 'judge-events.jsonl'), 'utf8')).split('\n').filter(Boolean);
  const result = lines.map((l) => JSON.parse(l) as { type?: string; usage?: { inputTokens: number; outputTokens: number; totalCost?: number } });
  const usage = result.find((e) => e.type === 'run_result')!.usage!;
  return { tokens: usage.inputTokens + usage.outputTokens, cost: usage.totalCost ?? 0 };
}
const JUDGES = {
  positionA: answer('A'),
  withSkill: {
    turns: answer('equal'),
    if_request_contains: {
      "BEGIN: run A: final message>>>\nI am done, CHECKED": answer('A'),
      "BEGIN: run B: final message>>>\nI am done, CHECKED": answer('B'),
    },
  },
};

async function pairwiseSuite(judge: keyof typeof JUDGES): Promise<string> {
  const dir = await tempDir();
  await mkdir(join(dir, 'skill'));
  await writeFile(join(dir, 'skill', 'SKILL.md'), '---\nname: marker\ndescription: d\n---\nEnd your answer with CHECKED.\n');
  await writeFile(join(dir, 'agent.json'), JSON.stringify(AGENT));
  await writeFile(join(dir, 'judge.json'), JSON.stringify(JUDGES[judge]));
  await writeFile(
    join(dir, 'suite.toml'),
    [
      `name = "pairwise-${judge}"`,
      'skill = "skill"',
      'guard = false',
      'sandbox = "none"',
      'timeout = 60',
      'jobs = 2',
      '',
      '[gate]',
      'min_pass_rate = 0',
      'min_win_rate = 0.1',
      '',
      '[model]',
      'provider = "scripted"',
      '',
      '[judge_model]',
      'provider = "scripted"',
      'id = "scripted-judge"',
      'script = "judge.json"',
      '',
      '[[case]]',
      'id = "only"',
      'prompt = "Say that you are done"',
      'script = "agent.json"',
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

describe('judge_pairwise in suite run', () => {
  it('counts a judge that prefers position A as a position-inconsistent tie, and one that prefers the with-skill run in both orders as a win', async () => {
    const [a, w] = [await pairwiseSuite('positionA'), await pairwiseSuite('withSkill')];
    const outs = [join(await tempDir(), 'a'), join(await tempDir(), 'w')];
    const [runA, runW] = await Promise.all([runCli(['suite', 'run', a, '--out', outs[0]!]), runCli(['suite', 'run', w, '--out', outs[1]!])]);
    const [ra, rw] = await Promise.all(outs.map(async (o) => SuiteResultsSchema.parse(JSON.parse(await readFile(join(o, 'results.json'), 'utf8')))));

    const tie = ra!.pairwise[0]!;
    expect(ra!.pairwise).toHaveLength(1);
    expect(tie.pairs.map((p) => [p.outcome, p.position_inconsistent, p.votes.map((v) => [v.order, v.winner, v.outcome])])).toEqual([
      ['tie', true, [['treatment_first', 'A', 'win'], ['control_first', 'A', 'loss']]],
    ]);
    expect(tie).toMatchObject({ wins: 0, ties: 1, losses: 0, errors: 0, inconsistent: 1, win_rate: 0.5, inconsistent_share: 1 });
    // Cost and tokens per vote, as the judge's own cline stream reports them, summed per check apart from the agent's.
    for (const v of [...tie.pairs[0]!.votes, ...rw!.pairwise[0]!.pairs[0]!.votes]) {
      expect(v.tokens).toBe(VOTE_TOKENS);
      expect({ tokens: v.tokens, cost: v.cost }).toEqual(await spentPerStream(v.dir));
    }
    expect(tie.tokens).toBe(2 * VOTE_TOKENS);
    // min_win_rate reads the interval's lower bound: one tied pair cannot clear 10%.
    expect(runA.exitCode, runA.stderr).toBe(1);
    expect(runA.stderr).toMatch(/min_win_rate 10%: says it checked: win rate 50% \[\d+%, \d+%\] \(0 win, 1 tie \(1 position-inconsistent\), 0 loss\)/);

    const win = rw!.pairwise[0]!;
    expect(win.pairs.map((p) => [p.outcome, p.position_inconsistent, p.votes.map((v) => v.winner)])).toEqual([['win', false, ['A', 'B']]]);
    expect(win).toMatchObject({ wins: 1, ties: 0, losses: 0, inconsistent: 0, win_rate: 1 });
    expect(win.win_rate_ci![0]).toBeGreaterThan(0.1);
    expect(runW.exitCode, runW.stderr).toBe(0);
    expect(runW.stderr).toMatch(/pairwise only with_skill against without_skill: says it checked: win rate 100% .* \(1 won, 0 tied, 0 lost\)/);

    // Each vote's prompt holds both runs as untrusted blocks, the treatment first in vote 1 and second in vote 2.
    const dir = join(rw!.tasks.find((t) => t.condition === 'with_skill')!.artifacts, 'pairwise', 'says-it-checked');
    const [first, second] = await Promise.all([1, 2].map((k) => readFile(join(dir, String(k), 'prompt.md'), 'utf8')));
    expect(first).toMatch(/BEGIN: run A: final message>>>\nI am done, CHECKED/);
    expect(second).toMatch(/BEGIN: run B: final message>>>\nI am done, CHECKED/);
  }, 900_000);
});
