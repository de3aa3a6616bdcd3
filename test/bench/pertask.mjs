// The harness's own time per task (issue 26 §5): the demo suite, one repeat, --jobs 1, against the scripted model.
// Per task: task_ms − cline_ms − judge_ms (the time outside cline, judges excluded) and its phases_ms. The first
// round has a cache of its own, empty (its first task writes the provider settings: from the descriptor for a measured
// cline version, else by `cline auth`); later rounds reuse it, as a user's runs do.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, log, median, secs, table, timeCommand } from './lib.mjs';

const SUITE = 'fixtures/demo/suite.toml';
const MEDIAN_TARGET_MS = 1000;
const FIRST_TARGET_MS = 3000;
/** Phases inside cline's own time: not the harness's. */
const INSIDE_CLINE = new Set(['cline', 'first_event']);

const load = () => loadavg()[0].toFixed(1);

/** A task's four longest phases outside cline, e.g. `diff 120 · env 90 · …`. */
const largest = (phases) =>
  Object.entries(phases).filter(([p]) => !INSIDE_CLINE.has(p)).sort(([, a], [, b]) => b - a).slice(0, 4).map(([p, v]) => `${p} ${v}`).join(' · ');

async function runRound(root, round) {
  const out = join(root, `round${round}`);
  const loadBefore = load();
  const { ms } = await timeCommand(
    process.execPath,
    [join(ROOT, 'dist', 'cli.js'), 'suite', 'run', SUITE, '--out', out, '--jobs', '1', '--repeat', '1', '--allow-unreachable'],
    // The bench's own cache: round 1 meets it empty, whatever the user's holds.
    { exitOk: [0, 1], env: { ...process.env, CLINE_HARNESS_CACHE_DIR: join(root, 'cache') } },
  );
  const { tasks } = JSON.parse(await readFile(join(out, 'results.json'), 'utf8'));
  return {
    round,
    wall_ms: Math.round(ms),
    load: `${loadBefore} → ${load()}`,
    tasks: tasks.map((t) => ({
      id: t.task_id,
      status: t.status,
      task_ms: t.task_ms,
      cline_ms: t.cline_ms,
      harness_ms: t.task_ms - (t.cline_ms ?? 0) - (t.judge_ms ?? 0),
      // The checks phase without the judges' time, as the harness figure counts it.
      phases_ms: { ...t.phases_ms, ...(t.phases_ms.checks !== undefined ? { checks: t.phases_ms.checks - (t.judge_ms ?? 0) } : {}) },
    })),
  };
}

export async function benchPertask({ runs }) {
  const root = await mkdtemp(join(tmpdir(), 'cline-harness-bench-pertask-'));
  try {
    const rounds = [];
    for (let round = 1; round <= runs; round++) {
      rounds.push(await runRound(root, round));
      log(`round ${round}/${runs}: ${rounds.at(-1).tasks.length} tasks in ${secs(rounds.at(-1).wall_ms)}, load ${rounds.at(-1).load}`);
    }
    const warm = rounds.length > 1 ? rounds.slice(1) : rounds;
    const all = warm.flatMap((r) => r.tasks);
    const medianMs = median(all.map((t) => t.harness_ms));
    const coldFirst = rounds[0].tasks[0].harness_ms;
    const warmFirst = median(warm.map((r) => r.tasks[0].harness_ms));
    const names = [...new Set(all.flatMap((t) => Object.keys(t.phases_ms)))].filter((p) => !INSIDE_CLINE.has(p));
    const phaseMedians = names
      .map((name) => [name, median(all.map((t) => t.phases_ms[name] ?? 0))])
      .sort(([, a], [, b]) => b - a);
    const ms = (x) => `${Math.round(x)} ms`;
    const lines = [
      `Harness time per task (task_ms − cline_ms − judge_ms): ${SUITE}, --repeat 1 --jobs 1, scripted model; ${runs} round(s)`,
      ...rounds.flatMap((r) => [
        `  round ${r.round}${r.round === 1 && runs > 1 ? ' (empty cache)' : ''}: wall ${secs(r.wall_ms)}, load ${r.load}`,
        ...table([
          ['task', 'status', 'task', 'cline', 'harness', 'largest phases outside cline'],
          ...r.tasks.map((t) => [
            t.id, t.status, ms(t.task_ms), ms(t.cline_ms ?? 0), ms(t.harness_ms),
            largest(t.phases_ms),
          ]),
        ]).split('\n').map((l) => `    ${l}`),
      ]),
      `  median harness time per task${rounds.length > 1 ? ' (rounds after the first)' : ''}: ${ms(medianMs)}`,
      `  first task: ${ms(warmFirst)} with the cache filled; ${ms(coldFirst)} with an empty one`,
      `  median per phase outside cline: ${phaseMedians.map(([p, v]) => `${p} ${Math.round(v)}`).join(' · ')}`,
      `  spawn to cline's first event (inside cline_ms), median: ${ms(median(all.map((t) => t.phases_ms.first_event ?? 0)))}`,
    ];
    const targets = [
      { name: 'median harness time per task ≤ 1 s', value: ms(medianMs), ok: medianMs <= MEDIAN_TARGET_MS },
      { name: 'first task ≤ 3 s (cache filled)', value: ms(warmFirst), ok: warmFirst <= FIRST_TARGET_MS },
      { name: 'first task ≤ 3 s (empty cache)', value: ms(coldFirst), ok: coldFirst <= FIRST_TARGET_MS },
    ];
    return {
      name: 'pertask',
      lines,
      targets,
      json: { median_ms: medianMs, first_ms: { warm: warmFirst, cold: coldFirst }, phase_medians_ms: Object.fromEntries(phaseMedians), rounds },
    };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
