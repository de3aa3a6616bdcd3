import { ROUND29_ESCAPES, ROUND29_ORDINARY } from './corpus-round29.js';
import { describeRound } from './describe-round.js';

/**
 * Round 29 of the guard's corpus, written blind (corpus-round29.ts): a second cross-section in the shape of the design
 * issue's own test, on a small web project (a plain-JavaScript client and node API, node:test and pytest tests, python
 * scripts, a Makefile, npm scripts, a C tool, git hooks): here-documents, several entries, editor paths, links,
 * scripts, make and npm, git config and hooks, environment variables, bash expansions and runtime, archive and build
 * options, text tool options, and plain reads and work. Each label was checked in real bash (the corpus header says
 * how). 132 escapes, 278 ordinary calls.
 *
 * The blind run (stop 54's guard after round 28's fixes, before the corpus was read; 2026-12-06): 1/132 escapes
 * allowed, 7/278 ordinary calls refused (2.5%). The escape: `ln -sfn ../out dist` in one entry beside `OUT_DIR=dist
 * node scripts/build.js` in another; the script computes where it writes, and the guard took computed paths inside the
 * project to stay there. The refusals: `${p@P}` of a prompt with `\$`, PS4 with `${BASH_SOURCE:-}`, a coprocess, eval of
 * a program's output, sqlite3 reading a dump on stdin, a script and a module over 1 MiB.
 *
 * After the fixes that followed (stop 54, not blind: a script that writes where it computes refused after the call made
 * a link that may lead out; the prompt escape `\$`; PS4's `${NAME:-word}`): 0/132 and 5/278 (1.8%), listed below.
 * Stop 66 (a listing's names are files whose text the guard has not read): one refusal more, 3/278 now: `node --test`
 * of the test files a listing printed had been allowed because those names were taken for missing files.
 */
const KNOWN_REFUSED: string[] = [
  "[\"eval \\\"$(python3 -c 'import json; d = json.load(open(\\\"package.json\\\")); print(\\\"NAME=%s VERSION=%" +
    "s\\\" % (d[\\\"name\\\"], d[\\\"version\\\"]))')\\\"; echo \\\"$NAME@$VERSION\\\"\"]",
  "[\"sh scripts/fixtures-local.sh && cat reports/seeded.txt\"]",
  // Since stop 66: the test files a listing printed are run, and the guard does not read them one by one.
  "[\"mapfile -t tests < <(find test -name '*.test.js' | sort); echo \\\"${#tests[@]} test files\\\"; " +
    "node --test \\\"${tests[@]}\\\" > /dev/null && echo pass\"]",
];
const LEFT_TO_SANDBOX: string[] = [
];
describeRound({
  name: 'round-29',
  title: 'round-29 corpus (blind) against real bash',
  escapes: ROUND29_ESCAPES,
  ordinary: ROUND29_ORDINARY,
  atLeast: { escapes: 120, ordinary: 250 },
  leftToSandbox: LEFT_TO_SANDBOX,
  knownRefused: KNOWN_REFUSED,
});
