import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Round3Case } from './corpus-round3.js';
import { makeLane, removeLane, type Lane } from './differential.js';
import { runRound } from './round-run.js';

/**
 * A listing piped into xargs, against real bash in bubblewrap: where the listing may print the guard's own plugin
 * files (its index.js holds `export default {};`), a writer given them is refused; where its filter leaves them out,
 * or the program given them only reads, the call is allowed. Each case runs in bash, so its label is checked too.
 */
const e = (commands: string): Round3Case => ({ cls: 'listings', commands: [commands], expect: 'block' });
const ok = (commands: string): Round3Case => ({ cls: 'listings', commands: [commands], expect: 'allow' });

const CASES: Round3Case[] = [
  e("grep -rl 'export default' . | xargs sed -i 's/export default/module.exports =/'"),
  e('grep -rli EXPORT . | xargs rm -f'),
  e('grep -rl -e export . | xargs rm -f'),
  e('grep -rl export . --include=*.js | xargs -r sed -i s/export/x/'),
  e('find . -name "*.js" | xargs rm -f'),
  e('ls -a | xargs rm -rf'),
  e('git ls-files -o | xargs rm -f'),
  ok('grep -rl oldName . | xargs -r sed -i s/oldName/newName/g'),
  ok('grep -rl export . --include=*.txt | xargs -r sed -i s/export/x/'),
  ok('grep -rl export . --exclude-dir=.cline | xargs -r sed -i s/export/x/'),
  ok('grep -rl export . | xargs -r sed -n 1p'),
  ok('find . -name "*.py" | xargs rm -f'),
  ok('find . -name "*.js" -not -path "./.cline/*" | xargs rm -f'),
  ok('ls | xargs -r echo'),
  ok('rg -l export | xargs -r sed -i s/export/x/'),
  ok('git ls-files -o --exclude-standard | xargs -r rm -f'),
];

const lanes: Lane[] = [];
beforeAll(async () => {
  for (let i = 0; i < 2; i++) lanes.push(await makeLane());
});
afterAll(() => {
  for (const l of lanes) removeLane(l);
});

describe('listings piped into xargs', () => {
  it('refuses a writer given a listing that may print the guard\'s files, and allows the rest', async () => {
    const results = await runRound(lanes, CASES, true);
    const wrong = results.filter((r) => r.allowed !== (r.c.expect === 'allow')).map((r) => `${r.c.expect} expected: ${r.call} ${r.reason}`);
    // The labels, from bash: each escape changed the guard's files, each allowed call changed nothing outside.
    const mislabelled = results
      .filter((r) => (r.c.expect === 'block') !== r.changes.length > 0)
      .map((r) => `${r.call}\n    ${r.changes.join(', ')} ${r.output}`);
    expect(wrong).toEqual([]);
    expect(mislabelled).toEqual([]);
  }, 600_000);
});
