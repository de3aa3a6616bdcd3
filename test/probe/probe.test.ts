import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { CLI, runCli, runCliInProcess } from '../helpers/cli.js';
import { withLimitPastModelStart } from '../helpers/reach.js';
import { useModelServers } from '../helpers/model.js';
import { useTempDirs } from '../helpers/temp.js';

const modelServer = useModelServers();
const tempDir = useTempDirs();

/** Runs the CLI on a pseudo-terminal (util-linux `script`), typing `answer` at the prompt. */
async function runOnTty(args: string[], answer: string, home: string) {
  const command = ['node', CLI, ...args].map((w) => `'${w.replaceAll("'", `'\\''`)}'`).join(' ');
  const r = await execa('script', ['-qec', command, '/dev/null'], { input: `${answer}\n`, reject: false, env: { HOME: home }, timeout: 120_000 });
  return { exitCode: r.exitCode, output: String(r.stdout) };
}

const provider = (url: string) => ['--provider', 'openai-compatible', '--base-url', url, '--model', 'scripted-1'];

describe('cline-harness harness probe', () => {
  // --offline's four ✓ lines against the bundled model, and the refusal without --yes off a terminal (exit 2, nothing sent):
  // test/cli/options.test.ts's harness probe case, through dist/cli.js.

  it('reports ✗ and exits 1 when the model never answers, having asked it with the provider flags given', async () => {
    // The probe's limit must run out on the hung model, not in cline's start on a loaded machine: retried longer until it does.
    const { limitS, value: r } = await withLimitPastModelStart(12, async (limit) => {
      const server = await modelServer([{ content: 'Thinking', hang: true }]);
      // The provider flags spelled out: test/cli/options.test.ts's harness probe case for them is this run.
      const run = await runCli([
        'harness', 'probe', '--yes', '--probe-timeout', String(limit),
        '--provider', 'openai-compatible', '--base-url', server.url, '--api-key', 'key-for-probe', '--model', 'model-for-probe',
      ]);
      const chats = server.requests.filter((q) => q.turn !== null);
      return { reachedModel: chats.length > 0, value: { ...run, chats } };
    });
    // --provider openai-compatible, --base-url, --model and --api-key all reached the code: the model at that address was
    // asked for that model with that key.
    expect(r.chats.length).toBeGreaterThan(0);
    expect(r.chats.every((q) => q.model === 'model-for-probe' && q.api_key === 'key-for-probe')).toBe(true);
    expect(r.exitCode).toBe(1);
    expect(r.stdout).toMatch(/^✓ cline found/m);
    expect(r.stdout).toContain(`✗ run_result present and completed: no run_result line (status timed_out; timed out after ${limitS} s`);
    expect(r.stdout).toMatch(/^✗ final message non-empty: empty/m);
  }, 600_000);

  it('exits 3 with a ✗ line when cline is missing', async () => {
    const r = await runCli(['harness', 'probe', '--offline', '--cline-bin', '/nonexistent/cline']);
    expect(r.exitCode).toBe(3);
    expect(r.stdout.split('\n')[0]).toBe('✗ cline found: --cline-bin /nonexistent/cline is not an executable file');
    expect(r.stdout).toMatch(/^✗ events stream non-empty: not checked: cline was not found$/m);
  });

  it('asks on a terminal: n sends nothing, y runs the probe', async () => {
    const home = await tempDir();
    const server = await modelServer([{ content: 'Hello there.' }]);
    const no = await runOnTty(['harness', 'probe', ...provider(server.url)], 'n', home);
    expect(no.output).toMatch(/may cost tokens\. Continue\? \[y\/N\]/);
    expect(no.output).toContain('not confirmed; nothing was sent');
    expect(no.exitCode).toBe(2);
    expect(server.requests).toHaveLength(0);

    const yes = await runOnTty(['harness', 'probe', ...provider(server.url)], 'y', home);
    expect(yes.output).toContain('✓ final message non-empty: "Hello there."');
    expect(yes.exitCode).toBe(0);
    expect(server.requests.length).toBeGreaterThan(0);
  });

  it('explains itself in --help and rejects provider flags with --offline', async () => {
    // In-process (runCliInProcess): yargs' text and a refusal before anything runs; real exit codes are checked above.
    const help = await runCliInProcess(['harness', 'probe', '--help']);
    expect(help.stdout).toMatch(/--offline/);
    expect(help.stdout).toMatch(/3 cline not found/);
    const bad = await runCliInProcess(['harness', 'probe', '--offline', '--model', 'x']);
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toMatch(/--offline uses the scripted model/);
  });
});
