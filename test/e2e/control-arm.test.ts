/**
 * A control arm that a skill reaches anyway: the user's fixtures already hold
 * a same-named skill under `.cline/skills`. Nothing is staged, yet cline offers
 * the skills tool and the agent loads it; the comparison would be void, so the
 * task must be marked invalid (the real cline against the scripted model).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinDescriptor } from '../../src/descriptor/index.js';
import { loadSuite } from '../../src/suite/load.js';
import { runSuite } from '../../src/suite/suite.js';
import { useTempDirs } from '../helpers/temp.js';

const descriptor = builtinDescriptor();
const tempDir = useTempDirs();

describe('a control arm reached by a skill', () => {
  it('is marked invalid when cline offers the skills tool and the agent loads a skill nobody staged', async () => {
    const dir = await tempDir();
    const skillDoc = '---\nname: tiny\ndescription: Says done\n---\nSay done.\n';
    await mkdir(join(dir, 'skill'));
    await writeFile(join(dir, 'skill', 'SKILL.md'), skillDoc);
    await mkdir(join(dir, 'fixtures', '.cline', 'skills', 'tiny'), { recursive: true });
    await writeFile(join(dir, 'fixtures', '.cline', 'skills', 'tiny', 'SKILL.md'), skillDoc);
    await writeFile(join(dir, 'fixtures', 'notes.md'), 'a note\n');
    const script = {
      turns: [{ content: 'done' }],
      if_tool_offered: { skills: [{ tool_calls: [{ id: 'load', name: 'skills', arguments: { skill: 'tiny' } }] }, { content: 'done' }] },
    };
    await writeFile(join(dir, 'script.json'), JSON.stringify(script));
    await writeFile(
      join(dir, 'suite.toml'),
      [
        'name = "control"',
        'skill = "skill"',
        'guard = false',
        'sandbox = "none"',
        'timeout = 180',
        '[[case]]',
        'id = "plain"',
        'prompt = "Say that you are done"',
        'fixtures = "fixtures"',
        'conditions = ["without_skill"]',
        'script = "script.json"',
        '[[case.check]]',
        'type = "final_text"',
        'pattern = "done"',
        '',
      ].join('\n'),
    );
    const { results } = await runSuite(await loadSuite(join(dir, 'suite.toml')), { descriptor, out: join(dir, 'out'), jobs: 1 });
    const [task] = results.tasks;
    expect(task!.condition).toBe('without_skill');
    // Its check passed; the record still cannot stand as a control.
    expect(task!.checks.map((c) => c.passed)).toEqual([true]);
    expect(task!.status).toBe('invalid');
    const errors = task!.validity_errors.join('\n');
    expect(errors).toContain('nothing was staged, yet cline offered the skills tool');
    expect(errors).toContain('nothing was staged, yet the agent called skills');
    expect(results.conditions.find((c) => c.condition === 'without_skill')!.invalid).toBe(1);
  }, 300_000);
});
