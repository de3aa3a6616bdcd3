/**
 * Suites whose sources come from git, against the real cline and the scripted
 * model: a case's `codebase` at a tag, and `old_skill = { git = "HEAD~1" }`
 * with uncommitted changes under the skill.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SuiteResultsSchema } from '../../src/results/schema.js';
import { runCli } from '../helpers/cli.js';
import { git, gitRepo, writeTree } from '../helpers/git.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();

async function readResults(out: string) {
  return SuiteResultsSchema.parse(JSON.parse(await readFile(join(out, 'results.json'), 'utf8')));
}

const DONE = JSON.stringify([{ content: 'I am done.' }]);
const SKILL = (description: string, body = 'Say done.') => `---\nname: tiny\ndescription: ${description}\n---\n${body}\n`;

describe('a case with codebase = { path, ref }', () => {
  // Every env started from the tree at the tag, its commit recorded, the repository left alone: the old_skill suite below,
  // whose case has a codebase (one suite run for both).

  it('exits 2 before any task when the ref names no commit, naming the file, line and field', async () => {
    const dir = await tempDir();
    await gitRepo(join(dir, 'service'), [{ files: { 'app.py': 'x' } }]);
    await writeTree(dir, {
      'skill/SKILL.md': SKILL('d'),
      'script.json': DONE,
      'suite.toml':
        'name = "bad"\nskill = "skill"\n\n[[case]]\nid = "a"\nprompt = "Say done"\nscript = "script.json"\n' +
        'codebase = { path = "service", ref = "v1.2.0" }\n',
    });
    const run = await runCli(['suite', 'run', join(dir, 'suite.toml'), '--out', join(dir, 'out')]);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain(`${join(dir, 'suite.toml')}:8: case[1].codebase.ref: "v1.2.0" names no commit of ${join(dir, 'service', '.git')}`);
    expect(await readdir(dir)).not.toContain('out');
  });
});

describe('old_skill = { git = "HEAD~1" }, and a case with codebase = { path, ref }', () => {
  it('stages the skill as it was one commit ago in the old_skill arm, records the commit, and warns about uncommitted changes under the skill; ' +
    'starts every env from the codebase at the tag, not HEAD, records the commit, and leaves that repository alone', async () => {
    const repo = await tempDir();
    const [previous] = await gitRepo(repo, [
      { files: { 'skills/tiny/SKILL.md': SKILL('Old description of the tiny skill') } },
      { files: { 'skills/tiny/SKILL.md': SKILL('New description of the tiny skill') } },
    ]);
    // The case's codebase: a repository of its own beside the suite, tagged at its first commit, with a later one on top.
    const [tagged, head] = await gitRepo(join(repo, 'service'), [
      { files: { 'app.py': 'VERSION = "1.2.0"\n', 'lib/util.py': 'def f(): pass\n' }, tag: 'v1.2.0' },
      { files: { 'app.py': 'VERSION = "2.0.0"\n', NEWS: 'two\n' } },
    ]);
    // Uncommitted work under the skill; the suite and its script are untracked too, outside the skill.
    await writeTree(repo, {
      'skills/tiny/SKILL.md': SKILL('New description of the tiny skill', 'Say done, and say it well.'),
      'script.json': DONE,
      'suite.toml': `name = "revision"\nskill = "skills/tiny"\nold_skill = { git = "HEAD~1" }\nguard = false\nsandbox = "none"\ntimeout = 120\njobs = 2\n
[[case]]
id = "revised"
prompt = "Say that you are done"
script = "script.json"
conditions = ["old_skill", "new_skill"]
codebase = { path = "service", ref = "v1.2.0" }

[[case.check]]
type = "final_text"
pattern = "done"

[[case.check]]
name = "the tagged app"
type = "file_contains"
path = "app.py"
pattern = 'VERSION = "1\\.2\\.0"'

[[case.check]]
# The env is its own repository, one commit of the exported tree, not a clone of the service.
name = "nothing from after the tag"
type = "command"
run = 'test ! -e NEWS && test -f lib/util.py && test "$(git rev-list --count HEAD)" = 1'
`,
    });
    const out = join(repo, 'out');
    const summary = join(repo, 'summary.md');
    const run = await runCli(['suite', 'run', join(repo, 'suite.toml'), '--out', out, '--summary-md', summary]);
    expect(run.exitCode, run.stderr).toBe(0);
    const results = await readResults(out);
    const arm = (condition: string) => results.tasks.find((t) => t.condition === condition)!;
    expect(arm('old_skill')).toMatchObject({ status: 'passed', staged_description: 'Old description of the tiny skill' });
    expect(arm('new_skill')).toMatchObject({ status: 'passed', staged_description: 'New description of the tiny skill' });
    expect(results.old_skill_git).toEqual({ path: join(repo, 'skills', 'tiny'), ref: 'HEAD~1', commit: previous, dirty: true });
    const warning =
      'the skill has uncommitted changes (git status:  M skills/tiny/SKILL.md): the new version is the working tree, ' +
      `the old one HEAD~1 (${previous!.slice(0, 12)}), so the comparison includes changes that are in no commit`;
    for (const condition of ['old_skill', 'new_skill']) expect(arm(condition).warnings).toContain(warning);
    expect(run.stderr).toContain(`note: ${warning}`);
    expect(await readFile(summary, 'utf8')).toContain('**the skill had uncommitted changes**');
    // The working tree keeps the user's uncommitted change.
    expect(await readFile(join(repo, 'skills', 'tiny', 'SKILL.md'), 'utf8')).toContain('say it well');
    expect(await git(repo, ['status', '--porcelain', '--', 'skills'])).toBe('M skills/tiny/SKILL.md');

    // The codebase, in both arms: the tree at the tag (the checks pass), its commit recorded, nothing changed by the agent.
    expect(results.tasks).toHaveLength(2);
    for (const task of results.tasks) {
      expect(task.codebase).toEqual({ path: join(repo, 'service'), ref: 'v1.2.0', commit: tagged });
      expect(task.checks.map((c) => c.status)).toEqual(['passed', 'passed', 'passed']);
      expect(task.checks.slice(1).map((c) => c.name)).toEqual(['the tagged app', 'nothing from after the tag']);
      // The export was committed in the env's own repository: the agent changed nothing.
      expect(task.diff).toMatchObject({ files_touched: 0 });
    }
    expect(await readFile(join(out, 'report.html'), 'utf8')).toContain(`at v1.2.0 (${tagged!.slice(0, 12)})`);
    // The codebase's repository is as it was: same HEAD, nothing changed or added.
    expect(await git(join(repo, 'service'), ['rev-parse', 'HEAD'])).toBe(head);
    expect(await git(join(repo, 'service'), ['status', '--porcelain', '--ignored'])).toBe('');
  }, 600_000);
});
