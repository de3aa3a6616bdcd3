/**
 * `suite run --reuse PREVIOUS`: a task whose fingerprint is unchanged since a
 * previous run is taken from that run instead of being run again. The
 * fingerprint hashes what decides a task's outcome: the staged skill's content
 * (arms that stage one) and the siblings, the fixtures, the prompt, turns and
 * responder, the checks and the files they read, the model and provider (a
 * scripted model's script), the judge model, the run settings (transport,
 * guard, sandbox, timeout), the descriptor, the cline version, the harness
 * version and the repeat index. Only completed tasks (passed or failed) are
 * reused: an error or an invalid record is run again.
 */
import { createHash } from 'node:crypto';
import { cp, lstat, readdir, readFile, readlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { packageVersion } from '../package-root.js';
import type { Descriptor } from '../descriptor/index.js';
import type { JudgeModel } from '../judge/run.js';
import { RESULTS_FILE, TASKS_DIR } from '../results/files.js';
import type { SuiteResults, TaskResult } from '../results/schema.js';
import type { Suite } from './load.js';
import { scriptForModel } from './models.js';
import type { PlannedTask } from './plan.js';

/** A previous run to take unchanged tasks from. */
export interface ReuseSource {
  results: SuiteResults;
  /** Its results.json or out dir, as given. */
  path: string;
  /** Older results (by the time the task really ran) are run again. */
  maxAgeMs?: number;
}

export interface FingerprintContext {
  clineVersion: string | null;
  descriptor: Descriptor;
  /** The model every task talks to when the command line overrides the suite's. */
  provider?: { baseUrl: string; model: string };
  judgeModel?: JudgeModel;
}

/** sha256 of a directory's tree: every entry's relative path, kind and bytes (a link's target, unfollowed), in name order. */
async function hashTree(root: string): Promise<string> {
  const hash = createHash('sha256');
  const walk = async (dir: string, rel: string): Promise<void> => {
    for (const name of (await readdir(dir)).sort()) {
      const abs = join(dir, name);
      const path = rel ? `${rel}/${name}` : name;
      const info = await lstat(abs);
      if (info.isDirectory()) {
        hash.update(`d ${path}\0`);
        await walk(abs, path);
      } else if (info.isSymbolicLink()) hash.update(`l ${path}\0${await readlink(abs)}\0`);
      else hash.update(`f ${path}\0`).update(await readFile(abs)).update('\0');
    }
  };
  const info = await lstat(root);
  if (info.isDirectory()) await walk(root, '');
  else hash.update(await readFile(root));
  return hash.digest('hex');
}

/** Fingerprints tasks of one suite; each tree and file is hashed once. */
export function taskFingerprinter(suite: Suite, ctx: FingerprintContext): (task: PlannedTask) => Promise<string> {
  const hashes = new Map<string, Promise<string>>();
  const content = (path: string | undefined) => {
    if (path === undefined) return Promise.resolve(null);
    if (!hashes.has(path)) hashes.set(path, hashTree(path));
    return hashes.get(path)!;
  };
  const descriptor = createHash('sha256').update(JSON.stringify(ctx.descriptor)).digest('hex');
  return async (task) => {
    const c = suite.cases[task.caseIndex]!;
    // The task's model of the matrix, with its script (`{model}` in the path filled in).
    const modelPart = async (name: string) => {
      const model = suite.models.find((m) => m.name === name) ?? suite.model;
      const script = c.script === undefined ? undefined : scriptForModel(c.script, name);
      return { ...model, script: model.provider === 'scripted' ? await content(script) : null };
    };
    const staged = task.condition === 'without_skill' ? undefined : task.condition === 'old_skill' ? suite.old_skill : suite.skill;
    const read = c.checks.flatMap((k) => {
      const files = k as { setup_files?: string[]; rubric_file?: string };
      return [...(files.setup_files ?? []), ...(files.rubric_file ? [files.rubric_file] : [])];
    });
    const parts = {
      staged_skill: await content(staged),
      siblings: await content(suite.siblings),
      fixtures: await content(c.fixtures),
      prompt: c.prompt,
      turns: c.turn ?? null,
      responder: c.responder ? { ...c.responder, script: await content(c.responder.script) } : null,
      skill_should_trigger: c.skill_should_trigger,
      checks: c.checks,
      check_files: await Promise.all(read.map(content)),
      model: ctx.provider ?? (await modelPart(task.model)),
      responder_model: c.responder ? (suite.responder_model ?? null) : null,
      judge_model: ctx.judgeModel ? { ...ctx.judgeModel, apiKey: undefined } : null,
      settings: { transport: suite.transport, guard: suite.guard, sandbox: suite.sandbox, timeout: c.timeout ?? suite.timeout },
      descriptor,
      cline_version: ctx.clineVersion,
      harness_version: packageVersion(),
      repeat: task.repeat,
    };
    return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
  };
}

/** When the task really ran: the original run's start for a task that was itself reused. */
function ranAt(task: TaskResult, previous: SuiteResults): string {
  return task.reused_from?.started_at ?? previous.started_at;
}

/** The previous run's record of this task, when its fingerprint matches, it completed, and it is not too old. */
export function reusable(source: ReuseSource, taskId: string, fingerprint: string, now = Date.now()): TaskResult | null {
  const prior = source.results.tasks.find((t) => t.task_id === taskId);
  if (!prior || prior.fingerprint !== fingerprint) return null;
  if (prior.status !== 'passed' && prior.status !== 'failed') return null;
  if (source.maxAgeMs !== undefined && now - Date.parse(ranAt(prior, source.results)) > source.maxAgeMs) return null;
  return prior;
}

/** The previous record as this run's: its artifacts copied into `out` (when still there) and where it came from. */
export async function adoptReused(prior: TaskResult, source: ReuseSource, out: string): Promise<TaskResult> {
  const artifacts = join(out, TASKS_DIR, prior.task_id);
  const copied = await cp(prior.artifacts, artifacts, { recursive: true, verbatimSymlinks: true }).then(
    () => true,
    () => false,
  );
  const file = resolve(source.path).endsWith('.json') ? resolve(source.path) : join(resolve(source.path), RESULTS_FILE);
  return {
    ...prior,
    artifacts: copied ? artifacts : prior.artifacts,
    reused_from: prior.reused_from ?? { run: file, started_at: source.results.started_at },
  };
}

/** Parses `--reuse-max-age`: a number with a unit, s, m, h or d (e.g. 12h, 7d). */
export function parseMaxAge(text: string): number | null {
  const match = /^(\d+(?:\.\d+)?)([smhd])$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * { s: 1e3, m: 60e3, h: 3600e3, d: 86400e3 }[match[2] as 's' | 'm' | 'h' | 'd'];
}
