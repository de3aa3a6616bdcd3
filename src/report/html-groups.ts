/**
 * The tasks half of report.html: per case, one row per condition that groups
 * its repeats (pass count, flaky marker, token and time spread, a strip of
 * per-repeat outcomes); a row opens to its repeats, a repeat to its timeline.
 * Only tasks that errored, timed out or were marked invalid (and their groups)
 * start open. Every task's body travels gzip-compressed in a data block at the
 * end of the page and is filled in when it is first opened (see html-script.ts); open tasks are also
 * rendered in place, so they read without the script.
 */
import { gzipSync } from 'node:zlib';
import { duration, grouped, plural } from '../results/format.js';
import { CONDITIONS, CONTROL_OF, type ConditionSummary, type SuiteResults, type TaskResult } from '../results/schema.js';
import type { Transcript } from '../transcript/schema.js';
import { checkStatus, conditionLabel, NO_TRANSCRIPT, steps, summaryFacts, taskHead, timeline, type Step } from './html-task.js';
import { modelSuffix } from './html-models.js';
import { html, Markup, slugger } from './markup.js';

/** Task statuses that start open: the ones a reader must look at. */
const OPEN_STATUSES = new Set<TaskResult['status']>(['error', 'timed_out', 'invalid']);
const STATUS_GLYPH: Record<TaskResult['status'], string> = { passed: '✓', failed: '✗', error: '!', timed_out: '⏱', invalid: '⊘' };

export interface TaskInputs {
  transcripts: ReadonlyMap<string, Transcript | null>;
  patches: ReadonlyMap<string, string | null>;
  /** Filled in: one line per task, its anchor and its packed body, for the data block at the end of the page. */
  packed: string[];
}

/** The names, anchors and lists the page's script and filters share. */
export interface PageIndex {
  checks: string[];
  denials: string[];
  anchors: Map<string, string>;
  /** Per case and treatment with its control present: the repeats to put side by side. */
  pairs: { case_id: string; model: string | null; treatment: string; control: string; t: [string, string, string][]; c: [string, string, string][] }[];
}

export function pageIndex(results: SuiteResults): PageIndex {
  const checks = [...new Set(results.tasks.flatMap((t) => t.checks.map((c) => c.name)))].sort();
  const denials = [...new Set(results.tasks.flatMap((t) => Object.entries(t.denials).filter(([, n]) => n > 0).map(([k]) => k)))].sort();
  const slug = slugger();
  const anchors = new Map(results.tasks.map((t) => [t.task_id, slug(t.task_id)]));
  const entry = (t: TaskResult): [string, string, string] => [anchors.get(t.task_id)!, `r${t.repeat} · ${t.status.replace('_', ' ')}`, t.status];
  const pairs: PageIndex['pairs'] = [];
  for (const arm of results.conditions) {
    const control = CONTROL_OF[arm.condition];
    if (!control) continue;
    const of = (condition: string) => results.tasks.filter((t) => t.case_id === arm.case_id && t.model === arm.model && t.condition === condition).map(entry);
    const t = of(arm.condition);
    const c = of(control);
    if (t.length && c.length) pairs.push({ case_id: arm.case_id, model: arm.model, treatment: arm.condition, control, t, c });
  }
  return { checks, denials, anchors, pairs };
}

/** Gzip, then base64: a task's line in the data block. Deterministic (gzip's header carries no time here). */
function pack(value: unknown): string {
  return gzipSync(JSON.stringify(value), { level: 9 }).toString('base64');
}

function taskLabel(task: TaskResult): string {
  return `${conditionLabel(task.condition)} · r${task.repeat} · ${task.status.replace('_', ' ')}`;
}

function taskRow(task: TaskResult, index: PageIndex, inputs: TaskInputs): Markup {
  const t = inputs.transcripts.get(task.task_id) ?? null;
  const list: Step[] = t ? steps(t) : [];
  const headMarkup = html`${taskHead(task, t, inputs.patches.get(task.task_id) ?? null)}${t ? (list.length ? '' : timeline(list)) : NO_TRANSCRIPT}`;
  const anchor = index.anchors.get(task.task_id)!;
  inputs.packed.push(`${anchor} ${pack({ h: headMarkup.text, s: list.map((s) => [s.kind, s.sig, s.markup.text]) })}`);
  const open = OPEN_STATUSES.has(task.status);
  const checkIds = task.checks.map((c) => index.checks.indexOf(c.name));
  const failedIds = task.checks.filter((c) => checkStatus(c) !== 'passed').map((c) => index.checks.indexOf(c.name));
  const denials = Object.entries(task.denials).filter(([, n]) => n > 0).map(([k]) => k);
  return html`<details class="task status-${task.status}" id="task-${anchor}" data-testid="task" data-task-id="${task.task_id}" data-status="${task.status}"
data-label="${taskLabel(task)}" data-checks="${checkIds.join(' ')}" data-failed="${failedIds.join(' ')}" data-denials="${denials.join(' ')}"${
    open ? html` open data-loaded="yes"` : ''
  }>
<summary><span class="badge ${task.status}">${STATUS_GLYPH[task.status]} ${task.status.replace('_', ' ')}</span>${
    task.skill_should_trigger ? '' : html`<span class="badge negative" data-testid="negative">should not trigger</span>`
  }<span class="task-title">${task.task_id}</span><span class="task-facts">${summaryFacts(task)}</span></summary>
<div class="task-body"${open ? html` data-loaded="yes"` : ''}>${open ? html`${headMarkup}${timeline(list)}` : ''}</div>
</details>`;
}

function spread(values: number[], format: (n: number, unitOf?: number) => string): string | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted[Math.floor(sorted.length / 2)]!;
  const median = sorted.length % 2 ? mid : (sorted[sorted.length / 2 - 1]! + mid) / 2;
  const [lo, hi] = [sorted[0]!, sorted[sorted.length - 1]!];
  return lo === hi ? format(lo) : `${format(median, hi)} (${format(lo, hi)}–${format(hi, hi)})`;
}

function groupRow(
  results: SuiteResults,
  arm: ConditionSummary | undefined,
  condition: string,
  tasks: TaskResult[],
  index: PageIndex,
  inputs: TaskInputs,
): Markup {
  const sorted = [...tasks].sort((a, b) => a.repeat - b.repeat);
  const passed = sorted.filter((t) => t.status === 'passed').length;
  const flaky = arm?.flaky ?? (passed > 0 && passed < sorted.length);
  const open = sorted.some((t) => OPEN_STATUSES.has(t.status));
  const tokens = spread(sorted.flatMap((t) => (t.tokens === null ? [] : [t.tokens])), (n) => grouped(n));
  const time = spread(sorted.flatMap((t) => (t.agent_ms === null ? [] : [t.agent_ms])), duration);
  const counts = (['failed', 'error', 'timed_out', 'invalid'] as const)
    .map((s) => [s, sorted.filter((t) => t.status === s).length] as const)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => `${n} ${s.replace('_', ' ')}`);
  const [caseId, model] = [sorted[0]!.case_id, sorted[0]!.model];
  const pair = index.pairs.findIndex((p) => p.case_id === caseId && p.model === model && (p.treatment === condition || p.control === condition));
  return html`<details class="group" data-testid="group" data-case="${caseId}" data-condition="${condition}"
data-flaky="${String(flaky)}"${open ? html` open` : ''}>
<summary><span class="group-cond" data-model="${model ?? ''}">${conditionLabel(condition)}${modelSuffix(results, model)}</span><span class="group-count"
data-testid="group-count">${passed}/${plural(sorted.length, 'repeat')} passed</span>${
    counts.length ? html`<span class="muted">${counts.join(', ')}</span>` : ''
  }${flaky ? html`<span class="flaky" data-testid="flaky" title="repeats disagree">flaky</span>` : ''}
<span class="strip" data-testid="strip" role="img" aria-label="${sorted.map((t) => `r${t.repeat} ${t.status.replace('_', ' ')}`).join(', ')}">${sorted.map(
    (t) => html`<span class="cell ${t.status}" title="r${t.repeat}: ${t.status.replace('_', ' ')}">${STATUS_GLYPH[t.status]}</span>`,
  )}</span>
<span class="spread">${tokens ? `tokens ${tokens}` : ''}${tokens && time ? ' · ' : ''}${time ? `agent ${time}` : ''}</span><span class="shown muted"
aria-live="polite"></span></summary>
${pair >= 0 ? html`<p class="group-tools"><button type="button"
data-side="${pair}">Compare a repeat side by side with its ${CONTROL_OF[index.pairs[pair]!.treatment as keyof typeof CONTROL_OF] === condition ? 'treatment' : 'control'}</button></p>` : ''}
<div class="repeats">${sorted.map((t) => taskRow(t, index, inputs))}</div>
</details>`;
}

export function filtersForm(results: SuiteResults, index: PageIndex): Markup {
  const statuses = [...new Set(results.tasks.map((t) => t.status))];
  const conditions = CONDITIONS.filter((c) => results.tasks.some((t) => t.condition === c));
  const option = (value: string | number, label: string) => html`<option value="${value}">${label}</option>`;
  return html`<form class="filters" id="filters" data-testid="filters" role="search" aria-label="Filter tasks">
<label>Status <select name="status">${option('', 'any')}${statuses.map((s) => option(s, s.replace('_', ' ')))}</select></label>
<label>Condition <select name="condition">${option('', 'any')}${conditions.map((c) => option(c, conditionLabel(c)))}</select></label>
<label>Failing check <select name="check">${option('', 'any')}${index.checks.map((c, i) => option(i, c))}</select></label>
<label>Denial <select name="denial">${option('', 'any')}${index.denials.map((d) => option(d, d))}</select></label>
<label class="inline"><input type="checkbox" name="flaky"> flaky groups only</label>
<label>Search <input type="search" name="q" placeholder="task id or check name" autocomplete="off"></label>
<button type="reset">Clear</button>
<button type="button" id="expand-none">Collapse all</button>
<output id="filter-count" data-testid="filter-count" aria-live="polite"></output>
</form>`;
}

/** Per case: one group per condition (per model and condition when the run has several, a model's arms together). */
export function taskSections(results: SuiteResults, index: PageIndex, inputs: TaskInputs, caseAnchor: (id: string) => string): Markup[] {
  const byCase = new Map<string, TaskResult[]>();
  for (const c of results.conditions) byCase.set(c.case_id, []);
  for (const t of results.tasks) byCase.set(t.case_id, [...(byCase.get(t.case_id) ?? []), t]);
  return [...byCase]
    .filter(([, tasks]) => tasks.length)
    .map(([caseId, tasks]) => {
      const models = [...new Set(tasks.map((t) => t.model))];
      const arms = models.flatMap((m) => CONDITIONS.filter((c) => tasks.some((t) => t.model === m && t.condition === c)).map((c) => [m, c] as const));
      const negative = tasks.some((t) => !t.skill_should_trigger);
      return html`<section class="case-tasks" id="case-${caseAnchor(caseId)}" data-testid="case-tasks" data-case="${caseId}"><h3>${caseId}${
        negative ? html` <span class="badge negative" data-testid="negative-case">negative case: the skill should not trigger</span>` : ''
      }</h3>${arms.map(([m, c]) =>
        groupRow(
          results,
          results.conditions.find((a) => a.case_id === caseId && a.model === m && a.condition === c),
          c,
          tasks.filter((t) => t.model === m && t.condition === c),
          index,
          inputs,
        ),
      )}</section>`;
    });
}

/** The side-by-side section's controls; the script fills the repeats and the aligned steps. */
export function sideBySide(index: PageIndex, results: SuiteResults): Markup {
  if (!index.pairs.length) return html`<p class="none" data-testid="side-none">No case ran a treatment beside its control.</p>`;
  return html`<div class="side-controls" data-testid="side-controls">
<label>Case <select id="side-pair">${index.pairs.map(
    (p, i) => html`<option value="${i}">${p.case_id}${modelSuffix(results, p.model)}: ${conditionLabel(p.treatment)} vs ${conditionLabel(p.control)}</option>`,
  )}</select></label>
<label>Treatment repeat <select id="side-t"></select></label>
<label>Control repeat <select id="side-c"></select></label>
</div>
<div id="side-view" data-testid="side-view" aria-live="polite"><p class="none">Pick a case to compare one treatment repeat with one control repeat.</p></div>`;
}

/** What the script needs beyond the markup, as JSON safe inside a script element. */
export function indexJson(index: PageIndex): Markup {
  const data = { checks: index.checks, pairs: index.pairs.map((p) => ({ t: p.t, c: p.c })) };
  return new Markup(JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029'));
}
