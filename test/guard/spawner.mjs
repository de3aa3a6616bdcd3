/**
 * Runs the guard tests' bubblewrap commands for a test worker (sandbox-run.ts). A process start costs its parent CPU in
 * proportion to the parent's memory (measured: 5 ms from a small node process, 20 ms from one holding 600 MB), and a
 * worker that keeps the big corpus modules of many test files grows past 500 MB. This process stays small.
 *
 * Each message `{ id, file, args, env, timeoutMs }` runs `file` with exactly `env`, its output and errors taken
 * together, killed with SIGKILL after `timeoutMs`; the answer is `{ id, exitCode, timedOut, all }` (exitCode null when
 * a signal ended it). When the worker goes, this process goes, and bwrap's --die-with-parent takes its runs along.
 */
import { spawn } from 'node:child_process';

process.on('disconnect', () => process.exit(0));

process.on('message', ({ id, file, args, env, timeoutMs }) => {
  const chunks = [];
  let timedOut = false;
  let answered = false;
  const answer = (exitCode, all) => {
    if (answered) return;
    answered = true;
    clearTimeout(timer);
    // As execa gives `all`: without the final newline.
    process.send({ id, exitCode, timedOut, all: all.replace(/\r?\n$/, '') });
  };
  const child = spawn(file, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, timeoutMs);
  child.stdout.on('data', (d) => chunks.push(d));
  child.stderr.on('data', (d) => chunks.push(d));
  child.on('error', (err) => answer(null, String(err)));
  child.on('close', (code) => answer(code, Buffer.concat(chunks).toString('utf8')));
});
