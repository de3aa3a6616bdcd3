/**
 * The model matrix of report.html, for a suite run on several models: per case
 * and treatment one row, the models side by side as columns, each with the
 * treatment's delta to the same model's control, both pass rates and the gate's
 * verdict. A single-model run gets nothing here (its case table says it all).
 */
import { deltaWithInterval, pValue } from '../results/format.js';
import { modelsOf } from '../results/models-text.js';
import type { ConditionSummary, SuiteResults } from '../results/schema.js';
import { conditionLabel } from './html-task.js';
import { html, type Markup } from './markup.js';

/** The model of an arm in a label, only when the run has several: " · inert". */
export function modelSuffix(results: Pick<SuiteResults, 'conditions'>, model: string | null): string {
  return model !== null && modelsOf(results).length > 1 ? ` · ${model}` : '';
}

function modelCell(results: SuiteResults, arm: ConditionSummary | undefined, model: string): Markup {
  if (!arm) return html`<td class="muted" data-testid="model-cell" data-model="${model}">not run</td>`;
  const control = results.conditions.find((c) => c.case_id === arm.case_id && c.model === arm.model && c.condition === arm.control);
  const verdict = results.gate.verdicts.find((v) => v.case_id === arm.case_id && v.condition === arm.condition && v.model === arm.model);
  const rates = html`<span class="ci">${arm.passed}/${arm.tasks}${control ? ` vs ${control.passed}/${control.tasks}` : ''}</span>`;
  const gate = verdict
    ? html` <span class="gate ${verdict.passed ? 'pass' : 'fail'}" data-testid="model-gate" data-passed="${String(verdict.passed)}"
title="${verdict.rules.map((r) => r.message).join('\n')}">${verdict.passed ? '✓' : '✗'}</span>`
    : '';
  if (arm.delta === null || arm.delta_ci === null) {
    return html`<td class="num delta none" data-testid="model-cell" data-model="${model}">— ${rates}${gate}</td>`;
  }
  const direction = arm.delta_ci[0] > 0 ? 'up' : arm.delta_ci[1] < 0 ? 'down' : 'flat';
  return html`<td class="num delta ${direction}" data-testid="model-cell" data-model="${model}" data-delta="${arm.delta}"
title="${conditionLabel(arm.condition)} − ${conditionLabel(arm.control ?? 'control')} on ${model}; 95% Newcombe interval${arm.p_value === null ? '' : `; ${pValue(arm.p_value)}`}">${deltaWithInterval(arm.delta, arm.delta_ci)} ${rates}${gate}</td>`;
}

/**
 * The first screen's answer, once per model when the run has several (a skill
 * may help one model and not another): `answer` over that model's arms alone.
 */
export function answersByModel(results: SuiteResults, answer: (results: SuiteResults) => Markup): Markup {
  const models = modelsOf(results);
  if (models.length < 2) return answer(results);
  return html`${models.map((m) => {
    const own = { ...results, conditions: results.conditions.filter((c) => c.model === m), pooled: results.pooled.filter((p) => p.model === m) };
    return html`<div class="model-answer" data-testid="model-answer" data-model="${m}"><p class="model-name">On model <b>${m}</b>:</p>${answer(own)}</div>`;
  })}`;
}

/** Each case and treatment's delta on every model, side by side; empty for a run on one model. */
export function modelTable(results: SuiteResults): Markup | '' {
  const models = modelsOf(results);
  if (models.length < 2) return '';
  const rows = new Map<string, ConditionSummary[]>();
  for (const c of results.conditions.filter((x) => x.role === 'treatment')) {
    const key = JSON.stringify([c.case_id, c.condition]);
    rows.set(key, [...(rows.get(key) ?? []), c]);
  }
  return html`<table class="cases models" data-testid="model-table">
<caption>Per case and treatment, each model side by side: Δ vs the same model’s control [95% CI], then treatment vs control passes and the gate.</caption>
<thead><tr><th>Case</th><th>Treatment</th>${models.map((m) => html`<th class="num" data-testid="model-head">${m}</th>`)}</tr></thead>
<tbody>${[...rows.values()].map(
    (arms) => html`<tr data-testid="model-row" data-case="${arms[0]!.case_id}" data-condition="${arms[0]!.condition}">
<td class="case">${arms[0]!.case_id}</td><td>${conditionLabel(arms[0]!.condition)}</td>${models.map((m) =>
      modelCell(
        results,
        arms.find((a) => a.model === m),
        m,
      ),
    )}</tr>`,
  )}</tbody>
</table>`;
}
