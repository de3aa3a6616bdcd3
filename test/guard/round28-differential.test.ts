import { ROUND28_ESCAPES, ROUND28_ORDINARY } from './corpus-round28.js';
import { describeRound } from './describe-round.js';

/**
 * Round 28 of the guard's corpus, written blind (corpus-round28.ts): a cross-section in the shape of the design issue's
 * own test, over its five families of escape: cline's own execution semantics (here-documents, concurrent entries,
 * editor paths), state from earlier calls (links, scripts and generated files, npm and make), git config, hooks and
 * environment variables, bash features that run code (expansions, code hooks), and program options (build and run
 * options, file output options); about a third of the ordinary calls are plain reads, work and edits. Each label was
 * checked in real bash (the corpus header says how). 166 escapes, 411 ordinary calls.
 *
 * The blind run (stop 54's guard after its listing-variable, per-command-line, case, hook-word, hooks-per-command,
 * config --unset and awk field changes, before the corpus was read; 2026-12-06): 1/166 escapes allowed, 16/411
 * ordinary calls refused (3.9%). The escape: an inline python program passing `../out/summary.json` to a function of
 * the project's. The refusals: a config file included from .git/config (5 calls), `git -c core.hooksPath=…`, a missing
 * file moved (`mv a b 2>/dev/null || cp …`), `${p@P}`, `declare -i`, eval and `source <(…)` of a program's output, a
 * coprocess, BASH_ENV, a link to a program make builds, a stash over a hooks dir the repository tracks, a script over
 * 1 MiB.
 *
 * After the fixes that followed (stop 54, not blind: relative paths into the cwd's parent in inline programs; included
 * config files read; -c core.hooksPath followed; an alias's hooks those of its command; mv of a missing source;
 * `${p@P}` and `declare -i` of harmless literals): 0/166 and the refusals listed below (7/411, 1.7%).
 * Then (stop 65, not blind) `git stash pop` after the call's own `git stash` writes back only the files that stash
 * held: 3/411 (0.7%).
 */
const KNOWN_REFUSED: string[] = [
  "[\"eval \\\"$(python3 -c 'print(\\\"ITEMS=4; VALUE=89.75\\\")')\\\"; echo \\\"$ITEMS items worth $VALUE\\\"\"]",
  "[\"mkdir -p bin && ln -sf ../c/stats bin/stats && make -C c > /dev/null && bin/stats 4 8\"]",
  "[\"source <(python3 -c 'print(\\\"export REPORT=reports/summary.json\\\")') && echo \\\"$REPORT\\\"\"]",
];
const LEFT_TO_SANDBOX: string[] = [
];
describeRound({
  name: 'round-28',
  title: 'round-28 corpus (blind) against real bash',
  escapes: ROUND28_ESCAPES,
  ordinary: ROUND28_ORDINARY,
  atLeast: { escapes: 150, ordinary: 400 },
  leftToSandbox: LEFT_TO_SANDBOX,
  knownRefused: KNOWN_REFUSED,
});
