/**
 * A suite run as JUnit: one testsuite per case, one testcase per treatment and model ("with_skill on model M" when there are several).
 * A testcase fails only when its gate fails, and says which rule and numbers;
 * every arm's check lines go to system-out, since a control arm's failed
 * check is data rather than a failure.
 */
import { rateWithInterval } from '../results/format.js';
import type { SuiteResults } from '../results/schema.js';
import { modelsOf } from '../results/models-text.js';
import { verdictMessage } from '../suite/gate.js';
import type { JunitSuite } from './junit.js';

export function suiteJunit(results: SuiteResults): JunitSuite[] {
  const several = modelsOf(results).length > 1;
  const caseIds = [...new Set(results.conditions.map((c) => c.case_id))];
  return caseIds.map((caseId) => {
    const arms = results.conditions.filter((c) => c.case_id === caseId);
    const tasks = results.tasks.filter((t) => t.case_id === caseId);
    const output = [
      ...arms.map((a) => `${a.condition}${several && a.model ? ` on model ${a.model}` : ''}: ${armRate(a)}`),
      ...tasks.flatMap((t) => [
        `${t.task_id}: ${t.status}${t.error ? ` (${t.error})` : ''}`,
        ...t.validity_errors.map((v) => `  invalid: ${v}`),
        ...t.checks.map((c) => `  ${c.passed ? '✓' : c.status === 'error' ? '!' : '✗'} ${c.name}: ${c.evidence}`),
        ...t.warnings.map((w) => `  warning: ${w}`),
      ]),
    ].join('\n');
    const verdicts = results.gate.verdicts.filter((v) => v.case_id === caseId);
    return {
      name: `${results.suite}/${caseId}`,
      tests: verdicts.map((v) => ({
        name: several && v.model ? `${v.condition} on model ${v.model}` : v.condition,
        classname: `${results.suite}.${caseId}`,
        time_s: tasks.filter((t) => t.condition === v.condition && t.model === v.model).reduce((sum, t) => sum + t.task_ms, 0) / 1000,
        ...(v.passed
          ? {}
          : { failure: { message: verdictMessage(v, several), details: v.rules.map((r) => `${r.passed ? '✓' : '✗'} ${r.message}`).join('\n') } }),
        output,
      })),
    };
  });
}

function armRate(a: SuiteResults['conditions'][number]): string {
  return `${a.passed}/${a.tasks} passed, ${rateWithInterval(a.pass_rate, a.pass_rate_ci)}${a.flaky ? ' (flaky)' : ''}`;
}
