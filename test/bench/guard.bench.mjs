// Guard decision latency (issue 4 §5): the bundled plugin, armed in a scratch env,
// answers 10k tool calls in-process; median and p99 per call (target: median ≤ 1 ms).
// Measures the built code: dist/ and harnesses/guard/cline-harness-guard.js (npm run build).
// Prints a readable summary, then one JSON line with the figures; exits 0 on a missed target.
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { builtGuard } from './lib.mjs';

const CALLS = Number(process.env.GUARD_BENCH_CALLS ?? 10_000);
const TARGET_MEDIAN_MS = 1;

/** A realistic mix: mostly ordinary work, some escapes (which also append to the denial log). */
function mix(env, out) {
  const sh = (c) => ({ toolName: 'run_commands', input: { commands: [c] } });
  return [
    sh('npm test'),
    sh('git add -A && git commit -m "fix: handle empty input"'),
    sh('cd src && ls && cat app.js'),
    sh("find . -name '*.pyc' -delete"),
    sh('make 2>&1 | tee build.log'),
    sh("sed -i 's/foo/bar/g' src/app.js"),
    sh('mkdir -p build/{a,b} && cp src/app.js build/a/'),
    sh('if [ -f package.json ]; then npm ci && npm run build; fi'),
    sh(`cat ${out}/existing.txt | grep x > matches.txt`),
    { toolName: 'run_commands', input: { commands: ['npm run lint', 'npm test', 'git status'] } },
    { toolName: 'editor', input: { path: join(env, 'src/app.js'), old_text: 'a', new_text: 'b' } },
    { toolName: 'editor', input: { path: 'docs/guide/intro.md', new_text: '# Intro\n' } },
    { toolName: 'apply_patch', input: { input: '*** Begin Patch\n*** Update File: src/app.js\n*** Move to: src/main.js\n@@\n-a\n+b\n*** End Patch' } },
    { toolName: 'read_files', input: { files: [{ path: '/etc/hosts' }] } },
    sh(`echo x > ${out}/f`),
    sh(`bash -c "cd ${out} && rm -rf cache"`),
    sh('git push origin main'),
    sh('pip install requests'),
    { toolName: 'editor', input: { path: 'link-out/x.txt', new_text: 'x' } },
    sh(`for f in src/*.js; do echo $f; done; X=${out}/y; cp a $X`),
  ];
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export async function benchGuard({ calls = CALLS } = {}) {
  const { armGuard, teardownGuard, descriptor } = await builtGuard();

  const root = await mkdtemp(join(tmpdir(), 'ch-guard-bench-'));
  try {
    const env = join(root, 'env');
    const out = join(root, 'out');
    await mkdir(join(env, 'src'), { recursive: true });
    await mkdir(out);
    await writeFile(join(env, 'src', 'app.js'), 'a\n');
    await writeFile(join(out, 'existing.txt'), 'x\n');
    await symlink(out, join(env, 'link-out'));
    const armed = await armGuard({ descriptor, env, stateDir: join(root, 'state') });

    let t = performance.now();
    const plugin = (await import(pathToFileURL(armed.plugin_file).href)).default;
    const importMs = performance.now() - t;
    const calls0 = mix(env, out);
    const ctx = (c) => ({ toolCall: { toolName: c.toolName, input: c.input }, input: c.input });
    t = performance.now();
    plugin.hooks.beforeTool(ctx(calls0[0]));
    const firstCallMs = performance.now() - t;

    globalThis.gc?.();
    const times = new Float64Array(calls);
    const blocked = new Uint8Array(calls);
    for (let i = 0; i < calls; i++) {
      const c = ctx(calls0[i % calls0.length]);
      const start = performance.now();
      const r = plugin.hooks.beforeTool(c);
      times[i] = performance.now() - start;
      blocked[i] = r.skip ? 1 : 0;
    }
    const all = [...times].sort((a, b) => a - b);
    const allowTimes = [...times].filter((_, i) => !blocked[i]).sort((a, b) => a - b);
    const blockTimes = [...times].filter((_, i) => blocked[i]).sort((a, b) => a - b);
    await teardownGuard(env, { descriptor, stateDir: join(root, 'state') });

    const ms = (x) => Number(x.toFixed(4));
    const figures = {
      calls,
      distinct_calls: calls0.length,
      blocked_share: ms(blockTimes.length / calls),
      median_ms: ms(percentile(all, 50)),
      p99_ms: ms(percentile(all, 99)),
      mean_ms: ms(all.reduce((a, b) => a + b, 0) / calls),
      max_ms: ms(all.at(-1)),
      allow_median_ms: ms(percentile(allowTimes, 50)),
      block_median_ms: ms(percentile(blockTimes, 50)),
      plugin_import_ms: ms(importMs),
      first_call_ms: ms(firstCallMs),
      target_median_ms: TARGET_MEDIAN_MS,
      median_ok: percentile(all, 50) <= TARGET_MEDIAN_MS,
    };
    return figures;
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const f = await benchGuard();
  const lines = [
    `decision latency over ${f.calls} calls (${f.distinct_calls} distinct, ${Math.round(f.blocked_share * 100)}% refused and logged):`,
    `  median ${f.median_ms} ms, p99 ${f.p99_ms} ms, mean ${f.mean_ms} ms, max ${f.max_ms} ms`,
    `  allowed calls median ${f.allow_median_ms} ms; refused calls median ${f.block_median_ms} ms (includes the denial-log append)`,
    `  plugin import ${f.plugin_import_ms} ms; first call (marker read) ${f.first_call_ms} ms`,
    `  target median ≤ ${f.target_median_ms} ms: ${f.median_ok ? 'PASS' : 'MISS'}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n${JSON.stringify(f)}\n`);
}
