import { readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildGuardPlugin } from '../../scripts/build-guard-plugin.mjs';
import { runCli, runCliInProcess } from '../helpers/cli.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();

beforeAll(async () => {
  await buildGuardPlugin();
});

const decide = (root: string, call: unknown) =>
  runCli(['guard', 'decide', '--root', root], { stdin: undefined, input: typeof call === 'string' ? call : JSON.stringify(call) });

describe('guard CLI', () => {
  // --help in-process (runCliInProcess): yargs' text; the exit codes below come from real processes.
  it('explains every subcommand with --help', async () => {
    for (const sub of ['arm', 'teardown', 'status', 'decide', 'collect']) {
      const r = await runCliInProcess(['guard', sub, '--help']);
      expect(r.exitCode, sub).toBe(0);
      expect(r.stdout, sub).toMatch(/--(env|root)/);
    }
  });

  it('decide prints allow or block and exits 0 either way; a bad call is a usage error', async () => {
    const env = await realpath(await tempDir());
    const allow = await decide(env, { toolName: 'run_commands', input: { commands: ['npm test'] } });
    expect(allow.exitCode).toBe(0);
    expect(JSON.parse(allow.stdout)).toEqual({ decision: 'allow' });
    const block = await decide(env, { toolName: 'run_commands', input: { commands: ['echo x > /outside/file'] } });
    expect(block.exitCode).toBe(0);
    expect(JSON.parse(block.stdout)).toEqual({ decision: 'block', reason: expect.stringMatching(/^eval guard: run_commands: .*\/outside\/file/) });
    const bad = await decide(env, 'not json');
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toContain('tool call');
  });

  it('status exits 0 when armed or absent and 1 when disarmed; collect exits 1 when log and transcript disagree', async () => {
    const env = await realpath(await tempDir());
    const state = await realpath(await tempDir());
    expect((await runCli(['guard', 'status', '--env', env, '--state-dir', state])).exitCode).toBe(0);
    const armed = JSON.parse((await runCli(['guard', 'arm', '--env', env, '--state-dir', state, '--json'])).stdout);
    const status = await runCli(['guard', 'status', '--env', env, '--json']);
    expect(status.exitCode).toBe(0);
    expect(JSON.parse(status.stdout)).toMatchObject({ state: 'armed', ok: true, roots: [env] });

    // A logged denial the transcript never shows.
    await writeFile(
      armed.denial_log,
      JSON.stringify({ ts: new Date().toISOString(), tool: 'editor', tool_call_id: 'c1', reason: 'eval guard: editor: x', target: '/x', input: {} }) + '\n',
    );
    const events = join(env, '..', `events-${Date.now()}.jsonl`);
    await writeFile(events, '');
    const out = join(await tempDir(), 'guard-denials.json');
    const collected = await runCli(['guard', 'collect', '--env', env, '--transcript', events, '--out', out]);
    await rm(events);
    expect(collected.exitCode).toBe(1);
    expect(collected.stderr).toContain('not in the transcript');
    expect(JSON.parse(await readFile(out, 'utf8')).check).toMatchObject({ ok: false, logged: 1, missing_from_transcript: 1 });

    await rm(armed.marker);
    const disarmed = await runCli(['guard', 'status', '--env', env]);
    expect(disarmed.exitCode).toBe(1);
    expect(disarmed.stderr).toContain('refuses every tool call');
    expect((await runCli(['guard', 'teardown', '--env', env])).exitCode).toBe(0);
  });
});
