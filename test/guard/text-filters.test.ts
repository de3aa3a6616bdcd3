import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { grepOutput, headTailFiles, headTailOutput, joinHeadTail, sedOutput, trOutput } from '../../src/guard/text-filters.js';

/** tr's arguments and input, each run through real bash's `tr` (as an agent's pipeline runs it) and through trOutput. */
const CASES: [string, string[]][] = [
  ['Deploy Checklist\n', ['[:upper:]', '[:lower:]']],
  ['deploy checklist\n', [' ', '-']],
  ['Caching Notes', ['-cs', 'a-z0-9', '-']],
  ['a  b\t\tc\n', ['-s', ' \t']],
  ['hello world\n', ['-d', 'lo']],
  ['v1.2.3\n', ['-cd', '0-9.']],
  ['a/b/c\n', ['/', '_']],
  ['abc\n', ['a-c', 'A']],
  ['x..y\n', ['-s', '.']],
  ['--x--\n', ['-d', '-']],
  ['path/to\n', ['--', '/', '-']],
];

describe('trOutput', () => {
  it.each(CASES)('prints what tr prints for %j with %j', (input, args) => {
    const real = execFileSync('bash', ['-c', 'printf %s "$1" | tr "${@:2}"', 'tr', input, ...args], { encoding: 'utf8' });
    expect(trOutput(args, input)).toBe(real);
  });

  it('leaves unknown what it does not run: other options, more sets, text that is not ASCII', () => {
    expect(trOutput(['-t', 'abc', 'x'], 'abc')).toBeNull();
    expect(trOutput(['--delete', 'a'], 'abc')).toBeNull();
    expect(trOutput(['a', 'b', 'c'], 'abc')).toBeNull();
    expect(trOutput([], 'abc')).toBeNull();
    expect(trOutput(['é', 'e'], 'café')).toBeNull();
  });
});

/** head's and tail's words over the files a.csv, b.csv and empty.csv, each run by real bash in a dir holding them. */
const HEAD_TAIL: ['head' | 'tail', string[]][] = [
  ['tail', ['-qn', '+2', 'a.csv', 'b.csv']],
  ['tail', ['-n', '+2', 'a.csv', 'b.csv']],
  ['tail', ['-q', '-n', '1', 'a.csv', 'empty.csv', 'b.csv']],
  ['head', ['-2', 'b.csv', 'a.csv']],
  ['tail', ['-2', 'a.csv']],
  ['tail', ['--quiet', '-n2', 'b.csv', 'a.csv']],
  ['head', ['-n', '1', 'a.csv', 'empty.csv', 'b.csv']],
  ['head', ['-qn1', 'b.csv', 'a.csv']],
  ['head', ['--silent', '--lines=2', 'a.csv', 'b.csv']],
  ['head', ['-n', '2', 'a.csv']],
  ['tail', ['-q', '--', 'a.csv']],
];

describe('head and tail over several files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ch-head-tail-'));
  const texts: Record<string, string> = { 'a.csv': 'id,n\na,1\nb,2\n', 'b.csv': 'id,n\nc,3', 'empty.csv': '' };
  for (const [name, text] of Object.entries(texts)) writeFileSync(join(dir, name), text);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(HEAD_TAIL)('%s %j prints what the real program prints', (name, words) => {
    const real = execFileSync(name, words, { cwd: dir, encoding: 'utf8' });
    const spelled = headTailFiles(name, words);
    expect(spelled).not.toBeNull();
    const parts = spelled!.files.map((f) => ({ name: f, out: headTailOutput(name, spelled!.count, readFileSync(join(dir, f), 'utf8'))! }));
    expect(joinHeadTail(parts, spelled!.quiet)).toBe(real);
  });

  it('leaves other words alone: options after a file, bytes, headers forced', () => {
    expect(headTailFiles('tail', ['-n', '2', 'a.csv', '-q'])).toBeNull();
    expect(headTailFiles('tail', ['-c', '5', 'a.csv'])).toBeNull();
    expect(headTailFiles('tail', ['-v', 'a.csv'])).toBeNull();
    expect(headTailFiles('tail', ['-f', 'a.csv'])).toBeNull();
    expect(headTailFiles('tail', ['-n'])).toBeNull();
    // The old spelling of a count, which tail takes only alone: `tail --quiet -2 a b` fails.
    expect(headTailFiles('tail', ['--quiet', '-2', 'a.csv', 'b.csv'])).toBeNull();
    expect(headTailFiles('tail', ['-2', '-q', 'a.csv', 'b.csv'])).toBeNull();
    expect(headTailFiles('tail', ['-2', 'a.csv', 'b.csv'])).toBeNull();
  });
});

describe('outputs remembered between decisions', () => {
  it('gives each input its own output, the same when asked again', () => {
    const twoLines = 'alpha\nalpha beta\n';
    const oneLine = 'alpha\n';
    const counts = [twoLines, oneLine, twoLines, oneLine].map((text) => grepOutput(['-c'], 'alpha', text));
    expect(counts).toEqual(['2\n', '1\n', '2\n', '1\n']);
    // The same words, another program: not the first program's output.
    expect(sedOutput(['-n'], ['/beta/p'], twoLines)).toBe('alpha beta\n');
    expect(sedOutput(['-n'], ['/beta/p'], twoLines)).toBe('alpha beta\n');
    expect(grepOutput(['-c'], 'beta', twoLines)).toBe('1\n');
  });
});
