import { ROUND3_ESCAPES, ROUND3_ORDINARY } from './corpus-round3.js';
import { describeRound } from './describe-round.js';

/**
 * Issue 24's escape classes against real bash in bubblewrap. Each case's
 * setup runs first (unjudged, inside the env); then the guard decides the
 * call on that state, and an allowed call runs, its run_commands entries
 * joined as cline joins here-documents and run one after another (one order
 * cline's concurrent run can take). An escape must change something outside
 * the roots (its label is checked by the bench, `npm run bench --
 * guard-differential`), and the guard must refuse it and allow every ordinary call.
 */
describeRound({
  name: 'round-3',
  title: "issue 24's escape classes against real bash in bubblewrap",
  escapes: ROUND3_ESCAPES,
  ordinary: ROUND3_ORDINARY,
  atLeast: { escapes: 100, ordinary: 50 },
});
