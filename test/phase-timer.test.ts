import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PhaseTimer, firstClineEventAt } from '../src/phase-timer.js';
import { CAPTURES_DIR as CAPTURES } from './transcript/captures.js';

/** The `ts` of a record's n-th line (0-based), read straight from the capture. */
async function tsOfLine(file: string, n: number): Promise<number> {
  const line = (await readFile(file, 'utf8')).split('\n')[n]!;
  return Date.parse((JSON.parse(line) as { ts: string }).ts);
}

describe('PhaseTimer', () => {
  it('sums a phase that runs twice, and keeps the time of a step that throws', async () => {
    const timer = new PhaseTimer();
    timer.add('snapshot', 40.4);
    timer.add('snapshot', 2.2);
    await expect(timer.time('audit', () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await timer.time('parse', () => 'parsed')).toBe('parsed');
    expect(timer.ms.snapshot).toBe(43);
    expect(Object.keys(timer.ms)).toEqual(['snapshot', 'audit', 'parse']);
  });

  it('never records a negative duration (a clock step between two readings)', () => {
    const timer = new PhaseTimer();
    timer.add('first_event', -15);
    expect(timer.ms.first_event).toBe(0);
  });
});

describe('firstClineEventAt', () => {
  it('reads the first event of a real --json capture', async () => {
    const file = join(CAPTURES, 'realistic-fix', 'events.jsonl');
    expect(await firstClineEventAt(file)).toBe(await tsOfLine(file, 0));
  });

  it("skips the harness's own opening message in a real ACP log and takes cline's first answer", async () => {
    const file = join(CAPTURES, 'acp-three-turns', 'acp-events.jsonl');
    const clientFirst = await tsOfLine(file, 0);
    const agentFirst = await tsOfLine(file, 1);
    // The capture's initialize and its answer are half a minute apart: taking the wrong line shows.
    expect(agentFirst - clientFirst).toBeGreaterThan(1000);
    expect(await firstClineEventAt(file)).toBe(agentFirst);
  });

  it('is null for a missing record, an empty one, a line cut at the end, and a line that is not JSON', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'phase-timer-'));
    const cases: Record<string, string> = { empty: '', cut: '{"ts":"2026-11-30T20:01:25.397Z","type":"hook_ev', garbage: 'Error: no provider\n' };
    for (const [name, text] of Object.entries(cases)) {
      await writeFile(join(dir, name), text);
      expect(await firstClineEventAt(join(dir, name)), name).toBeNull();
    }
    expect(await firstClineEventAt(join(dir, 'absent'))).toBeNull();
  });
});
