/**
 * The model-record check against every committed real capture: the calls
 * cline reported must all be ones the scripted model's replies hold (no false
 * mismatch), subagents' included; and a call the model never made is caught.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenario, resolveScript } from '../../src/capture/scenario.js';
import { ReplyReader, recordUsage, type ModelRecord } from '../../src/model/record.js';
import { matchRecord, unreceivedReplies } from '../../src/model/record-check.js';
import { streamChunks } from '../../src/model/server.js';
import type { ModelScript, ScriptTurn } from '../../src/model/script.js';
import { parseAcpEventsFile, parseTranscriptFile, type Transcript } from '../../src/transcript/index.js';
import { CAPTURES_DIR } from '../transcript/captures.js';
import { fileURLToPath } from 'node:url';

const SCENARIOS_DIR = fileURLToPath(new URL('../../fixtures/scenarios/', import.meta.url));

/** Every turn the script could give, in every branch. */
function allTurns(script: ModelScript): ScriptTurn[] {
  if (Array.isArray(script)) return script;
  return [script.turns, ...Object.values(script.if_request_contains), ...Object.values(script.if_tool_offered)].flat();
}

/**
 * The record the proxy would keep of this script's replies: its real SSE bytes read by the proxy's reader. With
 * `asServed`, a hanging turn stops where the server stops it and an error turn keeps its status.
 */
function recordOf(turns: ScriptTurn[], asServed = false): ModelRecord {
  const replies = turns.map((turn, i) => {
    const reader = new ReplyReader(i, asServed ? (turn.http_status ?? 200) : 200);
    for (const chunk of streamChunks({ ...turn, hang: asServed && turn.hang }, 'm', `chatcmpl-${i}`)) {
      reader.push(Buffer.from(`data: ${JSON.stringify(chunk)}\n\n`));
    }
    if (!(asServed && turn.hang)) reader.push(Buffer.from('data: [DONE]\n\n'));
    return reader.finish();
  });
  return { upstream: 'scripted', replies, rejected_requests: 0, foreign_requests: [] };
}

async function captureTranscript(name: string): Promise<Transcript> {
  const dir = join(CAPTURES_DIR, name);
  return existsSync(join(dir, 'acp-events.jsonl')) ? parseAcpEventsFile(join(dir, 'acp-events.jsonl')) : parseTranscriptFile(join(dir, 'events.jsonl'));
}

const names = readdirSync(CAPTURES_DIR).filter((n) => existsSync(join(SCENARIOS_DIR, n)));

describe('the model record against real captures', () => {
  it('covers every capture', () => {
    expect(names.length).toBeGreaterThanOrEqual(28);
  });

  it.each(names)('%s: every reported call is one the scripted model emitted', async (name) => {
    const scenario = await loadScenario(join(SCENARIOS_DIR, name));
    const record = recordOf(allTurns(resolveScript(scenario.script, '/capture/env')));
    const transcript = await captureTranscript(name);
    const match = matchRecord(transcript.tool_invocations, record);
    expect(match.unmatched).toEqual([]);
    expect(match.matched).toBe(transcript.tool_invocations.length);
  });

  it.each(names)('%s: every reply the scripted model served shows in the transcript (none counts as taken by another process)', async (name) => {
    const scenario = await loadScenario(join(SCENARIOS_DIR, name));
    const record = recordOf(allTurns(resolveScript(scenario.script, '/capture/env')), true);
    expect(unreceivedReplies(await captureTranscript(name), record)).toEqual([]);
  });

  it('names a reply the transcript never received: a tool call turn or a text turn taken by another process', async () => {
    const transcript = await captureTranscript('run-commands');
    const scenario = await loadScenario(join(SCENARIOS_DIR, 'run-commands'));
    const turns = allTurns(resolveScript(scenario.script, '/capture/env'));
    const stolen: ScriptTurn[] = [
      { tool_calls: [{ id: 'call_stolen', name: 'run_commands', arguments: { commands: ['cat answer.txt'] } }] },
      { content: 'The answer is 42.' },
    ];
    // The thief's requests came first and second: the task's own replies follow.
    const record = recordOf([...stolen, ...turns], true);
    expect(unreceivedReplies(transcript, record)).toEqual([0, 1]);
  });

  it('names a reported call the model never made, and one whose arguments or id differ', async () => {
    const transcript = await captureTranscript('spawn-agent');
    const scenario = await loadScenario(join(SCENARIOS_DIR, 'spawn-agent'));
    const record = recordOf(allTurns(resolveScript(scenario.script, '/capture/env')));
    const forged = { ordinal: 9, id: 'call_forged', name: 'skills', input: { skill: 'x' } };
    const sub = transcript.tool_invocations.find((t) => t.id === 'call_sub_read')!;
    const otherArgs = { ...sub, ordinal: 10, input: { files: [{ path: '/etc/passwd' }] } };
    const otherId = { ...sub, ordinal: 11, id: 'call_other' };
    expect(matchRecord([...transcript.tool_invocations, forged, otherArgs, otherId], record).unmatched).toEqual([
      '#9 skills (call_forged)',
      '#10 read_files (call_sub_read)',
      '#11 read_files (call_other)',
    ]);
    // A recorded call answers for one reported call only: a replayed copy of a real call is caught.
    expect(matchRecord([sub, { ...sub, ordinal: 12 }], record).unmatched).toEqual(['#12 read_files (call_sub_read)']);
  });

  it('sums the usage of the replies', () => {
    const record = recordOf([
      { content: 'a', usage: { prompt_tokens: 10, completion_tokens: 2, cached_tokens: 4 } },
      { content: 'b', usage: { prompt_tokens: 5, completion_tokens: 1 } },
    ]);
    expect(recordUsage(record)).toEqual({ input: 15, output: 3, cache_read: 4 });
  });
});
