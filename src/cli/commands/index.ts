import type { CommandModule } from 'yargs';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each command module has its own argument types
type AnyCommand = CommandModule<any, any>;

/**
 * Every CLI command, one module each, by the name a user types. Modules are imported on demand: importing all of them
 * costs a CLI start about a second, so a run that names its command loads only that one (see `main.ts`).
 */
export const COMMAND_LOADERS: Readonly<Record<string, () => Promise<AnyCommand>>> = {
  audit: async () => (await import('./audit.js')).auditCommand,
  capture: async () => (await import('./capture.js')).captureCommand,
  check: async () => (await import('./check.js')).checkCommand,
  converse: async () => (await import('./converse.js')).converseCommand,
  dispatch: async () => (await import('./dispatch.js')).dispatchCommand,
  guard: async () => (await import('./guard.js')).guardCommand,
  harness: async () => (await import('./harness.js')).harnessCommand,
  judge: async () => (await import('./judge.js')).judgeCommand,
  lint: async () => (await import('./lint.js')).lintCommand,
  model: async () => (await import('./model.js')).modelCommand,
  parse: async () => (await import('./parse.js')).parseCommand,
  render: async () => (await import('./render.js')).renderCommand,
  shadow: async () => (await import('./shadow.js')).shadowCommand,
  stage: async () => (await import('./stage.js')).stageCommand,
  suite: async () => (await import('./suite.js')).suiteCommand,
  unstage: async () => (await import('./stage.js')).unstageCommand,
};

/**
 * The commands a run needs: the one `argv` names; none for a bare `--version` (yargs answers it before it looks for
 * a command); else all of them (for --help and unknown names).
 */
export async function commandsFor(argv: readonly string[]): Promise<AnyCommand[]> {
  const first = argv.find((a) => !a.startsWith('-'));
  if (first === undefined && argv.includes('--version') && !argv.includes('--help') && !argv.includes('-h')) return [];
  const names = first !== undefined && Object.hasOwn(COMMAND_LOADERS, first) ? [first] : Object.keys(COMMAND_LOADERS);
  return Promise.all(names.map((name) => COMMAND_LOADERS[name]!()));
}
