import { existsSync, statSync } from 'node:fs';
import type { Argv, CommandModule } from 'yargs';
import { InputError } from '../../errors.js';
import {
  BUILTIN_DESCRIPTOR_FILE,
  descriptorToml,
  findLayerByName,
  initLayer,
  lintDescriptorFile,
  resolveDescriptor,
} from '../../descriptor/index.js';
import { harnessFileOption, type HarnessFileArgs } from '../descriptor.js';
import { conformCommand } from './conform.js';
import { probeCommand } from './probe.js';
import { EXIT, UsageError, printData, printJson, say } from '../output.js';
import { evalMagicDescriptor } from '../../eval-magic/index.js';

const LAYERS_HELP =
  'Layers, lowest precedence first: the built-in harnesses/cline.toml; the user layer ' +
  '($XDG_CONFIG_HOME/cline-harness/harnesses/*.toml, else ~/.config/cline-harness/harnesses/*.toml); ' +
  'the project layer (.cline-harness/harnesses/*.toml under the working directory); then --harness-file. ' +
  'Tables merge field by field; scalars and arrays replace. User and project layers may not set [guard]. ' +
  'A broken user or project file is skipped with a warning; a broken --harness-file is fatal.';

interface ResolveArgs extends HarnessFileArgs {
  json: boolean;
}

function resolveOptions(y: Argv): Argv<ResolveArgs> {
  return harnessFileOption(y)
    .option('json', { type: 'boolean', default: false, describe: 'Print JSON instead of text' })
    .epilogue(LAYERS_HELP) as Argv<ResolveArgs>;
}

function resolveAndWarn(args: HarnessFileArgs) {
  const resolved = resolveDescriptor({ harnessFile: args['harness-file'] });
  for (const w of resolved.warnings) say(`warning: ${w}`);
  return resolved;
}

const show: CommandModule<object, ResolveArgs> = {
  command: 'show',
  describe: 'Print the resolved descriptor (all layers merged), as TOML that loads back, or JSON',
  builder: resolveOptions,
  handler: (args) => {
    const { descriptor } = resolveAndWarn(args);
    if (args.json) printJson(descriptor);
    else printData(descriptorToml(descriptor));
  },
};

const exportCommand: CommandModule<object, HarnessFileArgs & { 'eval-magic': boolean }> = {
  command: 'export',
  describe: "Print the descriptor in another tool's format: --eval-magic gives an eval-magic harness descriptor (TOML) whose dispatches call cline-harness",
  // No --json: the format is the one named (show --json gives the descriptor as JSON).
  builder: (y) =>
    harnessFileOption(y)
      .epilogue(LAYERS_HELP)
      .option('eval-magic', { type: 'boolean', default: false, describe: 'eval-magic harness descriptor (load it with eval-magic --harness-file)' })
      .check((a) => {
        if (!a['eval-magic']) throw new UsageError('Name the format: --eval-magic.');
        return true;
      }) as Argv<HarnessFileArgs & { 'eval-magic': boolean }>,
  handler: (args) => {
    const { descriptor } = resolveAndWarn(args);
    printData(evalMagicDescriptor(descriptor));
  },
};

const list: CommandModule<object, ResolveArgs> = {
  command: 'list',
  describe: 'List every descriptor layer file with its layer and whether it applied (--json adds the fields each sets and why one was skipped)',
  builder: resolveOptions,
  handler: (args) => {
    const { layers } = resolveAndWarn(args);
    if (args.json) return printJson(layers);
    const rows = layers.map((l) => [l.layer, l.name, l.applied ? 'applied' : 'skipped', l.file]);
    const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i]!.length)));
    printData(rows.map((r) => r.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ').trimEnd()).join('\n'));
  },
};

interface LintArgs {
  target?: string;
}

const lint: CommandModule<object, LintArgs> = {
  command: 'lint [target]',
  describe: 'Check a descriptor file: one ✓/✗ line per check (TOML syntax, schema, cross-field rules)',
  builder: (y) =>
    y
      .positional('target', {
        type: 'string',
        describe: 'A descriptor FILE, or the NAME of a layer file (e.g. cline); default: the built-in descriptor',
      })
      .epilogue(
        'A file other than the built-in is checked as a layer over the built-in. Exit 0 when every check passes, ' +
          '1 when one fails, 2 when the file cannot be read or the name is unknown.',
      ) as Argv<LintArgs>,
  handler: (args) => {
    const file = lintTarget(args.target);
    say(`linting ${file}`);
    const report = lintDescriptorFile(file);
    for (const c of report.checks) printData(`${c.ok ? '✓' : '✗'} ${c.name}${c.ok ? '' : `: ${c.detail}`}`);
    if (!report.ok) process.exitCode = EXIT.checkFailed;
  },
};

/** A path to an existing file is a FILE; anything else must be a layer name. */
function lintTarget(target: string | undefined): string {
  if (target === undefined) return BUILTIN_DESCRIPTOR_FILE;
  if (existsSync(target) && statSync(target).isFile()) return target;
  const byName = findLayerByName(target);
  if (byName) return byName;
  throw new InputError('no such descriptor file, and no built-in, user or project layer file has that name', target);
}

interface InitArgs {
  name: string;
  force: boolean;
}

const init: CommandModule<object, InitArgs> = {
  command: 'init <name>',
  describe: 'Create a project layer .cline-harness/harnesses/NAME.toml that passes lint',
  builder: (y) =>
    y
      .positional('name', { type: 'string', demandOption: true, describe: 'File name for the layer, without .toml' })
      .option('force', { type: 'boolean', default: false, describe: 'Overwrite an existing file of that name' }) as Argv<InitArgs>,
  handler: (args) => {
    const file = initLayer(args.name, { force: args.force });
    printData(file);
    say(`created ${file}; edit it, then check it with: cline-harness harness lint ${args.name}`);
  },
};

export const harnessCommand: CommandModule = {
  command: 'harness',
  describe: 'Inspect, check and extend the harness descriptor (what cline-harness knows about Cline)',
  builder: (y) =>
    y
      .command(show as CommandModule)
      .command(list as CommandModule)
      .command(exportCommand as CommandModule)
      .command(lint as CommandModule)
      .command(init as CommandModule)
      .command(probeCommand as CommandModule)
      .command(conformCommand as CommandModule)
      .demandCommand(1, 'Name a harness subcommand; see --help.')
      .epilogue(LAYERS_HELP),
  handler: () => {},
};
