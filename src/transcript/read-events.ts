import { isAcpLogFile, parseAcpEventsFile } from './acp.js';
import { parseTranscriptFile, type ParseTranscriptOptions } from './parse.js';
import type { Transcript } from './schema.js';

/** A run's raw log from either transport (a `--json` stream or an ACP log, told apart by its first line) as a Transcript. */
export async function parseEventsFile(path: string, options: ParseTranscriptOptions = {}): Promise<Transcript> {
  return (await isAcpLogFile(path)) ? parseAcpEventsFile(path, options) : parseTranscriptFile(path, options);
}
