/**
 * One task's way to its model: a loopback HTTP proxy in front of the real
 * endpoint (a scripted server or an OpenAI-compatible provider). cline gets
 * the proxy's URL and, as its API key, a secret of this task; a request
 * without it is refused, so no other task (and no guess) takes this task's
 * turns. Once told the task's leader process, it also refuses a request from a
 * process outside that process's tree (peer.ts), secret or not: without bwrap
 * another task's agent can read the secret. Replies stream through unchanged while the proxy reads what the model
 * emitted into a record kept in the harness's memory (record.ts): the oracle
 * the transcript's tool calls are checked against.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { peerProcess, type PeerProcess } from './peer.js';
import { ReplyReader, type ModelRecord, type RecordedReply } from './record.js';
import { readBody } from './request-body.js';

export interface RecordingProxyOptions {
  /** The endpoint's base URL, e.g. `http://127.0.0.1:PORT/v1` or `https://api.example.com/v1`. */
  upstream: string;
  /** Sent upstream in place of the task's secret. */
  upstreamKey: string;
}

export interface RecordingProxy {
  /** The base URL cline gets: `http://127.0.0.1:PORT/v1`. */
  readonly url: string;
  /** The API key cline gets; nothing else is let through. */
  readonly secret: string;
  /** What the model emitted so far (replies still streaming are left out). */
  record(): ModelRecord;
  /** From now on, serve only connections from `leader` (the task's process) and its descendants. */
  admit(leader: number): void;
  /** Called with each process outside the task refused for holding its secret, as soon as it is found. */
  onForeign(listener: (peer: PeerProcess) => void): void;
  close(): Promise<void>;
}

/** Headers not passed on: the hop's own, the key, and encodings fetch has already undone. */
const DROPPED = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'authorization', 'content-encoding', 'upgrade']);

/** A fresh random secret (also used for a scripted server's own key). */
export function newSecret(): string {
  return `ch-${randomBytes(24).toString('hex')}`;
}

function sameSecret(header: string | undefined, secret: string): boolean {
  const given = Buffer.from(header ?? '');
  const wanted = Buffer.from(`Bearer ${secret}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export async function startRecordingProxy(options: RecordingProxyOptions): Promise<RecordingProxy> {
  const secret = newSecret();
  const upstream = options.upstream.replace(/\/+$/, '');
  const replies: RecordedReply[] = [];
  let accepted = 0;
  let rejected = 0;
  let leader: number | null = null;
  const foreign: ModelRecord['foreign_requests'] = [];
  const foreignListeners: ((peer: PeerProcess) => void)[] = [];
  // Per connection: whether it may be served (decided at its first request, from the process that opened it).
  const admitted = new WeakMap<Socket, Promise<boolean>>();
  const sockets = new Set<Socket>();

  function fromTask(socket: Socket): Promise<boolean> {
    if (leader === null) return Promise.resolve(true);
    let decision = admitted.get(socket);
    if (!decision) {
      const task = leader;
      decision = peerProcess(socket.remotePort ?? 0, socket.localPort ?? 0, task).then((peer) => {
        // A peer that cannot be found (it already closed, or /proc is not there) is served: only a known outsider is refused.
        if (peer === null || peer.inTree) return true;
        foreign.push({ pid: peer.pid, name: peer.name });
        for (const listener of foreignListeners) listener(peer);
        return false;
      });
      admitted.set(socket, decision);
    }
    return decision;
  }
  const inFlight = new Set<AbortController>();

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '/').replace(/^\/v1(?=\/|$)/, '');
    if (!sameSecret(req.headers.authorization, secret) || !(await fromTask(req.socket))) {
      rejected++;
      req.resume();
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'this endpoint belongs to another task', type: 'invalid_request_error' } }));
      return;
    }
    const index = accepted++;
    const body = await readBody(req);
    const abort = new AbortController();
    inFlight.add(abort);
    res.on('close', () => abort.abort());
    try {
      const headers: Record<string, string> = { authorization: `Bearer ${options.upstreamKey}` };
      for (const [name, value] of Object.entries(req.headers)) {
        if (!DROPPED.has(name) && typeof value === 'string') headers[name] = value;
      }
      const reply = await fetch(upstream + path, {
        method: req.method,
        headers,
        body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
        signal: abort.signal,
      });
      const out: Record<string, string> = {};
      reply.headers.forEach((value, name) => {
        if (!DROPPED.has(name)) out[name] = value;
      });
      res.writeHead(reply.status, out);
      const reader = path.endsWith('/chat/completions') ? new ReplyReader(index, reply.status) : null;
      try {
        if (reply.body) {
          for await (const chunk of reply.body as AsyncIterable<Uint8Array>) {
            reader?.push(chunk);
            res.write(chunk);
          }
        }
      } finally {
        // A reply cut off (cline killed, proxy closed) is kept with what was streamed.
        if (reader) replies.push(reader.finish());
      }
      res.end();
    } finally {
      inFlight.delete(abort);
    }
  }

  const server = createServer((req, res) => {
    void handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `model proxy: ${String(err)}`, type: 'server_error' } }));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    secret,
    record: () => ({
      upstream,
      replies: [...replies].sort((a, b) => a.request - b.request),
      rejected_requests: rejected,
      foreign_requests: [...foreign],
    }),
    admit: (pid) => {
      leader = pid;
    },
    onForeign: (listener) => {
      foreignListeners.push(listener);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const abort of inFlight) abort.abort();
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
