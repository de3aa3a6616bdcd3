import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_MS, progressReporter } from '../../src/cli/progress.js';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Lines written to stderr, as a CI log (no terminal) shows them. */
function stderrLines(): () => string[] {
  const chunks: string[] = [];
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => (chunks.push(String(chunk)), true));
  return () => chunks.join('').split('\n').filter(Boolean);
}

describe('progress without a terminal (CI logs)', () => {
  const notTty = { isTTY: false } as NodeJS.WriteStream;

  it('says what is planned, each setup step and each start at once, before any item ends', () => {
    const lines = stderrLines();
    const p = progressReporter(4, notTty);
    p.note('taking a read-only snapshot of the suite\'s files');
    p.start('c/with_skill/r1');
    expect(lines()).toEqual(['[0s] 4 planned', '[0s] taking a read-only snapshot of the suite\'s files', '[0s] started c/with_skill/r1']);
    p.close();
  });

  it('says how far it is while nothing else is said, once per heartbeat, naming what runs', () => {
    vi.useFakeTimers();
    const lines = stderrLines();
    const p = progressReporter(2, notTty);
    p.start('c/with_skill/r1');
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(lines().at(-1)).toBe('[30s] 0/2 done, 1 running: c/with_skill/r1');
    p.end('c/with_skill/r1', 'passed');
    // A line was just said: the next heartbeat stays quiet, the one after speaks.
    vi.advanceTimersByTime(HEARTBEAT_MS / 2);
    p.start('c/without_skill/r1');
    const before = lines().length;
    vi.advanceTimersByTime(HEARTBEAT_MS / 2);
    expect(lines().length).toBe(before);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(lines().at(-1)).toBe('[90s] 1/2 done, 1 running: c/without_skill/r1');
    p.close();
    vi.advanceTimersByTime(HEARTBEAT_MS * 3);
    expect(lines().at(-1)).toBe('[90s] 1/2 done, 1 running: c/without_skill/r1');
  });
});
