/**
 * The raw protocol log of an ACP run: every JSON-RPC message, in both
 * directions, one JSON object per line with a timestamp. `parse` builds the
 * transcript from this file alone (plus the session files copied beside it).
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import type { Stream } from '@agentclientprotocol/sdk';

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
  private readonly out: WriteStream;

  constructor(readonly path: string) {
    this.out = createWriteStream(path, { flags: 'a' });
  }

  write(from: AcpDirection, msg: unknown): void {
    const line: AcpLogLine = { ts: new Date().toISOString(), from, msg };
    this.out.write(JSON.stringify(line) + '\n');
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
    return new Promise((resolve) => this.out.end(resolve));
  }
}
