import { PhaseTimer } from '../phase-timer.js';
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { execa } from 'execa';
import { runChecks } from '../check/run.js';
import type { CheckResult } from '../check/schema.js';
import type { HarnessContext } from '../context.js';
import type { Descriptor } from '../descriptor/index.js';
import { clineResponder } from '../conversation/responder.js';
import { runConversation, type ConversationOptions } from '../conversation/run.js';
import type { ConversationRecord } from '../conversation/schema.js';
import { dispatchTask, type DispatchOptions } from '../dispatch/dispatch.js';
import type { DispatchResult } from '../dispatch/result.js';
import { InputError, errorMessage } from '../errors.js';
import { armGuard, collectGuardDenials, foreignPlugins, guardHealth, teardownGuard } from '../guard/index.js';
import { chooseSandbox } from '../dispatch/sandbox.js';
import { suiteHiddenPaths } from './view.js';
import { GUARD_NOT_LOADED } from '../dispatch/guard-load.js';
import type { Transcript } from '../transcript/schema.js';
import { sumKnown } from '../transcript/tokens.js';
import type { TransportName } from '../transport/transport.js';
import { auditTranscript, describeChange, unconfinedValidityErrors, type AuditReport, type FsChangesRecord } from '../audit/index.js';
import { fillScript, loadModelScript } from '../model/script.js';
import type { ModelServer } from '../model/server.js';
import { startTaskEndpoint, type TaskEndpoint } from '../model/task-model.js';
import type { TaskTrees } from './task-trees.js';
import { checkAgainstRecord } from '../model/record-check.js';
import { outlivedError } from '../dispatch/reaper.js';
import { renderTaskPrompt, stagedSkills } from '../render/index.js';
import { readSkillDocument } from '../staging/frontmatter.js';
import { readManifest, stageSkill, unstageSkill } from '../staging/stage.js';
import type { StageManifest } from '../staging/manifest.js';
import { envDiff, writeDiffArtifacts } from '../diff/diff.js';
import { recordBase } from '../untrusted/base.js';
import { writeRecord } from '../results/seal.js';
import { DEFAULT_ARTIFACT_CAP_BYTES, copyCapped } from '../untrusted/copy.js';
import type { JudgeModel } from '../judge/run.js';
import type { Suite } from './load.js';
import { scriptForModel } from './models.js';
import type { PlannedTask } from './plan.js';
import { TaskResultSchema, type TaskResult } from '../results/schema.js';
import { MODEL_RECORD_FILE, TASKS_DIR } from '../results/files.js';
import { setOwnerWritable } from '../writable.js';
import { harnessTempDir } from '../harness-temp.js';

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
  /** How one-shot cases talk to cline, overriding the suite's `transport`. */
  transport?: TransportName;
  provider?: ProviderOverride;
  /** A judge model given on the command line, overriding the suite's [judge_model]. */
  judgeModel?: JudgeModel;
  /** Keep each task's env (and scratch) instead of removing it. */
  keepEnvs?: boolean;
  /** The live skill source, when `suite` is a snapshot of it: the audit flags reads of the original. */
  liveSkill?: string;
  signal?: AbortSignal;
  /** The most kept of each record written from cline per task (default DEFAULT_OUTPUT_CAP_BYTES); past it the task is invalid. */
  outputCapBytes?: number;
  /** The run's tasks' process trees: a task whose process is refused by another task's model proxy is made invalid. */
  trees?: TaskTrees;
}

const GIT_IDENTITY = {
  GIT_AUTHOR_NAME: 'cline-harness',
  GIT_AUTHOR_EMAIL: 'cline-harness@localhost',
  GIT_COMMITTER_NAME: 'cline-harness',
  GIT_COMMITTER_EMAIL: 'cline-harness@localhost',
};

/** A fresh env: the case's fixtures (or its exported codebase), committed in the env's own git repository. Returns that commit. */
async function freshEnv(env: string, fixtures: string | undefined): Promise<string> {
  await mkdir(env, { recursive: true });
  if (fixtures) {
    await cp(fixtures, env, { recursive: true, verbatimSymlinks: true });
    // The fixtures come from the suite's read-only snapshot; the agent works on a writable copy.
    await setOwnerWritable(env, true);
  }
  // One shell for the four git steps: a process started from the harness costs several times one started by sh (issue 26 §5).
  // No background maintenance after the commit: it would outlive this step in a dir the agent is about to get.
  const script = 'git init --quiet && git add -A && git -c maintenance.auto=false -c gc.auto=0 commit --quiet --allow-empty -m fixtures && git rev-parse HEAD';
  return (await execa('sh', ['-c', script], { cwd: env, stdin: 'ignore', env: GIT_IDENTITY })).stdout.trim();
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
 * staged or armed; whatever teardown and the health checks find wrong makes
 * the task invalid rather than being swallowed.
 *
 * Harness state (guard marker and log, stage record, artifacts) lives outside
 * every path the sandbox binds writable; the agent's output dir is a separate
 * directory, copied into the artifacts after the run.
 */
export async function runSuiteTask(suite: Suite, task: PlannedTask, options: TaskRunOptions): Promise<TaskResult> {
  const started = performance.now();
  const result = await runTask(suite, task, options, started);
  // task_ms covers the teardown too, which ends after the result is built.
  return { ...result, task_ms: Math.round(performance.now() - started) };
}

async function runTask(suite: Suite, task: PlannedTask, options: TaskRunOptions, started: number): Promise<TaskResult> {
  const { descriptor } = options;
  const spec = suite.cases[task.caseIndex]!;
  const artifacts = join(options.out, TASKS_DIR, task.id);
  await rm(artifacts, { recursive: true, force: true });
  await mkdir(artifacts, { recursive: true });
  // A kept env must outlive the process, whose temp root goes with it: it is made beside that root instead.
  const work = options.keepEnvs ? await mkdtemp(join(tmpdir(), 'cline-harness-suite-')) : await harnessTempDir('cline-harness-suite-');
  const env = join(work, 'env');
  const scratch = join(work, 'scratch');
  const guardState = join(work, 'guard');
  // What the prompt calls the output dir: writable for the agent, copied into the artifacts afterwards.
  const agentOutput = join(work, 'agent-output');
  const warnings: string[] = [];
  const invalid: string[] = [];
  let endpoint: TaskEndpoint | null = null;
  let responderEndpoint: TaskEndpoint | null = null;
  let recordCheck: TaskResult['model_record'] = null;
  let slug: string | null = null;
  let description: string | null = null;
  const setup: Setup = { env, guardState, descriptor, armed: false, staged: false, undone: false };
  // Where the harness's own time goes (phases_ms); cline's run is `cline`, timed inside dispatch.
  const phases = new PhaseTimer();
  // This task's cline processes (the agent's, a responder's): each proxy serves only its own, the run learns them all.
  const leaders: number[] = [];
  const lead = (pid: number, proxy: TaskEndpoint['proxy'] | undefined) => {
    proxy?.admit(pid);
    leaders.push(pid);
    options.trees?.register(pid, task.id);
  };

  const codebase = spec.codebase ? { path: spec.codebase.dir, ref: spec.codebase.ref, commit: spec.codebase.commit } : null;
  const base = { task_id: task.id, case_id: task.caseId, condition: task.condition, model: task.model, repeat: task.repeat, artifacts, codebase };
  // The task's own model of the matrix: its provider, its script (`{model}` in the path) and the `{model}` slot.
  const taskSuite = { ...suite, model: suite.models.find((m) => m.name === task.model) ?? suite.model };
  const script = spec.script === undefined ? undefined : scriptForModel(spec.script, task.model);
  let result: TaskResult;
  try {
    // The harness's own record of the start, outside every path the sandbox binds writable: the diff is measured against it.
    const baseCommit = await phases.time('env', async () => {
      const commit = await recordBase(env, await freshEnv(env, spec.fixtures), join(work, 'base'));
      await mkdir(scratch, { recursive: true });
      await mkdir(agentOutput, { recursive: true });
      return commit;
    });
    if (task.condition !== 'without_skill') {
      setup.staged = true;
      const stage = await phases.time('stage', () => stageSkill({
        env,
        skillDir: task.condition === 'old_skill' ? suite.old_skill! : suite.skill,
        iteration: task.repeat,
        condition: task.condition,
        siblingsDir: suite.siblings,
        descriptor,
      }));
      slug = stage.slug;
      description = stage.skill_description;
      // Unstage acts on this copy, kept in memory before the agent runs, not on whatever the state dir holds afterwards.
      setup.stageRecord = (await readManifest(env)) ?? undefined;
      warnings.push(...stage.warnings);
      // Old against new, with the old taken from git: say what makes the two differ other than commits.
      if (task.condition === 'old_skill' || task.condition === 'new_skill') warnings.push(...(suite.old_skill_git?.warnings ?? []));
    }

    if (suite.guard) {
      await phases.time('guard_arm', () => armGuard({ env, roots: [scratch, agentOutput], stateDir: guardState, descriptor }));
      setup.armed = true;
    }

    // Other tasks, the run's records and the skill's sources (the control arm's above all) stay out of the agent's view,
    // and out of every harness step that runs the agent's code or reads its text: responders, command checks, judges.
    const hidden = suiteHiddenPaths(suite, options.out, options.liveSkill);
    const provider = await phases.time('model_server', () =>
      providerFor(taskSuite, script, options.provider, { env, staged_skill: slug ?? '', model: task.model }),
    );
    endpoint = provider.endpoint;
    endpoint?.proxy.onForeign((peer) => options.trees?.refused(task.id, peer));
    const prompt = renderTaskPrompt(descriptor, { task: spec.prompt, env, scratch, out: agentOutput, skills: await stagedSkills(env) });
    const dispatchOptions: DispatchOptions = {
      clineBin: options.clineBin,
      transport: options.transport ?? suite.transport,
      provider: provider.config,
      model: provider.model,
      overwrite: true,
      sandbox: suite.sandbox,
      sandboxWritable: [agentOutput],
      sandboxHidden: hidden,
      signal: options.signal,
      // The control arm stages nothing, yet a same-named skill elsewhere would still reach it.
      skillNames: [await skillName(suite.skill)],
      guardStateDir: guardState,
      descriptor,
      // Parallel tasks' records land in the suite's out dir while this one runs: the harness's writes, not the agent's.
      fsSnapshot: { exclude: [options.out] },
      phases,
      outputCapBytes: options.outputCapBytes,
      // The task's proxy serves only this cline's process tree: another task's agent holding the secret is refused.
      onSpawn: (pid) => lead(pid, endpoint?.proxy),
    };
    const taskSpec = { id: task.id, env, prompt, out: artifacts, timeoutS: spec.timeout ?? suite.timeout, scratch };
    let conversation: ConversationRecord | null = null;
    let dispatched: DispatchResult;
    let transcript: Transcript | null;
    let fsChanges: FsChangesRecord | null | undefined;
    if (spec.turn?.length || spec.responder) {
      let responder: ConversationOptions['responder'];
      if (spec.responder) {
        // The responders' model is `[responder_model]`, else `[model]`; a scripted one serves the case's responder script.
        const model = await providerFor({ ...suite, model: suite.responder_model ?? taskSuite.model }, spec.responder.script, options.provider, {
          env,
          staged_skill: slug ?? '',
          model: task.model,
        });
        responderEndpoint = model.endpoint;
        responderEndpoint?.proxy.onForeign((peer) => options.trees?.refused(task.id, peer));
        responder = {
          maxTurns: spec.responder.max_turns,
          respond: clineResponder({
            out: join(artifacts, 'responder'),
            work: join(work, 'responder'),
            timeoutS: spec.timeout ?? suite.timeout,
            // The responder gets no guard and no staged skill: it runs in an empty dir of its own, sandboxed like the agent.
            dispatch: {
              clineBin: options.clineBin,
              provider: model.config,
              model: model.model,
              overwrite: true,
              sandbox: suite.sandbox,
              sandboxHidden: hidden,
              signal: options.signal,
              onSpawn: (pid) => lead(pid, model.endpoint?.proxy),
              descriptor,
              fsSnapshot: false,
            },
          }),
        };
      }
      ({ result: dispatched, transcript, conversation, fsChanges } = await runConversation(
        { ...taskSpec, turns: spec.turn },
        { ...dispatchOptions, timeoutS: taskSpec.timeoutS, stateRoot: join(work, 'acp-state'), responder },
      ));
    } else {
      ({ result: dispatched, transcript, fsChanges } = await dispatchTask(taskSpec, dispatchOptions));
    }
    warnings.push(...dispatched.notes.filter((n) => n !== GUARD_NOT_LOADED));
    // cline has been seen to drop the plugin under load: the run was not guarded, whatever its checks say.
    if (setup.armed && dispatched.guard_loaded === false) invalid.push(GUARD_NOT_LOADED);
    if (dispatched.rewritten_records.length) {
      invalid.push(`cline's records were rewritten during the run (${dispatched.rewritten_records.join(', ')}); the harness put back what cline printed`);
    }
    // A process of the agent that outlived cline could change the results after they are taken.
    const outlived = outlivedError(dispatched);
    if (outlived) invalid.push(outlived);
    for (const c of dispatched.capped_records) {
      invalid.push(`${c.file} reached the harness's cap of ${c.cap_bytes} bytes (${c.dropped_bytes} more dropped); the run was stopped there`);
    }
    if (!transcript) throw new Error(dispatched.error ?? `dispatch ${dispatched.status}`);
    // Whatever cline's records say, the model's replies passed the harness: a call they lack was not the model's.
    const recorded = checkAgainstRecord(transcript, endpoint?.proxy.record() ?? null);
    if (endpoint) await writeRecord(join(artifacts, MODEL_RECORD_FILE), JSON.stringify(endpoint.proxy.record(), null, 2) + '\n');
    ({ check: recordCheck, transcript } = recorded);
    invalid.push(...recorded.invalid);

    const durations = { cline_ms: dispatched.duration_ms, task_ms: Math.round(performance.now() - started) };
    if (setup.armed) {
      // A guard disarmed or blinded during the run leaves no trace in the transcript: ask it.
      const health = await phases.time('guard_check', () => guardHealth(env, { stateDir: guardState, descriptor }));
      if (health.state !== 'armed') invalid.push(`the guard was ${health.state.replace('_', ' ')} after the run: ${health.warning ?? ''}`.trim());
    }
    if (!setup.staged) invalid.push(...controlArmContamination(transcript, endpoint?.server ?? null, descriptor.tools.skill.name));

    const confinement = dispatched.sandbox === 'bwrap' ? { bwrap: (await chooseSandbox('bwrap')).bwrap, hidden } : { bwrap: null };
    if (confinement.bwrap === null && spec.checks.some((c) => c.type === 'command')) {
      warnings.push('command checks ran unconfined (no bwrap): they ran the agent\'s code as the harness\'s user');
    }
    const audit = await phases.time('audit', () => auditTranscript(transcript, {
      roots: [env, scratch, agentOutput],
      cwd: env,
      liveSkill: options.liveSkill ?? suite.skill,
      descriptor,
      fsChanges,
      sandboxed: dispatched.sandbox === 'bwrap',
    }));
    await writeRecord(join(artifacts, 'audit.json'), JSON.stringify(audit, null, 2) + '\n');
    invalid.push(...unconfinedValidityErrors(audit));
    let guardDenials = 0;
    if (setup.armed) {
      try {
        const collected = await phases.time('guard_collect', () => collectGuardDenials({
          env,
          transcript: dispatched.paths.transcript,
          out: join(artifacts, 'guard-denials.json'),
          stateDir: guardState,
          descriptor,
        }));
        guardDenials = collected.denials.length;
        const { check } = collected;
        if (!check.ok) {
          // The transcript comes from cline's stdout through the harness's pipe; a log that disagrees was tampered with.
          invalid.push(
            `guard log and transcript disagree: ${check.missing_from_transcript} logged denial(s) not in the transcript, ${check.missing_from_log} not logged`,
          );
        }
      } catch (err) {
        // The plugin writes only whole entries; a line that is not one was written by someone else.
        if (!(err instanceof InputError)) throw err;
        guardDenials = transcript.denials.filter((d) => d.kind === 'guard').length;
        invalid.push(`the guard's denial log cannot be read as the plugin writes it: ${err.message}`);
      }
    }
    // Checks, judges and the diff see the env as the agent left it: no staged skill, no guard plugin.
    invalid.push(...(await phases.time('teardown', () => takeDown(setup))));
    const judgeModel = options.judgeModel;
    // Measured before the checks: a command check runs the agent's code, and what that writes (a __pycache__) is not the agent's change.
    const diff = await phases.time('diff', async () => {
      const found = await envDiff(env, baseCommit);
      await writeDiffArtifacts(artifacts, found);
      return found;
    });
    // judge_pairwise compares this run with another, after every task has run (src/suite/pairwise.ts).
    const checks = await phases.time('checks', () => runChecks(transcript, spec.checks.filter((c) => c.type !== 'judge_pairwise'), {
      descriptor,
      envDir: env,
      skillId: slug ?? undefined,
      condition: task.condition,
      durations,
      conversation,
      signal: options.signal,
      confinement,
      baseCommit,
      diff,
      skillShouldTrigger: spec.skill_should_trigger,
      judge: judgeModel
        ? { model: judgeModel, task: spec.prompt, artifacts, descriptor, clineBin: options.clineBin, sandbox: suite.sandbox, hidden }
        : undefined,
    }));
    const applicable = checks.filter((c): c is CheckResult & { status: Exclude<CheckResult['status'], 'skipped'> } => c.status !== 'skipped');
    const judged = applicable.flatMap((c) => (c.judge ? [c.judge] : []));
    const errored = applicable.filter((c) => c.status === 'error');
    const status =
      dispatched.status === 'timed_out'
        ? 'timed_out'
        : dispatched.status !== 'completed' || errored.length
          ? 'error'
          : applicable.every((c) => c.status === 'passed')
            ? 'passed'
            : 'failed';
    const checkError = errored.length ? `check(s) without a result: ${errored.map((c) => `${c.name}: ${c.evidence.split('\n')[0]}`).join('; ')}` : null;
    result = {
      ...base,
      status,
      dispatch_status: dispatched.status,
      staged_skill: slug,
      staged_description: description,
      skill_invoked: slug === null ? null : loadedSkill(transcript, slug, descriptor),
      skill_should_trigger: spec.skill_should_trigger,
      checks: applicable.map((c) => ({ name: c.name, type: c.type, passed: c.status === 'passed', status: c.status, evidence: c.evidence, judge: c.judge })),
      diff: diff.scope,
      judge_tokens: sumKnown(judged.map((j) => j.tokens)),
      judge_cost: judged.reduce((n, j) => n + j.cost, 0),
      judge_ms: judged.reduce((n, j) => n + j.ms, 0),
      tokens: transcript.total_tokens,
      cost: transcript.tokens.cost,
      agent_ms: transcript.duration_ms,
      cline_ms: dispatched.duration_ms,
      task_ms: Math.round(performance.now() - started),
      denials: withInferred(countBy(transcript.denials, (d) => d.kind), audit),
      guard_denials: guardDenials,
      shadows: dispatched.shadows.map((sh) => `${sh.skill} in ${sh.path}`),
      stray_writes: strayWrites(audit),
      warnings,
      conversation: conversation && {
        status: conversation.status,
        stop_reason: conversation.stop_reason,
        delivered_followups: conversation.delivered_followups,
        responder_outcome: conversation.responder_outcome,
      },
      confinement: dispatched.sandbox,
      syscall_filter: dispatched.syscall_filter,
      task_domain: dispatched.task_domain,
      guard_loaded: dispatched.guard_loaded,
      model_record: recordCheck,
      validity_errors: [],
      error: status === 'error' || status === 'timed_out' ? (dispatched.error ?? checkError) : null,
      phases_ms: phases.ms,
    };
  } catch (err) {
    result = {
      ...base,
      status: 'error',
      dispatch_status: 'not_run',
      staged_skill: slug,
      staged_description: description,
      skill_invoked: null,
      skill_should_trigger: spec.skill_should_trigger,
      checks: [],
      diff: null,
      judge_tokens: 0,
      judge_cost: 0,
      judge_ms: 0,
      tokens: null,
      cost: null,
      agent_ms: null,
      cline_ms: null,
      task_ms: Math.round(performance.now() - started),
      denials: {},
      guard_denials: 0,
      shadows: [],
      stray_writes: [],
      warnings,
      conversation: null,
      confinement: null,
      syscall_filter: null,
      task_domain: null,
      guard_loaded: null,
      model_record: recordCheck,
      validity_errors: [],
      error: errorMessage(err),
      phases_ms: phases.ms,
    };
  } finally {
    await endpoint?.close();
    await responderEndpoint?.close();
    for (const pid of leaders) options.trees?.release(pid);
  }
  // Its processes reached for another task's model turns: refused there, and this run cannot be trusted either.
  invalid.push(...(options.trees?.take(task.id) ?? []));
  invalid.push(
    ...(await phases.time('teardown', () => cleanUp(setup, { work, agentOutput, artifacts, keep: options.keepEnvs === true, warnings: result.warnings }))),
  );
  const capped = invalid.some((p) => p.includes("reached the harness's cap"));
  const status = invalid.length && (capped || result.status === 'passed' || result.status === 'failed') ? 'invalid' : result.status;
  return TaskResultSchema.parse({ ...result, status, validity_errors: invalid, phases_ms: phases.ms });
}

/** Denials by kind, with the sandbox refusals the audit inferred from failed outside writes. */
function withInferred(denials: Record<string, number>, audit: AuditReport): Record<string, number> {
  if (!audit.inferred_sandbox_denials) return denials;
  return { ...denials, sandbox: (denials.sandbox ?? 0) + audit.inferred_sandbox_denials };
}

/**
 * The audit's violations, then each outside change the snapshots saw that no
 * violation already names (same call, same path).
 */
function strayWrites(audit: AuditReport): string[] {
  const named = new Set(audit.violations.map((v) => `${v.ordinal} ${resolve(v.target)}`));
  const all = [
    ...audit.violations.map((v) => `#${v.ordinal} ${v.tool}: ${v.target}`),
    ...audit.outside_changes.filter((c) => !named.has(`${c.ordinal} ${c.path}`)).map((c) => `filesystem: ${describeChange(c)}`),
  ];
  // A flood of files stays a flood in audit.json, not in every results file.
  return all.length > MAX_STRAY_WRITES ? [...all.slice(0, MAX_STRAY_WRITES), `… and ${all.length - MAX_STRAY_WRITES} more (see audit.json)`] : all;
}

const MAX_STRAY_WRITES = 100;

/**
 * A task that staged nothing must not have been offered the skills tool: if it
 * was, a skill reached the control arm from somewhere (planted in the env, a
 * user root, contaminated fixtures), and the comparison is void.
 */
function controlArmContamination(transcript: Transcript, server: ModelServer | null, skillTool: string): string[] {
  const found: string[] = [];
  const offered = server?.requests.find((r) => r.tools.includes(skillTool));
  if (offered) found.push(`nothing was staged, yet cline offered the ${skillTool} tool (request ${offered.index}): a skill reached the control arm`);
  const used = transcript.tool_invocations.find((t) => t.name === skillTool);
  if (used) found.push(`nothing was staged, yet the agent called ${used.name} (#${used.ordinal})`);
  return found;
}

/** What a task set up in its env, and whether it has been taken down. */
interface Setup {
  env: string;
  guardState: string;
  descriptor: Descriptor;
  armed: boolean;
  staged: boolean;
  undone: boolean;
  /** The stage manifest as written before the run. */
  stageRecord?: StageManifest;
}

/**
 * Guard teardown and unstage, once per task (both act only on records kept
 * outside the env). Returns what went wrong, for the task's validity errors.
 */
async function takeDown(s: Setup): Promise<string[]> {
  if (s.undone) return [];
  s.undone = true;
  const problems: string[] = [];
  if (s.armed) {
    s.armed = false;
    try {
      const down = await teardownGuard(s.env, { stateDir: s.guardState, descriptor: s.descriptor });
      problems.push(...down.warnings.map((w) => `guard teardown: ${w}`));
    } catch (err) {
      problems.push(`guard teardown failed: ${errorMessage(err)}`);
    }
  } else {
    const foreign = await foreignPlugins(s.env, s.descriptor).catch((): string[] => []);
    problems.push(...foreign.map((f) => `${f} is a plugin the harness did not put there`));
  }
  if (s.staged) {
    s.staged = false;
    try {
      const undone = await unstageSkill(s.env, { expected: s.stageRecord });
      problems.push(...undone.problems.map((p) => `unstage: ${p}`));
    } catch (err) {
      problems.push(`unstage failed: ${errorMessage(err)}`);
    }
  }
  return problems;
}

/**
 * Teardown and unstage when the task did not get that far, the agent's
 * output copied into the artifacts, the work dir removed. Returns what went
 * wrong, for the task's validity errors.
 */
async function cleanUp(
  setup: Setup,
  c: { work: string; agentOutput: string; artifacts: string; keep: boolean; warnings: string[] },
): Promise<string[]> {
  const problems = await takeDown(setup);
  try {
    const copy = await copyCapped(c.agentOutput, join(c.artifacts, 'agent-output'));
    if (copy.overCap.length) {
      const left = copy.overCap.map((f) => `${f.path} (${f.size} bytes)`).join(', ');
      c.warnings.push(`the agent's output was kept up to the cap of ${DEFAULT_ARTIFACT_CAP_BYTES} bytes; left out: ${left}`);
    }
    if (copy.skipped.length) c.warnings.push(`links and special files in the agent's output were not kept: ${copy.skipped.join(', ')}`);
  } catch (err) {
    problems.push(`could not keep the agent's output: ${errorMessage(err)}`);
  }
  if (!c.keep) await rm(c.work, { recursive: true, force: true });
  return problems;
}

/** The name cline gives the skill in `dir`: its frontmatter name, else its directory name. */
async function skillName(dir: string): Promise<string> {
  const text = await readFile(join(dir, 'SKILL.md'), 'utf8').catch(() => '');
  const reading = readSkillDocument(text, basename(dir));
  return reading.ok ? reading.skill.name : basename(dir);
}

/** The provider a task talks to: a per-task scripted model, an endpoint, or the user's own cline settings. */
async function providerFor(
  suite: Pick<Suite, 'model' | 'file'>,
  script: string | undefined,
  override: ProviderOverride | undefined,
  slots: Record<string, string>,
): Promise<{ config: DispatchOptions['provider']; model: string | undefined; endpoint: TaskEndpoint | null }> {
  const { model } = suite;
  // One endpoint per task, behind the harness's recording proxy with the task's own secret (see model/task-model.ts);
  // a scripted model gets a server per task too: conversations of parallel tasks must not share a turn counter.
  const endpoint = override
    ? await startTaskEndpoint({ baseUrl: override.baseUrl, apiKey: override.apiKey })
    : model.provider === 'scripted'
      ? await startTaskEndpoint({ script: fillScript(await loadModelScript(script!), slots) })
      : model.provider === 'openai-compatible'
        ? await startTaskEndpoint({ baseUrl: model.base_url!, apiKey: suiteApiKey(suite) ?? 'none' })
        : null;
  if (!endpoint) return { config: undefined, model: model.id, endpoint: null };
  const config = { provider: 'openai-compatible' as const, baseUrl: endpoint.baseUrl, apiKey: endpoint.apiKey };
  return { config, model: override?.model ?? model.id, endpoint };
}

/**
 * The API key from the variable the suite's `model.api_key_env` (or `table`'s) names (undefined
 * when it names none). runSuite asks before the first task, so an unset
 * variable is one usage error rather than an error in every task.
 */
export function suiteApiKey(
  suite: Pick<Suite, 'model' | 'responder_model' | 'file'>,
  env: NodeJS.ProcessEnv = process.env,
  table: 'model' | 'responder_model' = 'model',
): string | undefined {
  const name = suite[table]?.api_key_env;
  if (!name) return undefined;
  const value = env[name];
  if (!value) throw new InputError(`$${name} is not set (${table}.api_key_env names it)`, suite.file, 'env_var_unset');
  return value;
}

/** Whether the agent called the descriptor's skill tool for the staged skill (what skill_invoked checks). */
function loadedSkill(transcript: Transcript, slug: string, descriptor: Descriptor): boolean {
  const { name, arg } = descriptor.tools.skill;
  return transcript.tool_invocations.some((c) => c.name === name && c.args[arg] === slug);
}

/**
 * The suite's [judge_model] for judge checks; undefined when it has none. Like
 * suiteApiKey, runSuite asks before the first task, so an unset key variable
 * is one usage error.
 */
export async function suiteJudgeModel(suite: Suite, env: NodeJS.ProcessEnv = process.env): Promise<JudgeModel | undefined> {
  const judge = suite.judge_model;
  if (!judge) return undefined;
  if (judge.provider === 'scripted') return { provider: 'scripted', id: judge.id, script: await loadModelScript(judge.script!) };
  if (judge.provider === 'openai-compatible') {
    const name = judge.api_key_env;
    const apiKey = name ? env[name] : undefined;
    if (name && !apiKey) throw new InputError(`$${name} is not set (judge_model.api_key_env names it)`, suite.file, 'env_var_unset');
    return { provider: 'openai-compatible', id: judge.id, baseUrl: judge.base_url!, apiKey: apiKey ?? 'none' };
  }
  return { provider: 'user', id: judge.id };
}
