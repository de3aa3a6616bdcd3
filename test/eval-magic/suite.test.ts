/** eval-magic output of a suite whose old skill comes from git (no cline run: the task artifacts are what a run left, or nothing). */
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EvalMagicRunRecordSchema, writeSuiteEvalMagic } from '../../src/eval-magic/index.js';
import { loadSuite } from '../../src/suite/load.js';
import { gitRepo, writeTree } from '../helpers/git.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();

describe('writeSuiteEvalMagic with old_skill = { git = REF }', () => {
  it("names the old skill's SKILL.md exported at the resolved commit, and its ref, commit and branch in skill_source", async () => {
    const dir = await tempDir();
    const skill = (description: string) => ({ files: { 'tiny/SKILL.md': `---\nname: tiny\ndescription: ${description}\n---\nBody.\n` } });
    const [previous] = await gitRepo(join(dir, 'skills'), [skill('old'), skill('new')]);
    // Uncommitted work in the new skill: the old one must still be the commit's, not the working tree's.
    await writeTree(dir, {
      'skills/tiny/SKILL.md': '---\nname: tiny\ndescription: newer, uncommitted\n---\nBody.\n',
      'script.json': JSON.stringify([{ content: 'ok' }]),
      'suite.toml':
        'name = "t"\nskill = "skills/tiny"\nold_skill = { git = "HEAD~1" }\n\n' +
        '[[case]]\nid = "a"\nprompt = "Do it"\nscript = "script.json"\nconditions = ["old_skill", "new_skill"]\n',
    });
    const suite = await loadSuite(join(dir, 'suite.toml'));
    const artifacts = join(dir, 'tasks');
    await mkdir(artifacts);
    const task = (condition: string) => ({ case_id: 'a', condition, repeat: 1, artifacts, checks: [] });
    const out = join(dir, 'em');
    await writeSuiteEvalMagic(suite, { tasks: [task('old_skill'), task('new_skill')], conditions: [] }, out);

    const record = async (condition: string) =>
      EvalMagicRunRecordSchema.parse(JSON.parse(await readFile(join(out, 'iteration-1', 'eval-a', condition, 'run.json'), 'utf8')));
    const old = await record('old_skill');
    expect(old.skill_path).toBe(join(out, 'iteration-1', '.skills', 'old_skill', 'tiny', 'SKILL.md'));
    expect(await readFile(old.skill_path!, 'utf8')).toContain('description: old');
    expect(old.skill_source).toEqual({
      kind: 'git',
      source: join(dir, 'skills', 'tiny'),
      resolved_path: join(out, 'iteration-1', '.skills', 'old_skill', 'tiny'),
      ref: 'HEAD~1',
      revision: previous,
      branch: 'main',
      host_local: true,
      dirty: false,
    });
    // The new skill is the live directory, as before.
    const fresh = await record('new_skill');
    expect(fresh.skill_path).toBe(join(dir, 'skills', 'tiny', 'SKILL.md'));
    expect(fresh.skill_source).toBeUndefined();
  });
});
