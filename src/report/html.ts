/**
 * report.html: one self-contained page for a suite run. The first screen
 * answers "did the skill help, and how sure are we" (the answer, the gate,
 * validity warnings, the forest plot and the sortable case table); below it
 * the gate's rules, the check matrix, a side-by-side view of one treatment and
 * one control repeat, and the tasks, grouped per case and condition.
 *
 * It loads nothing: inline CSS, one inline script allowed by its hash, and a
 * Content-Security-Policy that forbids anything else, so it opens the same
 * from a CI artifact as from disk. Task bodies travel gzip-compressed and are
 * unpacked when opened, which keeps a 1,000-task report small and quick.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { writeRecord } from '../results/seal.js';
import { join } from 'node:path';
import { DIFF_PATCH_FILE } from '../diff/diff.js';
import { REPORT_FILE, TRANSCRIPT_FILE } from '../results/files.js';
import { duration, plural } from '../results/format.js';
import type { SuiteResults } from '../results/schema.js';
import { TranscriptSchema, type Transcript } from '../transcript/schema.js';
import { caseTable } from './html-cases.js';
import { answersByModel, modelTable } from './html-models.js';
import { filtersForm, indexJson, pageIndex, sideBySide, taskSections } from './html-groups.js';
import { REPORT_SCRIPT, REPORT_SCRIPT_HASH } from './html-script.js';
import { REPORT_CSS } from './html-style.js';
import { answer, banners, checkMatrix, forestPlot, gateTable, validityList } from './html-verdict.js';
import { Markup, html, slugger } from './markup.js';

/** The page's policy: its own style and script, nothing loaded from anywhere. */
export const REPORT_CSP = `default-src 'none'; style-src 'unsafe-inline'; script-src '${REPORT_SCRIPT_HASH}'`;

/** When the page was run, in UTC so the output does not depend on where it is rendered. */
function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** `old_skill = { git }`: the ref and commit the old version came from, and whether the skill had uncommitted changes. */
function oldSkillMeta(old: SuiteResults['old_skill_git']): Markup | '' {
  if (!old) return '';
  const dirty = old.dirty ? ', the skill had uncommitted changes' : '';
  return html`<span data-testid="old-skill-git">old skill <b>${old.ref}</b> (${old.commit.slice(0, 12)}${dirty})</span>`;
}

/** The codebases the tasks' envs started from (`codebase = { path, ref }`), each once. */
function codebasesMeta(tasks: SuiteResults['tasks']): Markup[] {
  const seen = new Map<string, NonNullable<SuiteResults['tasks'][number]['codebase']>>();
  for (const t of tasks) if (t.codebase) seen.set(`${t.codebase.path}\0${t.codebase.ref}\0${t.codebase.commit}`, t.codebase);
  return [...seen.values()].map(
    (c) => html`<span data-testid="codebase">codebase <span class="mono">${c.path}</span> at ${c.ref} (${c.commit.slice(0, 12)})</span>`,
  );
}

/**
 * The first screen's counters, each role apart: red means something went wrong (a treatment failed, a task errored),
 * never a control arm failing as it does without the skill. Old results without role counts: the totals as they were.
 */
function totalsBlock(totals: SuiteResults['totals']): Markup {
  const { treatment, control } = totals;
  const entries: [string, number, string, boolean][] = treatment && control
    ? [
        ['tasks', totals.tasks, 'tasks', false],
        ['treatment-passed', treatment.passed, 'treatment passed', false],
        ['treatment-failed', treatment.failed, 'treatment failed a check', true],
        ['control-passed', control.passed, 'control passed', false],
        ['control-failed', control.failed, 'control failed a check (the baseline)', false],
        ['errored', totals.errored, 'errored or timed out', true],
      ]
    : [
        ['tasks', totals.tasks, 'tasks', false],
        ['passed', totals.passed, 'passed', false],
        ['failed', totals.failed, 'failed', true],
        ['errored', totals.errored, 'errored or timed out', true],
      ];
  return html`<div class="totals" data-testid="totals">${entries.map(
    ([key, n, label, bad]) => html`<div class="total ${key}${bad && n > 0 ? ' bad' : ''}${n === 0 ? ' zero' : ''}"
data-total="${key}"><span class="n">${n}</span><span class="l">${label}</span></div>`,
  )}</div>`;
}

/** What a page needs besides the results, per task id; null or absent: not available. */
export interface ReportInputs {
  /** Each task's parsed transcript. */
  transcripts: ReadonlyMap<string, Transcript | null>;
  /** Each task's diff.patch. */
  patches?: ReadonlyMap<string, string | null>;
}

/**
 * The report page for a suite run. `transcripts` maps task ids to parsed
 * transcripts (null or absent: none available); or pass both transcripts and
 * patches. Pure.
 */
export function renderReport(results: SuiteResults, inputs: ReadonlyMap<string, Transcript | null> | ReportInputs): string {
  const { transcripts, patches = new Map() } = inputs instanceof Map ? { transcripts: inputs } : (inputs as ReportInputs);
  const caseSlug = slugger();
  const caseAnchors = new Map<string, string>();
  const caseAnchor = (id: string): string => {
    let anchor = caseAnchors.get(id);
    if (anchor === undefined) caseAnchors.set(id, (anchor = caseSlug(id)));
    return anchor;
  };
  const index = pageIndex(results);
  const table = caseTable(results, caseAnchor);
  const packed: string[] = [];
  const sections = taskSections(results, index, { transcripts, patches, packed }, caseAnchor);

  const page = html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${REPORT_CSP}">
<title>${results.suite} · cline-harness report</title>
<style>${new Markup(REPORT_CSS)}</style>
</head>
<body>
<a class="skip" href="#tasks">Skip to the tasks</a>
<main>
<section class="first-screen" data-testid="first-screen" aria-labelledby="title">
<header data-testid="report-header">
<h1 id="title">${results.suite}</h1>
<div class="meta">
<span>run <b>${when(results.started_at)}</b></span>
<span>took <b>${duration(results.duration_ms)}</b></span>
<span>cline <b>${results.cline_version ?? 'unknown'}</b></span>
<span>model <b>${results.model}</b></span>
${results.shard ? html`<span>shard <b>${results.shard.index}/${results.shard.count}</b></span>` : ''}
${oldSkillMeta(results.old_skill_git)}
${codebasesMeta(results.tasks)}
</div>
${banners(results)}
</header>
<h2 class="sr-only">Did the skill help, and how sure are we?</h2>
${answersByModel(results, answer)}
${gateTable(results, 'summary')}
${validityList(results)}
${totalsBlock(results.totals)}
<h2>Effect of the skill</h2>
${forestPlot(results)}
${modelTable(results)}
</section>
<section class="cases-section" aria-labelledby="cases-title">
<h2 id="cases-title">Cases</h2>
${table}
</section>
<section class="details-section">
<h2>Gate rules</h2>
${gateTable(results, 'rules')}
<h2>Checks by condition</h2>
${checkMatrix(results)}
</section>
<section class="side-section" id="side" data-testid="side-by-side" aria-labelledby="side-title">
<h2 id="side-title">Side by side</h2>
${sideBySide(index, results)}
</section>
<section class="tasks-section" id="tasks" aria-labelledby="tasks-title">
<h2 id="tasks-title">Tasks</h2>
<p class="muted">${plural(results.tasks.length, 'task')}, grouped per case and condition. Arrow keys move between rows; right opens, left closes.</p>
${filtersForm(results, index)}
<p id="script-error" class="problem" role="alert" hidden></p>
<noscript><p class="problem">Scripts are off: the tasks that errored, timed out or are invalid are shown in full; the others open only with scripts on
(their bodies are packed in the page), and the filters and the side-by-side view need them too.</p></noscript>
${sections.length ? sections : html`<p class="none">No tasks ran.</p>`}
</section>
<footer>cline-harness · only tasks that errored, timed out or were marked invalid start open; the others open with a click or the arrow keys.</footer>
</main>
<script type="application/json" id="report-index">${indexJson(index)}</script>
<script type="text/plain" id="report-z">${new Markup(packed.join('\n'))}</script>
<script>${new Markup(REPORT_SCRIPT)}</script>
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

async function loadPatch(artifacts: string): Promise<string | null> {
  try {
    return await readFile(join(artifacts, DIFF_PATCH_FILE), 'utf8');
  } catch {
    return null;
  }
}

/** Reads each task's transcript and diff.patch from its artifacts and writes `<outDir>/report.html`; returns its path. */
export async function writeReport(outDir: string, results: SuiteResults): Promise<string> {
  const transcripts = new Map<string, Transcript | null>();
  const patches = new Map<string, string | null>();
  for (const task of results.tasks) {
    transcripts.set(task.task_id, await loadTranscript(task.artifacts));
    patches.set(task.task_id, task.diff ? await loadPatch(task.artifacts) : null);
  }
  const path = join(outDir, REPORT_FILE);
  await mkdir(outDir, { recursive: true });
  await writeRecord(path, renderReport(results, { transcripts, patches }));
  return path;
}
