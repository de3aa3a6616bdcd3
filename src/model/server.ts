import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { turnsFor, type ModelScript, type ScriptToolCall, type ScriptTurn } from './script.js';
import { readBody } from './request-body.js';

/** What the server saw of one request, for logs and test assertions. */
export interface RecordedRequest {
  index: number;
  method: string;
  path: string;
  model: string | null;
  stream: boolean;
  /** The client's path prefix id (`/t/<id>/v1`), or null for the plain `/v1`. */
  client: string | null;
  tools: string[];
  /** The last two messages of the conversation, as sent. */
  last_messages: unknown[];
  /** How many messages the request held (a conversation's history grows turn by turn). */
  message_count: number;
  /** Which script turn answered (null for requests that are not chat completions). */
  turn: number | null;
  /** The bearer token the client sent (a scripted server checks no key; tests use it to see which key reached it). */
  api_key: string | null;
}

export interface ModelServer {
  /** Base URL for OpenAI-compatible clients, e.g. `http://127.0.0.1:PORT/v1`. */
  readonly url: string;
  /** A base URL with its own conversation (its own turn counter and branch): `http://127.0.0.1:PORT/t/<client>/v1`. */
  urlFor(client: string): string;
  readonly port: number;
  readonly requests: readonly RecordedRequest[];
  close(): Promise<void>;
}

export interface ModelServerOptions {
  script: ModelScript;
  port?: number;
  onRequest?: (request: RecordedRequest) => void;
  /** When set, only requests with `Authorization: Bearer <apiKey>` are answered (and counted): others get 401 and use up no turn. */
  apiKey?: string;
}

const DEFAULT_USAGE = { prompt_tokens: 1000, completion_tokens: 40, cached_tokens: 0 };

/** `/t/<id>/...`: a client with a conversation of its own. */
const CLIENT_PATH = /^\/t\/([^/]+)(\/.*)$/;

/** One conversation: its branch, chosen by its first request, and how many requests it has had. */
interface Conversation {
  turns: ScriptTurn[];
  completions: number;
}

/**
 * Starts a scripted OpenAI-compatible chat-completions server on 127.0.0.1.
 * Every client path prefix (`/t/<id>/v1`, and the plain `/v1`) is a
 * conversation of its own, so a probe does not use up a suite's turns.
 */
export async function startModelServer(options: ModelServerOptions): Promise<ModelServer> {
  const { script } = options;
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const conversations = new Map<string | null, Conversation>();

  const server = createServer((req, res) => {
    void handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: String(err), type: 'server_error' } }));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    if (options.apiKey !== undefined && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      return sendJson(res, 401, { error: { message: 'wrong API key for this scripted model', type: 'invalid_request_error' } });
    }
    const fullPath = (req.url ?? '/').split('?')[0]!;
    const clientMatch = CLIENT_PATH.exec(fullPath);
    const client = clientMatch ? decodeURIComponent(clientMatch[1]!) : null;
    const path = clientMatch ? clientMatch[2]! : fullPath;
    let payload: Record<string, unknown>;
    try {
      payload = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    } catch {
      payload = {};
    }
    const isChat = req.method === 'POST' && path.endsWith('/chat/completions');
    const tools = toolNames(payload.tools);
    let conversation = conversations.get(client);
    // The first request decides the branch; the conversation keeps it.
    if (isChat && !conversation) {
      conversation = { turns: turnsFor(script, { tools, text: messageText(payload.messages) }), completions: 0 };
      conversations.set(client, conversation);
    }
    const turnIndex = isChat ? Math.min(conversation!.completions++, conversation!.turns.length - 1) : null;
    const record: RecordedRequest = {
      index: requests.length,
      method: req.method ?? 'GET',
      path: fullPath,
      model: typeof payload.model === 'string' ? payload.model : null,
      stream: payload.stream === true,
      client,
      tools,
      last_messages: Array.isArray(payload.messages) ? payload.messages.slice(-2) : [],
      message_count: Array.isArray(payload.messages) ? payload.messages.length : 0,
      turn: turnIndex,
      api_key: /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? null,
    };
    requests.push(record);
    options.onRequest?.(record);

    if (req.method === 'GET' && path.endsWith('/models')) {
      return sendJson(res, 200, { object: 'list', data: [{ id: 'scripted', object: 'model', owned_by: 'cline-harness' }] });
    }
    if (turnIndex === null) {
      return sendJson(res, 404, { error: { message: `no route for ${req.method} ${path}`, type: 'invalid_request_error' } });
    }
    const turn = conversation!.turns[turnIndex]!;
    if (turn.delay_ms) await sleep(turn.delay_ms);
    if (res.destroyed) return;
    if (turn.http_status !== undefined) {
      return sendJson(res, turn.http_status, {
        error: { message: turn.message ?? `scripted HTTP ${turn.http_status}`, type: 'server_error', code: turn.http_status },
      });
    }
    const model = record.model ?? 'scripted';
    if (!record.stream) {
      if (turn.hang) return; // never answer; the socket is destroyed on close()
      return sendJson(res, 200, completionObject(turn, model, turnIndex));
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const id = `chatcmpl-scripted-${turnIndex}`;
    for (const chunk of streamChunks(turn, model, id)) res.write(`data: ${JSON.stringify(chunk)}\n\n`);
    if (turn.hang) return;
    res.end('data: [DONE]\n\n');
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    urlFor: (client) => `http://127.0.0.1:${port}/t/${encodeURIComponent(client)}/v1`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The SSE chunks of one streamed reply, in OpenAI's `chat.completion.chunk` shape. */
export function streamChunks(turn: ScriptTurn, model: string, id: string): object[] {
  const created = Math.floor(Date.now() / 1000);
  const chunk = (delta: object, finish: string | null = null) => ({
    id,
    object: 'chat.completion.chunk',
    created,
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  });
  const chunks: object[] = [chunk({ role: 'assistant', content: '' })];
  for (const piece of pieces(turn.reasoning)) chunks.push(chunk({ reasoning_content: piece }));
  for (const piece of pieces(turn.content)) chunks.push(chunk({ content: piece }));
  if (turn.hang) return chunks;
  (turn.tool_calls ?? []).forEach((call, index) => {
    const args = argumentText(call.arguments);
    chunks.push(
      chunk({
        tool_calls: [{ index, id: call.id ?? `call_${index}_${id}`, type: 'function', function: { name: call.name, arguments: '' } }],
      }),
    );
    // Arguments arrive in pieces, as real providers send them.
    const half = Math.ceil(args.length / 2);
    for (const part of [args.slice(0, half), args.slice(half)]) {
      if (part) chunks.push(chunk({ tool_calls: [{ index, function: { arguments: part } }] }));
    }
  });
  chunks.push(chunk({}, turn.tool_calls?.length ? 'tool_calls' : 'stop'));
  chunks.push({ id, object: 'chat.completion.chunk', created, model, choices: [], usage: usageObject(turn) });
  return chunks;
}

function completionObject(turn: ScriptTurn, model: string, turnIndex: number): object {
  const calls = (turn.tool_calls ?? []).map((call, index) => ({
    id: call.id ?? `call_${index}_${turnIndex}`,
    type: 'function',
    function: { name: call.name, arguments: argumentText(call.arguments) },
  }));
  return {
    id: `chatcmpl-scripted-${turnIndex}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: pieces(turn.content).join('') || null,
          ...(turn.reasoning ? { reasoning_content: pieces(turn.reasoning).join('') } : {}),
          ...(calls.length ? { tool_calls: calls } : {}),
        },
        finish_reason: calls.length ? 'tool_calls' : 'stop',
      },
    ],
    usage: usageObject(turn),
  };
}

function usageObject(turn: ScriptTurn): object {
  const usage = { ...DEFAULT_USAGE, ...turn.usage };
  return {
    prompt_tokens: usage.prompt_tokens,
    completion_tokens: usage.completion_tokens,
    total_tokens: usage.prompt_tokens + usage.completion_tokens,
    prompt_tokens_details: { cached_tokens: usage.cached_tokens ?? 0 },
  };
}

function pieces(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).filter((p) => p.length > 0);
}

function argumentText(args: ScriptToolCall["arguments"]): string {
  return typeof args === 'string' ? args : JSON.stringify(args);
}

function toolNames(tools: unknown): string[] {
  if (!Array.isArray(tools)) return [];
  return tools
    .map((t) => (t as { function?: { name?: unknown } })?.function?.name)
    .filter((n): n is string => typeof n === 'string');
}

/** Every text of the messages (string contents and text parts), for `if_request_contains`. */
function messageText(messages: unknown): string {
  if (!Array.isArray(messages)) return '';
  const texts: string[] = [];
  for (const message of messages) {
    const content = (message as { content?: unknown } | null)?.content;
    if (typeof content === 'string') texts.push(content);
    else if (Array.isArray(content)) {
      for (const part of content) {
        const text = (part as { text?: unknown } | null)?.text;
        if (typeof text === 'string') texts.push(text);
      }
    }
  }
  return texts.join('\n');
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
