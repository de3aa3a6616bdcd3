/**
 * The one way the harness runs git on content an agent could have written.
 * Nothing of the env's git setup is trusted: no inherited `GIT_*` variable, no
 * system or global config (nor the global attributes and ignore files), no
 * hooks, no fsmonitor, no replace refs or grafts, no external diff or
 * textconv. Callers point git at a repository of the harness's own (a bare
 * one, so in-tree `.gitattributes` are never read) and, where git must look at
 * the env's files, at the env as work tree only.
 */
import { execa } from 'execa';
import { InputError, errorMessage } from '../errors.js';

/** Config given on every command line: it wins over any file git might still read. */
const SAFE_CONFIG = [
  'core.hooksPath=/dev/null',
  'core.fsmonitor=false',
  'core.untrackedCache=false',
  'core.attributesFile=/dev/null',
  'core.excludesFile=/dev/null',
  'core.quotePath=false',
  'core.autocrlf=false',
  'core.safecrlf=false',
  'core.symlinks=true',
  'core.fileMode=true',
  'diff.external=',
  'diff.noprefix=false',
  'diff.mnemonicPrefix=false',
  'diff.relative=false',
  'gc.auto=0',
  'maintenance.auto=false',
].flatMap((kv) => ['-c', kv]);

/** The process environment for git: the harness's own, minus every `GIT_*` variable, plus isolation. */
function gitEnvironment(home: string): Record<string, string> {
  const kept = Object.entries(process.env).filter(([k, v]) => v !== undefined && !k.startsWith('GIT_')) as [string, string][];
  return {
    ...Object.fromEntries(kept),
    HOME: home,
    XDG_CONFIG_HOME: home,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_SYSTEM: '/dev/null',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_NO_REPLACE_OBJECTS: '1',
    GIT_GRAFT_FILE: '/dev/null',
    GIT_ATTR_NOSYSTEM: '1',
    GIT_TERMINAL_PROMPT: '0',
    GIT_OPTIONAL_LOCKS: '0',
    GIT_PAGER: 'cat',
    PAGER: 'cat',
  };
}

export interface SafeGitOptions {
  /** The repository: always given explicitly, never discovered from the cwd. */
  gitDir: string;
  /** The work tree, when the command looks at files (the env); absent: none. */
  workTree?: string;
  /** The index file (a harness-owned one). */
  index?: string;
  /** Where the process runs (relative paths on stdin resolve against it); default the work tree, else the git dir. */
  cwd?: string;
  /** An empty dir of the harness's own, used as HOME and XDG_CONFIG_HOME. */
  home: string;
  input?: string | Buffer;
  /** A file whose bytes are the command's stdin. */
  inputFile?: string;
}

/** Runs git with the isolation above; throws InputError naming the subcommand when it fails. */
export async function safeGit(args: string[], o: SafeGitOptions): Promise<string> {
  const env = gitEnvironment(o.home);
  env.GIT_DIR = o.gitDir;
  if (o.workTree) env.GIT_WORK_TREE = o.workTree;
  if (o.index) env.GIT_INDEX_FILE = o.index;
  try {
    const result = await execa('git', [...SAFE_CONFIG, ...args], {
      cwd: o.cwd ?? o.workTree ?? o.gitDir,
      env,
      extendEnv: false,
      ...(o.input !== undefined ? { input: o.input } : o.inputFile !== undefined ? { inputFile: o.inputFile } : { stdin: 'ignore' as const }),
      maxBuffer: 1 << 30,
      stripFinalNewline: false,
    });
    return result.stdout;
  } catch (err) {
    throw new InputError(`git ${args[0]} failed: ${errorMessage(err).split('\n')[0]}`, o.workTree ?? o.gitDir);
  }
}
