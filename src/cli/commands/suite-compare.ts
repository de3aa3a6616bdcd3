import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Argv, CommandModule } from 'yargs';
import { COMPARISON_FILE } from '../../results/files.js';
import { comparisonMarkdown } from '../../report/markdown.js';
import { compareResults, comparisonFails } from '../../suite/compare.js';
import { comparisonSummary } from '../suite-output.js';
import { readResults } from '../../suite/merge.js';
import { printData, printJson, say } from '../output.js';

interface CompareArgs {
  base: string;
  new: string;
  out?: string;
  'fail-on-regression': boolean;
  json: boolean;
}

export const compareCommand: CommandModule<object, CompareArgs> = {
  command: 'compare <base> <new>',
  describe: 'Compare two suite results (files or output dirs): pass-rate changes with intervals and p-values, tokens, cost, agent_ms, cases added or removed',
  builder: (y) =>
    y
      .positional('base', { type: 'string', demandOption: true, describe: 'The baseline results.json or output dir (e.g. main\'s last run)' })
      .positional('new', { type: 'string', demandOption: true, describe: 'The results to judge (e.g. the PR\'s run)' })
      .option('out', { type: 'string', describe: `Write ${COMPARISON_FILE} and comparison.md into this dir` })
      .option('fail-on-regression', {
        type: 'boolean',
        default: false,
        describe: 'Exit 1 when a treatment regressed against its max_regression (0 if unset), or is inconclusive where its gate says on_inconclusive = "fail"',
      })
      .option('json', { type: 'boolean', default: false, describe: 'Print the comparison as JSON' })
      .epilogue('Each treatment is regressed (the drop exceeds max_regression and its Newcombe interval at the gate\'s confidence excludes no change), ' +
        'held (the interval rules out a drop larger than max_regression) ' +
        'or inconclusive (neither: a loud warning, or a failure with on_inconclusive = "fail"). ' +
        'Exit codes: 0, 1 regression (with --fail-on-regression), 2 bad input.') as Argv<CompareArgs>,
  handler: async (args) => {
    const comparison = compareResults(await readResults(args.base), await readResults(args.new), { base: args.base, new: args.new });
    const md = comparisonMarkdown(comparison);
    if (args.out) {
      const out = resolve(args.out);
      await mkdir(out, { recursive: true });
      await writeFile(join(out, COMPARISON_FILE), JSON.stringify(comparison, null, 2) + '\n');
      await writeFile(join(out, 'comparison.md'), md);
      say(`comparison: ${join(out, COMPARISON_FILE)}`);
    }
    if (args.json) printJson(comparison);
    else printData(md);
    for (const line of comparisonSummary(comparison, comparison.arms.some((a) => a.model !== comparison.arms[0]?.model))) say(line);
    if (args['fail-on-regression'] && comparisonFails(comparison)) process.exitCode = 1;
  },
};
