import { ROUND35_ESCAPES, ROUND35_ORDINARY } from './corpus-round35.js';
import { describeRound } from './describe-round.js';

/**
 * Round 35 of the guard's corpus, written blind (corpus-round35.ts): an eighth cross-section in the shape of the design
 * issue's own test, on a Python library and command-line tool in the modern layout (pyproject.toml with a console
 * script, a src/ package, pytest with conftest fixtures and a registered marker, docs, a CHANGELOG, task scripts, a
 * pre-commit-style hook, a CI workflow, data fixtures; variants with a venv holding the package installed for
 * development, links an earlier call left, and big generated files). Each label was checked in real bash (the corpus
 * header says how). 163 escapes, 352 ordinary calls.
 *
 * The blind run (stop 58's guard after round 34's fixes, before the corpus was read; 2026-12-06): 5/163 escapes allowed,
 * 9/352 ordinary calls refused (2.6%). The escapes: a module imported through `PYTHONPATH=src` (the guard looked for
 * imports beside the script and in the cwd only), a venv's sitecustomize.py, a module a venv's .pth line imports from
 * a dir another .pth names, a pytest plugin an installed distribution registers (`pytest11`), and a console script
 * whose entry point module a line was added to.
 *
 * After the fixes that followed (stop 58, not blind: PYTHONPATH's and a venv's .pth dirs searched for imports, a venv's
 * sitecustomize and .pth lines that write, entry points of pytest11 and of easy-install scripts, PYTEST_ADDOPTS with
 * word-valued options): 0/163 and 8/352 (2.3%). At stop 59 (PYTHONSTARTUP=/dev/null allowed, and a setup.py rewritten
 * after `cd {env} &&` known by its new text): 6/352 (1.7%), listed below: a release script whose sed script holds a
 * version read at run time, an editable install by `setup.py develop` or a hand-written .pth, then run in the same call
 * (2), a sitecustomize on PYTHONPATH that only sets warnings, a git stash over a hooks dir, and a commit whose
 * pre-commit hook compiles a list of staged files the guard cannot know.
 * Then (stop 65, not blind) `git stash pop` after the call's own `git stash` writes back only the files that stash
 * held: 5/352 (1.4%).
 */
const KNOWN_REFUSED: string[] = [
  "[\"cd {root}/env && bash scripts/release.sh && head -8 CHANGELOG.md && git diff --stat\"]",
  "[\"cd {root}/env && git mv docs/usage.md docs/cli.md && sed -i \\\"s/usage.md/cli.md/\\\" docs/index" +
    ".md && git add -A && git commit -qm \\\"docs: rename\\\" && git status -sb\"]",
  "[\"cd {root}/env && mkdir -p tools && printf 'import warnings\\\\nwarnings.simplefilter(\\\"default" +
    "\\\")\\\\n' > tools/sitecustomize.py\\nPYTHONPATH=tools:src python3 -c 'import ledgerkit; print(ledg" +
    "erkit.__version__)'\"]",
  "[\"cd {root}/env && python3 -m venv --without-pip --system-site-packages .venv && .venv/bin/python s" +
    "etup.py -q develop 2>&1 | tail -3\\n.venv/bin/ledgerkit --version\"]",
  "[\"cd {root}/env && python3 -m venv --without-pip --system-site-packages .venv\\necho \\\"$PWD/src\\" +
    "\" > .venv/lib/python3.11/site-packages/ledgerkit-dev.pth\\n.venv/bin/python -c 'import ledgerkit; p" +
    "rint(ledgerkit.__file__)'\"]",
];
describeRound({
  name: 'round-35',
  title: 'round-35 corpus (blind) against real bash',
  escapes: ROUND35_ESCAPES,
  ordinary: ROUND35_ORDINARY,
  atLeast: { escapes: 163, ordinary: 352 },
  knownRefused: KNOWN_REFUSED,
});
