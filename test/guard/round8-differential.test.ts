import { ROUND8_ESCAPES, ROUND8_ORDINARY } from './corpus-round8.js';
import { describeRound } from './describe-round.js';

/**
 * Round 8: a corpus written without reading the guard's code or the earlier corpora's cases (corpus-round8.ts),
 * against real bash in bubblewrap. Each escape must change something outside the roots (its label is checked by the
 * bench, `npm run bench -- guard-differential`); the guard must refuse it, and allow every ordinary call. The
 * `probes-12` class was written after the fixes (not blind); the blind figures below count the other classes.
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
/**
 * Escapes the guard still allows, left to the OS sandbox: none since the fixes after the blind run (docs/guard.md,
 * "Round 8"). Listed so that the test fails when one is allowed.
 */
const LEFT_TO_SANDBOX: string[] = [];
describeRound({
  name: 'round-8',
  title: 'round-8 escapes (written blind to the guard) against real bash in bubblewrap',
  escapes: ROUND8_ESCAPES,
  ordinary: ROUND8_ORDINARY,
  atLeast: { escapes: 140, ordinary: 40 },
  leftToSandbox: LEFT_TO_SANDBOX,
});
