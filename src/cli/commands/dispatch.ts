import { basename, resolve } from 'node:path';
import type { Argv, CommandModule } from 'yargs';
import { InputError } from '../../errors.js';
import { writeDispatchEvalMagic } from '../../eval-magic/index.js';
import { DEFAULT_TIMEOUT_S, dispatchTasks, type DispatchProgress } from '../../dispatch/dispatch.js';
import type { DispatchSummary } from '../../dispatch/result.js';
import type { SandboxMode } from '../../dispatch/sandbox.js';
import { loadTasksFile, readPromptFile, type Task } from '../../dispatch/tasks.js';
import { harnessFileOption, loadDescriptor, type HarnessFileArgs } from '../descriptor.js';
import { EXIT, UsageError, printJson, say } from '../output.js';
import { progressReporter } from '../progress.js';
import { checkProviderArgs, providerConfig, providerOptions, type ProviderArgs } from '../provider.js';
import { numberRule } from '../numbers.js';
import { TRANSPORT_NAMES, type TransportName } from '../../transport/transport.js';

interface DispatchArgs extends HarnessFileArgs, ProviderArgs {
  env?: string;
  'prompt-file'?: string;
  out?: string;
  tasks?: string;
  jobs: number;
  timeout: number;
  overwrite: boolean;
  sandbox: SandboxMode;
  json: boolean;
  'eval-magic-out'?: string;
  'eval-magic-condition'?: string;
  transport: TransportName;
}

export const dispatchCommand: CommandModule<object, DispatchArgs> = {
  command: 'dispatch',
  describe: 'Run the real cline CLI headless (--json, or one ACP session per task) on one task or a tasks file',
  builder: (y) =>
    providerOptions(harnessFileOption(y))
      .option('env', { type: 'string', describe: 'Task environment: cline works here (--cwd)' })
      .option('prompt-file', { type: 'string', describe: 'File holding the prompt (sent as one argument)' })
      .option('out', {
        type: 'string',
        describe: 'Output dir: cline-events.jsonl and cline-stderr.log (acp: acp-events.jsonl, acp-stderr.log and the session files), ' +
          'transcript.json, final-message.md, dispatch-result.json',
      })
      .option('transport', {
        choices: TRANSPORT_NAMES,
        default: 'json' as TransportName,
        describe: 'How to talk to cline: json (one cline --json process; the prompt is one argument, at most 128 KiB) ' +
          'or acp (cline --acp, one session, one prompt)',
      })
      .option('tasks', { type: 'string', describe: 'JSON array of {id?, env, prompt | prompt_file, out, model?, timeout?}; paths relative to the file' })
      .option('jobs', { type: 'number', coerce: numberRule('jobs', 'positive integer'), default: 1, describe: 'Tasks run at once' })
      .option('timeout', {
        type: 'number',
        coerce: numberRule('timeout', 'positive number'),
        default: DEFAULT_TIMEOUT_S,
        describe: 'Seconds per task; then SIGTERM to the process group and SIGKILL after a grace',
      })
      .option('sandbox', {
        choices: ['auto', 'bwrap', 'none'] as const,
        default: 'auto' as SandboxMode,
        describe: 'OS sandbox: bwrap (own PID/mount namespaces, no capabilities) makes everything but the env and per-task state read-only; ' +
          'the out dir is written by the harness only; ' +
          'auto uses it when it works here',
      })
      .option('overwrite', { type: 'boolean', default: false, describe: 'Run tasks again even when their out dir holds a completed result' })
      .option('json', { type: 'boolean', default: false, describe: 'Print the summary as JSON on stdout' })
      .option('eval-magic-out', {
        type: 'string',
        describe: "Also write eval-magic's files here: iteration-1/eval-<task id>/<condition>/run.json (+ grading, timing) " +
          "and the iteration's denial and stray-write reports",
      })
      .option('eval-magic-condition', {
        type: 'string',
        describe: 'The condition eval-magic records (default: with_skill when the env has a staged skill, else without_skill)',
      })
      .check((a) => {
        if (a.tasks && (a.env || a['prompt-file'] || a.out)) throw new UsageError('Use either --tasks or --env/--prompt-file/--out, not both.');
        if (!a.tasks && !(a.env && a['prompt-file'] && a.out)) throw new UsageError('One task needs --env, --prompt-file and --out (or use --tasks).');
        // A model may also come from each task of a tasks file.
        return checkProviderArgs(a, { modelWithProvider: false });
      })
      .epilogue(
        'Exit codes: 0 every task completed, 1 a task ended in error or timed out, 2 usage or unreadable input, 3 cline could not be started.\n' +
          'A rerun skips tasks whose out dir already holds a completed dispatch-result.json unless --overwrite.',
      ) as Argv<DispatchArgs>,
  handler: async (args) => {
    const descriptor = await loadDescriptor(args);
    const tasks: Task[] = args.tasks
      ? await loadTasksFile(args.tasks)
      : [{ id: basename(resolve(args.out!)), env: resolve(args.env!), prompt: await readPromptFile(args['prompt-file']!), out: resolve(args.out!) }];
    if (args.provider && !args.model && tasks.some((t) => !t.model)) throw new InputError('--provider needs --model (or a model on every task)');

    const controller = new AbortController();
    const onSigint = () => {
      say('interrupted: stopping cline (process groups are killed)…');
      controller.abort();
    };
    process.once('SIGINT', onSigint);
    const progress = progressReporter(tasks.length);
    let summary: DispatchSummary;
    try {
      summary = await dispatchTasks(tasks, {
        descriptor,
        jobs: args.jobs,
        model: args.model,
        timeoutS: args.timeout,
        clineBin: args['cline-bin'],
        transport: args.transport,
        overwrite: args.overwrite,
        sandbox: args.sandbox,
        signal: controller.signal,
        provider: providerConfig(args),
        onProgress: (p: DispatchProgress) =>
          p.type === 'start' ? progress.start(p.task.id) : progress.end(p.task.id, p.result.skipped ? 'skipped' : p.result.status),
      });
    } finally {
      progress.close();
      process.removeListener('SIGINT', onSigint);
    }
    for (const note of new Set(summary.results.flatMap((r) => r.notes))) say(`note: ${note}`);
    if (args.json) printJson(summary);
    for (const r of summary.results) {
      say(`${r.task_id}: ${r.skipped ? 'skipped (completed earlier)' : r.status}${r.error ? ` — ${r.error}` : ''} → ${r.paths.out}`);
    }
    if (args['eval-magic-out']) {
      const out = resolve(args['eval-magic-out']);
      const written = await writeDispatchEvalMagic(summary.results, { out, condition: args['eval-magic-condition'], descriptor });
      say(`eval-magic: ${written.length} files in ${out}`);
    }
    const counts = summary.by_status;
    if ((counts.spawn_failed ?? 0) > 0) process.exitCode = EXIT.infrastructure;
    else if (summary.results.some((r) => r.status !== 'completed')) process.exitCode = EXIT.checkFailed;
  },
};
