/**
 * The case table of report.html: one row per case and condition with its pass
 * rate, delta and their intervals, the gate and the means. Each case is one
 * tbody, so the page's script can sort cases by delta, by the delta's lower
 * bound or by name, keeping a treatment beside its control.
 */
import { deltaWithInterval, duration, grouped, percent, pValue, usd } from '../results/format.js';
import { modelsOf } from '../results/models-text.js';
import { CONTROL_OF, type ConditionSummary, type Mean, type SuiteResults } from '../results/schema.js';
import { gainText, GAIN_NA_NOTE } from '../results/headline-text.js';
import { conditionLabel } from './html-task.js';
import { html, type Markup } from './markup.js';

/** A mean with its 95% interval, or a dash. */
function meanCell(m: Mean | null, format: (n: number, unitOf?: number) => string): Markup {
  if (!m) return html`<td class="num muted">—</td>`;
  // Every run the same (a free model's $0): the value alone, no zero-width interval.
  const ci = m.ci && m.ci[1] > m.ci[0] ? ` [${format(Math.max(0, m.ci[0]), m.mean)}, ${format(m.ci[1], m.mean)}]` : '';
  return html`<td class="num" title="mean of ${m.n} with its 95% t interval">${format(m.mean)}<span class="ci">${ci}</span></td>`;
}

function caseRow(c: ConditionSummary, results: SuiteResults, first: boolean, anchor: string, several: boolean): Markup {
  const control = CONTROL_OF[c.condition];
  const direction = (ci: readonly [number, number]) => (ci[0] > 0 ? 'up' : ci[1] < 0 ? 'down' : 'flat');
  const delta =
    c.delta === null || c.delta_ci === null
      ? html`<td class="num delta none" data-testid="delta">—</td>`
      : html`<td class="num delta ${direction(c.delta_ci)}" data-testid="delta"
title="pass rate, ${conditionLabel(c.condition)} − ${conditionLabel(control ?? 'control')}; 95% Newcombe interval; Fisher exact p; normalized gain Δ / (1 − control pass rate)">${deltaWithInterval(c.delta, c.delta_ci)}<span class="ci"> ${c.p_value === null ? '' : pValue(c.p_value)}</span> <span class="gain" data-testid="gain"
title="${c.normalized_gain === null ? GAIN_NA_NOTE : 'Δ / (1 − control pass rate)'}">norm. gain ${gainText(c.normalized_gain)}</span></td>`;
  const base = results.baseline?.arms.find((a) => a.case_id === c.case_id && a.condition === c.condition && a.model === c.model);
  const baseCell = results.baseline
    ? html`<td class="num" data-testid="baseline">${base ? html`${percent(base.base_pass_rate)}<span class="ci"> → ${deltaWithInterval(base.change, base.change_ci)}</span>` : html`<span class="muted">new</span>`}</td>`
    : '';
  const verdict = results.gate.verdicts.find((v) => v.case_id === c.case_id && v.condition === c.condition && v.model === c.model);
  const gateCell = verdict
    ? html`<td data-testid="gate" data-passed="${String(verdict.passed)}" class="gate ${verdict.passed ? 'pass' : 'fail'}"
title="${verdict.rules.map((r) => r.message).join('\n')}">${verdict.passed ? '✓ holds' : '✗ fails'}</td>`
    : html`<td class="muted" data-testid="gate">control</td>`;
  const warnings = c.validity_warnings.length
    ? html`<ul class="warnings">${c.validity_warnings.map((w) => html`<li>${w}</li>`)}</ul>`
    : html`<span class="muted">—</span>`;
  return html`<tr data-testid="case-row" data-case="${c.case_id}" data-condition="${c.condition}" data-model="${c.model ?? ''}" data-role="${c.role}" class="${first ? 'case-start' : ''}">
<td class="case"><a href="#case-${anchor}">${c.case_id}</a></td>
${several ? html`<td data-testid="case-model">${c.model ?? ''}</td>` : ''}<td>${conditionLabel(c.condition)}${c.skill_should_trigger ? '' : html` <span class="muted" data-testid="negative-case" title="skill_should_trigger = false">(negative)</span>`}</td>
<td class="num">${c.tasks}</td>
<td class="num" data-testid="pass-rate"><span class="rate"><span>${c.passed}/${c.tasks} · ${percent(c.pass_rate)}<span class="ci"> [${percent(c.pass_rate_ci[0])}, ${percent(c.pass_rate_ci[1])}]</span></span>${c.flaky ? html` <span class="flaky" data-testid="flaky" title="repeats disagree">flaky</span>` : ''}<span class="bar" aria-hidden="true"><span style="width:${Math.round(c.pass_rate * 100)}%"></span></span></span></td>
${delta}
${baseCell}
${gateCell}
<td class="num">${c.skill_invocation_rate === null ? '—' : percent(c.skill_invocation_rate)}</td>
${meanCell(c.tokens, grouped)}
${meanCell(c.cost, (n, unitOf) => (n === 0 && unitOf === undefined ? '$0' : usd(n)))}
${meanCell(c.agent_ms, duration)}
<td data-testid="validity">${warnings}</td>
</tr>`;
}

const sortButton = (key: string, label: string, hint: string) => html`<button type="button" class="sort" data-sort="${key}" title="${hint}">${label}</button>`;

export function caseTable(results: SuiteResults, caseAnchor: (caseId: string) => string): Markup {
  if (!results.conditions.length) return html`<p class="none">No case results.</p>`;
  const caseIds = [...new Set(results.conditions.map((c) => c.case_id))];
  // Several models: a Model column, the models side by side above (html-models.ts).
  const several = modelsOf(results).length > 1;
  const bodies = caseIds.map((caseId, order) => {
    const arms = results.conditions.filter((c) => c.case_id === caseId);
    const treatment = arms.find((a) => a.delta !== null && a.delta_ci !== null);
    return html`<tbody data-testid="case-body" data-case="${caseId}" data-order="${order}" data-delta="${treatment?.delta ?? ''}"
data-low="${treatment?.delta_ci?.[0] ?? ''}">${arms.map(
      (c, i) => caseRow(c, results, i === 0, caseAnchor(c.case_id), several),
    )}</tbody>`;
  });
  return html`<table class="cases" id="case-table" data-testid="case-table">
<caption>Per case and condition; sort cases with the buttons in the header (a treatment stays beside its control).</caption>
<thead><tr><th aria-sort="none">${sortButton('case', 'Case', 'sort by case')}</th>${several ? html`<th>Model</th>` : ''}<th>Condition</th><th class="num">Tasks</th><th class="num">Pass rate [95% CI]</th><th class="num" aria-sort="none">${sortButton(
    'delta',
    'Δ vs control [95% CI]',
    'sort cases by the delta',
  )} ${sortButton('low', 'lower bound', 'sort cases by the lower bound of the delta’s interval')}</th>${
    results.baseline ? html`<th class="num">Baseline → change</th>` : ''
  }<th>Gate</th><th class="num">Skill loaded</th><th class="num">Tokens</th><th class="num">Cost</th><th class="num">agent_ms</th><th>Validity warnings</th></tr></thead>
${bodies}
</table>`;
}
