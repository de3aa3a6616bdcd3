import { appendFileSync } from 'node:fs';
import type { Argv, CommandModule } from 'yargs';
import { loadModelScript } from '../../model/script.js';
import { startModelServer } from '../../model/server.js';
import { printData, say } from '../output.js';
import { numberRule } from '../numbers.js';

interface ServeArgs {
  script: string;
  port: number;
  log?: string;
}

const serve: CommandModule<object, ServeArgs> = {
  command: 'serve',
  describe: 'Run a scripted OpenAI-compatible chat-completions server on 127.0.0.1',
  builder: (y) =>
    y
      .option('script', {
        type: 'string',
        demandOption: true,
        describe:
          'JSON array of turns; request i gets turn i and the last turn repeats. A turn may have content, reasoning, tool_calls [{id, name, arguments}], usage, delay_ms, http_status + message, hang',
      })
      .option('port', { type: 'number', coerce: numberRule('port', 'non-negative integer'), default: 0, describe: 'Port to listen on (0: any free port)' })
      .option('log', { type: 'string', describe: 'Append one JSON line per request (tools offered, last messages) to this file ("-" for stderr)' })
      .epilogue('Prints the base URL (http://127.0.0.1:PORT/v1) as the first stdout line and runs until stopped (SIGINT/SIGTERM).') as Argv<ServeArgs>,
  handler: async (args) => {
    const script = await loadModelScript(args.script);
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

export const modelCommand: CommandModule = {
  command: 'model',
  describe: 'The scripted model server used for offline runs and tests',
  builder: (y) => y.command(serve as CommandModule).demandCommand(1, 'Name a model subcommand; see --help.'),
  handler: () => {},
};
