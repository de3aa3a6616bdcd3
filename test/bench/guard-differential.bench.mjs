// The guard against real bash, at bench size (issue 9): every corpus shell call (refused ones too,
// to count refusals that bash shows harmless), every case of the written rounds (ROUNDS below, their
// setups first) and of the probes (test/guard/probe-cases.ts) and a fixed-seed generated sample (GUARD_DIFF_CALLS, default 400) run in bubblewrap
// on a fresh copy of the fixture; the outside is compared before and after. Targets: no allowed call
// changes the outside, every round escape and generated escape really writes outside (the labels
// hold), every generated call is decided as labelled. `npm test` runs the allowed corpus calls and a 30-call
// generated sample in bash, and decides every round case and probe on the state its setup leaves
// (test/guard/round*-differential.test.ts, probes.test.ts) without running the call: their labels are this part's.
// Prints a readable summary, then one JSON line with the figures; exits 0 on a missed target.
import { readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CALLS = Number(process.env.GUARD_DIFF_CALLS ?? 400);
const LANES = 3;
// execa's dependencies call require(): give the ESM bundle one.
// Under a name of its own: a bundled corpus may import createRequire itself (round 13 finds typescript with it).
const BANNER = "import { createRequire as benchRequire } from 'node:module'; const require = benchRequire(import.meta.url);";

/**
 * The written round corpora (test/guard/corpus-roundN.ts), all run whatever the guard decides. Read from the directory:
 * a list written by hand missed rounds 20 and 21 (the figures of stop 48 were of rounds 3–19 only).
 */
const ROUNDS = readdirSync(join(ROOT, 'test/guard'))
  .map((f) => /^corpus-round(\d+)\.ts$/.exec(f)?.[1])
  .filter((n) => n !== undefined)
  .map(Number)
  .sort((a, b) => a - b);

const ENTRY = `
export { CORPUS } from './test/guard/corpus.ts';
export { generate } from './test/guard/generator.ts';
export { leaksOf, makeLane, removeLane, runAll } from './test/guard/differential.ts';
export { runRound } from './test/guard/round-run.ts';
export { PROBE_GROUPS } from './test/guard/probe-cases.ts';
${ROUNDS.map((n) => `export { ROUND${n}_ESCAPES, ROUND${n}_ORDINARY } from './test/guard/corpus-round${n}.ts';`).join('\n')}
`;

export async function benchGuardDifferential({ calls = CALLS } = {}) {
  // Inside the checkout (.bench/ is ignored): the bundled corpora resolve packages from its node_modules (round 13's typescript).
  await mkdir(join(ROOT, '.bench'), { recursive: true });
  const dir = await mkdtemp(join(ROOT, '.bench', 'guard-diff-'));
  const out = join(dir, 'bundle.mjs');
  const stdin = { contents: ENTRY, resolveDir: ROOT, loader: 'ts' };
  await build({ stdin, bundle: true, platform: 'node', format: 'esm', banner: { js: BANNER }, outfile: out, logLevel: 'silent' });
  const m = await import(pathToFileURL(out).href);
  const lanes = [];
  try {
    for (let i = 0; i < LANES; i++) lanes.push(await m.makeLane());
    let started = performance.now();
    const corpus = await m.runAll(lanes, m.CORPUS.filter((c) => c.tool === 'run_commands'), true);
    const corpusSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const generated = await m.runAll(lanes, m.generate(20261201, calls), true);
    const generatedSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const roundCases = [
      ...ROUNDS.flatMap((n) => [...m[`ROUND${n}_ESCAPES`], ...m[`ROUND${n}_ORDINARY`]]),
      ...m.PROBE_GROUPS.flatMap(([, cases]) => cases),
    ];
    const rounds = await m.runRound(lanes, roundCases, true);
    const roundSeconds = (performance.now() - started) / 1000;
    // A round escape that changed nothing is a label bash does not bear out; an ordinary call that changed
    // something outside is one too (the guard's decisions on them are npm test's business).
    const roundMislabelled = rounds
      .filter((r) => (r.c.expect === 'block') === (r.changes.length === 0))
      .map((r) => `${r.c.expect === 'block' ? 'escape wrote nothing' : 'ordinary call wrote outside'}: ${r.c.cls}: ${r.call}`);
    const leaks = [...m.leaksOf(corpus), ...m.leaksOf(generated)];
    const wrong = generated.filter((r) => r.allowed !== (r.expect === 'allow')).map((r) => `${r.expect} expected: ${r.call}`);
    const mislabelled = generated.filter((r) => r.expect === 'block' && !r.changes.length).map((r) => r.call);
    const refused = corpus.filter((r) => !r.allowed);
    return {
      corpus_calls: corpus.length,
      corpus_allowed: corpus.length - refused.length,
      corpus_refused_harmless: refused.filter((r) => !r.changes.length).length,
      corpus_seconds: Number(corpusSeconds.toFixed(1)),
      generated: generated.length,
      generated_escapes: generated.filter((r) => r.expect === 'block').length,
      generated_seconds: Number(generatedSeconds.toFixed(1)),
      round_cases: rounds.length,
      round_escapes: rounds.filter((r) => r.c.expect === 'block').length,
      round_seconds: Number(roundSeconds.toFixed(1)),
      ms_per_call: Math.round(((corpusSeconds + generatedSeconds + roundSeconds) * 1000 * LANES) / (corpus.length + generated.length + rounds.length)),
      leaks,
      wrong,
      mislabelled,
      round_mislabelled: roundMislabelled,
    };
  } finally {
    for (const l of lanes) m.removeLane(l);
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const f = await benchGuardDifferential();
  const lines = [
    `guard against real bash: ${f.corpus_calls} corpus calls in ${f.corpus_seconds} s (${f.corpus_allowed} allowed; ` +
      `${f.corpus_refused_harmless} refused calls bash shows harmless here), ${f.generated} generated calls ` +
      `(${f.generated_escapes} escapes) in ${f.generated_seconds} s, ${f.round_cases} round and probe cases (${f.round_escapes} ` +
      `escapes) in ${f.round_seconds} s; ${f.ms_per_call} ms per call per lane`,
    // One `target NAME: PASS|MISS` per line: run.mjs collects exactly these into its summary.
    `  target allowed calls changing the outside = 0: ${f.leaks.length === 0 ? 'PASS' : 'MISS'}`,
    `  target generated calls decided against their label = 0: ${f.wrong.length === 0 ? 'PASS' : 'MISS'}`,
    `  target generated escapes that do not write outside = 0: ${f.mislabelled.length === 0 ? 'PASS' : 'MISS'}`,
    `  target round and probe cases whose label bash does not bear out = 0: ${f.round_mislabelled.length === 0 ? 'PASS' : 'MISS'}`,
    ...[...f.leaks, ...f.wrong, ...f.mislabelled, ...f.round_mislabelled].slice(0, 10).map((c) => `  mismatch: ${c}`),
  ];
  process.stdout.write(`${lines.join('\n')}\n${JSON.stringify(f)}\n`);
}
