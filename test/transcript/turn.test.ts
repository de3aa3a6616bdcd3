import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAcpEventsFile } from '../../src/transcript/acp.js';
import { transcriptOfTurn } from '../../src/transcript/turn.js';
import { parseTranscriptFile } from '../../src/transcript/parse.js';
import { TranscriptSchema } from '../../src/transcript/schema.js';
import { CAPTURES_DIR } from './captures.js';

describe('transcriptOfTurn', () => {
  it('cuts a real three-turn ACP capture into rounds, keeping ordinals of the whole conversation', async () => {
    const whole = await parseAcpEventsFile(join(CAPTURES_DIR, 'acp-three-turns', 'acp-events.jsonl'));
    const rounds = [0, 1, 2].map((n) => TranscriptSchema.parse(transcriptOfTurn(whole, n)));
    expect(rounds.map((r) => r.tool_invocations.map((c) => [c.ordinal, c.name]))).toEqual([[[0, 'read_files']], [[1, 'run_commands']], []]);
    expect(rounds.map((r) => r.final_text)).toEqual(whole.turns.map((t) => t.final_text));
    expect(rounds[1]!.messages.every((m) => m.turn === 1)).toBe(true);
    // Tokens of a round are that round's: together they make the conversation's.
    expect(rounds.every((r) => r.tokens.input !== null && r.total_tokens !== null)).toBe(true);
    expect(rounds.reduce((sum, r) => sum + (r.tokens.input ?? NaN), 0)).toBe(whole.tokens.input);
    expect(rounds.reduce((sum, r) => sum + (r.total_tokens ?? NaN), 0)).toBe(whole.total_tokens);
    expect(transcriptOfTurn(whole, 3)).toBeNull();
  });

  it('treats a one-shot --json run as round 0 and nothing else', async () => {
    const dir = join(CAPTURES_DIR, 'editor');
    const whole = await parseTranscriptFile(join(dir, 'events.jsonl'));
    expect(transcriptOfTurn(whole, 0)).toBe(whole);
    expect(transcriptOfTurn(whole, 1)).toBeNull();
  });
});
