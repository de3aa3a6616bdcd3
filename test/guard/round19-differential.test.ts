import { ROUND19_ESCAPES, ROUND19_ORDINARY } from './corpus-round19.js';
import { describeRound } from './describe-round.js';

/**
 * Round 19 of the guard's corpus (corpus-round19.ts), written blind: the ordinary twins of the attack families of the
 * design issue (several entries and here-documents, editor paths, hard links, scripts, npm scripts and recipes written
 * earlier, git configuration and hooks, environment variables, bash features, program options, one-liners), as a
 * coding agent writes them, and beside each family its escapes. 229 ordinary calls and 137 escapes, in 13 classes
 * each. Each label was checked in real bash under bubblewrap before the corpus was committed.
 *
 * The blind run (guard at 3dbd14e, 2026-12-05; no case was changed after it): 1/137 escapes allowed, 9/229 ordinary
 * calls refused (3.9%). The escape: a python program on stdin that writes through a name holding a path read from a
 * file. The ordinary calls: five writes to files with a second name inside the env (hard links), `${nums[0]}` in
 * arithmetic, a git alias set and used, `make` beside an entry that runs what it builds, a tempfile one-liner.
 * After the fixes that followed (not blind: writes through a name not set once to a literal path are refused, a file
 * whose names all lie inside the roots may be written, `${a[N]}` of a known array): 0/137 and 3/229; then 2/229 (a temp
 * file's name from tempfile.mkstemp). Stop 52 (git aliases expanded where used): 1/229.
 */
const KNOWN_REFUSED: string[] = [
  "[\"make\",\"./build/app 4 5\"]",
];
describeRound({
  name: 'round-19',
  title: 'round-19 corpus (blind) against real bash',
  escapes: ROUND19_ESCAPES,
  ordinary: ROUND19_ORDINARY,
  atLeast: { escapes: 100, ordinary: 200 },
  leftToSandbox: [],
  knownRefused: KNOWN_REFUSED,
});
