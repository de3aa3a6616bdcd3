import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readSkillDocument } from '../../src/staging/frontmatter.js';
import { parseTranscriptFile } from '../../src/transcript/index.js';
import { eventsPath } from '../transcript/captures.js';

/**
 * The oracle: real cline 3.0.65 loaded every SKILL.md of these scenarios
 * (`npm run capture`), the scripted model called the `skills` tool for each
 * by name, and once with an unknown name, whose answer lists every skill cline
 * loaded. The harness's reading of each file must predict all of it.
 */
const SCENARIOS = ['skill-frontmatter', 'skill-frontmatter-edge'];
const SCENARIOS_DIR = fileURLToPath(new URL('../../fixtures/scenarios/', import.meta.url));

async function clineAnswers(scenario: string): Promise<Map<string, string>> {
  const transcript = await parseTranscriptFile(eventsPath(scenario));
  const answers = new Map<string, string>();
  for (const call of transcript.tool_invocations) {
    if (call.name === 'skills') answers.set(String((call.args as { skill: string }).skill), String(call.result));
  }
  return answers;
}

function skillFiles(scenario: string): { dir: string; text: string }[] {
  const root = join(SCENARIOS_DIR, scenario, 'skills');
  return readdirSync(root)
    .sort()
    .map((dir) => ({ dir, text: readFileSync(join(root, dir, 'SKILL.md'), 'utf8') }));
}

describe.each(SCENARIOS)('SKILL.md as cline reads it: %s', (scenario) => {
  it('loads exactly the skills cline listed', async () => {
    const answers = await clineAnswers(scenario);
    const listed = /Available skills: (.*)$/.exec(answers.get('no-such-skill') ?? '')?.[1]?.split(', ');
    const predicted = skillFiles(scenario)
      .map(({ dir, text }) => readSkillDocument(text, dir))
      .flatMap((r) => (r.ok && !r.skill.disabled ? [r.skill.name] : []))
      .sort();
    expect(predicted.length).toBeGreaterThan(0);
    expect(listed).toEqual(predicted);
  });

  it.each(skillFiles(scenario))('$dir: name, description and instructions equal what the skills tool returned', async ({ dir, text }) => {
    const answers = await clineAnswers(scenario);
    const reading = readSkillDocument(text, dir);
    if (!reading.ok) {
      // Skipped by cline: not found under its directory name.
      expect(answers.get(dir)).toMatch(new RegExp(`^Skill "${dir}" not found\\.`));
      return;
    }
    const { skill } = reading;
    const answer = answers.get(skill.name);
    if (skill.disabled) return expect(answer).toBe(`Skill "${skill.name}" is configured but disabled.`);
    expect(answer).toBe(
      `<command-name>${skill.name}</command-name>\n<command-instructions>\n` +
        (skill.description === null ? '' : `Description: ${skill.description}\n\n`) +
        `${skill.instructions}\n</command-instructions>`,
    );
    // The issue's own wording: the harness's description is the text of cline's `Description:` line(s).
    const described = /\nDescription: ([\s\S]*?)\n\n/.exec(answer ?? '')?.[1] ?? null;
    expect(skill.description).toBe(described);
  });
});

describe('the measured edge cases', () => {
  const reading = (dir: string) => {
    const file = skillFiles('skill-frontmatter-edge').find((f) => f.dir === dir)!;
    return readSkillDocument(file.text, dir);
  };

  it('skips what cline skips, with the line of the problem', () => {
    expect(reading('malformed')).toMatchObject({ ok: false, line: 3, problem: expect.stringMatching(/^YAML error in the frontmatter: Flow sequence/) });
    expect(reading('duplicate-key')).toMatchObject({ ok: false, line: 4, problem: expect.stringMatching(/Map keys must be unique/) });
    expect(reading('name-number')).toMatchObject({ ok: false, line: 2, problem: 'frontmatter field `name` must be a string' });
    expect(reading('description-list')).toMatchObject({ ok: false, line: 3, problem: 'frontmatter field `description` must be a string' });
    expect(reading('disabled-yes')).toMatchObject({ ok: false, line: 4, problem: 'frontmatter field `disabled` must be true or false' });
    expect(reading('empty-body')).toMatchObject({ ok: false, line: null, problem: 'its body (after the frontmatter) is empty' });
  });

  it('loads what cline loads anyway, warning where the agent sees something else', () => {
    expect(reading('dir-differs')).toMatchObject({ ok: true, skill: { name: 'other-name', namedBy: 'frontmatter' }, warnings: [] });
    expect(reading('no-name')).toMatchObject({ ok: true, skill: { name: 'no-name', namedBy: 'directory' }, warnings: [] });
    expect(reading('empty-name')).toMatchObject({ ok: true, skill: { name: 'empty-name', namedBy: 'directory' } });
    expect(reading('no-description')).toMatchObject({
      ok: true,
      skill: { description: null },
      warnings: ['its frontmatter has no description, so cline shows none'],
    });
    expect(reading('no-frontmatter')).toMatchObject({
      ok: true,
      skill: { name: 'no-frontmatter', description: null },
      warnings: [expect.stringMatching(/^it has no frontmatter/)],
    });
    expect(reading('fence-space')).toMatchObject({ ok: true, warnings: [expect.stringMatching(/^its first line is "--- ", not exactly "---"/)] });
    expect(reading('not-a-map')).toMatchObject({ ok: true, warnings: [expect.stringMatching(/not a YAML mapping/), expect.stringMatching(/no description/)] });
    expect(reading('disabled-true')).toMatchObject({ ok: true, skill: { disabled: true } });
  });
});
