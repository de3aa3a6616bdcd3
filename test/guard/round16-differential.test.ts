import { ROUND16_ESCAPES, ROUND16_ORDINARY } from './corpus-round16.js';
import { describeRound } from './describe-round.js';

/**
 * Round 16 of the guard's corpus (test/guard/corpus-round16.ts), written blind: what a coding agent really types while
 * doing everyday tasks (fixing a failing test and rerunning it, adding a CLI flag, renaming a function across files,
 * bumping a version, updating a changelog, writing and running a small data script, reading logs, setting up a
 * virtualenv, node project or Makefile, linting, generating files from templates, everyday git), in the shell idioms
 * models use (loops, functions, arrays, parameter expansions, printf -v, subshells, pushd/popd, mktemp and traps,
 * process substitution, xargs -0, tee, background jobs, one-liners, here-documents spanning entries). The weight is on
 * ordinary calls: 375 of them in 19 classes, against 154 escapes in 12 classes, the near-twins that go wrong (one `..`
 * too many, `~` or /tmp for the env or $TMPDIR, a variable or link that leads out, a script, recipe, hook or npm
 * script that writes outside, the marker, the denial log and the plugin, a cd then a relative write, loops and
 * functions, one-liners, editor writes, git writing outside). Each label was checked in real bash under bubblewrap
 * before the guard's decisions were seen.
 *
 * The blind run: (to be filled in)
 */
describeRound({
  name: 'round-16',
  title: 'round-16 corpus (blind) against real bash',
  escapes: ROUND16_ESCAPES,
  ordinary: ROUND16_ORDINARY,
  atLeast: { escapes: 100, ordinary: 240 },
  leftToSandbox: [],
  knownRefused: [],
});
