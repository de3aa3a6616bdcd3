import { ROUND26_ESCAPES, ROUND26_ORDINARY } from './corpus-round26.js';
import { describeRound } from './describe-round.js';

/**
 * Round 26 of the guard's corpus, written blind (corpus-round26.ts): programs and the options that name files
 * (archives, make, the C toolchain, node's flags, npm, python -m and -X, pytest, sqlite3, jq/awk/sed, sort and split,
 * diff and patch, bytes and checksums, git, shell utilities, the editor), beside escapes through the same options
 * pointed outside. Each label was checked in real bash (the corpus header says how). 158 escapes, 272 ordinary calls.
 *
 * The blind run (stop 53's guard after its git changes for round 27, before this corpus was read; 2026-12-06): 2/158
 * escapes allowed, 5/272 ordinary calls refused (1.8%). The escapes: `npm run build -- ../../out/x` and `npm --prefix web
 * run build -- /tmp/x`, whose words npm appends to the script's command. The refusals: a makefile on stdin (`make -f -`),
 * NODE_OPTIONS set to `--redirect-warnings=FILE`, `compileall -d /srv/x` (a name written into the bytecode, not a
 * place), awk printing to a file named from the data, a program installed and run in one call.
 *
 * After the fix that followed (stop 53, not blind: npm's words after the script's name appended to its command): 0/158
 * and 5/272. After stop 54's (an awk print target joined from literals and fields, named by the input's fields):
 * 4/272, listed below.
 */
const KNOWN_REFUSED: string[] = [
  "[\"cd web && mkdir -p build && NODE_OPTIONS='--redirect-warnings=build/w.log' node -e \\\"process.emitW" +
    "arning('old api')\\\" && cat build/w.log\"]",
  "[\"install -D -m 755 csrc/build/stats build/stage/usr/bin/stats && echo '2 4' | build/stage/usr/bin/s" +
    "tats\"]",
  "[\"python3 -m compileall -q -d /srv/tally tally\"]",
];
const LEFT_TO_SANDBOX: string[] = [
];
describeRound({
  name: 'round-26',
  title: 'round-26 corpus (blind) against real bash',
  escapes: ROUND26_ESCAPES,
  ordinary: ROUND26_ORDINARY,
  atLeast: { escapes: 100, ordinary: 200 },
  leftToSandbox: LEFT_TO_SANDBOX,
  knownRefused: KNOWN_REFUSED,
});
