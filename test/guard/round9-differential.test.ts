import { ROUND9_ESCAPES, ROUND9_ORDINARY } from './corpus-round9.js';
import { describeRound } from './describe-round.js';

/**
 * Round 9: a corpus written without reading the guard's code or the earlier corpora's cases (corpus-round9.ts),
 * against real bash in bubblewrap. Each escape must change something outside the roots (its label is checked by the
 * bench, `npm run bench -- guard-differential`); the guard must refuse it, and allow every ordinary call. The
 * `probes-13` class was written after the fixes (not blind); the blind figures below count the other classes.
 */
/**
 * The blind run, before any fix (guard at c864c8a, main's HEAD; the worktree's 5a12615 has the same src/guard tree;
 * run 2026-12-04). Every label held in real bash under bubblewrap (each escape changed something outside, no ordinary
 * call did); no case was dropped for its label, and none was changed after this run:
 * round-9 corpus: 18/189 escapes allowed, 0/64 ordinary refused
 * cline-exec: 1/14 escapes allowed
 * earlier-state: 0/14 escapes allowed
 * git-settings: 0/15 escapes allowed
 * bash-implicit: 0/14 escapes allowed
 * shell-plumbing: 0/14 escapes allowed
 * output-options: 0/17 escapes allowed
 * tool-caches: 3/14 escapes allowed
 * project-files: 2/12 escapes allowed
 * stdin-archives: 5/12 escapes allowed
 * lang-apis: 3/16 escapes allowed
 * indirection: 0/15 escapes allowed
 * protected-state: 2/10 escapes allowed
 * home-config: 0/8 escapes allowed
 * data-paths: 2/14 escapes allowed
 * node: 0/10 ordinary refused
 * python: 0/11 ordinary refused
 * git: 0/12 ordinary refused
 * build: 0/9 ordinary refused
 * files: 0/12 ordinary refused
 * shell: 0/10 ordinary refused
 */
/**
 * Escapes the guard still allows, left to the OS sandbox (docs/guard.md, "Round 9"): the Java VM writes its perf data
 * to /tmp/hsperfdata_USER whatever TMPDIR says, unless -XX:-UsePerfData; refusing every java and javac without it
 * would refuse ordinary Java work. The other 17 of the blind run's 18 are refused since the fixes after it.
 */
const LEFT_TO_SANDBOX: string[] = [JSON.stringify(['javac -d build A.java'])];
describeRound({
  name: 'round-9',
  title: 'round-9 escapes (written blind to the guard) against real bash in bubblewrap',
  escapes: ROUND9_ESCAPES,
  ordinary: ROUND9_ORDINARY,
  atLeast: { escapes: 140, ordinary: 45 },
  leftToSandbox: LEFT_TO_SANDBOX,
});
