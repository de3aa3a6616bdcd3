import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { afterEach } from 'vitest';
import { runCliInProcess } from '../helpers/cli.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A scratch world for layer tests: a working directory (project layer), a home
 * and an XDG config home (user layer), all removed after each test.
 */
export function scratch() {
  const root = mkdtempSync(join(tmpdir(), 'descriptor-test-'));
  made.push(root);
  const cwd = join(root, 'project');
  const home = join(root, 'home');
  const xdg = join(root, 'xdg');
  for (const d of [cwd, home, xdg]) mkdirSync(d, { recursive: true });
  const write = (path: string, text: string) => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    return path;
  };
  return {
    root,
    cwd,
    home,
    xdg,
    env: { XDG_CONFIG_HOME: xdg } as NodeJS.ProcessEnv,
    write,
    userLayer: (name: string, text: string) => write(join(xdg, 'cline-harness', 'harnesses', `${name}.toml`), text),
    projectLayer: (name: string, text: string) => write(join(cwd, '.cline-harness', 'harnesses', `${name}.toml`), text),
  };
}

const CLI = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

/** Runs the built CLI (build first: npx tsc -p tsconfig.build.json) in `cwd` with only the given HOME and XDG dir. */
export async function cli(args: string[], world: { cwd: string; home: string; xdg: string }) {
  const r = await execa('node', [CLI, ...args], {
    cwd: world.cwd,
    reject: false,
    stdin: 'ignore',
    extendEnv: false,
    env: { PATH: process.env.PATH, HOME: world.home, XDG_CONFIG_HOME: world.xdg },
  });
  return { exitCode: r.exitCode, stdout: String(r.stdout), stderr: String(r.stderr) };
}

/**
 * `cli` in the test process (runCliInProcess): the same entry and output, in `cwd` with HOME and XDG_CONFIG_HOME set
 * for the call (the only variables the layers read), without a node start per call.
 */
export async function cliInProcess(args: string[], world: { cwd: string; home: string; xdg: string }) {
  return runCliInProcess(args, { cwd: world.cwd, env: { HOME: world.home, XDG_CONFIG_HOME: world.xdg } });
}
