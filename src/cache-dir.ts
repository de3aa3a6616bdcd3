import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';

/**
 * The harness's lasting cache: `$CLINE_HARNESS_CACHE_DIR`, else
 * `$XDG_CACHE_HOME/cline-harness`, else `~/.cache/cline-harness`.
 */
export function harnessCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CLINE_HARNESS_CACHE_DIR && isAbsolute(env.CLINE_HARNESS_CACHE_DIR)) return env.CLINE_HARNESS_CACHE_DIR;
  const cache = env.XDG_CACHE_HOME && isAbsolute(env.XDG_CACHE_HOME) ? env.XDG_CACHE_HOME : join(homedir(), '.cache');
  return join(cache, 'cline-harness');
}
