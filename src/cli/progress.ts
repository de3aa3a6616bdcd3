import { say } from './output.js';

/**
 * Progress for long batches on stderr: a live status line on a terminal,
 * one line per finished item otherwise (CI logs).
 */
export function progressReporter(total: number, stream: NodeJS.WriteStream = process.stderr) {
  const started = Date.now();
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
  return {
    start(id: string) {
      running.add(id);
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
