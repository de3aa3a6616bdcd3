import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { reachableForArgv } from '../../../src/guard/rules/python-options.js';

const dir = mkdtempSync(join(tmpdir(), 'ch-python-options-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the script in real python with these words, and returns the numbers of its lines that ran. */
const TRACER = `
import json, runpy, sys
script = sys.argv[1]
sys.argv = sys.argv[1:]
ran = set()
def trace(frame, event, arg):
    if frame.f_code.co_filename == script:
        if event == 'line':
            ran.add(frame.f_lineno)
        return trace
    return None
sys.settrace(trace)
try:
    runpy.run_path(script, run_name='__main__')
except SystemExit:
    pass
sys.settrace(None)
print(json.dumps(sorted(ran)))
`;
let n = 0;
function run(text: string, argv: readonly string[]): { ran: number[]; printed: string } {
  const file = join(dir, `script${n++}.py`);
  writeFileSync(file, text);
  const out = execFileSync('python3', ['-c', TRACER, file, ...argv], { cwd: dir, encoding: 'utf8', env: { ...process.env, HOME: dir }, stdio: 'pipe' });
  const lines = out.trim().split('\n');
  return { ran: JSON.parse(lines.at(-1)!) as number[], printed: lines.slice(0, -1).join('\n') };
}
const linesRun = (text: string, argv: readonly string[]) => run(text, argv).ran;

const py = (...lines: string[]) => `${lines.join('\n')}\n`;

/** A skill's script: a flag that writes to home, one that does not, and a helper and a constant only the first uses. */
const SKILL = py(
  'import argparse',
  'import os',
  'from pathlib import Path',
  '',
  'HISTORY = Path.home() / ".tool" / "history.txt"',
  '',
  'def settings_file():',
  '    base = os.environ.get("XDG_CONFIG_HOME") or os.path.join(os.path.expanduser("~"), ".config")',
  '    return Path(base) / "tool" / "settings.json"',
  '',
  'def main():',
  '    p = argparse.ArgumentParser(description="(a tool)")',
  '    p.add_argument("input")',
  '    p.add_argument("-t", "--types", action="store_true", help="coerce (numbers)")',
  '    p.add_argument("-r", "--remember", action="store_true")',
  '    p.add_argument("--record", action="store_true", dest="keep_record")',
  '    a = p.parse_args()',
  '    if a.types:',
  '        print("types")',
  '    if a.remember:',
  '        s = settings_file()',
  '        print("GATED", s)',
  '',
  '    elif a.keep_record and a.input:',
  '        print("GATED", HISTORY)',
  '    print("done")',
  '',
  'if __name__ == "__main__":',
  '    main()',
);

/** The same script made so that a word-level reading cannot tell whether `--remember` is on: its branch must stay. */
const NOT_FOLLOWED: [string, string, string[]][] = [
  ['a default of True', SKILL.replace('"-r", "--remember", action="store_true"', '"-r", "--remember", action="store_true", default=True'), ['x']],
  ['set_defaults', SKILL.replace('    a = p.parse_args()', '    p.set_defaults(remember=True)\n    a = p.parse_args()'), ['x']],
  ['argv changed by the script', SKILL.replace('    a = p.parse_args()', '    import sys\n    sys.argv.append("--remember")\n    a = p.parse_args()'), ['x']],
  ['the flag assigned', SKILL.replace('    if a.types:', '    a.remember = True\n    if a.types:'), ['x']],
  ['setattr', SKILL.replace('    if a.types:', '    setattr(a, "remember", True)\n    if a.types:'), ['x']],
  ['words given to parse_args', SKILL.replace('p.parse_args()', 'p.parse_args(["x", "--remember"])'), ['x']],
  ['argument_default', SKILL.replace('ArgumentParser(description="(a tool)")', 'ArgumentParser(argument_default=True)'), ['x']],
  ['an `or` in the condition', SKILL.replace('    if a.remember:', '    if a.remember or a.input:'), ['x']],
  ['a conditional expression in the condition', SKILL.replace('    if a.remember:', '    if a.remember and a.input if a.remember else True:'), ['x']],
  // eslint-disable-next-line max-len -- a pattern (or a case) reads better whole
  ['another option storing into the same dest', SKILL.replace('    a = p.parse_args()', '    p.add_argument("--keep", dest="remember", action="store_const", const=1)\n    a = p.parse_args()'), ['x', '--keep']],
  ['a fromfile prefix', SKILL.replace('ArgumentParser(description="(a tool)")', 'ArgumentParser(fromfile_prefix_chars="@")'), ['x', '@args.txt']],
];

describe('reachableForArgv, against real python', () => {
  // Every blanked line that python runs must be a definition (a def line, or a constant of pure calls): no gated line runs.
  const definitions = (text: string, line: number) => /^(?:def\s|[A-Za-z_]\w*\s*=)/.test(text.split('\n')[line - 1]!);

  it.each([
    [['x']],
    [['x', '--types']],
    [['-t', 'x']],
    [['x', '--ty']],
    [['--', 'x']],
  ])('blanks only lines that do not run, for words %j', (argv: string[]) => {
    const out = reachableForArgv(SKILL, argv.map((w) => [w]));
    const blanked = out.split('\n').flatMap((l, k) => (l === '' && SKILL.split('\n')[k] !== '' ? [k + 1] : []));
    expect(blanked.length).toBeGreaterThan(5);
    // The home paths are gone from what the guard judges; the flag's branch bodies with them.
    expect(out).not.toMatch(/expanduser|Path\.home|GATED/);
    const ran = linesRun(SKILL, argv);
    expect(ran.length).toBeGreaterThan(10);
    expect(blanked.filter((l) => ran.includes(l) && !definitions(SKILL, l))).toEqual([]);
  });

  it.each([
    ['the long flag', ['x', '--remember']],
    ['an abbreviation of it', ['x', '--rem']],
    ['its letter in a cluster of short flags', ['x', '-tr']],
    ['both flags', ['x', '--record', '--remember']],
  ])('keeps --remember\'s branch for %s, which runs', (_name, argv) => {
    const out = reachableForArgv(SKILL, argv.map((w) => [w]));
    expect(out).toContain('print("GATED", s)');
    expect(out).toContain('expanduser');
    const gated = SKILL.split('\n').findIndex((l) => l.includes('print("GATED", s)')) + 1;
    expect(linesRun(SKILL, argv)).toContain(gated);
  });

  it('keeps --record\'s branch when only it is given, and blanks --remember\'s', () => {
    const out = reachableForArgv(SKILL, [['x'], ['--record']]);
    expect(out).toContain('print("GATED", HISTORY)');
    expect(out).not.toContain('settings_file()');
    const gated = SKILL.split('\n').findIndex((l) => l.includes('print("GATED", HISTORY)')) + 1;
    expect(linesRun(SKILL, ['x', '--record'])).toContain(gated);
  });

  it('keeps every branch when a word is unknown, and a flag\'s branch when one of a word\'s values gives it', () => {
    expect(reachableForArgv(SKILL, [['x'], null])).toBe(SKILL);
    expect(reachableForArgv(SKILL, [['x', '--remember']])).toContain('print("GATED", s)');
  });

  it.each(NOT_FOLLOWED)('keeps --remember\'s branch with %s, where it runs', (_name, text, argv) => {
    const out = reachableForArgv(text, argv.map((w) => [w]));
    expect(out).toContain('print("GATED", s)');
    expect(out).toContain('expanduser');
    const gated = text.split('\n').findIndex((l) => l.includes('print("GATED", s)')) + 1;
    // The last case's file does not exist, so argparse stops; the others show the branch really runs without --remember.
    if (!argv.some((w) => w.startsWith('@'))) expect(linesRun(text, argv)).toContain(gated);
  });

  it.each([
    ['that something else still calls', SKILL.replace('    print("done")', '    print("done", settings_file())')],
    ['that is decorated (a decorator may register it)', SKILL.replace('def settings_file', '@atexit.register\ndef settings_file')],
  ])('keeps a helper %s', (_name, text) => {
    const out = reachableForArgv(text, [['x']]);
    expect(out).toContain('expanduser');
    expect(out).not.toContain('print("GATED", s)');
  });
});

/** An option whose default is a path above the script (a skill's miscounted project root), and one that appends. */
const DEFAULTS = py(
  'import argparse',
  'from pathlib import Path',
  'ROOT = Path(__file__).resolve().parents[1]',
  'p = argparse.ArgumentParser()',
  'p.add_argument("--dest", default=str(ROOT / "site"), help="where to write (default: site)")',
  'p.add_argument("--destination-extra", default="x")',
  'p.add_argument("--inc", action="append", default=[str(ROOT / "inc")])',
  'p.add_argument("rest", nargs="*")',
  'a = p.parse_args()',
  'print("DEST", a.dest)',
  'print("INC", a.inc)',
);

describe('reachableForArgv: defaults of options the call gives, against real python', () => {
  it.each([
    [['--dest', 'out'], true],
    [['--dest=out'], true],
    [['x', '--dest', 'out'], true],
    // Ambiguous (--dest and --destination-extra), and a positional after the option's value: argparse stops.
    [['--de', 'out'], false],
    [['x', '--dest', 'out', 'y'], false],
  ])('blanks --dest\'s default for %j, which python never uses', (argv: string[], parses: boolean) => {
    const out = reachableForArgv(DEFAULTS, argv.map((w) => [w]));
    expect(out).toContain('p.add_argument("--dest", default=None, help=');
    // --inc appends to its default, so ROOT stays.
    expect(out).toContain('parents[1]');
    const printed = run(DEFAULTS, argv).printed;
    expect(printed).not.toMatch(/^DEST \/.*\/site$/m);
    if (parses) expect(printed).toMatch(/^DEST out$/m);
    else expect(printed).toBe('');
  });

  it.each([
    ['not given', ['x']],
    ['given after --', ['--', '--dest', 'out']],
    ['an abbreviation of another option only', ['--desti', 'out']],
  ])('keeps --dest\'s default when %s, where python uses it', (_name, argv) => {
    expect(reachableForArgv(DEFAULTS, argv.map((w) => [w]))).toContain('default=str(ROOT / "site")');
    expect(run(DEFAULTS, argv).printed).toMatch(/^DEST \/.*\/site$/m);
  });

  it('blanks a root constant once no default uses it, and keeps an appending option\'s default, which python uses', () => {
    const appendless = DEFAULTS.replace(/^p\.add_argument\("--inc".*\n/m, '').replace(/^print\("INC".*\n/m, '');
    const out = reachableForArgv(appendless, [['--dest'], ['out']]);
    expect(out).not.toContain('parents[1]');
    expect(run(DEFAULTS, ['--dest', 'out', '--inc', 'i']).printed).toMatch(/^INC \['\/.*\/inc', 'i'\]$/m);
  });
});
