import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { execa } from 'execa';
import { InfrastructureError } from '../errors.js';

/** An OpenAI-compatible provider to configure in an isolated cline data dir. */
export interface ProviderConfig {
  /** Only OpenAI-compatible endpoints are configured by the harness itself. */
  provider: 'openai-compatible';
  baseUrl: string;
  apiKey: string;
  model: string;
}

/** A cline state that never touches the user's own settings: its own HOME and data dir. */
export interface IsolatedClineState {
  home: string;
  dataDir: string;
}

/** The files `cline auth` wrote, by path relative to the state dir; the same provider always gets the same files. */
type StateFiles = Map<string, Buffer>;
const authCache = new Map<string, Promise<StateFiles>>();

/**
 * Prepares `dir/home` and `dir/data` with the provider settings written by
 * cline's own `auth` command, so the file format is always the binary's own.
 * `auth` is a whole cline process (seconds): it runs once per binary and
 * provider, and later states get a copy of the files it wrote.
 */
export async function prepareIsolatedState(
  bin: string,
  dir: string,
  provider: ProviderConfig,
): Promise<IsolatedClineState> {
  const state = { home: join(dir, 'home'), dataDir: join(dir, 'data') };
  await mkdir(state.home, { recursive: true });
  await mkdir(state.dataDir, { recursive: true });
  const key = JSON.stringify([bin, provider]);
  let files = authCache.get(key);
  if (!files) {
    files = runAuth(bin, dir, state, provider);
    authCache.set(key, files);
    // A failure is not remembered: the next task tries again.
    files.catch(() => authCache.delete(key));
  }
  for (const [rel, content] of await files) {
    await mkdir(dirname(join(dir, rel)), { recursive: true });
    await writeFile(join(dir, rel), content, { flag: 'wx' }).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'EEXIST') throw err;
    });
  }
  return state;
}

async function runAuth(bin: string, dir: string, state: IsolatedClineState, provider: ProviderConfig): Promise<StateFiles> {
  const result = await execa(
    bin,
    ['auth', '-p', 'openai', '-k', provider.apiKey, '-m', provider.model, '-b', provider.baseUrl, '--data-dir', state.dataDir],
    { reject: false, stdin: 'ignore', timeout: 60_000, env: isolatedEnv(state), cwd: state.home },
  );
  if (result.exitCode !== 0) {
    throw new InfrastructureError(
      `cline auth failed (exit ${result.exitCode}) for ${provider.baseUrl}: ${(result.stderr || result.stdout).trim()}`,
    );
  }
  const files: StateFiles = new Map();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const abs = join(entry.parentPath, entry.name);
    files.set(relative(dir, abs), await readFile(abs));
  }
  return files;
}

/** Environment overrides that keep cline inside an isolated state. */
export function isolatedEnv(state: IsolatedClineState): Record<string, string> {
  return {
    HOME: state.home,
    CLINE_DIR: join(state.home, '.cline'),
    CLINE_DATA_DIR: state.dataDir,
    XDG_CONFIG_HOME: join(state.home, '.config'),
    XDG_DATA_HOME: join(state.home, '.local', 'share'),
    XDG_CACHE_HOME: join(state.home, '.cache'),
  };
}
