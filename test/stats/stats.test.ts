import { describe, expect, it } from 'vitest';
import { bootstrapMean, fisherExact, meanWithInterval, newcombe, wilson } from '../../src/stats/index.js';

const round = (xs: readonly number[], digits: number) => xs.map((x) => Number(x.toFixed(digits)));

describe('wilson', () => {
  it('matches the textbook value for 8/10', () => {
    expect(round(wilson(8, 10), 3)).toEqual([0.49, 0.943]);
  });

  // Newcombe (1998), "Two-sided confidence intervals for the single proportion", Table I, method 3 (score).
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])('matches Newcombe 1998 for %i/%i', (x, n, lo, hi) => {
    expect(round(wilson(x, n), 4)).toEqual([lo, hi]);
  });

  it('knows nothing from no trials and narrows with confidence', () => {
    expect(wilson(0, 0)).toEqual([0, 1]);
    const [l95, h95] = wilson(5, 10);
    const [l80, h80] = wilson(5, 10, 0.8);
    expect(l80).toBeGreaterThan(l95);
    expect(h80).toBeLessThan(h95);
  });
});

describe('newcombe hybrid score interval', () => {
  // Newcombe (1998), "Interval estimation for the difference between independent proportions", Table II, method 10.
  it.each([
    [56, 70, 48, 80, 0.0524, 0.3339],
    [9, 10, 3, 10, 0.1705, 0.809],
    [5, 56, 0, 29, -0.0381, 0.1926],
    [0, 10, 0, 20, -0.1611, 0.2775],
    [0, 10, 0, 10, -0.2775, 0.2775],
    [10, 10, 0, 20, 0.6791, 1],
    [10, 10, 0, 10, 0.6075, 1],
  ])('matches Newcombe 1998 for %i/%i − %i/%i', (x1, n1, x2, n2, lo, hi) => {
    expect(round(newcombe(x1, n1, x2, n2), 4)).toEqual([lo, hi]);
  });
});

describe('fisherExact (two-sided)', () => {
  it('gives p = 0.1 for 3/3 vs 0/3', () => {
    expect(fisherExact(3, 3, 0, 3)).toBeCloseTo(0.1, 10);
  });

  it("gives Fisher's tea-tasting p = 0.4857 for 3/4 vs 1/4", () => {
    expect(fisherExact(3, 4, 1, 4)).toBeCloseTo(0.485714, 6);
  });

  it('is 1 for identical arms and for an empty arm', () => {
    expect(fisherExact(2, 4, 2, 4)).toBeCloseTo(1, 10);
    expect(fisherExact(2, 4, 0, 0)).toBe(1);
  });

  it('is symmetric in the arms', () => {
    expect(fisherExact(7, 12, 2, 9)).toBeCloseTo(fisherExact(2, 9, 7, 12), 12);
  });
});

describe('meanWithInterval', () => {
  it('gives the Student-t interval (t(0.975, 4) = 2.7764)', () => {
    const m = meanWithInterval([1, 2, 3, 4, 5])!;
    expect(m.mean).toBe(3);
    expect(round(m.ci!, 4)).toEqual([1.0368, 4.9632]);
  });

  it('has no interval below two values and no estimate for none', () => {
    expect(meanWithInterval([7])).toEqual({ mean: 7, ci: null, n: 1 });
    expect(meanWithInterval([])).toBeNull();
  });
});

describe('bootstrapMean', () => {
  it('is reproducible, covers the mean and stays within the values', () => {
    const values = [0, 0.5, 1, 0.5, 0];
    const a = bootstrapMean(values)!;
    expect(bootstrapMean(values)).toEqual(a);
    expect(a.mean).toBeCloseTo(0.4, 12);
    expect(a.ci![0]).toBeLessThan(0.4);
    expect(a.ci![1]).toBeGreaterThan(0.4);
    expect(a.ci![0]).toBeGreaterThanOrEqual(0);
    expect(a.ci![1]).toBeLessThanOrEqual(1);
  });

  it('agrees with the normal approximation on a large sample', () => {
    const values = Array.from({ length: 400 }, (_, i) => (i * 37) % 100);
    const boot = bootstrapMean(values)!;
    const t = meanWithInterval(values)!;
    expect(Math.abs(boot.ci![0] - t.ci![0])).toBeLessThan(0.5);
    expect(Math.abs(boot.ci![1] - t.ci![1])).toBeLessThan(0.5);
  });

  it('has a zero-width interval when every value is the same', () => {
    expect(bootstrapMean([0.5, 0.5, 0.5])!.ci).toEqual([0.5, 0.5]);
  });
});
