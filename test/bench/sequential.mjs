// Sequential repeats (issue 25 §3): the gate's stopping rule over simulated suites, at and around the gate's boundary.
// Each simulated suite is one case (treatment and control) whose runs pass with fixed true rates; the schedule's own
// stopping rule (dist/suite/sequential.js) looks after every balanced round from min to max. Targets: the false-pass
// rate at the boundary (true Δ = min_delta, where passing is wrong) stays ≤ 1 − confidence; a clear effect stops near min.
import mt19937 from '@stdlib/random-base-mt19937';
import { dist, log } from './lib.mjs';

const { stopDecision } = await dist('suite/sequential.js');
const { resolveGate } = await dist('suite/gate.js');
const { newcombe } = await dist('stats/index.js');

const SEED = 20261201;
const BOUNDS = { min: 2, max: 12 };
const CONFIDENCE = 0.95;
const MIN_DELTA = 0.2;

/** One simulated case: rounds until the rule stops it, and whether its gate holds at the stop (min_delta at the look's confidence). */
function simulate(random, gate, pT, pC) {
  let t = 0;
  let c = 0;
  for (let n = 1; n <= BOUNDS.max; n++) {
    if (random() < pT) t++;
    if (random() < pC) c++;
    const arm = { condition: 'with_skill', passed: t, tasks: n, invalid: 0, control: { passed: c, tasks: n } };
    const stop = stopDecision('c', gate, BOUNDS, n, [arm]);
    if (!stop) continue;
    const rateOk = t / n >= gate.min_pass_rate - 1e-9;
    const deltaOk = gate.min_delta === null || newcombe(t, n, c, n, stop.confidence)[0] >= gate.min_delta - 1e-9;
    return { rounds: n, passed: rateOk && deltaOk, reason: stop.reason };
  }
  throw new Error('the rule never stopped at max');
}

/** The same data judged the naive way: a 95% interval looked at after every round, passing at the first look that clears min_delta. */
function naivePeeking(random, pT, pC) {
  let t = 0;
  let c = 0;
  for (let n = 1; n <= BOUNDS.max; n++) {
    if (random() < pT) t++;
    if (random() < pC) c++;
    if (n >= BOUNDS.min && newcombe(t, n, c, n, CONFIDENCE)[0] >= MIN_DELTA - 1e-9) return true;
  }
  return false;
}

export async function benchSequential({ suites = 10_000 } = {}) {
  const generator = mt19937.factory({ seed: SEED });
  const random = () => generator() / (generator.MAX + 1);
  // min_pass_rate 0 isolates min_delta at the boundary; the clear effect runs under the default gate (min_pass_rate 1).
  const boundaryGate = resolveGate({ min_delta: MIN_DELTA, min_pass_rate: 0, confidence: CONFIDENCE }, undefined);
  const defaultGate = resolveGate({ min_delta: MIN_DELTA, confidence: CONFIDENCE }, undefined);
  const zeroGate = resolveGate({ min_delta: 0, confidence: CONFIDENCE }, undefined);
  const scenarios = [
    { name: 'boundary Δ = 0.2 (0.5 vs 0.3)', gate: boundaryGate, pT: 0.5, pC: 0.3, wrongToPass: true },
    { name: 'boundary Δ = 0.2 (0.7 vs 0.5)', gate: boundaryGate, pT: 0.7, pC: 0.5, wrongToPass: true },
    { name: 'boundary Δ = 0.2 (1.0 vs 0.8)', gate: boundaryGate, pT: 1.0, pC: 0.8, wrongToPass: true },
    { name: 'below Δ = 0.1 (0.6 vs 0.5)', gate: boundaryGate, pT: 0.6, pC: 0.5, wrongToPass: true },
    { name: 'no effect Δ = 0 (0.5 vs 0.5)', gate: boundaryGate, pT: 0.5, pC: 0.5, wrongToPass: true },
    { name: 'above Δ = 0.5 (0.9 vs 0.4)', gate: boundaryGate, pT: 0.9, pC: 0.4, wrongToPass: false },
    { name: 'above Δ = 0.8 (1.0 vs 0.2)', gate: boundaryGate, pT: 1.0, pC: 0.2, wrongToPass: false },
    { name: 'clear Δ = 1 (1.0 vs 0.0), min_delta 0', gate: zeroGate, pT: 1.0, pC: 0.0, wrongToPass: false },
    { name: 'clear Δ = 1 (1.0 vs 0.0), default gate', gate: defaultGate, pT: 1.0, pC: 0.0, wrongToPass: false },
  ];
  const figures = [];
  for (const s of scenarios) {
    let passes = 0;
    let rounds = 0;
    let naive = 0;
    const stoppedAt = new Map();
    for (let i = 0; i < suites; i++) {
      const r = simulate(random, s.gate, s.pT, s.pC);
      if (r.passed) passes++;
      rounds += r.rounds;
      stoppedAt.set(r.rounds, (stoppedAt.get(r.rounds) ?? 0) + 1);
      if (s.wrongToPass && naivePeeking(random, s.pT, s.pC)) naive++;
    }
    const meanRounds = rounds / suites;
    const median = [...stoppedAt]
      .sort((a, b) => a[0] - b[0])
      .reduce((acc, [n, k]) => (acc.left > 0 ? { left: acc.left - k, at: n } : acc), { left: suites / 2, at: 0 }).at;
    figures.push({
      scenario: s.name,
      wrong_to_pass: s.wrongToPass,
      pass_rate: passes / suites,
      naive_peeking_pass_rate: s.wrongToPass ? naive / suites : null,
      mean_rounds: meanRounds,
      median_rounds: median,
      tasks_saved: 1 - meanRounds / BOUNDS.max,
    });
  }
  const pct = (x) => `${(x * 100).toFixed(1)}%`;
  const lines = [
    `Sequential repeats: ${suites.toLocaleString('en')} simulated suites per scenario, repeat = { min = ${BOUNDS.min}, max = ${BOUNDS.max} }, ` +
      `min_delta ${MIN_DELTA}, confidence ${CONFIDENCE} (seed ${SEED})`,
    '  scenario                                   gate passes   naive 95% peeking   mean rounds (median)   tasks saved vs max',
    ...figures.map(
      (f) =>
        `  ${f.scenario.padEnd(42)} ${pct(f.pass_rate).padStart(11)}   ` +
        `${(f.naive_peeking_pass_rate === null ? '—' : pct(f.naive_peeking_pass_rate)).padStart(17)}` +
        `   ${f.mean_rounds.toFixed(2).padStart(11)} (${f.median_rounds})   ${pct(f.tasks_saved).padStart(18)}`,
    ),
  ];
  const worstFalse = Math.max(...figures.filter((f) => f.wrong_to_pass).map((f) => f.pass_rate));
  const clear = figures.at(-1);
  const targets = [
    { name: `false-pass rate ≤ 1 − confidence (${pct(1 - CONFIDENCE)})`, value: pct(worstFalse), ok: worstFalse <= 1 - CONFIDENCE },
    { name: 'a clear effect stops near min (median ≤ min + 3 rounds)', value: `${clear.median_rounds} rounds`, ok: clear.median_rounds <= BOUNDS.min + 3 },
  ];
  log(`worst false-pass rate ${pct(worstFalse)}; clear effect: median ${clear.median_rounds} rounds, ${pct(clear.tasks_saved)} of max saved`);
  const json = { suites, seed: SEED, bounds: BOUNDS, confidence: CONFIDENCE, min_delta: MIN_DELTA, scenarios: figures };
  return { name: 'sequential', lines, targets, json };
}
