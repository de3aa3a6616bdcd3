/**
 * One task, two transports: `dispatch --transport acp` must record the same
 * facts as `--json` (tool calls and their outcomes, final text, tokens,
 * denials, a guard refusal, the sandbox) against the same scripted model,
 * with the guard armed and bwrap when it works here.
 */
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildGuardPlugin } from '../../scripts/build-guard-plugin.mjs';
import { dispatchTask } from '../../src/dispatch/dispatch.js';
import { chooseSandbox } from '../../src/dispatch/sandbox.js';
import { builtinDescriptor } from '../../src/descriptor/index.js';
import { armGuard, collectGuardDenials, teardownGuard } from '../../src/guard/index.js';
import type { ModelScript } from '../../src/model/script.js';
import type { Transcript } from '../../src/transcript/schema.js';
import { TRANSPORT_NAMES, type TransportName } from '../../src/transport/index.js';
import { runCli } from '../helpers/cli.js';
import { clineProcessesUnder } from '../helpers/leftovers.js';
import { useModelServers } from '../helpers/model.js';
import { withLimitPastModelStart } from '../helpers/reach.js';
import { useTempDirs } from '../helpers/temp.js';
import { snapshotTree } from '../helpers/tree.js';

const descriptor = builtinDescriptor();
const tempDir = useTempDirs();
const modelServer = useModelServers();

beforeAll(async () => {
  await buildGuardPlugin();
});

/** A read, a failing command, a guarded write outside the env, a write inside it, then an answer; each reply reports usage. */
const script = (env: string, outside: string): ModelScript => [
  {
    tool_calls: [
      { id: 'call_read', name: 'read_files', arguments: { files: [{ path: join(env, 'notes.txt') }] } },
      { id: 'call_fail', name: 'run_commands', arguments: { commands: ['ls no-such-file'] } },
      { id: 'call_out', name: 'editor', arguments: { path: join(outside, 'escaped.txt'), new_text: 'escaped\n' } },
      { id: 'call_in', name: 'editor', arguments: { path: join(env, 'result.txt'), new_text: 'inside\n' } },
    ],
    usage: { prompt_tokens: 2100, completion_tokens: 90, cached_tokens: 300 },
  },
  { content: 'Read the notes, wrote result.txt; the write outside was refused.', usage: { prompt_tokens: 2600, completion_tokens: 25 } },
];

interface Run {
  transport: TransportName;
  root: string;
  env: string;
  outside: string;
  out: string;
  transcript: Transcript;
  result: Awaited<ReturnType<typeof dispatchTask>>['result'];
  collected: Awaited<ReturnType<typeof collectGuardDenials>>;
  outsideUnchanged: boolean;
}

async function runOnce(transport: TransportName): Promise<Run> {
  const root = await tempDir(`ch-transport-${transport}-`);
  const [env, outside, state, out] = ['env', 'outside', 'guard', 'out'].map((d) => join(root, d)) as [string, string, string, string];
  await mkdir(env);
  await mkdir(outside);
  await writeFile(join(env, 'notes.txt'), 'user data\n');
  await writeFile(join(outside, 'precious.txt'), 'do not touch\n');
  const outsideBefore = await snapshotTree(outside);
  await armGuard({ env, stateDir: state, descriptor });
  try {
    const server = await modelServer(script(env, outside));
    const { result, transcript } = await dispatchTask(
      // The guard names the scratch dir in its refusals: one under the run's root, like the env.
      { id: transport, env, prompt: 'Read notes.txt and write the result files', out, scratch: join(root, 'scratch') },
      {
        descriptor,
        transport,
        provider: { provider: 'openai-compatible', baseUrl: server.url, apiKey: 'k' },
        model: 'scripted-1',
        timeoutS: 180,
        sandbox: 'auto',
        guardStateDir: state,
        fsSnapshot: false,
      },
    );
    const collected = await collectGuardDenials({ env, transcript: result.paths.events, stateDir: state, descriptor });
    const outsideUnchanged = JSON.stringify(await snapshotTree(outside)) === JSON.stringify(outsideBefore);
    return { transport, root, env, outside, out, transcript: transcript!, result, collected, outsideUnchanged };
  } finally {
    await teardownGuard(env, { stateDir: state, descriptor });
  }
}

/** What a transcript says about the task, with the run's own paths replaced. */
function facts(run: Run) {
  const t = run.transcript;
  const text = JSON.stringify({
    tools: t.tool_invocations.map((c) => ({ id: c.id, name: c.name, ok: c.ok, args: c.args, error: c.error, paths: c.paths })),
    final_text: t.final_text,
    finish_reason: t.finish_reason,
    tokens: { input: t.tokens.input, output: t.tokens.output, cache_read: t.tokens.cache_read },
    total_tokens: t.total_tokens,
    denials: t.denials.map((d) => ({ kind: d.kind, tool: d.tool, tool_call_id: d.tool_call_id, reason: d.reason })),
  });
  return JSON.parse(text.split(run.env).join('<env>').split(run.outside).join('<outside>').split(run.root).join('<root>')) as unknown;
}

describe('transports: one task over --json and over ACP', () => {
  it('records the same tool calls, final text, tokens, denials and guard refusal, and leaves no cline behind', async () => {
    const runs: Run[] = [];
    for (const transport of TRANSPORT_NAMES) runs.push(await runOnce(transport));
    const [json, acp] = runs as [Run, Run];
    const bwrap = (await chooseSandbox('auto')).bwrap !== null;

    for (const run of runs) {
      expect(run.result.status, `${run.transport}: ${run.result.error}`).toBe('completed');
      expect(run.result.transport).toBe(run.transport);
      expect(run.result.guard).toBe('armed');
      expect(run.result.sandbox).toBe(bwrap ? 'bwrap' : 'none');
      expect(run.result.notes.join('\n')).not.toMatch(/did not load it/);
      // cline's plugin host imported the guard natively: jiti (its loader) leaves a transpiled copy in TMPDIR/jiti otherwise.
      expect(await readdir(join(run.root, 'scratch', 'jiti')).catch(() => [])).toEqual([]);
      expect(run.outsideUnchanged).toBe(true);
      // The guard's own log and the transcript agree, read from the raw log the transport wrote.
      expect(run.collected.check).toMatchObject({ ok: true, logged: 1, matched: 1 });
      expect(await readFile(join(run.out, 'result.txt'), 'utf8').catch(() => null)).toBeNull();
      expect(await readFile(join(run.env, 'result.txt'), 'utf8')).toBe('inside\n');
    }
    expect(json.result.session_id).toBeNull();
    expect(acp.result.session_id).toMatch(/\S/);
    expect(acp.result.paths.events).toBe(join(acp.out, 'acp-events.jsonl'));

    const j = facts(json) as ReturnType<typeof facts> & Record<string, unknown>;
    expect(j).toMatchObject({
      final_text: 'Read the notes, wrote result.txt; the write outside was refused.',
      finish_reason: 'completed',
      tokens: { input: 4700, output: 115, cache_read: 300 },
      total_tokens: 4515,
    });
    expect((j.tools as { id: string; ok: boolean }[]).map((c) => [c.id, c.ok])).toEqual([
      ['call_read', true],
      ['call_fail', false],
      ['call_out', false],
      ['call_in', true],
    ]);
    expect(j.denials).toEqual([expect.objectContaining({ kind: 'guard', tool: 'editor', tool_call_id: 'call_out' })]);
    expect(facts(acp)).toEqual(j);

    // Offline, the CLI reads either log back into the same facts.
    for (const run of runs) {
      const parsed = await runCli(['parse', run.result.paths.events]);
      expect(parsed.exitCode, parsed.stderr).toBe(0);
      expect(facts({ ...run, transcript: JSON.parse(parsed.stdout) as Transcript })).toEqual(j);
    }
    for (const run of runs) expect(await clineProcessesUnder(run.root)).toEqual([]);
  }, 300_000);

  it('ends a hung one-shot ACP task at its timeout: timed_out, the partial log parsed, no cline left', async () => {
    const root = await tempDir('ch-transport-hang-');
    const env = join(root, 'env');
    await mkdir(env);
    // The limit must run out on the hung model, not in cline's start on a loaded machine: retried longer until it does.
    const { limitS, value: { result, transcript } } = await withLimitPastModelStart(4, async (timeoutS) => {
      const server = await modelServer([{ hang: true }]);
      const run = await dispatchTask(
        { id: 'hang', env, prompt: 'Wait for the model', out: join(root, `out-${timeoutS}`) },
        {
          descriptor,
          transport: 'acp',
          provider: { provider: 'openai-compatible', baseUrl: server.url, apiKey: 'k' },
          model: 'scripted-1',
          timeoutS,
          fsSnapshot: false,
        },
      );
      return { reachedModel: server.requests.some((r) => r.turn !== null), value: run };
    });
    expect(result.status, result.error ?? '').toBe('timed_out');
    expect(result.error).toContain(`timed out after ${limitS} s`);
    expect(transcript!.turns.map((t) => t.stop_reason)).toEqual(['cancelled']);
    expect(await clineProcessesUnder(root)).toEqual([]);
  }, 900_000);
});
