import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildGuardPlugin } from '../../scripts/build-guard-plugin.mjs';
import { dispatchTask } from '../../src/dispatch/dispatch.js';
import { armGuard, guardHealth } from '../../src/guard/arm.js';
import { runCli } from '../helpers/cli.js';
import { useModelServers } from '../helpers/model.js';
import { useTempDirs } from '../helpers/temp.js';
import { snapshotTree } from '../helpers/tree.js';
import { builtinDescriptor } from '../../src/descriptor/index.js';

const descriptor = builtinDescriptor();

const tempDir = useTempDirs();
const modelServer = useModelServers();

beforeAll(async () => {
  await buildGuardPlugin();
});

describe('the guard plugin, loaded by the real cline', () => {
  it('refuses an outside editor write and an outside redirect, logs both, and teardown leaves the env as it was', async () => {
    const env = await tempDir('ch-guard-env-');
    const outside = await tempDir('ch-guard-outside-');
    const state = await tempDir('ch-guard-state-');
    await writeFile(join(env, 'notes.txt'), 'user data\n');
    await mkdir(join(env, '.cline', 'skills'), { recursive: true });
    await writeFile(join(outside, 'precious.txt'), 'do not touch\n');
    // A line that writes outside, commented out: sed -i uncommenting it before python runs the file is judged on sed's text.
    await writeFile(join(env, 'mod.py'), `print("ok")\n# open(${JSON.stringify(join(outside, 'sed.txt'))}, "w")\n`);
    await writeFile(join(env, 'ok.py'), 'print("ok")\n');
    const envBefore = await snapshotTree(env);
    const outsideBefore = await snapshotTree(outside);

    const armed = await runCli(['guard', 'arm', '--env', env, '--state-dir', state, '--ttl', '600', '--json']);
    expect(armed.exitCode, armed.stderr).toBe(0);
    const arm = JSON.parse(armed.stdout) as Awaited<ReturnType<typeof armGuard>>;
    expect((await guardHealth(env, { descriptor })).state).toBe('armed');

    const server = await modelServer([
      {
        tool_calls: [
          { id: 'call_edit_out', name: 'editor', arguments: { path: join(outside, 'written.txt'), new_text: 'escaped\n' } },
          { id: 'call_redirect_out', name: 'run_commands', arguments: { commands: [`echo x > ${join(outside, 'precious.txt')}`] } },
          { id: 'call_edit_in', name: 'editor', arguments: { path: join(env, 'result.txt'), new_text: 'inside\n' } },
          // cline joins an entry opening a here-document with the entries up to its delimiter: escapes only when joined.
          { id: 'call_heredoc_out', name: 'run_commands', arguments: { commands: [`cd ${outside} && bash <<E`, 'touch joined-escape', 'E'] } },
          // The same joining, allowed: the body lands in the file only when cline joins the entries.
          { id: 'call_heredoc_in', name: 'run_commands', arguments: { commands: [`cat > ${join(env, 'joined.txt')} <<'E'`, 'line one', 'E'] } },
          // The guard runs the machine's sed (in its sandbox mode) inside cline's plugin process to know the new text.
          { id: 'call_sed_in', name: 'run_commands', arguments: { commands: ["sed -i 's/ok/fine/' ok.py && python3 ok.py"] } },
          { id: 'call_sed_out', name: 'run_commands', arguments: { commands: ["sed -i 's/^# //' mod.py && python3 mod.py"] } },
          // Variables the call does not set are what cline's shells inherit, which the plugin sees in cline's own
          // environment: one set there (to the outside dir) is refused, one unset there takes its default.
          { id: 'call_inherited_out', name: 'run_commands', arguments: { commands: ['echo hi > "${CH_E2E_OUTSIDE:-.}/inherited.txt"'] } },
          { id: 'call_default_in', name: 'run_commands', arguments: { commands: ['out="${CH_E2E_UNSET:-build}"; mkdir -p "$out" && echo x > "$out/a.txt"'] } },
        ],
      },
      { content: 'The guard refused the writes outside the project.' },
    ]);
    const out = join(await tempDir('ch-guard-out-'), 'out');
    const { result, transcript } = await dispatchTask(
      { id: 'guard', env, prompt: 'Write the result files where I asked', out },
      {
        descriptor,
        provider: { provider: 'openai-compatible', baseUrl: server.url, apiKey: 'k' },
        model: 'scripted-1',
        timeoutS: 120,
        // cline's plugin sandbox gives imports 4 s; a busy test machine can need more, and a plugin that misses it is dropped silently.
        extraEnv: { CLINE_PLUGIN_IMPORT_TIMEOUT_MS: '30000', CH_E2E_OUTSIDE: outside },
      },
    );
    expect(result.status).toBe('completed');
    expect((await guardHealth(env, { descriptor })).last_loaded_at).not.toBeNull();

    const guardDenials = transcript!.denials.filter((d) => d.kind === 'guard');
    expect(guardDenials.map((d) => [d.tool, d.tool_call_id])).toEqual([
      ['editor', 'call_edit_out'],
      ['run_commands', 'call_redirect_out'],
      ['run_commands', 'call_heredoc_out'],
      ['run_commands', 'call_sed_out'],
      ['run_commands', 'call_inherited_out'],
    ]);
    expect(await readFile(join(env, 'build', 'a.txt'), 'utf8')).toBe('x\n');
    const sedIn = transcript!.tool_invocations.find((c) => c.id === 'call_sed_in');
    expect(sedIn?.ok, sedIn?.result ?? '').toBe(true);
    expect(sedIn?.result).toContain('fine');
    expect(await readFile(join(env, 'ok.py'), 'utf8')).toBe('print("fine")\n');
    // The real cline 3.0.65 joined the three entries into one script: the here-document body reached the file.
    expect(await readFile(join(env, 'joined.txt'), 'utf8')).toBe('line one\n');
    expect(transcript!.tool_invocations.find((c) => c.id === 'call_heredoc_in')?.ok).toBe(true);
    for (const d of guardDenials) expect(d.reason).toMatch(new RegExp(`^eval guard: ${d.tool}: .*${outside}`));
    expect(guardDenials.at(-1)!.reason).toContain('inherited.txt');
    expect(transcript!.tool_invocations.find((c) => c.id === 'call_edit_in')?.ok).toBe(true);
    expect(await snapshotTree(outside)).toEqual(outsideBefore);

    const log = (await readFile(arm.denial_log, 'utf8')).trim().split('\n').map((l) => JSON.parse(l));
    expect(log.map((e) => e.tool)).toEqual(['editor', 'run_commands', 'run_commands', 'run_commands', 'run_commands']);
    expect(log.map((e) => e.reason)).toEqual(guardDenials.map((d) => d.reason));

    const report = join(out, 'guard-denials.json');
    const collected = await runCli(['guard', 'collect', '--env', env, '--transcript', join(out, 'cline-events.jsonl'), '--out', report]);
    expect(collected.exitCode, collected.stderr).toBe(0);
    const written = JSON.parse(await readFile(report, 'utf8'));
    expect(written.check).toEqual({ ok: true, logged: 5, matched: 5, missing_from_transcript: 0, missing_from_log: 0 });

    const down = await runCli(['guard', 'teardown', '--env', env]);
    expect(down.exitCode, down.stderr).toBe(0);
    const envAfter = await snapshotTree(env);
    // The agent's own in-env write stays; everything else, .cline included, is as before arming.
    expect(envAfter['result.txt']).toBeDefined();
    delete envAfter['result.txt'];
    delete envAfter['joined.txt'];
    delete envAfter['ok.py'];
    for (const k of Object.keys(envAfter)) if (k.startsWith('build')) delete envAfter[k];
    delete envBefore['ok.py'];
    expect(envAfter).toEqual(envBefore);
    // One real cline run with ten calls: on a loaded shared machine this can take minutes.
  }, 360_000);
});
