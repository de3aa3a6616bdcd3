import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { execa, type Options } from 'execa';

export const CLI = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
export const CLINE_BIN = fileURLToPath(new URL('../../node_modules/.bin/cline', import.meta.url));

/** Runs the built CLI as a user would; never rejects, so tests can assert on exit codes. */
export async function runCli(args: string[], options: Options = {}) {
  const result = await execa('node', [CLI, ...args], { reject: false, stdin: 'ignore', ...options });
  return { exitCode: result.exitCode, stdout: String(result.stdout), stderr: String(result.stderr) };
}

/**
 * Runs the CLI's own entry (`runCli` of src/cli/main.ts, what dist/cli.js calls) inside the test process, with
 * its stdout and stderr (direct writes and console output, which yargs uses for --help) captured. For argument
 * parsing, --help and usage errors, where starting a fresh node per call costs a second or two and tests nothing
 * more; each command keeps at least one real-process test through `runCli`. Not for commands that start servers
 * or install signal handlers. Calls must not overlap (tests in a file run one after another).
 * `cwd`, `env` (variables to set, or with `undefined` to unset) and `input` (what stdin reads) apply for the call only.
 */
export async function runCliInProcess(args: string[], options: { cwd?: string; env?: Record<string, string | undefined>; input?: string } = {}) {
  // Loaded on first use: importing the whole CLI costs a file that never calls this nothing.
  const { runCli: runCliMain } = await import('../../src/cli/main.js');
  const out: string[] = [];
  const err: string[] = [];
  const text = (chunk: unknown) => (typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8'));
  const line = (parts: unknown[]) => parts.map((p) => (typeof p === 'string' ? p : String(p))).join(' ') + '\n';
  const saved = {
    stdout: process.stdout.write,
    stderr: process.stderr.write,
    log: console.log,
    info: console.info,
    warn: console.warn,
    error: console.error,
    exitCode: process.exitCode,
    cwd: process.cwd(),
    env: Object.fromEntries(Object.keys(options.env ?? {}).map((k) => [k, process.env[k]])),
    stdin: Object.getOwnPropertyDescriptor(process, 'stdin')!,
  };
  const setEnv = (vars: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(vars)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
  // As a stream's write: the callback (given as the second or third argument) is called once the chunk is taken.
  const capture = (into: string[]) =>
    ((chunk: unknown, encodingOrDone?: unknown, done?: unknown) => {
      into.push(text(chunk));
      const callback = typeof encodingOrDone === 'function' ? encodingOrDone : done;
      if (typeof callback === 'function') queueMicrotask(() => callback());
      return true;
    }) as typeof process.stdout.write;
  process.stdout.write = capture(out);
  process.stderr.write = capture(err);
  console.log = console.info = (...parts: unknown[]) => void out.push(line(parts));
  console.warn = console.error = (...parts: unknown[]) => void err.push(line(parts));
  process.exitCode = undefined;
  let exitCode: number;
  try {
    if (options.cwd) process.chdir(options.cwd);
    setEnv(options.env ?? {});
    if (options.input !== undefined) Object.defineProperty(process, 'stdin', { value: Readable.from([options.input]), configurable: true });
    exitCode = await runCliMain(args);
  } finally {
    process.chdir(saved.cwd);
    setEnv(saved.env);
    Object.defineProperty(process, 'stdin', saved.stdin);
    process.stdout.write = saved.stdout;
    process.stderr.write = saved.stderr;
    Object.assign(console, { log: saved.log, info: saved.info, warn: saved.warn, error: saved.error });
    process.exitCode = saved.exitCode;
  }
  // As execa reports them: without the final newline.
  return { exitCode, stdout: out.join('').replace(/\n$/, ''), stderr: err.join('').replace(/\n$/, '') };
}
