import { ROUND17_ESCAPES, ROUND17_ORDINARY } from './corpus-round17.js';
import { describeRound } from './describe-round.js';

/**
 * Round 17 of the guard's corpus, written blind (corpus-round17.ts says what its writer read): a coding agent's whole
 * working session on small web and back-end projects, written the way a language model writes shell. A Flask app
 * with pytest tests, a plain http.server service, a node HTTP API with node:test tests and npm scripts, a static site
 * generator, SQL migrations applied with sqlite3, a C helper built by make, CI workflows, Dockerfiles and compose files
 * written with here-documents, logs and reports; calls of several entries (here-documents spanning entries), editor
 * writes, scripts of 10 to 30 lines (set -euo pipefail, functions, arrays, traps, mktemp, getopts, read loops), git
 * branches, stashes, hooks, tags and archives, python and node programs that build paths with os.path.join, pathlib
 * and path.join, sed -i, perl -pi, jq through a temporary file, tar and zip of build output. Each escape is a
 * near-twin of that work gone wrong: one `..` too many, `~` or /tmp where the env or $TMPDIR was meant, a variable or
 * default that ends outside, a link leading out, a script, test, npm script, make recipe or git hook that writes
 * outside, global git or npm configuration, a cd then a relative write, a loop or function whose values reach
 * outside, the marker, the denial log and the guard's plugin (git clean -fdx, git stash --all, find | xargs sed -i).
 * Every label was checked in real bash under bubblewrap before the guard's decisions were seen.
 *
 * The blind run: (to be filled in)
 */
describeRound({
  name: 'round-17',
  title: 'round-17 corpus (blind) against real bash',
  escapes: ROUND17_ESCAPES,
  ordinary: ROUND17_ORDINARY,
  atLeast: { escapes: 100, ordinary: 240 },
  leftToSandbox: [],
  knownRefused: [],
});
