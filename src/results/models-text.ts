/** How the outputs name models: which results have several, and the "does the effect differ between models?" line. */
import { deltaWithInterval, points } from './format.js';
import type { ModelDifference, SuiteResults } from './schema.js';

/** The models the arms ran on, in order of first appearance (results from before models were recorded have none). */
export function modelsOf(results: Pick<SuiteResults, 'conditions'>): string[] {
  return [...new Set(results.conditions.map((c) => c.model).filter((m): m is string => m !== null))];
}

/** "Does with_skill's effect differ between models? a − b: Δ −100 pts [−131, −56] over 1 case (method)". */
export function modelDifferenceLine(d: ModelDifference): string {
  const value = d.difference_ci ? deltaWithInterval(d.difference, d.difference_ci) : `${points(d.difference)} (no interval)`;
  return `does the ${d.condition} effect differ between models? ${d.models[0]} − ${d.models[1]}: ${value} over ${d.cases} case(s) (${d.method})`;
}
