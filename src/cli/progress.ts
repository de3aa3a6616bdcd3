import { say } from './output.js';

/**
 * Progress for long batches on stderr: a live status line on a terminal,
 * one line per finished item otherwise (CI logs).
 */
export function progressReporter(planned: number, stream: NodeJS.WriteStream = process.stderr) {
  const started = Date.now();
  let total = planned;
  const running = new Set<string>();
  let done = 0;
  let failed = 0;
  const tty = stream.isTTY === true;
  const elapsed = () => `${Math.round((Date.now() - started) / 1000)}s`;
  const render = () => {
    if (!tty) return;
    const line = `[${elapsed()}] ${done}/${total} done, ${running.size} running, ${failed} failed`;
    stream.write(`\r\x1b[2K${line}`);
  };
  const timer = tty ? setInterval(render, 1000) : null;
  // CI logs hear from the run from its first second, not only when the first task ends.
  if (tty) render();
  else say(`[${elapsed()}] ${total} planned`);
  return {
    start(id: string) {
      running.add(id);
      if (tty) render();
      else say(`[${elapsed()}] started ${id}`);
    },
    /** `n` planned items will not run (a case stopped early), with why. */
    skip(n: number, why: string) {
      total -= n;
      if (tty) stream.write(`\r\x1b[2K`);
      say(`[${elapsed()}] ${why}${n ? ` (${n} planned task${n === 1 ? '' : 's'} not needed)` : ''}`);
      render();
    },
    end(id: string, status: string) {
      running.delete(id);
      done++;
      if (status !== 'completed' && status !== 'skipped' && status !== 'passed') failed++;
      if (tty) render();
      else say(`[${elapsed()}] ${done}/${total} ${id}: ${status}`);
    },
    close() {
      if (timer) clearInterval(timer);
      if (tty) stream.write('\r\x1b[2K');
    },
  };
}
