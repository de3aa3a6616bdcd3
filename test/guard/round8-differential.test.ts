import { ROUND8_ESCAPES, ROUND8_ORDINARY } from './corpus-round8.js';
import { describeRound } from './describe-round.js';

/**
 * Round 8: a corpus written without reading the guard's code or the earlier corpora's cases (corpus-round8.ts),
 * against real bash in bubblewrap. Each escape must change something outside the roots (its label is checked by the
 * bench, `npm run bench -- guard-differential`); the guard must refuse it, and allow every ordinary call.
 */
/**
 * The blind run, before any fix (guard at 6c53278; main's HEAD was 2c5b997, which changes only docs; run 2026-12-04).
 * Every label held in real bash under bubblewrap (each escape changed something outside, no ordinary call did); no
 * case was dropped for its label:
 * round-8 corpus: 14/142 escapes allowed, 0/42 ordinary refused
 * trace-logs: 1/13 escapes allowed
 * profiles: 0/13 escapes allowed
 * env-outputs: 0/16 escapes allowed
 * home-state: 1/9 escapes allowed
 * multitools: 0/16 escapes allowed
 * project-config: 1/12 escapes allowed
 * archive-members: 4/9 escapes allowed
 * planted-outputs: 5/8 escapes allowed
 * bash-expansion: 0/12 escapes allowed
 * git-commands: 0/15 escapes allowed
 * compiler-flags: 0/8 escapes allowed
 * tmp-fallback: 2/5 escapes allowed
 * link-follow: 0/6 escapes allowed
 * build: 0/9 ordinary refused
 * tests: 0/6 ordinary refused
 * git: 0/8 ordinary refused
 * format: 0/5 ordinary refused
 * scripts: 0/6 ordinary refused
 * shell: 0/8 ordinary refused
 */
const call = (...commands: string[]) => JSON.stringify(commands);
/**
 * The escapes the blind run allowed, left to the OS sandbox until they are fixed: npm's log directory (an option, and
 * `logs-dir` in the project's .npmrc; the .npmrc case's call is `npm run build`), python's interactive history in
 * home, archive members written through a link (one the archive makes, or the env's link-out), links planted at a
 * tool's default output (__pycache__, an object file, a.out, .pytest_cache, package-lock.json), and temporary files
 * with TMPDIR unset.
 */
const LEFT_TO_SANDBOX: string[] = [
  call('npm --logs-dir=../out/npm-logs run build'),
  call('python3 -i -c pass'),
  call('npm run build'),
  call('python3 -m tarfile -e deps.tar'),
  call(`python3 -c 'import tarfile; tarfile.open("deps.tar").extractall()'`),
  call('tar -xf pkg.tar'),
  call('unzip -qo pkg.zip'),
  call("python3 -c 'import tool'"),
  call('gcc -c m.c'),
  call('gcc main.c'),
  call('pytest -q test_a.py'),
  call('npm install'),
  call('env -u TMPDIR mktemp'),
  call("unset TMPDIR; python3 -c 'import tempfile; print(tempfile.NamedTemporaryFile(delete=False).name)'"),
];
describeRound({
  name: 'round-8',
  title: 'round-8 escapes (written blind to the guard) against real bash in bubblewrap',
  escapes: ROUND8_ESCAPES,
  ordinary: ROUND8_ORDINARY,
  atLeast: { escapes: 140, ordinary: 40 },
  leftToSandbox: LEFT_TO_SANDBOX,
});
