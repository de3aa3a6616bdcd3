import { ROUND12_ESCAPES, ROUND12_ORDINARY } from './corpus-round12.js';
import { describeRound } from './describe-round.js';

/**
 * Round 12: a corpus written without reading the guard's code, its decisions or the earlier corpora's cases
 * (corpus-round12.ts). Each escape changes something outside the roots in real bash, and each ordinary call changes
 * nothing outside (checked under bubblewrap while the corpus was written, and by the bench,
 * `npm run bench -- guard-differential`); the guard must refuse every escape and allow every ordinary call.
 */
/**
 * The blind run: to be recorded here, by whoever runs the guard on this corpus first, before any fix and without
 * changing a case: "round-12 corpus: A/N escapes allowed, R/M ordinary refused", the figures per class, and the
 * ordinary calls refused.
 */

describeRound({
  name: 'round-12',
  title: 'round-12 corpus (blind) against real bash',
  escapes: ROUND12_ESCAPES,
  ordinary: ROUND12_ORDINARY,
  atLeast: { escapes: 150, ordinary: 100 },
});
