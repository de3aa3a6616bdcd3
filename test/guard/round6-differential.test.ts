import { ROUND6_ESCAPES, ROUND6_ORDINARY } from './corpus-round6.js';
import { describeRound } from './describe-round.js';

/**
 * Round 6: a corpus written without reading the guard's code or the earlier corpora's cases (corpus-round6.ts),
 * against real bash in bubblewrap. Each escape must change something outside the roots (its label is checked by the
 * bench, `npm run bench -- guard-differential`); the guard must refuse it, and allow every ordinary call. The
 * `probes-7` class was written after the fixes (not blind); the blind figures below count the other classes.
 */
/**
 * The blind run, before any fix (guard at main 9fe3342, run 2026-12-03):
 * round-6 corpus: 78/223 escapes allowed, 1/56 ordinary refused
 * tool-options: 9/32 escapes allowed
 * wrappers: 6/13 escapes allowed
 * config-files: 10/18 escapes allowed
 * env-vars: 4/17 escapes allowed
 * git-programs: 2/21 escapes allowed
 * code-loading: 18/25 escapes allowed
 * compiled: 6/6 escapes allowed
 * links: 9/19 escapes allowed
 * archives: 5/8 escapes allowed, 0/2 ordinary refused
 * packages: 0/8 escapes allowed, 0/5 ordinary refused
 * stdin-code: 1/16 escapes allowed
 * parallel-entries: 4/10 escapes allowed
 * bash: 4/28 escapes allowed
 * editor: 0/2 escapes allowed
 * build: 0/12 ordinary refused
 * tests: 0/5 ordinary refused
 * git: 0/13 ordinary refused
 * format: 0/5 ordinary refused
 * scripts: 1/5 ordinary refused
 * shell: 0/9 ordinary refused
 */
/**
 * Escapes the guard still allows, left to the OS sandbox (docs/guard.md, "Known to miss"): `npm init x` runs the bin
 * of the installed package create-x, and a file under node_modules gets the absolute-path check only (real packages
 * build paths from home and `..`).
 */
const LEFT_TO_SANDBOX: string[] = ['["npm init x -y"]'];
describeRound({
  name: 'round-6',
  title: 'round-6 escapes (written blind to the guard) against real bash in bubblewrap',
  escapes: ROUND6_ESCAPES,
  ordinary: ROUND6_ORDINARY,
  atLeast: { escapes: 80, ordinary: 40 },
  leftToSandbox: LEFT_TO_SANDBOX,
});
