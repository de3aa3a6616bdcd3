import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildGuardPlugin } from '../../scripts/build-guard-plugin.mjs';
import { runConversation } from '../../src/conversation/run.js';
import { ConversationRecordSchema } from '../../src/conversation/schema.js';
import { DispatchResultSchema } from '../../src/dispatch/result.js';
import { builtinDescriptor } from '../../src/descriptor/index.js';
import { armGuard, teardownGuard } from '../../src/guard/arm.js';
import { TranscriptSchema } from '../../src/transcript/schema.js';
import { CLINE_BIN, runCli } from '../helpers/cli.js';
import { useModelServers } from '../helpers/model.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();
const modelServer = useModelServers();

/** Every process whose command line names `path` (an env or state dir only this test uses). */
async function processesFor(path: string): Promise<string[]> {
  const found = await execa('pgrep', ['-af', path], { reject: false });
  return found.stdout.split('\n').filter((l) => l && !l.includes('pgrep'));
}

/** Nothing of this test may survive: no cline, no bwrap, no hub daemon started from its HOME. */
const watched: string[] = [];
afterEach(async () => {
  for (const path of watched.splice(0)) expect(await processesFor(path)).toEqual([]);
});

async function setup() {
  const root = await tempDir('ch-conv-');
  const env = join(root, 'env');
  await mkdir(env);
  await execa('git', ['init', '-q'], { cwd: env });
  await writeFile(join(env, 'notes.txt'), 'the secret word is lemon\n');
  watched.push(env, root);
  return { root, env, state: join(root, 'state'), out: (name: string) => join(root, name) };
}

const descriptor = builtinDescriptor();
const provider = (url: string) => ({ provider: 'openai-compatible' as const, baseUrl: url, apiKey: 'k', model: 'scripted-1' });

async function readJson(file: string) {
  return JSON.parse(await readFile(file, 'utf8'));
}

beforeAll(async () => {
  await buildGuardPlugin();
});

describe('conversations over ACP', () => {
  it('three turns as three separate processes: the session id alone resumes, history carries over', async () => {
    const { root, env, state, out } = await setup();
    const server = await modelServer([
      { tool_calls: [{ id: 'call_read', name: 'read_files', arguments: { files: [{ path: join(env, 'notes.txt') }] } }] },
      { content: 'The secret word is lemon. Anything else?' },
      { content: 'Second answer: lemon has five letters.' },
      { content: 'Third answer: goodbye.' },
    ]);
    const prompts = ['What is the secret word in notes', 'How many letters does it have', 'Thanks and goodbye now'];
    for (const [i, p] of prompts.entries()) await writeFile(join(root, `p${i}.md`), p);
    const common = [
      '--env',
      env,
      '--provider',
      'openai-compatible',
      '--base-url',
      server.url,
      '--model',
      'scripted-1',
      '--state-dir',
      state,
      '--sandbox',
      'none',
    ];

    const first = await runCli(['converse', ...common, '--prompt-file', join(root, 'p0.md'), '--out', out('r0')]);
    expect(first.exitCode, first.stderr).toBe(0);
    const sessionId = first.stdout.trim();
    expect(sessionId).toMatch(/^\S+$/);
    for (const i of [1, 2]) {
      const next = await runCli(['converse', ...common, '--resume', sessionId, '--prompt-file', join(root, `p${i}.md`), '--out', out(`r${i}`)]);
      expect(next.exitCode, next.stderr).toBe(0);
      expect(next.stdout.trim()).toBe(sessionId);
    }
    for (const i of [0, 1, 2]) {
      const conv = ConversationRecordSchema.parse(await readJson(join(out(`r${i}`), 'conversation.json')));
      expect(conv).toMatchObject({ session_id: sessionId, status: 'completed', resumed_from: i ? sessionId : null });
      const result = DispatchResultSchema.parse(await readJson(join(out(`r${i}`), 'dispatch-result.json')));
      expect(result).toMatchObject({ transport: 'acp', session_id: sessionId, status: 'completed', provider: 'isolated' });
      const t = TranscriptSchema.parse(await readJson(join(out(`r${i}`), 'transcript.json')));
      // Each run's transcript is its own turn only; a resumed log's replayed history is not counted again.
      expect(t.turns.map((x) => x.prompt)).toEqual([prompts[i]]);
      expect(t.tool_invocations).toHaveLength(i === 0 ? 1 : 0);
      expect(t.turns[0]!.tokens.input).toBeGreaterThan(0);
      expect((await readdir(out(`r${i}`))).sort()).toEqual(
        [
          'acp-events.jsonl',
          'acp-stderr.log',
          'conversation.json',
          'dispatch-result.json',
          'final-message.md',
          'fs-changes.json',
          // The round's own prompt, as a one-shot dispatch keeps it.
          'prompt.md',
          'transcript.json',
          `${sessionId}.json`,
          `${sessionId}.messages.json`,
        ].sort(),
      );
      expect(await readFile(join(out(`r${i}`), 'prompt.md'), 'utf8')).toContain(prompts[i]);
    }
    expect(await readFile(join(out('r2'), 'final-message.md'), 'utf8')).toBe('Third answer: goodbye.');
    expect(await readFile(join(out('r1'), 'acp-events.jsonl'), 'utf8')).toContain('"method":"session/load"');
    // Each process's model request carries the whole conversation so far: the history grows across processes.
    const chats = server.requests.filter((r) => r.turn !== null);
    expect(chats).toHaveLength(4);
    const counts = chats.map((r) => r.message_count);
    expect(counts[1]).toBeGreaterThan(counts[0]!);
    expect(counts[2]).toBeGreaterThan(counts[1]!);
    expect(counts[3]).toBeGreaterThan(counts[2]!);
    expect(JSON.stringify(chats[3]!.last_messages)).toContain('Thanks and goodbye now');
    // Three cline processes and three CLI starts; an unknown session's resume is test/cli/options.test.ts's converse --resume case.
  }, 600_000);

  it('scripted follow-ups through the CLI (--turns): a met agent_asks gate delivers, a failed regex gate stops with agent_response_mismatch; ' +
    '--approve never refuses a tool call', async () => {
    const { root, env, state, out } = await setup();
    // The agent first asks to run a command (refused: --approve never), then asks the user a question.
    const server = await modelServer([
      { tool_calls: [{ id: 'c1', name: 'run_commands', arguments: { commands: ['echo hi > refused.txt'] } }] },
      { content: 'Which file should I edit?' },
      { content: 'I will edit config.toml now.' },
      { content: 'unreachable' },
    ]);
    await writeFile(join(root, 'prompt.md'), 'Edit the settings for me');
    const turns = [
      { prompt: 'Edit config.toml please', deliver_when: 'agent_asks' },
      { prompt: 'Now commit it', deliver_when: 'always', agent_response_matches: '^Done' },
    ];
    await writeFile(join(root, 'turns.json'), JSON.stringify(turns));
    // dist/cli.js as a user runs it: `--responder` has a default, which once made yargs refuse every `--turns`. Its flags are
    // test/cli/options.test.ts's converse case for them (spelled out, each shown reaching the code below).
    const run = await runCli([
      'converse', '--cline-bin', CLINE_BIN, '--env', env, '--prompt-file', join(root, 'prompt.md'), '--turns', join(root, 'turns.json'),
      '--out', out('o'), '--json', '--provider', 'openai-compatible', '--base-url', server.url, '--api-key', 'key-for-converse',
      '--model', 'scripted-1', '--state-dir', state, '--sandbox', 'none', '--approve', 'never', '--timeout', '66',
    ]);
    expect(run.exitCode, run.stderr).toBe(1); // stopped: a result about the agent
    const conversation = ConversationRecordSchema.parse(JSON.parse(run.stdout));
    expect(conversation).toMatchObject({ status: 'stopped', stop_reason: 'agent_response_mismatch', delivered_followups: 1, stopped_before_followup: 2 });
    expect(conversation.events.map((e) => e.type)).toEqual(['prompt', 'agent_response', 'prompt', 'agent_response', 'followup_not_delivered']);
    expect(ConversationRecordSchema.parse(await readJson(join(out('o'), 'conversation.json')))).toEqual(conversation);
    // A result about the agent, not a failed run; --cline-bin, --timeout and --sandbox as given.
    expect(DispatchResultSchema.parse(await readJson(join(out('o'), 'dispatch-result.json')))).toMatchObject({
      status: 'completed', error: null, cline_bin: CLINE_BIN, timeout_s: 66, sandbox: 'none', transport: 'acp',
    });
    const transcript = TranscriptSchema.parse(await readJson(join(out('o'), 'transcript.json')));
    expect(transcript.turns.map((t) => t.final_text)).toEqual(['Which file should I edit?', 'I will edit config.toml now.']);
    // --approve never: cline's permission request is answered reject_once and recorded as an approval denial.
    expect(transcript.denials.map((d) => [d.kind, d.tool_call_id])).toEqual([['approval', 'c1']]);
    expect(await readFile(join(out('o'), 'acp-events.jsonl'), 'utf8')).toContain('"optionId":"reject_once"');
    expect(await readdir(env)).not.toContain('refused.txt');
    // --model and --api-key reached the model; --state-dir holds the session's state.
    const chats = server.requests.filter((r) => r.turn !== null);
    expect(chats).toHaveLength(3);
    expect(chats.every((r) => r.model === 'scripted-1' && r.api_key === 'key-for-converse')).toBe(true);
    expect((await readdir(state)).length).toBeGreaterThan(0);
  }, 300_000);

  // An agent that does not ask stops an agent_asks follow-up (agent_did_not_ask, nothing delivered): the no-question
  // case of test/conversation/suite.test.ts, the same script and turn through the same runConversation, in a suite run
  // that starts its cline anyway.

  // A hung round cancelled at --turn-timeout (timed_out, a cancelled stop reason, session/cancel sent, no process left) runs
  // through the CLI in test/cli/options.test.ts's converse cases; --approve never (reject_once, an approval denial) in the
  // --turns case above.

  it('guard and bubblewrap inside a conversation: the guard refuses an outside write, the sandbox blocks what it cannot see', async () => {
    const { root, env, state, out } = await setup();
    const outside = await tempDir('ch-conv-outside-');
    const guardState = join(root, 'guard-state');
    await armGuard({ env, stateDir: guardState, ttlS: 600, descriptor });
    try {
      const server = await modelServer([
        { tool_calls: [{ id: 'call_out', name: 'run_commands', arguments: { commands: [`echo x > ${join(outside, 'escaped.txt')}`] } }] },
        { content: 'The guard refused that. Shall I try another way?' },
        // The path is assembled at run time, so no outside path stands in the text: that write is the sandbox's to stop, not the guard's.
        {
          tool_calls: [
            {
              id: 'call_py',
              name: 'run_commands',
              arguments: {
                commands: [`python3 -c "open('/'.join([${['', ...outside.split('/').slice(1), 'py.txt'].map((p) => `'${p}'`).join(',')}]),'w').write('x')"`],
              },
            },
          ],
        },
        { content: 'That failed too.' },
      ]);
      const { conversation, result, transcript } = await runConversation(
        { env, out: out('o'), prompt: 'Write a file outside the project', turns: [{ prompt: 'Yes, try another way', deliver_when: 'agent_asks' }] },
        { descriptor, provider: provider(server.url), stateRoot: state, sandbox: 'bwrap', guardStateDir: guardState },
      );
      expect(result).toMatchObject({ sandbox: 'bwrap', guard: 'armed' });
      expect(result.notes.filter((n) => n.includes('not guarded'))).toEqual([]);
      expect(conversation).toMatchObject({ status: 'completed', delivered_followups: 1 });
      expect(transcript!.denials.map((d) => [d.turn, d.kind, d.tool_call_id])).toEqual([[0, 'guard', 'call_out'], [1, 'sandbox', 'call_py']]);
      expect(await readdir(outside)).toEqual([]);
    } finally {
      await teardownGuard(env, { stateDir: guardState, descriptor });
    }
  });
});
