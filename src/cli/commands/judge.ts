import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Argv, CommandModule } from 'yargs';
import { runLogIn } from '../../transport/index.js';
import { parseEventsFile } from '../../transcript/read-events.js';
import { flatDenialMarkers } from '../../descriptor/index.js';
import { InputError, errorMessage } from '../../errors.js';
import { DEFAULT_JUDGE_TIMEOUT_S, runJudge } from '../../judge/run.js';
import { harnessFileOption, loadDescriptor, type HarnessFileArgs } from '../descriptor.js';
import { EXIT, UsageError, printJson, say } from '../output.js';
import { numberRule } from '../numbers.js';
import { judgeModelConfig, judgeProviderOptions, type JudgeProviderArgs } from '../provider.js';

interface JudgeArgs extends HarnessFileArgs, JudgeProviderArgs {
  run: string;
  env: string;
  rubric?: string;
  'rubric-file'?: string;
  task?: string;
  'task-file'?: string;
  votes: number;
  timeout: number;
  sandbox: 'auto' | 'bwrap' | 'none';
  'cline-bin'?: string;
}

async function text(file: string, what: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (err) {
    throw new InputError(`cannot read the ${what}: ${errorMessage(err)}`, file);
  }
}

export const judgeCommand: CommandModule<object, JudgeArgs> = {
  command: 'judge',
  describe: 'Grade one finished run (a dispatch out dir) against a rubric with an LLM judge; prints the outcome and every vote as JSON',
  builder: (y) =>
    harnessFileOption(
      judgeProviderOptions(y)
        .option('run', {
          type: 'string',
          demandOption: true,
          describe: "The graded run's out dir (its cline-events.jsonl, or acp-events.jsonl for an ACP run, is read)",
        })
        .option('env', { type: 'string', demandOption: true, describe: 'The env the run worked in; the judge gets a read-only copy and its git diff' })
        .option('rubric', { type: 'string', describe: 'What a passing run does, in words' })
        .option('rubric-file', { type: 'string', describe: 'Or a file holding the rubric' })
        .option('task', { type: 'string', describe: 'The prompt the graded agent was given' })
        .option('task-file', { type: 'string', describe: 'Or a file holding that prompt' })
        .option('votes', {
          type: 'number',
          default: 1,
          coerce: numberRule('votes', 'positive integer'),
          describe: 'Independent judge runs; the majority decides, a tie fails',
        })
        .option('timeout', {
          type: 'number',
          default: DEFAULT_JUDGE_TIMEOUT_S,
          coerce: numberRule('timeout', 'positive number'),
          describe: 'Seconds per judge run',
        })
        .option('sandbox', { type: 'string', choices: ['auto', 'bwrap', 'none'] as const, default: 'auto' as const, describe: 'OS sandbox for the judge' })
        .option('cline-bin', { type: 'string', describe: "cline binary (else $CLINE_BIN, the project's node_modules/.bin/cline, PATH)" })
        .check((a) => {
          if ((a.rubric === undefined) === (a['rubric-file'] === undefined)) throw new UsageError('Give one of --rubric and --rubric-file.');
          if (a.task !== undefined && a['task-file'] !== undefined) throw new UsageError('Give at most one of --task and --task-file.');
          if (!a['judge-provider'])
            throw new UsageError('Name the judge model: --judge-provider with --judge-model (or --judge-script for the scripted model).');
          return true;
        }),
    ).epilogue(
      'Votes are kept in <run>/judge/<vote>/ (prompt, events, final message, verdict). ' +
        'Exit codes: 0 pass, 1 fail, 2 usage or unreadable input, 3 no valid verdict (malformed or missing, timeout, dispatch failure).',
    ) as Argv<JudgeArgs>,
  handler: async (args) => {
    const descriptor = await loadDescriptor(args);
    const rubric = args.rubric ?? (await text(args['rubric-file']!, 'rubric'));
    const task = args.task ?? (args['task-file'] ? await text(args['task-file'], 'task prompt') : '(not given)');
    // A run kept without its stderr log is still gradable: the log only adds cline's error lines.
    const log = await runLogIn(args.run);
    const stderrPath = log.stderr;
    const transcript = await parseEventsFile(log.events, {
      stderrPath: (await stat(stderrPath).catch(() => null))?.isFile() ? stderrPath : undefined,
      denialMarkers: flatDenialMarkers(descriptor.transcript.denials),
    });
    const controller = new AbortController();
    const onSigint = () => controller.abort(new Error('interrupted'));
    process.once('SIGINT', onSigint);
    try {
      const outcome = await runJudge(
        { rubric, task, transcript, env: args.env },
        {
          model: (await judgeModelConfig(args))!,
          votes: args.votes,
          out: join(args.run, 'judge'),
          descriptor,
          clineBin: args['cline-bin'],
          sandbox: args.sandbox,
          timeoutS: args.timeout,
          signal: controller.signal,
        },
      );
      printJson(outcome);
      say(`${outcome.verdict}: ${outcome.reason}`);
      process.exitCode = outcome.verdict === 'pass' ? EXIT.ok : outcome.verdict === 'fail' ? EXIT.checkFailed : EXIT.infrastructure;
    } finally {
      process.off('SIGINT', onSigint);
    }
  },
};
