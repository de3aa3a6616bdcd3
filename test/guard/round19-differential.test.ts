import { ROUND19_ESCAPES, ROUND19_ORDINARY } from './corpus-round19.js';
import { describeRound } from './describe-round.js';

describeRound({
  name: 'round-19',
  title: 'round-19 corpus (blind) against real bash',
  escapes: ROUND19_ESCAPES,
  ordinary: ROUND19_ORDINARY,
  atLeast: { escapes: 100, ordinary: 200 },
  leftToSandbox: [],
  knownRefused: [],
});
