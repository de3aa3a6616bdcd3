/**
 * `parse --format eval-magic-events` over every real capture, read back by eval-magic's extract and denial-reader rules
 * (./extract-reader.ts): what eval-magic gets per round must be this project's own transcript of that round.
 */
import { readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUND_EVENTS_EXTRACT, resultText, roundEventRecords } from '../../src/eval-magic/index.js';
import { rootAgent } from '../../src/transcript/agents.js';
import { parseAcpEventsFile, parseTranscriptFile, type Transcript } from '../../src/transcript/index.js';
import { runCli } from '../helpers/cli.js';
import { useTempDirs } from '../helpers/temp.js';
import { CAPTURES_DIR, captureNames, eventsPath } from '../transcript/captures.js';
import { readRound } from './extract-reader.js';

const tempDir = useTempDirs();
const acpCaptures = readdirSync(CAPTURES_DIR).filter((n) => n.startsWith('acp-'));

async function roundTrip(t: Transcript) {
  const file = join(await tempDir('ch-em-round-'), 'eval-magic-events.jsonl');
  await writeFile(file, roundEventRecords(t).map((r) => `${JSON.stringify(r)}\n`).join(''));
  return readRound(file, ROUND_EVENTS_EXTRACT);
}

/** The main agent's calls, as eval-magic keeps them (a subagent's work is its parent's tool result). */
function mainCalls(t: Transcript) {
  const root = rootAgent(t);
  return t.tool_invocations
    .filter((c) => c.agent === root)
    .map((c, ordinal) => ({ name: c.name, args: Object.keys(c.args).length ? c.args : null, result: resultText(c.result), ordinal }));
}

describe('eval-magic round events', () => {
  const cases: [string, () => Promise<Transcript>][] = [
    ...captureNames().map((n): [string, () => Promise<Transcript>] => [n, () => parseTranscriptFile(eventsPath(n))]),
    ...acpCaptures.map((n): [string, () => Promise<Transcript>] => [n, () => parseAcpEventsFile(join(CAPTURES_DIR, n, 'acp-events.jsonl'))]),
  ];
  it.each(cases)('%s: eval-magic reads back our session, calls, final text, tokens, duration and every refusal', async (_name, load) => {
    const t = await load();
    const read = await roundTrip(t);
    expect(read.session_id).toBe(t.session_id);
    expect(read.final_text).toBe(t.final_text);
    expect(read.total_tokens).toBe(t.total_tokens);
    expect(read.duration_ms).toBe(t.duration_ms === null ? null : Math.round(t.duration_ms));
    expect(read.tool_invocations).toEqual(mainCalls(t));
    expect(read.denials).toEqual(t.denials.map((d) => ({ tool: d.tool, reason: d.reason, input_keys: d.input_keys })));
  });

  it('keeps refusal wordings eval-magic\'s own cline reader would drop, and the skill load its __skill_invoked check looks for', async () => {
    const refused = await roundTrip(await parseTranscriptFile(eventsPath('approval-refused')));
    expect(refused.denials.length).toBeGreaterThan(0);
    expect(refused.denials.some((d) => d.reason?.includes('requires approval in a TTY session'))).toBe(true);
    const skills = await roundTrip(await parseTranscriptFile(eventsPath('skills')));
    expect(skills.tool_invocations).toContainEqual(expect.objectContaining({ name: 'skills', args: expect.objectContaining({ skill: 'release-notes' }) }));
  });

  it('leaves a subagent\'s own calls out, as eval-magic\'s conversations do', async () => {
    const t = await parseTranscriptFile(eventsPath('spawn-agent'));
    const read = await roundTrip(t);
    expect(t.tool_invocations.length).toBeGreaterThan(read.tool_invocations.length);
    expect(read.tool_invocations.map((c) => c.name)).toEqual(['spawn_agent']);
  });

  it('is what `parse --format eval-magic-events` prints, one record per line', async () => {
    const t = await parseAcpEventsFile(join(CAPTURES_DIR, 'acp-guard-refusal', 'acp-events.jsonl'));
    const r = await runCli(['parse', join(CAPTURES_DIR, 'acp-guard-refusal', 'acp-events.jsonl'), '--format', 'eval-magic-events']);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l))).toEqual(roundEventRecords(t));
  });
});
