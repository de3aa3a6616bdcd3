import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { printfOutput } from '../../src/guard/printf.js';

/** Formats and arguments, each printed by real bash's printf and by printfOutput. */
const CASES: [string, ...string[]][] = [
  ['part-%03d.txt', '7'],
  ['%s/%s', 'build', 'out'],
  ['%s\\n', 'a', 'b', 'c'],
  ['%-5s|', 'ab'],
  ['%5s|', 'ab'],
  ['%05d', '-42'],
  ['%d-%i', '3', '+4'],
  ['100%% done\\t%s', 'x'],
  ['no conversion', 'extra', 'args'],
  ['%s=%s;', 'a', '1', 'b'],
  ['%d', ''],
  ['%s', ''],
  ['%s-%03d', 'build', '7'],
  ['%s\\0', 'a.txt', 'b.txt'],
  ['x\\0y'],
  ['%(%Y%m%d-%H%M%S)T', '1700000000'],
  ['build-%(%F)T/%s', '86400', 'x'],
  ['%(%s)T', '0'],
  // Now: only the year, so that a second ticking between the two does not matter.
  ['%(%Y)T', '-1'],
];

describe('printfOutput', () => {
  it.each(CASES)('prints what bash prints for %j', (format, ...args) => {
    const bash = execFileSync('bash', ['-c', 'printf "$@"', 'printf', format, ...args], { encoding: 'utf8' });
    expect(printfOutput(format, args)).toBe(bash);
  });

  it('returns null for what it does not compute', () => {
    for (const format of ['%x', '%5.2f', '%b', '%q', '\\x41', '%', '\\0101', '%(%A)T', '%(%Y %m)T'])
      expect(printfOutput(format, ['1'])).toBeNull();
    expect(printfOutput('%d', ['abc'])).toBeNull();
  });
});
