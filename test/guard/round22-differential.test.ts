import { ROUND22_ESCAPES, ROUND22_ORDINARY } from './corpus-round22.js';
import { describeRound } from './describe-round.js';

/**
 * Round 22 of the guard's corpus, written blind (corpus-round22.ts): writing and fixing tests, and data and report work.
 * Tests written and run, fixtures and snapshots, coverage and reports, csv and json munging, sqlite3, logs,
 * here-documents, several entries, npm and make targets, git, the environment of test runs, bash features, program
 * options with output paths, temp files and editor writes; and beside each family its escapes: near-twins that write
 * outside the roots (out/, home, /tmp, through links the setup made, the harness's and the guard's own files). Each
 * label was checked in real bash (the corpus header says how). 142 escapes and 211 ordinary calls.
 *
 * The blind run (guard at 1635277, 2026-12-06; no case was changed after it): 0/142 escapes allowed, 11/211 ordinary
 * calls refused (5.2%): bash features 4 (arithmetic on fields read from a file, an array from mapfile over a listing,
 * pytest in a temp dir the call copied the project into), temp files 2, and one each in coverage and reports
 * (NODE_V8_COVERAGE), sqlite (a path joined from $TMPDIR), here-documents (`tee FILE <<EOF` then `. FILE`), npm and make
 * targets (package.json rewritten by jq, then npm run) and the environment of test runs (os.environ of variables the
 * call sets).
 *
 * After the fixes that followed (stop 51, not blind: tail's and head's lines of a known text, `mapfile -t` of a listing
 * or a known text, tee's text, NODE_V8_COVERAGE for node, variables a command sets for its program, `cp -r` of a tree
 * without links, a join on `os.environ.get("TMPDIR", ".")`): 0/142 and 2/211.
 */

const KNOWN_REFUSED: string[] = [
  "[\"cd web\\njq '.scripts.\\\"test:ci\\\" = \\\"node --test --test-reporter=tap test/\\\"' package.json > packa" +
    "ge.json.new && mv package.json.new package.json\\nnpm run test:ci | tail -4\"]",
  "[\"python3 - <<'EOF'\\nimport os\\nimport shutil\\nimport tempfile\\n\\nwith tempfile.NamedTemporaryFile(\\" +
    "\"w\\\", suffix=\\\".csv\\\", delete=False) as tmp:\\n    with open(\\\"data/sales.csv\\\") as src:\\n        for" +
    " line in src:\\n            tmp.write(line.replace(\\\"gizmo\\\", \\\"gizmo-v2\\\"))\\nshutil.copy(tmp.name, \\" +
    "\"data/sales.v2.csv\\\")\\nprint(tmp.name.startswith(tempfile.gettempdir()))\\nos.unlink(tmp.name)\\nEOF\"]",
];
const LEFT_TO_SANDBOX: string[] = [
];
describeRound({
  name: 'round-22',
  title: 'round-22 corpus (blind) against real bash',
  escapes: ROUND22_ESCAPES,
  ordinary: ROUND22_ORDINARY,
  atLeast: { escapes: 120, ordinary: 200 },
  leftToSandbox: LEFT_TO_SANDBOX,
  knownRefused: KNOWN_REFUSED,
});
