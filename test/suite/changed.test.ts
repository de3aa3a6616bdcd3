/**
 * `--changed-since` and `--require-evals` on a real git repository: a skill
 * portfolio with one suite per skill, where the last commit touched one skill.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { git, gitRepo, writeTree } from '../helpers/git.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();

/** A skill with its own evals/suite.toml (scripted model, one case). */
function skillWithSuite(name: string, body: string): Record<string, string> {
  return {
    [`skills/${name}/SKILL.md`]: `---\nname: ${name}\ndescription: ${name} things\n---\n${body}\n`,
    [`skills/${name}/evals/script.json`]: JSON.stringify([{ content: 'done' }]),
    [`skills/${name}/evals/suite.toml`]:
      `name = "${name}-evals"\nskill = ".."\n\n[[case]]\nid = "basic"\nprompt = "Use ${name}"\nscript = "script.json"\n\n` +
      '[[case.check]]\ntype = "final_text"\npattern = "done"\n',
  };
}

describe('suite plan over a skill portfolio', () => {
  it('--changed-since HEAD~1 plans only the suite of the skill the last commit changed; --require-evals names a skill without a suite', async () => {
    const repo = await tempDir();
    await gitRepo(repo, [
      { files: { ...skillWithSuite('alpha', 'Do alpha.'), ...skillWithSuite('beta', 'Do beta.') } },
      { files: { 'skills/beta/SKILL.md': '---\nname: beta\ndescription: beta things\n---\nDo beta, better.\n' } },
    ]);

    const plan = await runCli(['suite', 'plan', 'skills', '--changed-since', 'HEAD~1'], { cwd: repo });
    expect(plan.exitCode, plan.stderr).toBe(0);
    expect(plan.stdout).toContain('# beta-evals (skills/beta/evals/suite.toml): skill changed: skills/beta/SKILL.md');
    expect(plan.stdout).toContain('basic/with_skill/r1');
    expect(plan.stdout).not.toContain('alpha');
    expect(plan.stderr).toContain('skipped alpha-evals');

    const json = await runCli(['suite', 'plan', 'skills', '--changed-since', 'HEAD~1', '--json'], { cwd: repo });
    const planned = JSON.parse(json.stdout) as { suites: { suite: string; tasks: { id: string }[] }[] };
    expect(planned.suites.map((s) => s.suite)).toEqual(['beta-evals']);
    expect(planned.suites[0]!.tasks.map((t) => t.id)).toEqual(['basic/with_skill/r1', 'basic/without_skill/r1']);

    // Without the ref, both suites; an uncommitted change counts as changed too.
    const all = await runCli(['suite', 'plan', 'skills', '--json'], { cwd: repo });
    expect((JSON.parse(all.stdout) as { suites: { suite: string }[] }).suites.map((s) => s.suite)).toEqual(['alpha-evals', 'beta-evals']);
    // The evals live inside the skill's directory, so they are part of what is staged: the skill changed too.
    await writeTree(repo, { 'skills/alpha/evals/script.json': JSON.stringify([{ content: 'done now' }]) });
    const dirty = await runCli(['suite', 'plan', 'skills', '--changed-since', 'HEAD', '--json'], { cwd: repo });
    expect((JSON.parse(dirty.stdout) as { suites: { suite: string; kept_because: string[] }[] }).suites).toEqual([
      expect.objectContaining({ suite: 'alpha-evals', kept_because: [
        'skill changed: skills/alpha/evals/script.json',
        'case basic script changed: skills/alpha/evals/script.json',
      ] }),
    ]);
    await git(repo, ['checkout', '--', '.']);

    // A project descriptor layer changes how every suite runs.
    await writeTree(repo, { '.cline-harness/harnesses/local.toml': '[prompt]\n' });
    const layer = await runCli(['suite', 'plan', 'skills', '--changed-since', 'HEAD', '--json'], { cwd: repo });
    const layered = JSON.parse(layer.stdout) as { suites: { suite: string; kept_because: string[] }[] };
    expect(layered.suites.map((s) => s.suite)).toEqual(['alpha-evals', 'beta-evals']);
    expect(layered.suites[0]!.kept_because[0]).toContain('descriptor layer changed: .cline-harness/harnesses/local.toml');
    await writeTree(repo, { '.cline-harness': null });

    const covered = await runCli(['suite', 'plan', 'skills', '--require-evals', 'skills'], { cwd: repo });
    expect(covered.exitCode, covered.stderr).toBe(0);
    await writeTree(repo, { 'skills/gamma/SKILL.md': '---\nname: gamma\ndescription: g\n---\nDo gamma.\n' });
    const uncovered = await runCli(['suite', 'plan', 'skills', '--require-evals', 'skills'], { cwd: repo });
    expect(uncovered.exitCode).toBe(2);
    expect(uncovered.stderr).toContain('skills without a suite (no suite found names them as its skill): gamma');
    expect(uncovered.stdout).toBe('');

    const badRef = await runCli(['suite', 'plan', 'skills', '--changed-since', 'no-such-ref'], { cwd: repo });
    expect(badRef.exitCode).toBe(2);
    expect(badRef.stderr).toContain('--changed-since no-such-ref');
  }, 120_000);
});
