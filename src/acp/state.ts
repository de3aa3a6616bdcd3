/**
 * Where `cline --acp` keeps its state for conversations. An isolated
 * provider's state must outlive the process (a later `converse --resume ID`
 * needs the session files), so it lives in a lasting per-provider dir under
 * the user's cache dir, not in a temp dir.
 */
import { createHash } from 'node:crypto';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { harnessCacheDir } from '../cache-dir.js';
import { isolatedEnv, prepareIsolatedState, type IsolatedClineState, type ProviderConfig } from '../dispatch/provider.js';

/** `$CLINE_HARNESS_STATE_DIR`, else `acp-state` in the harness cache (`~/.cache/cline-harness` by default). */
export function defaultStateRoot(env: NodeJS.ProcessEnv = process.env): string {
  return env.CLINE_HARNESS_STATE_DIR || join(harnessCacheDir(env), 'acp-state');
}

/**
 * One dir per provider kind and model. The base URL is left out on purpose:
 * the settings are rewritten for each run, so a session recorded against one
 * endpoint (e.g. a scripted server on a random port) resumes against another.
 */
export function providerStateDir(root: string, provider: ProviderConfig): string {
  const key = createHash('sha256').update(JSON.stringify([provider.provider, provider.model])).digest('hex').slice(0, 16);
  return join(root, `${provider.provider}-${key}`);
}

export async function prepareAcpState(bin: string, root: string, provider: ProviderConfig): Promise<IsolatedClineState> {
  return prepareIsolatedState(bin, providerStateDir(root, provider), provider, { dataDirInHome: true, refresh: true });
}

/**
 * The environment of an ACP cline. `local` session backend for every run:
 * without it the first ACP process starts a machine-wide hub daemon that
 * outlives it and escapes bwrap.
 */
export function acpEnv(state: IsolatedClineState | undefined): Record<string, string> {
  return {
    CLINE_SESSION_BACKEND_MODE: 'local',
    ...(state ? { ...isolatedEnv(state), CLINE_PROVIDER: 'openai-compatible', CLINE_API_KEY: state.apiKey ?? 'cline-harness' } : {}),
  };
}

/** Where cline keeps a session's files (`<sid>.json`, `<sid>.messages.json`). */
export function sessionDir(state: IsolatedClineState | undefined, sessionId: string, env: NodeJS.ProcessEnv = process.env): string {
  const data = state ? state.dataDir : (env.CLINE_DATA_DIR ?? join(env.CLINE_DIR ?? join(homedir(), '.cline'), 'data'));
  return join(data, 'sessions', sessionId);
}
