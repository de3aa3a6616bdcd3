/**
 * The raw protocol log of an ACP run: every JSON-RPC message, in both
 * directions, one JSON object per line with a timestamp. `parse` builds the
 * transcript from this file alone (plus the session files copied beside it).
 * Written as a RecordedFile: bounded memory, a cap, and put back after the
 * run when anything else changed it, as the `--json` events file is.
 */
import type { Stream } from '@agentclientprotocol/sdk';
import { RecordedFile } from '../dispatch/recorded-file.js';

export const ACP_EVENTS_FILE = 'acp-events.jsonl';
export const ACP_STDERR_FILE = 'acp-stderr.log';

/** `client`: sent by the harness to cline; `agent`: received from cline. */
export type AcpDirection = 'client' | 'agent';

/** One line of `acp-events.jsonl`. */
export interface AcpLogLine {
  ts: string;
  from: AcpDirection;
  msg: unknown;
}

export class AcpEventsLog {
  private readonly out: RecordedFile;

  constructor(
    readonly path: string,
    capBytes?: number,
  ) {
    this.out = new RecordedFile(path, capBytes);
  }

  write(from: AcpDirection, msg: unknown): void {
    const line: AcpLogLine = { ts: new Date().toISOString(), from, msg };
    this.out.write(JSON.stringify(line) + '\n');
  }

  /** Whether lines were dropped at the cap, and how many bytes. */
  get dropped(): number {
    return this.out.dropped;
  }

  get capBytes(): number {
    return this.out.capBytes;
  }

  /** After close: puts the log back to what the harness wrote when something else changed it; true when it had to. */
  async restore(): Promise<boolean> {
    try {
      return await this.out.restore();
    } finally {
      this.out.dispose();
    }
  }

  /** Wraps an SDK message stream so that everything passing through it is logged first. */
  tap(stream: Stream): Stream {
    const writer = stream.writable.getWriter();
    const readable = stream.readable.pipeThrough(
      new TransformStream({
        transform: (msg, controller) => {
          this.write('agent', msg);
          controller.enqueue(msg);
        },
      }),
    );
    const writable = new WritableStream({
      write: async (msg) => {
        this.write('client', msg);
        await writer.write(msg);
      },
      close: () => writer.close(),
      abort: (reason) => writer.abort(reason),
    });
    return { readable, writable } as Stream;
  }

  close(): Promise<void> {
    this.out.end();
    return Promise.resolve();
  }
}
