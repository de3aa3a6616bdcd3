/**
 * The exported descriptor driven the way eval-magic drives a task: its `exec_template` for round 1 and its
 * `[conversation] resume_exec_template` for a follow-up, each rendered as eval-magic renders them (its subshell, its
 * `[dispatch.env]` exports, shell-quoted slots) and run with sh, with the user's own cline settings. Each round's
 * `eval-magic-events.jsonl` is read by eval-magic's rules (./extract-reader.ts): round 1 must name the session eval-magic
 * resumes, the tool calls, tokens and refusals must be this project's own transcript's, and round 2 must continue the
 * same session.
 */
import { mkdir, readFile, readdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { execa } from 'execa';
import { parse as parseToml } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { ConversationRecordSchema } from '../../src/conversation/schema.js';
import { DispatchResultSchema } from '../../src/dispatch/result.js';
import { ROUND_EVENTS_EXTRACT } from '../../src/eval-magic/index.js';
import { resultText } from '../../src/eval-magic/records.js';
import { TranscriptSchema } from '../../src/transcript/schema.js';
import { CLI, CLINE_BIN, runCli } from '../helpers/cli.js';
import { useModelServers } from '../helpers/model.js';
import { useTempDirs } from '../helpers/temp.js';
import { snapshotTree } from '../helpers/tree.js';
import { readRound, type ExtractSpec } from './extract-reader.js';

const tempDir = useTempDirs();
const modelServer = useModelServers();

/** eval-magic's quoting: bare when only safe characters, else single quotes. */
const quote = (v: string) => (/^[A-Za-z0-9_./:@+-]+$/.test(v) ? v : `'${v.replace(/'/g, `'"'"'`)}'`);

interface Slots {
  evalRoot: string;
  outputs: string;
  model: string;
  round: number;
  session?: string;
  prompt?: string;
}

/** A round's command as eval-magic builds it from a descriptor (descriptor_adapter + conversation.rs, at the commit the README names). */
function renderAsEvalMagic(doc: Record<string, any>, template: string, v: Slots): string {
  const filled = template.replace('{model_arg}', ` ${doc.model.flag} ${quote(v.model)}`).replace('{guard_args}', '');
  const env = Object.entries(doc.dispatch.env as Record<string, string>).map(([k, val]) => `export ${k}=${quote(val)}`);
  const wrapped = ['(', 'unset GIT_DIR GIT_WORK_TREE GIT_INDEX_FILE GIT_COMMON_DIR', ...env, filled, ')'].join('\n');
  return wrapped
    .replaceAll('<eval-root>', quote(v.evalRoot))
    .replaceAll('<dispatch_prompt_path>', quote(join(v.evalRoot, 'prompt.md')))
    .replaceAll('<outputs_dir>', quote(v.outputs))
    .replaceAll('<round>', String(v.round))
    .replaceAll('{session_arg}', quote(v.session ?? ''))
    .replaceAll('{prompt_arg}', quote(v.prompt ?? ''));
}

/** The checks eval-magic's descriptor validation makes of a `[transcript]` that extracts, and of `[conversation]` over it. */
function expectLoadableByEvalMagic(doc: Record<string, any>): void {
  expect(doc.transcript.parser).toBeUndefined(); // a parser and extract summary outputs may not both be declared
  expect(['claude-stream-json', 'cline-json', 'codex-items', 'opencode-events']).toContain(doc.transcript.permission_denials_parser);
  const extract = doc.transcript.extract as ExtractSpec;
  expect(extract.assistant_messages).toBeDefined(); // [conversation] over extract needs the messages and the session id
  expect(extract.session_id).toBeDefined();
  expect(extract.duration?.field).toBeDefined();
  for (const slot of ['<eval-root>', '<outputs_dir>', '{session_arg}', '{prompt_arg}']) expect(doc.conversation.resume_exec_template).toContain(slot);
}

describe('harness export --eval-magic, driven as eval-magic drives a task', () => {
  it('round 1 names the session and carries our tool calls, tokens and refusals; the follow-up resumes that session', async () => {
    const root = await tempDir('ch-em-descriptor-');
    const [home, env, bin, state, outside] = ['home', 'env', 'bin', 'state', 'outside'].map((d) => join(root, d)) as [string, string, string, string, string];
    for (const d of [home, env, bin, outside]) await mkdir(d);
    await execa('git', ['init', '-q'], { cwd: env });
    await writeFile(join(env, 'prompt.md'), 'Tidy up the configuration please');
    await writeFile(join(outside, 'precious.txt'), 'do not touch\n');
    const outsideBefore = await snapshotTree(outside);
    await symlink(CLI, join(bin, 'cline-harness'));
    const usage = [
      { prompt_tokens: 2100, completion_tokens: 90, cached_tokens: 300 },
      { prompt_tokens: 2600, completion_tokens: 25 },
      { prompt_tokens: 3100, completion_tokens: 30, cached_tokens: 1000 },
    ];
    const server = await modelServer([
      {
        tool_calls: [
          { id: 'call_out', name: 'editor', arguments: { path: join(outside, 'escaped.txt'), new_text: 'escaped\n' } },
          { id: 'call_in', name: 'editor', arguments: { path: join(env, 'config.toml'), new_text: 'tidy = true\n' } },
          { id: 'call_sh', name: 'run_commands', arguments: { commands: ['cat config.toml'] } },
        ],
        usage: usage[0],
      },
      { content: 'Which file should I tidy?', usage: usage[1] },
      { content: 'Tidied config.toml as asked.', usage: usage[2] },
    ]);
    // The user's own cline set-up, which both rounds use (eval-magic passes no provider): `cline auth` in their HOME.
    const userEnv = { HOME: home, XDG_STATE_HOME: state, CLINE_PROVIDER: 'openai-compatible', CLINE_API_KEY: 'k', CLINE_PLUGIN_IMPORT_TIMEOUT_MS: '30000' };
    const auth = await execa(CLINE_BIN, ['auth', '-p', 'openai', '-k', 'k', '-m', 'scripted-1', '-b', server.url], {
      env: { HOME: home },
      reject: false,
      stdin: 'ignore',
    });
    expect(auth.exitCode, auth.stderr).toBe(0);

    const doc = parseToml((await runCli(['harness', 'export', '--eval-magic'])).stdout) as Record<string, any>;
    expectLoadableByEvalMagic(doc);
    const extract = doc.transcript.extract as ExtractSpec;
    const events = doc.transcript.events_filename as string;
    const sh = (command: string) =>
      execa('sh', ['-c', command], { cwd: env, env: { ...userEnv, PATH: `${bin}:${process.env.PATH}` }, reject: false, stdin: 'ignore' });

    // Round 1: eval-magic's exec template.
    const turn1 = join(root, 'outputs', 'turn-1');
    const first = await sh(renderAsEvalMagic(doc, doc.dispatch.exec_template, { evalRoot: env, outputs: turn1, model: 'scripted-1', round: 1 }));
    expect(first.exitCode, first.stderr).toBe(0);
    const round1 = await readRound(join(turn1, events), extract);
    const ours1 = TranscriptSchema.parse(JSON.parse(await readFile(join(turn1, 'transcript.json'), 'utf8')));
    expect(round1.session_id).toBeTruthy();
    expect(round1.session_id).toBe(ours1.session_id);
    expect(round1.final_text).toBe('Which file should I tidy?');
    expect(round1.tool_invocations.map((c) => c.name)).toEqual(['editor', 'editor', 'run_commands']);
    expect(round1.tool_invocations).toEqual(
      ours1.tool_invocations.map((c, i) => ({ name: c.name, args: Object.keys(c.args).length ? c.args : null, result: resultText(c.result), ordinal: i })),
    );
    expect(round1.tool_invocations[2]!.result).toContain('tidy = true');
    expect(round1.events.map((e) => e.type)).toEqual(['tool_invocation', 'tool_invocation', 'tool_invocation', 'assistant_message']);
    // Tokens: input + output − cache read over round 1's two replies, as eval-magic counts them.
    const perReply = usage.map((u) => u.prompt_tokens + u.completion_tokens - (u.cached_tokens ?? 0));
    expect(round1.total_tokens).toBe(perReply[0]! + perReply[1]!);
    expect(round1.total_tokens).toBe(ours1.total_tokens);
    expect(round1.duration_ms).toBe(Math.round(ours1.duration_ms!));
    // The guard refused the write outside the env; eval-magic's denial reader sees it with our reason verbatim.
    expect(ours1.denials).toHaveLength(1);
    expect(round1.denials).toEqual([{ tool: 'editor', reason: ours1.denials[0]!.reason, input_keys: ours1.denials[0]!.input_keys }]);
    expect(round1.denials[0]!.reason).toMatch(/^eval guard: /);
    expect(await snapshotTree(outside)).toEqual(outsideBefore);
    expect(await readFile(join(env, 'config.toml'), 'utf8')).toBe('tidy = true\n');

    // Round 2: eval-magic's resume template, with the session id it took from round 1.
    const followup = "It's config.toml; keep the $HOME line as it is";
    const turn2 = join(root, 'outputs', 'turn-2');
    const second = await sh(
      renderAsEvalMagic(doc, doc.conversation.resume_exec_template, {
        evalRoot: env,
        outputs: turn2,
        model: 'scripted-1',
        round: 2,
        session: round1.session_id!,
        prompt: followup,
      }),
    );
    expect(second.exitCode, second.stderr).toBe(0);
    const round2 = await readRound(join(turn2, events), extract);
    expect(round2).toMatchObject({ session_id: round1.session_id, final_text: 'Tidied config.toml as asked.', tool_invocations: [], denials: [] });
    // Each round reports its own tokens, so eval-magic's default `sum` aggregation is right for these rounds.
    expect(round2.total_tokens).toBe(perReply[2]);
    expect(doc.conversation.token_usage_aggregation ?? 'sum').toBe('sum');
    expect(await readFile(join(turn2, 'followup-prompt.md'), 'utf8')).toBe(followup);
    const conversation = ConversationRecordSchema.parse(JSON.parse(await readFile(join(turn2, 'conversation.json'), 'utf8')));
    expect(conversation).toMatchObject({ session_id: round1.session_id, resumed_from: round1.session_id, status: 'completed' });
    const result = DispatchResultSchema.parse(JSON.parse(await readFile(join(turn2, 'dispatch-result.json'), 'utf8')));
    expect(result).toMatchObject({ transport: 'acp', session_id: round1.session_id, status: 'completed', guard: 'armed', provider: 'user' });
    // The same session: the follow-up's model request carries round 1's exchange, and the follow-up verbatim.
    const chats = server.requests.filter((r) => r.turn !== null);
    expect(chats).toHaveLength(3);
    expect(chats[2]!.message_count).toBeGreaterThan(chats[1]!.message_count);
    expect(JSON.stringify(chats[2]!.last_messages)).toContain(JSON.stringify(followup).slice(1, -1));
    // Both rounds tore the guard down: no plugin is left in the env.
    expect(await readdir(join(env, '.cline', 'plugins')).catch(() => [])).toEqual([]);

    // A round cline never ran (here its prompt file is missing) fails in eval-magic, rather than reading as an empty transcript.
    const turn3 = join(root, 'outputs', 'broken');
    const broken = await sh(
      renderAsEvalMagic(doc, doc.dispatch.exec_template, { evalRoot: join(root, 'no-such-env'), outputs: turn3, model: 'scripted-1', round: 1 }),
    );
    expect(broken.exitCode).not.toBe(0);
    expect(server.requests.filter((r) => r.turn !== null)).toHaveLength(3);
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
