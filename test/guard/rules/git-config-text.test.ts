import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { aliasWords, gitSettings, withGitSetting } from '../../../src/guard/rules/git-config-text.js';

const dir = mkdtempSync(join(tmpdir(), 'ch-git-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const git = (args: string[], cwd = dir) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' } });

/** What git itself reads from a config file's text: `key=value` per setting, keys as git prints them. */
function gitReads(text: string): string[] {
  const file = join(dir, 'config');
  writeFileSync(file, text);
  return git(['config', '--file', file, '--list', '-z'])
    .split('\0')
    .filter(Boolean)
    .map((entry) => entry.replace('\n', '='));
}

/** gitSettings' reading in the same form (a bare key is printed by git without `=`). */
const ours = (text: string) => gitSettings(text)!.map((s) => (s.value === null ? s.key : `${s.key}=${s.value}`));

const TEXTS = [
  '[core]\n\tbare = false\n\thooksPath = .githooks\n',
  '[alias]\n\tst = status --short\n\tlg = "log --oneline -3"\n\tlast = !git log -1 --stat\n',
  '[Alias]\n\tSt = status   # a comment\n\tco = checkout ; another\n',
  '[alias]\n\tq = "a \\"quoted\\" word" \n\tt = tab\\there\n\tn = two\\nlines\n',
  '[alias]\n\tlong = log \\\n\t  --oneline\n',
  '[branch "Main"]\n\tremote = origin\n[remote "origin"]\n\turl = x\n',
  '[core]\n\tfilemode\n\n; comment\n# comment\n[user]\n\tname = A B\n',
  '[alias]\n\tsp =   spaced   out   \n\tempty =\n\tquotedspace = " padded "\n',
  '[section.Sub]\n\tkey = v\n',
];

describe('gitSettings', () => {
  it.each(TEXTS)('reads %j as git does', (text) => {
    expect(ours(text)).toEqual(gitReads(text));
  });

  it('leaves unread what git rejects or reads another way', () => {
    expect(gitSettings('[alias\n\tx = y\n')).toBeNull();
    expect(gitSettings('[alias]\n\tx = "unclosed\n')).toBeNull();
    expect(gitSettings('[alias]\n\tx = bad\\q escape\n')).toBeNull();
    expect(gitSettings('x = before any section\n')).toBeNull();
    expect(gitSettings('[core] bare = true\n')).toBeNull();
  });

  it('reads what withGitSetting adds as the setting it names', () => {
    const text = withGitSetting('[core]\n\tbare = false\n', 'alias.pub', '!cp "a b" \\out\ttab');
    expect(ours(text)).toEqual(gitReads(text));
    expect(gitSettings(text)!.at(-1)).toEqual({ key: 'alias.pub', value: '!cp "a b" \\out\ttab' });
    const sub = withGitSetting('', 'branch.Main.remote', 'origin');
    expect(ours(sub)).toEqual(gitReads(sub));
  });
});

describe('aliasWords', () => {
  const repo = join(dir, 'repo');
  execFileSync('git', ['init', '-q', repo]);
  /** The words git splits an alias into: `git rev-parse --sq-quote WORDS…` prints them back, quoted. */
  const gitSplits = (words: string) => {
    const printed = git(['-c', `alias.t=rev-parse --sq-quote ${words}`, 't'], repo).trim();
    return [...printed.matchAll(/'((?:[^']|'\\'')*)'/g)].map((m) => m[1]!.replaceAll("'\\''", "'"));
  };

  it.each([`a 'b c' d`, `"x y" z`, `it\\'s`, `a\\ b c`, `"a'b" 'c"d'`, `  spaced   out  `, `"" e`])('splits %j as git does', (words) => {
    expect(aliasWords(words)).toEqual(gitSplits(words));
  });

  it('leaves an unclosed quote unread', () => {
    expect(aliasWords(`a 'b`)).toBeNull();
    expect(aliasWords(`a "b`)).toBeNull();
  });
});
