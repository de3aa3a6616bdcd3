/**
 * The one script of report.html, inlined and allowed by its hash in the
 * page's Content-Security-Policy (nothing else may run or load). It:
 * - fills a task's body when it is first opened, from its gzip-compressed,
 *   base64 line in the #report-z data block (DecompressionStream: no library);
 * - filters tasks by status, condition, failing check, denial kind, flaky
 *   groups and text;
 * - sorts the case table by case, delta or the delta's lower bound;
 * - shows one treatment and one control repeat side by side, aligned by step,
 *   with the first divergence marked;
 * - moves between summaries with the arrow keys (right opens, left closes);
 * - opens the groups and task a #fragment names.
 * Every piece of markup it inserts was escaped when the page was built.
 */
import { createHash } from 'node:crypto';

export const REPORT_SCRIPT = String.raw`
(() => {
'use strict';
const $ = (sel, root) => (root || document).querySelector(sel);
const $$ = (sel, root) => Array.from((root || document).querySelectorAll(sel));
const index = JSON.parse($('#report-index').textContent);
const unpacked = new Map();
let packed = null;

/** A task's body and steps, by its details element: decoded once, from its line in the data block. */
function unpack(task) {
  const anchor = task.id.slice('task-'.length);
  if (!packed) {
    packed = new Map();
    for (const line of $('#report-z').textContent.split('\n')) {
      const space = line.indexOf(' ');
      if (space > 0) packed.set(line.slice(0, space), line.slice(space + 1));
    }
  }
  if (!unpacked.has(anchor)) {
    const bytes = Uint8Array.from(atob(packed.get(anchor)), (c) => c.charCodeAt(0));
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
    unpacked.set(anchor, new Response(stream).text().then(JSON.parse));
  }
  return unpacked.get(anchor);
}
const timelineOf = (steps) => steps.length ? '<ol class="timeline" data-testid="timeline">' + steps.map((s) => s[2]).join('') + '</ol>' : '';

async function load(task) {
  const body = $(':scope > .task-body', task);
  if (!body || body.dataset.loaded) return;
  body.dataset.loaded = 'loading';
  const data = await unpack(task);
  body.innerHTML = data.h + timelineOf(data.s);
  body.dataset.loaded = 'yes';
  task.dataset.loaded = 'yes';
}
document.addEventListener('toggle', (e) => {
  const el = e.target;
  if (el.matches && el.matches('details.task') && el.open) load(el).catch(fail);
}, true);
function fail(err) {
  const note = $('#script-error');
  note.hidden = false;
  note.textContent = 'Could not show this part of the report: ' + err;
}

function reveal(id) {
  const target = id && document.getElementById(id);
  if (!target) return;
  for (let el = target; el; el = el.parentElement) if (el.tagName === 'DETAILS') el.open = true;
  if (target.matches('details.task')) load(target).catch(fail);
}
window.addEventListener('hashchange', () => reveal(decodeURIComponent(location.hash.slice(1))));

// Filters.
const form = $('#filters');
const groups = $$('details.group');
function applyFilters() {
  const f = new FormData(form);
  const status = f.get('status'), condition = f.get('condition'), check = f.get('check'), denial = f.get('denial');
  const flaky = f.get('flaky') === 'on', q = String(f.get('q') || '').trim().toLowerCase();
  const active = Boolean(status || condition || check || denial || flaky || q);
  let shown = 0, total = 0, groupsShown = 0;
  for (const g of groups) {
    let inGroup = 0;
    const tasks = $$(':scope > .repeats > details.task', g);
    const groupOk = (!condition || g.dataset.condition === condition) && (!flaky || g.dataset.flaky === 'true');
    for (const t of tasks) {
      total++;
      const checks = t.dataset.checks ? t.dataset.checks.split(' ') : [];
      const ok = groupOk && (!status || t.dataset.status === status) &&
        (!check || (t.dataset.failed || '').split(' ').includes(check)) &&
        (!denial || (t.dataset.denials || '').split(' ').includes(denial)) &&
        (!q || t.dataset.taskId.toLowerCase().includes(q) || checks.some((i) => index.checks[i].toLowerCase().includes(q)));
      t.hidden = !ok;
      if (ok) inGroup++;
    }
    g.hidden = inGroup === 0;
    $('.shown', g).textContent = active && inGroup ? inGroup + ' of ' + tasks.length + ' shown' : '';
    shown += inGroup;
    if (inGroup) groupsShown++;
  }
  for (const s of $$('section.case-tasks')) s.hidden = !$$('details.group', s).some((g) => !g.hidden);
  $('#filter-count').textContent = active ? 'Showing ' + shown + ' of ' + total + ' tasks in ' + groupsShown + ' groups.' : 'All ' + total + ' tasks.';
}
form.addEventListener('input', applyFilters);
form.addEventListener('change', applyFilters);
form.addEventListener('submit', (e) => e.preventDefault());
form.addEventListener('reset', () => setTimeout(applyFilters));

// Case table sorting.
const table = $('#case-table');
if (table) {
  const numeric = (v) => (v === undefined || v === '' ? null : Number(v));
  for (const button of $$('button[data-sort]', table)) {
    button.addEventListener('click', () => {
      const key = button.dataset.sort, th = button.closest('th');
      const ascending = th.getAttribute('aria-sort') !== 'ascending';
      for (const other of $$('th[aria-sort]', table)) other.setAttribute('aria-sort', 'none');
      th.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
      const bodies = $$(':scope > tbody', table);
      const value = (b) => key === 'case' ? Number(b.dataset.order) : numeric(b.dataset[key]);
      bodies.sort((a, b) => {
        const x = value(a), y = value(b);
        if (x === null || y === null) return x === y ? Number(a.dataset.order) - Number(b.dataset.order) : x === null ? 1 : -1;
        return (ascending ? x - y : y - x) || Number(a.dataset.order) - Number(b.dataset.order);
      });
      for (const b of bodies) table.appendChild(b);
    });
  }
}

// Side by side.
const pairSelect = $('#side-pair');
function fillRepeats(select, tasks, prefer) {
  select.textContent = '';
  for (const [anchor, label, status] of tasks) select.add(new Option(label, anchor, false, false));
  const preferred = tasks.find((t) => t[2] === prefer);
  if (preferred) select.value = preferred[0];
}
function pickPair() {
  const pair = index.pairs[Number(pairSelect.value)];
  fillRepeats($('#side-t'), pair.t, 'passed');
  fillRepeats($('#side-c'), pair.c, 'failed');
  showSide().catch(fail);
}
const cell = (step) => step ? '<ol class="timeline single">' + step[2] + '</ol>' : '<p class="none">(no step)</p>';
/** Steps to align: each tool call (or error) with the messages and reasoning before it; what follows the last call is the answer. */
function stepsOf(events) {
  const out = [];
  let pending = '';
  for (const [kind, sig, markup] of events) {
    if (kind === 'tool_invocation' || kind === 'error') {
      out.push([kind, sig, pending + markup]);
      pending = '';
    } else pending += markup;
  }
  if (pending) out.push(['answer', 'answer', pending]);
  return out;
}
async function showSide() {
  const view = $('#side-view');
  const t = document.getElementById('task-' + $('#side-t').value), c = document.getElementById('task-' + $('#side-c').value);
  if (!t || !c) return;
  const [a, b] = await Promise.all([unpack(t), unpack(c)]);
  const left = stepsOf(a.s), right = stepsOf(b.s);
  const n = Math.max(left.length, right.length);
  let first = -1;
  for (let i = 0; i < n && first < 0; i++) if (!left[i] || !right[i] || left[i][1] !== right[i][1]) first = i;
  const heads = '<tr><th scope="col">Step</th><th scope="col">' + t.dataset.label + '</th><th scope="col">' + c.dataset.label + '</th></tr>';
  let rows = '';
  for (let i = 0; i < n; i++) {
    const mark = i === first ? '<div class="diverge-mark" data-testid="divergence" id="side-divergence">first divergence</div>' : '';
    rows += '<tr data-testid="side-step"' + (i === first ? ' class="diverge"' : '') + '><th scope="row">' + (i + 1) + mark + '</th>' +
      '<td>' + cell(left[i]) + '</td><td>' + cell(right[i]) + '</td></tr>';
  }
  const note = !n ? 'Neither run has a transcript with steps.' : first < 0 ? 'The two runs take the same ' + n + ' steps.'
    : 'The runs first diverge at step ' + (first + 1) + ' of ' + n + '.';
  view.innerHTML = '<p class="side-note" data-testid="side-note">' + note + (first >= 0 ? ' <a href="#side-divergence">Go to it</a>' : '') +
    '</p><table class="side" data-testid="side-table"><thead>' + heads + '</thead><tbody>' + rows + '</tbody></table>';
}
if (pairSelect) {
  pairSelect.addEventListener('change', pickPair);
  $('#side-t').addEventListener('change', () => showSide().catch(fail));
  $('#side-c').addEventListener('change', () => showSide().catch(fail));
  for (const b of $$('button[data-side]')) b.addEventListener('click', () => {
    pairSelect.value = b.dataset.side;
    pickPair();
    $('#side').scrollIntoView();
    pairSelect.focus();
  });
  pickPair();
}

// Keyboard: up and down move between visible summaries, right opens, left closes or goes to the enclosing group.
const summaries = () => $$('details.group > summary, details.task > summary').filter((s) => s.offsetParent !== null);
document.addEventListener('keydown', (e) => {
  const s = e.target;
  if (!(s instanceof HTMLElement) || !s.matches('details.group > summary, details.task > summary')) return;
  const d = s.parentElement;
  if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
    const all = summaries(), i = all.indexOf(s), next = all[i + (e.key === 'ArrowDown' ? 1 : -1)];
    if (next) next.focus();
  } else if (e.key === 'ArrowRight') {
    d.open = true;
  } else if (e.key === 'ArrowLeft') {
    if (d.open) d.open = false;
    else { const up = d.parentElement.closest('details.group'); if (up) $(':scope > summary', up).focus(); }
  } else return;
  e.preventDefault();
});
$('#expand-none').addEventListener('click', () => { for (const d of $$('details.group, details.task')) d.open = false; });

$('#filter-count').textContent = 'All ' + $$('details.task').length + ' tasks.';
reveal(decodeURIComponent(location.hash.slice(1)));
document.documentElement.dataset.readyAt = String(Math.round(performance.now()));
document.documentElement.dataset.ready = 'yes';
})();
`;

/** The script's hash for the Content-Security-Policy. */
export const REPORT_SCRIPT_HASH = `sha256-${createHash('sha256').update(REPORT_SCRIPT).digest('base64')}`;
