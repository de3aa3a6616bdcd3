import { join } from 'node:path';
import type { Argv, CommandModule } from 'yargs';
import { readPromptFile } from '../../dispatch/tasks.js';
import { InputError } from '../../errors.js';
import {
  renderExec,
  renderJudge,
  renderManifestLine,
  renderNextSteps,
  renderParallel,
  renderResume,
  renderRunbook,
  renderTaskPrompt,
  stagedSkills,
} from '../../render/index.js';
import { readManifest } from '../../staging/stage.js';
import { runLogIn } from '../../transport/index.js';
import { parseEventsFile } from '../../transcript/read-events.js';
import { judgePrompt } from '../../judge/prompt.js';
import { flatDenialMarkers, type Descriptor } from '../../descriptor/index.js';
import { harnessFileOption, loadDescriptor, type HarnessFileArgs } from '../descriptor.js';
import { printData } from '../output.js';
import { numberRule } from '../numbers.js';

interface PromptArgs extends HarnessFileArgs {
  task: string;
  env: string;
  out: string;
  scratch?: string;
}

interface ExecArgs extends PromptArgs {
  model: string;
}

function promptOptions<T>(y: Argv<T>): Argv<T & PromptArgs> {
  return harnessFileOption(y)
    .option('task', { type: 'string', demandOption: true, describe: 'File holding the task text' })
    .option('env', { type: 'string', demandOption: true, describe: 'Task environment: cline works here (--cwd); its staged skills go in the skills block' })
    .option('out', { type: 'string', demandOption: true, describe: 'Output dir for the events and stderr files (create it before running the command)' })
    .option('scratch', { type: 'string', describe: 'Scratch dir named in the prompt (default: <out>/scratch)' }) as Argv<T & PromptArgs>;
}

function modelOption<T>(y: Argv<T>): Argv<T & { model: string }> {
  return y.option('model', { type: 'string', demandOption: true, describe: 'Model id passed to cline' }) as Argv<T & { model: string }>;
}

/** The task prompt for an env: its staged skills (if any) are listed in the skills block. */
async function taskPrompt(d: Descriptor, args: PromptArgs): Promise<string> {
  return renderTaskPrompt(d, {
    task: await readPromptFile(args.task),
    env: args.env,
    out: args.out,
    scratch: args.scratch ?? join(args.out, 'scratch'),
    skills: await stagedSkills(args.env),
  });
}

const QUOTING =
  'Values are shell-quoted where they land in a command, so paths with spaces, quotes, $, backquotes or line breaks ' +
  'stay one word; in prompt text a path with a line break is written as a JSON string.';

const prompt: CommandModule<object, PromptArgs> = {
  command: 'prompt',
  describe: 'Print the prompt for one task: its text, the env, scratch and output dirs, and the skills block when a skill is staged',
  builder: (y) => promptOptions(y).epilogue('Without a staged skill (the baseline condition) there is no skills block.') as Argv<PromptArgs>,
  handler: async (args) => printData(await taskPrompt(await loadDescriptor(args), args)),
};

const exec: CommandModule<object, ExecArgs> = {
  command: 'exec',
  describe: 'Print the command that runs one task with cline (dispatch.exec), prompt included',
  builder: (y) =>
    modelOption(promptOptions(y)).epilogue(
      `${QUOTING} cline uses your own settings, or the isolated ones that $HOME and $CLINE_DATA_DIR point at.`,
    ) as Argv<ExecArgs>,
  handler: async (args) => {
    const d = await loadDescriptor(args);
    printData(renderExec(d, { env: args.env, model: args.model, out: args.out, prompt: await taskPrompt(d, args) }));
  },
};

interface ParallelArgs extends HarnessFileArgs {
  tasks: string;
  model: string;
  jobs: number;
}

const parallel: CommandModule<object, ParallelArgs> = {
  command: 'parallel',
  describe: 'Print a plain POSIX sh recipe that runs every task of a tasks file N at a time (dispatch.parallel)',
  builder: (y) =>
    modelOption(harnessFileOption(y))
      .option('tasks', { type: 'string', demandOption: true, describe: 'Tasks file: one `render manifest` line per task' })
      .option('jobs', { type: 'number', coerce: numberRule('jobs', 'positive integer'), default: 1, describe: 'Tasks run at once' })
      .epilogue(
        'Each task writes cline-events.jsonl, cline-stderr.log, exit-code and final-message.md to its out dir. ' +
          "The recipe holds no single quote, so it runs as a file (sh run-all.sh) or pasted into sh -c '...'. Needs cline and node on PATH.",
      ) as Argv<ParallelArgs>,
  handler: async (args) => printData(renderParallel(await loadDescriptor(args), { model: args.model, jobs: args.jobs, tasks: args.tasks })),
};

interface ResumeArgs extends HarnessFileArgs {
  session: string;
  env: string;
  'prompt-file': string;
  out: string;
}

const resume: CommandModule<object, ResumeArgs> = {
  command: 'resume',
  describe: 'Print the command that continues a saved conversation with the next prompt (conversation.resume_exec_template)',
  builder: (y) =>
    harnessFileOption(y)
      .option('session', { type: 'string', demandOption: true, describe: 'The session id `converse` printed' })
      .option('env', { type: 'string', demandOption: true, describe: 'Task environment (the session cwd)' })
      .option('prompt-file', { type: 'string', demandOption: true, describe: 'File holding the next prompt' })
      .option('out', { type: 'string', demandOption: true, describe: 'Output dir of this turn' })
      .epilogue(`${QUOTING} Add the provider options of the first turn (--provider, --base-url, --model) when it used them.`) as Argv<ResumeArgs>,
  handler: async (args) =>
    printData(renderResume(await loadDescriptor(args), { session_id: args.session, env: args.env, prompt_file: args['prompt-file'], out: args.out })),
};

interface ManifestArgs extends HarnessFileArgs {
  env: string;
  'prompt-file': string;
  out: string;
}

const manifest: CommandModule<object, ManifestArgs> = {
  command: 'manifest',
  describe: 'Print one tasks-file line for the parallel recipe (dispatch.manifest): env, prompt file and out dir',
  builder: (y) =>
    harnessFileOption(y)
      .option('env', { type: 'string', demandOption: true, describe: 'Task environment' })
      .option('prompt-file', { type: 'string', demandOption: true, describe: 'File holding the whole prompt (e.g. from render prompt)' })
      .option('out', { type: 'string', demandOption: true, describe: 'Output dir of the task' })
      .epilogue(
        'Paths are made absolute. Append lines to build a tasks file: ... >>tasks.tsv. A path with a tab or line break is refused.',
      ) as Argv<ManifestArgs>,
  handler: async (args) => printData(renderManifestLine(await loadDescriptor(args), { env: args.env, promptFile: args['prompt-file'], out: args.out })),
};

interface JudgeArgs extends HarnessFileArgs {
  env: string;
  out: string;
  model: string;
  rubric: string;
  task: string;
  'graded-env': string;
}

const judge: CommandModule<object, JudgeArgs> = {
  command: 'judge',
  describe: 'Print the command for a grading run (dispatch.judge with dispatch.judge_prompt); `cline-harness judge` runs it for you',
  builder: (y) =>
    modelOption(harnessFileOption(y))
      .option('env', { type: 'string', demandOption: true, describe: 'Where the judge runs: a directory without the guard, not the graded env' })
      .option('out', {
        type: 'string',
        demandOption: true,
        describe: "The graded run's out dir (its cline-events.jsonl or acp-events.jsonl is read); judge-events.jsonl and judge-stderr.log go here too",
      })
      .option('rubric', { type: 'string', demandOption: true, describe: 'What a passing run does, in words' })
      .option('task', { type: 'string', demandOption: true, describe: 'The prompt the graded agent was given' })
      .option('graded-env', {
        type: 'string',
        demandOption: true,
        describe: 'The graded env: its diff goes in the prompt, and the prompt names it for reading (give the judge a read-only copy)',
      })
      .epilogue(QUOTING) as Argv<JudgeArgs>,
  handler: async (args) => {
    const d = await loadDescriptor(args);
    // The layered descriptor's refusal wordings: the prompt lists the graded run's refusals.
    const denialMarkers = flatDenialMarkers(d.transcript.denials);
    const transcript = await parseEventsFile((await runLogIn(args.out)).events, { denialMarkers });
    const run = { rubric: args.rubric, task: args.task, transcript, env: args['graded-env'] };
    printData(renderJudge(d, { env: args.env, model: args.model, out: args.out, prompt: (await judgePrompt(d, run, args['graded-env'])).text }));
  },
};

const nextSteps: CommandModule<object, ExecArgs> = {
  command: 'next-steps',
  describe: 'Print what to do after staging (dispatch.next_steps): arm the guard, dispatch, parse, tear down',
  builder: (y) => modelOption(promptOptions(y)).epilogue('The env must hold a staged skill (cline-harness stage).') as Argv<ExecArgs>,
  handler: async (args) => {
    const d = await loadDescriptor(args);
    const staged = await readManifest(args.env);
    if (!staged) throw new InputError('nothing is staged here; run cline-harness stage first', args.env);
    const command = renderExec(d, { env: args.env, model: args.model, out: args.out, prompt: await taskPrompt(d, args) });
    printData(renderNextSteps(d, { slug: staged.slug, env: args.env, out: args.out, exec: command }));
  },
};

const runbook: CommandModule<object, HarnessFileArgs> = {
  command: 'runbook',
  describe: 'Print the operator\'s runbook for a campaign (RUNBOOK.md is this, for the built-in descriptor)',
  builder: (y) => harnessFileOption(y),
  handler: async (args) => printData(renderRunbook(await loadDescriptor(args))),
};

export const renderCommand: CommandModule = {
  command: 'render',
  describe: 'Print a rendered prompt, command, recipe or runbook from the harness descriptor, for dispatching by hand',
  builder: (y) =>
    y
      .command(prompt as CommandModule)
      .command(exec as CommandModule)
      .command(parallel as CommandModule)
      .command(judge as CommandModule)
      .command(nextSteps as CommandModule)
      .command(manifest as CommandModule)
      .command(resume as CommandModule)
      .command(runbook as CommandModule)
      .demandCommand(1, 'Name what to render; see --help.')
      .epilogue(`Templates come from the [dispatch] and [skills_block] tables of the descriptor (cline-harness harness show). ${QUOTING}`),
  handler: () => {},
};
