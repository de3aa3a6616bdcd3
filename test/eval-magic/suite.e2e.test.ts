import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseToml } from 'smol-toml';
import {
  EvalMagicBenchmarkSchema,
  EvalMagicGradingSchema,
  EvalMagicGuardDenialsSchema,
  EvalMagicPermissionDenialsSchema,
  EvalMagicRunRecordSchema,
  EvalMagicStrayWritesSchema,
  EvalMagicTimingSchema,
  ROUND_EVENTS_EXTRACT,
} from '../../src/eval-magic/index.js';
import { SuiteResultsSchema } from '../../src/results/schema.js';
import { runCli } from '../helpers/cli.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();
const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8'));

describe('suite run --eval-magic-out: eval-magic can read our runs', () => {
  it('writes every run, grading, timing and iteration file, each valid, with the numbers of results.json', async () => {
    const dir = await tempDir();
    const out = join(dir, 'out');
    const em = join(dir, 'em');
    const run = await runCli([
      'suite',
      'run',
      'fixtures/demo/suite.toml',
      '--filter',
      '^fix-typo/',
      '--repeat',
      '2',
      '--jobs',
      '2',
      '--out',
      out,
      '--eval-magic-out',
      em,
    ]);
    expect(run.stderr).toMatch(/eval-magic: \d+ files in /);
    const results = SuiteResultsSchema.parse(await readJson(join(out, 'results.json')));
    expect(results.tasks).toHaveLength(4);

    const iteration = join(em, 'iteration-1');
    expect((await readdir(iteration)).sort()).toEqual([
      'benchmark.json',
      'eval-fix-typo',
      'guard-denials.json',
      'permission-denials.json',
      'stray-writes.json',
    ]);
    // Two runs per cell: eval-magic's run-<k> folders, k from 1.
    expect((await readdir(join(iteration, 'eval-fix-typo', 'with_skill'))).sort()).toEqual(['run-1', 'run-2']);

    let deniedCalls = 0;
    for (const task of results.tasks) {
      const runDir = join(iteration, 'eval-fix-typo', task.condition, `run-${task.repeat}`);
      const record = EvalMagicRunRecordSchema.parse(await readJson(join(runDir, 'run.json')));
      const transcript = await readJson(join(task.artifacts, 'transcript.json'));
      expect(record).toMatchObject({ eval_id: 'fix-typo', condition: task.condition, run_index: task.repeat });
      expect(record.total_tokens).toBe(task.tokens);
      expect(record.final_message).toBe(transcript.final_text ?? '');
      expect(record.prompt).toContain('Task environment (your working directory)');
      expect(record.skill_path === null).toBe(task.condition === 'without_skill');
      expect(record.files.length).toBeGreaterThan(0);
      expect(record.tool_invocations.map((t) => t.ordinal)).toEqual(transcript.tool_invocations.map((_: unknown, i: number) => i));
      for (const call of record.tool_invocations) expect(call.result === null || typeof call.result === 'string').toBe(true);
      const grading = EvalMagicGradingSchema.parse(await readJson(join(runDir, 'grading.json')));
      const substantive = task.checks.filter((c) => c.type !== 'skill_invoked');
      expect(grading.summary).toMatchObject({ total: substantive.length, passed: substantive.filter((c) => c.passed).length });
      EvalMagicTimingSchema.parse(await readJson(join(runDir, 'timing.json')));
      deniedCalls += Object.values(task.denials).reduce((a, b) => a + b, 0);
    }

    const permission = EvalMagicPermissionDenialsSchema.parse(await readJson(join(iteration, 'permission-denials.json')));
    expect(permission.total_denials).toBe(deniedCalls);
    const guard = EvalMagicGuardDenialsSchema.parse(await readJson(join(iteration, 'guard-denials.json')));
    expect(guard.total_denials).toBe(results.tasks.reduce((n, t) => n + t.guard_denials, 0));
    for (const t of guard.tasks) expect(t.denials.every((d) => d.harness === 'cline' && d.reason.startsWith('eval guard: '))).toBe(true);
    const stray = EvalMagicStrayWritesSchema.parse(await readJson(join(iteration, 'stray-writes.json')));
    expect(stray.totals.violations).toBe(results.tasks.reduce((n, t) => n + t.stray_writes.length, 0));

    const bench = EvalMagicBenchmarkSchema.parse(await readJson(join(iteration, 'benchmark.json')));
    expect(bench).toMatchObject({ mode: 'new-skill', conditions_compared: ['with_skill', 'without_skill'], missing_gradings: 0 });
    expect(bench.delta.direction).toBe('with_skill - without_skill');
    expect(bench.run_summary.with_skill!.pass_rate.n).toBe(2);
    expect(bench.run_summary.with_skill!.skill_invocation_n).toBe(2);
    expect(bench.run_summary.without_skill!.skill_invocation_n).toBeUndefined();
    // Pass counts per check and condition equal our own tasks' check results.
    for (const [checkName, byCondition] of Object.entries(bench.assertions['fix-typo'] ?? {})) {
      for (const [condition, cell] of Object.entries(byCondition)) {
        const checks = results.tasks.filter((t) => t.condition === condition).flatMap((t) => t.checks.filter((c) => c.name === checkName));
        expect(cell, `${checkName} ${condition}`).toEqual({ passed: checks.filter((c) => c.passed).length, n: checks.length });
      }
    }
    const tokens = results.tasks.filter((t) => t.condition === 'with_skill').map((t) => t.tokens!);
    expect(bench.run_summary.with_skill!.total_tokens.mean).toBe(Math.round(tokens.reduce((a, b) => a + b, 0) / tokens.length));
  }, 600_000);
});

describe('harness export --eval-magic', () => {
  it('prints a TOML descriptor whose dispatch calls cline-harness, without the guard table eval-magic keeps to itself', async () => {
    const r = await runCli(['harness', 'export', '--eval-magic']);
    expect(r.exitCode).toBe(0);
    const doc = parseToml(r.stdout) as Record<string, any>;
    expect(doc.label).toBe('cline-harness');
    expect(doc.guard).toBeUndefined();
    expect(doc.transcript).toMatchObject({ events_filename: 'eval-magic-events.jsonl', skill_tool: 'skills', skill_arg: 'skill' });
    expect(doc.transcript.extract).toEqual(ROUND_EVENTS_EXTRACT);
    // Every round is a converse (ACP names its session), then its flat events file; the guard is armed around it.
    expect(doc.dispatch.exec_template).toContain('cline-harness converse --env <eval-root> --prompt-file <dispatch_prompt_path> --out <outputs_dir>');
    expect(doc.dispatch.exec_template).toContain('cline-harness parse <outputs_dir>/acp-events.jsonl --format eval-magic-events');
    expect(doc.dispatch.exec_template).toContain('{model_arg}');
    expect(doc.dispatch.env).toEqual({ CLINE_SESSION_BACKEND_MODE: 'local' });
    expect(doc.model.flag).toBe('--model');
    // eval-magic requires these slots in a resume template; it fills them shell-quoted.
    const resume = doc.conversation.resume_exec_template as string;
    for (const slot of ['<eval-root>', '<outputs_dir>', '{session_arg}', '{prompt_arg}', '{model_arg}']) expect(resume).toContain(slot);
    expect(resume).toContain(
      'cline-harness converse --resume {session_arg} --env <eval-root> --prompt-file <outputs_dir>/followup-prompt.md --out <outputs_dir>',
    );
    expect((await runCli(['harness', 'export'])).exitCode).toBe(2);
  });
});
