import { cp, mkdir, mkdtemp, readFile, readdir, realpath, rm, writeFile } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { execa } from 'execa';
import { InfrastructureError, errorMessage } from '../errors.js';
import { PACKAGE_ROOT } from '../package-root.js';
import { runCline } from '../dispatch/cline-run.js';
import { runConversation } from '../conversation/run.js';
import { builtinDescriptor } from '../descriptor/index.js';
import { ACP_EVENTS_FILE, ACP_STDERR_FILE } from '../acp/events-log.js';
import { PLUGIN_IMPORT_TIMEOUT, prepareIsolatedState } from '../dispatch/provider.js';
import { startModelServer, type RecordedRequest } from '../model/server.js';
import { NEUTRAL, rewritePaths, type PathReplacement } from './rewrite.js';
import { resolveScript, type Scenario } from './scenario.js';

export interface CaptureOptions {
  /** The cline binary to run. */
  bin: string;
  /** What `bin --version` said; recorded in every meta file. */
  clineVersion: string;
  /** Captures go to `<outDir>/<scenario>/`. */
  outDir: string;
  /** Keep each run's temp dir (env, state, raw output) instead of deleting it. */
  keep?: boolean;
  /** Progress lines for a human; the library itself never prints. */
  onProgress?: (line: string) => void;
}

/** What `meta.json` holds next to a capture. */
export interface CaptureMeta {
  scenario: string;
  description: string;
  cline_version: string;
  model: string;
  mode: 'act' | 'plan';
  auto_approve: boolean;
  prompt: string;
  argv: string[];
  exit_code: number | null;
  signal: string | null;
  timed_out: boolean;
  duration_ms: number;
  requests_served: number;
  tools_offered: string[];
  captured_at: string;
  neutral_paths: typeof NEUTRAL;
}

export interface CaptureResult {
  scenario: string;
  ok: boolean;
  /** Unmet expectations; a failed capture is not written to `outDir`. */
  failures: string[];
  meta: CaptureMeta;
  /** Where the capture was written, or (when it failed) where its files were kept. */
  location: string;
  /** The run's temp dir (env, isolated state, raw output) when it was kept, else null. */
  tempDir: string | null;
}

export const CAPTURE_FILES = {
  events: 'events.jsonl',
  /** ACP scenarios: the protocol log, beside the session's `<sid>.json` and `<sid>.messages.json`. */
  acpEvents: ACP_EVENTS_FILE,
  stderr: 'stderr.log',
  meta: 'meta.json',
  requests: 'requests.jsonl',
} as const;


/** Message text longer than this is shortened in `requests.jsonl`: system prompts are large and not what it is for. */
const REQUEST_TEXT_LIMIT = 1_500;

/**
 * Runs one scenario against the real cline binary and writes its capture to
 * `<outDir>/<name>/` when every expectation holds. Cline's own failures are
 * data (exit code, timeout); only broken machinery throws.
 */
export async function captureScenario(scenario: Scenario, options: CaptureOptions): Promise<CaptureResult> {
  const progress = options.onProgress ?? (() => {});
  const tmp = await mkdtemp(join(tmpdir(), 'cline-capture-'));
  const replacements = await neutralReplacements(tmp);
  let kept = options.keep ?? false;
  try {
    const env = join(tmp, 'env');
    await stageEnv(scenario, env);
    const staged = await filesUnder(env);
    const requests: RecordedRequest[] = [];
    const server = await startModelServer({
      script: resolveScript(scenario.script, env),
      onRequest: (r) => requests.push(r),
    });
    if (scenario.transport === 'acp') {
      try {
        return await captureAcp(scenario, options, { tmp, env, server, requests, replacements, keep: () => (kept = true) });
      } finally {
        await server.close();
      }
    }
    let run;
    try {
      const state = await prepareIsolatedState(options.bin, tmp, {
        provider: 'openai-compatible',
        baseUrl: server.url,
        apiKey: 'scripted-key',
        model: scenario.model,
      });
      await assertEnvUnchanged(scenario.name, env, staged);
      progress(`${scenario.name}: running cline (${scenario.mode}, model ${scenario.model})`);
      // runCline itself, not the transport: a capture records cline's own exit, which the transport does not wait for.
      run = await runCline({
        bin: options.bin,
        env,
        prompt: scenario.prompt,
        outDir: join(tmp, 'out'),
        model: scenario.model,
        state,
        mode: scenario.mode,
        autoApprove: scenario.auto_approve,
        timeoutMs: scenario.timeout_ms,
        // cline silently drops a plugin whose import takes over 4 s; a loaded machine needs more.
        extraEnv: { ...PLUGIN_IMPORT_TIMEOUT },
      });
    } finally {
      await server.close();
    }
    if (run.spawnError) throw new InfrastructureError(`${scenario.name}: ${run.spawnError}`);

    const rewrite = (text: string) => rewritePaths(text, replacements);
    const events = rewrite(await readFile(run.eventsFile, 'utf8'));
    const stderr = rewrite(await readFile(run.stderrFile, 'utf8'));
    const chats = requests.filter((r) => r.turn !== null);
    const meta: CaptureMeta = {
      scenario: scenario.name,
      description: scenario.description,
      cline_version: options.clineVersion,
      model: scenario.model,
      mode: scenario.mode,
      auto_approve: scenario.auto_approve,
      prompt: scenario.prompt,
      argv: run.argv.map(rewrite),
      exit_code: run.exitCode,
      signal: run.signal,
      timed_out: run.timedOut,
      duration_ms: run.durationMs,
      requests_served: chats.length,
      tools_offered: chats[0]?.tools ?? [],
      captured_at: new Date().toISOString(),
      neutral_paths: NEUTRAL,
    };
    const failures = checkExpectations(scenario, events, meta);
    // A machine path left behind would make the committed capture unportable.
    for (const [file, text] of [[CAPTURE_FILES.events, events], [CAPTURE_FILES.stderr, stderr]] as const) {
      if (text.includes(tmp)) failures.push(`${file} still holds the temp path ${tmp}`);
    }
    const location = failures.length ? join(tmp, 'capture') : join(options.outDir, scenario.name);
    if (failures.length) kept = true;
    await rm(location, { recursive: true, force: true });
    await mkdir(location, { recursive: true });
    await writeFile(join(location, CAPTURE_FILES.events), events);
    await writeFile(join(location, CAPTURE_FILES.stderr), stderr);
    await writeFile(join(location, CAPTURE_FILES.meta), JSON.stringify(meta, null, 2) + '\n');
    await writeFile(
      join(location, CAPTURE_FILES.requests),
      requests.map((r) => rewrite(JSON.stringify(shortenRequest(r))) + '\n').join(''),
    );
    progress(
      `${scenario.name}: exit ${meta.exit_code ?? meta.signal}${meta.timed_out ? ' (timed out)' : ''}, ` +
        `${meta.requests_served} request(s), ${failures.length ? `FAILED (kept in ${location})` : `written to ${location}`}`,
    );
    return { scenario: scenario.name, ok: failures.length === 0, failures, meta, location, tempDir: kept ? tmp : null };
  } finally {
    if (!kept) await rm(tmp, { recursive: true, force: true });
    else progress(`${scenario.name}: temp dir kept at ${tmp}`);
  }
}

/** Captures several scenarios, at most `concurrency` at a time, results in scenario order. */
export async function captureAll(
  scenarios: readonly Scenario[],
  options: CaptureOptions,
  concurrency = 2,
): Promise<CaptureResult[]> {
  const results: CaptureResult[] = new Array(scenarios.length);
  let next = 0;
  const worker = async () => {
    while (next < scenarios.length) {
      const index = next++;
      results[index] = await captureScenario(scenarios[index]!, options);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, scenarios.length)) }, worker));
  return results;
}

/** Every expectation of the scenario the capture does not meet, in words. */
export function checkExpectations(
  scenario: Pick<Scenario, 'expect'>,
  events: string,
  meta: Pick<CaptureMeta, 'exit_code' | 'timed_out'>,
): string[] {
  const failures: string[] = [];
  for (const text of scenario.expect.contains) {
    if (!events.includes(text)) failures.push(`events lack ${JSON.stringify(text)}`);
  }
  for (const text of scenario.expect.absent) {
    if (events.includes(text)) failures.push(`events contain ${JSON.stringify(text)}`);
  }
  if (scenario.expect.exit_code !== undefined && meta.exit_code !== scenario.expect.exit_code) {
    failures.push(`exit code ${meta.exit_code}, expected ${scenario.expect.exit_code}`);
  }
  if (meta.timed_out !== scenario.expect.timed_out) {
    failures.push(scenario.expect.timed_out ? 'the run was expected to time out' : 'the run timed out');
  }
  return failures;
}

/** The env: seed files, its own git repo (cline finds project skills from the git top level), skills, plugin. */
async function stageEnv(scenario: Scenario, env: string): Promise<void> {
  await mkdir(env, { recursive: true });
  if (scenario.filesDir) await cp(scenario.filesDir, env, { recursive: true });
  if (scenario.skillsDir) await cp(scenario.skillsDir, join(env, '.cline', 'skills'), { recursive: true });
  if (scenario.pluginDir) {
    await cp(scenario.pluginDir, join(env, '.cline', 'plugins', scenario.plugin_dir), { recursive: true });
  }
  try {
    await execa('git', ['init', '-q'], { cwd: env, stdin: 'ignore' });
  } catch (err) {
    throw new InfrastructureError(`git init in the capture env failed: ${errorMessage(err)}`);
  }
}

/** Every file under `dir`, as sorted paths relative to it. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name))).sort();
}

/**
 * The env must hold exactly what its scenario staged when cline starts: a file
 * from elsewhere (another scenario, a reused state) would be recorded as this
 * scenario's behaviour.
 */
export async function assertEnvUnchanged(scenario: string, env: string, staged: readonly string[]): Promise<void> {
  const expected = new Set(staged);
  const extra = (await filesUnder(env)).filter((file) => !expected.has(file));
  if (extra.length) {
    throw new InfrastructureError(
      `${scenario}: the env holds files its scenario did not put there: ${extra.slice(0, 10).join(', ')}` +
        (extra.length > 10 ? ` and ${extra.length - 10} more` : ''),
    );
  }
}

async function neutralReplacements(tmp: string): Promise<PathReplacement[]> {
  const pairs: PathReplacement[] = [
    { from: tmp, to: NEUTRAL.root },
    { from: PACKAGE_ROOT, to: NEUTRAL.repo },
    { from: homedir(), to: NEUTRAL.user_home },
  ];
  // The same places may be reported through symlinks resolved (e.g. macOS /var -> /private/var).
  const resolved = await Promise.all(pairs.map(async (p) => ({ from: await realpath(p.from).catch(() => p.from), to: p.to })));
  return [...pairs, ...resolved];
}

function shortenRequest(request: RecordedRequest): RecordedRequest {
  const shorten = (value: unknown): unknown => {
    if (typeof value === 'string' && value.length > REQUEST_TEXT_LIMIT) {
      return `${value.slice(0, REQUEST_TEXT_LIMIT)}…[${value.length - REQUEST_TEXT_LIMIT} more chars]`;
    }
    if (Array.isArray(value)) return value.map(shorten);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shorten(v)]));
    }
    return value;
  };
  return { ...request, last_messages: request.last_messages.map(shorten) };
}

interface AcpCaptureContext {
  tmp: string;
  env: string;
  server: { url: string };
  requests: RecordedRequest[];
  replacements: PathReplacement[];
  keep: () => void;
}

/**
 * An ACP scenario: a conversation over `cline --acp` (the opening prompt,
 * then each of `turns`), with the protocol log and the session files as the
 * capture. Session ids and timestamps are cline's own.
 */
async function captureAcp(scenario: Scenario, options: CaptureOptions, cx: AcpCaptureContext): Promise<CaptureResult> {
  const progress = options.onProgress ?? (() => {});
  const out = join(cx.tmp, 'out');
  progress(`${scenario.name}: running cline --acp (${1 + scenario.turns.length} prompt(s), model ${scenario.model})`);
  const { result, conversation } = await runConversation(
    { env: cx.env, out, prompt: scenario.prompt, turns: scenario.turns.map((prompt) => ({ prompt, deliver_when: 'always' as const })) },
    {
      // The capture keeps cline's raw log; the transcript the run also writes (with these wordings) is discarded.
      descriptor: builtinDescriptor(),
      clineBin: options.bin,
      provider: { provider: 'openai-compatible', baseUrl: cx.server.url, apiKey: 'scripted-key', model: scenario.model },
      stateRoot: join(cx.tmp, 'state'),
      approve: scenario.auto_approve ? 'always' : 'never',
      timeoutS: scenario.timeout_ms / 1000,
      turnTimeoutS: scenario.turn_timeout_s,
      // A capture records the stream; walking $HOME and /tmp around it adds nothing to that.
      fsSnapshot: false,
    },
  );
  if (result.status === 'spawn_failed') throw new InfrastructureError(`${scenario.name}: ${result.error}`);
  // The state dir is named after provider and model; rewrite it (and the temp root) to neutral paths.
  const rewrite = (text: string) => rewritePaths(text, cx.replacements);
  const events = rewrite(await readFile(join(out, ACP_EVENTS_FILE), 'utf8'));
  const stderr = rewrite(await readFile(join(out, ACP_STDERR_FILE), 'utf8'));
  const chats = cx.requests.filter((r) => r.turn !== null);
  const meta: CaptureMeta = {
    scenario: scenario.name,
    description: scenario.description,
    cline_version: options.clineVersion,
    model: scenario.model,
    mode: scenario.mode,
    auto_approve: scenario.auto_approve,
    prompt: scenario.prompt,
    argv: result.argv,
    exit_code: result.exit_code,
    signal: result.signal,
    timed_out: conversation.status === 'timed_out',
    duration_ms: result.duration_ms,
    requests_served: chats.length,
    tools_offered: chats[0]?.tools ?? [],
    captured_at: new Date().toISOString(),
    neutral_paths: NEUTRAL,
  };
  const sessionFiles = conversation.session_id ? [`${conversation.session_id}.json`, `${conversation.session_id}.messages.json`] : [];
  const texts: [string, string][] = [[CAPTURE_FILES.acpEvents, events], [CAPTURE_FILES.stderr, stderr]];
  for (const name of sessionFiles) texts.push([name, rewrite(await readFile(join(out, name), 'utf8').catch(() => ''))]);
  const failures = checkExpectations(scenario, events, meta);
  for (const [file, text] of texts) if (text.includes(cx.tmp)) failures.push(`${file} still holds the temp path ${cx.tmp}`);
  const location = failures.length ? join(cx.tmp, 'capture') : join(options.outDir, scenario.name);
  if (failures.length) cx.keep();
  await rm(location, { recursive: true, force: true });
  await mkdir(location, { recursive: true });
  for (const [file, text] of texts) await writeFile(join(location, file), text);
  await writeFile(join(location, CAPTURE_FILES.meta), JSON.stringify(meta, null, 2) + '\n');
  await writeFile(
    join(location, CAPTURE_FILES.requests),
    cx.requests.map((r) => rewrite(JSON.stringify(shortenRequest(r))) + '\n').join(''),
  );
  progress(
    `${scenario.name}: ${conversation.status}, ${meta.requests_served} request(s), ` +
      `${failures.length ? `FAILED (kept in ${location})` : `written to ${location}`}`,
  );
  return { scenario: scenario.name, ok: failures.length === 0, failures, meta, location, tempDir: failures.length ? cx.tmp : null };
}
