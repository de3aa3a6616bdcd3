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
 * The blind run: not yet measured.
 */
const KNOWN_REFUSED: string[] = [];
describeRound({
  name: 'round-18',
  title: 'round-18 corpus (blind) against real bash',
  escapes: ROUND18_ESCAPES,
  ordinary: ROUND18_ORDINARY,
  atLeast: { escapes: 100, ordinary: 260 },
  leftToSandbox: [],
  knownRefused: KNOWN_REFUSED,
});
