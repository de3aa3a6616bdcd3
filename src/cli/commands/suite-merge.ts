import type { Argv, CommandModule } from 'yargs';
import { mergeSuiteOutputs, readResults } from '../../suite/merge.js';
import { say } from '../output.js';
import { finish } from '../suite-output.js';

interface MergeArgs {
  dirs: string[];
  out: string;
  'allow-partial': boolean;
  baseline?: string;
  'fail-on-regression': boolean;
  'summary-md'?: string;
  json: boolean;
}

export const mergeCommand: CommandModule<object, MergeArgs> = {
  command: 'merge <dirs..>',
  describe: 'Combine `suite run --shard` outputs into one results.json, junit.xml and report.html, checking that every planned task is there',
  builder: (y) =>
    y
      .positional('dirs', { type: 'string', array: true, demandOption: true, describe: 'The shard output dirs' })
      .option('out', { type: 'string', demandOption: true, describe: 'Where the merged outputs go (task artifacts are copied under it)' })
      .option('allow-partial', {
        type: 'boolean',
        default: false,
        describe: 'Merge even when planned tasks are missing; results.json says partial: true and the report shows a banner',
      })
      .option('baseline', { type: 'string', describe: 'A previous results.json (or its dir) to compare with' })
      .option('fail-on-regression', {
        type: 'boolean',
        default: false,
        describe: 'With --baseline: exit 1 when a treatment regressed (or is inconclusive where its gate fails on that)',
      })
      .option('summary-md', { type: 'string', describe: 'Write a Markdown summary here (also appended to $GITHUB_STEP_SUMMARY when set)' })
      .option('json', { type: 'boolean', default: false, describe: 'Print the merged results.json to stdout' })
      .epilogue(
        'Every shard must come from the same suite file (sha256), cline version and plan. A planned task missing from all shards is exit 3, ' +
          'naming the tasks and the shard that should have run them, unless --allow-partial. Exit codes as for `suite run`.',
      ) as Argv<MergeArgs>,
  handler: async (args) => {
    const baseline = args.baseline ? { results: await readResults(args.baseline), name: args.baseline } : undefined;
    const outputs = await mergeSuiteOutputs(args.dirs, args.out, { allowPartial: args['allow-partial'], baseline });
    say(`merged ${args.dirs.join(', ')}`);
    await finish(outputs, args);
  },
};
