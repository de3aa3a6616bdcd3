/**
 * `dispatch --eval-magic-out` for one task against the real cline and the scripted model: a staged skill, the guard
 * armed (one refused write outside the env), every eval-magic file written, each valid, its numbers those of our own
 * transcript, dispatch result and the guard's log.
 */
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DispatchResultSchema } from '../../src/dispatch/result.js';
import {
  EvalMagicGradingSchema,
  EvalMagicGuardDenialsSchema,
  EvalMagicPermissionDenialsSchema,
  EvalMagicRunRecordSchema,
  EvalMagicStrayWritesSchema,
  EvalMagicTimingSchema,
} from '../../src/eval-magic/index.js';
import { TranscriptSchema } from '../../src/transcript/schema.js';
import { runCli } from '../helpers/cli.js';
import { useModelServers } from '../helpers/model.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();
const modelServer = useModelServers();
const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8'));

describe('dispatch --eval-magic-out', () => {
  it('writes run.json, grading, timing and the denial and stray-write reports for one task, each valid, with our numbers', async () => {
    const root = await tempDir('ch-em-dispatch-');
    const env = join(root, 'env');
    const outside = join(root, 'outside');
    const skill = join(root, 'skill');
    await mkdir(env);
    await mkdir(outside);
    await mkdir(skill);
    await writeFile(join(skill, 'SKILL.md'), '---\nname: tidy\ndescription: Keeps files tidy\n---\nKeep it tidy.\n');
    // Staging and guard state stay in the test's own dirs.
    const cliEnv = { XDG_STATE_HOME: join(root, 'state'), CLINE_PLUGIN_IMPORT_TIMEOUT_MS: '30000' };

    const staged = await runCli(['stage', '--env', env, '--skill', skill, '--json'], { env: cliEnv });
    expect(staged.exitCode, staged.stderr).toBe(0);
    const slug = JSON.parse(staged.stdout).slug as string;
    const armed = await runCli(['guard', 'arm', '--env', env, '--ttl', '600'], { env: cliEnv });
    expect(armed.exitCode, armed.stderr).toBe(0);

    const usage = { prompt_tokens: 1200, completion_tokens: 60, cached_tokens: 300 };
    const server = await modelServer([
      { tool_calls: [{ id: 'call_skill', name: 'skills', arguments: { skill: slug } }], usage },
      {
        tool_calls: [
          { id: 'call_out', name: 'editor', arguments: { path: join(outside, 'escaped.txt'), new_text: 'x\n' } },
          { id: 'call_in', name: 'editor', arguments: { path: join(env, 'tidy.txt'), new_text: 'tidy\n' } },
        ],
        usage,
      },
      { content: 'Tidied up; the write outside the project was refused.', usage },
    ]);
    await writeFile(join(root, 'prompt.md'), 'Please tidy up this project');
    const out = join(root, 'task-1');
    const em = join(root, 'em');
    const run = await runCli(
      [
        'dispatch',
        '--env',
        env,
        '--prompt-file',
        join(root, 'prompt.md'),
        '--out',
        out,
        '--sandbox',
        'none',
        '--provider',
        'openai-compatible',
        '--base-url',
        server.url,
        '--model',
        'scripted-1',
        '--eval-magic-out',
        em,
      ],
      { env: cliEnv },
    );
    const down = await runCli(['guard', 'teardown', '--env', env], { env: cliEnv });
    const unstaged = await runCli(['unstage', '--env', env], { env: cliEnv });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(down.exitCode, down.stderr).toBe(0);
    expect(unstaged.exitCode, unstaged.stderr).toBe(0);
    expect(run.stderr).toMatch(/eval-magic: 6 files in /);

    const result = DispatchResultSchema.parse(await readJson(join(out, 'dispatch-result.json')));
    expect(result).toMatchObject({ status: 'completed', guard: 'armed' });
    const transcript = TranscriptSchema.parse(await readJson(join(out, 'transcript.json')));
    const iteration = join(em, 'iteration-1');
    // One condition ran: no benchmark.json, which compares a treatment with its control.
    expect((await readdir(iteration)).sort()).toEqual(['eval-task-1', 'guard-denials.json', 'permission-denials.json', 'stray-writes.json']);
    const cell = join(iteration, 'eval-task-1', 'with_skill');
    expect((await readdir(cell)).sort()).toEqual(['grading.json', 'run.json', 'timing.json']);

    const record = EvalMagicRunRecordSchema.parse(await readJson(join(cell, 'run.json')));
    expect(record).toMatchObject({ eval_id: 'task-1', condition: 'with_skill', prompt: await readFile(join(out, 'prompt.md'), 'utf8') });
    expect(record.skill_path).toBe(join(env, '.cline', 'skills', slug, 'SKILL.md'));
    expect(record.final_message).toBe(await readFile(join(out, 'final-message.md'), 'utf8'));
    expect('run_index' in record).toBe(false);
    expect(record.tool_invocations.map((c) => [c.name, c.ordinal])).toEqual([
      ['skills', 0],
      ['editor', 1],
      ['editor', 2],
    ]);
    expect(record.tool_invocations[1]!.result).toContain('eval guard: ');
    // Three model calls of 1200 in (300 cached) and 60 out: input + output - cache read, as cline reported them.
    expect(transcript.tokens).toMatchObject({ input: 3600, output: 180, cache_read: 900 });
    expect(record.total_tokens).toBe(3600 + 180 - 900);
    expect(record.total_tokens).toBe(transcript.total_tokens);
    expect(record.duration_ms).toBe(Math.round(transcript.duration_ms!));
    expect(EvalMagicTimingSchema.parse(await readJson(join(cell, 'timing.json')))).toEqual({
      total_tokens: record.total_tokens,
      duration_ms: record.duration_ms,
      source: 'completion-event',
    });
    expect(EvalMagicGradingSchema.parse(await readJson(join(cell, 'grading.json'))).summary).toEqual({ passed: 0, failed: 0, total: 0, pass_rate: 0 });

    // The transcript's denials: the one guard refusal, attributed to the guard.
    const guardInTranscript = transcript.denials.filter((d) => d.kind === 'guard');
    expect(guardInTranscript).toHaveLength(1);
    const permission = EvalMagicPermissionDenialsSchema.parse(await readJson(join(iteration, 'permission-denials.json')));
    expect(permission).toMatchObject({ iteration: 1, total_denials: transcript.denials.length });
    expect(permission.tasks).toEqual([
      expect.objectContaining({ eval_id: 'task-1', condition: 'with_skill', denial_count: transcript.denials.length, guard_attributed_count: 1 }),
    ]);
    // The guard's own log (a bare dispatch writes no guard-denials.json of ours): the same refusal, with its target.
    const guard = EvalMagicGuardDenialsSchema.parse(await readJson(join(iteration, 'guard-denials.json')));
    expect(guard.total_denials).toBe(1);
    expect(guard.tasks[0]!.denials[0]).toMatchObject({ harness: 'cline', tool: 'editor', reason: guardInTranscript[0]!.reason });
    expect(guard.tasks[0]!.denials[0]!.resolved_targets.join(' ')).toContain(outside);
    expect(guard.tasks[0]!.denials[0]!.input_keys).toContain('path');
    // A bare dispatch runs no audit: nothing to report, and the report says so.
    expect(EvalMagicStrayWritesSchema.parse(await readJson(join(iteration, 'stray-writes.json')))).toMatchObject({
      totals: { violations: 0, warnings: 0, live_source_reads: 0 },
      runs: [],
    });
  }, 600_000);
});
