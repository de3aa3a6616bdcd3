import yargs from 'yargs';
import type { Argv, CommandModule } from 'yargs';
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
  skipHelpCache(parser);
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

interface YargsInternals {
  getInternalMethods?: () => { getUsageInstance?: () => { cacheHelpMessage?: unknown } };
}

/**
 * yargs renders a command's whole help text once its handler has started (`cacheHelpMessage`), for a handler that
 * shows its help later. None of ours does, and the rendering cost every run about 30 ms. The method is not in yargs'
 * published types: returns false when it is not where yargs 18 keeps it (test/cli/cli.test.ts fails then).
 */
export function skipHelpCache(parser: Argv): boolean {
  const usage = (parser as unknown as YargsInternals).getInternalMethods?.().getUsageInstance?.();
  if (typeof usage?.cacheHelpMessage !== 'function') return false;
  usage.cacheHelpMessage = () => undefined;
  return true;
}
