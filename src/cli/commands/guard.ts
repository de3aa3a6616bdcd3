import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { text } from 'node:stream/consumers';
import type { Argv, CommandModule } from 'yargs';
import { InputError, errorMessage } from '../../errors.js';
import { decideToolCall, makePolicy, toDecision } from '../../guard/arbiter.js';
import { GUARD_POLICY_TEXT } from '../../guard/policy-text.js';
import { DEFAULT_TTL_S, armGuard, guardHealth, teardownGuard } from '../../guard/arm.js';
import { collectGuardDenials } from '../../guard/collect.js';
import { ToolCallSchema } from '../../guard/schema.js';
import { harnessFileOption, loadDescriptor, type HarnessFileArgs } from '../descriptor.js';
import { EXIT, printJson, say } from '../output.js';
import { numberRule } from '../numbers.js';

const STATE_DIR_HELP =
  'Where the marker, denial log and plugin backup live (default $XDG_STATE_HOME/cline-harness/guards, ' +
    'else ~/.local/state/cline-harness/guards); must be outside the env';

interface EnvArgs extends HarnessFileArgs {
  env: string;
  'state-dir'?: string;
  json: boolean;
}

function envOptions<T>(y: Argv<T>, envHelp: string): Argv<T & EnvArgs> {
  return harnessFileOption(
    y
      .option('env', { type: 'string', demandOption: true, describe: envHelp })
      .option('state-dir', { type: 'string', describe: STATE_DIR_HELP })
      .option('json', { type: 'boolean', default: false, describe: 'Print the result as JSON' }),
  ) as Argv<T & EnvArgs>;
}

interface ArmArgs extends EnvArgs {
  root?: string[];
  ttl: number;
}

const arm: CommandModule<object, ArmArgs> = {
  command: 'arm',
  describe: 'Install the guard plugin in an env: writes outside the env (and --root dirs) are refused',
  builder: (y) =>
    envOptions(y, 'Task environment to guard')
      .option('root', { type: 'string', array: true, describe: 'Another directory writes may go to (repeatable); the env is always allowed' })
      .option('ttl', {
        type: 'number',
        coerce: numberRule('ttl', 'non-negative integer'),
        default: DEFAULT_TTL_S,
        describe: 'Seconds until the guard disarms itself (0: never)',
      })
      .epilogue(
        'Stages a cline project plugin at the descriptor\'s guard.plugin path (.cline/plugins/cline-harness-guard/index.js): ' +
          'a self-contained bundle of the arbiter ' +
          'that `guard decide` runs, deciding each tool call in-process. Its marker (allowed roots, expiry, denial log path) is written to the state dir, ' +
          'outside the env, and the plugin refuses writes to itself, the marker and the log.\n\n' +
          'An expired marker disarms the plugin (it then allows everything; `guard status` reports it); a marker that disappears makes it refuse every call. ' +
          'Arming refuses an env whose plugin folder holds a plugin the harness did not put there. Arming an armed env updates roots and ' +
          'expiry and keeps its denial log; a plugin file that was already there is backed up in the state dir and restored by teardown. ' +
          'When the env is a git repository, the plugin directory is listed in .git/info/exclude until teardown.',
      ) as Argv<ArmArgs>,
  handler: async (args) => {
    const result = await armGuard({ env: args.env, roots: args.root, ttlS: args.ttl, stateDir: args['state-dir'], descriptor: await loadDescriptor(args) });
    if (args.json) return printJson(result);
    say(`${result.rearmed ? 're-armed' : 'armed'} the guard in ${result.env}: writes allowed under ${result.roots.join(', ')}`);
    say(`plugin ${result.plugin_file}; marker ${result.marker}; denial log ${result.denial_log}`);
    say(result.expires_at ? `expires at ${result.expires_at}` : 'never expires');
    if (result.backed_up) say(`the plugin file that was there is saved at ${result.backed_up} and comes back at teardown`);
  },
};

const teardown: CommandModule<object, EnvArgs> = {
  command: 'teardown',
  describe: 'Remove the guard: restore a plugin file it replaced, remove only what arm created',
  builder: (y) =>
    envOptions(y, 'Task environment that was armed').epilogue(
      'Finds the marker through the env\'s plugin (or --state-dir). Leaves the env as it was before arming; ' +
        'the denial log stays so `guard collect` can run afterwards. ' +
        'Does nothing when the env is not armed. Removes only its own files: another plugin in the plugin folder is left in place and reported.',
    ) as Argv<EnvArgs>,
  handler: async (args) => {
    const result = await teardownGuard(args.env, { stateDir: args['state-dir'], descriptor: await loadDescriptor(args) });
    if (args.json) return printJson(result);
    if (!result.had_guard) say(`no guard in ${result.env}`);
    for (const p of result.removed) say(`removed ${p}`);
    for (const p of result.restored) say(`restored ${p}`);
    for (const w of result.warnings) say(`warning: ${w}`);
  },
};

const status: CommandModule<object, EnvArgs> = {
  command: 'status',
  describe: 'Say whether the guard in an env is armed, disarmed (expired), failing closed (marker missing), or absent',
  builder: (y) =>
    envOptions(y, 'Task environment').epilogue(
      'States: armed, not_armed, expired (the plugin allows everything), marker_missing and marker_invalid (it blocks everything), ' +
        'plugin_missing (a marker without its plugin). Exit code 0 for armed and not_armed, 1 otherwise.',
    ) as Argv<EnvArgs>,
  handler: async (args) => {
    const health = await guardHealth(args.env, { stateDir: args['state-dir'], descriptor: await loadDescriptor(args) });
    if (args.json) printJson(health);
    else {
      say(`${health.env}: ${health.state.replace('_', ' ')}`);
      if (health.state === 'armed') {
        say(`writes allowed under ${health.roots.join(', ')}; ${health.expires_at ? `expires at ${health.expires_at}` : 'never expires'}`);
        say(`${health.denials} denial(s) logged in ${health.denial_log}; plugin last loaded by cline: ${health.last_loaded_at ?? 'never'}`);
      }
      if (health.warning) say(`warning: ${health.warning}`);
    }
    if (!health.ok) process.exitCode = EXIT.checkFailed;
  },
};

interface DecideArgs extends HarnessFileArgs {
  root: string[];
  cwd?: string;
  tmpdir?: string;
}

const decide: CommandModule<object, DecideArgs> = {
  command: 'decide',
  describe: 'Judge one tool call read from stdin with the guard\'s arbiter',
  builder: (y) =>
    harnessFileOption(
      y
        .option('root', { type: 'string', array: true, demandOption: true, describe: 'A directory writes may go to (repeatable); the first is the env' })
        .option('cwd', { type: 'string', describe: 'Where relative paths and commands start (default: the first --root)' })
        .option('tmpdir', { type: 'string', describe: "The agent's $TMPDIR (default: this shell's); a dedicated dir counts as a root, /tmp never does" }),
    ).epilogue(
      'Reads {"toolName": ..., "input": {...}} on stdin and prints {"decision":"allow"} ' +
        'or {"decision":"block","reason":"eval guard: ..."}; exit code 0 either way ' +
        '(2 when stdin is not a tool call). The same arbiter the plugin runs: ' +
        'editor and apply_patch paths must resolve inside the roots (symlinks followed); ' +
        'shell commands are parsed and their write targets, package installs, git remote operations and repository routing judged. Reads are always allowed. ' +
        'The decision is the same with and without bubblewrap. Variables the call does not set are taken from this ' +
        "shell's environment, as cline's shells take them from cline's (`${OUTDIR:-build}` is build when OUTDIR is unset).\n\n" +
        GUARD_POLICY_TEXT,
    ) as Argv<DecideArgs>,
  handler: async (args) => {
    const descriptor = await loadDescriptor(args);
    let call;
    try {
      call = ToolCallSchema.parse(JSON.parse(await text(process.stdin)));
    } catch (err) {
      throw new InputError(`expected one JSON tool call {"toolName": ..., "input": {...}}: ${errorMessage(err)}`, 'stdin');
    }
    const env = resolve(args.root[0]!);
    const policy = makePolicy({
      roots: args.root,
      cwd: args.cwd ?? env,
      home: homedir(),
      tools: { write: descriptor.tools.write, patch: descriptor.tools.patch, shell: descriptor.tools.shell },
      reasonPrefix: descriptor.guard.reason_prefix,
      protect: [dirname(join(env, descriptor.guard.plugin))],
      tmpdir: args.tmpdir ?? process.env.TMPDIR ?? null,
      shellEnv: process.env,
    });
    printJson(toDecision(decideToolCall(call.toolName, call.input, policy)));
  },
};

interface CollectArgs extends EnvArgs {
  transcript: string;
  out: string;
}

const collect: CommandModule<object, CollectArgs> = {
  command: 'collect',
  describe: 'Write guard-denials.json and check every logged denial against the transcript',
  builder: (y) =>
    envOptions(y, 'Task environment that was armed (teardown may have run)')
      .option('transcript', { type: 'string', demandOption: true, describe: 'cline events file (cline-events.jsonl) or a parsed transcript.json' })
      .option('out', { type: 'string', demandOption: true, describe: 'Where to write guard-denials.json' })
      .epilogue(
        'Each denial in the log must appear among the transcript\'s guard denials (same tool and reason), ' +
          'and every guard denial in the transcript must be logged. ' +
          'Exit code 0 when they agree, 1 when they do not (the report lists both sides).',
      ) as Argv<CollectArgs>,
  handler: async (args) => {
    const report = await collectGuardDenials({
      env: args.env,
      transcript: args.transcript,
      out: args.out,
      stateDir: args['state-dir'],
      descriptor: await loadDescriptor(args),
    });
    if (args.json) printJson(report);
    else {
      const c = report.check;
      say(`${c.logged} denial(s) logged, ${c.matched} found in the transcript; written to ${args.out}`);
      for (const d of report.denials.filter((x) => x.transcript_ordinal === null)) say(`not in the transcript: ${d.tool}: ${d.reason}`);
      for (const d of report.unlogged) say(`not in the denial log: tool call ${d.ordinal} (${d.tool}): ${d.reason}`);
    }
    if (!report.check.ok) process.exitCode = EXIT.checkFailed;
  },
};

export const guardCommand: CommandModule = {
  command: 'guard',
  describe: 'The eval guard: a cline plugin that refuses writes outside the task environment',
  builder: (y) =>
    y
      .command(arm as CommandModule)
      .command(teardown as CommandModule)
      .command(status as CommandModule)
      .command(decide as CommandModule)
      .command(collect as CommandModule)
      .demandCommand(1, 'Name a guard subcommand; see --help.')
      .epilogue(GUARD_POLICY_TEXT),
  handler: () => {},
};
