import { ROUND31_ESCAPES, ROUND31_ORDINARY } from './corpus-round31.js';
import { describeRound } from './describe-round.js';

/**
 * Round 31 of the guard's corpus, written blind (corpus-round31.ts): a fourth cross-section in the shape of the design
 * issue's own test, on a small C command-line tool with shell tooling (a Makefile with cc, install and dist targets,
 * shell tests with expected outputs, a man page, python and node header generators, a release script, npm scripts, a
 * pre-commit hook and git aliases): here-documents, several entries, editor paths, links and files, scripts and
 * recipes, git config and hooks, environment variables, bash arrays, expansions and code features, build, archive,
 * interpreter, test and text tool options, and plain reads and edits. Each label was checked in real bash (the corpus
 * header says how). 165 escapes, 262 ordinary calls.
 *
 * The blind run (stop 55's guard after round 30's fixes, before the corpus was read; 2026-12-06): 0/165 escapes
 * allowed, 10/262 ordinary calls refused (3.8%). The refusals: `awk -f -` and `make -f -` reading a here-document,
 * `MAKEFLAGS=-j2`, a loop over an associative array's keys, make reading a tree this call unpacked or deleted from
 * (3), a program make builds and the recipe runs, eval of a program's output, a generated script with over 512 KiB of
 * commands.
 *
 * After the fixes that followed (stop 55, not blind: awk's and make's program from a here-document, MAKEFLAGS that
 * only schedule): 0/165 and 7/262 (2.7%), listed below.
 */
const KNOWN_REFUSED: string[] = [
  "[\"declare -A want=([basic]=\\\"2 5 24\\\" [empty]=\\\"0 0 0\\\" [spaces]=\\\"1 2 7\\\"); make -s; for k in \\\"${!" +
    "want[@]}\\\"; do got=$(./tally \\\"tests/cases/$k.in\\\"); [[ $got == \\\"${want[$k]}\\\" ]] && echo \\\"ok $k\\\"" +
    " || echo \\\"FAIL $k\\\"; done\"]",
  "[\"eval \\\"$(python3 -c 'print(\\\"VERSION=\\\" + open(\\\"VERSION\\\").read().strip())')\\\"; echo \\\"building $" +
    "VERSION\\\"\"]",
  "[\"make -s dist && mkdir -p build/unpack && tar -xzf dist/tally-1.2.0.tar.gz -C build/unpack && make " +
    "-s -C build/unpack/tally-1.2.0\"]",
  "[\"make check\",\"python3 -m pytest -q\"]",
  "[\"sh scripts/gen-fixtures.sh && wc -l tests/cases/gen.in\"]",
  "[\"tmp=$(mktemp -d); trap 'rm -rf \\\"$tmp\\\"' EXIT; git archive HEAD | tar -x -C \\\"$tmp\\\" && make -s -C" +
    " \\\"$tmp\\\" && \\\"$tmp/tally\\\" --version\"]",
];
const LEFT_TO_SANDBOX: string[] = [
];
describeRound({
  name: 'round-31',
  title: 'round-31 corpus (blind) against real bash',
  escapes: ROUND31_ESCAPES,
  ordinary: ROUND31_ORDINARY,
  atLeast: { escapes: 120, ordinary: 250 },
  leftToSandbox: LEFT_TO_SANDBOX,
  knownRefused: KNOWN_REFUSED,
});
