import { BASELINE_OF, CONDITIONS, type ConditionSummary, type SuiteResults, type TaskResult } from './schema.js';
import { stats } from './stats.js';

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Why the numbers of one case-and-condition arm may not mean what they seem. */
function validityWarnings(tasks: readonly TaskResult[]): string[] {
  const warnings: string[] = [];
  const count = (pred: (t: TaskResult) => boolean) => tasks.filter(pred).length;
  const timedOut = count((t) => t.status === 'timed_out');
  if (timedOut) warnings.push(`${plural(timedOut, 'task')} timed out`);
  const errored = count((t) => t.status === 'error');
  if (errored) warnings.push(`${plural(errored, 'task')} ended in error`);
  const invalid = count((t) => t.status === 'invalid');
  if (invalid) warnings.push(`${plural(invalid, 'task')} invalid (records or env tampered with, or a skill in the control arm)`);
  const denied: Record<string, number> = {};
  for (const t of tasks) for (const [kind, n] of Object.entries(t.denials)) denied[kind] = (denied[kind] ?? 0) + n;
  const kinds = Object.entries(denied).filter(([, n]) => n > 0);
  if (kinds.length) warnings.push(`denials: ${kinds.map(([k, n]) => `${k} ${n}`).join(', ')}`);
  const shadowed = count((t) => t.shadows.length > 0);
  if (shadowed) warnings.push(`${plural(shadowed, 'task')} had a shadowing skill in another root`);
  const stray = count((t) => t.stray_writes.length > 0);
  if (stray) warnings.push(`${plural(stray, 'task')} wrote (or tried to) outside the env`);
  return warnings;
}

/** Per case and condition: pass rate over repeats, delta to the baseline arm, token and duration stats. */
export function summarize(tasks: readonly TaskResult[]): ConditionSummary[] {
  const groups = new Map<string, TaskResult[]>();
  for (const t of tasks) {
    const key = `${t.case_id}\u0000${t.condition}`;
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }
  // Cases in the order the suite lists them (first appearance), conditions in their canonical order.
  const caseOrder = new Map<string, number>();
  for (const t of tasks) if (!caseOrder.has(t.case_id)) caseOrder.set(t.case_id, caseOrder.size);
  const rank = (t: TaskResult) => caseOrder.get(t.case_id)! * CONDITIONS.length + CONDITIONS.indexOf(t.condition);
  const summaries: ConditionSummary[] = [...groups.values()]
    .sort((a, b) => rank(a[0]!) - rank(b[0]!))
    .map((group) => {
      const passed = group.filter((t) => t.status === 'passed').length;
      const numbers = (pick: (t: TaskResult) => number | null) => group.map(pick).filter((v): v is number => v !== null);
      return {
        case_id: group[0]!.case_id,
        condition: group[0]!.condition,
        tasks: group.length,
        passed,
        pass_rate: passed / group.length,
        delta: null,
        tokens: stats(numbers((t) => t.tokens)),
        duration_ms: stats(numbers((t) => t.duration_ms)),
        validity_warnings: validityWarnings(group),
      };
    });
  for (const s of summaries) {
    const baseline = BASELINE_OF[s.condition];
    const other = summaries.find((o) => o.case_id === s.case_id && o.condition === baseline);
    if (other) s.delta = s.pass_rate - other.pass_rate;
  }
  return summaries;
}

export function totals(tasks: readonly TaskResult[]): SuiteResults['totals'] {
  return {
    tasks: tasks.length,
    passed: tasks.filter((t) => t.status === 'passed').length,
    failed: tasks.filter((t) => t.status === 'failed').length,
    errored: tasks.filter((t) => t.status === 'error' || t.status === 'timed_out' || t.status === 'invalid').length,
  };
}
