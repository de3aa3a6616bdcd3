import { ROUND13_ESCAPES, ROUND13_ORDINARY } from './corpus-round13.js';
import { describeRound } from './describe-round.js';

/**
 * Round 13: a corpus written without reading the guard's code, its decisions or the earlier corpora's cases
 * (corpus-round13.ts), mostly ordinary calls a coding agent makes in a small project. Each escape changes something
 * outside the roots in real bash, and each ordinary call exits 0 and changes nothing outside (checked under bubblewrap
 * while the corpus was written, and by the bench, `npm run bench -- guard-differential`).
 */
/**
 * The blind run, before any fix (guard at 6b3e1b7; run 2026-12-04; no case was changed after this run):
 * round-13 corpus: 2/156 escapes allowed, 12/384 ordinary refused
 *   written-then-run 2/10 escapes allowed, every other class 0; ord-edit 3/19, ord-scratch 2/18, ord-scripts 2/12,
 *   ord-git-write 1/25, ord-heredoc 1/18, ord-shell 1/28, ord-data 1/15, ord-abs-paths 1/16 ordinary refused.
 * The escapes allowed then: a conftest.py and a node test file written by a here-document in the call and collected by
 * the test runner it then ran. The ordinary calls refused then: a script that does `cd "$(dirname "$0")/.."` (run
 * directly and with bash), `git reset --hard && git clean -fd` before `git status`, text appended to a module before
 * importing it, a module renamed and its imports edited with sed -i before pytest, awk's output moved over a module
 * before npm test, `mktemp -p "$TMPDIR" TEMPLATE`, a python one-liner joining names onto `tempfile.mkdtemp()`,
 * `"$@"` in a function, sqlite3 `.import` of a CSV file, `npm --prefix DIR test`.
 * The guard of stop 42 before this run was seen (its venv, git grep, git init and listing work, written without
 * seeing this corpus) decided the same 2 and 12; after the fixes that followed, 0 and 2 (docs/guard.md, "Round 13").
 */
/**
 * Ordinary calls the guard still refuses: a module whose new text comes from awk, then run (docs/guard.md). The one
 * edited by sed -i is allowed since stop 43: the guard computes sed's text with the machine's sed.
 */
const KNOWN_REFUSED: string[] = [
  '["awk \'{ sub(/TODO: /, \\"NOTE: \\"); print }\' lib/index.js > lib/index.js.new && mv lib/index.js.new lib/index.js && npm test --silent"]',
];

describeRound({
  name: 'round-13',
  title: 'round-13 corpus (blind) against real bash',
  escapes: ROUND13_ESCAPES,
  ordinary: ROUND13_ORDINARY,
  atLeast: { escapes: 100, ordinary: 250 },
  leftToSandbox: [],
  knownRefused: KNOWN_REFUSED,
});
