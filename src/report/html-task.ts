/**
 * One task of report.html: its facts, checks (judge votes included), diff and
 * the timeline of its transcript. The timeline is returned as separate events,
 * each with a signature, so the page can show it in place or beside another
 * task's, aligned by step. All text is escaped by `html`.
 */
import { join } from 'node:path';
import { DIFF_PATCH_FILE } from '../diff/diff.js';
import { duration, grouped, groupedOrUnknown, plural, usd } from '../results/format.js';
import type { TaskResult } from '../results/schema.js';
import { rootAgent } from '../transcript/agents.js';
import type { Denial, ToolInvocation, Transcript, TranscriptEvent } from '../transcript/schema.js';
import { html, type Markup, type Part } from './markup.js';

export function conditionLabel(condition: string): string {
  return condition.replace(/_/g, ' ');
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
/** The page keeps at most this much of one text; the rest stays in the task's artifacts. */
const KEPT_CHARS = 20_000;
/** The patch shown in the page; diff.patch in the artifacts has all of it (up to its own cap). */
const PATCH_CHARS = 40_000;

function head(text: string, limits: ClipLimits): string {
  const lines = text.split('\n');
  const kept = lines.length > limits.lines ? lines.slice(0, limits.lines).join('\n') : text;
  return kept.length > limits.chars ? kept.slice(0, limits.chars) : kept;
}

/** The start of a very long text, saying how much was left out and where the rest is. */
function kept(text: string, max: number, where: string): string {
  return text.length > max ? `${text.slice(0, max)}\n… ${grouped(text.length - max)} more chars in ${where}` : text;
}

/**
 * A block showing the start of `shown` (defaults to `full`); when that is not
 * all of `full`, a disclosure holds the whole text.
 */
function clipped(whole: string, limits: ClipLimits, tag: 'pre' | 'div', shown: string = whole): Markup {
  const full = kept(whole, KEPT_CHARS, 'transcript.json');
  const start = head(shown, limits);
  const block = (text: string, cls = '') =>
    tag === 'pre' ? html`<pre class="${cls}">${text}</pre>` : html`<div class="text ${cls}">${text}</div>`;
  if (start === full) return block(full);
  const lineCount = whole.split('\n').length;
  return html`<div class="clip">${block(start === shown ? start : `${start}…`, 'head')}<details class="full"><summary>show all (${plural(lineCount, 'line')}, ${grouped(whole.length)} chars)</summary>${block(full)}</details></div>`;
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

/** A check's status: `error` is neither a pass nor a fail. */
export function checkStatus(c: TaskResult['checks'][number]): 'passed' | 'failed' | 'error' {
  return c.status ?? (c.passed ? 'passed' : 'failed');
}

function judgeLine(judge: NonNullable<TaskResult['checks'][number]['judge']>): Markup {
  const votes = judge.votes;
  const count = votes ? [`${votes.pass} pass`, `${votes.fail} fail`, votes.error ? `${votes.error} without verdict` : ''].filter(Boolean).join(' · ') : null;
  const tie = votes && votes.pass === votes.fail && votes.pass > 0 ? ' (a tie fails)' : '';
  return html`<div class="judge" data-testid="judge">judge votes: <span data-testid="judge-votes">${count ?? 'not recorded'}</span>${tie} · ${groupedOrUnknown(judge.tokens)} tokens · ${usd(judge.cost)} · ${duration(judge.ms)}</div>`;
}

function checksList(checks: TaskResult['checks']): Markup {
  if (!checks.length) return html`<p class="none">No checks.</p>`;
  return html`<ul class="checks" data-testid="checks">${checks.map((c) => {
    const status = checkStatus(c);
    const mark = { passed: '✓', failed: '✗', error: '!' }[status];
    return html`<li class="check ${status === 'passed' ? 'pass' : 'fail'}" data-testid="check" data-passed="${String(c.passed)}" data-status="${status}">
<span class="mark" title="${status === 'error' ? 'no result: neither pass nor fail' : status}">${mark}</span><span><span class="check-name">${c.name}</span><span class="type">${c.type}</span>${
      status === 'error' ? html`<span class="type">no result</span>` : ''
    }</span>
${c.evidence ? html`<div class="evidence">${clipped(c.evidence, EVIDENCE_LIMITS, 'div')}</div>` : ''}
${c.judge ? judgeLine(c.judge) : ''}
</li>`;
  })}</ul>`;
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

type ToolEvent = Extract<TranscriptEvent, { type: 'tool_invocation' }>;

function toolEvent(call: ToolInvocation | undefined, event: ToolEvent, denials: readonly Denial[], root: string | null): Markup {
  const denied = denials.length > 0;
  const state = denied ? 'denied' : call?.ok === true ? 'ok' : call?.ok === false ? 'failed' : 'open';
  const stateText = { denied: 'denied', ok: 'ok', failed: 'error', open: 'no result' }[state];
  // A refusal usually comes back as the call's error and result too; show its text once.
  const shownElsewhere = new Set(denials.map((d) => d.reason));
  const error = call?.error && !shownElsewhere.has(call.error) ? call.error : null;
  if (error) shownElsewhere.add(error);
  const result = call?.result && !shownElsewhere.has(call.result) ? call.result : null;
  return html`<li class="ev tool ${state}${denied ? ' denied' : ''}" data-testid="tool-call" data-tool="${event.name}" data-ordinal="${event.tool_ordinal}"
data-ok="${String(call?.ok ?? null)}">
<div class="ev-head"><span class="kind">tool</span><code class="tool-name">${event.name}</code><span class="ord">#${event.tool_ordinal}</span><span class="state ${state}">${stateText}</span>${agentTag(event.agent, root)}${
    call?.duration_ms != null ? html`<span class="muted">${duration(call.duration_ms)}</span>` : ''
  }</div>
${call ? html`<div class="field"><span class="label">args</span>${argsBlock(call.args)}</div>` : ''}
${denials.map((d) => denialBlock(d, call))}
${error ? html`<div class="field error"><span class="label">error</span>${clipped(error, RESULT_LIMITS, 'pre')}</div>` : ''}
${result ? html`<div class="field"><span class="label">result</span>${clipped(result, RESULT_LIMITS, 'pre')}</div>` : ''}
</li>`;
}

/** One step of a timeline: what it is, what makes two runs' steps "the same", and its markup. */
export interface Step {
  kind: TranscriptEvent['type'];
  /** Tool calls: the tool, the paths it touches and the commands it runs; other events: their kind only (wording varies from run to run). */
  sig: string;
  markup: Markup;
}

function toolSignature(name: string, call: ToolInvocation | undefined, denied: boolean): string {
  const commands = call?.args['commands'] ?? call?.args['command'];
  return JSON.stringify([name, call?.paths ?? [], commands ?? null, denied]);
}

/** The transcript's events as steps, in order. */
export function steps(t: Transcript): Step[] {
  const root = rootAgent(t);
  const denialsAt = new Map<number, Denial[]>();
  for (const d of t.denials) denialsAt.set(d.ordinal, [...(denialsAt.get(d.ordinal) ?? []), d]);
  const calls = new Map(t.tool_invocations.map((c) => [c.ordinal, c]));
  return t.events.map((e): Step => {
    switch (e.type) {
      case 'assistant_message':
        return {
          kind: e.type,
          sig: 'message',
          markup: html`<li class="ev message" data-testid="message"><div class="ev-head"><span class="kind">assistant</span>${agentTag(e.agent, root)}</div>${clipped(e.text, MESSAGE_LIMITS, 'div')}</li>`,
        };
      case 'reasoning':
        return {
          kind: e.type,
          sig: 'reasoning',
          markup: html`<li class="ev reasoning" data-testid="reasoning"><div class="ev-head"><span class="kind">reasoning</span>${agentTag(e.agent, root)}</div>${clipped(e.text, MESSAGE_LIMITS, 'div')}</li>`,
        };
      case 'tool_invocation': {
        const call = calls.get(e.tool_ordinal);
        const denials = denialsAt.get(e.tool_ordinal) ?? [];
        return { kind: e.type, sig: toolSignature(e.name, call, denials.length > 0), markup: toolEvent(call, e, denials, root) };
      }
      case 'error':
        return {
          kind: e.type,
          sig: 'error',
          markup: html`<li class="ev error" data-testid="error"><div class="ev-head"><span class="kind">error</span>${agentTag(e.agent, root)}</div>${clipped(e.message, RESULT_LIMITS, 'div')}</li>`,
        };
    }
  });
}

export function timeline(list: readonly Step[]): Markup {
  if (!list.length) return html`<p class="none">The transcript has no messages or tool calls.</p>`;
  return html`<ol class="timeline" data-testid="timeline">${list.map((s) => s.markup)}</ol>`;
}

export const NO_TRANSCRIPT = html`<p class="none" data-testid="no-transcript">No transcript: the task ended before cline produced one, or transcript.json could not be read.</p>`;

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
    ['harness phases', phasesLine(task.phases_ms)],
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
    ['judge', task.judge_tokens !== 0 || task.judge_ms ? `${groupedOrUnknown(task.judge_tokens)} tokens · ${usd(task.judge_cost)} · ${duration(task.judge_ms)}` : null],
    ['reused', task.reused_from ? html`<span data-testid="reused">from ${task.reused_from.run}, run ${task.reused_from.started_at}</span>` : null],
    ['artifacts', html`<span class="mono">${task.artifacts}</span>`],
  ];
  return html`<dl class="facts">${rows.filter(([, v]) => v !== null && v !== '').map(([k, v]) => html`<dt>${k}</dt><dd>${v}</dd>`)}</dl>`;
}

/** Where the task's time went, longest phase first (ms); null for results written before phases were recorded. */
function phasesLine(phases: Record<string, number>): string | null {
  const entries = Object.entries(phases).sort(([, a], [, b]) => b - a);
  return entries.length ? entries.map(([name, ms]) => `${name} ${ms}`).join(' · ') : null;
}

/** The env's changes: one line per file with its status and line counts, and the kept patch. */
function diffBlock(task: TaskResult, patch: string | null): Markup | '' {
  const d = task.diff;
  if (!d) return '';
  const summary = `${plural(d.files_touched, 'file')} touched, +${d.lines_added} −${d.lines_removed}, ${plural(d.hunks, 'hunk')} since ${d.base.slice(0, 12)}`;
  return html`<h4>Diff</h4>
<div class="diff" data-testid="diff"><p>${summary} · <span class="mono">${join(task.artifacts, DIFF_PATCH_FILE)}</span></p>
${d.files.length ? html`<ul class="diff-files">${d.files.map((f) => html`<li data-testid="diff-file"><span class="mono">${f.path}</span> ${f.status}${f.binary ? ' (binary)' : ` +${f.added} −${f.removed}`}</li>`)}</ul>` : ''}
${patch ? html`<pre class="patch" data-testid="diff-patch">${patchLines(kept(patch, PATCH_CHARS, DIFF_PATCH_FILE))}</pre>` : ''}
</div>`;
}

/** A patch with added and removed lines marked by class as well as by their +/− sign. */
function patchLines(patch: string): Markup[] {
  return patch.split('\n').map((line) => {
    const cls =
      line.startsWith('+++') || line.startsWith('---')
        ? 'file'
        : line.startsWith('+')
          ? 'add'
          : line.startsWith('-')
            ? 'del'
            : line.startsWith('@@')
              ? 'hunk'
              : '';
    return html`<span class="${cls}">${line}</span>\n`;
  });
}

/** Everything about a task above its timeline. */
export function taskHead(task: TaskResult, t: Transcript | null, patch: string | null): Markup {
  return html`${facts(task, t)}
${task.error ? html`<div class="problem">${clipped(task.error, RESULT_LIMITS, 'div')}</div>` : ''}
${task.validity_errors.length ? html`<ul class="task-warnings"
data-testid="validity-errors">${task.validity_errors.map((w) => html`<li>invalid: ${w}</li>`)}</ul>` : ''}
${task.warnings.length ? html`<ul class="task-warnings">${task.warnings.map((w) => html`<li>${w}</li>`)}</ul>` : ''}
<h4>Checks</h4>
${checksList(task.checks)}
${diffBlock(task, patch)}
<h4>Timeline</h4>`;
}

/** The line in a task's summary: its checks, tokens, time and denials. */
export function summaryFacts(task: TaskResult): string {
  const passedChecks = task.checks.filter((c) => c.passed).length;
  const deniedCount = Object.values(task.denials).reduce((a, b) => a + b, 0);
  return [
    task.checks.length ? `checks ${passedChecks}/${task.checks.length}` : null,
    task.tokens === null ? null : `${grouped(task.tokens)} tokens`,
    task.agent_ms === null ? null : `agent ${duration(task.agent_ms)}`,
    deniedCount ? plural(deniedCount, 'denial') : null,
  ]
    .filter((f) => f !== null)
    .join(' · ');
}
