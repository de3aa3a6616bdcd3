import { ROUND4_ESCAPES, ROUND4_ORDINARY } from './corpus-round4.js';
import { describeRound } from './describe-round.js';

/**
 * Round 4: a corpus written without reading the guard's code (corpus-round4.ts),
 * against real bash in bubblewrap. Each escape must change something outside
 * the roots (its label is checked by the bench, `npm run bench -- guard-differential`); the guard must refuse it, and allow every
 * ordinary call.
 */
describeRound({
  name: 'round-4',
  title: 'round-4 escapes (written blind to the guard) against real bash in bubblewrap',
  escapes: ROUND4_ESCAPES,
  ordinary: ROUND4_ORDINARY,
  atLeast: { escapes: 80, ordinary: 40 },
});
