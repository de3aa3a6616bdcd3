import { createInterface } from 'node:readline/promises';
import type { Argv, CommandModule } from 'yargs';
import { InputError } from '../../errors.js';
import { harnessFileOption, loadDescriptor, type HarnessFileArgs } from '../descriptor.js';
import { EXIT, UsageError, printData, say } from '../output.js';
import { checkProviderArgs, providerConfig, providerOptions, type ProviderArgs } from '../provider.js';
import { runProbe } from '../../probe/probe.js';
import { numberRule } from '../numbers.js';

/** `harness probe`: the CLI face of runProbe. */
interface ProbeArgs extends HarnessFileArgs, ProviderArgs {
  yes: boolean;
  offline: boolean;
  'probe-timeout': number;
}

/** Asks on the terminal; anything but y or yes is a no. */
async function confirm(question: string): Promise<boolean> {
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return /^\s*y(es)?\s*$/i.test(await rl.question(question));
  } finally {
    rl.close();
  }
}

export const probeCommand: CommandModule<object, ProbeArgs> = {
  command: 'probe',
  describe: 'Run one real dispatch of a trivial prompt and check each link: cline, events, run_result, final message',
  builder: (y) =>
    providerOptions(harnessFileOption(y))
      .option('yes', { type: 'boolean', default: false, describe: 'Do not ask before sending the prompt (needed when stdin is not a terminal)' })
      .option('offline', {
        type: 'boolean',
        default: false,
        describe: 'Answer with the bundled scripted model server instead of a real provider (spends nothing)',
      })
      .option('probe-timeout', {
        type: 'number',
        coerce: numberRule('probe-timeout', 'positive number'),
        default: 120,
        describe: 'Seconds before the run is killed',
      })
      .check((a) => {
        if (a.offline && (a.provider || a['base-url'] || a['api-key'] || a.model))
          throw new UsageError('--offline uses the scripted model; it takes no --provider, --base-url, --api-key or --model.');
        checkProviderArgs(a, { modelWithProvider: true });
        return true;
      })
      .epilogue(
        'Prints one ✓/✗ line per check. Without --offline the prompt goes to a real model and may cost tokens, so it asks first ' +
          '(y/N on the terminal) unless --yes. Exit codes: 0 every check passed, 1 one failed, 2 not confirmed or usage, 3 cline not found.',
      ) as Argv<ProbeArgs>,
  handler: async (args) => {
    const d = await loadDescriptor(args);
    if (!args.offline && !args.yes) {
      const where = args.provider
        ? `${args['base-url']} (model ${args.model})`
        : `the provider in your own cline settings${args.model ? ` (model ${args.model})` : ''}`;
      if (!process.stdin.isTTY)
        throw new InputError(`the probe sends a prompt to ${where} and may cost tokens; stdin is not a terminal to confirm on, so pass --yes (or --offline)`);
      if (!(await confirm(`The probe sends one short prompt to ${where}; it may cost tokens. Continue? [y/N] `))) {
        say('not confirmed; nothing was sent');
        process.exitCode = EXIT.usage;
        return;
      }
    }
    const report = await runProbe(d, {
      clineBin: args['cline-bin'],
      offline: args.offline,
      model: args.model,
      timeoutS: args['probe-timeout'],
      provider: providerConfig(args),
    });
    for (const c of report.checks) printData(`${c.ok ? '✓' : '✗'} ${c.name}${c.detail ? `: ${c.detail}` : ''}`);
    if (report.clineMissing) process.exitCode = EXIT.infrastructure;
    else if (!report.ok) process.exitCode = EXIT.checkFailed;
  },
};
