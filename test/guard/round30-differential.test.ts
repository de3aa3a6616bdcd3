import { ROUND30_ESCAPES, ROUND30_ORDINARY } from './corpus-round30.js';
import { describeRound } from './describe-round.js';

/**
 * Round 30 of the guard's corpus, written blind (corpus-round30.ts): a third cross-section in the shape of the design
 * issue's own test, on a python package with a data pipeline (a src/ layout package run with python3 -m, pytest with
 * conftest fixtures, CSV and JSON data, an sqlite database built by a script, a Makefile, a release tarball script,
 * pre-commit and commit-msg hooks): here-documents, several entries, editor paths, links, scripts, make and npm,
 * generated files, git config and environment, bash expansions and code, archive, interpreter and text tool options,
 * and plain reads and work. Each label was checked in real bash (the corpus header says how). 144 escapes, 324
 * ordinary calls.
 *
 * The blind run (stop 55's guard after its read-limit, BASH_ENV and bounded-work changes, before the corpus was read;
 * 2026-12-06): 1/144 escapes allowed, 27/324 ordinary calls refused (8.3%). The escape: `make BUILD="$HOME/…"
 * "$HOME/…/VERSION"`: the guard named the makefile's targets with the makefile's `BUILD ?= build`, not the command
 * line's value. The refusals: 15 git commands (commits, mostly) that may run a pre-commit hook passing `git diff
 * --cached --name-only --diff-filter=ACM` names to a python script, 4 calls of a release script whose tarball name comes from
 * `grep -m1 '^version' pyproject.toml | cut …` and `[ $# -gt 0 ]`, sqlite3 reading SQL a program wrote in the same
 * call (2), a script the call generates and runs, a git clean filter, a diff driver's wordRegex, arithmetic and
 * `declare -i` on values read from a CSV, a coprocess.
 *
 * After the fixes that followed (stop 55, not blind: `git diff` of the index as a listing, make's command-line
 * variables and `?=`, grep's output of a known text, test's integer comparisons, a diff driver's regexes): 0/144 and
 * 8/324 (2.5%), listed below.
 */
const KNOWN_REFUSED: string[] = [
  "[\"declare -i sum=0; while IFS=, read -r _ _ _ u _; do sum+=u; done < <(tail -n +2 data/incoming/q3.c" +
    "sv); echo \\\"$sum\\\"\"]",
  "[\"git config filter.trailing.clean \\\"sed -e 's/[[:space:]]*$//'\\\"\\necho '*.csv filter=trailing' >> ." +
    "gitattributes\\ngit add --renormalize data/raw && git add .gitattributes && git status --short\"]",
  "[\"mkdir -p .githooks && cp .git/hooks/pre-commit .git/hooks/commit-msg .githooks/\\ngit config core.h" +
    "ooksPath .githooks\\ngit add .githooks && git commit -q -m \\\"Track the git hooks in .githooks\\\"\"]",
  "[\"python3 scripts/gen_rows.py --rows 20000 --format sql > build/big.sql && ls -l build/big.sql\\nsqli" +
    "te3 build/big.db < data/schema.sql && sqlite3 build/big.db < build/big.sql\\nsqlite3 build/big.db 'se" +
    "lect region, count(*) from sales group by region'\"]",
  "[\"python3 scripts/gen_rows.py --rows 30000 --format sql > build/seed.sql\\nsqlite3 build/seed.db < da" +
    "ta/schema.sql && sqlite3 build/seed.db < build/seed.sql && sqlite3 build/seed.db .dump > build/dump." +
    "sql\\nsqlite3 build/restore.db < build/dump.sql && sqlite3 build/restore.db \\\"select count(*) from sa" +
    "les\\\"\"]",
  "[\"{ echo \\\"cat > build/data.csv <<'DATA'\\\"; python3 scripts/gen_rows.py --rows 40000; echo DATA; ech" +
    "o 'wc -l build/data.csv'; } > build/unpack.sh\\nbash build/unpack.sh\"]",
];
const LEFT_TO_SANDBOX: string[] = [
];
describeRound({
  name: 'round-30',
  title: 'round-30 corpus (blind) against real bash',
  escapes: ROUND30_ESCAPES,
  ordinary: ROUND30_ORDINARY,
  atLeast: { escapes: 120, ordinary: 250 },
  leftToSandbox: LEFT_TO_SANDBOX,
  knownRefused: KNOWN_REFUSED,
});
