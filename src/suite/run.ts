import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { execa } from 'execa';
import { runChecks } from '../check/run.js';
import type { HarnessContext } from '../context.js';
import { dispatchTask, type DispatchOptions } from '../dispatch/dispatch.js';
import { errorMessage } from '../errors.js';
import { armGuard, collectGuardDenials, teardownGuard } from '../guard/index.js';
import { auditTranscript } from '../audit/index.js';
import { fillScript, loadModelScript } from '../model/script.js';
import { startModelServer, type ModelServer } from '../model/server.js';
import { renderTaskPrompt, stagedSkills } from '../render/index.js';
import { readSkillDocument } from '../staging/frontmatter.js';
import { stageSkill, unstageSkill } from '../staging/stage.js';
import { envDiff, writeDiffArtifacts } from '../diff/diff.js';
import type { JudgeModel } from '../judge/run.js';
import type { Suite } from './load.js';
import type { PlannedTask } from './plan.js';
import { TaskResultSchema, type TaskResult } from './schema.js';

/** A real provider given on the command line, overriding the suite's model table. */
export interface ProviderOverride {
  baseUrl: string;
  apiKey: string;
  model: string;
}

export interface TaskRunOptions extends HarnessContext {
  /** Per-task artifacts go to `<out>/tasks/<task id>/`. */
  out: string;
  clineBin?: string;
  provider?: ProviderOverride;
  /** A judge model given on the command line, overriding the suite's [judge_model]. */
  judgeModel?: JudgeModel;
  /** Keep each task's env (and scratch) instead of removing it. */
  keepEnvs?: boolean;
  signal?: AbortSignal;
}

const GIT_IDENTITY = {
  GIT_AUTHOR_NAME: 'cline-harness',
  GIT_AUTHOR_EMAIL: 'cline-harness@localhost',
  GIT_COMMITTER_NAME: 'cline-harness',
  GIT_COMMITTER_EMAIL: 'cline-harness@localhost',
};

/** A fresh env: the case's fixtures, committed in the env's own git repository. Returns that commit. */
async function freshEnv(env: string, fixtures: string | undefined): Promise<string> {
  await mkdir(env, { recursive: true });
  if (fixtures) await cp(fixtures, env, { recursive: true, verbatimSymlinks: true });
  const git = (args: string[]) => execa('git', args, { cwd: env, stdin: 'ignore', env: GIT_IDENTITY });
  await git(['init', '--quiet']);
  await git(['add', '-A']);
  await git(['commit', '--quiet', '--allow-empty', '-m', 'fixtures']);
  return (await git(['rev-parse', 'HEAD'])).stdout.trim();
}

function countBy<T>(items: readonly T[], key: (t: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of items) out[key(item)] = (out[key(item)] ?? 0) + 1;
  return out;
}

/**
 * One task, start to end: fresh env → stage → guard → dispatch (shadow
 * preflight, sandbox) → parse → checks → audit → unstage and teardown. The
 * teardown runs whatever happened, so an interrupted run leaves nothing
 * staged or armed.
 */
export async function runSuiteTask(suite: Suite, task: PlannedTask, options: TaskRunOptions): Promise<TaskResult> {
  const started = performance.now();
  const { descriptor } = options;
  const spec = suite.cases[task.caseIndex]!;
  const artifacts = join(options.out, 'tasks', task.id);
  await rm(artifacts, { recursive: true, force: true });
  await mkdir(artifacts, { recursive: true });
  const work = await mkdtemp(join(tmpdir(), 'cline-harness-suite-'));
  const env = join(work, 'env');
  const scratch = join(work, 'scratch');
  const guardState = join(work, 'guard');
  // What the prompt calls the output dir: kept with the task's artifacts, and writable for the agent.
  const agentOutput = join(artifacts, 'agent-output');
  const warnings: string[] = [];
  let server: ModelServer | null = null;
  let slug: string | null = null;
  let description: string | null = null;
  let armed = false;
  let staged = false;

  const base = { task_id: task.id, case_id: task.caseId, condition: task.condition, repeat: task.repeat, artifacts };
  try {
    const baseCommit = await freshEnv(env, spec.fixtures);
    await mkdir(scratch, { recursive: true });
    await mkdir(agentOutput, { recursive: true });
    if (task.condition !== 'without_skill') {
      staged = true;
      const result = await stageSkill({
        env,
        skillDir: task.condition === 'old_skill' ? suite.old_skill! : suite.skill,
        iteration: task.repeat,
        condition: task.condition,
        siblingsDir: suite.siblings,
        descriptor,
      });
      slug = result.slug;
      description = result.skill_description;
      warnings.push(...result.warnings);
    }

    if (suite.guard) {
      await armGuard({ env, roots: [scratch, agentOutput], stateDir: guardState, descriptor });
      armed = true;
    }

    const provider = await providerFor(suite, spec.script, options.provider, { env, staged_skill: slug ?? '' });
    server = provider.server;
    const prompt = renderTaskPrompt(descriptor, { task: spec.prompt, env, scratch, out: agentOutput, skills: await stagedSkills(env) });
    const dispatchOptions: DispatchOptions = {
      clineBin: options.clineBin,
      provider: provider.config,
      model: provider.model,
      overwrite: true,
      sandbox: suite.sandbox,
      sandboxWritable: [agentOutput],
      signal: options.signal,
      // The control arm stages nothing, yet a same-named skill elsewhere would still reach it.
      skillNames: [await skillName(suite.skill)],
      guardStateDir: guardState,
      descriptor,
    };
    const { result, transcript } = await dispatchTask(
      { id: task.id, env, prompt, out: artifacts, timeoutS: spec.timeout ?? suite.timeout, scratch },
      dispatchOptions,
    );
    warnings.push(...result.notes);
    if (!transcript) throw new Error(result.error ?? `dispatch ${result.status}`);

    const audit = auditTranscript(transcript, { roots: [env, scratch, agentOutput], cwd: env, liveSkill: suite.skill, descriptor });
    await writeFile(join(artifacts, 'audit.json'), JSON.stringify(audit, null, 2) + '\n');
    let guardDenials = 0;
    if (armed) {
      const collected = await collectGuardDenials({ env, transcript: result.paths.transcript, out: join(artifacts, 'guard-denials.json'), stateDir: guardState, descriptor });
      guardDenials = collected.denials.length;
      const { check } = collected;
      if (!check.ok) {
        warnings.push(`guard log and transcript disagree: ${check.missing_from_transcript} logged denial(s) not in the transcript, ${check.missing_from_log} not logged`);
      }
      await teardownGuard(env, { stateDir: guardState, descriptor });
      armed = false;
    }
    // Checks, judges and the diff see the env as the agent left it: no staged skill, no guard plugin.
    if (staged) {
      await unstageSkill(env);
      staged = false;
    }
    const judgeModel = options.judgeModel ?? (await suiteJudgeModel(suite));
    const checks = await runChecks(transcript, spec.checks, {
      descriptor,
      envDir: env,
      skillId: slug ?? undefined,
      condition: task.condition,
      signal: options.signal,
      baseCommit,
      skillShouldTrigger: spec.skill_should_trigger,
      judge: judgeModel
        ? { model: judgeModel, task: spec.prompt, artifacts, descriptor, clineBin: options.clineBin, sandbox: suite.sandbox }
        : undefined,
    });
    const applicable = checks.filter((c) => c.status !== 'skipped');
    const diff = await envDiff(env, baseCommit);
    await writeDiffArtifacts(artifacts, diff);
    const judged = applicable.flatMap((c) => (c.judge ? [c.judge] : []));
    const errored = applicable.filter((c) => c.status === 'error');
    const status =
      result.status === 'timed_out'
        ? 'timed_out'
        : result.status !== 'completed' || errored.length
          ? 'error'
          : applicable.every((c) => c.status === 'passed')
            ? 'passed'
            : 'failed';
    const checkError = errored.length ? `check(s) without a result: ${errored.map((c) => `${c.name}: ${c.evidence.split('\n')[0]}`).join('; ')}` : null;
    return TaskResultSchema.parse({
      ...base,
      status,
      dispatch_status: result.status,
      staged_skill: slug,
      staged_description: description,
      skill_should_trigger: spec.skill_should_trigger,
      checks: applicable.map((c) => ({ name: c.name, type: c.type, passed: c.status === 'passed', status: c.status, evidence: c.evidence, judge: c.judge })),
      diff: diff.scope,
      judge_tokens: judged.reduce((n, j) => n + j.tokens, 0),
      judge_cost: judged.reduce((n, j) => n + j.cost, 0),
      judge_ms: judged.reduce((n, j) => n + j.ms, 0),
      tokens: transcript.total_tokens,
      duration_ms: result.duration_ms,
      wall_ms: Math.round(performance.now() - started),
      denials: countBy(transcript.denials, (d) => d.kind),
      guard_denials: guardDenials,
      shadows: result.shadows.map((sh) => `${sh.skill} in ${sh.path}`),
      stray_writes: audit.violations.map((v) => `#${v.ordinal} ${v.tool}: ${v.target}`),
      warnings,
      error: status === 'error' || status === 'timed_out' ? (result.error ?? checkError) : null,
    });
  } catch (err) {
    return TaskResultSchema.parse({
      ...base,
      status: 'error',
      dispatch_status: 'not_run',
      staged_skill: slug,
      staged_description: description,
      skill_should_trigger: spec.skill_should_trigger,
      checks: [],
      tokens: null,
      duration_ms: null,
      wall_ms: Math.round(performance.now() - started),
      denials: {},
      guard_denials: 0,
      shadows: [],
      stray_writes: [],
      warnings,
      error: errorMessage(err),
    });
  } finally {
    await server?.close();
    if (armed) await teardownGuard(env, { stateDir: guardState, descriptor }).catch(() => {});
    if (staged) await unstageSkill(env).catch(() => {});
    if (!options.keepEnvs) await rm(work, { recursive: true, force: true });
  }
}

/** The name cline gives the skill in `dir`: its frontmatter name, else its directory name. */
async function skillName(dir: string): Promise<string> {
  const text = await readFile(join(dir, 'SKILL.md'), 'utf8').catch(() => '');
  const reading = readSkillDocument(text, basename(dir));
  return reading.ok ? reading.skill.name : basename(dir);
}

/** The provider a task talks to: a per-task scripted model, an endpoint, or the user's own cline settings. */
async function providerFor(
  suite: Suite,
  script: string | undefined,
  override: ProviderOverride | undefined,
  slots: Record<string, string>,
): Promise<{ config: DispatchOptions['provider']; model: string | undefined; server: ModelServer | null }> {
  if (override) return { config: { provider: 'openai-compatible', baseUrl: override.baseUrl, apiKey: override.apiKey }, model: override.model, server: null };
  const { model } = suite;
  if (model.provider === 'scripted') {
    // One server per task: conversations of parallel tasks must not share a turn counter.
    const server = await startModelServer({ script: fillScript(await loadModelScript(script!), slots) });
    return { config: { provider: 'openai-compatible', baseUrl: server.url, apiKey: 'scripted' }, model: model.id, server };
  }
  if (model.provider === 'openai-compatible') {
    const apiKey = model.api_key_env ? process.env[model.api_key_env] : undefined;
    if (model.api_key_env && !apiKey) throw new Error(`model.api_key_env: $${model.api_key_env} is not set`);
    return { config: { provider: 'openai-compatible', baseUrl: model.base_url!, apiKey: apiKey ?? 'none' }, model: model.id, server: null };
  }
  return { config: undefined, model: model.id, server: null };
}

/** The suite's [judge_model] for judge checks; undefined when it has none. */
async function suiteJudgeModel(suite: Suite): Promise<JudgeModel | undefined> {
  const judge = suite.judge_model;
  if (!judge) return undefined;
  if (judge.provider === 'scripted') return { provider: 'scripted', id: judge.id, script: await loadModelScript(judge.script!) };
  if (judge.provider === 'openai-compatible') {
    const apiKey = judge.api_key_env ? process.env[judge.api_key_env] : undefined;
    if (judge.api_key_env && !apiKey) throw new Error(`judge_model.api_key_env: $${judge.api_key_env} is not set`);
    return { provider: 'openai-compatible', id: judge.id, baseUrl: judge.base_url!, apiKey: apiKey ?? 'none' };
  }
  return { provider: 'user', id: judge.id };
}
