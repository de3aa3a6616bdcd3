/** The checks that look at the env directory after the run. */
import { mkdtemp, open, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runProcess } from '../dispatch/process.js';
import { sandboxedCommand } from '../dispatch/sandbox.js';
import { errorMessage } from '../errors.js';
import type { CheckOf } from './schema.js';
import { clip, quote, showRegex, type Outcome } from './evidence.js';

function missing(err: unknown): boolean {
  return (err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'ENOTDIR';
}

export async function fileExists(env: string, check: CheckOf<'file_exists'>): Promise<Outcome> {
  try {
    const info = await stat(join(env, check.path));
    const kind = info.isDirectory() ? 'directory' : info.isFile() ? `file, ${info.size} bytes` : 'special file';
    return { passed: true, evidence: `${check.path} exists (${kind})` };
  } catch (err) {
    return { passed: false, evidence: missing(err) ? `${check.path} does not exist in the env` : `${check.path}: ${errorMessage(err)}` };
  }
}

export async function fileContains(env: string, check: CheckOf<'file_contains'>): Promise<Outcome> {
  let text: string;
  try {
    text = await readFile(join(env, check.path), 'utf8');
  } catch (err) {
    return { passed: false, evidence: missing(err) ? `${check.path} does not exist in the env` : `${check.path}: ${errorMessage(err)}` };
  }
  const m = new RegExp(check.pattern, check.flags).exec(text);
  if (!m) {
    return { passed: false, evidence: `no match for ${showRegex(check.pattern, check.flags)} in ${check.path} (${text.length} chars): ${quote(text)}` };
  }
  const lineNo = text.slice(0, m.index).split('\n').length;
  const lineText = text.split('\n')[lineNo - 1] ?? '';
  return { passed: true, evidence: `${check.path}:${lineNo}: ${quote(lineText.trimEnd())}` };
}

const TAIL_BYTES = 2048;
const TAIL_LINES = 15;

/** The end of a possibly huge output file: its last lines, read from its last few KB only. */
async function tail(path: string): Promise<string> {
  const fh = await open(path, 'r');
  try {
    const { size } = await fh.stat();
    const length = Math.min(size, TAIL_BYTES);
    const buf = Buffer.alloc(length);
    await fh.read(buf, 0, length, size - length);
    const lines = buf.toString('utf8').trimEnd().split('\n');
    const cut = size > length || lines.length > TAIL_LINES;
    return (cut ? '…\n' : '') + lines.slice(-TAIL_LINES).join('\n');
  } finally {
    await fh.close();
  }
}

function indent(text: string): string {
  return text.replace(/^/gm, '  ');
}

/** Where check commands run: under bwrap with only the env (and a scratch dir) writable, or unconfined. */
export interface CheckConfinement {
  /** The bwrap binary; null runs checks unconfined (results say so). */
  bwrap: string | null;
}

/** The argv that runs a check's shell command, confined to the env when bwrap is given. */
export async function checkCommand(env: string, script: string, scratch: string, confinement?: CheckConfinement): Promise<{ bin: string; args: string[] }> {
  if (!confinement?.bwrap) return { bin: 'sh', args: ['-c', script] };
  return sandboxedCommand(confinement.bwrap, [env, scratch], ['sh', '-c', script]);
}

/**
 * Runs the check's command with `sh -c` in the env, in its own process group
 * (a timeout or abort kills everything it started), output to temp files so
 * only the tail is ever read back. The command runs the agent's code, so with
 * bwrap it gets the agent's sandbox: the env writable, nothing else.
 */
export async function commandCheck(env: string, check: CheckOf<'command'>, signal?: AbortSignal, confinement?: CheckConfinement): Promise<Outcome> {
  const dir = await mkdtemp(join(tmpdir(), 'ch-check-'));
  try {
    const stdoutFile = join(dir, 'stdout');
    const stderrFile = join(dir, 'stderr');
    const scratch = join(dir, 'tmp');
    const command = await checkCommand(env, check.run, scratch, confinement);
    const run = await runProcess({
      bin: command.bin,
      args: command.args,
      cwd: env,
      env: confinement?.bwrap ? { TMPDIR: scratch } : undefined,
      stdoutFile,
      stderrFile,
      timeoutMs: check.timeout * 1000,
      signal,
    });
    const seconds = (run.durationMs / 1000).toFixed(2);
    let head: string;
    if (run.spawnError !== null) head = `could not start sh: ${clip(run.spawnError)}`;
    else if (run.timedOut) head = `timed out after ${check.timeout} s (its process group was killed)`;
    else if (run.aborted) head = 'aborted (its process group was killed)';
    else if (run.exitCode !== null) head = `exit ${run.exitCode} after ${seconds} s`;
    else head = `killed by ${run.signal ?? 'a signal'} after ${seconds} s`;
    const parts = [head];
    for (const [label, file] of [['stdout', stdoutFile], ['stderr', stderrFile]] as const) {
      const text = await tail(file).catch(() => '');
      if (text) parts.push(`${label} (end):\n${indent(text)}`);
    }
    return { passed: run.exitCode === 0 && !run.timedOut && !run.aborted, evidence: parts.join('\n') };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
