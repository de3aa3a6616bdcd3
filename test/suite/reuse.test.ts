/** `suite run --reuse-max-age`: the age parsed, and a record older than it is not taken (by when its task really ran). */
import { describe, expect, it } from 'vitest';
import type { SuiteResults } from '../../src/results/schema.js';
import { parseMaxAge, reusable } from '../../src/suite/reuse.js';
import { taskResult } from '../helpers/task-result.js';

describe('parseMaxAge', () => {
  it('reads a number with a unit, s, m, h or d, and nothing else', () => {
    expect([parseMaxAge('90s'), parseMaxAge('5m'), parseMaxAge('12h'), parseMaxAge('7d'), parseMaxAge('1.5h')]).toEqual([
      90e3, 300e3, 12 * 3600e3, 7 * 86400e3, 1.5 * 3600e3,
    ]);
    for (const bad of ['7', 'd', '7w', '-1d', '7 days', '']) expect(parseMaxAge(bad), bad).toBeNull();
  });
});

describe('reusable with a max age', () => {
  const now = Date.parse('2026-06-10T12:00:00Z');
  const fresh = taskResult('a', 'with_skill', 1, { fingerprint: 'f1' });
  // Reused itself by the previous run: its age is that of the run that really ran it.
  const carried = taskResult('a', 'without_skill', 1, {
    fingerprint: 'f2',
    reused_from: { run: '/old/results.json', started_at: '2026-06-01T12:00:00Z' },
  });
  const previous = { started_at: '2026-06-10T10:00:00Z', tasks: [fresh, carried] } as unknown as SuiteResults;
  const take = (maxAgeMs: number | undefined, id: string, fingerprint: string) =>
    reusable({ results: previous, path: '/prev', maxAgeMs }, id, fingerprint, now)?.task_id ?? null;

  it('takes a record younger than the limit and refuses an older one', () => {
    expect(take(3 * 3600e3, 'a/with_skill/r1', 'f1')).toBe('a/with_skill/r1');
    expect(take(3600e3, 'a/with_skill/r1', 'f1')).toBeNull();
    expect(take(undefined, 'a/with_skill/r1', 'f1')).toBe('a/with_skill/r1');
  });

  it('ages a carried-over record from its original run, not from the run it was copied into', () => {
    expect(take(3 * 3600e3, 'a/without_skill/r1', 'f2')).toBeNull();
    expect(take(10 * 86400e3, 'a/without_skill/r1', 'f2')).toBe('a/without_skill/r1');
  });
});
