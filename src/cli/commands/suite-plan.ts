import { join, relative } from 'node:path';
import type { Argv, CommandModule } from 'yargs';
import { estimateSpend } from '../../suite/budget.js';
import { designLine } from '../../suite/design.js';
import { loadSuite, type Suite } from '../../suite/load.js';
import { readResults } from '../../suite/merge.js';
import { preflight } from '../../suite/preflight.js';
import { assignShards, parseShard, planAll } from '../../suite/plan.js';
import { numberRule } from '../numbers.js';
import { printData, printJson, say } from '../output.js';
import { selectOptions, selectSuites, type SelectArgs } from '../suite-select.js';

interface PlanArgs extends SelectArgs {
  shard?: string;
  repeat?: number;
  filter?: string;
  'estimate-from'?: string;
  'allow-unreachable': boolean;
  'only-model'?: string[];
  json: boolean;
}

export const planCommand: CommandModule<object, PlanArgs> = {
  command: 'plan <suites..>',
  describe: 'List the tasks a suite run would run (and on which shard) and check the design, without running anything',
  builder: (y) =>
    selectOptions(y)
      .option('shard', { type: 'string', describe: 'Only the tasks of shard I of N (e.g. 2/4)' })
      .option('repeat', { type: 'number', coerce: numberRule('repeat', 'positive integer'), describe: 'Runs per case and condition, overriding the suite' })
      .option('filter', { type: 'string', describe: 'Only cases whose "<case>/<condition>" matches this regular expression' })
      .option('estimate-from', {
        type: 'string',
        describe: 'A previous results.json or out dir (with several suites: the dir holding <suite name>/): estimate tokens and cost from it',
      })
      .option('only-model', { type: 'string', array: true, describe: 'Only the tasks of this [[model]] (by name; repeatable)' })
      .option('allow-unreachable', { type: 'boolean', default: false, describe: 'Plan even when a gate rule is unreachable with the planned repeats' })
      .option('json', { type: 'boolean', default: false, describe: 'Print the plan as JSON' })
      .epilogue('Refuses (exit 2) what `suite run` would refuse before any task: an unset api_key_env, a judge check without a judge model, ' +
        'a gate rule no outcome of the planned repeats can meet. Prints, per gate rule, whether it is reachable and the smallest ' +
        'effect it detects with 80% power (on stderr; in --json as "design").') as Argv<PlanArgs>,
  handler: async (args) => {
    const { kept, many } = await selectSuites(args, (file) => loadSuite(file));
    const shard = args.shard ? parseShard(args.shard) : undefined;
    const plans: (SuitePlan & { kept_because: string[] })[] = [];
    for (const { suite, reasons } of kept) plans.push({ ...(await planOf(suite, args, shard, many)), kept_because: reasons });
    // One suite named as a file keeps the plan's own shape; several (or a searched directory, or --changed-since) are listed per suite.
    const perSuite = many || args['changed-since'] !== undefined;
    const data = plans.map(({ lines: _lines, ...plan }) => plan);
    for (const p of plans) {
      for (const line of p.design) say(`${perSuite ? `${p.suite}: ` : ''}design: ${designLine(line)}`);
      if (shard && p.tasks.length === 0) {
        say(`${p.suite}: shard ${shard.index}/${shard.count} is empty: the suite's cases all go to other shards (it would run nothing)`);
      }
    }
    if (args.json) printJson(perSuite ? { suites: data } : data[0]);
    else if (!perSuite) printData(plans[0]!.lines.join('\n'));
    else {
      const header = (p: (typeof plans)[number]) =>
        `# ${p.suite} (${relative(process.cwd(), p.file)})${p.kept_because.length ? `: ${p.kept_because.join('; ')}` : ''}`;
      const text = plans.map((p) => [header(p), ...p.lines]);
      if (text.length) printData(text.flat().join('\n'));
    }
    for (const p of plans) {
      if (p.estimate) say(`${p.suite}: estimate ${Math.round(p.estimate.tokens)} tokens, $${p.estimate.cost.toFixed(4)} for ${p.estimate.tasks} task(s)` +
        (p.estimate.unmeasured ? ` (${p.estimate.unmeasured} without a measured task of their case and condition, at the run's mean)` : ''));
    }
    if (perSuite) say(`planned ${kept.length} suite(s), ${plans.reduce((n, p) => n + p.tasks.length, 0)} task(s)`);
  },
};

type SuitePlan = Awaited<ReturnType<typeof planOf>>;

async function planOf(suite: Suite, args: PlanArgs, shard: { index: number; count: number } | undefined, many: boolean) {
  const { design } = await preflight(suite, { repeat: args.repeat, filter: args.filter, allowUnreachable: args['allow-unreachable'] });
  const all = planAll(suite, { repeat: args.repeat, filter: args.filter, onlyModels: args['only-model'] });
  const shardOf = assignShards(
    all.map((t) => t.id),
    shard?.count ?? 1,
  );
  const tasks = all
    .map((t) => ({ id: t.id, case: t.caseId, condition: t.condition, model: t.model, repeat: t.repeat, shard: shardOf.get(t.caseId)! }))
    .filter((t) => !shard || t.shard === shard.index);
  const from = args['estimate-from'];
  const previous = from ? await readResults(many ? join(from, suite.name) : from) : null;
  const estimate = previous ? estimateSpend(tasks.map((t) => ({ caseId: t.case, condition: t.condition })), previous) : null;
  const lines = tasks.map((t) => `${t.id}\tmodel ${t.model}${shard ? `\tshard ${t.shard}/${shard.count}` : ''}`);
  return { suite: suite.name, file: suite.file, suite_hash: suite.hash, shard: shard ?? null, planned: all.length, tasks, design, estimate, lines };
}
