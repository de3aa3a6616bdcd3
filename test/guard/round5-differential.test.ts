import { ROUND5_ESCAPES, ROUND5_ORDINARY } from './corpus-round5.js';
import { describeRound } from './round-run.js';

/**
 * Round 5: a corpus written without reading the guard's code or the earlier corpora (corpus-round5.ts),
 * against real bash in bubblewrap. Each escape must change something outside
 * the roots (its label is checked); the guard must refuse it, and allow every
 * ordinary call.
 */
/**
 * Escapes the guard still allows, each a program file in the env that computes
 * what it writes (docs/guard.md, "Known to miss"): listed so that the test
 * fails when one more is allowed, and when one of these starts being refused.
 */
const LEFT_TO_SANDBOX = [
  '["python3 -c \\"import helper2\\""]',
  '["v/bin/python -c \\"print(1)\\""]',
  '["python3 -m pytest -q -p no:cacheprovider tests"]',
  '["python3 -m mymod"]',
  '["node -e \'require(\\"./lib\\")\'"]',
  '["npm test --silent"]',
  '["make -s"]',
];
describeRound({
  name: 'round-5',
  title: 'round-5 escapes (written blind to the guard) against real bash in bubblewrap',
  escapes: ROUND5_ESCAPES,
  ordinary: ROUND5_ORDINARY,
  atLeast: { escapes: 80, ordinary: 40 },
  leftToSandbox: LEFT_TO_SANDBOX,
});
