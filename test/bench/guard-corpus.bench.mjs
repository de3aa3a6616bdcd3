// Guard decisions on the corpus and on generated calls (issue 9): the arbiter judges every corpus
// call (test/guard/corpus.ts) in rounds, median and p99 per call (targets ≤ 1 ms, ≤ 5 ms), then a
// generated run (test/guard/generator.ts, GUARD_GEN_CALLS, default 5000) counts unsafe allows
// (generated escapes allowed, target 0) and wrong refusals of the generated ordinary set (target 0).
// The test modules are bundled with esbuild, so this measures the same source the plugin bundles.
// GUARD_BENCH_SLOWEST=1 also prints the five slowest corpus calls to stderr.
// Prints a readable summary, then one JSON line with the figures; exits 0 on a missed target.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ROUNDS = Number(process.env.GUARD_CORPUS_ROUNDS ?? 20);
const GEN_CALLS = Number(process.env.GUARD_GEN_CALLS ?? 5000);

const ENTRY = `
export { CORPUS } from './test/guard/corpus.ts';
export { fill, makeCorpusEnv } from './test/guard/fixture.ts';
export { generate } from './test/guard/generator.ts';
export { decideToolCall, makePolicy } from './src/guard/arbiter.ts';
`;

async function loadModules(dir) {
  const out = join(dir, 'guard-corpus-bundle.mjs');
  await build({ stdin: { contents: ENTRY, resolveDir: ROOT, loader: 'ts' }, bundle: true, platform: 'node', format: 'esm', outfile: out, logLevel: 'silent' });
  return import(pathToFileURL(out).href);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function benchGuardCorpus({ rounds = ROUNDS, genCalls = GEN_CALLS } = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'ch-guard-corpus-bench-'));
  const m = await loadModules(dir);
  const fx = await m.makeCorpusEnv();
  try {
    const vars = { env: fx.env, out: fx.out, marker: join(fx.state, 'marker.json'), log: join(fx.state, 'denials.jsonl'), scratch: fx.scratch, home: fx.home };
    const policy = m.makePolicy({
      roots: [fx.env], cwd: fx.env, home: fx.home, reasonPrefix: 'eval guard: ', tmpdir: fx.scratch,
      tools: { write: ['editor'], patch: ['apply_patch'], shell: ['run_commands'] },
      protect: [join(fx.env, '.cline/plugins/cline-harness-guard'), vars.marker, vars.log],
    });
    const calls = m.CORPUS.map((c) => m.fill(c, vars));
    for (const c of calls) m.decideToolCall(c.tool, c.input, policy); // warm-up
    globalThis.gc?.();
    const times = [];
    for (let r = 0; r < rounds; r++) {
      for (const c of calls) {
        const t = performance.now();
        m.decideToolCall(c.tool, c.input, policy);
        times.push(performance.now() - t);
      }
    }
    const slowest = calls.map((c, i) => ({ c, t: Math.max(...times.filter((_, k) => k % calls.length === i)) })).sort((a, b) => b.t - a.t).slice(0, 5);
    if (process.env.GUARD_BENCH_SLOWEST) for (const s of slowest) console.error(s.t.toFixed(2), JSON.stringify(s.c.input).slice(0, 150));
    times.sort((a, b) => a - b);

    let unsafe = 0;
    let wrongRefusals = 0;
    const examples = [];
    const generated = m.generate(20261130, genCalls);
    for (const g of generated) {
      const c = m.fill(g, vars);
      const v = m.decideToolCall(c.tool, c.input, policy);
      if (g.expect === 'block' && v.decision === 'allow') unsafe++;
      if (g.expect === 'allow' && v.decision === 'block') wrongRefusals++;
      if (v.decision !== (g.expect === 'allow' ? 'allow' : 'block') && examples.length < 5) examples.push(c.command);
    }
    const ms = (x) => Number(x.toFixed(4));
    return {
      corpus_calls: calls.length,
      rounds,
      median_ms: ms(percentile(times, 50)),
      p99_ms: ms(percentile(times, 99)),
      max_ms: ms(times.at(-1)),
      median_ok: percentile(times, 50) <= 1,
      p99_ok: percentile(times, 99) <= 5,
      generated: generated.length,
      generated_escapes: generated.filter((g) => g.expect === 'block').length,
      unsafe_allows: unsafe,
      wrong_refusals: wrongRefusals,
      mismatches: examples,
    };
  } finally {
    await rm(fx.root, { recursive: true, force: true });
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const f = await benchGuardCorpus();
  const lines = [
    `guard on the corpus: ${f.corpus_calls} calls × ${f.rounds} rounds: median ${f.median_ms} ms, p99 ${f.p99_ms} ms, max ${f.max_ms} ms`,
    // One `target NAME: PASS|MISS` per line: run.mjs collects exactly these into its summary.
    `  target median ≤ 1 ms: ${f.median_ok ? 'PASS' : 'MISS'}`,
    `  target p99 ≤ 5 ms: ${f.p99_ok ? 'PASS' : 'MISS'}`,
    `guard on ${f.generated} generated calls (${f.generated_escapes} escapes): unsafe allows ${f.unsafe_allows}, wrong refusals ${f.wrong_refusals}`,
    `  target unsafe allows = 0: ${f.unsafe_allows === 0 ? 'PASS' : 'MISS'}`,
    `  target wrong refusals = 0: ${f.wrong_refusals === 0 ? 'PASS' : 'MISS'}`,
    ...f.mismatches.map((c) => `  mismatch: ${c}`),
  ];
  process.stdout.write(`${lines.join('\n')}\n${JSON.stringify(f)}\n`);
}
