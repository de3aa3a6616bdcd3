/**
 * How the first screens (terminal, Markdown, report) state the headlines that are easy to misread: task counts per
 * role, the false-trigger rate of negative cases, and normalized gain.
 */
import { plural, rateWithInterval } from './format.js';
import type { FalseTrigger, SuiteResults } from './schema.js';

/** Normalized gain as a signed percentage ("+100%", "−50%"); null (the control passed every run) as "n/a". */
export function gainText(gain: number | null): string {
  if (gain === null) return 'n/a';
  const pct = Math.round(gain * 100);
  return pct > 0 ? `+${pct}%` : pct < 0 ? `\u2212${-pct}%` : '0%';
}

/** What "n/a" means beside a normalized gain. */
export const GAIN_NA_NOTE = 'n/a: the control passed every run, so there was no room to gain';

/** "false triggers with_skill: 1/4 runs of 2 negative cases loaded the skill, 25% [5%, 70%]". */
export function falseTriggerLine(f: FalseTrigger, nameModel: boolean): string {
  const on = nameModel && f.model ? ` on model ${f.model}` : '';
  return `false triggers ${f.condition}${on}: ${f.triggered}/${f.tasks} runs of ${plural(f.cases, 'negative case')} loaded the skill, ` +
    `${rateWithInterval(f.rate, f.rate_ci)}`;
}

/**
 * The task counts, each role apart, so that "failed" means a treatment failed: "treatment 8/8 passed, 0 failed a check;
 * control 2/8 passed, 6 failed a check (what the skill is measured against); 0 errored". Old results without role counts: the totals.
 */
export function countsLine(totals: SuiteResults['totals']): string {
  const { treatment, control } = totals;
  if (!treatment || !control) return `${totals.passed}/${totals.tasks} task(s) passed all checks, ${totals.failed} failed a check, ${totals.errored} errored`;
  const parts = [];
  if (treatment.tasks) parts.push(`treatment ${treatment.passed}/${treatment.tasks} passed, ${treatment.failed} failed a check`);
  if (control.tasks) parts.push(`control ${control.passed}/${control.tasks} passed, ${control.failed} failed a check (what the skill is measured against)`);
  return `${parts.join('; ')}; ${totals.errored} errored`;
}
