import yargs from 'yargs';
import type { CommandModule } from 'yargs';
import { InputError, errorMessage } from '../errors.js';
import { EXIT, UsageError, printData, say } from './output.js';
import { errorAnnotation } from './error-annotation.js';
import { commandsFor } from './commands/index.js';
import { packageVersion } from '../package-root.js';

/** Runs the CLI and resolves to the process exit code; never calls process.exit itself. */
export async function runCli(argv: string[]): Promise<number> {
  const commands = await commandsFor(argv);
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
    .version(packageVersion())
    .wrap(Math.min(100, process.stderr.columns ?? 100))
    .exitProcess(false)
    .fail((msg, err) => {
      // Errors from command handlers propagate as they are; yargs' own and option checks' are usage errors.
      if (err && err.name !== 'YError' && !(err instanceof UsageError)) throw err;
      throw new UsageError(msg ?? err?.message ?? 'invalid usage');
    });
  try {
    await parser.parseAsync();
  } catch (err) {
    const annotation = errorAnnotation(err);
    if (annotation) printData(annotation);
    if (err instanceof UsageError) {
      say(`${err.message}\nRun with --help for usage.`);
      return EXIT.usage;
    }
    say(`cline-harness: ${errorMessage(err)}`);
    if (err instanceof InputError) return EXIT.usage;
    // InfrastructureError, and anything unexpected.
    return EXIT.infrastructure;
  }
  return typeof process.exitCode === 'number' ? process.exitCode : EXIT.ok;
}
