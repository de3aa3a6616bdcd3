import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Descriptor } from '../descriptor/index.js';
import { clineVersion, findClineBinary } from '../dispatch/cline-binary.js';
import { dispatchTask, type DispatchOptions } from '../dispatch/dispatch.js';
import { errorMessage } from '../errors.js';
import { startModelServer } from '../model/server.js';
import { renderTaskPrompt } from '../render/prompt.js';
import { harnessTempDir } from '../harness-temp.js';

export interface ProbeOptions {
  clineBin?: string;
  /** Use this provider in an isolated state; default: the user's own cline settings. Ignored when offline. */
  provider?: DispatchOptions['provider'];
  model?: string;
  /** Seconds before the run is killed. */
  timeoutS: number;
  /** Answer with the bundled scripted model server instead of a real provider. */
  offline?: boolean;
}

export interface ProbeCheck {
  name: string;
  ok: boolean;
  /** The evidence: a version, a count, the message, or why it failed. */
  detail: string;
}

export interface ProbeReport {
  checks: ProbeCheck[];
  ok: boolean;
  /** No usable cline binary: nothing else could be checked. */
  clineMissing: boolean;
}

/** Check names, in report order, phrased so a ✓ in front reads as a fact. */
export const PROBE_CHECKS = {
  cline: 'cline found',
  events: 'events stream non-empty',
  runResult: 'run_result present and completed',
  final: 'final message non-empty',
} as const;

/** Several words: cline rejects a one-word prompt as an unknown command. */
const PROBE_TASK = 'This is a connectivity check. Reply with one short sentence and do not use any tools.';
const OFFLINE_REPLY = 'Connectivity check passed.';
const OFFLINE_MODEL = 'cline-harness-probe';

function check(name: string, ok: boolean, detail: string): ProbeCheck {
  return { name, ok, detail };
}

function report(checks: ProbeCheck[], clineMissing = false): ProbeReport {
  return { checks, ok: checks.every((c) => c.ok), clineMissing };
}

/** The first line of a text, shortened for a one-line report. */
function gist(text: string): string {
  const line = text.trim().split('\n')[0]!;
  return JSON.stringify(line.length > 80 ? `${line.slice(0, 80)}…` : line);
}

/**
 * One real dispatch of a trivial prompt, end to end: finds cline, renders the
 * task prompt, runs cline headless and parses what it wrote. Every outcome is
 * a check in the report; only a bug throws.
 */
export async function runProbe(d: Descriptor, options: ProbeOptions): Promise<ProbeReport> {
  let bin: string;
  let found: ProbeCheck;
  try {
    bin = (await findClineBinary({ explicit: options.clineBin })).path;
    found = check(PROBE_CHECKS.cline, true, `${await clineVersion(bin)} (${bin})`);
  } catch (err) {
    const missing = 'not checked: cline was not found';
    return report(
      [
        check(PROBE_CHECKS.cline, false, errorMessage(err)),
        ...[PROBE_CHECKS.events, PROBE_CHECKS.runResult, PROBE_CHECKS.final].map((name) => check(name, false, missing)),
      ],
      true,
    );
  }

  const server = options.offline ? await startModelServer({ script: [{ content: OFFLINE_REPLY }] }) : null;
  const work = await harnessTempDir('cline-harness-probe-');
  try {
    const env = join(work, 'env');
    const out = join(work, 'out');
    await mkdir(env);
    const prompt = renderTaskPrompt(d, { task: PROBE_TASK, env, scratch: join(work, 'scratch'), out, skills: [] });
    const { result, transcript } = await dispatchTask(
      { id: 'probe', env, prompt, out },
      {
        descriptor: d,
        clineBin: bin,
        timeoutS: options.timeoutS,
        overwrite: true,
        model: server ? OFFLINE_MODEL : options.model,
        provider: server ? { provider: 'openai-compatible', baseUrl: server.url, apiKey: 'offline' } : options.provider,
      },
    );
    const events = await readFile(result.paths.events, 'utf8').catch(() => '');
    const lines = events.split('\n').filter((l) => l.trim() !== '').length;
    const finish = transcript?.finish_reason ?? null;
    const finalText = transcript?.final_text?.trim() ?? '';
    const why = result.error ? `; ${result.error}` : '';
    return report([
      found,
      check(PROBE_CHECKS.events, lines > 0, lines > 0 ? `${lines} lines` : `${result.paths.events} is empty (status ${result.status}${why})`),
      check(
        PROBE_CHECKS.runResult,
        finish === 'completed',
        finish === null ? `no run_result line (status ${result.status}${why})` : `finishReason ${finish}${finish === 'completed' ? '' : why}`,
      ),
      check(PROBE_CHECKS.final, finalText !== '', finalText ? gist(finalText) : `empty (status ${result.status}${why})`),
    ]);
  } finally {
    await rm(work, { recursive: true, force: true });
    await server?.close();
  }
}
