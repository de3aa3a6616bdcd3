import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { acpTransport } from './acp.js';
import { jsonTransport } from './json.js';
import type { Transport, TransportName } from './transport.js';

export { TRANSPORT_NAMES, type LaunchSpec, type OneShotRun, type OneShotSpec, type Transport, type TransportName } from './transport.js';
export { jsonTransport, JSON_MAX_PROMPT_BYTES } from './json.js';
export { acpTransport, openAcpSession, type AcpSession, type AcpSessionSpec } from './acp.js';

/** Every transport by name: the one place a name becomes code. */
export const TRANSPORTS: Readonly<Record<TransportName, Transport>> = { json: jsonTransport, acp: acpTransport };

export function transportFor(name: TransportName = 'json'): Transport {
  return TRANSPORTS[name];
}

/** The raw log a run left in its out dir, whichever transport wrote it; the `--json` names when there is none. */
export async function runLogIn(outDir: string): Promise<{ transport: TransportName; events: string; stderr: string }> {
  for (const t of Object.values(TRANSPORTS)) {
    const events = join(outDir, t.eventsFile);
    if ((await stat(events).catch(() => null))?.isFile()) return { transport: t.name, events, stderr: join(outDir, t.stderrFile) };
  }
  return { transport: 'json', events: join(outDir, jsonTransport.eventsFile), stderr: join(outDir, jsonTransport.stderrFile) };
}
