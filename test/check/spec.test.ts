import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CheckSpecError, arrayTableLines, loadCheckSpec, parseCheckSpec, validateChecks } from '../../src/check/index.js';
import { DescriptorError } from '../../src/descriptor/index.js';
import { InputError, TomlSyntaxError } from '../../src/errors.js';
import { useTempDirs } from '../helpers/temp.js';

/** The error parseCheckSpec throws for `text`, which must be a CheckSpecError. */
function specError(text: string): CheckSpecError {
  try {
    parseCheckSpec(text, 'checks.toml');
  } catch (err) {
    expect(err).toBeInstanceOf(CheckSpecError);
    return err as CheckSpecError;
  }
  throw new Error('expected the spec to be rejected');
}

const GOOD = `# checks for the sum fix
[[check]]
type = "tool_called"
pattern = '^run_commands .*test'
before = "first_write"

[[check]]
type = "command"
name = "tests pass"
run = """
npm test
"""
only = ["with_skill", "new_skill"]

[[check]]
type = "finish_reason"
`;

describe('parseCheckSpec', () => {
  it('reads [[check]] tables and fills in defaults', () => {
    expect(parseCheckSpec(GOOD, 'checks.toml')).toEqual([
      { type: 'tool_called', pattern: '^run_commands .*test', before: 'first_write' },
      { type: 'command', name: 'tests pass', run: 'npm test\n', only: ['with_skill', 'new_skill'], timeout: 60, expect_exit_code: 0 },
      { type: 'finish_reason', equals: 'completed' },
    ]);
  });

  it('names the line of the offending table and the unknown type', () => {
    const err = specError(`${GOOD}\n[[check]]\ntype = "tool_caled"\npattern = "x"\n`);
    expect(err.line).toBe(18);
    expect(err.field).toBe('type');
    expect(err.message).toBe(
      'checks.toml:18: [[check]] #4: unknown type "tool_caled" (one of: skill_invoked, tool_called, no_tool, max_denials, final_text, finish_reason, ' +
      'file_exists, file_contains, command, max_tokens, max_duration_ms, conversation, diff_scope, judge, judge_pairwise)',
    );
  });

  it('names a missing type and a missing field', () => {
    expect(specError('[[check]]\nname = "x"\n').message).toMatch(/^checks\.toml:1: \[\[check\]\] #1: missing field "type"/);
    const err = specError('[[check]]\ntype = "finish_reason"\n\n  [[ check ]]  # indented, spaced\ntype = "final_text"\n');
    expect([err.line, err.field, err.message]).toEqual([4, 'pattern', 'checks.toml:4: [[check]] #2: final_text: missing field "pattern"']);
  });

  it('names a misspelt field as unknown, listing the fields the type takes', () => {
    const err = specError('[[check]]\ntype = "no_tool"\npatern = "rm"\n');
    expect(err.field).toBe('patern');
    expect(err.message).toBe('checks.toml:1: [[check]] #1: no_tool: unknown field "patern" (no_tool takes: type, name, only, turn, pattern, flags, before)');
  });

  it('rejects an invalid regex, also one that only the flags make invalid', () => {
    expect(specError('[[check]]\ntype = "final_text"\npattern = "(unclosed"\n').message).toBe(
      'checks.toml:1: [[check]] #1: final_text: field "pattern": Invalid regular expression: /(unclosed/: Unterminated group',
    );
    expect(parseCheckSpec('[[check]]\ntype = "final_text"\npattern = "\\\\-"\n', 'c.toml')).toHaveLength(1);
    expect(specError('[[check]]\ntype = "final_text"\npattern = "\\\\-"\nflags = "u"\n').field).toBe('pattern');
    expect(specError('[[check]]\ntype = "final_text"\npattern = "a"\nflags = "g"\n').message).toContain(
      'field "flags": may only contain the flags i, m, s and u',
    );
  });

  it('rejects bad values: before, kind, max, paths that leave the env, a non-positive timeout, an empty only', () => {
    const cases: [string, string][] = [
      ['type = "tool_called"\npattern = "a"\nbefore = "first_read"', 'before'],
      ['type = "max_denials"\nmax = 1\nkind = "rude"', 'kind'],
      ['type = "max_denials"\nmax = 1.5', 'max'],
      ['type = "max_tokens"\nmax = -1', 'max'],
      ['type = "file_exists"\npath = "../outside"', 'path'],
      ['type = "file_contains"\npath = "/etc/passwd"\npattern = "root"', 'path'],
      ['type = "command"\nrun = "true"\ntimeout = 0', 'timeout'],
      ['type = "finish_reason"\nonly = []', 'only'],
      ['type = "skill_invoked"\nskill = 3', 'skill'],
    ];
    for (const [body, field] of cases) {
      const err = specError(`[[check]]\n${body}\n`);
      expect([body, err.field, err.line]).toEqual([body, field, 1]);
    }
  });

  it('rejects a file without checks, or with other top-level keys', () => {
    expect(specError('# nothing\n').message).toBe('checks.toml: no [[check]] tables');
    expect(specError('[[checks]]\ntype = "finish_reason"\n').message).toBe(
      'checks.toml: unknown top-level key "checks": a checks file holds only [[check]] tables',
    );
    expect(specError('check = "finish_reason"\n').message).toBe('checks.toml: "check" must be an array of tables ([[check]])');
  });

  it('accepts an inline array of tables, naming the check by number when it has no header line', () => {
    expect(parseCheckSpec('check = [{ type = "finish_reason" }]\n', 'c.toml')).toEqual([{ type: 'finish_reason', equals: 'completed' }]);
    const err = specError('check = [{ type = "finish_reason" }, { type = "max_tokens" }]\n');
    expect([err.line, err.message]).toEqual([null, 'checks.toml: [[check]] #2: max_tokens: missing field "max"']);
  });

  it('reports TOML syntax errors with file, line and column', () => {
    try {
      parseCheckSpec('[[check]]\ntype = "final_text"\npattern = "open\n', 'checks.toml');
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(InputError);
      // A check spec is not a descriptor: the error says TOML, not "descriptor".
      expect(err).toBeInstanceOf(TomlSyntaxError);
      expect(err).not.toBeInstanceOf(DescriptorError);
      expect((err as TomlSyntaxError).code).toBe('toml_syntax');
      expect((err as TomlSyntaxError).line).toBe(3);
      expect((err as Error).message).toMatch(/^checks\.toml:3:\d+: /);
    }
  });
});

describe('arrayTableLines', () => {
  it('finds headers in order, skipping ones inside multi-line strings and other tables', () => {
    const text = [
      '[[check]]', // 1
      'type = "command"',
      'run = """',
      '[[check]]', // 4: inside a string
      '"""',
      "note = '''",
      '[[check]]', // 7: inside a literal string
      "'''",
      '[check]', // 9: a plain table, not an array entry
      '[[checks]]', // 10: another key
      '[[check]] # trailing comment', // 11
      '[[case.check]]', // 12
      '[[ case . check ]]', // 13
    ].join('\n');
    expect(arrayTableLines(text, 'check')).toEqual([1, 11]);
    expect(arrayTableLines(text, 'case.check')).toEqual([12, 13]);
    expect(arrayTableLines('[[check]]\r\n\r\n[[check]]\r\n', 'check')).toEqual([1, 3]);
  });
});

describe('validateChecks (for checks embedded in other files)', () => {
  it('uses the lines and table name it is given', () => {
    const raw = [{ type: 'finish_reason' }, { type: 'max_tokens', max: 10, bogus: 1 }];
    expect(() => validateChecks(raw, { file: 'suite.toml', lines: [30, 42], table: 'case.check' })).toThrow(
      'suite.toml:42: [[case.check]] #2: max_tokens: unknown field "bogus"',
    );
    expect(validateChecks(raw.slice(0, 1), { file: 'suite.toml' })).toEqual([{ type: 'finish_reason', equals: 'completed' }]);
    expect(() => validateChecks([42], { file: 'suite.toml' })).toThrow('suite.toml: [[check]] #1: must be a table');
  });
});

describe('loadCheckSpec', () => {
  const tempDir = useTempDirs();

  it('reads a file, and names an unreadable one', async () => {
    const dir = await tempDir();
    const file = join(dir, 'checks.toml');
    await writeFile(file, GOOD);
    expect(await loadCheckSpec(file)).toHaveLength(3);
    await expect(loadCheckSpec(join(dir, 'missing.toml'))).rejects.toThrow(new RegExp(`^${dir}/missing\\.toml: cannot read check spec: ENOENT`));
  });
});
