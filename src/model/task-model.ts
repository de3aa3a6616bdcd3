/**
 * A task's model endpoint as cline sees it: always the harness's recording
 * proxy (proxy.ts) with this task's secret, in front of a scripted server
 * (itself keyed with a secret only the proxy knows, so no process can talk to
 * it directly) or a real OpenAI-compatible provider (whose real key cline
 * then never sees).
 */
import { newSecret, startRecordingProxy, type RecordingProxy } from './proxy.js';
import type { ModelScript } from './script.js';
import { startModelServer, type ModelServer } from './server.js';

export interface TaskEndpoint {
  /** What cline is configured with. */
  baseUrl: string;
  apiKey: string;
  proxy: RecordingProxy;
  /** The scripted server behind the proxy, if any. */
  server: ModelServer | null;
  close(): Promise<void>;
}

export async function startTaskEndpoint(model: { script: ModelScript } | { baseUrl: string; apiKey: string }): Promise<TaskEndpoint> {
  let server: ModelServer | null = null;
  let upstream: { baseUrl: string; apiKey: string };
  if ('script' in model) {
    const key = newSecret();
    server = await startModelServer({ script: model.script, apiKey: key });
    upstream = { baseUrl: server.url, apiKey: key };
  } else {
    upstream = model;
  }
  const proxy = await startRecordingProxy({ upstream: upstream.baseUrl, upstreamKey: upstream.apiKey }).catch(async (err: unknown) => {
    await server?.close();
    throw err;
  });
  return {
    baseUrl: proxy.url,
    apiKey: proxy.secret,
    proxy,
    server,
    close: async () => {
      await proxy.close();
      await server?.close();
    },
  };
}
