/** A run against a baseline run (e.g. a PR against main's last results): per-arm changes with intervals. Pure. */
import type { Comparison, ConditionSummary, SuiteResults } from '../results/schema.js';
import { fisherExact, newcombe } from '../stats/index.js';
import { resolveGate } from './gate.js';
import { matchingArm } from './models.js';
import { regressionRule } from './regression.js';

function change(a: ConditionSummary['tokens'], b: ConditionSummary['tokens']): number | null {
  return a && b ? b.mean - a.mean : null;
}

/**
 * Every arm both runs have, with new − base pass rate (Newcombe interval,
 * Fisher p) and the change in mean tokens, cost and agent_ms; cases only one
 * run has; and each treatment arm's outcome against its `max_regression`
 * (0 where the gate sets none): regressed, held or inconclusive.
 */
export function compareResults(base: SuiteResults, next: SuiteResults, names: { base: string; new: string }): Comparison {
  const arms: Comparison['arms'] = [];
  const regressions: Comparison['regressions'] = [];
  const outcomes: Comparison['outcomes'] = [];
  for (const arm of next.conditions) {
    const old = matchingArm(arm, base.conditions);
    if (!old) continue;
    arms.push({
      case_id: arm.case_id,
      condition: arm.condition,
      model: arm.model,
      base_pass_rate: old.pass_rate,
      new_pass_rate: arm.pass_rate,
      change: arm.pass_rate - old.pass_rate,
      change_ci: newcombe(arm.passed, arm.tasks, old.passed, old.tasks),
      p_value: fisherExact(arm.passed, arm.tasks, old.passed, old.tasks),
      tokens_change: change(old.tokens, arm.tokens),
      cost_change: change(old.cost, arm.cost),
      agent_ms_change: change(old.agent_ms, arm.agent_ms),
    });
    if (arm.role !== 'treatment') continue;
    const gate = next.gates[arm.case_id] ?? resolveGate({}, undefined);
    const rule = regressionRule(arm, old, gate, gate.max_regression ?? 0);
    const o = { case_id: arm.case_id, condition: arm.condition, model: arm.model, outcome: rule.outcome!, threshold: rule.threshold, message: rule.message };
    outcomes.push({ ...o, fails: !rule.passed });
    if (rule.outcome === 'regressed') regressions.push({ case_id: arm.case_id, condition: arm.condition, model: arm.model, message: rule.message });
  }
  const ids = (r: SuiteResults) => [...new Set(r.conditions.map((s) => s.case_id))];
  const baseIds = new Set(ids(base));
  const newIds = new Set(ids(next));
  return {
    base: names.base,
    new: names.new,
    arms,
    cases_added: [...newIds].filter((id) => !baseIds.has(id)),
    cases_removed: [...baseIds].filter((id) => !newIds.has(id)),
    regressions,
    outcomes,
  };
}

/** Whether `--fail-on-regression` fails: a regressed arm, or an inconclusive one where the gate says `on_inconclusive = "fail"`. */
export function comparisonFails(c: Comparison): boolean {
  return c.regressions.length > 0 || c.outcomes.some((o) => o.fails);
}
