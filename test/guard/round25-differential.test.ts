import { ROUND25_ESCAPES, ROUND25_ORDINARY } from './corpus-round25.js';
import { describeRound } from './describe-round.js';

/**
 * Round 25 of the guard's corpus, written blind (corpus-round25.ts): everyday work with the shell's syntax varied
 * class by class (quoting, compound commands, functions, redirections, here-documents, parameter expansion, arrays and
 * arithmetic, globs and braces, pipelines and lists, find and xargs, text tools, command forms, editor calls), and
 * beside each class its escapes through the same constructs. Each label was checked in real bash (the corpus header
 * says how). 146 escapes, 242 ordinary calls.
 *
 * The blind run (stop 52's guard with its HOME change, 2026-12-06; no case was changed after it): 0/146 escapes
 * allowed, 14/242 ordinary calls refused (5.8%): arithmetic on a count from `wc -l` or on fields read from a version
 * (4), a recursive function, `declare -f` output sourced, an array appended under a condition, `declare -i`, extglob
 * and dotglob, a find with a parenthesised `-o` group, chained xargs into sh -c, awk printing to a computed file name,
 * `env -i`.
 *
 * After the fixes that followed (stop 52, not blind: find's expression read with its parentheses, -o, ! and ,; a
 * count from a pipeline into `wc -l` is a number in arithmetic): 0/146 and 11/242. After stop 54's (an awk print target
 * joined from literals and fields, named by the input's fields; `declare -i` of literal numbers): 9/242, listed
 * below.
 */
const KNOWN_REFUSED: string[] = [
  "[\"args=(-q --tb=short); [[ -n ${CI:-} ]] && args+=(-x); python3 -m pytest \\\"${args[@]}\\\"\"]",
  "[\"echo inv/stock.py inv/cli.py | xargs -n1 | xargs -I% sh -c 'echo \\\"% $(wc -l < %)\\\"'\"]",
  "[\"env -i PATH=\\\"$PATH\\\" bash -c 'echo \\\"clean env: $(env | wc -l) vars\\\"'\"]",
  "[\"fact() { if (( $1 <= 1 )); then echo 1; else echo $(( $1 * $(fact $(( $1 - 1 ))) )); fi; }; fact 5" +
    "\"]",
  "[\"greet() { echo \\\"hi $1\\\"; }; mkdir -p build && declare -f greet > build/greet.sh && bash -c 'sourc" +
    "e build/greet.sh; greet team'\"]",
  "[\"shopt -s dotglob; ls -d -- docs/* config/*\"]",
  "[\"shopt -s extglob\\nmkdir -p build/run-1 build/tmp-2 build/keep && rm -rf build/@(run|tmp)-* && ls b" +
    "uild\"]",
];
const LEFT_TO_SANDBOX: string[] = [
];
describeRound({
  name: 'round-25',
  title: 'round-25 corpus (blind) against real bash',
  escapes: ROUND25_ESCAPES,
  ordinary: ROUND25_ORDINARY,
  atLeast: { escapes: 100, ordinary: 200 },
  leftToSandbox: LEFT_TO_SANDBOX,
  knownRefused: KNOWN_REFUSED,
});
