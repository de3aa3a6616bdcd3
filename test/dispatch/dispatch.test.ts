import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { builtinDescriptor } from '../../src/descriptor/index.js';
import { dispatchTasks } from '../../src/dispatch/dispatch.js';
import { DispatchResultSchema } from '../../src/dispatch/result.js';
import { stageSkill } from '../../src/staging/stage.js';
import { CLINE_BIN, runCli, runCliInProcess } from '../helpers/cli.js';
import { useModelServers } from '../helpers/model.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();
const modelServer = useModelServers();

async function readResult(out: string) {
  return DispatchResultSchema.parse(JSON.parse(await readFile(join(out, 'dispatch-result.json'), 'utf8')));
}

/** One task at a time, no sandbox, on a scripted model. */
function offlineOptions(baseUrl: string) {
  return {
    descriptor: builtinDescriptor(),
    clineBin: CLINE_BIN,
    provider: { provider: 'openai-compatible' as const, baseUrl, apiKey: 'k' },
    model: 'scripted-1',
    jobs: 1,
    sandbox: 'none' as const,
  };
}

async function clineProcessesFor(path: string): Promise<string> {
  const found = await execa('pgrep', ['-af', path], { reject: false });
  return found.stdout.split('\n').filter((l) => l && !l.includes('pgrep')).join('\n');
}

describe('cline-harness dispatch', () => {
  it('runs one task against an isolated provider and writes every artifact', async () => {
    const server = await modelServer([{ content: ['The answer ', 'is 42.'] }]);
    const root = await tempDir();
    const env = join(root, 'env');
    const home = join(root, 'user-home');
    await mkdir(env);
    await mkdir(home);
    // Quotes, $, backticks and a newline must reach the model verbatim, as one argument.
    const prompt = 'Please answer "the question" about $HOME and `uname`\nsecond line; rm -rf nothing';
    await writeFile(join(root, 'prompt.md'), prompt);

    const run = await runCli(
      ['dispatch', '--env', env, '--prompt-file', join(root, 'prompt.md'), '--out', join(root, 'out'),
        '--provider', 'openai-compatible', '--base-url', server.url, '--model', 'scripted-1', '--json'],
      { env: { HOME: home } },
    );

    expect(run.stderr).toContain('completed');
    expect(run.exitCode).toBe(0);
    const summary = JSON.parse(run.stdout);
    expect(summary.by_status).toEqual({ completed: 1 });
    const result = await readResult(join(root, 'out'));
    // The run was over at its run_result line: the harness ended cline there instead of waiting for its exit.
    expect(result).toMatchObject({
      status: 'completed',
      exit_code: null,
      signal: 'SIGKILL',
      ended_after_result: true,
      leftover_processes: 0,
      cline_version: '3.0.65',
      provider: 'isolated',
      model: 'scripted-1',
      finish_reason: 'completed',
    });
    expect((await readdir(join(root, 'out'))).sort()).toEqual([
      'cline-events.jsonl', 'cline-stderr.log', 'dispatch-result.json', 'final-message.md', 'prompt.md', 'transcript.json',
    ]);
    expect(await readFile(join(root, 'out', 'final-message.md'), 'utf8')).toBe('The answer is 42.');
    const transcript = JSON.parse(await readFile(join(root, 'out', 'transcript.json'), 'utf8'));
    expect(transcript.model).toEqual({ id: 'scripted-1', provider: 'openai-compatible' });
    const userTurn = JSON.stringify(server.requests.at(-1)?.last_messages);
    expect(userTurn).toContain(JSON.stringify(prompt).slice(1, -1));
    // The user's own HOME was neither read for settings nor written.
    expect(await readdir(home)).toEqual([]);
  });

  // A one-word prompt, one that starts with a dash and one without spaces in another script reach cline verbatim: the
  // isolated provider state test below gives them to its three tasks, which start cline anyway.

  it('ends cline at the run_result line itself, not at the same members nested in a tool call\'s input', async () => {
    // The tool call's start event carries its input verbatim: `"type":"run_result"` appears there as an object's members.
    const server = await modelServer([
      { tool_calls: [{ name: 'run_commands', arguments: { commands: ['echo one'], note: { type: 'run_result', finishReason: 'completed' } } }] },
      { content: 'Ran it; the output was one.' },
    ]);
    const root = await tempDir();
    const env = join(root, 'env');
    await mkdir(env);
    const summary = await dispatchTasks([{ id: 'nested', env, prompt: 'Please run the command for me', out: join(root, 'out') }], offlineOptions(server.url));
    const events = (await readFile(join(root, 'out', 'cline-events.jsonl'), 'utf8')).trimEnd().split('\n');
    const marked = events.filter((line) => line.includes('"type":"run_result"'));
    expect(marked).toHaveLength(2);
    expect(JSON.parse(marked[0]!).type).toBe('agent_event');
    expect(JSON.parse(events.at(-1)!)).toMatchObject({ type: 'run_result', finishReason: 'completed', text: 'Ran it; the output was one.' });
    expect(summary.results[0]).toMatchObject({ status: 'completed', ended_after_result: true, finish_reason: 'completed' });
    expect(await readFile(join(root, 'out', 'final-message.md'), 'utf8')).toBe('Ran it; the output was one.');
    expect(server.requests.filter((r) => r.turn !== null)).toHaveLength(2);
  });

  it('kills a task whose model hangs, records timed_out and still parses the partial stream', async () => {
    const server = await modelServer([{ content: 'Thinking about it', hang: true }]);
    const root = await tempDir();
    const env = join(root, 'env-hang');
    await mkdir(env);
    await writeFile(join(root, 'prompt.md'), 'Please wait for the slow model');

    const run = await runCli([
      'dispatch', '--env', env, '--prompt-file', join(root, 'prompt.md'), '--out', join(root, 'out'),
      '--provider', 'openai-compatible', '--base-url', server.url, '--model', 'scripted-1', '--timeout', '4',
    ]);

    expect(run.exitCode).toBe(1);
    const result = await readResult(join(root, 'out'));
    expect(result.status).toBe('timed_out');
    expect(result.ended_after_result).toBe(false);
    expect(result.error).toMatch(/timed out after 4 s/);
    // cline ignores SIGTERM while its request hangs; the group kill ends it within the grace period.
    // (The cline process's own time, not the test's: the CLI's start-up on a loaded machine is no part of the kill.)
    expect(result.duration_ms).toBeLessThan(15_000);
    expect(await clineProcessesFor(env)).toBe('');
    const transcript = JSON.parse(await readFile(join(root, 'out', 'transcript.json'), 'utf8'));
    expect(transcript.finish_reason).toBeNull();
    expect(transcript.diagnostics.map((d: { kind: string }) => d.kind)).toContain('missing_run_result');
  });

  // A tasks file run two at once and skipped on a rerun: test/cli/options.test.ts's dispatch case (through dist/cli.js, the
  // same dispatchTasks); a completed task redone with --overwrite: the isolated provider state test below.

  it('reports a cline that cannot be started as spawn_failed with exit code 3', async () => {
    const root = await tempDir();
    await mkdir(join(root, 'env'));
    await writeFile(join(root, 'p.md'), 'Please do something useful');
    const run = await runCli([
      'dispatch', '--env', join(root, 'env'), '--prompt-file', join(root, 'p.md'), '--out', join(root, 'out'),
      '--cline-bin', join(root, 'no-such-cline'),
    ]);
    expect(run.exitCode).toBe(3);
    expect((await readResult(join(root, 'out'))).status).toBe('spawn_failed');
    expect(run.stderr).toContain('no-such-cline');
  });

  it('names the entry and field of a bad tasks file and exits 2', async () => {
    const root = await tempDir();
    await writeFile(join(root, 'tasks.json'), '[\n  {"env": "e", "prompt": "x y z", "out": "o"},\n  {"env": "e", "out": "o2"}\n]\n');
    // In-process: refused while reading the tasks file; the real process's exit codes are checked above.
    const run = await runCliInProcess(['dispatch', '--tasks', join(root, 'tasks.json')]);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain(`${join(root, 'tasks.json')}:3: [2]: give exactly one of \`prompt\` and \`prompt_file\``);
  });

  it('rejects incomplete single-task flags as a usage error', async () => {
    const run = await runCliInProcess(['dispatch', '--env', '/tmp']);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(/needs --env, --prompt-file and --out/);
  });
});

describe('isolated provider state', () => {
  // Its first task also shows the preflight: same-named skills in other roots cline reads are recorded, and said. Its
  // tasks' prompts are the awkward ones: cline 3.0.65 reads a lone argument without whitespace as a subcommand, and one
  // starting with "-" as an option; each must reach the model verbatim, through the library (a, b) and the CLI (c).
  it('runs `cline auth` once per provider and gives every task its own copy of the settings, in a later process too', async () => {
    const server = await modelServer([{ content: 'Done.' }]);
    // The same model at another address with another key (a scripted server per task): the copy names the new address.
    const other = await modelServer([{ content: 'Done elsewhere.' }]);
    const root = await tempDir();
    // A cline that records how it was called, then is the real one. Laid out as an npm package of a version no settings
    // were measured on: its version is read from the manifest (no `cline --version`), and its settings need `cline auth`.
    const wrapper = join(root, 'cline-pkg', 'bin', 'cline');
    await mkdir(dirname(wrapper), { recursive: true });
    await writeFile(join(root, 'cline-pkg', 'package.json'), JSON.stringify({ name: '@cline/cli-linux-x64', version: '3.0.999', bin: { cline: 'bin/cline' } }));
    // One line a call: its first argument and its --data-dir.
    const log = join(root, 'calls.log');
    const script = `first="$1"; dir=""; prev=""\nfor a in "$@"; do [ "$prev" = "--data-dir" ] && dir="$a"; prev="$a"; done\necho "$first $dir" >> ${log}\n`;
    await writeFile(wrapper, `#!/bin/sh\n${script}exec ${CLINE_BIN} "$@"\n`, { mode: 0o755 });
    const prompts = { a: 'dump', b: '-v prints nothing; fix it', c: '修正して' };
    const tasks = [];
    for (const [id, prompt] of Object.entries(prompts)) {
      await mkdir(join(root, `env-${id}`));
      tasks.push({ id, env: join(root, `env-${id}`), prompt, out: join(root, 'out', id) });
    }
    // The preflight, on task a's run: a staged skill with a same-named copy in another root cline reads is recorded and named.
    const skill = join(root, 'skill');
    await mkdir(skill, { recursive: true });
    await writeFile(join(skill, 'SKILL.md'), '---\nname: tidy\ndescription: d\n---\nKeep it tidy.\n');
    const shadow = join(root, 'env-a', '.agents', 'skills', 'tidy');
    await mkdir(shadow, { recursive: true });
    await writeFile(join(shadow, 'SKILL.md'), '---\nname: tidy\n---\nAn older copy.\n');
    await stageSkill({ env: join(root, 'env-a'), skillDir: skill, descriptor: builtinDescriptor() });
    const options = {
      descriptor: builtinDescriptor(),
      clineBin: wrapper,
      provider: { provider: 'openai-compatible' as const, baseUrl: server.url, apiKey: 'k' },
      model: 'scripted-1',
      jobs: 1,
    };
    const summary = await dispatchTasks(tasks.slice(0, 2), options);
    expect(summary.by_status).toEqual({ completed: 2 });
    expect(summary.results.map((r) => r.ended_after_result)).toEqual([true, true]);
    const [shadowed, plain] = summary.results;
    expect(shadowed!.guard).toBe('not_armed');
    expect(shadowed!.shadows).toEqual([expect.objectContaining({ skill: 'tidy', path: shadow, named_by: 'frontmatter' })]);
    expect(shadowed!.notes.join('\n')).toContain(`skill "tidy" is also found at ${shadow}`);
    expect(plain!.shadows).toEqual([]);
    // The third task in a dispatch process of its own, on the same cache: it completes on the stored state, without auth.
    // Its out dir already holds a completed result (task a's): only --overwrite runs it. The flags are test/cli/options.test.ts's
    // single-task dispatch case, each shown reaching the code below.
    const c = tasks[2]!;
    await writeFile(join(root, 'prompt-c.md'), c.prompt);
    await mkdir(c.out, { recursive: true });
    await writeFile(join(c.out, 'dispatch-result.json'), await readFile(join(tasks[0]!.out, 'dispatch-result.json')));
    const em = join(root, 'eval-magic');
    const args = [
      'dispatch', '--cline-bin', wrapper, '--provider', 'openai-compatible', '--base-url', other.url, '--api-key', 'k-other', '--model', 'scripted-1',
      '--env', c.env, '--prompt-file', join(root, 'prompt-c.md'), '--out', c.out, '--timeout', '77',
      // Unsandboxed, as the library's tasks above: inside bwrap the wrapper could not write its log.
      '--sandbox', 'none',
    ];
    const elsewhere = await runCli([
      'dispatch', '--cline-bin', wrapper, '--provider', 'openai-compatible', '--base-url', other.url, '--api-key', 'k-other', '--model', 'scripted-1',
      '--env', c.env, '--prompt-file', join(root, 'prompt-c.md'), '--out', c.out, '--timeout', '77', '--sandbox', 'none',
      '--json', '--overwrite', '--eval-magic-out', em, '--eval-magic-condition', 'cond-from-option',
    ]);
    expect(elsewhere.exitCode, elsewhere.stderr).toBe(0);
    expect(JSON.parse(elsewhere.stdout).by_status).toEqual({ completed: 1 });
    expect(await readFile(join(root, 'out', 'c', 'final-message.md'), 'utf8')).toBe('Done elsewhere.');
    expect(await readResult(c.out)).toMatchObject({ status: 'completed', ended_after_result: true });
    // What the options gave: the cline, the model, the time limit, no sandbox, an isolated provider, the env; not skipped.
    expect(JSON.parse(elsewhere.stdout).results[0]).toMatchObject({
      cline_bin: wrapper,
      model: 'scripted-1',
      timeout_s: 77,
      sandbox: 'none',
      provider: 'isolated',
      skipped: false,
      paths: expect.objectContaining({ env: c.env }),
    });
    expect(await readdir(c.out)).toContain('cline-events.jsonl');
    expect((await readdir(em, { recursive: true })).join('\n')).toContain('cond-from-option');
    // Without --overwrite the completed out dir is kept: nothing runs (the calls log below holds no fifth call).
    const again = await runCli([...args, '--json']);
    expect(again.exitCode, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout).results[0].skipped).toBe(true);
    const sawPrompt = (s: typeof server, prompt: string) =>
      s.requests.some((r) => r.turn !== null && JSON.stringify(r.last_messages).includes(JSON.stringify(prompt).slice(1, -1)));
    expect([sawPrompt(server, prompts.a), sawPrompt(server, prompts.b), sawPrompt(other, prompts.c)]).toEqual([true, true, true]);
    const chats = other.requests.filter((r) => r.turn !== null);
    expect(chats.length).toBeGreaterThan(0);
    expect(chats.every((r) => r.api_key === 'k-other' && r.model === 'scripted-1')).toBe(true);
    const calls = (await readFile(join(root, 'calls.log'), 'utf8')).trim().split('\n').map((c) => c.split(' '));
    expect(calls.filter((c) => c[0] === 'auth')).toHaveLength(1);
    // The auth and the three tasks, nothing else: the version came from the manifest.
    expect(calls).toHaveLength(4);
    // Every task ran on a state dir of its own.
    const dataDirs = calls.filter((c) => c[0] !== 'auth' && c[1]).map((c) => c[1]!);
    expect(dataDirs).toHaveLength(3);
    expect(new Set(dataDirs).size).toBe(3);
    expect(dataDirs.every((d) => d.startsWith('/'))).toBe(true);
  }, 300_000); // three cline runs, an auth and a CLI start: minutes on a loaded machine
});
