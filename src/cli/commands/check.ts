import { mkdir, writeFile } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import type { Argv, CommandModule } from 'yargs';
import { checkJunitSuite, countResults, loadCheckSpec, runChecks, type CheckReport, type CheckResult } from '../../check/index.js';
import { flatDenialMarkers } from '../../descriptor/index.js';
import { InputError, errorMessage } from '../../errors.js';
import { junitXml } from '../../report/junit.js';
import { harnessFileOption, loadDescriptor, type HarnessFileArgs } from '../descriptor.js';
import { conversationBeside, EVENTS_INPUT_CHOICES, readEventsFile, type EventsInput } from '../events-input.js';
import { EXIT, printJson, say } from '../output.js';
import { judgeModelConfig, judgeProviderOptions, type JudgeProviderArgs } from '../provider.js';

interface CheckArgs extends HarnessFileArgs, JudgeProviderArgs {
  task?: string;
  events: string;
  input: EventsInput;
  spec: string;
  env?: string;
  stderr?: string;
  'skill-id'?: string;
  condition?: string;
  json: boolean;
  junit?: string;
}

const MARK = { passed: '✓', failed: '✗', skipped: '-', error: '!' } as const;

function humanLine(r: CheckResult): string {
  const [first, ...rest] = r.evidence.split('\n');
  return [`${MARK[r.status]} ${r.name} — ${first}`, ...rest.map((l) => `    ${l}`)].join('\n');
}

async function writeJunit(file: string, name: string, classname: string, results: readonly CheckResult[]): Promise<void> {
  try {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, junitXml([checkJunitSuite(name, classname, results)]));
  } catch (err) {
    throw new InputError(`cannot write JUnit XML: ${errorMessage(err)}`, file);
  }
}

export const checkCommand: CommandModule<object, CheckArgs> = {
  command: 'check <events>',
  describe: 'Run the checks of a spec file against one `cline --json` events file or ACP log',
  builder: (y) =>
    harnessFileOption(
      judgeProviderOptions(y)
        .positional('events', {
          type: 'string',
          demandOption: true,
          describe: "The events file (NDJSON written by cline --json, or a converse run's acp-events.jsonl)",
        })
        .option('input', {
          choices: EVENTS_INPUT_CHOICES,
          default: 'auto' as const,
          describe: 'auto: an ACP log is recognised by its first line; conversation checks read the conversation.json beside it',
        })
        .option('spec', { type: 'string', demandOption: true, describe: 'TOML file of [[check]] tables' })
        .option('env', { type: 'string', describe: 'The env the run worked in; file_exists, file_contains and command checks look here' })
        .option('stderr', { type: 'string', describe: "cline's stderr log; its JSON error lines join the transcript's errors" })
        .option('skill-id', { type: 'string', describe: "The staged skill identifier skill_invoked looks for (a check's own `skill` wins)" })
        .option('condition', {
          type: 'string',
          describe: 'Run only checks whose `only` lists this condition; the rest are skipped. Without it `only` is ignored',
        })
        .option('task', { type: 'string', describe: 'The prompt the agent was given, for judge checks' })
        .option('json', { type: 'boolean', default: false, describe: 'Print the results as JSON on stdout' })
        .option('junit', { type: 'string', describe: 'Also write the results as JUnit XML to this file, one testcase per check' }),
    ).epilogue(
      'Exit codes: 0 every check passed (skipped ones do not count), 1 a check failed, 2 a bad spec (naming its file, line and field), ' +
        'an unreadable file, or a check that needs --env or --skill-id without it, ' +
        '3 no check failed but one could not decide (error: e.g. a judge without a verdict).',
    ) as Argv<CheckArgs>,
  handler: async (args) => {
    const descriptor = await loadDescriptor(args);
    const checks = await loadCheckSpec(args.spec);
    const { transcript, acp } = await readEventsFile(args.events, {
      input: args.input,
      stderr: args.stderr,
      denialMarkers: flatDenialMarkers(descriptor.transcript.denials),
    });
    const conversation = acp ? await conversationBeside(args.events) : null;
    const judgeModel = await judgeModelConfig(args);
    // Ctrl-C kills a running command check's process group instead of leaving it behind.
    const controller = new AbortController();
    const onSigint = () => controller.abort(new Error('interrupted'));
    process.once('SIGINT', onSigint);
    let results: CheckResult[];
    try {
      results = await runChecks(transcript, checks, {
        envDir: args.env,
        skillId: args['skill-id'],
        condition: args.condition,
        descriptor,
        conversation,
        signal: controller.signal,
        judge: judgeModel && {
          model: judgeModel,
          task: args.task ?? '(not given)',
          // Votes are kept beside the events: <dir>/judge/<check>/<vote>/.
          artifacts: dirname(resolve(args.events)),
          descriptor,
          sandbox: 'auto',
        },
      });
    } finally {
      process.off('SIGINT', onSigint);
    }

    const counts = countResults(results);
    for (const r of results) say(humanLine(r));
    say(`${counts.passed} passed, ${counts.failed} failed, ${counts.error} errored, ${counts.skipped} skipped`);
    if (args.junit) await writeJunit(args.junit, `check ${basename(args.spec)}`, args.events, results);
    if (args.json) {
      const report: CheckReport = {
        events: args.events,
        spec: args.spec,
        env: args.env ?? null,
        condition: args.condition ?? null,
        passed: counts.failed === 0 && counts.error === 0,
        counts,
        results,
      };
      printJson(report);
    }
    if (counts.failed) process.exitCode = EXIT.checkFailed;
    else if (counts.error) process.exitCode = EXIT.infrastructure;
  },
};
