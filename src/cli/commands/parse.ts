import { once } from 'node:events';
import type { Argv, CommandModule } from 'yargs';
import { flatDenialMarkers } from '../../descriptor/denials.js';
import { roundEventRecords } from '../../eval-magic/round-events.js';
import { writeJsonDocument } from '../../transcript/document.js';
import { toEvalMagic } from '../../transcript/eval-magic.js';
import { openSpill } from '../../transcript/spill.js';
import { conversationBeside, EVENTS_INPUT_CHOICES, readEventsFile, type EventsInput } from '../events-input.js';
import { harnessFileOption, loadDescriptor, type HarnessFileArgs } from '../descriptor.js';

interface ParseArgs extends HarnessFileArgs {
  events: string;
  stderr?: string;
  format: (typeof FORMATS)[number];
  input: EventsInput;
}

const FORMATS = ['full', 'eval-magic', 'eval-magic-events'] as const;
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
    const { transcript: { denials } } = await loadDescriptor(args);
    const denialMarkers = flatDenialMarkers(denials);
    const input = { input: args.input, stderr: args.stderr, denialMarkers };
    if (args.format === 'full') {
      // The calls, messages and events go to private files as they finish, so memory stays flat on a long stream;
      // where the temp dir cannot take them, the document is built in memory as before (the same bytes).
      const spill = openSpill();
      try {
        const { transcript } = await readEventsFile(args.events, spill ? { ...input, spill } : input);
        await writeJsonDocument(process.stdout, transcript, spill ?? undefined);
      } finally {
        spill?.close();
      }
      return;
    }
    const { transcript, acp } = await readEventsFile(args.events, input);
    if (args.format === 'eval-magic-events') {
      const lines = roundEventRecords(transcript).map((r) => `${JSON.stringify(r)}\n`);
      if (!process.stdout.write(lines.join(''))) await once(process.stdout, 'drain');
      return;
    }
    if (!acp) {
      await writeJsonDocument(process.stdout, toEvalMagic(transcript));
      return;
    }
    // Loaded only here: building zod's schemas costs start-up time every other `parse` run would pay.
    const { conversationFromTurns } = await import('../../conversation/schema.js');
    const doc = {
      ...toEvalMagic(transcript),
      // The record a converse run kept, else the one its turns imply.
      conversation: (await conversationBeside(args.events)) ?? conversationFromTurns(transcript.session_id, transcript.turns),
    };
    await writeJsonDocument(process.stdout, doc);
  },
};
