// The demo suite end to end (issue 5 §5): `cline-harness suite run` wall time
// with --jobs 1 and --jobs 4, and the share of each task's wall time spent
// outside its cline process (env, staging, guard, auth, checks, audit, teardown).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, log, median, ratio, secs, timeCommand } from './lib.mjs';

const SUITE = 'fixtures/demo/suite.toml';

async function runSuite(root, jobs, round) {
  const out = join(root, `jobs${jobs}-${round}`);
  const { ms } = await timeCommand(process.execPath, [join(ROOT, 'dist', 'cli.js'), 'suite', 'run', SUITE, '--out', out, '--jobs', String(jobs)]);
  const { tasks } = JSON.parse(await readFile(join(out, 'results.json'), 'utf8'));
  const wall = tasks.reduce((sum, t) => sum + t.task_ms, 0);
  const outside = tasks.reduce((sum, t) => sum + t.task_ms - (t.cline_ms ?? 0), 0);
  return { ms, tasks: tasks.length, outside_share: outside / wall };
}

export async function benchSuite({ runs }) {
  const root = await mkdtemp(join(tmpdir(), 'cline-harness-bench-suite-'));
  try {
    const one = [];
    const four = [];
    for (let round = 1; round <= runs; round++) {
      one.push(await runSuite(root, 1, round));
      four.push(await runSuite(root, 4, round));
      log(`suite ${round}/${runs}: --jobs 1 ${secs(one.at(-1).ms)}, --jobs 4 ${secs(four.at(-1).ms)}`);
    }
    const summary = (samples) => ({ wall_ms: median(samples.map((s) => s.ms)), outside_share: median(samples.map((s) => s.outside_share)) });
    const s1 = summary(one);
    const s4 = summary(four);
    const speedup = s1.wall_ms / s4.wall_ms;
    const pct = (x) => `${(x * 100).toFixed(0)}%`;
    const lines = [
      `Suite: ${SUITE} (${one[0].tasks} tasks) via the CLI, ${runs === 1 ? 'one run' : `median of ${runs} runs`} each; ${cpus().length} cores`,
      `  --jobs 1  ${secs(s1.wall_ms).padStart(8)}   outside cline ${pct(s1.outside_share)} of task wall time`,
      `  --jobs 4  ${secs(s4.wall_ms).padStart(8)}   outside cline ${pct(s4.outside_share)} of task wall time`,
      `  speed-up ${ratio(speedup)}`,
    ];
    // The issue sets no target for these: figures only.
    return { name: 'suite', lines, targets: [], json: { jobs1: s1, jobs4: s4, speedup, runs: { jobs1: one, jobs4: four } } };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
