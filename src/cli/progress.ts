import { say } from './output.js';

/** Without a terminal, a line at least this often while items run, so a CI log never goes quiet for long. */
export const HEARTBEAT_MS = 30_000;

/**
 * Progress for long batches on stderr: a live status line on a terminal,
 * one line per started and finished item otherwise (CI logs), with a heartbeat line while nothing else is said.
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
  let lastLine = Date.now();
  const line = (text: string) => {
    lastLine = Date.now();
    say(`[${elapsed()}] ${text}`);
  };
  const heartbeat = () => {
    if (Date.now() - lastLine >= HEARTBEAT_MS - 50) line(`${done}/${total} done, ${running.size} running${running.size ? `: ${[...running].join(', ')}` : ''}`);
  };
  const timer = tty ? setInterval(render, 1000) : setInterval(heartbeat, HEARTBEAT_MS);
  timer.unref();
  // CI logs hear from the run from its first second, not only when the first task ends.
  if (tty) render();
  else line(`${total} planned`);
  return {
    /** A step before the items start (snapshot, setup): said at once. */
    note(text: string) {
      if (tty) stream.write(`\r\x1b[2K`);
      line(text);
      render();
    },
    start(id: string) {
      running.add(id);
      if (tty) render();
      else line(`started ${id}`);
    },
    /** `n` planned items will not run (a case stopped early), with why. */
    skip(n: number, why: string) {
      total -= n;
      if (tty) stream.write(`\r\x1b[2K`);
      line(`${why}${n ? ` (${n} planned task${n === 1 ? '' : 's'} not needed)` : ''}`);
      render();
    },
    end(id: string, status: string) {
      running.delete(id);
      done++;
      if (status !== 'completed' && status !== 'skipped' && status !== 'passed') failed++;
      if (tty) render();
      else line(`${done}/${total} ${id}: ${status}`);
    },
    close() {
      clearInterval(timer);
      if (tty) stream.write('\r\x1b[2K');
    },
  };
}
