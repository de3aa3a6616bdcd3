import { ROUND7_ESCAPES, ROUND7_ORDINARY } from './corpus-round7.js';
import { describeRound } from './describe-round.js';

/**
 * Round 7: a corpus written without reading the guard's code or the earlier corpora's cases (corpus-round7.ts),
 * against real bash in bubblewrap. Each escape must change something outside the roots (its label is checked by the
 * bench, `npm run bench -- guard-differential`); the guard must refuse it, and allow every ordinary call. The
 * `probes-9` class was written after the fixes (not blind); the blind figures below count the other classes.
 */
/**
 * The blind run, before any fix (guard at guard-round6 b93fb84, run 2026-12-03):
 * round-7 corpus: 22/188 escapes allowed, 1/54 ordinary refused
 * physical-dotdot: 0/14 escapes allowed
 * output-operands: 0/17 escapes allowed
 * archivers: 0/11 escapes allowed
 * dev-tools: 1/19 escapes allowed
 * tool-code: 4/19 escapes allowed
 * tool-env: 10/24 escapes allowed
 * implicit-files: 6/21 escapes allowed
 * bash: 0/28 escapes allowed
 * follow: 1/13 escapes allowed
 * git-output: 0/17 escapes allowed
 * packages: 0/5 escapes allowed
 * build: 0/10 ordinary refused
 * tests: 0/5 ordinary refused
 * git: 0/10 ordinary refused
 * format: 0/6 ordinary refused
 * scripts: 0/9 ordinary refused
 * shell: 1/14 ordinary refused
 */
/**
 * Escapes the guard still allows after the round-7 fixes, left to the OS sandbox (docs/guard.md, "Known to miss"): a
 * package in node_modules writing a relative path (files there get the absolute-path check only), and a Tcl file that
 * builds its path with `file join`. (A binary and a Java class whose source is gone are refused since probes-10: the
 * relative paths among their strings are judged.)
 */
const LEFT_TO_SANDBOX: string[] = ['["node -e \'require(\\"m\\")\'"]', '["tclsh run.tcl"]'];
describeRound({
  name: 'round-7',
  title: 'round-7 escapes (written blind to the guard) against real bash in bubblewrap',
  escapes: ROUND7_ESCAPES,
  ordinary: ROUND7_ORDINARY,
  atLeast: { escapes: 120, ordinary: 50 },
  leftToSandbox: LEFT_TO_SANDBOX,
});
