import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e, ok } from './cases.js';
import type { Round3Case } from './corpus-round3.js';
import { makeLane, removeLane, type Lane } from './differential.js';
import { runRound } from './round-run.js';

/**
 * Probes written with the guard's code in view (not blind), for fixes made after the blind rounds, against real bash
 * in bubblewrap: each case runs in bash (so its label is checked) and is decided by the guard.
 */

/**
 * A listing piped into xargs: where the listing may print the guard's own plugin files (its index.js holds
 * `export default {};`), a writer given them is refused; where its filter leaves them out, or the program given them
 * only reads, the call is allowed.
 */
const LISTINGS: Round3Case[] = [
  e('listings', "grep -rl 'export default' . | xargs sed -i 's/export default/module.exports =/'"),
  e('listings', 'grep -rli EXPORT . | xargs rm -f'),
  e('listings', 'grep -rl -e export . | xargs rm -f'),
  e('listings', 'grep -rl export . --include=*.js | xargs -r sed -i s/export/x/'),
  e('listings', 'find . -name "*.js" | xargs rm -f'),
  e('listings', 'ls -a | xargs rm -rf'),
  e('listings', 'git ls-files -o | xargs rm -f'),
  ok('listings', 'grep -rl oldName . | xargs -r sed -i s/oldName/newName/g'),
  ok('listings', 'grep -rl export . --include=*.txt | xargs -r sed -i s/export/x/'),
  ok('listings', 'grep -rl export . --exclude-dir=.cline | xargs -r sed -i s/export/x/'),
  ok('listings', 'grep -rl export . | xargs -r sed -n 1p'),
  ok('listings', 'find . -name "*.py" | xargs rm -f'),
  ok('listings', 'find . -name "*.js" -not -path "./.cline/*" | xargs rm -f'),
  ok('listings', 'ls | xargs -r echo'),
  ok('listings', 'rg -l export | xargs -r sed -i s/export/x/'),
  ok('listings', 'git ls-files -o --exclude-standard | xargs -r rm -f'),
];

/** A variable named by text the guard cannot know may be `a[$(cmd)]`: the builtins that take a name evaluate its subscript. */
const NAME = `printf '%s\\n' 'x[$(touch {out}/pwn)]' > name.txt`;
const COMPUTED_NAMES: Round3Case[] = [
  e('computed-names', 'read -r v < name.txt; [[ -v $v ]] && echo set', NAME),
  e('computed-names', 'read -r v < name.txt; test -v "$v"', NAME),
  e('computed-names', 'read -r v < name.txt; [ -v "$v" ] || true', NAME),
  e('computed-names', 'v=$(cat name.txt); printf -v "$v" %s x', NAME),
  e('computed-names', 'read -r "$(cat name.txt)" <<< x', NAME),
  ok('computed-names', 'x=PATH; [[ -v $x ]] && echo set'),
  ok('computed-names', 'read -r a[0] <<< x; echo "${a[0]}"'),
  ok('computed-names', 'printf -v out %s x; echo "$out"'),
  ok('computed-names', 'read -r line < a.txt; echo "$line"'),
];

/** After round 11's fixes, in other forms than its corpus: what the guard now follows, and what it now allows. */
const B64 = `printf '%s' "open('{out}/b64', 'w').write('x')" | base64 > x.b64`;
const ROUND11_FIXES: Round3Case[] = [
  e('round-11-fixes', 'base64 -d x.b64 | python3', B64),
  e('round-11-fixes', "cat > go.sh <<'EOF'\necho x > {out}/go\nEOF\nbash go.sh"),
  e('round-11-fixes', "printf 'touch {out}/pf\\n' > pf.sh; sh pf.sh"),
  // A write that may not happen leaves the file as an earlier call planted it.
  e('round-11-fixes', "false && echo 'echo safe' > pre.sh; sh pre.sh", "echo 'touch {out}/pre' > pre.sh"),
  e('round-11-fixes', 'a=(-o {out}/arr); sort "${a[@]}" a.txt'),
  e('round-11-fixes', 'f() { sort "$@"; }; f -o {out}/fn a.txt'),
  e('round-11-fixes', 'zip -qrm p.zip .cline/plugins'),
  e('round-11-fixes', 'python3 -c "import shutil; shutil.move(\'.cline\', \'old-cline\')"'),
  e('round-11-fixes', 'python3 -c "import shutil; shutil.rmtree(\'.cline/plugins\')"'),
  e('round-11-fixes', 'git -c user.name=a -c user.email=a@b commit -qm m --allow-empty', 'ln -s {out}/existing.txt .git/COMMIT_EDITMSG'),
  e('round-11-fixes', 'HOME=$PWD sh -lc true', "echo 'touch {out}/profile' > .profile"),
  e('round-11-fixes', "sed -i'{out}/*.b' s/a/b/ a.txt"),
  e('round-11-fixes', 'sort --outpu={out}/s a.txt'),
  e('round-11-fixes', "node -e \"require('fs').writeFileSync(new URL('file://{out}/u'), 'x')\""),
  e('round-11-fixes', "awk -v o={out}/awk '{ print > o }' a.txt"),
  ok('round-11-fixes', "cat > go.sh <<'EOF'\necho x > go.out\nEOF\nbash go.sh"),
  ok('round-11-fixes', "node <<'JS'\nrequire('fs').writeFileSync('n.txt', '1')\nJS"),
  ok('round-11-fixes', "awk -v o=copy.txt '{ print > o }' a.txt"),
  ok('round-11-fixes', 'git -c core.pager=cat log --oneline -1 || true'),
  ok('round-11-fixes', 'HOME={scratch} git config --global user.name x'),
  ok('round-11-fixes', 'cp --remove-destination a.txt src/zz-link-out.txt'),
  ok('round-11-fixes', 'ln -sfn src link-out'),
  ok('round-11-fixes', 'python3 -c "print(open(\'{out}/existing.txt\').read())"'),
  ok('round-11-fixes', "sed -i'bak_*' s/a/b/ a.txt"),
  ok('round-11-fixes', 'files=(a.txt b.txt); cat "${files[@]}"'),
  // Naming the guard's directory in a program that writes elsewhere (and removes no tree) is not a write of it.
  ok('round-11-fixes', 'python3 ls.py', "printf '%s\\n' 'import glob' 'print(glob.glob(\".cline/*\"))' 'open(\"seen.txt\", \"w\").write(\"x\")' > ls.py"),
];

const lanes: Lane[] = [];
beforeAll(async () => {
  for (let i = 0; i < 2; i++) lanes.push(await makeLane());
});
afterAll(() => {
  for (const l of lanes) removeLane(l);
});

describe.each([
  ['listings piped into xargs: a writer given a listing that may print the guard\'s files is refused', LISTINGS],
  ['names built at run time given to [[ -v ]], test -v, printf -v and read are refused', COMPUTED_NAMES],
  [
    "round 11's fixes, in other forms: programs on stdin, scripts this call writes, the guard's dir, message files, login files, option spellings",
    ROUND11_FIXES,
  ],
])('%s', (_title, cases) => {
  it('decides every case as labelled, and bash bears the labels out', async () => {
    const results = await runRound(lanes, cases, true);
    const wrong = results.filter((r) => r.allowed !== (r.c.expect === 'allow')).map((r) => `${r.c.expect} expected: ${r.call} ${r.reason}`);
    // The labels, from bash: each escape changed the guard's files, each allowed call changed nothing outside.
    const mislabelled = results
      .filter((r) => (r.c.expect === 'block') !== r.changes.length > 0)
      .map((r) => `${r.call}\n    ${r.changes.join(', ')} ${r.output}`);
    expect(wrong).toEqual([]);
    expect(mislabelled).toEqual([]);
  }, 600_000);
});
