import type { Argv, CommandModule } from 'yargs';
import { loadSuite } from '../../suite/load.js';
import { assignShards, parseShard, planAll } from '../../suite/plan.js';
import { numberRule } from '../numbers.js';
import { printData, printJson } from '../output.js';

interface PlanArgs {
  suite: string;
  shard?: string;
  repeat?: number;
  filter?: string;
  'only-model'?: string[];
  json: boolean;
}

export const planCommand: CommandModule<object, PlanArgs> = {
  command: 'plan <suite>',
  describe: 'List the tasks a suite run would run (and on which shard), without running anything',
  builder: (y) =>
    y
      .positional('suite', { type: 'string', demandOption: true, describe: 'The suite file (TOML)' })
      .option('shard', { type: 'string', describe: 'Only the tasks of shard I of N (e.g. 2/4)' })
      .option('repeat', { type: 'number', coerce: numberRule('repeat', 'positive integer'), describe: 'Runs per case and condition, overriding the suite' })
      .option('filter', { type: 'string', describe: 'Only cases whose "<case>/<condition>" matches this regular expression' })
      .option('only-model', { type: 'string', array: true, describe: 'Only the tasks of this [[model]] (by name; repeatable)' })
      .option('json', { type: 'boolean', default: false, describe: 'Print the plan as JSON' }) as Argv<PlanArgs>,
  handler: async (args) => {
    const suite = await loadSuite(args.suite);
    const all = planAll(suite, { repeat: args.repeat, filter: args.filter, onlyModels: args['only-model'] });
    const shard = args.shard ? parseShard(args.shard) : undefined;
    const shardOf = assignShards(
      all.map((t) => t.id),
      shard?.count ?? 1,
    );
    const tasks = all
      .map((t) => ({ id: t.id, case: t.caseId, condition: t.condition, model: t.model, repeat: t.repeat, shard: shardOf.get(t.caseId)! }))
      .filter((t) => !shard || t.shard === shard.index);
    if (args.json) printJson({ suite: suite.name, suite_hash: suite.hash, shard: shard ?? null, planned: all.length, tasks });
    else printData(tasks.map((t) => `${t.id}\tmodel ${t.model}${shard ? `\tshard ${t.shard}/${shard.count}` : ''}`).join('\n'));
  },
};
