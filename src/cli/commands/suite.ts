import { join, resolve } from 'node:path';
import { writeSuiteEvalMagic } from '../../eval-magic/index.js';
import type { Argv, CommandModule } from 'yargs';
import { loadSuite, type Suite } from '../../suite/load.js';
import type { BudgetLimits } from '../../suite/budget.js';
import { parseMaxAge, type ReuseSource } from '../../suite/reuse.js';
import type { Descriptor } from '../../descriptor/index.js';
import { selectOptions, selectSuites, type SelectArgs } from '../suite-select.js';
import { readResults } from '../../suite/merge.js';
import { parseShard } from '../../suite/plan.js';
import type { ProviderOverride } from '../../suite/run.js';
import { runSuite, type SuiteOutputs } from '../../suite/suite.js';
import { finish } from '../suite-output.js';
import { compareCommand } from './suite-compare.js';
import { mergeCommand } from './suite-merge.js';
import { planCommand } from './suite-plan.js';
import { harnessFileOption, loadDescriptor, type HarnessFileArgs } from '../descriptor.js';
import { EXIT, UsageError, say } from '../output.js';
import { progressReporter } from '../progress.js';
import {
  checkProviderArgs,
  judgeModelConfig,
  judgeProviderOptions,
  providerConfig,
  providerOptions,
  type JudgeProviderArgs,
  type ProviderArgs,
} from '../provider.js';
import { numberRule } from '../numbers.js';
import { TRANSPORT_NAMES, type TransportName } from '../../transport/transport.js';

export const EXIT_HELP =
  'Exit codes: 0 every case\'s gate holds, 1 a gate failed (or, with --fail-on-regression, a regression), 2 suite or usage error, ' +
  '3 infrastructure failure (cline missing, every task errored, shards missing from a merge).';

interface RunArgs extends HarnessFileArgs, ProviderArgs, JudgeProviderArgs, SelectArgs {
  out?: string;
  reuse?: string;
  'reuse-max-age'?: string;
  'max-tokens'?: number;
  'max-cost'?: number;
  jobs?: number;
  repeat?: number;
  filter?: string;
  'only-model'?: string[];
  shard?: string;
  baseline?: string;
  'fail-on-regression': boolean;
  'summary-md'?: string;
  'keep-envs': boolean;
  'allow-unreachable': boolean;
  json: boolean;
  'eval-magic-out'?: string;
  transport?: TransportName;
}

function providerOverride(args: RunArgs): ProviderOverride | undefined {
  const config = providerConfig(args);
  return config && { baseUrl: config.baseUrl, apiKey: config.apiKey, model: config.model! };
}

const run: CommandModule<object, RunArgs> = {
  command: 'run <suites..>',
  describe: 'Run a suite: every case under every condition, checks, audit, results.json, junit.xml and report.html',
  builder: (y) =>
    harnessFileOption(
      selectOptions(judgeProviderOptions(providerOptions(y)))
        .option('out', {
          type: 'string',
          describe: 'Output dir (default: cline-harness-results/<suite name>); with several suites or a directory, each writes to <out>/<suite name>/',
        })
        .option('reuse', {
          type: 'string',
          describe: 'A previous results.json or out dir (with several suites: the dir holding <suite name>/): take each task whose fingerprint is ' +
            'unchanged from it instead of running it',
        })
        .option('reuse-max-age', { type: 'string', describe: 'With --reuse: run again tasks that ran longer ago than this (e.g. 12h, 7d)' })
        .option('max-tokens', {
          type: 'number',
          coerce: numberRule('max-tokens', 'positive integer'),
          describe: 'Stop starting tasks once finished ones spent this many tokens (agent and judges); partial results, exit 3',
        })
        .option('max-cost', {
          type: 'number',
          coerce: numberRule('max-cost', 'positive number'),
          describe: 'Stop starting tasks once finished ones cost this much (USD, as cline reports it); partial results, exit 3',
        })
        .option('transport', {
          choices: TRANSPORT_NAMES,
          describe: 'How one-shot cases talk to cline, overriding the suite\'s transport: json (cline --json per task) or acp (a one-prompt ACP session)',
        })
        .option('jobs', { type: 'number', coerce: numberRule('jobs', 'positive integer'), describe: 'Tasks run at once (default: the suite\'s jobs)' })
        .option('repeat', { type: 'number', coerce: numberRule('repeat', 'positive integer'), describe: 'Runs per case and condition, overriding the suite' })
        .option('filter', { type: 'string', describe: 'Only cases whose "<case>/<condition>" matches this regular expression' })
        .option('only-model', { type: 'string', array: true, describe: 'Only the tasks of this [[model]] (by name; repeatable)' })
        .option('shard', { type: 'string', describe: 'Run shard I of N (e.g. 2/4): whole cases, balanced by planned tasks; combine with `suite merge`' })
        .option('baseline', { type: 'string', describe: 'A previous results.json (or its dir) to compare with; the report shows it beside each row' })
        .option('fail-on-regression', {
          type: 'boolean',
          default: false,
          describe: 'With --baseline: exit 1 when a treatment regressed against its max_regression (0 if unset), ' +
            'or is inconclusive where its gate fails on that',
        })
        .option('summary-md', { type: 'string', describe: 'Write a Markdown summary here (also appended to $GITHUB_STEP_SUMMARY when set)' })
        .option('allow-unreachable', {
          type: 'boolean',
          default: false,
          describe: 'Run even when a gate rule cannot be met by any outcome of the planned repeats (else exit 2 before any task)',
        })
        .option('keep-envs', { type: 'boolean', default: false, describe: 'Keep each task\'s env in the temp dir for inspection' })
        .option('json', { type: 'boolean', default: false, describe: 'Print results.json to stdout' })
        .option('eval-magic-out', {
          type: 'string',
          describe: "Also write eval-magic's campaign files here: iteration-1/eval-<case>/<condition>/[run-<k>/]run.json (+ grading, timing), " +
            "benchmark.json and the denial and stray-write reports",
        })
        // Without --provider the suite's [model] table names the model.
        .check((a) => checkProviderArgs(a, { modelWithProvider: true, modelOnlyWithProvider: true })),
    ).epilogue(
      `--provider replaces the suite's [model] table for every task, --judge-provider its [judge_model]. ` +
        `${EXIT_HELP} Ctrl-C stops the running tasks, keeps what finished, and exits 130.`,
    ) as Argv<RunArgs>,
  handler: async (args) => {
    const descriptor = await loadDescriptor(args);
    const maxAge = args['reuse-max-age'] === undefined ? undefined : parseMaxAge(args['reuse-max-age']);
    if (maxAge === null) throw new UsageError(`--reuse-max-age ${args['reuse-max-age']}: expected a number and a unit, s, m, h or d (e.g. 7d)`);
    if (maxAge !== undefined && !args.reuse) throw new UsageError('--reuse-max-age needs --reuse');
    const { kept, many } = await selectSuites(args, (file) => loadSuite(file, { transport: args.transport }));
    const codes: { name: string; code: number }[] = [];
    const spent = { tokens: 0, cost: 0, tasks: 0 };
    for (const { suite, reasons } of kept) {
      if (reasons.length) say(`${suite.name}: ${reasons.join('; ')}`);
      const budget = { maxTokens: remaining(args['max-tokens'], spent.tokens), maxCost: remaining(args['max-cost'], spent.cost) };
      if (budget.maxTokens === 0 || budget.maxCost === 0) {
        say(`budget reached: ${suite.name} not run`);
        codes.push({ name: suite.name, code: EXIT.infrastructure });
        continue;
      }
      const out = resolve(many ? join(args.out ?? 'cline-harness-results', suite.name) : (args.out ?? join('cline-harness-results', suite.name)));
      const reuseFrom = args.reuse && (many ? join(args.reuse, suite.name) : args.reuse);
      const reuse = reuseFrom ? { results: await readResults(reuseFrom), path: reuseFrom, maxAgeMs: maxAge } : undefined;
      const results = await runOne(suite, out, args, descriptor, reuse, budget);
      codes.push({ name: suite.name, code: typeof process.exitCode === 'number' ? process.exitCode : 0 });
      for (const t of results?.tasks ?? []) {
        if (t.reused_from) continue;
        spent.tokens += (t.tokens ?? 0) + (t.judge_tokens ?? 0);
        spent.cost += (t.cost ?? 0) + t.judge_cost;
        spent.tasks++;
      }
      if (process.exitCode === EXIT.interrupted) break;
    }
    // cline 3.0.65 reports a cost of 0 for the scripted model (and, probed by hand, other OpenAI-compatible endpoints): said, not left to look enforced.
    if (args['max-cost'] !== undefined && spent.tasks > 0 && spent.cost === 0) {
      say(`--max-cost ${args['max-cost']}: cline reported no cost for the ${spent.tasks} task(s) run, so the limit could not stop this run`);
    }
    if (many || codes.length !== 1) {
      say(`\n${codes.length} suite(s): ${codes.map((c) => `${c.name} exit ${c.code}`).join(', ') || 'none to run'}`);
      // The worst: an interrupt, then usage, infrastructure (or a budget stop), a failed gate.
      process.exitCode = Math.max(0, ...codes.map((c) => c.code));
    }
  },
};

/** What is left of a limit after `used`; undefined without one, 0 when spent. */
function remaining(limit: number | undefined, used: number): number | undefined {
  return limit === undefined ? undefined : Math.max(0, limit - used);
}

/** One suite's run, its summary and its exit code (in process.exitCode); undefined results when it could not start. */
async function runOne(suite: Suite, out: string, args: RunArgs, descriptor: Descriptor, reuse: ReuseSource | undefined, budget: BudgetLimits) {
  const controller = new AbortController();
  const onSigint = () => {
    say('interrupted: stopping running tasks and tearing down their envs…');
    controller.abort();
  };
  process.once('SIGINT', onSigint);
  const shard = args.shard ? parseShard(args.shard) : undefined;
  if (args['fail-on-regression'] && !args.baseline) throw new UsageError('--fail-on-regression needs --baseline');
  const baseline = args.baseline ? { results: await readResults(args.baseline), name: args.baseline } : undefined;
  let progress: ReturnType<typeof progressReporter> | null = null;
  let outputs: SuiteOutputs;
  // Said before anything else, so a log hears from the run while the suite is checked.
  say(`${suite.name}: checking the suite before any task (API keys, judge model, gate design)`);
  try {
    outputs = await runSuite(suite, {
      out,
      descriptor,
      jobs: args.jobs,
      repeat: args.repeat,
      filter: args.filter,
      onlyModels: args['only-model'],
      shard,
      baseline,
      reuse,
      budget,
      keepEnvs: args['keep-envs'],
      allowUnreachable: args['allow-unreachable'],
      clineBin: args['cline-bin'],
      transport: args.transport,
      provider: providerOverride(args),
      judgeModel: await judgeModelConfig(args),
      signal: controller.signal,
      onProgress: (e) => {
        if (e.type === 'plan') progress = progressReporter(e.tasks.length);
        else if (e.type === 'phase') progress?.note(e.message);
        else if (e.type === 'start') progress?.start(e.task.id);
        else if (e.type === 'stop') {
          const on = e.stop.model && suite.models.length > 1 ? ` on model ${e.stop.model}` : '';
          progress?.skip(e.skipped, `${e.stop.case_id}${on}: ${e.stop.message}`);
        }
        else progress?.end(e.task.id, e.result.reused_from ? 'reused' : e.result.status);
      },
    });
  } finally {
    (progress as ReturnType<typeof progressReporter> | null)?.close();
    process.removeListener('SIGINT', onSigint);
  }
  await finish(outputs, args, suite.file);
  if (args['eval-magic-out']) {
    const dir = resolve(args['eval-magic-out'], out === resolve(args.out ?? '', suite.name) ? suite.name : '');
    const written = await writeSuiteEvalMagic(suite, outputs.results, dir);
    say(`eval-magic: ${written.length} files in ${dir}`);
  }
  // Ctrl-C: what finished is written, and the exit says the run was cut short.
  if (controller.signal.aborted) process.exitCode = EXIT.interrupted;
  return outputs.results;
}

export const suiteCommand: CommandModule = {
  command: 'suite',
  describe: 'CI skill-regression suites: run cases with and without the skill, gate on the effect, plan and merge shards, compare runs',
  builder: (y) =>
    y
      .command(run as CommandModule)
      .command(planCommand as CommandModule)
      .command(mergeCommand as CommandModule)
      .command(compareCommand as CommandModule)
      .demandCommand(1, 'Name a suite subcommand; see --help.'),
  handler: () => {},
};
