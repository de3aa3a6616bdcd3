/**
 * report.html: one self-contained page for a suite run — the per-case table
 * and, per task, its checks and a timeline of the transcript. It loads
 * nothing (inline CSS, no scripts) and its Content-Security-Policy forbids
 * loading anything, so it opens the same from a CI artifact as from disk.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { DIFF_PATCH_FILE } from '../diff/diff.js';
import { join } from 'node:path';
import { REPORT_FILE, TRANSCRIPT_FILE } from '../results/files.js';
import { deltaWithInterval, duration, grouped, percent, plural, pValue, rateWithInterval, usd } from '../results/format.js';
import { CONTROL_OF, type ConditionSummary, type Mean, type SuiteResults, type TaskResult } from '../results/schema.js';
import { TranscriptSchema, type Denial, type ToolInvocation, type Transcript, type TranscriptEvent } from '../transcript/schema.js';
import { REPORT_CSS } from './html-style.js';
import { Markup, html, slugger, type Part } from './markup.js';
import { banners, checkMatrix, forestPlot, gateTable } from './html-verdict.js';

function conditionLabel(condition: string): string {
  return condition.replace(/_/g, ' ');
}

/** When the page was run, in UTC so the output does not depend on where it is rendered. */
function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

interface ClipLimits {
  chars: number;
  lines: number;
}

const RESULT_LIMITS: ClipLimits = { chars: 1500, lines: 24 };
const ARGS_LIMITS: ClipLimits = { chars: 2000, lines: 30 };
const MESSAGE_LIMITS: ClipLimits = { chars: 4000, lines: 60 };
const EVIDENCE_LIMITS: ClipLimits = { chars: 800, lines: 12 };
/** Longer string values inside tool args are shortened in the args view. */
const ARG_VALUE_CHARS = 240;
/** Nested arrays and objects that fit in this many columns stay on one line. */
const JSON_WIDTH = 100;

function head(text: string, limits: ClipLimits): string {
  const lines = text.split('\n');
  const kept = lines.length > limits.lines ? lines.slice(0, limits.lines).join('\n') : text;
  return kept.length > limits.chars ? kept.slice(0, limits.chars) : kept;
}

/**
 * A block showing the start of `shown` (defaults to `full`); when that is not
 * all of `full`, a disclosure holds the whole text.
 */
function clipped(full: string, limits: ClipLimits, tag: 'pre' | 'div', shown: string = full): Markup {
  const start = head(shown, limits);
  const block = (text: string, cls = '') =>
    tag === 'pre' ? html`<pre class="${cls}">${text}</pre>` : html`<div class="text ${cls}">${text}</div>`;
  if (start === full) return block(full);
  const lineCount = full.split('\n').length;
  return html`<div class="clip">${block(start === shown ? start : `${start}…`, 'head')}<details class="full"><summary>show all (${plural(lineCount, 'line')}, ${grouped(full.length)} chars)</summary>${block(full)}</details></div>`;
}

/**
 * Indented JSON whose small nested values stay on one line: one key per line
 * at the top, without a screenful of brackets for a list of one path. Strings
 * longer than `clipAt` are shortened, saying by how much.
 */
function json(value: unknown, clipAt: number | null, indent = ''): string {
  if (typeof value === 'string') {
    return JSON.stringify(clipAt !== null && value.length > clipAt ? `${value.slice(0, clipAt)}… (+${grouped(value.length - clipAt)} chars)` : value);
  }
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const inner = `${indent}  `;
  const isArray = Array.isArray(value);
  const parts = (isArray ? value.map((v: unknown) => ['', v] as const) : Object.entries(value)).map(
    ([k, v]) => `${isArray ? '' : `${JSON.stringify(k)}: `}${json(v, clipAt, inner)}`,
  );
  const [open, close] = isArray ? ['[', ']'] : ['{', '}'];
  if (!parts.length) return open + close;
  const flat = `${open}${parts.join(', ')}${close}`;
  if (indent !== '' && !flat.includes('\n') && inner.length + flat.length <= JSON_WIDTH) return flat;
  return `${open}\n${parts.map((p) => inner + p).join(',\n')}\n${indent}${close}`;
}

function argsBlock(args: Record<string, unknown>): Markup {
  return clipped(json(args, null), ARGS_LIMITS, 'pre', json(args, ARG_VALUE_CHARS));
}

/** A mean with its 95% interval, or a dash. */
function meanCell(m: Mean | null, format: (n: number, unitOf?: number) => string): Markup {
  if (!m) return html`<td class="num muted">—</td>`;
  const ci = m.ci ? ` [${format(Math.max(0, m.ci[0]), m.mean)}, ${format(m.ci[1], m.mean)}]` : '';
  return html`<td class="num" title="mean of ${m.n} with its 95% t interval">${format(m.mean)}<span class="ci">${ci}</span></td>`;
}

function caseRow(c: ConditionSummary, results: SuiteResults, first: boolean, anchor: string): Markup {
  const control = CONTROL_OF[c.condition];
  const delta =
    c.delta === null || c.delta_ci === null
      ? html`<td class="num delta none" data-testid="delta">—</td>`
      : html`<td class="num delta ${c.delta_ci[0] > 0 ? 'up' : c.delta_ci[1] < 0 ? 'down' : 'flat'}" data-testid="delta" title="pass rate, ${conditionLabel(c.condition)} − ${conditionLabel(control ?? 'control')}; 95% Newcombe interval; Fisher exact p">${deltaWithInterval(c.delta, c.delta_ci)}<span class="ci"> ${c.p_value === null ? '' : pValue(c.p_value)}</span></td>`;
  const base = results.baseline?.arms.find((a) => a.case_id === c.case_id && a.condition === c.condition);
  const baseCell = results.baseline
    ? html`<td class="num" data-testid="baseline">${base ? html`${percent(base.base_pass_rate)}<span class="ci"> → ${deltaWithInterval(base.change, base.change_ci)}</span>` : html`<span class="muted">new</span>`}</td>`
    : '';
  const verdict = results.gate.verdicts.find((v) => v.case_id === c.case_id && v.condition === c.condition);
  const gateCell = verdict
    ? html`<td data-testid="gate" data-passed="${String(verdict.passed)}" class="gate ${verdict.passed ? 'pass' : 'fail'}" title="${verdict.rules.map((r) => r.message).join('\n')}">${verdict.passed ? '✓ holds' : '✗ fails'}</td>`
    : html`<td class="muted" data-testid="gate">control</td>`;
  const warnings = c.validity_warnings.length
    ? html`<ul class="warnings">${c.validity_warnings.map((w) => html`<li>${w}</li>`)}</ul>`
    : html`<span class="muted">—</span>`;
  return html`<tr data-testid="case-row" data-case="${c.case_id}" data-condition="${c.condition}" data-role="${c.role}" class="${first ? 'case-start' : ''}">
<td class="case"><a href="#case-${anchor}">${c.case_id}</a></td>
<td>${conditionLabel(c.condition)}</td>
<td class="num">${c.tasks}</td>
<td class="num" data-testid="pass-rate"><span class="rate">${c.passed}/${c.tasks} · ${rateWithInterval(c.pass_rate, c.pass_rate_ci)}${c.flaky ? html` <span class="flaky" data-testid="flaky" title="repeats disagree">flaky</span>` : ''}<span class="bar"><span style="width:${Math.round(c.pass_rate * 100)}%"></span></span></span></td>
${delta}
${baseCell}
${gateCell}
<td class="num">${c.skill_invocation_rate === null ? '—' : percent(c.skill_invocation_rate)}</td>
${meanCell(c.tokens, grouped)}
${meanCell(c.cost, usd)}
${meanCell(c.agent_ms, duration)}
<td data-testid="validity">${warnings}</td>
</tr>`;
}

function caseTable(results: SuiteResults, caseAnchor: (caseId: string) => string): Markup {
  const conditions = results.conditions;
  if (!conditions.length) return html`<p class="none">No case results.</p>`;
  const rows = conditions.map((c, i) => caseRow(c, results, i === 0 || conditions[i - 1]!.case_id !== c.case_id, caseAnchor(c.case_id)));
  return html`<table class="cases" data-testid="case-table">
<thead><tr><th>Case</th><th>Condition</th><th class="num">Tasks</th><th class="num">Pass rate [95% CI]</th><th class="num">Δ vs control [95% CI]</th>${
    results.baseline ? html`<th class="num">Baseline → change</th>` : ''
  }<th>Gate</th><th class="num">Skill loaded</th><th class="num">Tokens</th><th class="num">Cost</th><th class="num">agent_ms</th><th>Validity warnings</th></tr></thead>
<tbody>${rows}</tbody>
</table>`;
}

function checksList(checks: TaskResult['checks']): Markup {
  if (!checks.length) return html`<p class="none">No checks.</p>`;
  return html`<ul class="checks" data-testid="checks">${checks.map(
    (c) => html`<li class="check ${c.passed ? 'pass' : 'fail'}" data-testid="check" data-passed="${String(c.passed)}" data-status="${c.status ?? (c.passed ? 'passed' : 'failed')}">
<span class="mark" title="${c.status === 'error' ? 'no result: neither pass nor fail' : ''}">${c.passed ? '✓' : c.status === 'error' ? '!' : '✗'}</span><span><span class="check-name">${c.name}</span><span class="type">${c.type}</span></span>
${c.evidence ? html`<div class="evidence">${clipped(c.evidence, EVIDENCE_LIMITS, 'div')}</div>` : ''}
</li>`,
  )}</ul>`;
}

function agentTag(agent: string | null, root: string | null): Markup | '' {
  return agent !== null && root !== null && agent !== root ? html`<span class="agent" title="${agent}">subagent</span>` : '';
}

function denialBlock(d: Denial, call: ToolInvocation | undefined): Markup {
  const item = d.item === null ? null : call?.items?.[d.item]?.query;
  return html`<div class="denial" data-testid="denial" data-kind="${d.kind}">
<div class="denial-head">denied · ${d.kind}${d.item === null ? '' : ` · item ${d.item}`}${item ? html`: <code>${item}</code>` : ''}</div>
${clipped(d.reason, RESULT_LIMITS, 'div')}
</div>`;
}

function toolEvent(
  call: ToolInvocation | undefined,
  event: Extract<TranscriptEvent, { type: 'tool_invocation' }>,
  denials: readonly Denial[],
  root: string | null,
): Markup {
  const denied = denials.length > 0;
  const state = denied ? 'denied' : call?.ok === true ? 'ok' : call?.ok === false ? 'failed' : 'open';
  const stateText = { denied: 'denied', ok: 'ok', failed: 'error', open: 'no result' }[state];
  // A refusal usually comes back as the call's error and result too; show its text once.
  const shownElsewhere = new Set(denials.map((d) => d.reason));
  const error = call?.error && !shownElsewhere.has(call.error) ? call.error : null;
  if (error) shownElsewhere.add(error);
  const result = call?.result && !shownElsewhere.has(call.result) ? call.result : null;
  return html`<li class="ev tool ${state}${denied ? ' denied' : ''}" data-testid="tool-call" data-tool="${event.name}" data-ordinal="${event.tool_ordinal}" data-ok="${String(call?.ok ?? null)}">
<div class="ev-head"><span class="kind">tool</span><code class="tool-name">${event.name}</code><span class="ord">#${event.tool_ordinal}</span><span class="state ${state}">${stateText}</span>${agentTag(event.agent, root)}${
    call?.duration_ms != null ? html`<span class="muted">${duration(call.duration_ms)}</span>` : ''
  }</div>
${call ? html`<div class="field"><span class="label">args</span>${argsBlock(call.args)}</div>` : ''}
${denials.map((d) => denialBlock(d, call))}
${error ? html`<div class="field error"><span class="label">error</span>${clipped(error, RESULT_LIMITS, 'pre')}</div>` : ''}
${result ? html`<div class="field"><span class="label">result</span>${clipped(result, RESULT_LIMITS, 'pre')}</div>` : ''}
</li>`;
}

function timeline(t: Transcript): Markup {
  if (!t.events.length) return html`<p class="none">The transcript has no messages or tool calls.</p>`;
  const root = t.agents.find((a) => a.parent === null)?.id ?? null;
  const denialsAt = new Map<number, Denial[]>();
  for (const d of t.denials) denialsAt.set(d.ordinal, [...(denialsAt.get(d.ordinal) ?? []), d]);
  const calls = new Map(t.tool_invocations.map((c) => [c.ordinal, c]));
  const items = t.events.map((e) => {
    switch (e.type) {
      case 'assistant_message':
        return html`<li class="ev message" data-testid="message"><div class="ev-head"><span class="kind">assistant</span>${agentTag(e.agent, root)}</div>${clipped(e.text, MESSAGE_LIMITS, 'div')}</li>`;
      case 'reasoning':
        return html`<li class="ev reasoning" data-testid="reasoning"><div class="ev-head"><span class="kind">reasoning</span>${agentTag(e.agent, root)}</div>${clipped(e.text, MESSAGE_LIMITS, 'div')}</li>`;
      case 'tool_invocation':
        return toolEvent(calls.get(e.tool_ordinal), e, denialsAt.get(e.tool_ordinal) ?? [], root);
      case 'error':
        return html`<li class="ev error" data-testid="error"><div class="ev-head"><span class="kind">error</span>${agentTag(e.agent, root)}</div>${clipped(e.message, RESULT_LIMITS, 'div')}</li>`;
    }
  });
  return html`<ol class="timeline" data-testid="timeline">${items}</ol>`;
}

function facts(task: TaskResult, t: Transcript | null): Markup {
  const rows: [string, Part][] = [
    ['condition', conditionLabel(task.condition)],
    ['repeat', task.repeat],
    ['dispatch', task.dispatch_status],
    ['finish reason', t?.finish_reason ?? null],
    ['staged skill', task.staged_skill],
    ['codebase', task.codebase ? html`<span class="mono">${task.codebase.path}</span> at ${task.codebase.ref} (${task.codebase.commit.slice(0, 12)})` : null],
    ['tokens', task.tokens === null ? null : grouped(task.tokens)],
    ['cost', task.cost === null ? null : usd(task.cost)],
    ['durations', `agent_ms ${task.agent_ms ?? '—'} · cline_ms ${task.cline_ms ?? '—'} · task_ms ${task.task_ms}`],
    [
      'denials',
      Object.entries(task.denials)
        .filter(([, n]) => n > 0)
        .map(([kind, n]) => `${kind} ${n}`)
        .join(', ') || null,
    ],
    ['guard denials', task.guard_denials || null],
    ['shadowed by', task.shadows.join(', ') || null],
    ['stray writes', task.stray_writes.join(', ') || null],
    ['run aborted', t?.aborted ? (t.aborted.message ?? t.aborted.reason ?? 'yes') : null],
    ['parse notes', t?.diagnostics.length ? t.diagnostics.map((d) => `${d.kind}${d.line === null ? '' : ` (line ${d.line})`}`).join(', ') : null],
    ['negative case', task.skill_should_trigger ? null : 'the skill should not trigger here (skill_invoked is inverted)'],
    ['judge', task.judge_tokens || task.judge_ms ? `${grouped(task.judge_tokens)} tokens · ${usd(task.judge_cost)} · ${duration(task.judge_ms)}` : null],
    ['artifacts', html`<span class="mono">${task.artifacts}</span>`],
  ];
  return html`<dl class="facts">${rows.filter(([, v]) => v !== null && v !== '').map(([k, v]) => html`<dt>${k}</dt><dd>${v}</dd>`)}</dl>`;
}

/** The env's changes: one line per file with its status and line counts, and the kept patch. */
function diffBlock(task: TaskResult): Markup | '' {
  const d = task.diff;
  if (!d) return '';
  const head = `${plural(d.files_touched, 'file')} touched, +${d.lines_added} −${d.lines_removed}, ${plural(d.hunks, 'hunk')} since ${d.base.slice(0, 12)}`;
  return html`<h4>Diff</h4>
<div class="diff" data-testid="diff"><p>${head} · <a href="${join(task.artifacts, DIFF_PATCH_FILE)}">diff.patch</a></p>
${d.files.length ? html`<ul class="diff-files">${d.files.map((f) => html`<li data-testid="diff-file"><span class="mono">${f.path}</span> ${f.status}${f.binary ? ' (binary)' : ` +${f.added} −${f.removed}`}</li>`)}</ul>` : ''}
</div>`;
}

function taskSection(task: TaskResult, t: Transcript | null, anchor: string): Markup {
  const passedChecks = task.checks.filter((c) => c.passed).length;
  const deniedCount = Object.values(task.denials).reduce((a, b) => a + b, 0);
  const summaryFacts = [
    task.checks.length ? `checks ${passedChecks}/${task.checks.length}` : null,
    task.tokens === null ? null : `${grouped(task.tokens)} tokens`,
    task.agent_ms === null ? null : `agent ${duration(task.agent_ms)}`,
    deniedCount ? plural(deniedCount, 'denial') : null,
  ].filter((f) => f !== null);
  return html`<details class="task status-${task.status}" id="task-${anchor}" data-testid="task" data-task-id="${task.task_id}" data-status="${task.status}"${
    task.status === 'passed' ? '' : html` open`
  }>
<summary><span class="badge ${task.status}">${task.status.replace('_', ' ')}</span>${
    task.skill_should_trigger ? '' : html`<span class="badge negative" data-testid="negative">should not trigger</span>`
  }<span class="task-title">${task.task_id}</span><span class="task-facts">${summaryFacts.join(' · ')}</span></summary>
<div class="task-body">
${facts(task, t)}
${task.error ? html`<div class="problem">${clipped(task.error, RESULT_LIMITS, 'div')}</div>` : ''}
${task.validity_errors.length ? html`<ul class="task-warnings" data-testid="validity-errors">${task.validity_errors.map((w) => html`<li>invalid: ${w}</li>`)}</ul>` : ''}
${task.warnings.length ? html`<ul class="task-warnings">${task.warnings.map((w) => html`<li>${w}</li>`)}</ul>` : ''}
<h4>Checks</h4>
${checksList(task.checks)}
${diffBlock(task)}
<h4>Timeline</h4>
${t ? timeline(t) : html`<p class="none" data-testid="no-transcript">No transcript: the task ended before cline produced one, or transcript.json could not be read.</p>`}
</div>
</details>`;
}

/** `old_skill = { git }`: the ref and commit the old version came from, and whether the skill had uncommitted changes. */
function oldSkillMeta(old: SuiteResults['old_skill_git']): Markup | '' {
  if (!old) return '';
  const dirty = old.dirty ? ', the skill had uncommitted changes' : '';
  return html`<span data-testid="old-skill-git">old skill <b>${old.ref}</b> (${old.commit.slice(0, 12)}${dirty})</span>`;
}

function totalsBlock(totals: SuiteResults['totals']): Markup {
  const entries: [keyof SuiteResults['totals'], string][] = [
    ['tasks', 'tasks'],
    ['passed', 'passed'],
    ['failed', 'failed'],
    ['errored', 'errored or timed out'],
  ];
  return html`<div class="totals" data-testid="totals">${entries.map(
    ([key, label]) => html`<div class="total ${key}${totals[key] === 0 ? ' zero' : ''}" data-total="${key}"><span class="n">${totals[key]}</span><span class="l">${label}</span></div>`,
  )}</div>`;
}

/**
 * The report page for a suite run. `transcripts` maps task ids to parsed
 * transcripts (null or absent: none available). Pure.
 */
export function renderReport(results: SuiteResults, transcripts: ReadonlyMap<string, Transcript | null>): string {
  const caseSlug = slugger();
  const caseAnchors = new Map<string, string>();
  const caseAnchor = (id: string): string => {
    let anchor = caseAnchors.get(id);
    if (anchor === undefined) caseAnchors.set(id, (anchor = caseSlug(id)));
    return anchor;
  };
  const taskSlug = slugger();

  const byCase = new Map<string, TaskResult[]>();
  for (const c of results.conditions) byCase.set(c.case_id, []);
  for (const t of results.tasks) byCase.set(t.case_id, [...(byCase.get(t.case_id) ?? []), t]);
  const sections = [...byCase]
    .filter(([, tasks]) => tasks.length)
    .map(
      ([caseId, tasks]) =>
        html`<section class="case-tasks" id="case-${caseAnchor(caseId)}" data-testid="case-tasks" data-case="${caseId}"><h3>${caseId}</h3>${tasks.map((t) =>
          taskSection(t, transcripts.get(t.task_id) ?? null, taskSlug(t.task_id)),
        )}</section>`,
    );

  const page = html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${results.suite} · cline-harness report</title>
<style>${new Markup(REPORT_CSS)}</style>
</head>
<body>
<main>
<header data-testid="report-header">
<h1>${results.suite}</h1>
<div class="meta">
<span>run <b>${when(results.started_at)}</b></span>
<span>took <b>${duration(results.duration_ms)}</b></span>
<span>cline <b>${results.cline_version ?? 'unknown'}</b></span>
<span>model <b>${results.model}</b></span>
${results.shard ? html`<span>shard <b>${results.shard.index}/${results.shard.count}</b></span>` : ''}
${oldSkillMeta(results.old_skill_git)}
</div>
${banners(results)}
${totalsBlock(results.totals)}
</header>
<h2>Gate</h2>
${gateTable(results)}
<h2>Effect of the skill</h2>
${forestPlot(results)}
<h2>Cases</h2>
${caseTable(results, caseAnchor)}
<h2>Checks by condition</h2>
${checkMatrix(results)}
<h2>Tasks</h2>
${sections.length ? sections : html`<p class="none">No tasks ran.</p>`}
<footer>cline-harness · failed and errored tasks are expanded; the others open with a click.</footer>
</main>
</body>
</html>
`;
  return page.text;
}

/** A task's transcript.json, or null when it is missing, unreadable or not a transcript. */
async function loadTranscript(artifacts: string): Promise<Transcript | null> {
  try {
    const parsed = TranscriptSchema.safeParse(JSON.parse(await readFile(join(artifacts, TRANSCRIPT_FILE), 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Reads each task's transcript from its artifacts and writes `<outDir>/report.html`; returns its path. */
export async function writeReport(outDir: string, results: SuiteResults): Promise<string> {
  const transcripts = new Map<string, Transcript | null>();
  for (const task of results.tasks) transcripts.set(task.task_id, await loadTranscript(task.artifacts));
  const path = join(outDir, REPORT_FILE);
  await mkdir(outDir, { recursive: true });
  await writeFile(path, renderReport(results, transcripts));
  return path;
}
