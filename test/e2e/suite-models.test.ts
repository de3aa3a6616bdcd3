/**
 * A suite with `[[model]]` tables, run by the real cline: two scripted models,
 * the skill helps on one and does nothing on the other.
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

async function twoModelSuite(): Promise<string> {
  const dir = await tempDir();
  await mkdir(join(dir, 'skill'));
  await writeFile(join(dir, 'skill', 'SKILL.md'), '---\nname: marker\ndescription: d\n---\nEnd your answer with CHECKED.\n');
  for (const [name, script] of Object.entries(SCRIPTS)) await writeFile(join(dir, `script-${name}.json`), JSON.stringify(script));
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
    ].join('\n'),
  );
  return join(dir, 'suite.toml');
}

describe('cline-harness suite run with [[model]] tables', () => {
  it('runs every arm per model, records the model everywhere, and fails the gate naming the model the skill does not help', async () => {
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
    expect(results.model_differences).toHaveLength(1);
    const [difference] = results.model_differences;
    expect(difference!.models).toEqual(['helps', 'inert']);
    expect(difference!.difference).toBe(1);
    expect(difference!.difference_ci![0]).toBeLessThan(1);
    expect(difference!.method).toContain('MOVER');

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

    // --only-model on a run: only that model's tasks, here taken from the run above (no cline started), and its gate alone.
    const inertOut = join(await tempDir(), 'out');
    const inert = await runCli(['suite', 'run', suite, '--out', inertOut, '--reuse', out, '--only-model', 'inert']);
    expect(inert.exitCode, inert.stderr).toBe(1);
    const inertResults = SuiteResultsSchema.parse(JSON.parse(await readFile(join(inertOut, 'results.json'), 'utf8')));
    expect(inertResults.tasks.map((t) => [t.task_id, t.reused_from?.run])).toEqual([
      ['only/inert/with_skill/r1', join(out, 'results.json')],
      ['only/inert/without_skill/r1', join(out, 'results.json')],
    ]);
    expect(inertResults.gate.verdicts.map((v) => [v.model, v.passed])).toEqual([['inert', false]]);
  }, 600_000);
});
