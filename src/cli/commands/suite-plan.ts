import type { Argv, CommandModule } from 'yargs';
import { designLine } from '../../suite/design.js';
import { loadSuite } from '../../suite/load.js';
import { preflight } from '../../suite/preflight.js';
import { assignShards, parseShard, planAll } from '../../suite/plan.js';
import { numberRule } from '../numbers.js';
import { printData, printJson, say } from '../output.js';

interface PlanArgs {
  suite: string;
  shard?: string;
  repeat?: number;
  filter?: string;
  'allow-unreachable': boolean;
  'only-model'?: string[];
  json: boolean;
}

export const planCommand: CommandModule<object, PlanArgs> = {
  command: 'plan <suite>',
  describe: 'List the tasks a suite run would run (and on which shard) and check the design, without running anything',
  builder: (y) =>
    y
      .positional('suite', { type: 'string', demandOption: true, describe: 'The suite file (TOML)' })
      .option('shard', { type: 'string', describe: 'Only the tasks of shard I of N (e.g. 2/4)' })
      .option('repeat', { type: 'number', coerce: numberRule('repeat', 'positive integer'), describe: 'Runs per case and condition, overriding the suite' })
      .option('filter', { type: 'string', describe: 'Only cases whose "<case>/<condition>" matches this regular expression' })
      .option('only-model', { type: 'string', array: true, describe: 'Only the tasks of this [[model]] (by name; repeatable)' })
      .option('allow-unreachable', { type: 'boolean', default: false, describe: 'Plan even when a gate rule is unreachable with the planned repeats' })
      .option('json', { type: 'boolean', default: false, describe: 'Print the plan as JSON' })
      .epilogue('Refuses (exit 2) what `suite run` would refuse before any task: an unset api_key_env, a judge check without a judge model, ' +
        'a gate rule no outcome of the planned repeats can meet. Prints, per gate rule, whether it is reachable and the smallest ' +
        'effect it detects with 80% power (on stderr; in --json as "design").') as Argv<PlanArgs>,
  handler: async (args) => {
    const suite = await loadSuite(args.suite);
    const { design } = await preflight(suite, { repeat: args.repeat, filter: args.filter, allowUnreachable: args['allow-unreachable'] });
    const all = planAll(suite, { repeat: args.repeat, filter: args.filter, onlyModels: args['only-model'] });
    const shard = args.shard ? parseShard(args.shard) : undefined;
    const shardOf = assignShards(
      all.map((t) => t.id),
      shard?.count ?? 1,
    );
    const tasks = all
      .map((t) => ({ id: t.id, case: t.caseId, condition: t.condition, model: t.model, repeat: t.repeat, shard: shardOf.get(t.caseId)! }))
      .filter((t) => !shard || t.shard === shard.index);
    if (args.json) printJson({ suite: suite.name, suite_hash: suite.hash, shard: shard ?? null, planned: all.length, tasks, design });
    else printData(tasks.map((t) => `${t.id}\tmodel ${t.model}${shard ? `\tshard ${t.shard}/${shard.count}` : ''}`).join('\n'));
    // Sequential repeats list every task up to max: say so, with each case's bounds.
    for (const line of design) say(`design: ${designLine(line)}`);
    if (shard && tasks.length === 0) say(`shard ${shard.index}/${shard.count} is empty: the suite's cases all go to other shards (it would run nothing)`);
  },
};
