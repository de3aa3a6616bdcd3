/**
 * `suite merge`: shard outputs into one, checked against the plan every shard
 * records, so a missing shard cannot pass for a complete run.
 */
import { cp, mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { InfrastructureError, InputError } from '../errors.js';
import { RESULTS_FILE, TASKS_DIR } from '../results/files.js';
import { SuiteResultsSchema, type SuiteResults, type TaskResult } from '../results/schema.js';
import { assignShards, caseOfTaskId } from './plan.js';
import { assemble, writeOutputs, type Baseline, type SuiteOutputs } from './suite.js';
import { readJsonInput } from '../json-input.js';

/** Reads `<dir>/results.json` or the results file itself. */
export async function readResults(path: string): Promise<SuiteResults> {
  const abs = resolve(path);
  const file = abs.endsWith('.json') ? abs : join(abs, RESULTS_FILE);
  return readJsonInput(file, SuiteResultsSchema, 'suite results', 'not a results.json of this cline-harness version: ');
}

/** All parts must be shards of one plan: same suite file, same cline, same planned tasks. */
function sameRun(parts: readonly SuiteResults[], dirs: readonly string[]): void {
  const first = parts[0]!;
  for (const [i, part] of parts.entries()) {
    const differs = (what: string, a: unknown, b: unknown) =>
      new InputError(`${what} differs from ${dirs[0]}'s (${String(b)} here, ${String(a)} there): shards must come from one run of one suite`, dirs[i]);
    if (part.suite !== first.suite) throw differs('the suite name', first.suite, part.suite);
    if (part.suite_hash !== first.suite_hash) throw differs('the suite file (sha256)', first.suite_hash.slice(0, 12), part.suite_hash.slice(0, 12));
    if (part.cline_version !== first.cline_version) throw differs('the cline version', first.cline_version, part.cline_version);
    // The suite file names a ref, not a commit: shards that resolved it differently compared different old versions.
    const [oldSkill, partOldSkill] = [first.old_skill_git?.commit, part.old_skill_git?.commit];
    if (partOldSkill !== oldSkill) throw differs('the old_skill commit', oldSkill, partOldSkill);
    if (part.planned.join('\n') !== first.planned.join('\n'))
      throw differs('the planned task list (--filter/--repeat)', `${first.planned.length} tasks`, `${part.planned.length} tasks`);
  }
}

/** A codebase ref that shards resolved to different commits (a branch that moved between them) gave cases different trees. */
function sameCodebases(tasks: readonly TaskResult[]): void {
  const commits = new Map<string, TaskResult>();
  for (const t of tasks) {
    if (!t.codebase) continue;
    const key = `${t.codebase.path}\0${t.codebase.ref}`;
    const other = commits.get(key);
    if (other && other.codebase!.commit !== t.codebase.commit) {
      const at = (task: TaskResult) => `${task.codebase!.commit.slice(0, 12)} in ${task.task_id}`;
      throw new InputError(`codebase ${t.codebase.path} at "${t.codebase.ref}" is ${at(other)} and ${at(t)}: shards must come from one run of one suite`);
    }
    if (!other) commits.set(key, t);
  }
}

export interface MergeOptions {
  /** Merge even when planned tasks are missing; the results say `partial: true`. */
  allowPartial?: boolean;
  baseline?: Baseline;
}

/**
 * Combines the outputs of `--shard` runs into `out`: every planned task must
 * be present exactly once (else InfrastructureError naming the missing tasks
 * and their shards, unless `allowPartial`), and each task's artifacts are
 * copied under `out` so every path in the merged results resolves.
 */
export async function mergeSuiteOutputs(dirs: string[], out: string, options: MergeOptions = {}): Promise<SuiteOutputs> {
  if (dirs.length === 0) throw new InputError('suite merge needs at least one output dir');
  const parts: SuiteResults[] = [];
  for (const dir of dirs) parts.push(await readResults(dir));
  sameRun(parts, dirs);
  const seen = new Map<string, string>();
  const tasks: TaskResult[] = [];
  for (const [i, part] of parts.entries()) {
    for (const t of part.tasks) {
      if (seen.has(t.task_id)) throw new InputError(`task ${t.task_id} appears in both ${seen.get(t.task_id)} and ${dirs[i]}`);
      seen.set(t.task_id, dirs[i]!);
      tasks.push(t);
    }
  }
  sameCodebases(tasks);
  const first = parts[0]!;
  // A case with sequential repeats that stopped early never ran its later rounds: they are not missing.
  const stops = parts.flatMap((p) => p.stops);
  const unrun = (id: string) => stops.some((s) => s.case_id === caseOfTaskId(id) && Number(/\/r(\d+)$/.exec(id)?.[1]) > s.rounds);
  const missing = first.planned.filter((id) => !seen.has(id) && !unrun(id));
  if (missing.length && !options.allowPartial) {
    const count = first.shard?.count ?? 1;
    const shardOf = assignShards(first.planned, count);
    const byShard = new Map<number, string[]>();
    for (const id of missing) {
      const shard = shardOf.get(id.slice(0, id.indexOf('/')))!;
      byShard.set(shard, [...(byShard.get(shard) ?? []), id]);
    }
    const lines = [...byShard].sort((a, b) => a[0] - b[0]).map(([shard, ids]) => `shard ${shard}/${count}: ${ids.join(', ')}`);
    throw new InfrastructureError(
      `${missing.length} of ${first.planned.length} planned tasks are missing (pass --allow-partial to merge anyway):\n  ${lines.join('\n  ')}`,
    );
  }
  const target = resolve(out);
  await mkdir(target, { recursive: true });
  const order = new Map(first.planned.map((id, i) => [id, i]));
  tasks.sort((a, b) => order.get(a.task_id)! - order.get(b.task_id)!);
  const moved: TaskResult[] = [];
  for (const t of tasks) {
    const artifacts = join(target, TASKS_DIR, t.task_id);
    if (resolve(t.artifacts) !== artifacts) await cp(t.artifacts, artifacts, { recursive: true, verbatimSymlinks: true });
    moved.push({ ...t, artifacts });
  }
  const merged = assemble(
    {
      suite: first.suite,
      suite_hash: first.suite_hash,
      started_at: parts.map((p) => p.started_at).sort()[0]!,
      duration_ms: Math.max(...parts.map((p) => p.duration_ms)),
      cline_version: first.cline_version,
      model: first.model,
      planned: first.planned,
      shard: null,
      merged_from: parts.length,
      partial: missing.length > 0,
      missing,
      gates: Object.assign({}, ...parts.map((p) => p.gates)),
      old_skill_git: first.old_skill_git,
      stops,
      budget: parts.find((p) => p.budget)?.budget ?? null,
    },
    moved,
    options.baseline,
    // Shards keep whole cases, so each pairwise result came whole from one shard.
    parts.flatMap((p) => p.pairwise),
  );
  return { results: merged, files: await writeOutputs(target, merged) };
}
