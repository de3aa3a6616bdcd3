import { afterEach } from 'vitest';
import type { ModelScript } from '../../src/model/script.js';
import { startModelServer, type ModelServer } from '../../src/model/server.js';

/** Starts scripted model servers that are closed after each test. */
export function useModelServers(): (script: ModelScript) => Promise<ModelServer> {
  const open: ModelServer[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
  });
  return async (script) => {
    const server = await startModelServer({ script });
    open.push(server);
    return server;
  };
}
