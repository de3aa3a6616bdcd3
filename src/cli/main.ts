import yargs from 'yargs';
import type { CommandModule } from 'yargs';
import { InfrastructureError, InputError, errorMessage } from '../errors.js';
import { EXIT, say } from './output.js';
import { commands } from './commands/index.js';

/** Runs the CLI and resolves to the process exit code; never calls process.exit itself. */
export async function runCli(argv: string[]): Promise<number> {
  let usageFailure = false;
  const parser = yargs(argv)
    .scriptName('cline-harness')
    .usage(
      '$0 <command> [options]\n\n' +
        'Measure whether an agent skill changes what the Cline coding agent does.\n' +
        'Data goes to stdout, human-readable text to stderr.\n' +
        'Exit codes: 0 ok, 1 a check failed, 2 usage or unreadable input, 3 infrastructure failure.',
    )
    .command(commands as CommandModule[])
    .demandCommand(1, 'Name a command; see --help.')
    .strict()
    .help()
    .alias('h', 'help')
    .version()
    .wrap(Math.min(100, process.stderr.columns ?? 100))
    .fail((msg, err) => {
      if (err) throw err;
      usageFailure = true;
      say(`${msg}\nRun with --help for usage.`);
    });
  try {
    await parser.parseAsync();
  } catch (err) {
    say(`cline-harness: ${errorMessage(err)}`);
    if (err instanceof InputError) return EXIT.usage;
    if (err instanceof InfrastructureError) return EXIT.infrastructure;
    return EXIT.infrastructure;
  }
  if (usageFailure) return EXIT.usage;
  return typeof process.exitCode === 'number' ? process.exitCode : EXIT.ok;
}
