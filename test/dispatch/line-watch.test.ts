import { describe, expect, it } from 'vitest';
import { LineWatch } from '../../src/dispatch/line-watch.js';
import { RUN_RESULT_LINE } from '../../src/dispatch/cline-run.js';

const RESULT = '{"ts":"t","type":"run_result","finishReason":"completed","text":"Done."}';
const NESTED = '{"ts":"t","type":"agent_event","event":{"type":"content_start","input":{"note":{"type":"run_result"}}}}';
const OTHER = '{"ts":"t","type":"agent_event","event":{"type":"iteration_end"}}';

/** Feeds `text` in pieces cut at `cuts`; returns the index of the piece on which the watch fired, or -1. */
function firesAt(text: string, cuts: number[], maxLineBytes?: number): number {
  const watch = new LineWatch(RUN_RESULT_LINE, maxLineBytes);
  const bytes = Buffer.from(text);
  const bounds = [0, ...cuts, bytes.length];
  for (let i = 0; i + 1 < bounds.length; i++) {
    if (watch.feed(bytes.subarray(bounds[i], bounds[i + 1]))) return i;
  }
  return -1;
}

describe('LineWatch with the run_result line', () => {
  it('fires on the chunk that completes the line, not before its newline', () => {
    const text = `${OTHER}\n${RESULT}\n`;
    expect(firesAt(text, [])).toBe(0);
    expect(firesAt(text, [text.length - 1])).toBe(1);
    expect(firesAt(`${OTHER}\n${RESULT}`, [])).toBe(-1);
  });

  it('finds the line whatever the cuts: inside the marker, inside the line, at the newline', () => {
    const text = `${OTHER}\n${OTHER}\n${RESULT}\n${OTHER}\n`;
    const resultEnd = text.indexOf(RESULT) + RESULT.length + 1;
    for (let cut = 1; cut < text.length; cut++) {
      expect(firesAt(text, [cut]), `cut at ${cut}`).toBe(cut < resultEnd ? 1 : 0);
    }
    // One byte at a time.
    const everyByte = Array.from({ length: text.length - 1 }, (_, i) => i + 1);
    expect(firesAt(text, everyByte)).toBe(resultEnd - 1);
  });

  it('ignores the marker as a member of a nested object, or inside a line that is not JSON', () => {
    expect(firesAt(`${NESTED}\n${OTHER}\n`, [])).toBe(-1);
    expect(firesAt(`${RESULT.slice(0, -1)}\n`, [])).toBe(-1);
    expect(firesAt(`${NESTED}\n${RESULT}\n`, [NESTED.length + 5])).toBe(1);
  });

  it('never tests a line longer than its bound, and still finds a short one after it', () => {
    const long = `{"type":"run_result","text":"${'x'.repeat(200)}"}`;
    expect(firesAt(`${long}\n`, [], 100)).toBe(-1);
    expect(firesAt(`${long}\n`, [50, 150], 100)).toBe(-1);
    expect(firesAt(`${long}\n${RESULT}\n`, [50, 150, long.length + 3], 100)).toBe(3);
    expect(firesAt(`${long}\n${RESULT}\n`, [], 1000)).toBe(0);
  });

  it('fires once', () => {
    const watch = new LineWatch(RUN_RESULT_LINE);
    expect(watch.feed(Buffer.from(`${RESULT}\n`))).toBe(true);
    expect(watch.feed(Buffer.from(`${RESULT}\n`))).toBe(false);
    expect(watch.seen).toBe(true);
  });
});
