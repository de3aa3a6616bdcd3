/**
 * LineSplitter decodes a chunk's lines in blocks, and splits a block holding a non-ASCII byte into smaller pieces at
 * newlines. Whatever the pieces, the lines must be what decoding the whole stream as UTF-8 and splitting it at
 * LF gives: here streams mixing ASCII, multi-byte and invalid UTF-8 lines, long and short, fed in chunks of many sizes.
 */
import { describe, expect, it } from 'vitest';
import { LineSplitter } from '../../src/transcript/lines.js';

function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
}

/** A line of `length` bytes, ASCII but for (sometimes) one multi-byte character or a cut sequence. */
function lineBytes(rnd: () => number, length: number): Buffer {
  const ascii = Buffer.alloc(length, 'x'.charCodeAt(0) + Math.floor(rnd() * 3));
  const r = rnd();
  if (r < 0.6 || length < 8) return ascii;
  const odd = r < 0.8 ? Buffer.from('✖ é 😀') : r < 0.9 ? Buffer.from([0xe2, 0x82]) : Buffer.from([0xff, 0xc3]);
  const at = Math.floor(rnd() * (length - odd.length));
  return Buffer.concat([ascii.subarray(0, at), odd, ascii.subarray(at)]);
}

function splitAll(stream: Buffer, chunkBytes: number): string[] {
  const lines: string[] = [];
  const splitter = new LineSplitter({ line: (text) => lines.push(text), overlong: () => lines.push('(overlong)') });
  for (let at = 0; at < stream.length; at += chunkBytes) splitter.push(stream.subarray(at, at + chunkBytes));
  splitter.end();
  return lines;
}

describe('LineSplitter', () => {
  it.each([1, 2, 3, 4, 5, 6])('gives the lines of the whole stream decoded at once (random stream %i)', (seed) => {
    const rnd = random(seed);
    const parts: Buffer[] = [];
    for (let i = 0; i < 3000; i++) {
      parts.push(lineBytes(rnd, rnd() < 0.05 ? Math.floor(rnd() * 20_000) : Math.floor(rnd() * 400)), Buffer.from('\n'));
    }
    const stream = Buffer.concat(parts);
    const expected = stream.toString('utf8').split('\n').slice(0, -1);
    for (const chunkBytes of [1 << 20, 65_536, 4_099, 777]) expect(splitAll(stream, chunkBytes)).toEqual(expected);
  });
});
