import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
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

/**
 * Prepares `dir/home` and `dir/data` and writes the provider settings with
 * cline's own `auth` command, so the file format is always the binary's own.
 */
export async function prepareIsolatedState(
  bin: string,
  dir: string,
  provider: ProviderConfig,
): Promise<IsolatedClineState> {
  const state = { home: join(dir, 'home'), dataDir: join(dir, 'data') };
  await mkdir(state.home, { recursive: true });
  await mkdir(state.dataDir, { recursive: true });
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
  return state;
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
