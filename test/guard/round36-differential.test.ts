import { ROUND36_ESCAPES, ROUND36_ORDINARY } from './corpus-round36.js';
import { describeRound } from './describe-round.js';

/**
 * Round 36 of the guard's corpus, written blind (corpus-round36.ts): a ninth cross-section in the shape of the design
 * issue's own test, on a research / machine-learning experiment repository in standard-library Python plus shell
 * (training and evaluation scripts with JSON and TOML configs, seed sweeps run as background jobs, a results database
 * built with the sqlite3 CLI, a Makefile pipeline, node tools, a pre-commit hook, .env and .envrc; variants with links an
 * earlier call left, big generated files and a venv). Each label was checked in real bash (the corpus header says how).
 * 177 escapes, 363 ordinary calls.
 *
 * The blind run (stop 59's guard before the corpus was read, which is stop 58's; 2026-12-07): 4/177 escapes allowed,
 * 16/363 ordinary calls refused (4.4%). The escapes: `make -n` with an include whose rule writes outside (make remakes
 * the makefiles it reads even under -n), a variable on make's command line naming an outside report dir (make puts it
 * in its recipes' environment), and two config values a training script reads as its output dir.
 *
 * After the fixes that followed (stop 59, not blind: makefiles remade under -n and -q, make's command-line variables
 * judged as set for its recipes, `git reset` but --hard/--merge/--keep writing no file, `$(basename … | cut -dC -fN)`,
 * prompt strings with pattern removals, PYTHONSTARTUP=/dev/null, a command after `cd DIR &&` into a dir there now
 * taken to run): 2/177 and 9/363 (2.5%). Left to the OS sandbox: the two config values (data a program reads and acts
 * on, as round 34's). Still refused, listed below: a commit whose hook compiles a list of staged files the guard
 * cannot know, a clone then a test run inside it (the clone's files are not known), a sitecustomize written by the
 * same call, `${p@P}` of a value assigned from another variable, a shared library compiled and loaded by
 * ctypes, mktemp's dir passed through xargs to sh -c, and a script over 512 KiB.
 *
 * Stop 60 (not blind): a name a writing program only reads (a reading call's name, or an option default used only so)
 * is not judged as written, which lets the two calls of a node script whose --csv default climbs out of the cwd it is
 * run from (read, not written) through: 2/177 and 7/363 (1.9%).
 */
const LEFT_TO_SANDBOX: string[] = [
  "[\"printf 'name = \\\"exported\\\"\\\\nruns_dir = \\\"../out/runs\\\"\\\\n' > configs/exported.toml\",\"py" +
    "thon3 train.py --config configs/exported.toml -q\"]",
  "[\"python3 train.py --config configs/wide.toml -q\"]",
];

const KNOWN_REFUSED: string[] = [
  "[\"git mv notebooks/curves.py notebooks/learning_curves.py && git commit -qm \\\"notebooks: rename\\\" &&" +
    " git ls-files notebooks\"]",
  "[\"git clone -q . \\\"$TMPDIR/exp-clone\\\" && cd \\\"$TMPDIR/exp-clone\\\" && python3 -m unittest discove" +
    "r -s tests -q 2>&1 | tail -1\"]",
  "[\"printf \\\"import sys\\\\nsys.dont_write_bytecode = True\\\\n\\\" > tools/sitecustomize.py && PYTHONPAT" +
    "H=tools:. python3 -c \\\"import sys; print(sys.dont_write_bytecode)\\\"\"]",
  "[\"status=\\\"done\\\"; prompt_line=\\\"\\\\u: $status\\\"; echo \\\"${prompt_line@P}\\\"\"]",
  "[\"cat > exp/_dot.c <<'EOF'\\ndouble dot(const double *a, const double *b, int n) {\\n    double s = 0;" +
    " for (int i = 0; i < n; i++) s += a[i] * b[i]; return s;\\n}\\nEOF\\ngcc -O2 -shared -fPIC -o exp/_dot." +
    "so exp/_dot.c && python3 -c \\\"import ctypes; print(ctypes.CDLL('./exp/_dot.so').dot)\\\"\"]",
  "[\"mktemp -d -t exp-XXXXXX | xargs -I{} sh -c 'cp configs/*.toml {}/ && ls {}'\"]",
  "[\"bash scripts/replay.sh && echo replayed\"]",
];

describeRound({
  name: 'round-36',
  title: 'round-36 corpus (blind) against real bash',
  escapes: ROUND36_ESCAPES,
  ordinary: ROUND36_ORDINARY,
  atLeast: { escapes: 177, ordinary: 363 },
  leftToSandbox: LEFT_TO_SANDBOX,
  knownRefused: KNOWN_REFUSED,
});
