/**
 * streamLines, which every events file goes through: the next chunk is read while the current one is split, so the
 * lines must still come whole and in order across chunk edges, and a sink that throws must not leave a read running.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { streamLines } from '../../src/transcript/parse.js';

const dir = mkdtempSync(join(tmpdir(), 'ch-stream-lines-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** About 3.5 MB: lines of every length from 0 to 3,000 bytes, some not ASCII, so that chunk edges fall everywhere. */
function bigFile(): { path: string; lines: string[] } {
  const lines: string[] = [];
  for (let i = 0, length = 0; length < 3_500_000; i++) {
    lines.push(`${i}:${(i % 7 ? 'x' : 'é').repeat((i * 37) % 3000)}`);
    length += lines.at(-1)!.length + 1;
  }
  const path = join(dir, 'big.jsonl');
  writeFileSync(path, `${lines.join('\n')}\nlast line without a newline`);
  return { path, lines: [...lines, 'last line without a newline'] };
}

describe('streamLines', () => {
  it('hands on every line of a file of several chunks, whole and in order, the unterminated last one marked', async () => {
    const { path, lines } = bigFile();
    const seen: string[] = [];
    const numbers: number[] = [];
    const unterminated: number[] = [];
    await streamLines(path, {
      line: (text, n, last) => {
        seen.push(text);
        numbers.push(n);
        if (last) unterminated.push(n);
      },
      overlong: () => {
        throw new Error('no line is over the limit');
      },
    });
    expect(seen).toEqual(lines);
    expect(numbers).toEqual(lines.map((_, i) => i + 1));
    expect(unterminated).toEqual([lines.length]);
  });

  it("fails with InputError naming the sink's error when the sink throws, after the read in flight ends", async () => {
    const { path } = bigFile();
    let calls = 0;
    const failing = streamLines(path, {
      line: () => {
        if (++calls === 5) throw new Error('the sink gave up');
      },
      overlong: () => {},
    });
    await expect(failing).rejects.toThrow(InputError);
    await expect(failing).rejects.toThrow(/the sink gave up/);
    expect(calls).toBe(5);
  });

  it('fails with InputError naming the file when it cannot be read', async () => {
    await expect(streamLines(dir, { line: () => {}, overlong: () => {} })).rejects.toThrow(InputError);
  });
});
