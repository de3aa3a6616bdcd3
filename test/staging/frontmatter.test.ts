import { describe, expect, it } from 'vitest';
import { readSkillDocument, withSkillName } from '../../src/staging/frontmatter.js';

const SLUG = 'cline-harness-eval-1-with_skill__x';

describe('withSkillName', () => {
  it.each([
    ['a plain name', '---\nname: x\ndescription: d\n---\nBody\n', `---\nname: ${SLUG}\ndescription: d\n---\nBody\n`],
    [
      'CRLF, a BOM, comments and key order',
      '\uFEFF---\r\n# head\r\nlicense: MIT\r\nname: "x" # the name\r\ndescription: >-\r\n  d\r\n---\r\nBody\r\n',
      `\uFEFF---\r\n# head\r\nlicense: MIT\r\nname: ${SLUG} # the name\r\ndescription: >-\r\n  d\r\n---\r\nBody\r\n`,
    ],
    ['a folded block name', '---\nname: >-\n  x\n  y\ndescription: d\n---\nBody\n', `---\nname: ${SLUG}\ndescription: d\n---\nBody\n`],
    ['a name on the next line', '---\nname:\n  x\ndescription: d\n---\nBody\n', `---\nname:\n  ${SLUG}\ndescription: d\n---\nBody\n`],
    ['a nested name left alone', '---\nmeta:\n  name: inner\nname: x\n---\nBody\n', `---\nmeta:\n  name: inner\nname: ${SLUG}\n---\nBody\n`],
  ])('rewrites only the name value: %s', (_what, input, expected) => {
    expect(withSkillName(input, SLUG)).toBe(expected);
    const reading = readSkillDocument(expected, SLUG);
    expect(reading.ok && reading.skill.name).toBe(SLUG);
  });

  it.each([
    ['no frontmatter', '# Title\nBody\n'],
    ['no name key', '---\ndescription: d\n---\nBody\n'],
    ['an empty name', '---\nname: ""\ndescription: d\n---\nBody\n'],
  ])('leaves a skill named by its directory as it is: %s', (_what, input) => {
    expect(withSkillName(input, SLUG)).toBe(input);
    const reading = readSkillDocument(input, SLUG);
    expect(reading.ok && reading.skill.name).toBe(SLUG);
  });

  it('quotes a name that would not read back as the same plain string', () => {
    expect(withSkillName('---\nname: x\n---\nBody\n', 'true')).toBe('---\nname: "true"\n---\nBody\n');
    expect(withSkillName('---\nname: x\n---\nBody\n', 'a: b')).toBe('---\nname: "a: b"\n---\nBody\n');
  });
});

describe('readSkillDocument', () => {
  it('reads escapes, block scalars and CRLF as YAML does, trimming as cline does', () => {
    const doc = '\uFEFF---\r\nname: " spaced "\r\ndescription: |\r\n  one\r\n  two\r\nextra: [1, 2]\r\n---\r\n\r\n  Body\r\n\r\n';
    expect(readSkillDocument(doc, 'dir')).toEqual({
      ok: true,
      skill: { name: 'spaced', namedBy: 'frontmatter', description: 'one\ntwo', disabled: false, instructions: 'Body' },
      warnings: [],
    });
  });

  it('takes `enabled: false` as disabled and refuses a non-boolean `enabled`', () => {
    expect(readSkillDocument('---\nenabled: false\n---\nBody\n', 'd')).toMatchObject({ ok: true, skill: { disabled: true } });
    expect(readSkillDocument('---\nname: d\nenabled: "no"\n---\nBody\n', 'd')).toEqual({
      ok: false,
      problem: 'frontmatter field `enabled` must be true or false',
      line: 3,
    });
  });

  it('needs the fences alone on their lines: an empty frontmatter block is no frontmatter', () => {
    const reading = readSkillDocument('---\n---\nBody\n', 'd');
    expect(reading).toMatchObject({ ok: true, skill: { name: 'd', description: null, instructions: '---\n---\nBody' } });
  });

  it('reports the YAML error of a second document', () => {
    const reading = readSkillDocument('---\nname: a\n...\nname: b\n---\nBody\n', 'd');
    expect(reading).toEqual({
      ok: false,
      problem: 'YAML error in the frontmatter: Source contains multiple documents; please use YAML.parseAllDocuments()',
      line: 4,
    });
  });
});
