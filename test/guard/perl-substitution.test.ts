import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isPlainSubstitution } from '../../src/guard/perl-substitution.js';
import { perlOutput } from '../../src/guard/text-filters.js';

const dir = mkdtempSync(join(tmpdir(), 'ch-perl-subst-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const CANARY = join(dir, 'ran');

/** Runs `perl SWITCHES -i -e PROGRAM` on a file holding `text`, as an agent's call does, and returns what it leaves. */
function perlInPlace(switches: string[], program: string, text: string): string {
  const file = join(dir, 'edited.txt');
  writeFileSync(file, text);
  execFileSync('perl', [...switches, '-i', '-e', program, file], { stdio: 'ignore', cwd: dir });
  return readFileSync(file, 'utf8');
}

const TEXT = 'def total(rows):\n    return sum(q + p for _, q, p in rows)\n\n\n\nap.add_argument("file")\nx = 1\n';

/** Programs of plain substitutions, with switches: what perl -i leaves is what perlOutput computes. */
const PLAIN: [string[], string][] = [
  [['-p'], 's/\\bq \\+ p\\b/q * p/'],
  [['-p'], 's/q/Q/g; s/rows/items/'],
  [['-0', '-p'], 's/\\n{3,}/\\n\\n/g'],
  [['-0777', '-p'], 's/(ap\\.add_argument\\("file"\\)\\n)/$1ap.add_argument("--currency", default="USD")\\n/'],
  [['-p'], 's#rows#${1}#'],
  [['-p'], 's|(\\w+)\\(|\\U$1\\E(|g'],
  [['-p'], 's/1$/2/'],
  [['-p'], 's/^(?:def|x)\\s/$&/i'],
  [['-l', '-p'], 's/ +$//'],
  [['-p'], 's/(q|p)/<$1>/gx'],
];

/**
 * Programs that run code in real perl (each would create CANARY), and near-twins that interpolate variables: none is
 * a plain substitution.
 */
// A name without a slash, which would end the pattern: perl runs in `dir`.
const CODE = (cmd: string) => `system("${cmd} ran")`;
const RUNS_CODE: string[] = [
  `s/q/${CODE('touch')}/e`,
  `s/q/${CODE('touch')}/ee`,
  `s/q(?{ ${CODE('touch')} })/Q/`,
  `s/q(??{ ${CODE('touch')}; "x" })/Q/`,
  `s/q/\${\\ ${CODE('touch')}}/`,
  `s/q/@{[ ${CODE('touch')} ]}/`,
  `s/q/$1[${CODE('touch')}]/`,
  `s/(q)/$1{${CODE('touch')}}/`,
  `s/(q)/$10[${CODE('touch')}]/`,
  `s/q\${\\ ${CODE('touch')}}/Q/`,
  `s/q@{[ ${CODE('touch')} ]}/Q/`,
  `s/q/Q/; ${CODE('touch')}`,
  `${CODE('touch')}; s/q/Q/`,
  `s{q}{Q}; ${CODE('touch')}`,
  `s/q/Q/ if ${CODE('touch')}`,
  `s/q/Q/ for ${CODE('touch')}`,
];
const INTERPOLATES: string[] = ['s/q/$ENV{HOME}/', 's/$x/y/', 's/q/@INC/', 's/q/\\N{U+263A}/', "s'q'Q'", 's {q}{Q}', 's/q/$0/', 's/q/$x->[0]/'];

describe('isPlainSubstitution and perlOutput', () => {
  it.each(PLAIN)('computes what perl %j -i leaves for %s', (switches, program) => {
    expect(isPlainSubstitution(program)).toBe(true);
    expect(perlOutput(switches, program, TEXT)).toBe(perlInPlace(switches, program, TEXT));
  });

  it.each(RUNS_CODE)('refuses a program that runs code in real perl: %s', (program) => {
    expect(isPlainSubstitution(program)).toBe(false);
    expect(perlOutput(['-p'], program, TEXT)).toBeNull();
    // The oracle: real perl does run it.
    rmSync(CANARY, { force: true });
    try {
      perlInPlace(['-p'], program, TEXT);
    } catch {
      // A program that ran its code may still fail afterwards.
    }
    expect(existsSync(CANARY), `perl did not run the code of ${program}`).toBe(true);
    rmSync(CANARY, { force: true });
  });

  it.each(INTERPOLATES)('refuses interpolation, named characters and other delimiters: %s', (program) => {
    expect(isPlainSubstitution(program)).toBe(false);
  });

  it('runs only switches that change the text alone', () => {
    expect(perlOutput(['-p', '-Mstrict'], 's/q/Q/', TEXT)).toBeNull();
    expect(perlOutput(['-n'], 's/q/Q/', TEXT)).toBeNull();
    expect(perlOutput(['-p', '-I.'], 's/q/Q/', TEXT)).toBeNull();
  });
});
