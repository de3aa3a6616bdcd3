import { ROUND5_ESCAPES, ROUND5_ORDINARY } from './corpus-round5.js';
import { describeRound } from './describe-round.js';

/**
 * Round 5: a corpus written without reading the guard's code or the earlier corpora (corpus-round5.ts),
 * against real bash in bubblewrap. Each escape must change something outside
 * the roots (its label is checked by the bench, `npm run bench -- guard-differential`); the guard must refuse it, and allow every
 * ordinary call.
 */
/**
 * Escapes the guard still allows, left to the OS sandbox (docs/guard.md, "Known to miss"): none since files run as
 * code get the one-liner checks. Listed so that the test fails when one is allowed.
 */
const LEFT_TO_SANDBOX: string[] = [];
describeRound({
  name: 'round-5',
  title: 'round-5 escapes (written blind to the guard) against real bash in bubblewrap',
  escapes: ROUND5_ESCAPES,
  ordinary: ROUND5_ORDINARY,
  atLeast: { escapes: 80, ordinary: 40 },
  leftToSandbox: LEFT_TO_SANDBOX,
});
