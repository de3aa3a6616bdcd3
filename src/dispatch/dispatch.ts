import { lstat, mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { InputError, errorMessage } from '../errors.js';
import type { Transcript } from '../transcript/schema.js';
import { clineVersion, findClineBinary } from './cline-binary.js';
import { FINAL_MESSAGE_FILE, FS_CHANGES_FILE, PROMPT_FILE, RESULT_FILE, TRANSCRIPT_FILE } from '../results/files.js';
import {
  DEFAULT_MAX_ENTRIES, SHARED_TEMP_DIRS, fsChangesRecord, probeShared, reachableDirs, sharedDirs, takeSnapshot, type Snapshot, type SnapshotOptions,
} from '../audit/fs-snapshot.js';
import type { FsChangesRecord } from '../audit/schema.js';
import { JSON_MAX_PROMPT_BYTES, transportFor, type Transport, type TransportName } from '../transport/index.js';
import type { HarnessContext } from '../context.js';
import { flatDenialMarkers } from '../descriptor/index.js';
import { foreignPlugins, guardHealth } from '../guard/arm.js';
import { defaultStateDir } from '../guard/marker.js';
import { isInside } from '../guard/paths.js';
import { findShadows, type Shadow } from '../shadow/index.js';
import { readManifest } from '../staging/stage.js';
import { writeRecord } from '../results/seal.js';
import { PLUGIN_IMPORT_TIMEOUT, isolatedEnv, prepareIsolatedState, type IsolatedClineState, type ProviderConfig } from './provider.js';
import { chooseSandbox, type SandboxMode } from './sandbox.js';
import { reaperNote } from './reaper.js';
import { GUARD_NOT_LOADED, guardLoadedSince } from './guard-load.js';
import { DispatchResultSchema, type DispatchResult, type DispatchStatus, type DispatchSummary } from './result.js';
import type { Task } from './tasks.js';
import { harnessTempDir, harnessTempRoot } from '../harness-temp.js';
import { trustedWritableDirs } from '../system-dirs.js';
import { PhaseTimer, firstClineEventAt } from '../phase-timer.js';

export const DEFAULT_TIMEOUT_S = 900;
/** The longest prompt the `--json` transport can give cline (one argument; see `JSON_MAX_PROMPT_BYTES`). */
export const MAX_PROMPT_BYTES = JSON_MAX_PROMPT_BYTES;

export interface DispatchOptions extends HarnessContext {
  clineBin?: string;
  /** Times the run's own steps (auth, preflight, snapshot, cline, first_event, guard_check, parse) into a caller's timer. */
  phases?: PhaseTimer;
  /** How cline is driven: one `cline --json` process per task (default), or a one-prompt ACP session. */
  transport?: TransportName;
  /** Configure this provider in an isolated per-task HOME and data dir; default: the user's own cline setup. */
  provider?: Omit<ProviderConfig, 'model'> & { model?: string };
  /** Default model for tasks that name none. */
  model?: string;
  timeoutS?: number;
  killGraceMs?: number;
  /** Run again even when a completed result exists. */
  overwrite?: boolean;
  signal?: AbortSignal;
  /** Told the PID of each cline process started (or of the supervisor or bwrap it runs under). */
  onSpawn?: (pid: number) => void;
  /** Extra environment for cline (e.g. a test's variables). */
  extraEnv?: Record<string, string>;
  /** OS sandbox: `auto` uses bubblewrap when it works here. Default `none`. */
  sandbox?: SandboxMode;
  /** More paths the sandboxed run may write (an armed guard's log files are added by itself). */
  sandboxWritable?: string[];
  /**
   * Under bwrap, directories the agent must not read at all (other tasks' state, the run's records, the skill's
   * sources for a control arm): tmpfs over them, with this task's own paths bound back (see `sandboxedCommand`).
   */
  sandboxHidden?: string[];
  /** Skill names the shadow preflight looks for besides those staged in the env (e.g. the skill under test in a control arm). */
  skillNames?: string[];
  /** The guard's state dir, when it was armed with a non-default one. */
  guardStateDir?: string;
  /**
   * Without bwrap, snapshot the dirs an agent could reach before and after the run and keep the changes in
   * fs-changes.json (default on); `false` turns it off, `dirs` walks these instead of the default ones,
   * `exclude` adds paths the harness itself writes during the run (a suite's records of parallel tasks).
   */
  fsSnapshot?: boolean | { dirs?: string[]; exclude?: string[] };
  /** The most kept of each record written from cline (events, stderr); past it the run is stopped and the result says so. */
  outputCapBytes?: number;
}

export type DispatchProgress =
  | { type: 'start'; task: Task }
  | { type: 'end'; task: Task; result: DispatchResult };

/** The outcome of one task, with its parsed transcript when there is one. */
export interface DispatchOutcome {
  result: DispatchResult;
  transcript: Transcript | null;
  /** The filesystem changes around a run without bwrap (also in fs-changes.json); null when no snapshots were taken. */
  fsChanges?: FsChangesRecord | null;
}

const versionCache = new Map<string, Promise<string>>();

function resultPaths(task: Task, transport: Transport): DispatchResult['paths'] {
  return {
    env: task.env,
    out: task.out,
    events: join(task.out, transport.eventsFile),
    stderr: join(task.out, transport.stderrFile),
    transcript: join(task.out, TRANSCRIPT_FILE),
    final_message: join(task.out, FINAL_MESSAGE_FILE),
  };
}

async function previousResult(out: string): Promise<DispatchResult | null> {
  try {
    return DispatchResultSchema.parse(JSON.parse(await readFile(join(out, RESULT_FILE), 'utf8')));
  } catch {
    return null;
  }
}

function statusOf(
  run: { timedOut: boolean; aborted: boolean; spawnError: string | null; exitCode: number | null; endedAfterLine: boolean },
  finish: string | null,
): DispatchStatus {
  if (run.spawnError) return 'spawn_failed';
  if (run.timedOut) return 'timed_out';
  if (run.aborted) return 'interrupted';
  return (run.exitCode === 0 || run.endedAfterLine) && finish === 'completed' ? 'completed' : 'error';
}

function endedWhy(run: { exitCode: number | null; signal: string | null; endedAfterLine: boolean }, finish: string | null): string {
  return run.endedAfterLine ? `cline's run ended with finishReason ${finish ?? 'null'}` : `cline exited with ${run.exitCode ?? run.signal}`;
}

/** Shortens the prompt argument so results stay readable; the full prompt is the caller's. */
function displayArgv(argv: string[], prompt: string): string[] {
  const firstLine = prompt.split('\n')[0]!;
  const short = firstLine.length > 80 || firstLine !== prompt ? `${firstLine.slice(0, 80)}…` : firstLine;
  return argv.map((a) => (a === prompt ? short : a));
}

/**
 * Runs one task: cline headless in the env, events and stderr to `<out>`,
 * then the parsed transcript, the final message and `dispatch-result.json`.
 * cline's own failures are results, not exceptions.
 */
export async function dispatchTask(task: Task, options: DispatchOptions): Promise<DispatchOutcome> {
  const transport = transportFor(options.transport);
  const paths = resultPaths(task, transport);
  if (!options.overwrite) {
    const previous = await previousResult(task.out);
    if (previous?.status === 'completed') return { result: { ...previous, skipped: true }, transcript: null };
  }
  await checkTaskInputs(task);
  await mkdir(task.out, { recursive: true });
  await writeFile(join(task.out, PROMPT_FILE), task.prompt);

  const startedAt = new Date();
  const notes: string[] = [];
  const model = task.model ?? options.model ?? options.provider?.model;
  const timeoutS = task.timeoutS ?? options.timeoutS ?? DEFAULT_TIMEOUT_S;
  const base = {
    task_id: task.id,
    skipped: false,
    transport: transport.name,
    session_id: null,
    provider: options.provider ? ('isolated' as const) : ('user' as const),
    model: model ?? null,
    started_at: startedAt.toISOString(),
    timeout_s: timeoutS,
    paths,
  };
  const finish = async (fields: DispatchResult): Promise<DispatchOutcome> => {
    // Parsing through the schema checks the record and puts its keys in schema order.
    const result = DispatchResultSchema.parse(fields);
    await writeRecord(join(task.out, RESULT_FILE), JSON.stringify(result, null, 2) + '\n');
    return { result, transcript: null };
  };

  const promptBytes = Buffer.byteLength(task.prompt);
  if (transport.maxPromptBytes !== null && promptBytes > transport.maxPromptBytes) {
    const error = `the prompt is ${promptBytes} bytes; cline takes it as one argument, which Linux caps at ${transport.maxPromptBytes} bytes`;
    await finish({
      ...base, status: 'error', exit_code: null, signal: null, ended_after_result: false, error,
      cline_bin: options.clineBin ?? null, cline_version: null, finish_reason: null, duration_ms: 0, argv: [],
      sandbox: 'none', guard: null, guard_loaded: null, shadows: [], leftover_processes: 0, leftover_names: [], reaper: null,
      syscall_filter: null, task_domain: null,
      rewritten_records: [], capped_records: [], notes,
    });
    throw new InputError(error, task.id, 'prompt_too_long');
  }

  let bin: string;
  let version: string;
  try {
    bin = (await findClineBinary({ explicit: options.clineBin })).path;
    if (!versionCache.has(bin)) versionCache.set(bin, clineVersion(bin));
    version = await versionCache.get(bin)!;
  } catch (err) {
    versionCache.clear();
    return finish({
      ...base, status: 'spawn_failed', exit_code: null, signal: null, ended_after_result: false, error: errorMessage(err),
      cline_bin: options.clineBin ?? null, cline_version: null, finish_reason: null, duration_ms: 0, argv: [],
      sandbox: 'none', guard: null, guard_loaded: null, shadows: [], leftover_processes: 0, leftover_names: [], reaper: null,
      syscall_filter: null, task_domain: null,
      rewritten_records: [], capped_records: [], notes,
    });
  }

  const phases = options.phases ?? new PhaseTimer();
  const work = await harnessTempDir('cline-harness-task-');
  try {
    const scratch = task.scratch ?? join(work, 'scratch');
    await mkdir(scratch, { recursive: true });
    let state: IsolatedClineState | undefined;
    if (options.provider) {
      if (!model) throw new InputError('a model is required with --provider (--model or the task\'s model)');
      const isolated = { ...options.provider, model };
      state = await phases.time('auth', () => prepareIsolatedState(bin, join(work, 'state'), isolated, { dataDirInHome: transport.dataDirInHome }));
    }
    const preflight = await phases.time('preflight', () => runPreflight(task.env, options, state));
    notes.push(...preflight.notes);
    const sandbox = await chooseSandbox(options.sandbox ?? 'none');
    if (sandbox.note) notes.push(sandbox.note);
    const writable = [resolve(task.env), ...(options.sandboxWritable ?? [])];
    if (writable.some((w) => isInside(resolve(task.out), w))) {
      notes.push(`the out dir ${task.out} is inside a path the agent may write: its records (events, transcript, result) can be rewritten by the agent`);
    }
    const snapshot =
      sandbox.bwrap || options.fsSnapshot === false
        ? null
        : snapshotPlan(options.fsSnapshot, {
            env: resolve(task.env),
            own: [resolve(task.env), scratch, resolve(task.out), ...(options.sandboxWritable ?? []).map((p) => resolve(p)), ...preflight.pluginWrites],
            state,
            bin,
          });
    const before = snapshot && (await phases.time('snapshot', () => takeSnapshot(snapshot)));
    const spawnedAt = Date.now();
    const run = await phases.time('cline', () => transport.runOnce({
      bin,
      env: resolve(task.env),
      prompt: task.prompt,
      outDir: task.out,
      model,
      state,
      timeoutMs: timeoutS * 1000,
      killGraceMs: options.killGraceMs,
      signal: options.signal,
      onSpawn: options.onSpawn,
      outputCapBytes: options.outputCapBytes,
      // cline drops a plugin whose import takes over 4 s, silently; a loaded machine needs more.
      extraEnv: { TMPDIR: scratch, ...PLUGIN_IMPORT_TIMEOUT, ...options.extraEnv },
      sandbox: sandbox.bwrap
        ? {
            bwrap: sandbox.bwrap,
            writable: [work, scratch, ...(state ? [] : userClineDirs()), ...preflight.pluginWrites, ...(options.sandboxWritable ?? [])],
            hidden: options.sandboxHidden,
            readable: preflight.pluginReads,
          }
        : undefined,
    }));
    const firstEvent = await firstClineEventAt(run.eventsFile);
    if (firstEvent !== null) phases.add('first_event', firstEvent - spawnedAt);
    // Before the harness writes anything more into the out dir.
    const planted = sandbox.bwrap ? [] : await removePlantedLinks(task.out, startedAt.getTime());
    if (planted.length) notes.push(`removed symlink(s) planted in the out dir during the run: ${planted.join(', ')}`);
    const after = snapshot && (await phases.time('snapshot', async () => takeSnapshot(snapshot)));
    notes.push(...run.notes);
    if (run.rewritten.length) {
      notes.push(
        `${run.rewritten.map((f) => basename(f)).join(' and ')} changed during the run by something other than the harness; put back to what cline printed`,
      );
    }
    if (run.leftovers.length) {
      notes.push(`${run.leftovers.length} process(es) of the run were still alive when cline ended; the harness killed them`);
    }
    if (run.reaper !== 'reaped' && !sandbox.bwrap) notes.push(reaperNote(run.reaper));
    // An interrupted run may be killed before cline loads plugins: no evidence either way.
    const guardLoaded = await phases.time('guard_check', () =>
      guardLoadedSince(task.env, {
        armed: preflight.guard === 'armed', ran: !run.aborted, startedAt, stateDir: options.guardStateDir, descriptor: options.descriptor,
      }),
    );
    if (guardLoaded === false) notes.push(GUARD_NOT_LOADED);
    // A partial stream (timeout, crash) still parses; its diagnostics say what is missing.
    const transcript = await phases.time('parse', async () => {
      const parsed = await transport.parse(run.eventsFile, {
        stderrPath: run.stderrFile,
        denialMarkers: flatDenialMarkers(options.descriptor.transcript.denials),
      });
      await writeRecord(paths.transcript, JSON.stringify(parsed, null, 2) + '\n');
      return parsed;
    });
    let fsChanges: FsChangesRecord | null = null;
    if (snapshot && before && after) {
      fsChanges = await phases.time('audit', () => recordFsChanges(snapshot, before, after, transcript, task.out));
      for (const d of fsChanges.truncated) notes.push(`the filesystem audit stopped at its entry bound in ${d}: writes there went unseen`);
    }
    await writeRecord(paths.final_message, transcript.final_text ?? '');
    const status = statusOf(run, transcript.finish_reason);
    const firstError = transcript.errors[0]?.message ?? null;
    const outcome = await finish({
      ...base,
      status,
      exit_code: run.exitCode,
      signal: run.signal,
      ended_after_result: run.endedAfterLine,
      error:
        run.spawnError ??
        (status === 'timed_out' ? `timed out after ${timeoutS} s; the process group was killed` : null) ??
        (status === 'error' ? firstError ?? endedWhy(run, transcript.finish_reason) : null),
      cline_bin: bin,
      cline_version: version,
      finish_reason: transcript.finish_reason,
      duration_ms: run.durationMs,
      argv: displayArgv(run.argv, task.prompt),
      sandbox: sandbox.kind,
      guard: preflight.guard,
      guard_loaded: guardLoaded,
      shadows: preflight.shadows,
      leftover_processes: run.leftovers.length,
      leftover_names: run.leftovers.map((l) => l.name),
      reaper: run.reaper,
      syscall_filter: run.syscallFilter,
      task_domain: run.taskDomain,
      session_id: run.sessionId,
      rewritten_records: [...run.rewritten.map((f) => basename(f)), ...planted],
      capped_records: run.capped.map((c) => ({ file: basename(c.file), cap_bytes: c.capBytes, dropped_bytes: c.droppedBytes })),
      notes,
    });
    return { ...outcome, transcript, fsChanges };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Symlinks made under the out dir since the run started: the harness makes
 * none, and a record written later through one (transcript.json, a suite's
 * audit.json) would land wherever it points. Removed (the link, never its
 * target); returns their paths relative to the out dir.
 */
async function removePlantedLinks(out: string, since: number): Promise<string[]> {
  const entries = await readdir(out, { recursive: true, withFileTypes: true }).catch(() => []);
  const removed: string[] = [];
  for (const entry of entries) {
    if (!entry.isSymbolicLink()) continue;
    const path = join(entry.parentPath, entry.name);
    const info = await lstat(path).catch(() => null);
    if (!info || info.mtimeMs < since) continue;
    await rm(path, { force: true });
    removed.push(relative(out, path));
  }
  return removed;
}

/**
 * What a run without bwrap snapshots: the dirs an agent could reach (the
 * user's home, the agent's isolated HOME, the env's parent, the temp dirs, the
 * user config dir), minus what the harness owns: the env, the scratch dir, the
 * run's records, the guard's log, the harness's state dir and its per-run temp
 * root (every task's work dir, checks and setup), and cline's data dir (not
 * its whole dir: skills, plugins and rules planted there reach later runs).
 * The temp dirs, the user's tool caches and the user config dir are shared
 * with other processes: probed at the paths the tool calls name, not walked.
 */
export function snapshotPlan(
  given: DispatchOptions['fsSnapshot'],
  o: { env: string; own: string[]; state: IsolatedClineState | undefined; bin: string },
): SnapshotOptions {
  const plan = typeof given === 'object' ? given : {};
  const home = homedir();
  const tmpdirs = [tmpdir(), ...SHARED_TEMP_DIRS];
  const config = process.env.XDG_CONFIG_HOME || join(home, '.config');
  // The trusted system dirs and cline's own bin dir too, when the agent's user may write them: a program planted on a
  // check's PATH, config in /etc or a wrapper in place of cline would reach later checks and runs.
  const dirs = plan.dirs ?? [...reachableDirs({ home, agentHome: o.state?.home, env: o.env, tmpdirs, xdgConfig: config }), ...trustedWritableDirs(o.bin)];
  const cline = o.state ? [o.state.dataDir] : clineDataDirs();
  // The harness's own state (stage records, guard markers) changes with every task, this one's and parallel ones', and
  // so does the default one of other harness processes when this one was given $XDG_STATE_HOME. The records there are
  // checked by digest of their own (unstage, guard health), not by the audit.
  const harnessState = [dirname(defaultStateDir()), dirname(defaultStateDir({}))];
  return {
    dirs,
    exclude: [...o.own, ...(plan.exclude ?? []).map((p) => resolve(p)), ...cline, ...harnessState, harnessTempRoot()],
    shared: sharedDirs({ homes: [home, o.state?.home], tmpdirs, config }),
    maxEntries: auditMaxEntries(),
  };
}

/** Where cline keeps its sessions, settings and logs with the user's own setup. */
function clineDataDirs(): string[] {
  const dirs = [join(process.env.CLINE_DIR ?? join(homedir(), '.cline'), 'data')];
  if (process.env.CLINE_DATA_DIR) dirs.push(resolve(process.env.CLINE_DATA_DIR));
  return dirs;
}

/** The snapshots' difference plus what the tool calls name in the shared dirs, kept in the out dir's fs-changes.json. */
export async function recordFsChanges(
  plan: SnapshotOptions, before: Snapshot, after: Snapshot, transcript: Transcript | null, out: string,
): Promise<FsChangesRecord> {
  const probed = probeShared({
    transcript, shared: plan.shared ?? [], walked: before.dirs, exclude: plan.exclude, since: before.endedAt, home: homedir(), maxEntries: plan.maxEntries,
  });
  const record = fsChangesRecord(plan, before, after, probed);
  await writeFile(join(out, FS_CHANGES_FILE), JSON.stringify(record, null, 2) + '\n');
  return record;
}

/** `$CLINE_HARNESS_AUDIT_MAX_ENTRIES` (a positive integer), else the default bound per walked dir. */
function auditMaxEntries(): number {
  const given = Number(process.env.CLINE_HARNESS_AUDIT_MAX_ENTRIES);
  return Number.isInteger(given) && given > 0 ? given : DEFAULT_MAX_ENTRIES;
}

/**
 * Before a run: is the guard still armed (an expired or vanished marker means
 * the run is unguarded), and does any other root cline reads hold a skill named
 * like a staged one (it would contaminate a comparison)?
 */
export async function runPreflight(env: string, options: DispatchOptions, state: IsolatedClineState | undefined) {
  const { descriptor } = options;
  const notes: string[] = [];
  const health = await guardHealth(env, { stateDir: options.guardStateDir, descriptor });
  if (health.warning) notes.push(health.warning);
  const foreign = await foreignPlugins(env, descriptor);
  if (foreign.length && health.state !== 'not_armed') {
    // Project plugins share cline's plugin host with the guard and can blind it.
    throw new InputError(`the env holds plugins the harness did not put there (${foreign.join(', ')}); remove them before a guarded run`, env);
  }
  for (const f of foreign) notes.push(`the env holds a project plugin the harness did not put there: ${f} (cline loads it)`);
  const manifest = await readManifest(env);
  const names = [
    ...(manifest ? [manifest.slug, manifest.skill_name, ...manifest.entries.filter((e) => e.role === 'sibling').map((e) => e.name)] : []),
    ...(options.skillNames ?? []),
  ];
  let shadows: Shadow[] = [];
  if (names.length) {
    // An isolated run's cline sees its own empty HOME, not the user's.
    const report = await findShadows({
      env,
      skills: [...new Set(names)],
      descriptor,
      // Nothing staged: whatever is in the env's own skills dir was put there by someone else.
      includeProjectSkills: manifest === null,
      ...(state ? { home: state.home, processEnv: isolatedEnv(state) } : {}),
    });
    shadows = report.shadows;
    for (const s of shadows) notes.push(`skill "${s.skill}" is also found at ${s.path}: cline would load it in every arm`);
  }
  const armed = health.state === 'armed';
  // The plugin reads its marker: a sandbox that hides the guard's state dir binds it back read-only.
  return { guard: health.state, pluginWrites: armed ? health.plugin_writes : [], pluginReads: armed && health.marker ? [health.marker] : [], shadows, notes };
}

/**
 * Where cline writes with the user's own settings: its dir, and a data dir that `$CLINE_DATA_DIR` moves elsewhere
 * (its database must stay writable in bwrap).
 */
export function userClineDirs(): string[] {
  const dirs = [process.env.CLINE_DIR ?? join(homedir(), '.cline')];
  if (process.env.CLINE_DATA_DIR) dirs.push(resolve(process.env.CLINE_DATA_DIR));
  return dirs;
}

/** What must hold before a task runs: its env is a directory, and its out dir is not a file. */
async function checkTaskInputs(task: Task): Promise<void> {
  if (!(await stat(task.env).catch(() => null))?.isDirectory()) throw new InputError(`task ${task.id}: the env is not a directory`, task.env, 'env_not_dir');
  const out = await stat(task.out).catch(() => null);
  if (out && !out.isDirectory()) throw new InputError(`task ${task.id}: the out dir exists and is not a directory`, task.out, 'out_not_dir');
}

/** Runs tasks `jobs` at a time; results come back in task order. */
export async function dispatchTasks(
  tasks: Task[],
  options: DispatchOptions & { jobs?: number; onProgress?: (p: DispatchProgress) => void },
): Promise<DispatchSummary> {
  const started = performance.now();
  const outs = new Set<string>();
  for (const t of tasks) {
    if (outs.has(t.out)) throw new InputError(`two tasks write to the same out dir ${t.out}`, t.id);
    outs.add(t.out);
    // Usage problems surface before anything runs, not halfway through a batch.
    await checkTaskInputs(t);
  }
  const limit = transportFor(options.transport).maxPromptBytes;
  const long = limit === null ? undefined : tasks.find((t) => Buffer.byteLength(t.prompt) > limit);
  // dispatchTask writes its dispatch-result.json and refuses it, before any other task starts.
  if (long) await dispatchTask(long, { ...options, overwrite: true });
  const results: DispatchResult[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      const task = tasks[index]!;
      options.onProgress?.({ type: 'start', task });
      const { result } = await dispatchTask(task, options);
      results[index] = result;
      options.onProgress?.({ type: 'end', task, result });
    }
  };
  const jobs = Math.max(1, Math.min(options.jobs ?? 1, tasks.length || 1));
  await Promise.all(Array.from({ length: jobs }, worker));
  const byStatus: Record<string, number> = {};
  for (const r of results) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
  return {
    total: results.length,
    by_status: byStatus,
    skipped: results.filter((r) => r.skipped).length,
    duration_ms: Math.round(performance.now() - started),
    results,
  };
}
