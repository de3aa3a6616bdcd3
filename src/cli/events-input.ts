/**
 * The events file a user names on the command line: a `cline --json` stream
 * or an ACP log (acp-events.jsonl), told apart by its first line, and the
 * conversation record a converse run keeps beside an ACP log.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { CONVERSATION_FILE } from '../conversation/files.js';
import type { ConversationRecord } from '../conversation/schema.js';
import { InputError, errorMessage } from '../errors.js';
import type { DenialMarker } from '../transcript/denials.js';
import { isAcpLogFile, isJsonStreamFile, parseAcpEventsFile } from '../transcript/acp.js';
import { parseTranscriptFile } from '../transcript/parse.js';
import type { Transcript } from '../transcript/schema.js';
import type { TranscriptSpill } from '../transcript/spill.js';

export const EVENTS_INPUT_CHOICES = ['auto', 'json', 'acp'] as const;

export type EventsInput = (typeof EVENTS_INPUT_CHOICES)[number];

export async function readEventsFile(
  path: string,
  options: { input: EventsInput; stderr?: string | undefined; denialMarkers: readonly DenialMarker[]; spill?: TranscriptSpill },
): Promise<{ transcript: Transcript; acp: boolean }> {
  const looksAcp = await isAcpLogFile(path);
  const acp = options.input === 'acp' || (options.input === 'auto' && looksAcp);
  // A format forced against what the first line plainly is would read no calls and say nothing: name the mix-up.
  if (options.input === 'json' && looksAcp) throw new InputError('an ACP log (acp-events.jsonl), not a `cline --json` stream: use --input acp or auto', path);
  if (options.input === 'acp' && (await isJsonStreamFile(path))) {
    throw new InputError('a `cline --json` events stream, not an ACP log: use --input json or auto', path);
  }
  const { denialMarkers, spill } = options;
  const transcript = acp
    ? await parseAcpEventsFile(path, { denialMarkers, spill })
    : await parseTranscriptFile(path, { stderrPath: options.stderr, denialMarkers, spill });
  return { transcript, acp };
}

/** conversation.json beside an ACP log; null when there is none. A file that is there but unreadable is the user's to fix. */
export async function conversationBeside(events: string): Promise<ConversationRecord | null> {
  const file = join(dirname(events), CONVERSATION_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new InputError(`cannot read: ${errorMessage(err)}`, file);
  }
  // Loaded here: the yaml package it reads positions with, and zod's schemas, cost every other `parse` run start-up time.
  const [{ parseJsonInput }, { ConversationRecordSchema }] = await Promise.all([import('../json-input.js'), import('../conversation/schema.js')]);
  return parseJsonInput(text, file, ConversationRecordSchema, 'the conversation record', 'not a conversation record: ');
}
