import { describe, expect, it } from 'vitest';
import { designCheck, designLine, minDeltaDesign, regressionDesign } from '../../src/suite/design.js';
import { resolveGate } from '../../src/suite/gate.js';

/*
 * Reference values computed independently in Python with scipy 1.17.1: Wilson intervals from
 * scipy.stats.binomtest(x, n).proportion_ci(method='wilson'), combined into Newcombe's interval, and powers summed
 * exactly over scipy.stats.binom.pmf outcomes, smallest effect on a 1 pp grid with power ≥ 0.8:
 *   newcombe(2,2,0,2) lower 0.06998519885519949; newcombe(3,3,0,3) lower 0.20592328245977842
 *   min_delta 0.2, n 3: 93 pp (power 0.804357); n 10: 68 pp (0.813345); min_delta 0.3, n 10: 85 pp (0.820196)
 *   regressed, max_regression 0.1, n 10: 49 pp (0.811227); n 2: 90 pp (0.81)
 *   held at no change needs newcombe(n,n,n,n) upper ≤ 0.1: first at n = 35 (0.0989)
 */
const fixed = (n: number) => ({ min: n, max: n });

describe('minDeltaDesign', () => {
  it('finds min_delta 0.2 unreachable with repeat 2 (best lower bound +7 pp) and reachable from repeat 3', () => {
    const d = minDeltaDesign('c', resolveGate({ min_delta: 0.2 }, undefined), fixed(2));
    expect(d).toMatchObject({ reachable: false, needed_repeat: 3, detectable: null });
    expect(d.best_bound).toBeCloseTo(0.06998519885519949, 12);
    expect(designLine(d)).toBe(
      'c: min_delta +20 pp with repeat 2 is unreachable: the best achievable lower bound (every treatment run passing, every control run failing) ' +
        'is +7 pp; repeat 3 makes it reachable',
    );
    const three = minDeltaDesign('c', resolveGate({ min_delta: 0.2 }, undefined), fixed(3));
    expect(three.reachable).toBe(true);
    expect(three.best_bound).toBeCloseTo(0.20592328245977842, 12);
  });

  it('gives the smallest Δ met with 80% power, as the exact binomial sums give it', () => {
    expect(minDeltaDesign('c', resolveGate({ min_delta: 0.2 }, undefined), fixed(3)).detectable).toBe(0.93);
    expect(minDeltaDesign('c', resolveGate({ min_delta: 0.2 }, undefined), fixed(10)).detectable).toBe(0.68);
    expect(minDeltaDesign('c', resolveGate({ min_delta: 0.3 }, undefined), fixed(10)).detectable).toBe(0.85);
  });

  it('checks a sequential design at its last look, whose confidence is the gate\'s α spent over the looks', () => {
    // At max 12 the last look spends 0.05/12: stricter than 95%, so the best bound is lower than a fixed 12's.
    const seq = minDeltaDesign('c', resolveGate({ min_delta: 0.2 }, undefined), { min: 2, max: 12 });
    expect(seq.reachable).toBe(true);
    expect(seq.best_bound).toBeLessThan(minDeltaDesign('c', resolveGate({ min_delta: 0.2 }, undefined), fixed(12)).best_bound);
  });
});

describe('regressionDesign', () => {
  it('says that "held" needs repeat 35 under max_regression 0.1, and the drop called regressed with 80% power', () => {
    const d = regressionDesign('c', resolveGate({ max_regression: 0.1 }, undefined), fixed(10));
    expect(d).toMatchObject({ reachable: false, needed_repeat: 35, detectable: 0.49 });
    expect(designLine(d)).toContain('"held" needs repeat ≥ 35');
    expect(regressionDesign('c', resolveGate({ max_regression: 0.1 }, undefined), fixed(2)).detectable).toBe(0.9);
    expect(regressionDesign('c', resolveGate({ max_regression: 0.1 }, undefined), fixed(35)).reachable).toBe(true);
  });
});

describe('designCheck', () => {
  it('checks min_delta only where the case runs a control, and max_regression where the gate sets it', () => {
    const gate = resolveGate({ min_delta: 0.2, max_regression: 0.2 }, undefined);
    const rules = designCheck([
      { id: 'a', gate, bounds: fixed(3), hasControl: true },
      { id: 'b', gate, bounds: fixed(3), hasControl: false },
    ]);
    expect(rules.map((r) => `${r.case_id} ${r.rule}`)).toEqual(['a min_delta', 'a max_regression', 'b max_regression']);
  });
});
