/**
 * Running a judge: the real cline through the descriptor's `dispatch.judge`
 * command, in a directory of its own, without the guard, under the OS sandbox
 * when there is one, with only a read-only copy of the graded env. Votes run
 * one after another; each is kept in `<out>/<vote>/`.
 */
import { mkdir, rm, symlink } from 'node:fs/promises';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';
import { execa } from 'execa';
import { flatDenialMarkers, type Descriptor } from '../descriptor/index.js';
import { findClineBinary } from '../dispatch/cline-binary.js';
import { runProcess } from '../dispatch/process.js';
import { isolatedEnv, prepareIsolatedState, type IsolatedClineState } from '../dispatch/provider.js';
import { chooseSandbox, harnessPrivatePaths, sandboxedCommand, type SandboxMode } from '../dispatch/sandbox.js';
import { errorMessage } from '../errors.js';
import type { ModelScript } from '../model/script.js';
import { startModelServer, type ModelServer } from '../model/server.js';
import { renderJudge } from '../render/templates.js';
import { parseTranscriptFile } from '../transcript/parse.js';
import { sumKnown } from '../transcript/tokens.js';
import { judgePrompt, type GradedRun, type JudgePromptText } from './prompt.js';
import type { JudgeOutcome, JudgeVote } from './schema.js';
import { readVerdict } from './verdict.js';
import { harnessTempDir } from '../harness-temp.js';
import { writeRecord } from '../results/seal.js';
import { copyCapped } from '../untrusted/copy.js';

export const DEFAULT_JUDGE_TIMEOUT_S = 300;

/** Which model judges: a script on a local server, an endpoint, or the user's own cline settings. */
export type JudgeModel =
  | { provider: 'scripted'; id: string; script: ModelScript }
  | { provider: 'openai-compatible'; id: string; baseUrl: string; apiKey: string }
  | { provider: 'user'; id: string };

export interface JudgeOptions {
  model: JudgeModel;
  votes: number;
  /** Receives `<vote>/` for each vote. */
  out: string;
  descriptor: Descriptor;
  clineBin?: string | undefined;
  sandbox: SandboxMode;
  /** More dirs the judge may not see under bwrap, besides the harness's temp, state and cache dirs: a suite's out dir, the skill's sources. */
  hidden?: string[] | undefined;
  timeoutS: number;
  signal?: AbortSignal | undefined;
}

/** The files of one vote, by the name the descriptor's judge command writes. */
const VOTE_FILES = { prompt: 'prompt.md', events: 'judge-events.jsonl', stderr: 'judge-stderr.log', final: 'final-message.md', verdict: 'verdict.json' };

/** Majority of all votes: pass needs more than half, fail at least half (a tie fails); otherwise errored votes leave it open. */
export function decide(votes: readonly Pick<JudgeVote, 'verdict'>[]): { verdict: JudgeOutcome['verdict']; reason: string } {
  const n = (v: string) => votes.filter((x) => x.verdict === v).length;
  const [pass, fail, error] = [n('pass'), n('fail'), n('error')];
  const count = `${pass} pass, ${fail} fail${error ? `, ${error} without a verdict` : ''} of ${votes.length}`;
  if (pass * 2 > votes.length) return { verdict: 'pass', reason: count };
  if (fail * 2 >= votes.length && fail > 0) return { verdict: 'fail', reason: pass === fail ? `${count} (a tie fails)` : count };
  return { verdict: 'error', reason: `no majority: ${count}` };
}

/** Grades one run: `votes` judge runs, then the majority. Never throws for the judge's own failures (they are votes in error). */
export async function runJudge(run: GradedRun, options: JudgeOptions): Promise<JudgeOutcome> {
  const started = performance.now();
  const model = options.model;
  let server: ModelServer | null = null;
  const votes: JudgeVote[] = [];
  try {
    // One server for all votes of this grading: vote k gets the script's next turns, so a script can disagree with itself.
    if (model.provider === 'scripted') server = await startModelServer({ script: model.script });
    const bin = (await findClineBinary({ explicit: options.clineBin })).path;
    for (let vote = 1; vote <= options.votes; vote++) {
      options.signal?.throwIfAborted();
      votes.push(await runVote(run, options, vote, bin, server));
    }
  } catch (err) {
    if (options.signal?.aborted) throw err;
    votes.push({
      vote: votes.length + 1,
      verdict: 'error',
      evidence: `the judge could not run: ${errorMessage(err)}`,
      score: null,
      tokens: 0,
      cost: 0,
      ms: 0,
      dir: options.out,
    });
  } finally {
    await server?.close();
  }
  const cost = votes.reduce((s, v) => s + v.cost, 0);
  const decision = votes.length === options.votes ? decide(votes) : { verdict: 'error' as const, reason: votes.at(-1)!.evidence };
  return { ...decision, model: model.id, votes, tokens: sumKnown(votes.map((v) => v.tokens)), cost, ms: Math.round(performance.now() - started) };
}

/** What one vote shows the judge and how its final text is read: a verdict and evidence, or why there is none. */
export interface VoteSpec<V extends string> {
  /** The prompt and the agent's texts in it; `envCopy` names a read-only copy of the graded env when `env` is set. */
  prompt(envCopy: string): Promise<JudgePromptText>;
  /** The graded env to copy read-only for the judge; absent: none (the judge sees only the prompt). */
  env?: string | undefined;
  read(finalText: string | null, agentTexts: readonly string[]): VoteReading<V>;
  /** The scripted server's base URL for this vote (default: its shared one). */
  baseUrl?: string | undefined;
}

export type VoteReading<V extends string> = { ok: true; verdict: V; evidence: string; score?: number | undefined } | { ok: false; problem: string };

/** One vote's outcome: the verdict read (or `error`), what it spent, and where its files are. */
export interface VoteRecord<V extends string> {
  vote: number;
  verdict: V | 'error';
  evidence: string;
  score: number | null;
  tokens: number | null;
  cost: number;
  ms: number;
  dir: string;
}

async function runVote(run: GradedRun, options: JudgeOptions, vote: number, bin: string, server: ModelServer | null): Promise<JudgeVote> {
  return judgeVote<'pass' | 'fail'>(
    {
      env: run.env,
      prompt: (envCopy) => judgePrompt(options.descriptor, run, envCopy),
      read: (text, agentTexts) => {
        const reading = readVerdict(text, agentTexts);
        return reading.ok ? { ok: true, ...reading.verdict } : reading;
      },
    },
    options,
    vote,
    bin,
    server,
  );
}

/** One judge run: the real cline in a dir of its own, sandboxed when it can be, its files kept in `<out>/<vote>/`. */
export async function judgeVote<V extends string>(
  spec: VoteSpec<V>,
  options: Omit<JudgeOptions, 'votes'>,
  vote: number,
  bin: string,
  server: ModelServer | null,
): Promise<VoteRecord<V>> {
  const dir = join(options.out, String(vote));
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const work = await harnessTempDir('cline-harness-judge-');
  const judgeDir = join(work, 'judge');
  const envCopy = join(work, 'graded-env');
  const binDir = join(work, 'bin');
  const scratch = join(work, 'tmp');
  const started = performance.now();
  const result = (verdict: V | 'error', evidence: string, extra: Partial<VoteRecord<V>> = {}): VoteRecord<V> => ({
    vote,
    verdict,
    evidence,
    score: null,
    tokens: 0,
    cost: 0,
    ms: Math.round(performance.now() - started),
    dir,
    ...extra,
  });
  try {
    await Promise.all([judgeDir, binDir, scratch].map((d) => mkdir(d, { recursive: true })));
    if (spec.env) {
      // The judge reads the graded env through a copy it cannot write (read-only files here, a read-only bind under bwrap).
      // Regular files and dirs only, capped: a fifo, a link out or a sparse giant the agent left must not stop or swell the judge.
      await copyCapped(spec.env, envCopy);
      await execa('chmod', ['-R', 'a-w', envCopy]);
    }
    // The descriptor's command names `cline`; this one is found first on PATH.
    await symlink(bin, join(binDir, 'cline'));
    const model = options.model;
    let state: IsolatedClineState | undefined;
    if (model.provider !== 'user') {
      const endpoint = server
        ? { baseUrl: spec.baseUrl ?? server.url, apiKey: 'scripted' }
        : { baseUrl: (model as { baseUrl: string }).baseUrl, apiKey: (model as { apiKey: string }).apiKey };
      state = await prepareIsolatedState(bin, join(work, 'state'), { provider: 'openai-compatible', model: model.id, ...endpoint });
    }
    const { text: prompt, agentTexts } = await spec.prompt(envCopy);
    await writeRecord(join(dir, VOTE_FILES.prompt), prompt + '\n');
    const command = renderJudge(options.descriptor, { env: judgeDir, model: model.id, prompt, out: dir });
    const sandbox = await chooseSandbox(options.sandbox);
    const writable = [judgeDir, dir, scratch, ...(state ? [state.home, state.dataDir] : [process.env.CLINE_DIR ?? join(homedir(), '.cline')])];
    // The judge reads the agent's text: under bwrap it sees no more than the agent did (its copy of the env, its cline).
    const view = { hidden: harnessPrivatePaths(options.hidden), readable: [envCopy, binDir], programs: [bin] };
    const shell = sandbox.bwrap ? await sandboxedCommand(sandbox.bwrap, writable, ['sh', '-c', command], view) : { bin: 'sh', args: ['-c', command] };
    const proc = await runProcess({
      ...shell,
      cwd: judgeDir,
      env: {
        ...(state ? isolatedEnv(state) : {}),
        PATH: `${binDir}${delimiter}${process.env.PATH ?? ''}`,
        TMPDIR: scratch,
        // With the data dir given by variable, cline would otherwise start a hub daemon that outlives the run.
        CLINE_SESSION_BACKEND_MODE: 'local',
      },
      stdoutFile: join(work, 'sh.out'),
      stderrFile: join(work, 'sh.err'),
      timeoutMs: options.timeoutS * 1000,
      signal: options.signal,
    });
    options.signal?.throwIfAborted();
    const transcript = await parseTranscriptFile(join(dir, VOTE_FILES.events), {
      stderrPath: join(dir, VOTE_FILES.stderr),
      denialMarkers: flatDenialMarkers(options.descriptor.transcript.denials),
    }).catch(() => null);
    await writeRecord(join(dir, VOTE_FILES.final), transcript?.final_text ?? '');
    // No transcript: cline wrote nothing, so no model was asked; a transcript without usage leaves the tokens unknown.
    const spent = { tokens: transcript ? transcript.total_tokens : 0, cost: transcript?.tokens.cost ?? 0 };
    let outcome: VoteRecord<V>;
    if (proc.spawnError) outcome = result('error', `the judge could not start: ${proc.spawnError}`, spent);
    else if (proc.timedOut) outcome = result('error', `the judge timed out after ${options.timeoutS} s`, spent);
    else if (!transcript || transcript.finish_reason !== 'completed') {
      const why = transcript?.errors[0]?.message ?? `exit ${proc.exitCode ?? proc.signal}`;
      outcome = result('error', `the judge run did not complete (finish_reason ${transcript?.finish_reason ?? 'none'}): ${why}`, spent);
    } else {
      const reading = spec.read(transcript.final_text, agentTexts);
      outcome = reading.ok ? result(reading.verdict, reading.evidence, { ...spent, score: reading.score ?? null }) : result('error', reading.problem, spent);
    }
    await writeRecord(join(dir, VOTE_FILES.verdict), JSON.stringify(outcome, null, 2) + '\n');
    return outcome;
  } finally {
    // Read-only directories cannot be emptied until they are writable again.
    await execa('chmod', ['-R', 'u+w', work], { reject: false });
    await rm(work, { recursive: true, force: true });
  }
}
