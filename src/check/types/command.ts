/**
 * command: a shell command run in the env after the run, passing on the
 * expected exit code (and stdout pattern). Hidden setup files are copied in
 * just before it and removed after, so they never count as the agent's changes.
 */
import { mkdir, open, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { runProcess } from '../../dispatch/process.js';
import { checkEnvironment } from '../command-env.js';
import { confinedShell } from '../confine.js';
import { defineCheck } from '../definition.js';
import { clip, quote, showRegex } from '../evidence.js';
import { common, regexCompiles } from '../fields.js';
import { harnessTempDir } from '../../harness-temp.js';
import { placeSetupFiles, SetupBlockedError, type PlacedFiles } from '../setup-files.js';

export const DEFAULT_COMMAND_TIMEOUT_S = 60;

export const CommandCheckSchema = z
  .strictObject({
    type: z.literal('command'),
    ...common,
    run: z.string().min(1).describe('Run with `sh -c` in the env.'),
    expect_exit_code: z.number().int().min(0).max(255).default(0).describe('The exit code that passes.'),
    expect_stdout: z.string().min(1).optional().describe('A regex the command\'s stdout must also match (anywhere; multi-line: ^ and $ match at line ends).'),
    setup_files: z.array(z.string().min(1)).min(1).optional().describe(
      'Files or directories (relative to the spec file) copied into the env root just before the command, ' +
        'removed after.',
    ),
    env: z.record(z.string(), z.string()).optional().describe(
      'Environment variables for the command, over the harness\'s choice (a system PATH, an empty HOME, TMPDIR, the locale).',
    ),
    timeout: z.number().positive().default(DEFAULT_COMMAND_TIMEOUT_S).describe('Seconds; then the command\'s process group is killed and the check fails.'),
  })
  .superRefine((check, ctx) => regexCompiles('expect_stdout', check.expect_stdout, 'm', ctx));

const TAIL_BYTES = 2048;
const TAIL_LINES = 15;
/** How much stdout expect_stdout reads: enough for any test report, bounded against runaway output. */
const STDOUT_MATCH_BYTES = 1 << 20;

/** The last `bytes` of a possibly huge file, and whether more came before. */
async function readEnd(path: string, bytes: number): Promise<{ text: string; cut: boolean }> {
  const fh = await open(path, 'r');
  try {
    const { size } = await fh.stat();
    const length = Math.min(size, bytes);
    const buf = Buffer.alloc(length);
    await fh.read(buf, 0, length, size - length);
    return { text: buf.toString('utf8'), cut: size > length };
  } finally {
    await fh.close();
  }
}

/** The end of an output file: its last lines, read from its last few KB only. */
async function tail(path: string): Promise<string> {
  const end = await readEnd(path, TAIL_BYTES);
  const lines = end.text.trimEnd().split('\n');
  const cut = end.cut || lines.length > TAIL_LINES;
  return (cut ? '…\n' : '') + lines.slice(-TAIL_LINES).join('\n');
}

function indent(text: string): string {
  return text.replace(/^/gm, '  ');
}

export const commandCheck = defineCheck({
  type: 'command',
  schema: CommandCheckSchema,
  name: (check) => `command ${clip(check.run.replace(/\s+/g, ' '), 60)}`,
  needs: { env: true },
  resolvePaths: (check, baseDir) => (check.setup_files ? { ...check, setup_files: check.setup_files.map((f) => resolve(baseDir, f)) } : check),
  /**
   * Runs the command with `sh -c` in the env, in its own process group (a
   * timeout or abort kills everything it started), output to temp files so
   * only what is needed is ever read back. With bwrap it runs in the agent's
   * sandbox: the env writable, nothing else. Its environment is the harness's
   * choice (see command-env.ts), never the user's PATH or HOME.
   */
  async evaluate(check, { env, signal, confinement }) {
    let placed: PlacedFiles;
    try {
      placed = await placeSetupFiles(env, check.setup_files ?? []);
    } catch (err) {
      if (err instanceof SetupBlockedError) return { passed: false, evidence: `not run: ${err.message}` };
      throw err;
    }
    const dir = await harnessTempDir('ch-check-').catch(async (err: unknown) => {
      await placed.remove();
      throw err;
    });
    try {
      const stdoutFile = join(dir, 'stdout');
      const stderrFile = join(dir, 'stderr');
      // The check's own TMPDIR, confined or not: what it leaves in temp files is the harness's, not another process's.
      const scratch = join(dir, 'tmp');
      // Inside the scratch dir, so that a sandboxed command may write it too.
      const home = join(scratch, 'home');
      await mkdir(home, { recursive: true });
      const command = await confinedShell(env, check.run, scratch, confinement);
      const run = await runProcess({
        bin: command.bin,
        args: command.args,
        cwd: env,
        env: await checkEnvironment({ home, tmp: scratch, extra: check.env }),
        extendEnv: false,
        stdoutFile,
        stderrFile,
        timeoutMs: check.timeout * 1000,
        signal,
      });
      const seconds = (run.durationMs / 1000).toFixed(2);
      const expected = check.expect_exit_code === 0 ? '' : ` (expected ${check.expect_exit_code})`;
      let head: string;
      if (run.spawnError !== null) head = `could not start sh: ${clip(run.spawnError)}`;
      else if (run.timedOut) head = `timed out after ${check.timeout} s (its process group was killed)`;
      else if (run.aborted) head = 'aborted (its process group was killed)';
      else if (run.exitCode !== null) head = `exit ${run.exitCode}${expected} after ${seconds} s`;
      else head = `killed by ${run.signal ?? 'a signal'} after ${seconds} s`;
      let passed = run.exitCode === check.expect_exit_code && !run.timedOut && !run.aborted;
      const parts = [head];
      if (placed.length) parts.push(`setup files: ${placed.join(', ')} (removed after)`);
      if (check.expect_stdout !== undefined) {
        const out = await readEnd(stdoutFile, STDOUT_MATCH_BYTES).catch(() => ({ text: '', cut: false }));
        const m = new RegExp(check.expect_stdout, 'm').exec(out.text);
        const scope = out.cut ? ` (last ${STDOUT_MATCH_BYTES} bytes of stdout)` : '';
        parts.push(m ? `stdout matched ${quote(m[0])}${scope}` : `stdout has no match for ${showRegex(check.expect_stdout, 'm')}${scope}`);
        passed &&= m !== null;
      }
      for (const [label, file] of [
        ['stdout', stdoutFile],
        ['stderr', stderrFile],
      ] as const) {
        const text = await tail(file).catch(() => '');
        if (text) parts.push(`${label} (end):\n${indent(text)}`);
      }
      return { passed, evidence: parts.join('\n') };
    } finally {
      await placed.remove();
      await rm(dir, { recursive: true, force: true });
    }
  },
});
