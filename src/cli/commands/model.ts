import { appendFileSync } from 'node:fs';
import type { Argv, CommandModule } from 'yargs';
import { InputError } from '../../errors.js';
import { fillScript, loadModelScript } from '../../model/script.js';
import { startModelServer } from '../../model/server.js';
import { printData, say } from '../output.js';
import { numberRule } from '../numbers.js';

interface ServeArgs {
  script: string;
  port: number;
  log?: string;
  var: string[];
}

/** The whole script format, for `model serve --help` (docs/scripted-model.md says the same at more length). */
const SCRIPT_FORMAT = [
  'Script format (JSON; JSON Schema: schemas/model-script.schema.json). Either a list of turns [TURN, ...], where request i ' +
    'of a conversation gets turn i and the last turn repeats; or {"turns": [...], "if_request_contains": {"TEXT": [...]}, ' +
    '"if_tool_offered": {"TOOL": [...]}}, where the conversation\'s first request picks the branch it keeps: the first TEXT found ' +
    'in its messages (system prompt and user prompt included), else the first TOOL offered (cline offers "skills" only when a ' +
    'skill is staged), else "turns".',
  'TURN fields, all optional: content (a string, or a list of streamed pieces); reasoning (the same); tool_calls ' +
    '[{id?, name, arguments}] (an object is sent as JSON, a string verbatim); usage {prompt_tokens, completion_tokens, ' +
    'cached_tokens?} (default 1000, 40, 0); delay_ms; http_status (400-599) with an optional message; hang (stream what ' +
    'there is, then never finish).',
  'Placeholders: {NAME} in any string, and in if_request_contains keys, is replaced by --var NAME=VALUE; suites fill {env} ' +
    'and {staged_skill} per task, capture scenarios {env}; unfilled ones stay as written.',
  'Conversations: each client has its own turn counter and branch. Give a client http://127.0.0.1:PORT/t/ID/v1 (any ID) ' +
    'as its base URL for a conversation of its own; the plain /v1 is one more. A cline run\'s subagents use its base URL, ' +
    'so they take the next turns of its conversation.',
].join('\n\n');

const serve: CommandModule<object, ServeArgs> = {
  command: 'serve',
  describe: 'Run a scripted OpenAI-compatible chat-completions server on 127.0.0.1',
  builder: (y) =>
    y
      .option('script', {
        type: 'string',
        demandOption: true,
        describe: 'The model script (JSON): a list of turns, or {turns, if_request_contains, if_tool_offered}; see below',
      })
      .option('var', {
        type: 'string',
        array: true,
        default: [],
        describe: 'NAME=VALUE: fill the placeholder {NAME} in the script (repeatable)',
      })
      .option('port', { type: 'number', coerce: numberRule('port', 'non-negative integer'), default: 0, describe: 'Port to listen on (0: any free port)' })
      .option('log', { type: 'string', describe: 'Append one JSON line per request (tools offered, last messages) to this file ("-" for stderr)' })
      .epilogue(
        `Prints the base URL (http://127.0.0.1:PORT/v1) as the first stdout line and runs until stopped (SIGINT/SIGTERM).\n\n${SCRIPT_FORMAT}`,
      ) as Argv<ServeArgs>,
  handler: async (args) => {
    const script = fillScript(await loadModelScript(args.script), parseVars(args.var));
    const server = await startModelServer({
      script,
      port: args.port,
      onRequest: args.log
        ? (r) => (args.log === '-' ? say(JSON.stringify(r)) : appendFileSync(args.log!, JSON.stringify(r) + '\n'))
        : undefined,
    });
    printData(server.url);
    say(`scripted model at ${server.url}; stop with Ctrl-C`);
    await new Promise<void>((resolve) => {
      const stop = () => void server.close().then(resolve);
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
  },
};

/** `NAME=VALUE` pairs; NAME is a placeholder name (letters, digits, underscore). */
function parseVars(pairs: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const pair of pairs) {
    const match = /^(\w+)=([\s\S]*)$/.exec(pair);
    if (!match) throw new InputError(`--var ${JSON.stringify(pair)}: write NAME=VALUE, NAME of letters, digits and underscores`);
    values[match[1]!] = match[2]!;
  }
  return values;
}

export const modelCommand: CommandModule = {
  command: 'model',
  describe: 'The scripted model server used for offline runs and tests',
  builder: (y) => y.command(serve as CommandModule).demandCommand(1, 'Name a model subcommand; see --help.'),
  handler: () => {},
};
