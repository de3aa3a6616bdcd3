import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { Argv, CommandModule } from 'yargs';
import { conversationFromTurns } from '../../conversation/schema.js';
import { flatDenialMarkers } from '../../descriptor/index.js';
import { roundEventRecords } from '../../eval-magic/round-events.js';
import { toEvalMagic } from '../../transcript/index.js';
import { conversationBeside, EVENTS_INPUT_CHOICES, readEventsFile, type EventsInput } from '../events-input.js';
import { harnessFileOption, loadDescriptor, type HarnessFileArgs } from '../descriptor.js';

interface ParseArgs extends HarnessFileArgs {
  events: string;
  stderr?: string;
  format: (typeof FORMATS)[number];
  input: EventsInput;
}

const FORMATS = ['full', 'eval-magic', 'eval-magic-events'] as const;
const CHUNK_BYTES = 4 << 20;

/**
 * Writes a JSON object with each array element on its own line, element by
 * element: a transcript can be hundreds of MB, and one JSON.stringify of the
 * whole would need that much again as a single string. Each piece is encoded
 * straight into a 4 MB buffer that is written when full (no joined string to
 * encode again); a full pipe makes it wait before the next element.
 */
async function writeJsonDocument(out: Writable, doc: Record<string, unknown>): Promise<void> {
  let chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  let used = 0;
  let full = false;
  const send = (data: Buffer | string) => {
    if (!out.write(data)) full = true;
  };
  const emit = (s: string) => {
    // UTF-8 needs at most 3 bytes per UTF-16 unit, so this bound is safe without measuring s.
    if (used + 3 * s.length > CHUNK_BYTES) {
      if (used) send(chunk.subarray(0, used));
      chunk = Buffer.allocUnsafe(CHUNK_BYTES);
      used = 0;
      if (3 * s.length > CHUNK_BYTES) return send(s);
    }
    used += chunk.write(s, used);
  };
  const drain = async () => {
    if (full) await once(out, 'drain');
    full = false;
  };
  emit('{');
  for (const [k, key] of Object.keys(doc).entries()) {
    const value = doc[key];
    emit(`${k ? ',' : ''}\n${JSON.stringify(key)}: `);
    if (Array.isArray(value) && value.length) {
      emit('[');
      for (let i = 0; i < value.length; i++) {
        emit(i ? ',\n  ' : '\n  ');
        emit(JSON.stringify(value[i]));
        if (full) await drain();
      }
      emit('\n]');
    } else {
      emit(JSON.stringify(value) ?? 'null');
    }
  }
  emit('\n}\n');
  if (used) send(chunk.subarray(0, used));
  await drain();
}

export const parseCommand: CommandModule<object, ParseArgs> = {
  command: 'parse <events>',
  describe: 'Parse a `cline --json` events file or an ACP log (acp-events.jsonl) into one JSON transcript document',
  builder: (y) =>
    harnessFileOption(y)
      .positional('events', { type: 'string', demandOption: true, describe: 'The events file (NDJSON written by cline --json, or acp-events.jsonl)' })
      .option('input', {
        choices: EVENTS_INPUT_CHOICES,
        default: 'auto' as const,
        describe: 'auto: an ACP log is recognised by its first line; its session files are read from beside it',
      })
      .option('stderr', { type: 'string', describe: "cline's stderr log; its JSON error lines join `errors`" })
      .option('format', {
        choices: FORMATS,
        default: 'full' as const,
        describe:
          'full: every field; eval-magic: eval-magic run-record transcript shape (plus `conversation` for an ACP log); ' +
          "eval-magic-events: one round as the flat NDJSON records the exported eval-magic descriptor's [transcript.extract] reads",
      })
      .epilogue(
        'Bad lines become `diagnostics` and the exit code stays 0; a missing or unreadable file exits 2. ' +
          'Output: one JSON object, each array element on its own line (eval-magic-events: one JSON record per line).',
      ) as Argv<ParseArgs>,
  handler: async (args) => {
    const { transcript: { denials } } = loadDescriptor(args);
    const denialMarkers = flatDenialMarkers(denials);
    const { transcript, acp } = await readEventsFile(args.events, { input: args.input, stderr: args.stderr, denialMarkers });
    if (args.format === 'eval-magic-events') {
      const lines = roundEventRecords(transcript).map((r) => `${JSON.stringify(r)}\n`);
      if (!process.stdout.write(lines.join(''))) await once(process.stdout, 'drain');
      return;
    }
    const doc =
      args.format === 'full'
        ? transcript
        : acp
          ? {
              ...toEvalMagic(transcript),
              // The record a converse run kept, else the one its turns imply.
              conversation: (await conversationBeside(args.events)) ?? conversationFromTurns(transcript.session_id, transcript.turns),
            }
          : toEvalMagic(transcript);
    await writeJsonDocument(process.stdout, doc as Record<string, unknown>);
  },
};
