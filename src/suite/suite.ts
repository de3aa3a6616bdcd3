import { mkdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { writeReport } from '../report/html.js';
import { junitXml } from '../report/junit.js';
import { suiteJunit } from '../report/suite-junit.js';
import { clineVersion, findClineBinary } from '../dispatch/cline-binary.js';
import { InputError } from '../errors.js';
import { JUNIT_FILE, RESULTS_FILE, TASKS_DIR } from '../results/files.js';
import { changedSinceSeal, sealDir, writeRecord, type Seal } from '../results/seal.js';
import { SuiteResultsSchema, type CaseStop, type PairwiseResult, type ResolvedGate, type SuiteResults, type TaskResult } from '../results/schema.js';
import { falseTriggers, pooledEffects, summarize, totals } from './aggregate.js';
import { compareResults } from './compare.js';
import { modelDifferences } from './model-effects.js';
import { runPairwiseChecks } from './pairwise.js';
import { evaluateGates } from './gate.js';
import type { Suite } from './load.js';
import { caseRepeat, planAll, planTasks, type PlanOptions, type PlannedTask } from './plan.js';
import { TaskQueue, type CasePolicy } from './schedule.js';
import { preflight, type PreflightOptions } from './preflight.js';
import { runSuiteTask, type TaskRunOptions } from './run.js';
import { TaskTrees } from './task-trees.js';
import { markTainted, systemChanges, type TaskSpan } from './taint.js';
import { trustedWritableDirs } from '../system-dirs.js';
import { snapshotSuite } from './snapshot.js';
import { Budget, type BudgetLimits } from './budget.js';
import { adoptReused, reusable, taskFingerprinter, type ReuseSource } from './reuse.js';

export type SuiteProgress =
  | { type: 'plan'; tasks: PlannedTask[] }
  /** A setup step before the first task starts (so a log hears from the run while it is taken). */
  | { type: 'phase'; message: string }
  | { type: 'start'; task: PlannedTask }
  | { type: 'end'; task: PlannedTask; result: TaskResult }
  /** A case with sequential repeats stopped: `skipped` of its planned tasks will not run. */
  | { type: 'stop'; stop: CaseStop; skipped: number };

/** A previous run to compare with: its results and what to call it. */
export interface Baseline {
  results: SuiteResults;
  name: string;
}

export interface RunSuiteOptions extends TaskRunOptions, PlanOptions, Pick<PreflightOptions, 'allowUnreachable'> {
  jobs?: number;
  baseline?: Baseline;
  /** Take unchanged tasks from this previous run instead of running them. */
  reuse?: ReuseSource;
  /** Stop starting tasks once finished ones spent this much. */
  budget?: BudgetLimits;
  onProgress?: (event: SuiteProgress) => void;
}

/** Where a suite's outputs went. */
export interface SuiteOutputs {
  results: SuiteResults;
  files: { results: string; junit: string; report: string };
}

/** What results.json says about a run besides what its tasks give. */
export type RunMeta = Pick<
  SuiteResults,
  | 'suite'
  | 'suite_hash'
  | 'started_at'
  | 'duration_ms'
  | 'cline_version'
  | 'model'
  | 'planned'
  | 'shard'
  | 'merged_from'
  | 'partial'
  | 'missing'
  | 'gates'
  | 'old_skill_git'
> &
  Partial<Pick<SuiteResults, 'budget'>> & { stops?: CaseStop[] };

/**
 * Runs a suite: plans the tasks (filter, repeat, shard), runs them `jobs` at a
 * time, and writes results.json, junit.xml and report.html into `out`. Aborting stops
 * new tasks; running ones are killed and torn down.
 */
export async function runSuite(suite: Suite, options: RunSuiteOptions): Promise<SuiteOutputs> {
  const out = resolve(options.out);
  // What the user must fix fails here, once, before any task starts.
  const { judgeModel } = await preflight(suite, options);
  if ((await stat(out).catch(() => null))?.isDirectory() === false) throw new InputError('the out dir exists and is not a directory', out, 'out_not_dir');
  const planned = planAll(suite, options);
  const tasks = planTasks(suite, options);
  options.onProgress?.({ type: 'plan', tasks });
  await mkdir(out, { recursive: true });
  options.onProgress?.({ type: 'phase', message: 'taking a read-only snapshot of the suite\'s files' });
  // Every task is built from a read-only copy taken now: no task's agent can change what a later task starts from.
  const sources = await snapshotSuite(suite);
  options.onProgress?.({ type: 'phase', message: 'finding cline and its version' });
  const startedAt = new Date();
  const started = performance.now();
  let version: string | null = null;
  let bin: string | null = null;
  try {
    bin = (await findClineBinary({ explicit: options.clineBin })).path;
    version = await clineVersion(bin);
  } catch {
    // Each task records the failure to start cline; the run still writes its outputs.
  }
  const results: TaskResult[] = [];
  const fingerprintOf = taskFingerprinter(sources.suite, { clineVersion: version, descriptor: options.descriptor, provider: options.provider, judgeModel });
  const fingerprints = new Map<string, string>();
  for (const task of tasks) fingerprints.set(task.id, await fingerprintOf(task));
  const budget = new Budget(options.budget ?? {});
  const queue = new TaskQueue(tasks, casePolicies(suite, options.repeat), options.signal);
  const seals = new Map<TaskResult, Seal>();
  const trees = options.trees ?? new TaskTrees();
  const spans = new Map<string, TaskSpan>();
  const worker = async () => {
    for (let task = await queue.next(); task; task = await queue.next()) {
      const prior = options.reuse && reusable(options.reuse, task.id, fingerprints.get(task.id)!);
      // Past the budget no task starts; a reused one costs nothing, so it is still taken.
      if (!prior && budget.reached()) {
        queue.abandon(task);
        break;
      }
      options.onProgress?.({ type: 'start', task });
      const start = performance.now();
      const result = prior
        ? await adoptReused(prior, options.reuse!, out)
        : {
            ...(await runSuiteTask(sources.suite, task, { ...options, out, liveSkill: suite.skill, judgeModel, trees })),
            fingerprint: fingerprints.get(task.id)!,
          };
      if (!prior) {
        budget.spend(result);
        spans.set(result.task_id, { start, end: performance.now() });
      }
      // Later tasks' agents run beside this one's records: what it wrote is sealed now and checked before results.json.
      seals.set(result, await sealDir(join(out, TASKS_DIR, result.task_id)));
      results.push(result);
      options.onProgress?.({ type: 'end', task, result });
      const stop = queue.done(task, result);
      if (stop) options.onProgress?.({ type: 'stop', stop, skipped: tasks.filter((t) => sequentiallySkipped(t, [stop])).length });
    }
  };
  const jobs = Math.max(1, Math.min(options.jobs ?? suite.jobs, tasks.length));
  options.onProgress?.({ type: 'phase', message: `cline ${version ?? 'not found'}; starting tasks, ${jobs} at a time` });
  try {
    await Promise.all(Array.from({ length: jobs }, worker));
  } finally {
    await sources.remove();
  }
  for (const [i, result] of results.entries()) results[i] = await checkSeal(result, join(out, TASKS_DIR, result.task_id), seals.get(result)!);
  results.splice(0, results.length, ...markTainted(results, spans, await systemChanges(results, trustedWritableDirs(bin))));
  // A budget stop leaves the rest of the plan unrun: the results say which, as a partial merge does.
  const ran = new Set(results.map((r) => r.task_id));
  const stops = queue.caseStops();
  const unrun = tasks.filter((t) => !ran.has(t.id) && !sequentiallySkipped(t, stops));
  const stopped = unrun.length && !options.signal?.aborted ? budget.reached() : null;
  const notRun = stopped ? unrun.map((t) => t.id) : [];
  const order = new Map(tasks.map((t, i) => [t.id, i]));
  results.sort((a, b) => order.get(a.task_id)! - order.get(b.task_id)!);
  // Pairwise judges compare two finished runs, so they run once every task has.
  const pairwise = options.signal?.aborted ? [] : await runPairwiseChecks(suite, results, { ...options, judgeModel });
  const summary = assemble(
    {
      suite: suite.name,
      suite_hash: suite.hash,
      started_at: startedAt.toISOString(),
      duration_ms: Math.round(performance.now() - started),
      cline_version: version,
      model: options.provider?.model ?? suite.models.map((m) => m.id).join(', '),
      planned: planned.map((t) => t.id),
      shard: options.shard ?? null,
      merged_from: null,
      partial: notRun.length > 0,
      missing: notRun,
      gates: caseGates(suite),
      old_skill_git: oldSkillSource(suite),
      stops,
      budget: stopped ? { reached: stopped, tasks_run: results.length, tasks_planned: tasks.length } : null,
    },
    results,
    options.baseline,
    pairwise,
  );
  return { results: summary, files: await writeOutputs(out, summary) };
}

/** A task whose records changed after it ended (another task's agent, without bwrap) is invalid. */
async function checkSeal(result: TaskResult, dir: string, seal: Seal): Promise<TaskResult> {
  const changed = await changedSinceSeal(dir, seal);
  if (!changed.length) return result;
  const problem = `records in the out dir changed after the task ended (by something other than the harness): ${changed.join(', ')}`;
  const status = result.status === 'passed' || result.status === 'failed' ? 'invalid' : result.status;
  return { ...result, status, validity_errors: [...result.validity_errors, problem] };
}

function oldSkillSource(suite: Suite): SuiteResults['old_skill_git'] {
  const git = suite.old_skill_git;
  return git ? { path: git.dir, ref: git.ref, commit: git.commit, dirty: git.uncommitted.length > 0 } : null;
}

/** Whether a sequential case's stop (on the task's model) left this task out. */
function sequentiallySkipped(task: PlannedTask, stops: readonly CaseStop[]): boolean {
  return stops.some((s) => s.case_id === task.caseId && (s.model === null || s.model === task.model) && task.repeat > s.rounds);
}

/** Each case's gate and repeat bounds, which the schedule's looks need. */
function casePolicies(suite: Suite, repeat: number | undefined): Map<string, CasePolicy> {
  return new Map(suite.cases.map((c, i) => [c.id, { gate: c.gate, bounds: caseRepeat(suite, i, repeat) }]));
}

function caseGates(suite: Suite): Record<string, ResolvedGate> {
  return Object.fromEntries(suite.cases.map((c) => [c.id, c.gate]));
}

/** Results from tasks: summaries, pooled effects, gate verdicts and the comparison with a baseline. */
export function assemble(meta: RunMeta, tasks: TaskResult[], baseline?: Baseline, pairwise: PairwiseResult[] = []): SuiteResults {
  const conditions = summarize(tasks);
  const draft: SuiteResults = {
    ...meta,
    budget: meta.budget ?? null,
    totals: totals(tasks),
    conditions,
    pooled: pooledEffects(conditions),
    false_triggers: falseTriggers(tasks),
    model_differences: modelDifferences(conditions),
    pairwise,
    gate: evaluateGates(conditions, meta.gates, baseline?.results.conditions ?? null, meta.stops, pairwise),
    stops: meta.stops ?? [],
    baseline: null,
    tasks,
  };
  if (baseline) draft.baseline = compareResults(baseline.results, draft, { base: baseline.name, new: 'this run' });
  return SuiteResultsSchema.parse(draft);
}

export async function writeOutputs(out: string, results: SuiteResults): Promise<SuiteOutputs['files']> {
  const files = { results: join(out, RESULTS_FILE), junit: join(out, JUNIT_FILE) };
  await writeRecord(files.results, JSON.stringify(results, null, 2) + '\n');
  await writeRecord(files.junit, junitXml(suiteJunit(results)));
  return { ...files, report: await writeReport(out, results) };
}

/**
 * 3 infrastructure (cline could not start, or every task errored) or a budget stop, 1 a gate
 * failed (never for a shard: its part is judged once, at the merge), else 0. Control-arm check failures never fail a run; they are
 * what the treatment is measured against.
 */
export function suiteExitCode(results: SuiteResults): 0 | 1 | 3 {
  if (infrastructureFailure(results) !== null) return 3;
  return results.shard !== null || results.gate.passed ? 0 : 1;
}

/** Why a run ends with exit 3, in words; null when it does not. */
export function infrastructureFailure(results: SuiteResults): string | null {
  const { tasks } = results;
  if (results.budget) return `budget reached: ${results.budget.tasks_run} of ${results.budget.tasks_planned} tasks run (${results.budget.reached})`;
  const unstarted = tasks.filter((t) => t.dispatch_status === 'spawn_failed').length;
  if (unstarted) return `cline could not be started in ${unstarted} of ${tasks.length} task(s)`;
  if (tasks.length > 0 && tasks.every((t) => t.status === 'error' || t.status === 'timed_out')) {
    return `every task errored or timed out (${tasks.length} of ${tasks.length}): no verdict`;
  }
  return null;
}
