import { cp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TranscriptSchema } from '../../src/transcript/schema.js';
import { looksLikeAcpLog, parseAcpEventsFile, parseAcpText } from '../../src/transcript/acp.js';
import { runCli } from '../helpers/cli.js';
import { useTempDirs } from '../helpers/temp.js';
import { CAPTURES_DIR } from './captures.js';

const tempDir = useTempDirs();
const logOf = (name: string) => join(CAPTURES_DIR, name, 'acp-events.jsonl');
const parse = async (name: string) => TranscriptSchema.parse(await parseAcpEventsFile(logOf(name)));

/** The capture's messages.json, read independently of the parser. */
async function sessionMessages(name: string): Promise<any[]> {
  const file = (await readdir(join(CAPTURES_DIR, name))).find((f) => f.endsWith('.messages.json'))!;
  const data = JSON.parse(await readFile(join(CAPTURES_DIR, name, file), 'utf8'));
  return Array.isArray(data) ? data : data.messages;
}

describe('ACP captures', () => {
  it('three turns: prompts, stop reasons, per-turn tokens from messages.json, turn on every invocation and event', async () => {
    const t = await parse('acp-three-turns');
    expect(t.transport).toBe('acp');
    expect(t.session_id).toMatch(/_cli$/);
    expect(t.turns.map((x) => [x.index, x.prompt, x.stop_reason])).toEqual([
      [0, 'Look at the config and tell me what to change', 'end_turn'],
      [1, 'Bump the version to 2 please', 'end_turn'],
      [2, 'Thanks, that is all for now', 'end_turn'],
    ]);
    expect(t.turns.map((x) => x.final_text)).toEqual([
      'The config is at version 1. Should I bump it to 2?',
      'Bumped to version 2 (the check for 3 failed, as expected).',
      'You are welcome.',
    ]);
    // Tokens: the scripted usage of each turn's model requests, as cline saved them.
    const assistant = (await sessionMessages('acp-three-turns')).filter((m) => m.role === 'assistant');
    expect(assistant.reduce((s, m) => s + m.metrics.inputTokens, 0)).toBe(7000);
    expect(t.turns.map((x) => [x.tokens.input, x.tokens.output, x.tokens.cache_read])).toEqual([[2500, 50, 200], [2900, 40, 2100], [1600, 5, 1200]]);
    expect(t.tokens).toMatchObject({ input: 7000, output: 95, cache_read: 3500 });
    expect(t.total_tokens).toBe(7000 + 95 - 3500);
    expect(t.finish_reason).toBe('completed');
    expect(t.final_text).toBe('You are welcome.');
    expect(t.tool_invocations.map((i) => [i.ordinal, i.turn, i.name, i.ok])).toEqual([[0, 0, 'read_files', true], [1, 1, 'run_commands', false]]);
    const [read, bump] = t.tool_invocations;
    expect(read!.paths).toEqual(['/capture/env/config.toml']);
    expect(read!.result).toBe('1 | version = 1');
    expect(bump!.args.command).toBe("sed -i 's/1/2/' config.toml\ngrep -q 3 config.toml");
    expect(bump!.items!.map((i) => i.success)).toEqual([true, false]);
    expect(bump!.error).toBe('Command exited with code 1');
    expect(t.reasoning.map((r) => [r.turn, r.text])).toEqual([[0, 'Let me read the config first.']]);
    expect(t.events.every((e) => typeof e.turn === 'number')).toBe(true);
    expect(t.messages.map((m) => m.turn)).toEqual([0, 1, 2]);
    expect(t.denials).toEqual([]);
    expect(t.diagnostics).toEqual([]);
  });

  it('guard refusal: a failed update with the guard wording is a guard denial in its turn; the next turn goes on', async () => {
    const t = await parse('acp-guard-refusal');
    expect(t.denials).toEqual([
      expect.objectContaining({
        kind: 'guard',
        tool: 'run_commands',
        tool_call_id: 'call_rm',
        turn: 0,
        ordinal: 0,
        reason: expect.stringMatching(/^eval guard: rm keep\.txt/),
      }),
    ]);
    expect(t.tool_invocations.map((i) => [i.turn, i.name, i.ok])).toEqual([[0, 'run_commands', false], [1, 'read_files', true]]);
    expect(t.tool_invocations[1]!.result).toBe('1 | precious');
  });

  it('rejected permission: one approval denial with cline\'s wording, not two', async () => {
    const t = await parse('acp-permission-rejected');
    expect(t.denials).toHaveLength(1);
    expect(t.denials[0]).toMatchObject({ kind: 'approval', tool: 'run_commands', tool_call_id: 'call_ls', input_keys: ['commands'] });
    expect(t.denials[0]!.reason).toContain('User rejected the tool call');
    expect(t.tool_invocations[0]!.args.command).toBe('ls -la');
    expect(t.diagnostics).toEqual([]);
  });

  it('provider error: the prompt answered with a JSON-RPC error is an error, the finish reason error, no final text', async () => {
    const t = await parse('acp-provider-error');
    expect(t.turns[0]).toMatchObject({ stop_reason: null, error: '-32603: Internal error: scripted provider outage' });
    expect(t.errors).toEqual([expect.objectContaining({ source: 'prompt', turn: 0, message: 'Internal error: scripted provider outage' })]);
    expect(t.finish_reason).toBe('error');
    expect(t.final_text).toBeNull();
    expect(t.diagnostics.map((d) => d.kind)).toEqual(['not_completed']);
  });

  it('hung model: the cancelled turn ends the transcript as cancelled', async () => {
    const t = await parse('acp-timeout-hang');
    expect(t.turns).toEqual([expect.objectContaining({ stop_reason: 'cancelled', error: null })]);
    expect(t.finish_reason).toBe('cancelled');
    expect(await readFile(logOf('acp-timeout-hang'), 'utf8')).toContain('"method":"session/cancel"');
  });
});

describe('ACP robustness', () => {
  it('garbage, non-log JSON and a cut last line become diagnostics; the rest still parses', async () => {
    const text = await readFile(logOf('acp-three-turns'), 'utf8');
    const lines = text.trimEnd().split('\n');
    const damaged = [lines[0], 'garbage {', '[1,2]', ...lines.slice(1), '{"ts":"x","from":"agent","msg":{"jsonrp'].join('\n');
    const t = parseAcpText(damaged, null);
    expect(t.diagnostics.map((d) => d.kind)).toEqual(['malformed_line', 'not_an_event', 'truncated_line', 'missing_session_files']);
    expect(t.turns).toHaveLength(3);
    expect(t.tool_invocations).toHaveLength(2);
    // Unknown is not zero: without the session's messages nothing reported tokens.
    expect(t.tokens).toEqual({ input: null, output: null, cache_read: null, cache_write: null, cost: null });
    expect(t.total_tokens).toBeNull();
  });

  it('a log cut inside a turn: the open prompt and tool are diagnosed, no finish reason', () => {
    const cut = [
      { from: 'client', msg: { jsonrpc: '2.0', id: 1, method: 'session/new', params: { cwd: '/e', mcpServers: [] } } },
      { from: 'agent', msg: { jsonrpc: '2.0', id: 1, result: { sessionId: 's1' } } },
      { from: 'client', msg: { jsonrpc: '2.0', id: 2, method: 'session/prompt', params: { sessionId: 's1', prompt: [{ type: 'text', text: 'hi there' }] } } },
      {
        from: 'agent',
        msg: {
          jsonrpc: '2.0',
          method: 'session/update',
          params: {
            sessionId: 's1',
            update: { sessionUpdate: 'tool_call', toolCallId: 'c1', title: 'read_files: x', status: 'pending', rawInput: { files: ['x'] } },
          },
        },
      },
    ].map((l) => JSON.stringify({ ts: '2026-01-01T00:00:00.000Z', ...l }));
    const t = parseAcpText(cut.join('\n') + '\n', []);
    expect(t.diagnostics.map((d) => d.kind).sort()).toEqual(['missing_run_result', 'prompt_unanswered', 'tool_call_not_closed']);
    expect(t.finish_reason).toBeNull();
    expect(t.session_id).toBe('s1');
    expect(t.tool_invocations[0]).toMatchObject({ name: 'read_files', turn: 0, ok: null, paths: ['x'] });
  });

  it.each([
    ['a text id answered by the same text', 'p-7', 'p-7', 'end_turn'],
    ['a number id answered by the same number', 7, 7, 'end_turn'],
    ['a number id answered by the same digits as text (another id)', 7, '7', null],
    ['a text id answered by the same digits as a number (another id)', '7', 7, null],
  ])('JSON-RPC ids: %s', (_what, promptId, answerId, stopReason) => {
    const log = [
      { from: 'client', msg: { jsonrpc: '2.0', id: 1, method: 'session/new', params: { cwd: '/e', mcpServers: [] } } },
      { from: 'agent', msg: { jsonrpc: '2.0', id: 1, result: { sessionId: 's1' } } },
      { from: 'client', msg: { jsonrpc: '2.0', id: promptId, method: 'session/prompt', params: { sessionId: 's1', prompt: [{ type: 'text', text: 'hi' }] } } },
      { from: 'agent', msg: { jsonrpc: '2.0', id: answerId, result: { stopReason: 'end_turn' } } },
    ].map((l) => JSON.stringify({ ts: '2026-01-01T00:00:00.000Z', ...l }));
    for (const fastPaths of [true, false]) {
      const t = parseAcpText(log.join('\n') + '\n', [], { fastPaths });
      expect(t.turns[0]!.stop_reason).toBe(stopReason);
      expect(t.diagnostics.some((d) => d.kind === 'prompt_unanswered')).toBe(stopReason === null);
    }
  });

  it('tells an ACP log from a --json stream by its first line', async () => {
    expect(looksLikeAcpLog(await readFile(logOf('acp-guard-refusal'), 'utf8'))).toBe(true);
    expect(looksLikeAcpLog(await readFile(join(CAPTURES_DIR, 'read-files', 'events.jsonl'), 'utf8'))).toBe(false);
    expect(looksLikeAcpLog('')).toBe(false);
  });
});

describe('parse on an ACP log', () => {
  it('detects it, reads the session files beside it, and prints eval-magic with the conversation shape', async () => {
    const full = await runCli(['parse', logOf('acp-three-turns')]);
    expect(full.exitCode).toBe(0);
    expect(JSON.parse(full.stdout)).toMatchObject({ transport: 'acp', tokens: { input: 7000 } });
    const em = await runCli(['parse', logOf('acp-three-turns'), '--format', 'eval-magic']);
    const doc = JSON.parse(em.stdout);
    expect(doc.session_id).toMatch(/_cli$/);
    expect(doc.tool_invocations.map((i: any) => [i.ordinal, i.name])).toEqual([[0, 'read_files'], [1, 'run_commands']]);
    expect(doc.conversation).toMatchObject({
      status: 'completed',
      delivered_followups: 2,
      stop_reason: null,
      timed_out_in_round: null,
      session_id: doc.session_id,
    });
    const hung = JSON.parse((await runCli(['parse', logOf('acp-timeout-hang'), '--format', 'eval-magic'])).stdout);
    expect(hung.conversation).toMatchObject({ status: 'timed_out', timed_out_in_round: 0 });
  });

  it('without the session files: a diagnostic and unknown (null) tokens, exit 0; --input acp forces the reader', async () => {
    const dir = await tempDir();
    await cp(logOf('acp-three-turns'), join(dir, 'log.jsonl'));
    const run = await runCli(['parse', join(dir, 'log.jsonl'), '--input', 'acp']);
    expect(run.exitCode).toBe(0);
    const t = JSON.parse(run.stdout);
    expect(t.diagnostics.map((d: any) => d.kind)).toEqual(['missing_session_files']);
    expect(t.tokens.input).toBeNull();
    expect(t.total_tokens).toBeNull();
    expect(t.turns.map((x: any) => x.tokens.input)).toEqual([null, null, null]);
    expect(t.turns).toHaveLength(3);
    await writeFile(join(dir, 'log.jsonl'), 'not json at all\n');
    const forced = JSON.parse((await runCli(['parse', join(dir, 'log.jsonl'), '--input', 'acp'])).stdout);
    expect(forced.transport).toBe('acp');
    expect(forced.diagnostics.map((d: any) => d.kind)).toEqual(['malformed_line', 'missing_run_result']);
    await rm(join(dir, 'log.jsonl'));
    expect((await runCli(['parse', join(dir, 'log.jsonl')])).exitCode).toBe(2);
  });
});

describe('ACP turn durations', () => {
  /** One prompt at `start` answered at `end`, both on cline's line layout. */
  const turnLog = (start: string, end: string) =>
    `{"ts":"${start}","from":"client","msg":{"jsonrpc":"2.0","id":2,"method":"session/prompt",` +
    `"params":{"sessionId":"s","prompt":[{"type":"text","text":"hi"}]}}}\n` +
    `{"ts":"${end}","from":"agent","msg":{"jsonrpc":"2.0","id":2,"result":{"stopReason":"end_turn"}}}\n`;

  it('are what Date.parse gives, whether or not the timestamp is of the layout the reader reads by its digits', () => {
    const pairs = [
      ['2026-11-30T19:57:46.371Z', '2026-11-30T19:58:05.908Z'],
      ['2026-11-30T23:59:59.999Z', '2026-12-01T00:00:00.001Z'],
      ['2026-02-28T10:00:05.000Z', '2026-02-30T10:00:05.000Z'], // a day past the month's end: Date.parse rolls it over
      ['2026-11-30T23:59:00.000Z', '2026-11-30T24:00:00.000Z'], // 24:00 is the next day's midnight
      ['2026-11-30T10:00:00.000Z', '2026-13-01T10:00:05.000Z'], // no month 13: not a date
      ['2026-11-30T10:00:00.000Z', '2026-11-30T10:00:60.000Z'],
      ['2026-11-30T10:00:00Z', '2026-11-30T10:00:01.5+01:00'],
      ['2026-11-30T10:00:00.000Z', 'yesterday'],
    ];
    for (const [start, end] of pairs) {
      const span = Date.parse(end!) - Date.parse(start!);
      const t = parseAcpText(turnLog(start!, end!), null);
      // NaN when either is not a date, as before (the document writes it as null).
      expect(t.turns[0]!.duration_ms, `${start} → ${end}`).toBe(Math.max(0, span));
    }
  });
});
