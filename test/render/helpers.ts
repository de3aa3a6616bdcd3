import { dirname } from 'node:path';
import { execa } from 'execa';
import { prepareIsolatedState, isolatedEnv } from '../../src/dispatch/provider.js';
import { CLINE_BIN } from '../helpers/cli.js';

/**
 * The environment a rendered command runs in: the pinned cline first on PATH
 * (templates call plain `cline`), and HOME/CLINE_DATA_DIR pointing at an
 * isolated state configured for the scripted model.
 */
export async function isolatedShellEnv(stateDir: string, baseUrl: string, model: string): Promise<Record<string, string>> {
  const state = await prepareIsolatedState(CLINE_BIN, stateDir, { provider: 'openai-compatible', baseUrl, apiKey: 'k', model });
  return { ...isolatedEnv(state), PATH: `${dirname(CLINE_BIN)}:${process.env.PATH}` };
}

/** Runs shell text with /bin/sh, as an operator pasting it would. */
export async function runSh(script: string, env: Record<string, string>, cwd: string) {
  const r = await execa('sh', ['-c', script], { env, cwd, reject: false, stdin: 'ignore', timeout: 180_000 });
  return { exitCode: r.exitCode, stdout: String(r.stdout), stderr: String(r.stderr) };
}

/** A directory name holding everything that breaks naive quoting: spaces, both quotes, $, backquotes, a newline. */
export function nastyName(tag: string): string {
  return `${tag} it's "odd" $HOME \`id\` $(id)\nline2`;
}
