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
 * straight into one 4 MB buffer, reused: when full it is written and the next
 * piece waits for the write's callback (the bytes have left the buffer).
 * A fresh buffer per flush cost more than the encoding (page faults on new
 * memory, measured on a 200 MB transcript); the wait also bounds memory when
 * the pipe is slow.
 */
async function writeJsonDocument(out: Writable, doc: Record<string, unknown>): Promise<void> {
  const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  let used = 0;
  const flush = async () => {
    if (!used) return;
    const bytes = chunk.subarray(0, used);
    used = 0;
    await new Promise<void>((resolve, reject) => out.write(bytes, (err) => (err ? reject(err) : resolve())));
  };
  /** Encodes s into the buffer; false when it does not fit (flush first). */
  const fits = (s: string) => used + 3 * s.length <= CHUNK_BYTES;
  const emit = async (s: string) => {
    // UTF-8 needs at most 3 bytes per UTF-16 unit, so this bound is safe without measuring s.
    if (!fits(s)) {
      await flush();
      if (!fits(s)) return new Promise<void>((resolve, reject) => out.write(s, (err) => (err ? reject(err) : resolve())));
    }
    used += chunk.write(s, used);
  };
  await emit('{');
  for (const [k, key] of Object.keys(doc).entries()) {
    const value = doc[key];
    await emit(`${k ? ',' : ''}\n${JSON.stringify(key)}: `);
    if (Array.isArray(value) && value.length) {
      await emit('[');
      for (let i = 0; i < value.length; i++) {
        const s = `${i ? ',\n  ' : '\n  '}${JSON.stringify(value[i])}`;
        // Most pieces fit: skip the await (a microtask per element) on that path.
        if (fits(s)) used += chunk.write(s, used);
        else await emit(s);
      }
      await emit('\n]');
    } else {
      await emit(JSON.stringify(value) ?? 'null');
    }
  }
  await emit('\n}\n');
  await flush();
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
