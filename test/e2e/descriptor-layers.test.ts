/**
 * A project descriptor layer reaches every step of `suite run` exactly as it
 * reaches `check`: the real cline against the scripted model, the suite's
 * results compared with `check` on the same events file, with and without the layer.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SuiteResultsSchema } from '../../src/results/schema.js';
import { runCli } from '../helpers/cli.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();

const REFUSAL = 'harness-test: request refused by site policy';

/** The agent reads a file, then runs a command that fails with the custom refusal wording, then answers. */
const SCRIPT = [
  { tool_calls: [{ id: 'read', name: 'read_files', arguments: { files: [{ path: '{env}/notes.txt' }] } }] },
  { tool_calls: [{ id: 'cmd', name: 'run_commands', arguments: { commands: [`echo '${REFUSAL}' >&2; exit 1`] } }] },
  { content: 'done' },
];

const CHECKS = `
[[check]]
name = "no refusals"
type = "max_denials"
max = 0

[[check]]
name = "ran a command before the first write"
type = "tool_called"
pattern = '^run_commands '
before = "first_write"
`;

/**
 * Two project layer files that each add one thing to the built-in descriptor (arrays replace, so the built-in entries
 * are repeated). Each check depends on one of them only, so one run with both shows each reaching suite run and check.
 */
const LAYER_FILES = {
  'refusal.toml': `[transcript.denials.sandbox]\ncontains = ["Read-only file system", "EROFS", "${REFUSAL}"]\n`,
  'role.toml': `[tools]\nwrite = ["editor", "read_files"]\n`,
};

type Verdicts = Record<string, boolean>;

/** Runs the one-task suite from a project dir holding the layer `files`, then `check` on that task's events, from the same dir. */
async function runBoth(files: Record<string, string>): Promise<{ suite: Verdicts; check: Verdicts; denials: Record<string, number> }> {
  const project = await tempDir();
  const config = await tempDir(); // an empty user layer, whatever the machine has
  const env = { XDG_CONFIG_HOME: config };
  for (const [name, text] of Object.entries(files)) {
    await mkdir(join(project, '.cline-harness', 'harnesses'), { recursive: true });
    await writeFile(join(project, '.cline-harness', 'harnesses', name), text);
  }
  await mkdir(join(project, 'skill'));
  await writeFile(join(project, 'skill', 'SKILL.md'), '---\nname: tiny\ndescription: d\n---\nSay done.\n');
  await mkdir(join(project, 'fixtures'));
  await writeFile(join(project, 'fixtures', 'notes.txt'), 'a note\n');
  await writeFile(join(project, 'script.json'), JSON.stringify(SCRIPT));
  await writeFile(join(project, 'checks.toml'), CHECKS);
  await writeFile(
    join(project, 'suite.toml'),
    'name = "layers"\nskill = "skill"\nguard = false\nsandbox = "none"\ntimeout = 120\n\n[model]\nprovider = "scripted"\nid = "scripted-1"\n\n' +
      '[[case]]\nid = "c"\nprompt = "Read the notes and run the command"\nfixtures = "fixtures"\nscript = "script.json"\nconditions = ["without_skill"]\n' +
      CHECKS.replaceAll('[[check]]', '[[case.check]]'),
  );

  const out = join(project, 'out');
  const run = await runCli(['suite', 'run', 'suite.toml', '--out', out], { cwd: project, env });
  expect([0, 1], run.stderr).toContain(run.exitCode);
  const results = SuiteResultsSchema.parse(JSON.parse(await readFile(join(out, 'results.json'), 'utf8')));
  const task = results.tasks[0]!;
  expect(task.dispatch_status, task.error ?? '').toBe('completed');

  const checked = await runCli(['check', join(task.artifacts, 'cline-events.jsonl'), '--spec', 'checks.toml', '--json'], { cwd: project, env });
  const report = JSON.parse(checked.stdout) as { results: { name: string; passed: boolean }[] };
  return {
    suite: Object.fromEntries(task.checks.map((c) => [c.name, c.passed])),
    check: Object.fromEntries(report.results.map((r) => [r.name, r.passed])),
    denials: task.denials,
  };
}

describe('a project descriptor layer in suite run and check', () => {
  it('changes suite run\'s results exactly as it changes check\'s: a refusal wording, and a tool added to a role', async () => {
    const none = await runBoth({});
    expect(none.check).toEqual({ 'no refusals': true, 'ran a command before the first write': true });
    expect(none.suite).toEqual(none.check);
    expect(none.denials).toEqual({});

    // Both layer files at once, each flipping its own check: the command's stderr now reads as a sandbox refusal, and
    // read_files now counts as a write, so the command comes after the first one.
    const layered = await runBoth(LAYER_FILES);
    expect(layered.check).toEqual({ 'no refusals': false, 'ran a command before the first write': false });
    expect(layered.suite).toEqual(layered.check);
    expect(layered.denials).toEqual({ sandbox: 1 });
  }, 600_000);
});
