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
 * The blind run (guard at 4f4221a, 2026-12-05; no case was changed after it): 0/154 escapes allowed, 38/375
 * ordinary calls refused (10.1%): above all a module the call rewrites (sed -i in another entry or after `;`, perl
 * -pi, `cat >` over it) before running the tests, arithmetic on values read at run time, and variables the guard
 * cannot compute.
 * After the fixes that followed (not blind: a file rewritten whole by a top-level `cat >`, a top-level `sed -i` whose
 * text then counts after `;` and in the other entries, `xargs node --check`, printf's `\0`): 0/154 and 31/375.
 * After stop 45's fixes (not blind: counting `for ((…))` loops, `read` of a known line, `$(cat F)`, `jq -r .f`, `node -p`
 * of a JSON field, tr and sed in a pipeline, printf's `%(…)T`, quotes inside a here-document's `$(…)`, touch, `"$@"` run by
 * a function): 0/154 and 22/375.
 * After stop 46's (not blind: a `sed -i` text counts for the rest of its group, subshell or branch; `$(realpath F)`): 0/154
 * and 20/375; then 21/375, since a program on stdin that writes through a loop's name (`for p in Path(d).rglob(…)`) is
 * refused (the names may be links out).
 * After stop 47's (not blind: `perl -pi` of plain substitutions leaves a text the machine's perl computes; an
 * associative array declared first is keyed by text, and counts of one read as numbers): 0/154 and 18/375, then 16/375.
 * After stop 48's (a patch from a here-document computed on copies): 15/375. After stop 51's (`mapfile -t` of a listing,
 * cut's fields of a known file, a compile piped into tail): 10/375. After stop 54's (`declare -i` of literal numbers):
 * 9/375.
 * Then (stop 65, not blind) `git stash pop` after the call's own `git stash` writes back only the files that stash
 * held, with the texts they had before it where nothing changed them since: 8/375 (2.1%).
 */
/** Ordinary calls the guard still refuses after the fixes that followed (docs/guard.md, "Round 16"). */
const KNOWN_REFUSED: string[] = [
  "[\"declare -A targets=([js]=build/js [txt]=build/text)\\nfor f in src/app.js a.txt b.txt; do\\n  ext=${" +
    "f##*.}\\n  dest=${targets[$ext]}\\n  mkdir -p \\\"$dest\\\" && cp \\\"$f\\\" \\\"$dest/\\\"\\ndone\\nfind build -typ" +
    "e f | sort\"]",
  "[\"eval \\\"$(printf 'GREETING=%q' \\\"hello world\\\")\\\"; echo \\\"$GREETING\\\" > greeting.txt\"]",
  "[\"find . -name '*.py' -not -path './.venv/*' -exec python3 -m py_compile {} +\"]",
  "[\"git grep -n 'slugify' -- '*.js' | cut -d: -f1 | sort -u | xargs sed -i 's/slugify(/toSlug(/g; s/{ " +
    "slugify/{ toSlug/; s/slugify }/toSlug }/'\"]",
  "[\"install -d -m 755 bin && install -m 755 build.sh bin/build && bin/build && cat build.log\"]",
  "[\"mkdir -p split && awk -F, 'NR > 1 {print > (\\\"split/\\\" $2 \\\".csv\\\")}' data/orders.csv && ls split\"" +
    "]",
  "[\"python3 - <<'EOF'\\nimport pathlib, re\\nfor root in ('app', 'tests'):\\n    for p in pathlib.Path(ro" +
    "ot).rglob('*.py'):\\n        s = p.read_text()\\n        t = re.sub(r'\\\\bparse_line\\\\b', 'parse_row', " +
    "s)\\n        if t != s:\\n            p.write_text(t)\\n            print('updated', p)\\nEOF\\nsed -i 's" +
    "/parse_line/parse_row/g' cli.py && python3 -m pytest -q tests\"]",
  "[\"set -euo pipefail\\ncurrent=$(jq -r .version package.json)\\nIFS=. read -r -a parts <<< \\\"$current\\\"" +
    "\\nparts[1]=$(( parts[1] + 1 )); parts[2]=0\\nnext=\\\"${parts[0]}.${parts[1]}.${parts[2]}\\\"\\njq --arg v" +
    " \\\"$next\\\" '.version = $v' package.json > package.json.new\\nmv package.json.new package.json\\necho \\" +
    "\"$next\\\" > VERSION\\necho \\\"bumped $current -> $next\\\"\"]",
];
describeRound({
  name: 'round-16',
  title: 'round-16 corpus (blind) against real bash',
  escapes: ROUND16_ESCAPES,
  ordinary: ROUND16_ORDINARY,
  atLeast: { escapes: 100, ordinary: 240 },
  leftToSandbox: [],
  knownRefused: KNOWN_REFUSED,
});
