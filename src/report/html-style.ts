/** The report page's stylesheet, inlined into report.html (the page loads nothing). */
export const REPORT_CSS = `
:root {
  --bg: #f7f7f5; --card: #ffffff; --fg: #1f2328; --muted: #6a717a; --line: #e2e4e7; --soft: #f2f3f4;
  --pass: #1f7a3a; --pass-bg: #e8f4ec; --fail: #b4382e; --fail-bg: #fcebe9; --warn: #8a5a00; --warn-bg: #fbf3e0;
  --deny: #c2410c; --deny-bg: #fff3ea; --accent: #3b5bab;
  --mono: ui-monospace, "SFMono-Regular", "DejaVu Sans Mono", Menlo, Consolas, monospace;
  color-scheme: light dark;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #16181b; --card: #1d2024; --fg: #e3e5e8; --muted: #9199a3; --line: #2e3238; --soft: #24282d;
    --pass: #6cc487; --pass-bg: #1c2d22; --fail: #f08a80; --fail-bg: #35201e; --warn: #e2b455; --warn-bg: #33291a;
    --deny: #f59e63; --deny-bg: #36241a; --accent: #8fa8e8;
  }
}
* { box-sizing: border-box; }
body {
  margin: 0; background: var(--bg); color: var(--fg);
  font: 14px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", sans-serif;
}
main { max-width: 1180px; margin: 0 auto; padding: 28px 24px 64px; }
a { color: var(--accent); text-decoration: none; }
a:hover { text-decoration: underline; }
h1 { font-size: 22px; font-weight: 600; margin: 0 0 4px; }
h2 { font-size: 16px; font-weight: 600; margin: 36px 0 12px; }
h3 { font-size: 14px; font-weight: 600; margin: 28px 0 8px; color: var(--muted); }
h4 { font-size: 12px; font-weight: 600; margin: 18px 0 6px; color: var(--muted); text-transform: uppercase; letter-spacing: .04em; }
code, pre, .mono { font-family: var(--mono); font-size: 12.5px; }
pre { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.muted { color: var(--muted); }
.meta { color: var(--muted); display: flex; flex-wrap: wrap; gap: 4px 18px; margin-bottom: 14px; }
.meta b { color: var(--fg); font-weight: 500; }
.totals { display: flex; gap: 10px; flex-wrap: wrap; }
.total { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 8px 14px; min-width: 92px; }
.total .n { font-size: 20px; font-weight: 600; display: block; line-height: 1.2; }
.total .l { color: var(--muted); font-size: 12px; }
.total.passed .n, .total.treatment-passed .n { color: var(--pass); }
.total.bad .n { color: var(--fail); }
.total.zero .n { color: var(--muted); }

table.cases { width: 100%; border-collapse: collapse; background: var(--card); border: 1px solid var(--line); border-radius: 8px; overflow: hidden; }
.cases th { text-align: left; font-weight: 600; font-size: 12px; color: var(--muted); background: var(--soft); padding: 8px 12px;
  border-bottom: 1px solid var(--line); white-space: nowrap; }
.cases td { padding: 8px 12px; border-top: 1px solid var(--line); vertical-align: top; }
.cases tr.case-start td { border-top-color: #c9cdd2; }
.cases tr:first-child td { border-top: none; }
.cases .num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.cases td.case { font-weight: 500; }
/* The table fits a 1400 px window: it may use more width than the text column, intervals and gains go under their
   values, headers and warnings wrap. */
.cases-section { width: min(1360px, calc(100vw - 40px)); margin-left: calc(50% - min(680px, 50vw - 20px)); }
.cases td .ci, .cases td .gain, .cases td .rate .ci { display: block; }
.cases th, .cases th.num { white-space: normal; padding: 8px 8px; }
.cases td { padding: 8px 8px; }
.cases th .sort { white-space: normal; text-align: inherit; }
.cases td.gate { white-space: nowrap; }
.cases td[data-testid="validity"] { min-width: 120px; }
.cases td .gain { color: var(--muted); font-size: 12px; font-weight: 400; }
.rate { display: inline-flex; align-items: center; gap: 8px; }
.bar { display: inline-block; width: 56px; height: 6px; border-radius: 3px; background: var(--fail-bg); overflow: hidden; }
.bar > span { display: block; height: 100%; background: var(--pass); }
.delta.up { color: var(--pass); font-weight: 600; }
.delta.down { color: var(--fail); font-weight: 600; }
.delta.none, .delta.flat { color: var(--muted); }
ul.warnings { margin: 0; padding: 0; list-style: none; }
ul.warnings li { color: var(--warn); }
ul.warnings li::before { content: "⚠ "; }

.case-tasks { margin-bottom: 8px; }
details.task { background: var(--card); border: 1px solid var(--line); border-left: 4px solid var(--line); border-radius: 8px; margin: 8px 0; }
details.task.status-passed { border-left-color: var(--pass); }
details.task.status-failed, details.task.status-error { border-left-color: var(--fail); }
details.task.status-timed_out { border-left-color: var(--warn); }
details.task > summary { cursor: pointer; padding: 10px 14px; display: flex; gap: 12px; align-items: baseline; flex-wrap: wrap; list-style: none; }
details.task > summary::-webkit-details-marker { display: none; }
details.task > summary::before { content: "▸"; color: var(--muted); width: 10px; }
details.task[open] > summary::before { content: "▾"; }
details.task[open] > summary { border-bottom: 1px solid var(--line); }
.task-title { font-weight: 600; }
.task-facts { color: var(--muted); margin-left: auto; font-size: 12.5px; }
.task-body { padding: 4px 18px 16px; }
.badge { display: inline-block; border-radius: 999px; padding: 0 9px; font-size: 12px; font-weight: 600; line-height: 20px; }
.badge.passed { background: var(--pass-bg); color: var(--pass); }
.badge.failed, .badge.error, .badge.invalid { background: var(--fail-bg); color: var(--fail); }
.badge.timed_out { background: var(--warn-bg); color: var(--warn); }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; margin: 12px 0 0; }
dl.facts dt { color: var(--muted); }
dl.facts dd { margin: 0; overflow-wrap: anywhere; }
.problem { background: var(--fail-bg); color: var(--fail); border-radius: 6px; padding: 8px 12px; margin-top: 12px; }
.task-warnings { margin: 12px 0 0; padding: 0; list-style: none; }
.task-warnings li { color: var(--warn); }
.task-warnings li::before { content: "⚠ "; }

ul.checks { list-style: none; margin: 0; padding: 0; }
li.check { display: grid; grid-template-columns: 18px 1fr; gap: 0 6px; padding: 3px 0; }
li.check .mark { font-weight: 700; }
li.check.pass .mark { color: var(--pass); }
li.check.fail .mark { color: var(--fail); }
li.check .type { color: var(--muted); font-size: 12px; margin-left: 6px; }
li.check .evidence { grid-column: 2; color: var(--muted); white-space: pre-wrap; overflow-wrap: anywhere; }

ol.timeline { list-style: none; margin: 0; padding: 0 0 0 14px; border-left: 2px solid var(--line); }
li.ev { position: relative; margin: 0 0 10px; padding: 6px 12px; border-radius: 6px; }
li.ev::before { content: ""; position: absolute; left: -20px; top: 13px; width: 8px; height: 8px; border-radius: 50%; background: var(--line);
  border: 2px solid var(--bg); }
.ev-head { display: flex; gap: 8px; align-items: baseline; flex-wrap: wrap; }
.kind { font-size: 11px; font-weight: 600; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); min-width: 68px; }
.text { white-space: pre-wrap; overflow-wrap: anywhere; }
li.ev.message::before { background: var(--accent); }
li.ev.reasoning { color: var(--muted); font-style: italic; }
li.ev.reasoning .text { font-size: 13px; }
li.ev.tool { background: var(--card); border: 1px solid var(--line); }
li.ev.tool::before { background: var(--muted); }
li.ev.tool.denied { border-color: var(--deny); border-left: 4px solid var(--deny); background: var(--deny-bg); }
li.ev.tool.denied::before { background: var(--deny); }
li.ev.error { background: var(--fail-bg); color: var(--fail); }
li.ev.error::before { background: var(--fail); }
.tool-name { font-weight: 600; font-size: 13px; }
.ord { color: var(--muted); font-size: 12px; }
.state { font-size: 12px; font-weight: 600; }
.state.ok { color: var(--pass); }
.state.failed { color: var(--fail); }
.state.denied { color: var(--deny); }
.state.open { color: var(--warn); }
.agent { font-size: 11px; color: var(--muted); border: 1px solid var(--line); border-radius: 4px; padding: 0 5px; }
.field { display: grid; grid-template-columns: 52px 1fr; gap: 8px; margin-top: 6px; }
.field > .label { color: var(--muted); font-size: 12px; padding-top: 5px; }
.field pre { background: var(--soft); border-radius: 4px; padding: 5px 8px; }
.field.error pre { background: var(--fail-bg); color: var(--fail); }
.denial { margin-top: 8px; padding: 6px 10px; border-radius: 4px; background: var(--card); border: 1px solid var(--deny); }
.denial-head { color: var(--deny); font-weight: 600; font-size: 12.5px; }
.denial .text { margin-top: 2px; }
.clip:has(> details[open]) > .head { display: none; }
details.full > summary { cursor: pointer; color: var(--accent); font-size: 12px; margin-top: 3px; }
details.full > pre, details.full > .text { margin-top: 3px; }
.none { color: var(--muted); font-style: italic; }
footer { margin-top: 48px; color: var(--muted); font-size: 12px; }
.ci { color: var(--muted); font-size: 12px; white-space: nowrap; }
.flaky { background: var(--warn-bg); color: var(--warn); border-radius: 4px; padding: 0 5px; font-size: 11px; font-weight: 600; }
.banner { border-radius: 6px; padding: 8px 12px; margin: 10px 0; }
.banner.partial { background: var(--fail-bg); color: var(--fail); }
.banner.merged { background: var(--soft); }
.banner.warning { background: var(--fail-bg); color: var(--fail); border: 2px solid var(--fail); }
.banner.warning ul { margin: 4px 0 0; padding-left: 18px; }
.verdict { font-weight: 600; }
.verdict.pass, td.gate.pass, .rules li.pass { color: var(--pass); }
.verdict.fail, td.gate.fail, .rules li.fail { color: var(--fail); }
.rules { margin: 0; padding-left: 0; list-style: none; }
table.gates, table.matrix { border-collapse: collapse; background: var(--card); margin-bottom: 14px; }
table.gates td, table.gates th, table.matrix td, table.matrix th { border-bottom: 1px solid var(--line); padding: 5px 10px; text-align: left;
  vertical-align: top; }
table.matrix td.pass { background: var(--pass-bg); } table.matrix td.fail { background: var(--fail-bg); } table.matrix td.mixed { background: var(--warn-bg); }
figure.forest { margin: 0; } figure.forest svg { max-width: 100%; height: auto; background: var(--card); }
figure.forest text { fill: var(--fg); font-size: 12px; } figure.forest text.axis { fill: var(--muted); font-size: 11px; }
figure.forest line.zero { stroke: var(--muted); stroke-width: 1; }
figure.forest line.min-delta { stroke: var(--warn); stroke-dasharray: 4 3; }
figure.forest line.ci { stroke: var(--accent); stroke-width: 2; }
figure.forest .point { fill: var(--accent); } figure.forest .pooled .point { fill: var(--fg); }
figcaption { color: var(--muted); font-size: 12px; margin-top: 4px; }

.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.skip { position: absolute; left: -9999px; } .skip:focus { left: 8px; top: 8px; background: var(--card); padding: 4px 8px; z-index: 2; }
:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
.answers { display: grid; gap: 10px; margin: 14px 0; }
.answer { background: var(--card); border: 1px solid var(--line); border-left: 6px solid var(--muted); border-radius: 8px; padding: 10px 16px; }
.answer p { margin: 2px 0; }
.answer .headline { font-size: 18px; font-weight: 600; }
.model-answer .model-name { margin: 10px 0 4px; } table.models { margin-top: 12px; }
.answer.helped { border-left-color: var(--pass); } .answer.helped .glyph { color: var(--pass); }
.answer.hurt { border-left-color: var(--fail); } .answer.hurt .glyph { color: var(--fail); }
.answer.unclear { border-left-color: var(--warn); } .answer.unclear .glyph { color: var(--warn); }
.gate-summary .verdict { font-size: 15px; margin: 8px 0 2px; }
ul.rules.fail li { color: var(--fail); }
.validity { background: var(--warn-bg); color: var(--warn); border-radius: 6px; padding: 6px 12px; margin: 10px 0; }
.validity p { margin: 2px 0; font-weight: 600; } .validity-none { color: var(--pass); }
details.more > summary { cursor: pointer; color: var(--accent); font-size: 12px; }
table.cases caption { caption-side: bottom; text-align: left; color: var(--muted); font-size: 12px; padding: 6px 12px; }
table.cases tbody + tbody tr:first-child td { border-top: 2px solid #c9cdd2; }
button { font: inherit; font-size: 12.5px; color: var(--fg); background: var(--soft); border: 1px solid var(--line); border-radius: 5px;
  padding: 2px 8px; cursor: pointer; }
button.sort { background: none; border: none; padding: 0; font-weight: 600; font-size: 12px; color: var(--accent); text-decoration: underline dotted; }
th[aria-sort="ascending"] button.sort::after { content: " ↑"; } th[aria-sort="descending"] button.sort::after { content: " ↓"; }
form.filters { display: flex; flex-wrap: wrap; gap: 8px 14px; align-items: end; background: var(--card); border: 1px solid var(--line);
  border-radius: 8px; padding: 10px 14px; }
form.filters label { display: flex; flex-direction: column; font-size: 12px; color: var(--muted); gap: 2px; }
form.filters label.inline { flex-direction: row; align-items: center; gap: 6px; color: var(--fg); }
form.filters select, form.filters input[type=search] { font: inherit; font-size: 13px; color: var(--fg); background: var(--bg);
  border: 1px solid var(--line); border-radius: 5px; padding: 3px 6px; }
#filter-count { flex-basis: 100%; color: var(--muted); font-size: 12.5px; }
details.group { background: var(--card); border: 1px solid var(--line); border-radius: 8px; margin: 6px 0; }
details.group > summary { cursor: pointer; padding: 8px 14px; display: flex; gap: 12px; align-items: center; flex-wrap: wrap; list-style: none; }
details.group > summary::-webkit-details-marker { display: none; }
details.group > summary::before { content: "▸"; color: var(--muted); width: 10px; }
details.group[open] > summary::before { content: "▾"; }
.group-cond { font-weight: 600; min-width: 110px; }
.group-count { font-variant-numeric: tabular-nums; }
.strip { display: inline-flex; flex-wrap: wrap; gap: 2px; max-width: 520px; }
.strip .cell { display: inline-block; width: 16px; height: 18px; line-height: 18px; text-align: center; font-size: 11px; font-weight: 700; border-radius: 3px; }
.cell.passed { background: var(--pass-bg); color: var(--pass); }
.cell.failed, .cell.error, .cell.invalid { background: var(--fail-bg); color: var(--fail); }
.cell.timed_out { background: var(--warn-bg); color: var(--warn); }
.spread { color: var(--muted); font-size: 12.5px; margin-left: auto; }
.repeats { padding: 0 12px 6px 24px; }
.group-tools { margin: 4px 0 0 24px; }
.badge.negative { background: var(--soft); color: var(--accent); border: 1px solid var(--accent); }
.judge { grid-column: 2; color: var(--muted); font-size: 12.5px; }
pre.patch { background: var(--soft); border-radius: 4px; padding: 6px 8px; max-height: 480px; overflow: auto; }
pre.patch .add { color: var(--pass); } pre.patch .del { color: var(--fail); } pre.patch .hunk { color: var(--accent); } pre.patch .file { font-weight: 600; }
.side-controls { display: flex; gap: 14px; flex-wrap: wrap; margin-bottom: 8px; }
.side-controls label { display: flex; flex-direction: column; font-size: 12px; color: var(--muted); }
.side-controls select { font: inherit; font-size: 13px; color: var(--fg); background: var(--bg); border: 1px solid var(--line); border-radius: 5px;
  padding: 3px 6px; }
table.side { width: 100%; border-collapse: collapse; table-layout: fixed; background: var(--card); }
table.side th, table.side td { border-bottom: 1px solid var(--line); padding: 6px; vertical-align: top; text-align: left; }
table.side thead th:first-child, table.side tbody th { width: 86px; }
table.side tr.diverge { outline: 2px solid var(--deny); outline-offset: -2px; background: var(--deny-bg); }
.diverge-mark { color: var(--deny); font-weight: 700; font-size: 12px; }
.diverge-mark::before { content: "⚑ "; }
ol.timeline.single { border-left: none; padding: 0; }
ol.timeline.single li.ev::before { display: none; }
@media print {
  body { background: #fff; }
  main { max-width: none; padding: 0; }
  .details-section, .side-section, .tasks-section, footer, .skip { display: none !important; }
  button.sort { color: inherit; text-decoration: none; }
  .first-screen, .cases-section { display: block; }
  table.cases { break-inside: auto; } table.cases tr { break-inside: avoid; }
  details.more > *:not(summary) { display: block; }
}
`;
