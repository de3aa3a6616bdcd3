import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { xargsItems } from '../../src/guard/rules/findutils.js';

/** Inputs with blanks, quotes, backslashes, empty lines and delimiters, each split by the machine's GNU xargs and by xargsItems. */
const INPUTS = [
  'a b c\n',
  '  a b  \n"c d" e\n\n\\x y\n',
  '"../out/f"\n',
  "'../out/g' h\n",
  '\\.\\./out/h\n',
  'a,b,,c\n',
  'one\ttwo\n  three\n',
  'no newline at the end',
  '"a\nb"\n',
  "it's\n",
  'a\0\0b',
  '',
];
const MODES: { name: string; flags: string[]; mode: Parameters<typeof xargsItems>[1] }[] = [
  { name: 'blanks', flags: [], mode: { nul: false, delimiter: undefined, lines: false } },
  { name: '-I', flags: ['-I{}'], mode: { nul: false, delimiter: undefined, lines: true } },
  { name: '-d ,', flags: ['-d', ','], mode: { nul: false, delimiter: ',', lines: false } },
  { name: "-d '\\n'", flags: ['-d', '\\n'], mode: { nul: false, delimiter: '\\n', lines: false } },
  { name: '-0', flags: ['-0'], mode: { nul: true, delimiter: undefined, lines: false } },
];

/** What xargs gives its command, NUL-terminated; null when xargs stops with an error (an unmatched quote). */
function realXargs(flags: string[], input: string): string[] | null {
  const each = flags[0] === '-I{}' ? ['printf', '%s\\0', '{}'] : ['-r', 'printf', '%s\\0'];
  const run = spawnSync('xargs', [...flags, ...each], { input, encoding: 'utf8' });
  if (run.status !== 0) return null;
  return run.stdout === '' ? [] : run.stdout.split('\0').slice(0, -1);
}

describe('xargsItems', () => {
  it.each(MODES)('splits input as GNU xargs does ($name)', ({ flags, mode }) => {
    for (const input of INPUTS) {
      if (!mode.nul && input.includes('\0')) continue;
      expect(xargsItems(input, mode), JSON.stringify(input)).toEqual(realXargs(flags, input));
    }
  });

  it('reads no delimiter it does not know, as the guard cannot split by it', () => {
    expect(xargsItems('a\\x2cb', { nul: false, delimiter: '\\x2c', lines: false })).toBeNull();
    expect(xargsItems('a b', { nul: false, delimiter: null, lines: false })).toBeNull();
  });
});
