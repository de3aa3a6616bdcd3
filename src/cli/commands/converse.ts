import { rm } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import type { Argv, CommandModule } from 'yargs';
import type { ApprovePolicy } from '../../acp/client.js';
import { clineResponder } from '../../conversation/responder.js';
import { DEFAULT_CONVERSATION_TIMEOUT_S, runConversation } from '../../conversation/run.js';
import { TurnsFileSchema, type TurnSpec } from '../../conversation/schema.js';
import type { SandboxMode } from '../../dispatch/sandbox.js';
import { readPromptFile } from '../../dispatch/tasks.js';
import { harnessFileOption, loadDescriptor, type HarnessFileArgs } from '../descriptor.js';
import { numberRule } from '../numbers.js';
import { EXIT, UsageError, printData, printJson, say } from '../output.js';
import { checkProviderArgs, providerConfig, providerOptions, type ProviderArgs } from '../provider.js';
import { readJsonInput } from '../../json-input.js';
import { harnessTempDir } from '../../harness-temp.js';

interface ConverseArgs extends ProviderArgs, HarnessFileArgs {
  env: string;
  'prompt-file': string;
  out: string;
  turns?: string;
  resume?: string;
  approve: ApprovePolicy;
  sandbox: SandboxMode;
  timeout: number;
  'turn-timeout'?: number;
  'state-dir'?: string;
  responder: boolean;
  'responder-max-turns': number;
  'responder-model'?: string;
  'responder-timeout': number;
  json: boolean;
}

const loadTurns = (file: string): Promise<TurnSpec[]> => readJsonInput(file, TurnsFileSchema, 'the turns file');

export const converseCommand: CommandModule<object, ConverseArgs> = {
  command: 'converse',
  describe: 'Hold a multi-turn conversation with cline over ACP (cline --acp), or continue one with --resume',
  builder: (y) =>
    harnessFileOption(providerOptions(y))
      .option('env', { type: 'string', demandOption: true, describe: 'Task environment: the session cwd' })
      .option('prompt-file', { type: 'string', demandOption: true, describe: 'The opening prompt (with --resume: the next prompt)' })
      .option('out', {
        type: 'string',
        demandOption: true,
        describe: 'Output dir: acp-events.jsonl, acp-stderr.log, the session files, transcript.json, conversation.json, final-message.md, dispatch-result.json',
      })
      .option('turns', { type: 'string', describe: 'JSON array of follow-ups {prompt, deliver_when: "always"|"agent_asks", agent_response_matches?}' })
      .option('resume', { type: 'string', describe: 'Continue this session id (printed by an earlier converse) in a fresh process (session/load)' })
      .option('approve', {
        choices: ['always', 'never'] as const,
        default: 'always' as ApprovePolicy,
        describe: 'Permission requests: always answers allow_once; never answers reject_once (each an `approval` denial)',
      })
      .option('sandbox', { choices: ['auto', 'bwrap', 'none'] as const, default: 'auto' as SandboxMode, describe: 'OS sandbox, as for dispatch' })
      .option('timeout', {
        type: 'number',
        default: DEFAULT_CONVERSATION_TIMEOUT_S,
        coerce: numberRule('timeout', 'positive number'),
        describe: 'Seconds for the whole conversation',
      })
      .option('turn-timeout', {
        type: 'number',
        coerce: numberRule('turn-timeout', 'positive number'),
        describe: 'Seconds per round; a round that runs out is cancelled (session/cancel) and the conversation ends timed_out',
      })
      .option('state-dir', {
        type: 'string',
        describe:
          'With --provider: root of the lasting per-provider cline state (default $CLINE_HARNESS_STATE_DIR or ~/.cache/cline-harness/acp-state); ' +
          '--resume must see the same one',
      })
      .option('responder', {
        type: 'boolean',
        default: false,
        describe:
          'Not with --turns. After each round an LLM answers the agent as the user would (a one-shot cline run outside the env, seeing the opening prompt, ' +
          'its own replies and the agent\'s last message); it ends the conversation with done or cannot_answer. Kept under <out>/responder/turn-<n>/',
      })
      .option('responder-max-turns', {
        type: 'number',
        default: 8,
        coerce: numberRule('responder-max-turns', 'positive integer'),
        describe: 'Most follow-ups the responder may give',
      })
      .option('responder-model', { type: 'string', describe: 'Model for the responder, on the same provider (default: --model)' })
      .option('responder-timeout', {
        type: 'number',
        default: 300,
        coerce: numberRule('responder-timeout', 'positive number'),
        describe: 'Seconds per consultation',
      })
      .option('json', { type: 'boolean', default: false, describe: 'Print conversation.json on stdout' })
      // Not yargs' `conflicts`: it counts a defaulted option as given, so `--turns` alone would be refused.
      .check((a) => {
        if (a.responder && a.turns !== undefined) throw new UsageError('--responder and --turns are mutually exclusive: follow-ups come from one of them');
        return checkProviderArgs(a, { modelWithProvider: true });
      })
      .epilogue(
        'Prints the session id on stdout (without --json); `converse --resume ID` continues it. ' +
          'Exit codes: 0 completed, 1 stopped or timed out, 2 usage or unreadable input, 3 cline could not be started.',
      ) as Argv<ConverseArgs>,
  handler: async (args) => {
    const prompt = await readPromptFile(args['prompt-file']);
    const turns = args.turns ? await loadTurns(args.turns) : [];
    const controller = new AbortController();
    const onSigint = () => {
      say('interrupted: stopping cline…');
      controller.abort();
    };
    process.once('SIGINT', onSigint);
    const descriptor = await loadDescriptor(args);
    const provider = providerConfig(args);
    const responderWork = args.responder ? await harnessTempDir('cline-harness-responder-') : null;
    try {
      const responder = responderWork
        ? {
            maxTurns: args['responder-max-turns'],
            respond: clineResponder({
              out: join(resolve(args.out), 'responder'),
              work: responderWork,
              timeoutS: args['responder-timeout'],
              dispatch: {
                descriptor,
                clineBin: args['cline-bin'],
                provider,
                model: args['responder-model'] ?? args.model,
                sandbox: args.sandbox,
                overwrite: true,
                signal: controller.signal,
              },
            }),
          }
        : undefined;
      const { result, conversation } = await runConversation(
        { id: basename(resolve(args.out)), env: args.env, out: args.out, prompt, turns, resume: args.resume },
        {
          descriptor,
          clineBin: args['cline-bin'],
          provider,
          responder,
          model: args.model,
          approve: args.approve,
          sandbox: args.sandbox,
          timeoutS: args.timeout,
          turnTimeoutS: args['turn-timeout'],
          stateRoot: args['state-dir'],
          signal: controller.signal,
        },
      );
      for (const note of result.notes) say(`note: ${note}`);
      if (result.status === 'spawn_failed') say(`conversation could not run: ${result.error}`);
      else say(
        `conversation ${conversation.status}${conversation.stop_reason ? ` (${conversation.stop_reason})` : ''}: ` +
          `${conversation.delivered_followups} follow-up(s) delivered${result.error ? ` — ${result.error}` : ''} → ${result.paths.out}`,
      );
      if (args.json) printJson(conversation);
      else if (conversation.session_id) printData(conversation.session_id);
      if (result.status === 'spawn_failed') process.exitCode = EXIT.infrastructure;
      else if (conversation.status !== 'completed') process.exitCode = EXIT.checkFailed;
    } finally {
      process.removeListener('SIGINT', onSigint);
      if (responderWork) await rm(responderWork, { recursive: true, force: true });
    }
  },
};

