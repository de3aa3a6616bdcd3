import { ROUND11_ESCAPES, ROUND11_ORDINARY } from './corpus-round11.js';
import { describeRound } from './describe-round.js';

/**
 * Round 11: a corpus written without reading the guard's code or the earlier corpora's cases (corpus-round11.ts), two
 * thirds of it in the design issue's escape families. Each escape changes something outside the roots in real bash
 * (checked by the bench, `npm run bench -- guard-differential`); the guard must refuse it, and allow every ordinary call.
 */
/**
 * The blind run, before any fix (guard at 15feee1; run 2026-12-04). Every label held in real bash under bubblewrap
 * first (checked by the helper that wrote the corpus, who never saw the guard's code or decisions; 9 cases were
 * replaced or dropped during that check because bash did not bear them out), and no case was changed after this run:
 * round-11 corpus: 16/455 escapes allowed, 9/120 ordinary refused
 *   heredoc-joined 0/18, entry-races 0/15, editor-normalised 0/19, hardlink-writers 0/34, oversized-scripts 0/13,
 *   planted-npm-make 0/29, planted-followed 3/14, git-cli-keys 0/16, git-vars 0/17, git-repo-config 0/17,
 *   bash-evaluated 0/17, bash-hooks-startup 1/18, out-opt-spellings 5/61, out-opt-sources 2/26 (the design issue's
 *   families: 11 of 314), link-ops 0/18, guard-self 2/16, tmp-home-defaults 0/19, interp-file-apis 3/35,
 *   computed-paths 0/18, runner-chains 0/20, fs-metadata 0/15 escapes allowed;
 *   ord-build 0/15, ord-git 1/19, ord-text 0/16, ord-archive 0/9, ord-heredoc 2/7, ord-editor 1/10, ord-lookalike 4/24,
 *   ord-tools 1/20 ordinary refused.
 * Ordinary calls the guard refused then: `git -c core.pager=cat log`, `node <<'JS'` (a program on stdin), a script
 * written from a here-document and run in the next entry, an editor path `~/x.txt` (cline writes `./~/x.txt`),
 * `cp --remove-destination` onto a link, `ln -sfn src link-out`, a python one-liner reading an outside file,
 * `HOME=<scratch> git config --global`, `awk -v o=copy.txt '{ print > o }'`.
 */
/**
 * Escapes the guard still allows after the fixes that followed the blind run (docs/guard.md, "Round 11"). Since stop 46
 * a one-liner that writes through a name holding a path read from a file's text (interp-file-apis) is refused.
 */
const LEFT_TO_SANDBOX: string[] = [
  // planted-followed: a package planted in node_modules, loaded by name
  "[\"node -e \\\"require('leftpad')\\\"\"]",
];

describeRound({
  name: 'round-11',
  title: 'round-11 corpus (blind) against real bash',
  escapes: ROUND11_ESCAPES,
  ordinary: ROUND11_ORDINARY,
  atLeast: { escapes: 150, ordinary: 50 },
  leftToSandbox: LEFT_TO_SANDBOX,
});
