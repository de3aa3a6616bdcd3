/**
 * Does the skill's effect differ between models? For each treatment and each
 * pair of models, the difference of the two models' effects with an interval.
 * Pure.
 */
import { BOOTSTRAP_RESAMPLES, BOOTSTRAP_SEED, bootstrapMean, differenceInterval } from '../stats/index.js';
import { CONDITIONS, roleOf, type ConditionSummary, type ModelDifference } from '../results/schema.js';

export const PAIRED_METHOD =
  `mean over the cases both models ran of (first model's Δ − second model's Δ); 95% percentile bootstrap over those cases ` +
  `(${BOOTSTRAP_RESAMPLES} resamples, Mersenne Twister seed ${BOOTSTRAP_SEED})`;
export const ONE_CASE_METHOD =
  `one case: first model's Δ − second model's Δ, two independent differences; 95% interval by square-and-add (MOVER) of their Newcombe intervals`;

/**
 * With two or more models: one entry per treatment and pair of models (in the
 * order the models first appear). Over two or more shared cases the per-case
 * differences are paired, so cases' own difficulty cancels; with one shared
 * case the two arms' Newcombe intervals are combined.
 */
export function modelDifferences(summaries: readonly ConditionSummary[]): ModelDifference[] {
  const models = [...new Set(summaries.map((s) => s.model))].filter((m): m is string => m !== null);
  const out: ModelDifference[] = [];
  for (const condition of CONDITIONS.filter((c) => roleOf(c) === 'treatment')) {
    for (const [i, a] of models.entries()) {
      for (const b of models.slice(i + 1)) {
        const arm = (model: string, caseId: string) => summaries.find((s) => s.model === model && s.case_id === caseId && s.condition === condition);
        const pairs = [...new Set(summaries.map((s) => s.case_id))].flatMap((caseId) => {
          const [x, y] = [arm(a, caseId), arm(b, caseId)];
          // Negative cases stay out, as from the pooled effect.
          return x?.delta != null && y?.delta != null && x.skill_should_trigger ? [[x, y] as const] : [];
        });
        if (!pairs.length) continue;
        if (pairs.length === 1) {
          const [x, y] = pairs[0]!;
          // summarize() gives every delta its Newcombe interval.
          const ci = differenceInterval(x.delta!, x.delta_ci!, y.delta!, y.delta_ci!);
          out.push({ condition, models: [a, b], cases: 1, difference: x.delta! - y.delta!, difference_ci: ci, method: ONE_CASE_METHOD });
          continue;
        }
        const estimate = bootstrapMean(pairs.map(([x, y]) => x.delta! - y.delta!))!;
        out.push({ condition, models: [a, b], cases: pairs.length, difference: estimate.mean, difference_ci: estimate.ci, method: PAIRED_METHOD });
      }
    }
  }
  return out;
}

