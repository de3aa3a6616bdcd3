import { basename, join, resolve } from 'node:path';
import type { Argv, CommandModule } from 'yargs';
import { loadSuite } from '../../suite/load.js';
import { parseShard } from '../../suite/plan.js';
import type { SuiteResults } from '../../suite/schema.js';
import type { ProviderOverride } from '../../suite/run.js';
import { mergeSuiteOutputs, runSuite, suiteExitCode, type SuiteOutputs } from '../../suite/suite.js';
import { harnessFileOption, loadDescriptor, type HarnessFileArgs } from '../descriptor.js';
import { UsageError, printJson, say } from '../output.js';
import { progressReporter } from '../progress.js';
import { checkProviderArgs, judgeModelConfig, judgeProviderOptions, providerConfig, providerOptions, type JudgeProviderArgs, type ProviderArgs } from '../provider.js';

const EXIT_HELP =
  'Exit codes: 0 every check passed, 1 a check failed (or a task errored), 2 suite or usage error, ' +
  '3 infrastructure failure (cline missing, model unreachable, every task errored).';

interface RunArgs extends HarnessFileArgs, ProviderArgs, JudgeProviderArgs {
  suite: string;
  out?: string;
  jobs?: number;
  repeat?: number;
  filter?: string;
  shard?: string;
  'keep-envs': boolean;
  json: boolean;
}

function pct(x: number): string {
  return `${Math.round(x * 100)}%`;
}

/** The human summary: one line per case and condition, then where the outputs are. */
function printSummary(results: SuiteResults, outputs: SuiteOutputs['files']): void {
  const { totals } = results;
  say(`\n${results.suite}: ${totals.passed}/${totals.tasks} task(s) passed, ${totals.failed} failed, ${totals.errored} errored`);
  for (const c of results.conditions) {
    const points = c.delta === null ? null : Math.round(c.delta * 100);
    const delta = points === null ? '' : `  Δ ${points > 0 ? '+' : points < 0 ? '−' : '±'}${Math.abs(points)} pp`;
    const tokens = c.tokens ? `  tokens ${Math.round(c.tokens.mean)}` : '';
    say(`  ${c.case_id.padEnd(20)} ${c.condition.padEnd(14)} ${pct(c.pass_rate).padStart(4)} (${c.passed}/${c.tasks})${delta}${tokens}`);
    for (const w of c.validity_warnings) say(`      ! ${w}`);
  }
  // Notes such as "no OS sandbox here" repeat in every task: say each once.
  for (const note of new Set(results.tasks.flatMap((t) => t.warnings))) say(`  note: ${note}`);
  for (const t of results.tasks.filter((t) => t.status !== 'passed')) {
    say(`  ✗ ${t.task_id}: ${t.status}${t.error ? ` — ${t.error}` : ''}`);
    for (const c of t.checks.filter((c) => !c.passed)) say(`      ${c.status === 'error' ? '!' : '✗'} ${c.name}: ${c.evidence}`);
  }
  say(`results: ${outputs.results}\njunit:   ${outputs.junit}\nreport:  ${outputs.report}`);
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
        .option('jobs', { type: 'number', describe: 'Tasks run at once (default: the suite\'s jobs)' })
        .option('repeat', { type: 'number', describe: 'Runs per case and condition, overriding the suite' })
        .option('filter', { type: 'string', describe: 'Only cases whose "<case>/<condition>" matches this regular expression' })
        .option('shard', { type: 'string', describe: 'Run shard I of N (e.g. 2/4); combine shard outputs with `suite merge`' })
        .option('keep-envs', { type: 'boolean', default: false, describe: 'Keep each task\'s env in the temp dir for inspection' })
        .option('json', { type: 'boolean', default: false, describe: 'Print results.json to stdout' })
        // Without --provider the suite's [model] table names the model.
        .check((a) => checkProviderArgs(a, { modelWithProvider: true, modelOnlyWithProvider: true })),
    ).epilogue(`--provider replaces the suite's [model] table for every task, --judge-provider its [judge_model]. ${EXIT_HELP}`) as Argv<RunArgs>,
  handler: async (args) => {
    const suite = await loadSuite(args.suite);
    const descriptor = loadDescriptor(args);
    const out = resolve(args.out ?? join('cline-harness-results', suite.name));
    const controller = new AbortController();
    const onSigint = () => {
      say('interrupted: stopping running tasks and tearing down their envs…');
      controller.abort();
    };
    process.once('SIGINT', onSigint);
    const shard = args.shard ? parseShard(args.shard) : undefined;
    let progress: ReturnType<typeof progressReporter> | null = null;
    let outputs: SuiteOutputs;
    try {
      outputs = await runSuite(suite, {
        out,
        descriptor,
        jobs: args.jobs,
        repeat: args.repeat,
        filter: args.filter,
        shard,
        keepEnvs: args['keep-envs'],
        clineBin: args['cline-bin'],
        provider: providerOverride(args),
        judgeModel: await judgeModelConfig(args),
        signal: controller.signal,
        onProgress: (e) => {
          if (e.type === 'plan') progress = progressReporter(e.tasks.length);
          else if (e.type === 'start') progress?.start(e.task.id);
          else progress?.end(e.task.id, e.result.status);
        },
      });
    } finally {
      (progress as ReturnType<typeof progressReporter> | null)?.close();
      process.removeListener('SIGINT', onSigint);
    }
    if (args.json) printJson(outputs.results);
    printSummary(outputs.results, outputs.files);
    process.exitCode = suiteExitCode(outputs.results);
  },
};

interface MergeArgs {
  dirs: string[];
  out: string;
  json: boolean;
}

const merge: CommandModule<object, MergeArgs> = {
  command: 'merge <dirs..>',
  describe: 'Combine the outputs of `suite run --shard` runs into one results.json, junit.xml and report.html',
  builder: (y) =>
    y
      .positional('dirs', { type: 'string', array: true, demandOption: true, describe: 'The shard output dirs' })
      .option('out', { type: 'string', demandOption: true, describe: 'Where the merged outputs go' })
      .option('json', { type: 'boolean', default: false, describe: 'Print the merged results.json to stdout' })
      .epilogue(EXIT_HELP) as Argv<MergeArgs>,
  handler: async (args) => {
    const outputs = await mergeSuiteOutputs(args.dirs, args.out);
    if (args.json) printJson(outputs.results);
    say(`merged ${args.dirs.map((d) => basename(resolve(d))).join(', ')}`);
    printSummary(outputs.results, outputs.files);
    process.exitCode = suiteExitCode(outputs.results);
  },
};

export const suiteCommand: CommandModule = {
  command: 'suite',
  describe: 'CI skill-regression suites: run cases with and without the skill, merge shards',
  builder: (y) => y.command(run as CommandModule).command(merge as CommandModule).demandCommand(1, 'Name a suite subcommand; see --help.'),
  handler: () => {},
};
