import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { trOutput } from '../../src/guard/text-filters.js';

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
