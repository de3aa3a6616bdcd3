import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { Parser } from 'commonmark';
import { SuiteResultsSchema } from '../../src/results/schema.js';
import { CLI, runCli, runCliInProcess } from '../helpers/cli.js';
import { expectEvalMagicCampaign } from '../helpers/eval-magic-campaign.js';
import { clineProcessesUnder } from '../helpers/leftovers.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();

async function readResults(out: string) {
  return SuiteResultsSchema.parse(JSON.parse(await readFile(join(out, 'results.json'), 'utf8')));
}

/** A one-case suite in a temp dir; `script` is the scripted model's conversation. */
/** `second`: TOML lines for the second case (when `cases` is 2), e.g. its conditions. */
async function tinySuite(script: unknown, extra = '', cases = 1, second = ''): Promise<string> {
  const dir = await tempDir();
  await mkdir(join(dir, 'skill'));
  await writeFile(join(dir, 'skill', 'SKILL.md'), '---\nname: tiny\ndescription: d\n---\nSay done.\n');
  await writeFile(join(dir, 'script.json'), JSON.stringify(script));
  await writeFile(
    join(dir, 'suite.toml'),
    `name = "tiny"\nskill = "skill"\nguard = false\nsandbox = "none"\ntimeout = 60\n${extra}\n` +
      ['only', 'second']
        .slice(0, cases)
        .map(
          (id) =>
            `[[case]]\nid = "${id}"\nprompt = "Say that you are done"\nscript = "script.json"\n${id === 'second' ? second : ''}\n` +
            '[[case.check]]\ntype = "final_text"\npattern = "done"\n',
        )
        .join('\n'),
  );
  return join(dir, 'suite.toml');
}

describe('cline-harness suite run: the offline demos (what npm start runs, and a skill that does not help)', () => {
  it('holds the gate with a clear delta while shared checks fail in the control arm, ' +
    'and fails it with a readable message when the skill does nothing', async () => {
    const out = join(await tempDir(), 'out');
    const em = join(await tempDir(), 'em');
    const regressionOut = join(await tempDir(), 'out');
    const summary = join(await tempDir(), 'summary.md');
    const stepSummary = join(await tempDir(), 'step-summary.md');
    await writeFile(stepSummary, 'earlier step\n');
    const [run, regression] = await Promise.all([
      // --eval-magic-out on this run (two models, repeats, a conversation, a negative case) rather than on a run of its own.
      runCli(['suite', 'run', 'fixtures/demo/suite.toml', '--out', out, '--summary-md', summary, '--eval-magic-out', em]),
      // One repeat is enough to show the regression: a skill that does nothing fails its gate either way.
      // One repeat cannot meet min_delta whatever happens (the design check refuses it), so it is allowed here on purpose.
      // --summary-md also appends to $GITHUB_STEP_SUMMARY (without it nothing is appended, as --help says).
      runCli(['suite', 'run', 'fixtures/demo/regression.toml', '--out', regressionOut, '--repeat', '1', '--allow-unreachable',
        '--summary-md', join(regressionOut, 'summary.md')], {
        env: { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: stepSummary },
      }),
    ]);

    // The demo: control-arm failures are data, the gate holds, exit 0.
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stderr).toContain('gate: holds (6 case treatments)');
    expect(run.stderr).toMatch(/fix-typo\s+forgetful\s+with_skill\s+2\/2 100% \[34%, 100%\]\s+Δ \+100 pp \[\+7, \+100\] p = 0\.33/);
    const results = await readResults(out);
    expect(results.tasks.map((t) => [t.task_id, t.status])).toEqual([
      ['fix-typo/forgetful/with_skill/r1', 'passed'],
      ['fix-typo/forgetful/without_skill/r1', 'failed'],
      ['fix-typo/forgetful/with_skill/r2', 'passed'],
      ['fix-typo/forgetful/without_skill/r2', 'failed'],
      ['add-function/forgetful/with_skill/r1', 'passed'],
      ['add-function/forgetful/without_skill/r1', 'failed'],
      ['add-function/forgetful/with_skill/r2', 'passed'],
      ['add-function/forgetful/without_skill/r2', 'failed'],
      ['ask-first/forgetful/with_skill/r1', 'passed'],
      ['ask-first/forgetful/without_skill/r1', 'failed'],
      ['ask-first/forgetful/with_skill/r2', 'passed'],
      ['ask-first/forgetful/without_skill/r2', 'failed'],
      ['explain-module/forgetful/with_skill/r1', 'passed'],
      ['explain-module/forgetful/without_skill/r1', 'passed'],
      // The second model runs quick-fix alone (its `models`): on it the skill does nothing, both arms pass.
      ['quick-fix/forgetful/with_skill/r1', 'passed'],
      ['quick-fix/forgetful/without_skill/r1', 'failed'],
      ['quick-fix/diligent/with_skill/r1', 'passed'],
      ['quick-fix/diligent/without_skill/r1', 'passed'],
    ]);
    const fixTypo = results.tasks[0]!;
    expect(fixTypo.staged_skill).toBe('cline-harness-eval-1-with_skill__changelog-keeper');
    expect(fixTypo.skill_invoked).toBe(true);
    expect(fixTypo.agent_ms).toBeGreaterThan(0);
    expect(fixTypo.cline_ms!).toBeGreaterThanOrEqual(fixTypo.agent_ms!);
    expect(fixTypo.task_ms).toBeGreaterThan(fixTypo.cline_ms!);
    expect(fixTypo.cost).not.toBeNull();
    // The scripted agent tries to back a file up to /tmp: the armed guard refuses it.
    expect(fixTypo.denials.guard).toBe(1);
    // Where its time went: every step of a guarded one-shot task under bwrap is timed (no snapshots: bwrap confines the run).
    const oneShotPhases = ['env', 'stage', 'guard_arm', 'model_server', 'auth', 'preflight', 'cline', 'first_event', 'guard_check', 'parse', 'audit',
      'guard_collect', 'teardown', 'diff', 'checks'];
    expect(Object.keys(fixTypo.phases_ms).sort()).toEqual([...oneShotPhases].sort());
    expect(fixTypo.phases_ms.first_event).toBeLessThanOrEqual(fixTypo.phases_ms.cline!);
    const control = results.tasks[1]!;
    expect(control.checks.find((c) => c.name === 'changelog records the fix')).toMatchObject({ passed: false });
    const arm = results.conditions.find((c) => c.case_id === 'fix-typo' && c.condition === 'with_skill')!;
    expect(arm).toMatchObject({ role: 'treatment', pass_rate: 1, delta: 1, flaky: false, skill_invocation_rate: 1, control: 'without_skill' });
    expect(arm.delta_ci![0]).toBeGreaterThan(0.05);
    expect(arm.p_value).toBeCloseTo(1 / 3, 10);
    expect(
      results.conditions.find((c) => c.case_id === 'fix-typo' && c.condition === 'without_skill')!.checks.find((c) => c.name === 'changelog records the fix'),
    ).toMatchObject({
      runs: 2,
      passed: 0,
    });
    // The negative case (Δ 0 by design) stays out of the pooled effect: its own line is the false-trigger rate.
    expect(results.pooled).toEqual([
      expect.objectContaining({ condition: 'with_skill', model: 'forgetful', cases: 4, delta: 1, normalized_gain: 1 }),
      expect.objectContaining({ condition: 'with_skill', model: 'diligent', cases: 1, delta: 0 }),
    ]);
    expect(results.false_triggers).toEqual([expect.objectContaining({ condition: 'with_skill', model: 'forgetful', cases: 1, tasks: 1, triggered: 0 })]);
    // Does the effect differ between the models? Over their one shared case, forgetful − diligent = +100 pp.
    expect(results.model_differences).toEqual([
      expect.objectContaining({ condition: 'with_skill', models: ['forgetful', 'diligent'], cases: 1, difference: 1 }),
    ]);
    expect(run.stderr).toContain('does the with_skill effect differ between models? forgetful − diligent: +100 pp [');
    expect(results.conditions.filter((c) => c.case_id === 'quick-fix' && c.role === 'treatment').map((c) => [c.model, c.delta])).toEqual([
      ['forgetful', 1],
      ['diligent', 0],
    ]);
    // ask-first is a conversation over ACP: the agent asks, the scripted follow-up is delivered, and the skill shows in round 1.
    for (const task of results.tasks.filter((t) => t.case_id === 'ask-first')) {
      expect(task.conversation).toMatchObject({ status: 'completed', delivered_followups: 1 });
      expect(task.checks.find((c) => c.type === 'conversation')).toMatchObject({ passed: true });
      expect(task.checks.find((c) => c.name === 'the answer round records triple in the changelog')).toMatchObject({ passed: task.condition === 'with_skill' });
      expect(await readdir(task.artifacts)).toEqual(expect.arrayContaining(['acp-events.jsonl', 'conversation.json', 'transcript.json']));
      // The conversation path times the same steps; its first event is cline's first ACP answer, within the session.
      expect(Object.keys(task.phases_ms).sort()).toEqual([...oneShotPhases].filter((p) => task.condition === 'with_skill' || p !== 'stage').sort());
      expect(task.phases_ms.first_event).toBeLessThanOrEqual(task.phases_ms.cline!);
    }
    // add-function: the scripted judge passes the changelog entry; its cost is kept apart from the agent's, its vote in the artifacts.
    const judged = results.tasks.find((t) => t.task_id === 'add-function/forgetful/with_skill/r1')!;
    expect(judged.checks.find((c) => c.type === 'judge')).toMatchObject({ status: 'passed', judge: { tokens: expect.any(Number) } });
    expect(judged.judge_tokens).toBeGreaterThan(0);
    expect(judged.judge_ms).toBeGreaterThan(0);
    expect(await readdir(join(judged.artifacts, 'judge', 'the-changelog-entry-reads-well', '1'))).toEqual(
      expect.arrayContaining(['prompt.md', 'judge-events.jsonl', 'final-message.md', 'verdict.json']),
    );
    expect(judged.diff).toMatchObject({
      files_touched: 2,
      files: [expect.objectContaining({ path: 'CHANGELOG.md' }), expect.objectContaining({ path: 'math_utils.py' })],
    });
    expect(await readdir(judged.artifacts)).toEqual(expect.arrayContaining(['diff.patch', 'diff-scope.json']));
    // explain-module is a negative case: the staged skill stays unloaded, its skill_invoked check passes, and no invocation rate is kept.
    const negative = results.tasks.find((t) => t.task_id === 'explain-module/forgetful/with_skill/r1')!;
    expect(negative).toMatchObject({ skill_should_trigger: false, skill_invoked: false, status: 'passed' });
    expect(results.conditions.find((c) => c.case_id === 'explain-module' && c.condition === 'with_skill')!.skill_invocation_rate).toBeNull();
    expect(results.gate.passed).toBe(true);
    const junit = await readFile(join(out, 'junit.xml'), 'utf8');
    expect(junit.match(/<testcase /g)).toHaveLength(6);
    expect(junit).not.toContain('<failure');
    expect(junit).toContain('✗ changelog records the fix');
    const md = await readFile(summary, 'utf8');
    expect(md).toContain('gate holds');
    expect(md).toMatch(/\| quick-fix \| diligent \|/);
    expect(await readdir(join(out, 'tasks', 'fix-typo', 'forgetful', 'with_skill', 'r1'))).toEqual(
      expect.arrayContaining(['cline-events.jsonl', 'transcript.json', 'audit.json', 'guard-denials.json', 'dispatch-result.json']),
    );
    // eval-magic can read the same run: every file valid, every number that of results.json.
    expect(run.stderr).toMatch(/eval-magic: \d+ files in /);
    await expectEvalMagicCampaign(results, em);

    // The regression demo: the skill is loaded and ignored; exit 1, the gate says why.
    expect(regression.exitCode, regression.stderr).toBe(1);
    expect(regression.stderr).toContain('gate: FAILED for 1 of 1 case treatment');
    // A treatment failing its gate names the rule and the numbers.
    expect(regression.stderr).toContain('✗ ignored-skill with_skill: gate failed: min_pass_rate 100%: 0/1 passed (0%) < 100%; min_delta +5 pp: Δ ±0 pp [');
    expect(regression.stdout).toMatch(
      /^::error title=gate failed%3A demo-regression\/ignored-skill with_skill::ignored-skill with_skill: gate failed: min_pass_rate/m,
    );
    const failedJunit = await readFile(join(regressionOut, 'junit.xml'), 'utf8');
    expect(failedJunit).toMatch(/<failure message="ignored-skill with_skill: gate failed: min_pass_rate 100%: 0\/1 passed/);
    const step = await readFile(stepSummary, 'utf8');
    expect(step.startsWith('earlier step\n## cline-harness suite demo-regression: gate FAILED')).toBe(true);
    const doc = new Parser().parse(step);
    const headings: string[] = [];
    const walker = doc.walker();
    for (let e = walker.next(); e; e = walker.next()) {
      if (e.entering && e.node.type === 'heading') headings.push(e.node.firstChild?.literal ?? '');
      expect(e.node.type).not.toBe('html_block');
    }
    expect(headings).toEqual(['cline-harness suite demo-regression: gate FAILED', 'Gate failures']);
  }, 900_000);
});

describe('cline-harness suite run --shard, plan and merge', () => {
  it('keeps each case on one shard, merges back to the unsharded verdict, and names what a lone shard is missing', async () => {
    // The second case runs its treatment alone (no control arm): the shards differ in size, and one task fewer starts cline.
    // The first shard's case keeps both arms, so the merged delta and interval are still compared with the unsharded ones.
    const suite = await tinySuite([{ content: 'I am done.' }], '', 2, 'conditions = ["with_skill"]\n');
    const root = await tempDir();
    // plan and the refused merges run in-process (no cline, nothing but files); the merges that make results run as a user runs them.
    const plan = await runCliInProcess(['suite', 'plan', suite, '--shard', '2/2', '--json']);
    expect(plan.exitCode).toBe(0);
    expect(JSON.parse(plan.stdout).tasks.map((t: { id: string }) => t.id)).toEqual(['second/with_skill/r1']);
    const shards = await Promise.all(
      ['1/2', '2/2'].map((shard) => runCli(['suite', 'run', suite, '--shard', shard, '--out', join(root, shard.replace('/', 'of'))])),
    );
    for (const r of shards) expect(r.exitCode, r.stderr).toBe(0);
    const first = await readResults(join(root, '1of2'));
    expect(first.shard).toEqual({ index: 1, count: 2 });
    expect(first.tasks.map((t) => t.task_id)).toEqual(['only/with_skill/r1', 'only/without_skill/r1']);

    const merged = await runCli(['suite', 'merge', join(root, '1of2'), join(root, '2of2'), '--out', join(root, 'all'), '--json']);
    expect(merged.exitCode, merged.stderr).toBe(0);
    const all = await readResults(join(root, 'all'));
    expect(JSON.parse(merged.stdout).totals).toEqual(all.totals);
    // The unsharded run, its tasks taken from the merged shards (the scripted model answers them alike either way): the
    // same task records give the same verdict whether a run or a merge aggregates them.
    const whole = await runCli(['suite', 'run', suite, '--out', join(root, 'whole'), '--reuse', join(root, 'all')]);
    expect(whole.exitCode, whole.stderr).toBe(0);
    expect(whole.stderr).toContain('reused 3 tasks from previous runs');
    const unsharded = await readResults(join(root, 'whole'));
    expect(all.gate).toEqual(unsharded.gate);
    expect(all.conditions.map((c) => [c.case_id, c.condition, c.pass_rate, c.delta])).toEqual(
      unsharded.conditions.map((c) => [c.case_id, c.condition, c.pass_rate, c.delta]),
    );
    expect(all.merged_from).toBe(2);
    for (const t of all.tasks) {
      expect(t.artifacts.startsWith(join(root, 'all', 'tasks'))).toBe(true);
      expect(await readdir(t.artifacts)).toContain('transcript.json');
    }
    expect(await readFile(join(root, 'all', 'report.html'), 'utf8')).toContain('Merged from 2 shards.');

    const lone = await runCliInProcess(['suite', 'merge', join(root, '1of2'), '--out', join(root, 'lone')]);
    expect(lone.exitCode).toBe(3);
    expect(lone.stderr).toContain('1 of 3 planned tasks are missing');
    expect(lone.stderr).toContain('shard 2/2: second/with_skill/r1');
    const partial = await runCliInProcess(['suite', 'merge', join(root, '1of2'), '--out', join(root, 'partial'), '--allow-partial']);
    expect(partial.exitCode).toBe(0);
    expect((await readResults(join(root, 'partial'))).partial).toBe(true);
    expect(await readFile(join(root, 'partial', 'report.html'), 'utf8')).toContain('data-testid="partial-banner"');

    const twice = await runCliInProcess(['suite', 'merge', join(root, '1of2'), join(root, '1of2'), '--out', join(root, 'bad')]);
    expect(twice.exitCode).toBe(2);
    expect(twice.stderr).toContain('appears in both');

    // The same suite run again is its own baseline: no regression.
    const compared = await runCli(['suite', 'compare', join(root, 'whole'), join(root, 'all'), '--fail-on-regression', '--out', join(root, 'cmp')]);
    expect(compared.exitCode, compared.stderr).toBe(0);
    expect(compared.stdout).toContain('| only | with\\_skill | 100% | 100% | ±0 pp');
  }, 600_000);
  // A treatment failing its gate (exit 1, the rule and the numbers named) is the regression demo's case above.
});

describe('a judge without a verdict in a suite', () => {
  it('makes the task error, not fail, and the gate counts it as not passed', async () => {
    const suite = await tinySuite([{ content: 'I am done.' }]);
    const dir = join(suite, '..');
    await writeFile(join(dir, 'judge.json'), JSON.stringify([{ content: 'Looks fine to me.' }]));
    const text = await readFile(suite, 'utf8');
    await writeFile(
      suite,
      text.replace('[[case]]', '[judge_model]\nprovider = "scripted"\nid = "scripted-judge"\nscript = "judge.json"\n\n[[case]]') +
        '\n[[case.check]]\nname = "says it well"\ntype = "judge"\nrubric = "The agent says it is done."\nonly = ["with_skill"]\n',
    );
    const out = join(await tempDir(), 'out');
    const summary = join(out, 'summary.md');
    const run = await runCli(['suite', 'run', suite, '--out', out, '--summary-md', summary]);
    expect(run.exitCode, run.stderr).toBe(1);
    const results = await readResults(out);
    const [treated, control] = results.tasks;
    expect(treated).toMatchObject({ condition: 'with_skill', status: 'error', dispatch_status: 'completed' });
    expect(treated!.error).toContain('check(s) without a result: says it well');
    expect(treated!.checks.find((c) => c.type === 'judge')).toMatchObject({ status: 'error', passed: false, judge: { votes: { pass: 0, fail: 0, error: 1 } } });
    // The CI summary shows what the judge spent and marks the grading without a verdict.
    const md = await readFile(summary, 'utf8');
    expect(md).toContain('### Judges');
    // One judged check, graded once.
    expect(md).toMatch(/^\| only \| with\\_skill \| 1 \| 1 \| [\d,]+ \| \$\d+\.\d{4} \|$/m);
    expect(md).toContain('- **No verdict** only/with\\_skill/r1: says it well: no verdict: no majority: 0 pass, 0 fail, 1 without a verdict of 1');
    expect(control).toMatchObject({ condition: 'without_skill', status: 'passed' });
    expect(results.totals.errored).toBe(1);
    expect(results.gate.verdicts[0]).toMatchObject({ condition: 'with_skill', passed: false });
    expect(run.stderr).toContain('✗ only with_skill: gate failed: min_pass_rate 100%: 0/1 passed (0%) < 100%');
  }, 300_000);
});

describe('interrupting a suite', () => {
  it('on Ctrl-C (a plain SIGINT) exits 130, reaps its clines, tears down what it set up, and adds no false guard note', async () => {
    const suite = await tinySuite([{ content: 'thinking', hang: true }]);
    // Armed guard: an aborted task must not be told "the guard plugin was armed but cline did not load it".
    await writeFile(suite, (await readFile(suite, 'utf8')).replace('guard = false', 'guard = true'));
    const tmp = await tempDir();
    const out = join(await tempDir(), 'out');
    const child = execa('node', [CLI, 'suite', 'run', suite, '--out', out, '--jobs', '2'], { reject: false, stdin: 'ignore', env: { TMPDIR: tmp } });
    // Wait until both tasks' clines run (a supervisor's command line names `--json` before its cline has started).
    const started = Date.now();
    let clines = await clineProcessesUnder(tmp);
    while (Date.now() - started < 120_000 && clines.filter((p) => p.argv.includes('--json')).length < 2) {
      await new Promise((r) => setTimeout(r, 200));
      clines = await clineProcessesUnder(tmp);
    }
    // Every cline process of this run (launcher and platform binary), to look for zombies afterwards.
    const seen = clines.map((p) => p.pid);
    expect(clines.filter((p) => p.argv.includes('--json')).length).toBeGreaterThanOrEqual(2);
    // What Ctrl-C sends: one SIGINT to the process, nothing after it (execa's kill() would add a SIGKILL 5 s later).
    process.kill(child.pid!, 'SIGINT');
    const result = await child;

    expect(result.exitCode, result.stderr).toBe(130);
    expect(result.stderr).toContain('interrupted');
    expect(await readdir(tmp)).toEqual([]);
    const left = (await execa('pgrep', ['-af', tmp], { reject: false })).stdout.split('\n').filter((l) => l && !l.includes('pgrep'));
    expect(left).toEqual([]);
    expect(await clineProcessesUnder(tmp)).toEqual([]);
    // No <defunct> cline: each process seen is gone (or, its pid reused, is not a zombie).
    const zombies: number[] = [];
    for (const pid of seen) {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
      if (stat?.split(') ').pop()?.startsWith('Z')) zombies.push(pid);
    }
    expect(zombies).toEqual([]);
    const results = await readResults(out);
    expect(results.tasks.length).toBeGreaterThan(0);
    expect(results.tasks.every((t) => t.status === 'error')).toBe(true);
    for (const task of results.tasks) expect(JSON.stringify(task)).not.toContain('cline did not load it');
    const notes = await Promise.all(results.tasks.map((t) => readFile(join(t.artifacts, 'dispatch-result.json'), 'utf8').catch(() => '')));
    for (const text of notes) expect(text).not.toContain('cline did not load it');
  }, 300_000);
});
