import { describe, expect, it } from 'vitest';
import { literalSettings, NUMBERS_ONLY, onlyLiteralValues, PROMPT_SAFE } from '../../src/guard/literal-values.js';

describe('onlyLiteralValues', () => {
  const prompt = (source: string, inherited = false) => onlyLiteralValues(source, 'p', inherited, PROMPT_SAFE);
  const integer = (source: string) => onlyLiteralValues(source, 'n', false, NUMBERS_ONLY);

  it('takes single-quoted, double-quoted and bare literals of a harmless shape', () => {
    expect(prompt(`p='[\\A] tests'; echo "\${p@P}"`)).toBe(true);
    expect(prompt(`p='[\\u@shop \\W]\\$ '`)).toBe(true);
    expect(prompt('p="build: "; p+=done; echo "${p@P}"')).toBe(true);
    expect(integer('declare -i n=0; for f in *; do n+=1; done')).toBe(true);
    expect(integer('declare -i n; n=2*(3+4)')).toBe(true);
  });

  it('refuses a value that may expand, and one of the wrong shape', () => {
    expect(prompt("p='$(touch x)'")).toBe(false);
    expect(prompt('p="$HOME"')).toBe(false);
    expect(prompt("p=$'\\x24(id)'")).toBe(false);
    expect(prompt("p='\\044(id)'")).toBe(false);
    expect(prompt("p='\\\\$(id)'")).toBe(false);
    expect(integer("n='a[1]'")).toBe(false);
    expect(integer('n=$x')).toBe(false);
  });

  it('refuses values the text does not spell, and an inherited variable', () => {
    expect(prompt('read -r p < f')).toBe(false);
    expect(prompt('for p in a b; do :; done')).toBe(false);
    expect(prompt("printf -v p '%s' x")).toBe(false);
    expect(prompt('p[0]=x')).toBe(false);
    expect(prompt('echo "${p:=x}"')).toBe(false);
    expect(prompt("p='x'; eval p=$q")).toBe(false);
    expect(prompt("p='x'; source env.sh")).toBe(false);
    expect(prompt('declare -n p=q')).toBe(false);
    expect(prompt("p='x'", true)).toBe(false);
  });
});

describe('literalSettings', () => {
  it('reads the settings of a file that only sets variables to literals', () => {
    expect(literalSettings('# dev settings\n\nexport DATA=data/stock.csv\n  REPORTS="reports dir"\nMODE=\'a b\'\nEMPTY=\n')).toEqual([
      ['DATA', 'data/stock.csv'],
      ['REPORTS', 'reports dir'],
      ['MODE', 'a b'],
      ['EMPTY', ''],
    ]);
  });

  it('gives null for a command, an expansion, a tilde, a function or a trailing comment', () => {
    for (const text of ['touch x', 'X=$HOME', 'X="$(id)"', 'X=`id`', 'X=~/x', 'f() { :; }', 'X=1 # note', 'export X', 'X="a\\"b"']) {
      expect(literalSettings(`# ok\n${text}\n`), text).toBeNull();
    }
  });
});
