/**
 * The spill's holes (an ACP turn's tokens, known only when the log ends): the text read back must be what adding
 * the whole elements would have given, wherever a hole falls against the 4 MB pieces the file is read in.
 */
import { describe, expect, it } from 'vitest';
import { TranscriptSpill } from '../../src/transcript/index.js';

/** The document text of a spilled field (each piece is copied before the next is asked for: the spill reuses its buffer). */
function text(spill: TranscriptSpill): string {
  const copies: Buffer[] = [];
  for (const piece of spill.pieces('turns')) copies.push(Buffer.from(piece));
  return Buffer.concat(copies).toString('utf8');
}

/** Elements of varied lengths (multi-byte text included), with the value that goes in each one's hole. */
function elements(count: number): { before: Record<string, unknown>; middle: unknown; after: number }[] {
  return Array.from({ length: count }, (_, i) => ({
    before: { index: i, prompt: `${'é'.repeat(i % 7)}${'x'.repeat((i * 7919) % 3001)}` },
    middle: i % 3 ? { input: i, cost: null } : null,
    after: i,
  }));
}

describe('a spilled field with holes', () => {
  it.each([1, 7, 5000])('reads back as the whole elements would (%i elements)', (count) => {
    const items = elements(count);
    const holed = new TranscriptSpill();
    const whole = new TranscriptSpill();
    try {
      for (const { before, middle, after } of items) {
        holed.addWithHole('turns', `${JSON.stringify(before).slice(0, -1)},"middle":`, `,"after":${after}}`);
        whole.add('turns', { ...before, middle, after });
      }
      holed.fillHoles('turns', (i) => JSON.stringify(items[i]!.middle));
      const got = text(holed);
      expect(got).toBe(text(whole));
      if (count === 5000) expect(Buffer.byteLength(got)).toBeGreaterThan(4 << 20);
      expect(JSON.parse(`[${got}]`)).toEqual(items.map(({ before, middle, after }) => ({ ...before, middle, after })));
    } finally {
      holed.close();
      whole.close();
    }
  });

  it('refuses to read back holes that were never filled', () => {
    const spill = new TranscriptSpill();
    try {
      spill.addWithHole('turns', '{"a":', '}');
      expect(() => text(spill)).toThrow(/never filled/);
    } finally {
      spill.close();
    }
  });
});
