import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { writeReport } from '../report/html.js';
import { junitXml, type JunitSuite } from '../report/junit.js';
import { InputError, errorMessage } from '../errors.js';
import { clineVersion, findClineBinary } from '../dispatch/cline-binary.js';
import { summarize, totals } from './aggregate.js';
import type { Suite } from './load.js';
import { planTasks, type PlanOptions, type PlannedTask } from './plan.js';
import { runSuiteTask, type TaskRunOptions } from './run.js';
import { SuiteResultsSchema, type SuiteResults, type TaskResult } from './schema.js';

export const RESULTS_FILE = 'results.json';
export const JUNIT_FILE = 'junit.xml';

export type SuiteProgress =
  | { type: 'plan'; tasks: PlannedTask[] }
  | { type: 'start'; task: PlannedTask }
  | { type: 'end'; task: PlannedTask; result: TaskResult };

export interface RunSuiteOptions extends TaskRunOptions, PlanOptions {
  jobs?: number;
  onProgress?: (event: SuiteProgress) => void;
}

/** Where a suite's outputs went. */
export interface SuiteOutputs {
  results: SuiteResults;
  files: { results: string; junit: string; report: string };
}

/**
 * Runs a suite: plans the tasks (filter, repeat, shard), runs them `jobs` at a
 * time, and writes results.json, junit.xml and report.html into `out`. Aborting stops
 * new tasks; running ones are killed and torn down.
 */
export async function runSuite(suite: Suite, options: RunSuiteOptions): Promise<SuiteOutputs> {
  const out = resolve(options.out);
  const tasks = planTasks(suite, options);
  options.onProgress?.({ type: 'plan', tasks });
  await mkdir(out, { recursive: true });
  const startedAt = new Date();
  const started = performance.now();
  let version: string | null = null;
  try {
    version = await clineVersion((await findClineBinary({ explicit: options.clineBin })).path);
  } catch {
    // Each task records the failure to start cline; the run still writes its outputs.
  }
  const results: TaskResult[] = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length && !options.signal?.aborted) {
      const task = tasks[next++]!;
      options.onProgress?.({ type: 'start', task });
      const result = await runSuiteTask(suite, task, { ...options, out });
      results.push(result);
      options.onProgress?.({ type: 'end', task, result });
    }
  };
  const jobs = Math.max(1, Math.min(options.jobs ?? suite.jobs, tasks.length));
  await Promise.all(Array.from({ length: jobs }, worker));
  const order = new Map(tasks.map((t, i) => [t.id, i]));
  results.sort((a, b) => order.get(a.task_id)! - order.get(b.task_id)!);
  const summary = assemble(suite.name, results, {
    started_at: startedAt.toISOString(),
    duration_ms: Math.round(performance.now() - started),
    cline_version: version,
    model: options.provider?.model ?? suite.model.id,
    shard: options.shard ?? null,
  });
  return { results: summary, files: await writeOutputs(out, summary) };
}

function assemble(suite: string, tasks: TaskResult[], meta: Omit<SuiteResults, 'suite' | 'totals' | 'conditions' | 'tasks'>): SuiteResults {
  return SuiteResultsSchema.parse({ suite, ...meta, totals: totals(tasks), conditions: summarize(tasks), tasks });
}

async function writeOutputs(out: string, results: SuiteResults): Promise<SuiteOutputs['files']> {
  const files = { results: join(out, RESULTS_FILE), junit: join(out, JUNIT_FILE) };
  await writeFile(files.results, JSON.stringify(results, null, 2) + '\n');
  await writeFile(files.junit, junitXml(junitSuites(results)));
  return { ...files, report: await writeReport(out, results) };
}

/** One JUnit testsuite per case, one testcase per task; failed checks are its failure. */
export function junitSuites(results: SuiteResults): JunitSuite[] {
  const byCase = new Map<string, TaskResult[]>();
  for (const t of results.tasks) byCase.set(t.case_id, [...(byCase.get(t.case_id) ?? []), t]);
  return [...byCase].map(([caseId, tasks]) => ({
    name: `${results.suite}/${caseId}`,
    tests: tasks.map((t) => {
      const failed = t.checks.filter((c) => !c.passed);
      const lines = t.checks.map((c) => `${c.passed ? '✓' : c.status === 'error' ? '!' : '✗'} ${c.name}: ${c.evidence}`).join('\n');
      return {
        name: `${t.condition} r${t.repeat}`,
        classname: `${results.suite}.${caseId}`,
        time_s: t.wall_ms / 1000,
        ...(t.status === 'failed' ? { failure: { message: `${failed.length} check(s) failed: ${failed.map((c) => c.name).join(', ')}`, details: lines } } : {}),
        ...(t.status === 'error' || t.status === 'timed_out' ? { error: { message: `${t.status}: ${t.error ?? ''}`.trim(), details: t.error ?? '' } } : {}),
        output: [lines, ...t.warnings.map((w) => `warning: ${w}`)].filter(Boolean).join('\n'),
      };
    }),
  }));
}

/** Combines the outputs of `--shard` runs into one, recomputing the summaries. */
export async function mergeSuiteOutputs(dirs: string[], out: string): Promise<SuiteOutputs> {
  if (dirs.length === 0) throw new InputError('suite merge needs at least one output dir');
  const parts: SuiteResults[] = [];
  for (const dir of dirs) {
    const file = join(resolve(dir), RESULTS_FILE);
    let data: unknown;
    try {
      data = JSON.parse(await readFile(file, 'utf8'));
    } catch (err) {
      throw new InputError(`cannot read shard results: ${errorMessage(err)}`, file);
    }
    const parsed = SuiteResultsSchema.safeParse(data);
    if (!parsed.success) throw new InputError(`not a suite results file: ${parsed.error.issues[0]?.message}`, file);
    parts.push(parsed.data);
  }
  const names = new Set(parts.map((p) => p.suite));
  if (names.size > 1) throw new InputError(`the outputs belong to different suites: ${[...names].join(', ')}`);
  const seen = new Set<string>();
  const tasks: TaskResult[] = [];
  for (const [i, part] of parts.entries()) {
    for (const t of part.tasks) {
      if (seen.has(t.task_id)) throw new InputError(`task ${t.task_id} appears in more than one shard`, dirs[i]);
      seen.add(t.task_id);
      tasks.push(t);
    }
  }
  const first = parts[0]!;
  const merged = assemble(first.suite, tasks, {
    started_at: parts.map((p) => p.started_at).sort()[0]!,
    duration_ms: Math.max(...parts.map((p) => p.duration_ms)),
    cline_version: first.cline_version,
    model: first.model,
    shard: null,
  });
  await mkdir(resolve(out), { recursive: true });
  return { results: merged, files: await writeOutputs(resolve(out), merged) };
}

/** 0 all passed, 1 a check failed, 3 infrastructure (cline could not start, or every task errored). */
export function suiteExitCode(results: SuiteResults): 0 | 1 | 3 {
  const { tasks } = results;
  if (tasks.some((t) => t.dispatch_status === 'spawn_failed')) return 3;
  if (tasks.length > 0 && tasks.every((t) => t.status === 'error' || t.status === 'timed_out')) return 3;
  return tasks.every((t) => t.status === 'passed') ? 0 : 1;
}
