import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { readFields } from '../../src/guard/words.js';

/** Lines, IFS values and name counts, each split by real bash's `read -r` and by readFields. */
const LINES = ['a,b,c', ' a , b ,c ', 'a,,c', ',a,b', 'a,b,', 'a b  c', '  lead trail  ', 'one', '', 'x:y:z', 'a\tb c', 'a,b,c,d,e'];
const IFS_VALUES = [',', ' ', ' \t\n', ', ', ':', ''];

describe('readFields', () => {
  it.each(IFS_VALUES)('splits as bash read -r does with IFS=%j', (ifs) => {
    for (const count of [1, 2, 3]) {
      const names = ['v1', 'v2', 'v3'].slice(0, count);
      const script = `while IFS="$1" read -r ${names.join(' ')}; do printf '%s\\0' ${names.map((n) => `"$${n}"`).join(' ')}; done`;
      for (const line of LINES) {
        const out = execFileSync('bash', ['-c', script, 'bash', ifs], { input: `${line}\n`, encoding: 'utf8' });
        const bash = out.split('\0').slice(0, count);
        expect(readFields(line, ifs, count), `${JSON.stringify(line)} into ${count}`).toEqual(bash);
      }
    }
  });

  it.each(IFS_VALUES)('splits into elements as bash read -ra does with IFS=%j', (ifs) => {
    const script = 'while IFS="$1" read -ra a; do printf "%s\\0" "${#a[@]}" "${a[@]}"; done';
    for (const line of [...LINES, 'a,b,,', ',a']) {
      const [n, ...elements] = execFileSync('bash', ['-c', script, 'bash', ifs], { input: `${line}\n`, encoding: 'utf8' }).split('\0');
      expect(readFields(line, ifs, Infinity), JSON.stringify(line)).toEqual(elements.slice(0, Number(n)));
    }
  });
});
