/** command: a shell command run in the env after the run exits 0. */
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { runProcess } from '../../dispatch/process.js';
import { confinedShell } from '../confine.js';
import { defineCheck } from '../definition.js';
import { clip } from '../evidence.js';
import { common } from '../fields.js';

export const DEFAULT_COMMAND_TIMEOUT_S = 60;

export const CommandCheckSchema = z.strictObject({
  type: z.literal('command'),
  ...common,
  /** Run with `sh -c` in the env; passes when it exits 0. */
  run: z.string().min(1),
  /** Seconds; then the command's process group is killed and the check fails. */
  timeout: z.number().positive().default(DEFAULT_COMMAND_TIMEOUT_S),
});

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

export const commandCheck = defineCheck({
  type: 'command',
  schema: CommandCheckSchema,
  name: (check) => `command ${clip(check.run.replace(/\s+/g, ' '), 60)}`,
  needs: { env: true },
  /**
   * Runs the command with `sh -c` in the env, in its own process group (a
   * timeout or abort kills everything it started), output to temp files so
   * only the tail is ever read back. With bwrap it runs in the agent's
   * sandbox: the env writable, nothing else.
   */
  async evaluate(check, { env, signal, confinement }) {
    const dir = await mkdtemp(join(tmpdir(), 'ch-check-'));
    try {
      const stdoutFile = join(dir, 'stdout');
      const stderrFile = join(dir, 'stderr');
      const scratch = join(dir, 'tmp');
      const command = await confinedShell(env, check.run, scratch, confinement);
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
      for (const [label, file] of [
        ['stdout', stdoutFile],
        ['stderr', stderrFile],
      ] as const) {
        const text = await tail(file).catch(() => '');
        if (text) parts.push(`${label} (end):\n${indent(text)}`);
      }
      return { passed: run.exitCode === 0 && !run.timedOut && !run.aborted, evidence: parts.join('\n') };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
});
