import { fileURLToPath } from 'node:url';
import { execa, type Options } from 'execa';

export const CLI = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
export const CLINE_BIN = fileURLToPath(new URL('../../node_modules/.bin/cline', import.meta.url));

/** Runs the built CLI as a user would; never rejects, so tests can assert on exit codes. */
export async function runCli(args: string[], options: Options = {}) {
  const result = await execa('node', [CLI, ...args], { reject: false, stdin: 'ignore', ...options });
  return { exitCode: result.exitCode, stdout: String(result.stdout), stderr: String(result.stderr) };
}
