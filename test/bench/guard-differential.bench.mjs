// The guard against real bash, at bench size (issue 9): every corpus shell call (refused ones too,
// to count refusals that bash shows harmless) and a fixed-seed generated sample (GUARD_DIFF_CALLS,
// default 400) run in bubblewrap on a fresh copy of the fixture; the outside is compared before and
// after. Targets: no allowed call changes the outside, every generated escape really writes outside
// (the labels hold) and is refused, every generated ordinary call is allowed. `npm test` runs the
// allowed corpus calls and a 30-call sample of the same code (test/guard/differential.test.ts).
// Prints a readable summary, then one JSON line with the figures; exits 0 on a missed target.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CALLS = Number(process.env.GUARD_DIFF_CALLS ?? 400);
const LANES = 3;
// execa's dependencies call require(): give the ESM bundle one.
const BANNER = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

const ENTRY = `
export { CORPUS } from './test/guard/corpus.ts';
export { generate } from './test/guard/generator.ts';
export { leaksOf, makeLane, removeLane, runAll } from './test/guard/differential.ts';
`;

export async function benchGuardDifferential({ calls = CALLS } = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'ch-guard-diff-bench-'));
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
      ms_per_call: Math.round(((corpusSeconds + generatedSeconds) * 1000 * LANES) / (corpus.length + generated.length)),
      leaks,
      wrong,
      mislabelled,
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
      `(${f.generated_escapes} escapes) in ${f.generated_seconds} s; ${f.ms_per_call} ms per call per lane`,
    // One `target NAME: PASS|MISS` per line: run.mjs collects exactly these into its summary.
    `  target allowed calls changing the outside = 0: ${f.leaks.length === 0 ? 'PASS' : 'MISS'}`,
    `  target generated calls decided against their label = 0: ${f.wrong.length === 0 ? 'PASS' : 'MISS'}`,
    `  target generated escapes that do not write outside = 0: ${f.mislabelled.length === 0 ? 'PASS' : 'MISS'}`,
    ...[...f.leaks, ...f.wrong, ...f.mislabelled].slice(0, 10).map((c) => `  mismatch: ${c}`),
  ];
  process.stdout.write(`${lines.join('\n')}\n${JSON.stringify(f)}\n`);
}
