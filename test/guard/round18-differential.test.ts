import { ROUND18_ESCAPES, ROUND18_ORDINARY } from './corpus-round18.js';
import { describeRound } from './describe-round.js';

/**
 * Round 18 of the guard's corpus (corpus-round18.ts), written blind: the short calls an agent types most, one to four
 * lines each, on a small Python package, a node package, a C program and a git repository the setups write. 262
 * ordinary calls in 17 classes (test and build runs with output kept in the env, make/gcc/cmake, creating, moving and
 * editing files, everyday git, offline npm and pip, python and node one-liners, archives, text tools, cd, variables
 * and loops, temp files, reading only, several entries, editor writes) and 101 escapes in 14 classes, their near-twins
 * that end outside the roots. Each label was checked in real bash under bubblewrap before the corpus was committed.
 *
 * The blind run (guard at 112fd87, 2026-12-05; no case was changed after it): 0/101 escapes allowed, 2/262 ordinary
 * calls refused (0.8%): a python program on stdin that renames with os.path.join of a listed name, and `jq . f >
 * "$(mktemp --suffix=.json)"` then mv over the original (mktemp with an option the guard does not read).
 * After stop 46's fix (not blind: mktemp's --suffix): 0/101 and 1/262.
 */
const KNOWN_REFUSED: string[] = [
  "[\"python3 - <<'PY'\\nimport os\\nfor name in os.listdir('logs'):\\n    if name.endswith('.log'):\\n        os.rename(os.path.join('logs', name), os.p" +
    "ath.join('logs', name + '.1'))\\nPY\"]",
];
describeRound({
  name: 'round-18',
  title: 'round-18 corpus (blind) against real bash',
  escapes: ROUND18_ESCAPES,
  ordinary: ROUND18_ORDINARY,
  atLeast: { escapes: 100, ordinary: 260 },
  leftToSandbox: [],
  knownRefused: KNOWN_REFUSED,
});
