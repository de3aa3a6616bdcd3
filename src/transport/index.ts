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
