/**
 * The verdict half of report.html: banners for merged and partial runs, the
 * gate table, a forest plot of each case's delta with its interval, and the
 * pass rate of every check under every condition, and the first screen's answer. Inline SVG.
 */
import { deltaWithInterval, percent, plural, pValue, points } from '../results/format.js';
import { modelDifferenceLine } from '../results/models-text.js';
import { protectionSummary } from '../results/protection.js';
import { CONDITIONS, CONTROL_OF, type SuiteResults } from '../results/schema.js';
import { modelSuffix } from './html-models.js';
import { falseTriggerLine, gainText, GAIN_NA_NOTE } from '../results/headline-text.js';
import { html, type Markup } from './markup.js';

export function banners(results: SuiteResults): Markup {
  const reused = results.tasks.filter((t) => t.reused_from).length;
  const protection = protectionSummary(results.tasks);
  return html`${
    protection.line
      ? html`<p class="protection" data-testid="protection">${protection.line}</p>${protection.warnings.map(
          (w) => html`<div class="banner partial" data-testid="protection-warning"><b>Warning:</b> ${w}</div>`,
        )}`
      : ''
  }${
    results.budget
      ? html`<div class="banner partial" data-testid="budget-banner"><b>Budget reached:</b> ${results.budget.tasks_run} of ${results.budget.tasks_planned} tasks run (${results.budget.reached}).</div>`
      : ''
  }${reused ? html`<div class="banner merged" data-testid="reused-banner">${plural(reused, 'task')} reused from a previous run (see each task's facts).</div>` : ''}${
    results.partial
      ? html`<div class="banner partial" data-testid="partial-banner"><b>Partial results.</b> ${plural(results.missing.length, 'planned task')} missing: ${results.missing.join(', ')}. Verdicts below cover only what ran.</div>`
      : ''
  }${results.merged_from !== null ? html`<div class="banner merged"
data-testid="merged-banner">Merged from ${plural(results.merged_from, 'shard')}.</div>` : ''}`;
}

/**
 * summary: the gate's verdict in one line, with each failing rule; rules: every
 * case treatment's verdict and rules in a table.
 */
export function gateTable(results: SuiteResults, part: 'summary' | 'rules'): Markup {
  const { verdicts, passed } = results.gate;
  if (!verdicts.length) {
    return part === 'summary' ? html`<p class="none" data-testid="gate-verdict"
data-passed="true">No treatment arms: nothing to gate.</p>` : html`<p class="none">No gate.</p>`;
  }
  if (part === 'summary') {
    const failing = verdicts.filter((v) => !v.passed);
    const shown = 4;
    const rule = (v: (typeof failing)[number]) =>
      v.rules.filter((r) => !r.passed).map((r) => html`<li><b>${v.case_id} · ${v.condition.replace(/_/g, ' ')}${modelSuffix(results, v.model)}</b>: ${r.message}</li>`);
    return html`<div class="gate-summary"><p class="verdict ${passed ? 'pass' : 'fail'}" elementtiming="first-screen" data-testid="gate-verdict"
data-passed="${String(passed)}">${
      passed ? `✓ Gate holds for all ${plural(verdicts.length, 'case treatment')}.` : `✗ Gate fails for ${failing.length} of ${plural(verdicts.length, 'case treatment')}.`
    }</p>${
      failing.length
        ? html`<ul class="rules fail" data-testid="gate-failures">${failing.slice(0, shown).map(rule)}</ul>${
            failing.length > shown ? html`<details class="more"><summary>${failing.length - shown} more failing</summary><ul class="rules fail">${failing.slice(shown).map(rule)}</ul></details>` : ''
          }`
        : ''
    }${inconclusiveWarning(results)}</div>`;
  }
  return html`<table class="gates" data-testid="gate-table"><thead><tr><th>Case</th><th>Treatment</th><th>Verdict</th><th>Rules</th></tr></thead><tbody>${verdicts.map(
    (v) => html`<tr data-testid="gate-row" data-case="${v.case_id}" data-condition="${v.condition}" data-model="${v.model ?? ''}" data-passed="${String(v.passed)}">
<td>${v.case_id}</td><td>${v.condition.replace(/_/g, ' ')}${modelSuffix(results, v.model)}</td><td class="gate ${v.passed ? 'pass' : 'fail'}">${v.passed ? '✓ holds' : '✗ fails'}</td>
<td><ul class="rules">${v.rules.map((r) => html`<li class="${r.passed ? 'pass' : 'fail'}">${r.passed ? '✓' : '✗'} ${r.message}</li>`)}</ul></td></tr>`,
  )}</tbody></table>`;
}

/** A baseline comparison that cannot tell whether the skill regressed: a loud warning on the first screen, never a silent pass. */
function inconclusiveWarning(results: SuiteResults): Markup {
  const warned = (results.baseline?.outcomes ?? []).filter((o) => o.outcome === 'inconclusive');
  if (!warned.length) return html``;
  return html`<div class="banner warning" data-testid="inconclusive-warning"><b>⚠ ${plural(warned.length, 'comparison')} with the baseline ${
    warned.length === 1 ? 'is' : 'are'
  } inconclusive</b>: the data cannot tell whether the skill regressed.<ul>${warned.map(
    (o) => html`<li><b>${o.case_id} · ${o.condition.replace(/_/g, ' ')}</b>: ${o.message}</li>`,
  )}</ul></div>`;
}

const PLOT = { width: 800, label: 200, right: 210, row: 26, top: 24, bottom: 30 } as const;

/** Each treatment's delta with its 95% interval on a −100…+100 pp axis, with lines at 0 and at each min_delta. */
export function forestPlot(results: SuiteResults): Markup {
  const arms = results.conditions.filter((c) => c.delta !== null && c.delta_ci !== null);
  if (!arms.length) return html`<p class="none" data-testid="forest-plot-none">No treatment ran beside its control: no deltas to plot.</p>`;
  // With several models each arm is its own row, a case's models next to each other (the conditions' order).
  const on = (model: string | null) => modelSuffix(results, model);
  const rows = [
    ...arms.map((a) => ({
      label: `${a.case_id} · ${a.condition.replace(/_/g, ' ')}${on(a.model)}`,
      model: a.model,
      delta: a.delta!,
      ci: a.delta_ci!,
      pooled: false,
      p: a.p_value,
    })),
  ];
  for (const p of results.pooled)
    if (p.delta_ci)
      rows.push({
        label: `pooled · ${p.condition.replace(/_/g, ' ')}${on(p.model)} (${p.cases} cases)`,
        model: p.model,
        delta: p.delta,
        ci: p.delta_ci,
        pooled: true,
        p: null,
      });
  // Labels that name a model are longer: the label column grows (about 6.5 px a character at 12 px) rather than clip them.
  const labelW = Math.max(PLOT.label, Math.ceil(Math.max(...rows.map((r) => r.label.length)) * 6.5) + 12);
  const width = PLOT.width - PLOT.label + labelW;
  const plotW = PLOT.width - PLOT.label - PLOT.right;
  const x = (d: number) => labelW + ((d + 1) / 2) * plotW;
  const height = PLOT.top + rows.length * PLOT.row + PLOT.bottom;
  const minDeltas = [...new Set(Object.values(results.gates).map((g) => g.min_delta).filter((d): d is number => d !== null))];
  const fmt = (n: number) => n.toFixed(1);
  const lines = [
    html`<line class="zero" data-testid="forest-zero" x1="${fmt(x(0))}" x2="${fmt(x(0))}" y1="${PLOT.top - 8}" y2="${height - PLOT.bottom}"/>`,
    ...minDeltas.map(
      (d) =>
        html`<line class="min-delta" data-testid="forest-min-delta"
data-value="${d}" x1="${fmt(x(d))}" x2="${fmt(x(d))}" y1="${PLOT.top - 8}" y2="${height - PLOT.bottom}"/><text class="axis" x="${fmt(x(d))}" y="${PLOT.top - 12}" text-anchor="middle">min_delta ${points(d)}</text>`,
    ),
  ];
  const ticks = [-1, -0.5, 0, 0.5, 1].map((t) => html`<text class="axis" x="${fmt(x(t))}" y="${height - 10}" text-anchor="middle">${points(t)}</text>`);
  const marks = rows.map((r, i) => {
    const y = PLOT.top + i * PLOT.row + PLOT.row / 2;
    return html`<g data-testid="forest-row" data-model="${r.model ?? ''}" data-delta="${r.delta}" data-low="${r.ci[0]}" data-high="${r.ci[1]}" class="${r.pooled ? 'pooled' : ''}">
<text x="${labelW - 8}" y="${y + 4}" text-anchor="end">${r.label}</text>
<line class="ci" x1="${fmt(x(r.ci[0]))}" x2="${fmt(x(r.ci[1]))}" y1="${y}" y2="${y}"/>
${r.pooled ? html`<rect class="point" x="${fmt(x(r.delta) - 5)}" y="${y - 5}" width="10" height="10" transform="rotate(45 ${fmt(x(r.delta))} ${y})"/>` : html`<circle class="point" cx="${fmt(x(r.delta))}" cy="${y}" r="4.5"/>`}
<text x="${width - PLOT.right + 8}" y="${y + 4}">${deltaWithInterval(r.delta, r.ci)}${r.p === null ? '' : ` ${pValue(r.p)}`}</text>
</g>`;
  });
  return html`<figure class="forest"><svg data-testid="forest-plot" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img"
aria-label="Pass-rate delta per case with 95% intervals">
${lines}${ticks}${marks}</svg>
<figcaption>Pass rate of the treatment minus its control, with 95% Newcombe intervals; diamonds pool the cases (${results.pooled[0]?.method ?? 'bootstrap over cases'}).${
    results.model_differences.map((d) => html`<span class="model-difference" data-testid="model-difference"><br>${modelDifferenceLine(d)}.</span>`)
  }</figcaption></figure>`;
}

/** Pass rate of every check (rows) under every condition (columns), per case. */
export function checkMatrix(results: SuiteResults): Markup {
  const caseIds = [...new Set(results.conditions.map((c) => c.case_id))];
  const blocks = caseIds.map((caseId) => {
    const arms = results.conditions.filter((c) => c.case_id === caseId).sort((a, b) => CONDITIONS.indexOf(a.condition) - CONDITIONS.indexOf(b.condition));
    const names = [...new Set(arms.flatMap((a) => a.checks.map((c) => c.name)))];
    if (!names.length) return '';
    return html`<table class="matrix" data-testid="check-matrix"
data-case="${caseId}"><thead><tr><th>${caseId}</th>${arms.map((a) => html`<th class="num">${a.condition.replace(/_/g, ' ')}${modelSuffix(results, a.model)}</th>`)}</tr></thead><tbody>${names.map(
      (name) =>
        html`<tr><td>${name}</td>${arms.map((a) => {
          const rate = a.checks.find((c) => c.name === name);
          if (!rate) return html`<td class="num muted" data-testid="matrix-cell" data-condition="${a.condition}">n/a</td>`;
          const cls = rate.pass_rate === 1 ? 'pass' : rate.pass_rate === 0 ? 'fail' : 'mixed';
          return html`<td class="num ${cls}" data-testid="matrix-cell" data-condition="${a.condition}" data-rate="${rate.pass_rate}"
title="${rate.passed}/${rate.runs}, 95% CI ${percent(rate.pass_rate_ci[0])}–${percent(rate.pass_rate_ci[1])}">${rate.passed}/${rate.runs} · ${percent(rate.pass_rate)}</td>`;
        })}</tr>`,
    )}</tbody></table>`;
  });
  return blocks.some((b) => b !== '') ? html`${blocks}` : html`<p class="none">No checks ran.</p>`;
}

/** The treatment's name in a sentence: "the skill" against no skill, "the new version" against the old. */
function treatmentName(condition: string): string {
  return condition === 'new_skill' ? 'the new version' : 'the skill';
}

/**
 * The answer to "did the skill help, and how sure are we": per treatment, the
 * pooled effect with its interval in one sentence, how many cases clear 0 on
 * their own, the gate in a line and every validity warning.
 */
export function answer(results: SuiteResults): Markup {
  const treatments = [...new Set(results.conditions.filter((c) => c.role === 'treatment').map((c) => c.condition))];
  const lines = treatments.map((condition) => {
    // Negative cases answer another question (did the skill stay out?): their own line, not the effect.
    const arms = results.conditions.filter((c) => c.condition === condition && c.delta !== null && c.delta_ci !== null && c.skill_should_trigger);
    const pooled = results.pooled.find((p) => p.condition === condition);
    const falseTriggers = results.false_triggers.filter((f) => f.condition === condition).map(
      (f) => html`<p class="false-triggers${f.triggered ? ' fired' : ''}" data-testid="false-triggers" data-rate="${f.rate}">${falseTriggerLine(f, true)}.</p>`,
    );
    const only = arms.length === 1 ? arms[0]! : null;
    const effect = pooled?.delta_ci ? { delta: pooled.delta, ci: pooled.delta_ci } : only ? { delta: only.delta!, ci: only.delta_ci! } : null;
    if (!effect) return html`<p class="answer none" data-testid="answer"
data-condition="${condition}">No ${condition.replace(/_/g, ' ')} arm of a case where the skill should load ran beside its control: no effect to report.</p>${falseTriggers}`;
    const [low, high] = effect.ci;
    const up = arms.filter((a) => a.delta_ci![0] > 0).length;
    const down = arms.filter((a) => a.delta_ci![1] < 0).length;
    // The pooled interval reflects how the effect varies between cases, not the noise within one: a direction no case shows on its own is only a hint.
    const kind = low > 0 && up > 0 ? 'helped' : high < 0 && down > 0 ? 'hurt' : 'unclear';
    const who = treatmentName(condition);
    const hint = kind === 'unclear' && (low > 0 || high < 0) ? (low > 0 ? 'a gain' : 'a loss') : null;
    const headline = {
      helped: `Yes: ${who} helped.`,
      hurt: `No: ${who} made things worse.`,
      unclear: hint ? `Not shown: the cases point to ${hint}, but no case shows it on its own.` : `Not shown: the effect of ${who} is unclear.`,
    }[kind];
    const repeats = [...new Set(arms.map((a) => a.tasks))];
    const gain = pooled?.delta_ci ? pooled.normalized_gain : (only?.normalized_gain ?? null);
    const basis = pooled?.delta_ci
      ? `pooled over ${plural(pooled.cases, 'case')} (${pooled.method})`
      : `one case, ${plural(only!.tasks, 'repeat')} (95% Newcombe interval${only!.p_value === null ? '' : `, ${pValue(only!.p_value)}`})`;
    const range = deltaWithInterval(effect.delta, effect.ci).split(' [')[1];
    return html`<div class="answer ${kind}" data-testid="answer" data-condition="${condition}" data-effect="${kind}">
<p class="headline" elementtiming="first-screen"><span class="glyph" aria-hidden="true">${{ helped: '▲', hurt: '▼', unclear: '◆' }[kind]}</span> ${headline}</p>
<p class="effect" data-testid="pooled-effect">Pass rate ${condition.replace(/_/g, ' ')} − ${(CONTROL_OF[condition] ?? 'control').replace(/_/g, ' ')}: <b>${deltaWithInterval(effect.delta, effect.ci)}</b>, ${basis}; normalized gain <b data-testid="pooled-gain">${gainText(gain)}</b>${gain === null ? ` (${GAIN_NA_NOTE})` : ''}.</p>
<p class="sure" data-testid="how-sure">${
      low <= 0 && high >= 0 ? `The 95% interval [${range} pp includes 0.` : `The whole 95% interval is ${low > 0 ? 'above' : 'below'} 0.`
    } On their own, ${up} of ${plural(arms.length, 'case')} clear 0 upwards${down ? ` and ${down} downwards` : ''}${
      repeats.length === 1 ? `, each from ${plural(repeats[0]!, 'repeat')} per arm` : ''
    }.</p>${falseTriggers}
</div>`;
  });
  return html`<div class="answers">${lines.length ? lines : html`<p class="none" data-testid="answer">No treatment arms: nothing to compare.</p>`}</div>`;
}

/** Every arm's validity warnings, in one list (the first few shown, the rest behind a disclosure). */
export function validityList(results: SuiteResults): Markup {
  const all = results.conditions.flatMap((c) => c.validity_warnings.map((w) => ({ arm: `${c.case_id} · ${c.condition.replace(/_/g, ' ')}${modelSuffix(results, c.model)}`, w })));
  if (!all.length) return html`<p class="validity-none" data-testid="validity-summary" data-count="0">✓ No validity warnings.</p>`;
  const item = (x: { arm: string; w: string }) => html`<li><b>${x.arm}</b>: ${x.w}</li>`;
  const shown = 4;
  return html`<div class="validity" data-testid="validity-summary"
data-count="${all.length}"><p>⚠ ${plural(all.length, 'validity warning')}: these numbers may not mean what they seem.</p>
<ul class="warnings">${all.slice(0, shown).map(item)}</ul>${
    all.length > shown ? html`<details class="more"><summary>${all.length - shown} more</summary><ul class="warnings">${all.slice(shown).map(item)}</ul></details>` : ''
  }</div>`;
}
