import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, runCliInProcess } from '../helpers/cli.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();

/** A one-case suite (scripted model) with `gate` and `repeat` as TOML text. */
async function suite(top: string, caseExtra = ''): Promise<string> {
  const dir = await tempDir();
  await mkdir(join(dir, 'skill'));
  await writeFile(join(dir, 'skill', 'SKILL.md'), '---\nname: tiny\ndescription: d\n---\nSay done.\n');
  await writeFile(join(dir, 'script.json'), JSON.stringify([{ content: 'done' }]));
  await writeFile(
    join(dir, 'suite.toml'),
    `name = "tiny"\nskill = "skill"\nguard = false\nsandbox = "none"\n${top}\n\n` +
      `[[case]]\nid = "only"\nprompt = "Say done"\nscript = "script.json"\n${caseExtra}\n[[case.check]]\ntype = "final_text"\npattern = "done"\n`,
  );
  return join(dir, 'suite.toml');
}

describe('the design check', () => {
  it('refuses min_delta = 0.2 with repeat = 2 in plan and run (exit 2, before any task), naming min_delta and repeat 3', async () => {
    const file = await suite('repeat = 2\n[gate]\nmin_delta = 0.2');
    const plan = await runCliInProcess(['suite', 'plan', file]);
    expect(plan.exitCode).toBe(2);
    expect(plan.stderr).toContain('only: min_delta +20 pp with repeat 2 is unreachable: the best achievable lower bound');
    expect(plan.stderr).toContain('is +7 pp; repeat 3 makes it reachable');
    const out = join(await tempDir(), 'out');
    const run = await runCli(['suite', 'run', file, '--out', out]);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain('min_delta +20 pp with repeat 2 is unreachable');
    expect(run.stderr).toContain('repeat 3 makes it reachable');
    expect(run.stderr).not.toContain('started');
    // --allow-unreachable plans anyway.
    expect((await runCliInProcess(['suite', 'plan', file, '--allow-unreachable'])).exitCode).toBe(0);
  });

  it('plans a reachable gate and prints each rule\'s 80%-power effect, the regression rule too', async () => {
    const file = await suite('repeat = 3\n[gate]\nmin_delta = 0.2\nmax_regression = 0.1');
    const plan = await runCliInProcess(['suite', 'plan', file]);
    expect(plan.exitCode, plan.stderr).toBe(0);
    expect(plan.stdout.trim().split('\n')).toHaveLength(6);
    expect(plan.stderr).toContain('only: min_delta +20 pp with repeat 3: reachable (best lower bound +21 pp); detects Δ ≥ +93 pp with 80% power');
    expect(plan.stderr).toContain('only: max_regression +10 pp with repeat 3: "held" is unreachable at no change');
    expect(plan.stderr).toContain('"held" needs repeat ≥ 35');
  });

  it('catches in plan what run refuses up front: an unset api_key_env and a judge check without a judge model, and says a shard is empty', async () => {
    const keyed = await suite('[model]\nprovider = "openai-compatible"\nid = "m"\nbase_url = "http://127.0.0.1:9"\napi_key_env = "CH_TEST_UNSET_KEY"');
    const unset = await runCliInProcess(['suite', 'plan', keyed], { env: { CH_TEST_UNSET_KEY: undefined } });
    expect(unset.exitCode).toBe(2);
    expect(unset.stderr).toContain('$CH_TEST_UNSET_KEY is not set');
    const judged = await suite('', '[[case.check]]\ntype = "judge"\nrubric = "is it good"\n');
    const noJudge = await runCliInProcess(['suite', 'plan', judged]);
    expect(noJudge.exitCode).toBe(2);
    expect(noJudge.stderr).toContain('has a judge check: give the suite a [judge_model]');
    const empty = await runCliInProcess(['suite', 'plan', await suite(''), '--shard', '2/2']);
    expect(empty.exitCode).toBe(0);
    expect(empty.stderr).toContain('shard 2/2 is empty');
  });
});
