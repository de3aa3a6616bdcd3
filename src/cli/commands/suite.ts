import { join, resolve } from 'node:path';
import { writeSuiteEvalMagic } from '../../eval-magic/index.js';
import type { Argv, CommandModule } from 'yargs';
import { loadSuite } from '../../suite/load.js';
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

interface RunArgs extends HarnessFileArgs, ProviderArgs, JudgeProviderArgs {
  suite: string;
  out?: string;
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
  command: 'run <suite>',
  describe: 'Run a suite: every case under every condition, checks, audit, results.json, junit.xml and report.html',
  builder: (y) =>
    harnessFileOption(
      judgeProviderOptions(providerOptions(y))
        .positional('suite', { type: 'string', demandOption: true, describe: 'The suite file (TOML)' })
        .option('out', { type: 'string', describe: 'Output dir (default: cline-harness-results/<suite name>)' })
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
    const suite = await loadSuite(args.suite, { transport: args.transport });
    const descriptor = loadDescriptor(args);
    const out = resolve(args.out ?? join('cline-harness-results', suite.name));
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
        keepEnvs: args['keep-envs'],
        allowUnreachable: args['allow-unreachable'],
        clineBin: args['cline-bin'],
        transport: args.transport,
        provider: providerOverride(args),
        judgeModel: await judgeModelConfig(args),
        signal: controller.signal,
        onProgress: (e) => {
          if (e.type === 'plan') progress = progressReporter(e.tasks.length);
          else if (e.type === 'start') progress?.start(e.task.id);
          else if (e.type === 'stop') progress?.skip(e.skipped, `${e.stop.case_id}: ${e.stop.message}`);
          else progress?.end(e.task.id, e.result.status);
        },
      });
    } finally {
      (progress as ReturnType<typeof progressReporter> | null)?.close();
      process.removeListener('SIGINT', onSigint);
    }
    await finish(outputs, args);
    if (args['eval-magic-out']) {
      const written = await writeSuiteEvalMagic(suite, outputs.results, resolve(args['eval-magic-out']));
      say(`eval-magic: ${written.length} files in ${resolve(args['eval-magic-out'])}`);
    }
    // Ctrl-C: what finished is written, and the exit says the run was cut short.
    if (controller.signal.aborted) process.exitCode = EXIT.interrupted;
  },
};

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
