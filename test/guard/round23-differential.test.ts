import { ROUND23_ESCAPES, ROUND23_ORDINARY } from './corpus-round23.js';
import { describeRound } from './describe-round.js';

/**
 * Round 23 of the guard's corpus, written blind (corpus-round23.ts): the ordinary twins of the attack families, as
 * short everyday calls. Here-documents, several entries, editor paths, links, scripts run, npm and make, git config
 * and hooks, environment variables, bash features, program options, one-liners, find and xargs, temp files; and beside
 * each family its escapes: near-twins that write outside the roots. Each label was checked in real bash (the corpus
 * header says how). 114 escapes and 203 ordinary calls.
 *
 * The blind run (guard at dece696, 2026-12-06, with stop 51's fixes of round 22; no case was changed after it): 0/114
 * escapes allowed, 6/203 ordinary calls refused (3.0%): git config and hooks 4 (hooks written into .git/hooks then a
 * commit, `core.hooksPath` inside the repository, `alias.st`), links 1 (a module imported through a link the call
 * made), find and xargs 1 (`find . -name '*.sh' | xargs chmod +x` beside links whose names do not end in .sh).
 *
 * After the fixes that followed (stop 51, not blind: find -name prints no link of another name, a symlink the call made
 * read through, hooks written by name judged from their texts, a file rewritten in an `&&` chain read as rewritten by
 * the commands after it): 0/114 and 2/203.
 */

const KNOWN_REFUSED: string[] = [
];
const LEFT_TO_SANDBOX: string[] = [
];
describeRound({
  name: 'round-23',
  title: 'round-23 corpus (blind) against real bash',
  escapes: ROUND23_ESCAPES,
  ordinary: ROUND23_ORDINARY,
  atLeast: { escapes: 100, ordinary: 200 },
  leftToSandbox: LEFT_TO_SANDBOX,
  knownRefused: KNOWN_REFUSED,
});
