/** How the outputs state a judge_pairwise result in one line. */
import { groupedOrUnknown, percent, usd } from './format.js';
import type { PairwiseResult } from './schema.js';

/** "fix-typo with_skill on model m: pairwise X: win rate 75% [30%, 95%] over 2 pairs (1 win, 1 tie, 1 position-inconsistent, 0 loss) …". */
export function pairwiseLine(p: PairwiseResult, nameModel: boolean): string {
  const arm = `${p.case_id} ${p.condition}${nameModel && p.model ? ` on model ${p.model}` : ''} against ${p.control}`;
  const rate = p.win_rate !== null && p.win_rate_ci ? `${percent(p.win_rate)} [${percent(p.win_rate_ci[0])}, ${percent(p.win_rate_ci[1])}]` : 'none';
  const judged = p.wins + p.losses + p.ties;
  const counts = `${p.wins} won, ${p.ties} tied, ${p.losses} lost${p.errors ? `, ${p.errors} without an answer` : ''}`;
  const inconsistent = p.inconsistent_share === null ? '' : `; position-inconsistent ${p.inconsistent} of ${judged} (${percent(p.inconsistent_share)})`;
  return `${arm}: ${p.check}: win rate ${rate} over ${judged} pair(s), ties as half (${counts})${inconsistent}; ` +
    `judge ${groupedOrUnknown(p.tokens)} tokens, ${usd(p.cost)}`;
}
