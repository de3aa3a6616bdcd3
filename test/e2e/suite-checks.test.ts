/**
 * Four cases of one suite, run once through the CLI with the real cline (in
 * bubblewrap) against the scripted model, each checked by its own test below:
 * a negative case whose skill loads anyway, a change over its diff_scope
 * limits, a command check with hidden setup files, and links planted where such files go.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiffScopeSchema } from '../../src/diff/schema.js';
import { SuiteResultsSchema, type SuiteResults } from '../../src/results/schema.js';
import { TranscriptSchema } from '../../src/transcript/schema.js';
import { runCli } from '../helpers/cli.js';
import { git, writeTree } from '../helpers/git.js';

const call = (id: string, name: string, args: Record<string, unknown>) => ({ id, name, arguments: args });

/** The env every case starts from: a bug in add(), and a .gitignore the diff must honour. */
const FIXTURES = {
  'fixtures/.gitignore': '__pycache__/\nbuild/\n',
  'fixtures/calc.py': 'def add(a, b):\n    return a - b\n',
  'fixtures/README.md': '# calc\n',
};

const SCRIPTS = {
  // Asked a question, the agent loads the staged skill anyway.
  'loads.json': {
    turns: [{ content: 'calc.py defines add().' }],
    if_tool_offered: {
      skills: [{ tool_calls: [call('load', 'skills', { skill: '{staged_skill}' })] }, { content: 'calc.py defines add(), meant to add two numbers.' }],
    },
  },
  // The fix, plus a test under tests/, a notes file and an ignored build log.
  'sprawl.json': [
    {
      tool_calls: [
        call('fix', 'editor', { path: '{env}/calc.py', old_text: 'return a - b', new_text: 'return a + b' }),
        call('test', 'editor', { path: '{env}/tests/test_calc.py', new_text: 'from calc import add\n\nassert add(1, 2) == 3\n' }),
        call('notes', 'editor', { path: '{env}/NOTES.md', new_text: '# Notes\nadd() subtracted.\n' }),
        call('log', 'run_commands', { commands: ['mkdir -p build && echo built > build/out.log'] }),
      ],
    },
    { content: 'Fixed add(), added a test and notes.' },
  ],
  // The agent looks around first: the hidden test is not in the env while it works.
  'fix.json': [
    { tool_calls: [call('look', 'run_commands', { commands: ['ls -A {env}'] })] },
    { tool_calls: [call('fix', 'editor', { path: '{env}/calc.py', old_text: 'return a - b', new_text: 'return a + b' })] },
    { content: 'Fixed add() in calc.py.' },
  ],
};

const SUITE = `name = "scope"
skill = "skill"
guard = false
sandbox = "auto"
timeout = 120
jobs = 2

[[case]]
id = "loads-anyway"
prompt = "What does calc.py do? Answer in one sentence and change nothing."
fixtures = "fixtures"
conditions = ["with_skill"]
script = "loads.json"
skill_should_trigger = false

[[case.check]]
name = "leaves the skill alone"
type = "skill_invoked"

[[case.check]]
name = "answers"
type = "final_text"
pattern = "add\\\\(\\\\)"

[[case]]
id = "sprawl"
prompt = "Fix add() in calc.py."
fixtures = "fixtures"
conditions = ["with_skill"]
script = "sprawl.json"

[[case.check]]
name = "a small change"
type = "diff_scope"
max_files_touched = 1
max_lines_changed = 4
forbidden_paths = ["tests/**"]

[[case.check]]
name = "the fix itself"
type = "file_contains"
path = "calc.py"
pattern = "a \\\\+ b"

[[case]]
id = "hidden-test"
prompt = "Fix add() in calc.py."
fixtures = "fixtures"
conditions = ["with_skill"]
script = "fix.json"

[[case.check]]
name = "the hidden test passes"
type = "command"
run = "python3 hidden_test.py"
setup_files = ["hidden/hidden_test.py"]
expect_stdout = "^hidden test: 2 passed$"
# No __pycache__ left in the env, whatever the machine's Python defaults.
env = { PYTHONDONTWRITEBYTECODE = "1" }

[[case.check]]
name = "the hidden test is gone"
type = "command"
run = "test ! -e hidden_test.py"

[[case.check]]
name = "only calc.py changed"
type = "diff_scope"
max_files_touched = 1
allowed_paths = ["calc.py"]

[[case]]
id = "planted-links"
prompt = "Fix add() in calc.py."
fixtures = "fixtures"
conditions = ["with_skill"]
script = "links.json"

[[case.check]]
name = "the hidden test passes"
type = "command"
run = "python3 hidden_test.py"
setup_files = ["hidden/hidden_test.py"]
expect_stdout = "^hidden test: 2 passed$"
env = { PYTHONDONTWRITEBYTECODE = "1" }

[[case.check]]
name = "a hidden test under tests/"
type = "command"
run = "true"
setup_files = ["hidden2"]
`;

/** The agent fixes add() and leaves links out of its env where the hidden tests go (a file, and the tests/ dir). */
const linksScript = (outside: string) => [
  { tool_calls: [call('fix', 'editor', { path: '{env}/calc.py', old_text: 'return a - b', new_text: 'return a + b' })] },
  { tool_calls: [call('plant', 'run_commands', { commands: [`ln -s ${outside}/target.txt {env}/hidden_test.py && ln -s ${outside} {env}/tests`] })] },
  { content: 'Fixed add() in calc.py.' },
];

let root: string;
let run: Awaited<ReturnType<typeof runCli>>;
let results: SuiteResults;
const task = (id: string) => results.tasks.find((t) => t.task_id === `${id}/with_skill/r1`)!;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'ch-suite-checks-'));
  await writeTree(root, {
    ...FIXTURES,
    ...Object.fromEntries(Object.entries(SCRIPTS).map(([name, script]) => [name, JSON.stringify(script)])),
    'skill/SKILL.md': '---\nname: calc-helper\ndescription: Helps with calc.py changes\n---\nKeep changes small.\n',
    'hidden/hidden_test.py': 'from calc import add\n\nassert add(2, 3) == 5\nassert add(-1, 1) == 0\nprint("hidden test: 2 passed")\n',
    'hidden2/tests/t.py': 'print("hidden")\n',
    'links.json': JSON.stringify(linksScript(join(root, 'outside'))),
    'outside/target.txt': 'outside the env\n',
    'outside/t.py': 'outside the env\n',
    'suite.toml': SUITE,
  });
  // Envs are kept (in this test's own temp dir) to look at them after the whole run.
  await writeTree(root, { 'tmp/.keep': '' });
  run = await runCli(['suite', 'run', join(root, 'suite.toml'), '--out', join(root, 'out'), '--keep-envs'], { env: { TMPDIR: join(root, 'tmp') } });
  results = SuiteResultsSchema.parse(JSON.parse(await readFile(join(root, 'out', 'results.json'), 'utf8')));
}, 600_000);

afterAll(async () => {
  if (!root) return;
  // Kept envs may hold read-only copies of the suite's snapshot.
  await promisify(execFile)('chmod', ['-R', 'u+w', root]).catch(() => undefined);
  await rm(root, { recursive: true, force: true });
});

describe('a suite run with a negative case, a diff over its limits, hidden setup files and planted links (real cline)', () => {
  it('exits 1 with both failing cases named and the hidden-test case passing', () => {
    expect(run.exitCode, run.stderr).toBe(1);
    expect(results.tasks.map((t) => [t.task_id, t.status])).toEqual([
      ['loads-anyway/with_skill/r1', 'failed'],
      ['sprawl/with_skill/r1', 'failed'],
      ['hidden-test/with_skill/r1', 'passed'],
      ['planted-links/with_skill/r1', 'failed'],
    ]);
    expect(run.stderr).toContain('✗ loads-anyway with_skill: gate failed: min_pass_rate');
    expect(run.stderr).toContain('✗ sprawl with_skill: gate failed: min_pass_rate');
  });

  it('fails a negative case whose skill loads: skill_invoked is inverted, and the case stays out of the invocation rate', () => {
    const negative = task('loads-anyway');
    expect(negative).toMatchObject({ skill_should_trigger: false, skill_invoked: true, status: 'failed' });
    const [skill, answer] = negative.checks;
    expect(skill).toMatchObject({ name: 'leaves the skill alone', type: 'skill_invoked', status: 'failed', passed: false });
    expect(skill!.evidence).toBe(`negative case (the skill should not trigger): it loaded: #0 skills {"skill":"${negative.staged_skill}"}`);
    // The answer itself was fine: the skill loading alone fails the task.
    expect(answer).toMatchObject({ name: 'answers', status: 'passed' });
    expect(results.conditions.find((c) => c.case_id === 'loads-anyway')).toMatchObject({ pass_rate: 0, skill_invocation_rate: null });
    // A positive case in the same run keeps its rate.
    expect(results.conditions.find((c) => c.case_id === 'sprawl')!.skill_invocation_rate).toBe(0);
  });

  it('fails a change over max_files_touched, max_lines_changed and forbidden_paths, says why, and keeps diff.patch and diff-scope.json', async () => {
    const sprawl = task('sprawl');
    const [scope, fix] = sprawl.checks;
    expect(fix).toMatchObject({ name: 'the fix itself', status: 'passed' });
    expect(scope).toMatchObject({ name: 'a small change', type: 'diff_scope', status: 'failed', passed: false });
    const [why, summary] = scope!.evidence.split('\n');
    expect(why).toBe('3 files touched, max 1; 7 lines changed, max 4; in forbidden_paths: tests/test_calc.py');
    expect(summary).toMatch(/^3 files touched \(NOTES\.md, calc\.py, tests\/test_calc\.py\), 7 lines changed \(\+6 -1\), 3 hunks since [0-9a-f]{12}$/);
    // The ignored build log is no change.
    expect(sprawl.diff).toMatchObject({ files_touched: 3, lines_added: 6, lines_removed: 1, hunks: 3 });
    expect(sprawl.diff!.files.map((f) => [f.path, f.status])).toEqual([['NOTES.md', 'added'], ['calc.py', 'modified'], ['tests/test_calc.py', 'added']]);
    expect(DiffScopeSchema.parse(JSON.parse(await readFile(join(sprawl.artifacts, 'diff-scope.json'), 'utf8')))).toEqual(sprawl.diff);
    const patch = await readFile(join(sprawl.artifacts, 'diff.patch'), 'utf8');
    expect(patch).toContain('+++ b/tests/test_calc.py');
    expect(patch).toContain('-    return a - b\n+    return a + b\n');
    expect(patch).not.toContain('build/out.log');
  });

  it('copies hidden setup files in for their command check only: the agent never saw them, and they are gone and uncounted after', async () => {
    const hidden = task('hidden-test');
    // What the agent saw of the env while it worked.
    const transcript = TranscriptSchema.parse(JSON.parse(await readFile(join(hidden.artifacts, 'transcript.json'), 'utf8')));
    const look = transcript.tool_invocations.find((c) => c.name === 'run_commands')!;
    expect(look.result).toContain('calc.py');
    expect(look.result).not.toContain('hidden_test');
    expect(hidden.checks.map((c) => [c.name, c.status])).toEqual([
      ['the hidden test passes', 'passed'],
      ['the hidden test is gone', 'passed'],
      ['only calc.py changed', 'passed'],
    ]);
    const evidence = hidden.checks[0]!.evidence;
    expect(evidence).toMatch(/^exit 0 after \d+\.\d\d s\nsetup files: hidden_test\.py \(removed after\)\nstdout matched "hidden test: 2 passed"/);
    expect(hidden.diff!.files.map((f) => f.path)).toEqual(['calc.py']);
    expect(await readFile(join(hidden.artifacts, 'diff.patch'), 'utf8')).not.toContain('hidden_test');
    // The kept env, after every check: the agent's fix, and nothing of the hidden test.
    const env = join(String(look.args.command).replace(/^ls -A /, ''));
    expect(env.startsWith(join(root, 'tmp'))).toBe(true);
    expect((await readdir(env)).sort()).toEqual(['.git', '.gitignore', 'README.md', 'calc.py']);
    expect(await git(env, ['status', '--porcelain'])).toBe('M calc.py');
  });

  it('writes no setup file through a link the agent planted: a file link is moved aside and put back, a dir link fails its check', async () => {
    const planted = task('planted-links');
    expect(planted.checks.map((c) => [c.name, c.status])).toEqual([
      ['the hidden test passes', 'passed'],
      ['a hidden test under tests/', 'failed'],
    ]);
    expect(planted.checks[1]!.evidence).toBe(
      'not run: setup file tests/t.py: tests in the env is a link or not a directory; refusing to write through it',
    );
    // Nothing outside the env was written through either link.
    expect(await readFile(join(root, 'outside', 'target.txt'), 'utf8')).toBe('outside the env\n');
    expect(await readFile(join(root, 'outside', 't.py'), 'utf8')).toBe('outside the env\n');
    expect((await readdir(join(root, 'outside'))).sort()).toEqual(['t.py', 'target.txt']);
  });
});
