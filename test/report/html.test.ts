import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../helpers/browser.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderReport, writeReport } from '../../src/report/html.js';
import { resolveGate } from '../../src/suite/gate.js';
import { assemble, type Baseline } from '../../src/suite/suite.js';
import type { Condition, SuiteResults, TaskResult } from '../../src/results/schema.js';
import { parseTranscriptFile, parseTranscriptText, type Transcript } from '../../src/transcript/index.js';
import type { DiffScope } from '../../src/diff/schema.js';
import { syntheticSuite } from './html-synthetic.mjs';
import { useTempDirs } from '../helpers/temp.js';

const CAPTURES = 'fixtures/captures';
const OUTPUT = resolve('test-output/report');

/** Model and tool output may hold anything; this would run, load an image, or break out of the markup if it were not escaped. */
const HOSTILE = `<script>window.__pwned = 1</script><img src="x.png" onerror="window.__pwned = 2"> & "double" 'single' </pre></details></li><!--`;

function capture(name: string): Promise<Transcript> {
  return parseTranscriptFile(join(CAPTURES, name, 'events.jsonl'));
}

/** The realistic-fix capture with its message, reasoning, a command and its output replaced by HOSTILE, through the real parser. */
async function hostileCapture(): Promise<Transcript> {
  const inJson = JSON.stringify(HOSTILE).slice(1, -1);
  let text = await readFile(join(CAPTURES, 'realistic-fix', 'events.jsonl'), 'utf8');
  for (const original of ['Let me look at the code.', 'sum subtracts instead of adding.', 'all tests passed', 'node test.js']) {
    expect(text).toContain(original);
    text = text.replaceAll(original, inJson);
  }
  return parseTranscriptText(text);
}

/** The realistic-fix capture with a 200-line test output and a long edit, through the real parser. */
async function longCapture(): Promise<Transcript> {
  const output = Array.from({ length: 200 }, (_, i) => `ok ${i + 1} - case ${i + 1}`).join('\n');
  let text = await readFile(join(CAPTURES, 'realistic-fix', 'events.jsonl'), 'utf8');
  expect(text).toContain('"new_text":"return a + b;"');
  text = text.replaceAll('all tests passed', JSON.stringify(output).slice(1, -1));
  text = text.replaceAll('"new_text":"return a + b;"', `"new_text":"return a + b; // ${'x'.repeat(600)}"`);
  return parseTranscriptText(text);
}

interface TaskSpec {
  case_id: string;
  condition: Condition;
  repeat: number;
  status: TaskResult['status'];
  /** What the task's artifacts dir holds: a parsed capture, a broken file, or nothing. */
  transcript: Transcript | 'invalid' | null;
  checks?: (Omit<TaskResult['checks'][number], 'judge'> & { judge?: TaskResult['checks'][number]['judge'] })[];
  error?: string;
  warnings?: string[];
  diff?: DiffScope;
  /** Written to the task's diff.patch. */
  patch?: string;
  /** A negative case's task (skill_should_trigger = false). */
  negative?: boolean;
  phases?: Record<string, number>;
}

interface BuildExtra {
  gates?: Record<string, { min_delta?: number; min_pass_rate?: number }>;
  baseline?: Baseline;
  missing?: string[];
  mergedFrom?: number;
}

interface Built {
  results: SuiteResults;
  /** What writeReport should find: the parsed transcript per task, null where there is none. */
  transcripts: Map<string, Transcript | null>;
}

/** Task results as the suite runner writes them, with transcript.json in each artifacts dir. */
async function buildResults(root: string, specs: TaskSpec[], name: string, extra: BuildExtra = {}): Promise<Built> {
  const tasks: TaskResult[] = [];
  const transcripts = new Map<string, Transcript | null>();
  for (const s of specs) {
    const task_id = `${s.case_id}/${s.condition}/r${s.repeat}`;
    const artifacts = join(root, 'tasks', task_id);
    await mkdir(artifacts, { recursive: true });
    const t = s.transcript === 'invalid' ? null : s.transcript;
    transcripts.set(task_id, t);
    if (s.transcript === 'invalid') await writeFile(join(artifacts, 'transcript.json'), '{"events": [');
    else if (t) await writeFile(join(artifacts, 'transcript.json'), JSON.stringify(t));
    if (s.patch !== undefined) await writeFile(join(artifacts, 'diff.patch'), s.patch);
    const denials: Record<string, number> = {};
    for (const d of t?.denials ?? []) denials[d.kind] = (denials[d.kind] ?? 0) + 1;
    tasks.push({
      phases_ms: s.phases ?? {},
      task_id,
      case_id: s.case_id,
      condition: s.condition,
      model: null,
      repeat: s.repeat,
      status: s.status,
      dispatch_status: t ? 'completed' : 'error',
      staged_skill: s.condition === 'without_skill' || s.condition === 'old_skill' ? null : 'demo-skill',
      staged_description: s.condition === 'without_skill' || s.condition === 'old_skill' ? null : 'Keeps the changelog.',
      skill_invoked: s.condition === 'without_skill' || s.condition === 'old_skill' || !t ? null : s.status === 'passed',
      checks: (s.checks ?? []).map((c) => ({ judge: null, ...c })),
      tokens: t?.total_tokens ?? null,
      cost: t ? t.tokens.cost : null,
      agent_ms: t?.duration_ms ?? null,
      cline_ms: t ? (t.duration_ms ?? 0) + 300 : null,
      task_ms: (t?.duration_ms ?? 0) + 400,
      denials,
      guard_denials: 0,
      shadows: [],
      stray_writes: [],
      warnings: s.warnings ?? [],
      conversation: null,
      validity_errors: [],
      error: s.error ?? null,
      artifacts,
      skill_should_trigger: !s.negative,
      diff: s.diff ?? null,
      judge_tokens: 0,
      judge_cost: 0,
      judge_ms: 0,
      codebase: null,
      confinement: t ? 'bwrap' : null,
      syscall_filter: t ? true : null,
      task_domain: t ? true : null,
      guard_loaded: t ? true : null,
      model_record: null,
    });
  }
  const gates = Object.fromEntries([...new Set(tasks.map((t) => t.case_id))].map((id) => [id, resolveGate({ min_delta: 0.2 }, extra.gates?.[id])]));
  const results = assemble(
    {
      suite: name,
      suite_hash: 'f'.repeat(64),
      started_at: '2026-11-29T20:15:00.000Z',
      duration_ms: 8200,
      cline_version: '3.0.65',
      model: 'scripted-model',
      planned: [...tasks.map((t) => t.task_id), ...(extra.missing ?? [])],
      shard: null,
      merged_from: extra.mergedFrom ?? null,
      partial: (extra.missing ?? []).length > 0,
      missing: extra.missing ?? [],
      gates,
      old_skill_git: null,
    },
    tasks,
    extra.baseline,
  );
  return { results, transcripts };
}

const check = (name: string, type: string, passed: boolean, evidence: string) => ({ name, type, passed, evidence });

async function mainResults(root: string): Promise<Built> {
  const fix = await capture('realistic-fix');
  const refused = await capture('approval-refused');
  const plan = await capture('plan-mode-block');
  const blocked = await capture('plugin-block');
  const ranTests = check('runs the tests', 'tool_called', true, '#2 run_commands {"commands":["node test.js"]}');
  return buildResults(
    root,
    [
      { case_id: 'fix-sum', condition: 'with_skill', repeat: 1, status: 'passed', transcript: fix, checks: [ranTests] },
      { case_id: 'fix-sum', condition: 'with_skill', repeat: 2, status: 'passed', transcript: await longCapture(), checks: [ranTests] },
      {
        case_id: 'fix-sum',
        condition: 'with_skill',
        repeat: 3,
        status: 'failed',
        transcript: blocked,
        checks: [check('runs the tests', 'tool_called', false, 'no call matched /node test/; seen: #0 read_files, #1 run_commands rm keep.txt')],
      },
      {
        case_id: 'fix-sum',
        condition: 'without_skill',
        repeat: 1,
        status: 'failed',
        transcript: refused,
        checks: [check('runs the tests', 'tool_called', false, 'no call matched /node test/; #1 run_commands was refused (approval)')],
      },
      {
        case_id: 'fix-sum',
        condition: 'without_skill',
        repeat: 2,
        status: 'error',
        transcript: null,
        error: 'cline exited with code 1 before the first event',
      },
      {
        case_id: 'tidy-logs',
        condition: 'with_skill',
        repeat: 1,
        status: 'passed',
        transcript: plan,
        checks: [check('plans instead of deleting', 'final_text', true, 'final text matched /Plan:/')],
      },
      { case_id: 'tidy-logs', condition: 'without_skill', repeat: 1, status: 'failed', transcript: 'invalid', warnings: ['transcript.json was cut short'] },
      { case_id: 'revise', condition: 'old_skill', repeat: 1, status: 'passed', transcript: fix },
      { case_id: 'revise', condition: 'new_skill', repeat: 1, status: 'failed', transcript: blocked },
    ],
    'demo suite',
  );
}

async function hostileResults(root: string): Promise<Built> {
  const { results, transcripts } = await buildResults(
    root,
    [
      {
        case_id: 'hostile',
        condition: 'with_skill',
        repeat: 1,
        status: 'failed',
        transcript: await hostileCapture(),
        checks: [check(HOSTILE, HOSTILE, false, HOSTILE)],
        error: HOSTILE,
        warnings: [HOSTILE],
      },
    ],
    HOSTILE,
  );
  return {
    results: { ...results, model: HOSTILE, cline_version: HOSTILE, conditions: results.conditions.map((c) => ({ ...c, validity_warnings: [HOSTILE] })) },
    transcripts,
  };
}

const PATCH = `diff --git a/CHANGELOG.md b/CHANGELOG.md
--- a/CHANGELOG.md
+++ b/CHANGELOG.md
@@ -1,2 +1,3 @@
 # Changelog
+- The greeting says hello.
-- Nothing yet.
`;

const DIFF: DiffScope = {
  base: 'a'.repeat(40),
  files_touched: 2,
  lines_added: 3,
  lines_removed: 1,
  hunks: 2,
  files: [
    { path: 'CHANGELOG.md', status: 'modified', added: 1, removed: 1, binary: false },
    { path: 'greeting.py', status: 'added', added: 2, removed: 0, binary: false },
  ],
};

const judgeCheck = (passed: boolean, votes: { pass: number; fail: number; error: number }, evidence: string) => ({
  name: 'the entry explains why',
  type: 'judge',
  passed,
  status: passed ? ('passed' as const) : ('failed' as const),
  evidence,
  judge: { tokens: 5400, cost: 0.0123, ms: 9100, votes },
});

/** A case with judged checks and a diff, and a negative case (the skill must not load). */
async function judgedResults(root: string): Promise<Built> {
  const fix = await capture('realistic-fix');
  const scope = (passed: boolean) => check('small diff', 'diff_scope', passed, passed ? '2 files, 4 lines' : 'greeting.py is outside allowed_paths');
  return buildResults(
    root,
    [
      {
        case_id: 'changelog',
        condition: 'with_skill',
        repeat: 1,
        status: 'passed',
        transcript: fix,
        checks: [judgeCheck(true, { pass: 2, fail: 1, error: 0 }, 'The entry says the greeting now says hello, for users.'), scope(true)],
        diff: DIFF,
        patch: PATCH,
      },
      {
        case_id: 'changelog',
        condition: 'without_skill',
        repeat: 1,
        status: 'failed',
        transcript: fix,
        checks: [judgeCheck(false, { pass: 1, fail: 1, error: 0 }, 'No changelog entry.'), scope(false)],
        diff: DIFF,
      },
      {
        case_id: 'explain',
        condition: 'with_skill',
        repeat: 1,
        status: 'passed',
        transcript: fix,
        negative: true,
        checks: [check('skill not loaded', 'skill_invoked', true, 'not loaded')],
      },
      { case_id: 'explain', condition: 'without_skill', repeat: 1, status: 'passed', transcript: fix, negative: true },
    ],
    'judged suite',
    { gates: { explain: { min_delta: -1 } } },
  );
}

interface Packed {
  /** The task's facts, checks and diff (and the reason it has no timeline). */
  h: string;
  /** Its steps: kind, signature, markup. */
  s: [string, string, string][];
}

/** The page's data block, decoded as the page's script does: anchor → the task's body. */
function packedBodies(html: string): Map<string, Packed> {
  const block = /<script type="text\/plain" id="report-z">([\s\S]*?)<\/script>/.exec(html)![1]!;
  return new Map(
    block
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [anchor, data] = line.split(' ');
        return [anchor!, JSON.parse(gunzipSync(Buffer.from(data!, 'base64')).toString('utf8')) as Packed];
      }),
  );
}
const bodyMarkup = (p: Packed) => p.h + p.s.map((x) => x[2]).join('');

/** The page without its three script elements (their contents are checked on their own). */
function withoutScripts(html: string): { page: string; script: string; index: string } {
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
  const index = /<script type="application\/json" id="report-index">([\s\S]*?)<\/script>/.exec(html)![1]!;
  const page = html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '');
  return { page, script, index };
}

describe('renderReport', () => {
  const tempDir = useTempDirs();

  it('escapes every piece of text it is given, in the page and in the packed task bodies', async () => {
    const { results, transcripts } = await hostileResults(await tempDir());
    const html = renderReport(results, transcripts);
    const { page, index } = withoutScripts(html);
    expect(page).not.toMatch(/<script|<img|<!--|<[^>]*\sonerror=/i);
    expect(index).not.toContain('<');
    const escaped =
      '&lt;script&gt;window.__pwned = 1&lt;/script&gt;&lt;img src=&quot;x.png&quot; onerror=&quot;window.__pwned = 2&quot;&gt; &amp; &quot;double&quot; ' +
      '&#39;single&#39; &lt;/pre&gt;&lt;/details&gt;&lt;/li&gt;&lt;!--';
    // In the page: title, heading, cline version, model, the arm's validity warning in the summary and in the case table,
    // the check matrix row and the failing-check filter.
    expect(page.split(escaped).length - 1).toBe(8);
    const [body] = [...packedBodies(html).values()];
    const markup = bodyMarkup(body!);
    expect(markup).not.toMatch(/<script|<img|<!--|<[^>]*\sonerror=/i);
    // In the task: check name, type and evidence, task error and warning, message, reasoning, command output, read test.js.
    expect(markup.split(escaped).length - 1).toBe(9);
    expect(markup).toContain('&quot;command&quot;: &quot;&lt;script&gt;window.__pwned = 1&lt;/script&gt;&lt;img src=\\&quot;x.png\\&quot;');
  });

  it('shows where a task\'s time went, longest phase first, and nothing for a result without phases', async () => {
    const fix = await capture('realistic-fix');
    const { results, transcripts } = await buildResults(
      await tempDir(),
      [
        { case_id: 'timed', condition: 'with_skill', repeat: 1, status: 'passed', transcript: fix, phases: { env: 40, cline: 2100, parse: 15, teardown: 90 } },
        { case_id: 'timed', condition: 'without_skill', repeat: 1, status: 'passed', transcript: fix },
      ],
      'phases',
    );
    const bodies = [...packedBodies(renderReport(results, transcripts)).values()].map((p) => p.h);
    expect(bodies.filter((h) => h.includes('<dt>harness phases</dt><dd>cline 2100 · teardown 90 · env 40 · parse 15</dd>'))).toHaveLength(1);
    expect(bodies.filter((h) => h.includes('harness phases'))).toHaveLength(1);
  });

  it('refers to nothing outside the page, and allows only its own script', async () => {
    const { results, transcripts } = await mainResults(await tempDir());
    const html = renderReport(results, transcripts);
    const { page, script } = withoutScripts(html);
    const all = [page, ...[...packedBodies(html).values()].map(bodyMarkup)].join('\n');
    expect(all).not.toMatch(/https?:\/\//i);
    expect(all).not.toMatch(/<script|<link|<iframe|<img|<object|<embed|@import|url\(/i);
    expect(script).not.toMatch(/https?:\/\/|fetch\(|XMLHttpRequest|import\(|eval\(|new Function/);
    // The only links are fragment links within the page.
    expect([...all.matchAll(/\b(?:href|src)="([^"]*)"/g)].map((m) => m[1]!).filter((v) => !v.startsWith('#'))).toEqual([]);
    const hash = createHash('sha256').update(script).digest('base64');
    expect(html).toContain(`content="default-src &#39;none&#39;; style-src &#39;unsafe-inline&#39;; script-src &#39;sha256-${hash}&#39;"`);
    expect(html.match(/<script/g)).toHaveLength(3);
  });

  it('shows each arm’s pass rate and its delta with their intervals, and never a delta without one', async () => {
    const { results } = await mainResults(await tempDir());
    const html = renderReport(results, new Map());
    const rows = [...html.matchAll(/<tr data-testid="case-row" data-case="([^"]+)" data-condition="([^"]+)"[\s\S]*?<\/tr>/g)];
    const text = (cell: string) => cell.replace(/<[^>]+>/g, '').trim();
    const cells = rows.map((r) => ({
      arm: `${r[1]} ${r[2]}`,
      rate: text(/data-testid="pass-rate">([\s\S]*?)<\/td>/.exec(r[0])![1]!),
      delta: text(/data-testid="delta"[^>]*>([\s\S]*?)<\/td>/.exec(r[0])![1]!),
    }));
    // Wilson 2/3 = [21%, 94%]; Newcombe 2/3 − 0/2 = [−14, +94] pp; Fisher 2/3 vs 0/2: p = 0.4.
    expect(cells).toEqual([
      { arm: 'fix-sum with_skill', rate: '2/3 · 67% [21%, 94%] flaky', delta: '+67 pp [\u221214, +94] p = 0.4 norm. gain +67%' },
      { arm: 'fix-sum without_skill', rate: '0/2 · 0% [0%, 66%]', delta: '—' },
      { arm: 'tidy-logs with_skill', rate: '1/1 · 100% [21%, 100%]', delta: '+100 pp [\u221212, +100] p = 1 norm. gain +100%' },
      { arm: 'tidy-logs without_skill', rate: '0/1 · 0% [0%, 79%]', delta: '—' },
      { arm: 'revise old_skill', rate: '1/1 · 100% [21%, 100%]', delta: '—' },
      // The old version passed every run: no room to gain, n/a rather than a division by zero.
      { arm: 'revise new_skill', rate: '0/1 · 0% [0%, 79%]', delta: '\u2212100 pp [\u2212100, +12] p = 1 norm. gain n/a' },
    ]);
    // Every delta in the page comes with its interval.
    expect([...html.matchAll(/[+\u2212±]\d+ pp(?! \[)/g)].filter((m) => !/min_delta|forest|axis/.test(html.slice(m.index! - 200, m.index!)))).toEqual([]);
  });

  it('clips long args and results and keeps their full text', async () => {
    const { results, transcripts } = await mainResults(await tempDir());
    const task = bodyMarkup(packedBodies(renderReport(results, transcripts)).get('fix-sum-with_skill-r2')!);
    expect(task).toContain('show all (201 lines, ');
    expect(task).toContain('ok 200 - case 200');
    expect(task).toMatch(/&quot;new_text&quot;: &quot;return a \+ b; \/\/ x+… \(\+[\d,]+ chars\)&quot;/);
    expect(task).toContain(`return a + b; // ${'x'.repeat(600)}`);
  });

  it('groups repeats per case and condition, and opens only what errored, timed out or is invalid', async () => {
    const { results } = await mainResults(await tempDir());
    const html = renderReport(results, new Map());
    expect(renderReport(results, new Map())).toBe(html);
    const ids = [...html.matchAll(/<details class="task [^"]*" id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toContain('task-fix-sum-with_skill-r1');
    expect(new Set(ids).size).toBe(results.tasks.length);
    expect([...packedBodies(html).keys()].map((a) => `task-${a}`)).toEqual(ids);
    const tasks = [...html.matchAll(/<details class="task [^"]*"[^>]*data-status="([a-z_]+)"([^>]*)>/g)];
    expect(tasks).toHaveLength(results.tasks.length);
    for (const [, status, rest] of tasks) expect(/ open\b/.test(rest!)).toBe(['error', 'timed_out', 'invalid'].includes(status!));
    const groups = [
      ...html.matchAll(/<details class="group"\s+data-testid="group"\s+data-case="([^"]+)"\s+data-condition="([^"]+)"\s+data-flaky="(\w+)"( open)?>/g),
    ];
    expect(groups.map((g) => `${g[1]} ${g[2]}${g[4] ? ' open' : ''}`)).toEqual([
      'fix-sum with_skill',
      'fix-sum without_skill open',
      'tidy-logs with_skill',
      'tidy-logs without_skill',
      'revise old_skill',
      'revise new_skill',
    ]);
  });

  it('names the codebases the envs started from in the header', async () => {
    const { results } = await mainResults(await tempDir());
    const codebase = { path: '../service', ref: 'v1.2.0', commit: 'c'.repeat(40) };
    const html = renderReport({ ...results, tasks: results.tasks.map((t) => ({ ...t, codebase })) }, new Map());
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    expect(header.match(/data-testid="codebase"/g)).toHaveLength(1);
    expect(header).toContain(`codebase <span class="mono">../service</span> at v1.2.0 (${'c'.repeat(12)})`);
  });

  it('builds a 1,000-task report under 5 MB', async () => {
    const { results, transcripts } = await syntheticSuite({ assemble, resolveGate, parseTranscriptText });
    expect(results.tasks).toHaveLength(1000);
    const html = renderReport(results, transcripts);
    expect(Buffer.byteLength(html)).toBeLessThan(5 * 1024 * 1024);
    expect(html.match(/<details class="group"/g)).toHaveLength(40);
    expect(packedBodies(html).size).toBe(1000);
    // Timelines of closed tasks are not in the markup, only in the packed block.
    const open = results.tasks.filter((t) => t.status === 'timed_out').length;
    expect(withoutScripts(html).page.match(/data-testid="timeline"/g) ?? []).toHaveLength(open);
  });
});

describe('writeReport', () => {
  const tempDir = useTempDirs();

  it('reads each task’s transcript.json and diff.patch, tolerating missing and broken ones', async () => {
    const root = await tempDir();
    const { results, transcripts } = await mainResults(root);
    const path = await writeReport(join(root, 'out'), results);
    expect(path).toBe(join(root, 'out', 'report.html'));
    const html = await readFile(path, 'utf8');
    expect(html).toBe(renderReport(results, transcripts));
    // One task never got a transcript, one has a cut file.
    expect([...packedBodies(html).values()].filter((b) => b.h.includes('data-testid="no-transcript"'))).toHaveLength(2);
    const judged = await judgedResults(join(root, 'judged'));
    const patched = await readFile(await writeReport(join(root, 'out2'), judged.results), 'utf8');
    expect(bodyMarkup(packedBodies(patched).get('changelog-with_skill-r1')!)).toContain('<span class="add">+- The greeting says hello.</span>');
  });
});

describe('report.html in headless Chromium', () => {
  const tempDir = useTempDirs();
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
    await rm(OUTPUT, { recursive: true, force: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  interface Opened {
    page: Page;
    requests: string[];
    /** Script errors, console errors and CSP violations. */
    errors: string[];
  }

  /** Opens a report from disk and waits for its script; anything but file: and data: URLs is aborted, and every request is recorded. */
  async function open(path: string, viewport = { width: 1280, height: 900 }): Promise<Opened> {
    const context = await browser.newContext({ viewport });
    const requests: string[] = [];
    const errors: string[] = [];
    await context.route('**/*', (route) => (/^(file|data):/.test(route.request().url()) ? route.continue() : route.abort()));
    const page = await context.newPage();
    page.on('request', (r) => requests.push(r.url()));
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(pathToFileURL(path).href);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'yes');
    return { page, requests, errors };
  }

  const group = (page: Page, caseId: string, condition: string) => page.locator(`[data-testid="group"][data-case="${caseId}"][data-condition="${condition}"]`);
  const isOpen = (l: ReturnType<Page['locator']>) => l.evaluate((d) => (d as HTMLDetailsElement).open);

  it('answers on the first screen, groups repeats, opens nothing that did not error, and loads a timeline when opened', async () => {
    const { results } = await mainResults(await tempDir());
    const path = await writeReport(OUTPUT, results);
    const { page, requests, errors } = await open(path);

    // The first screen: the answer with the pooled effect, the gate, validity warnings, the plot and the case table.
    const answer = page.locator('[data-testid="answer"][data-condition="with_skill"]');
    expect(await answer.getAttribute('data-effect')).toBe('unclear');
    expect(await answer.getByTestId('pooled-effect').innerText()).toMatch(
      /^Pass rate with skill − without skill: \+\d+ pp \[[+\u2212]?\d+, \+\d+\], pooled over 2 cases/,
    );
    expect(await page.getByTestId('gate-verdict').innerText()).toBe('✗ Gate fails for 3 of 3 case treatments.');
    expect(await page.getByTestId('validity-summary').getAttribute('data-count')).not.toBe('0');
    const firstScreen = page.getByTestId('first-screen');
    for (const id of ['answer', 'gate-verdict', 'validity-summary']) expect(await firstScreen.getByTestId(id).first().isVisible()).toBe(true);
    expect(await firstScreen.getByTestId('forest-plot').isVisible()).toBe(true);
    await page.screenshot({ path: join(OUTPUT, 'first-screen.png') });

    const rows = page.getByTestId('case-table').getByTestId('case-row');
    expect(await rows.count()).toBe(results.conditions.length);
    const [case_, condition, tasks, rate, delta, gate, loaded, tokens, cost, agent, warnings] = (await rows.first().locator('td').allInnerTexts()).map((t) =>
      t.replace(/\s+/g, ' ').trim(),
    );
    expect([case_, condition, tasks, rate, delta, gate, loaded]).toEqual([
      'fix-sum',
      'with skill',
      '3',
      '2/3 · 67% [21%, 94%] flaky',
      '+67 pp [\u221214, +94] p = 0.4 norm. gain +67%',
      '✗ fails',
      '67%',
    ]);
    expect(tokens).toMatch(/^[\d,]+ \[[\d,]+, [\d,]+\]$/);
    expect(cost).toMatch(/^\$[\d.]+( \[\$[\d.]+, \$[\d.]+\])?$/);
    expect(agent).toMatch(/^[\d.]+ s \[[\d.]+ s, [\d.]+ s\]$/);
    expect(warnings).toBe('—');
    expect(await rows.nth(1).getByTestId('validity').innerText()).toMatch(/1 task ended in error[\s\S]*denials: approval 3/);
    // Treatment and control apart: the control's failures are the baseline, not something gone wrong.
    expect(await page.getByTestId('totals').innerText()).toMatch(
      new RegExp(
        '^9\\s+tasks\\s+3\\s+treatment passed\\s+2\\s+treatment failed a check\\s+1\\s+control passed\\s+' +
          '2\\s+control failed a check \\(the baseline\\)\\s+1\\s+errored or timed out$',
      ),
    );

    // One row per case and condition: pass count, flaky marker, a strip of outcomes, the spread of tokens and time.
    const withSkill = group(page, 'fix-sum', 'with_skill');
    expect(await page.getByTestId('group').count()).toBe(6);
    expect(await withSkill.getByTestId('group-count').innerText()).toBe('2/3 repeats passed');
    expect(await withSkill.locator(':scope > summary [data-testid="flaky"]').count()).toBe(1);
    expect(await withSkill.getByTestId('strip').getAttribute('aria-label')).toBe('r1 passed, r2 passed, r3 failed');
    expect(await withSkill.getByTestId('strip').textContent()).toBe('✓✓✗');
    expect(await withSkill.locator('.spread').innerText()).toMatch(/^tokens [\d,]+ \([\d,]+–[\d,]+\) · agent [\d.]+ s \([\d.]+ s–[\d.]+ s\)$/);

    // Nothing opens on its own but the errored task and its group: the failed control repeat stays closed.
    expect(await isOpen(withSkill)).toBe(false);
    const without = group(page, 'fix-sum', 'without_skill');
    expect(await isOpen(without)).toBe(true);
    expect(await page.locator('details.task[open]').evaluateAll((els) => els.map((e) => e.getAttribute('data-task-id')))).toEqual(['fix-sum/without_skill/r2']);
    expect(await page.locator('[data-task-id="fix-sum/without_skill/r2"]').getByTestId('no-transcript').isVisible()).toBe(true);

    // Opening the failed repeat loads its timeline from the packed block: each of its three calls was refused.
    const refused = page.locator('[data-testid="task"][data-task-id="fix-sum/without_skill/r1"]');
    expect(await refused.getByTestId('timeline').count()).toBe(0);
    await refused.locator(':scope > summary').click();
    await page.waitForFunction(() => document.querySelector('[data-task-id="fix-sum/without_skill/r1"]')?.getAttribute('data-loaded') === 'yes');
    const calls = refused.getByTestId('timeline').getByTestId('tool-call');
    expect(await calls.evaluateAll((els) => els.map((e) => e.getAttribute('data-tool')))).toEqual(['read_files', 'run_commands', 'editor']);
    const denied = calls.nth(1);
    expect(await denied.getAttribute('class')).toContain('denied');
    const denial = denied.getByTestId('denial');
    expect(await denial.getAttribute('data-kind')).toBe('approval');
    expect(await denial.innerText()).toMatch(/^denied · approval\s+Tool "run_commands" requires approval in a TTY session/);
    expect(await refused.getByTestId('error').count()).toBe(1);
    await refused.screenshot({ path: join(OUTPUT, 'denied-task.png') });

    // A treatment group opens on a click; its passed repeat on another, and its timeline is then there.
    await withSkill.locator(':scope > summary').click();
    const passed = page.locator('#task-fix-sum-with_skill-r1');
    expect(await passed.isVisible()).toBe(true);
    expect(await isOpen(passed)).toBe(false);
    await passed.locator(':scope > summary').click();
    const timeline = passed.getByTestId('timeline');
    await timeline.waitFor();
    expect(await timeline.getByTestId('tool-call').evaluateAll((els) => els.map((e) => e.getAttribute('data-ok')))).toEqual([
      'true',
      'true',
      'false',
      'true',
      'true',
    ]);
    expect(
      await timeline
        .getByTestId('reasoning')
        .first()
        .evaluate((el) => getComputedStyle(el).fontStyle),
    ).toBe('italic');
    const plain = timeline.getByTestId('tool-call').first();
    const style = (el: Element) => [getComputedStyle(el).borderLeftColor, getComputedStyle(el).backgroundColor];
    const [deniedBorder, deniedBackground] = await denied.evaluate(style);
    const [plainBorder, plainBackground] = await plain.evaluate(style);
    expect(deniedBorder).not.toBe(plainBorder);
    expect(deniedBackground).not.toBe(plainBackground);
    await withSkill.screenshot({ path: join(OUTPUT, 'expanded-group.png') });

    // A clipped result shows its whole text on demand, in place of the clipped start.
    const long = page.locator('#task-fix-sum-with_skill-r2');
    await long.locator(':scope > summary').click();
    const clip = long.locator('.clip').last();
    await clip.waitFor();
    expect(await clip.locator('.head').isVisible()).toBe(true);
    await clip.locator('details.full > summary').click();
    expect(await clip.locator('.head').isVisible()).toBe(false);
    expect(await clip.locator('details.full > pre').innerText()).toContain('ok 200 - case 200');

    await page.screenshot({ path: join(OUTPUT, 'report.png'), fullPage: true });
    expect(errors).toEqual([]);
    expect(requests).toEqual([pathToFileURL(path).href]);
  });

  it("shows a task's harness phases in its opened view, longest first, and no such line for a task without them", async () => {
    const fix = await capture('realistic-fix');
    const { results } = await buildResults(
      await tempDir(),
      [
        { case_id: 'timed', condition: 'with_skill', repeat: 1, status: 'passed', transcript: fix, phases: { env: 40, cline: 2100, parse: 15, teardown: 90 } },
        { case_id: 'timed', condition: 'without_skill', repeat: 1, status: 'passed', transcript: fix },
      ],
      'phases-browser',
    );
    const { page, errors } = await open(await writeReport(await tempDir(), results));
    const phasesOf = (id: string) => page.locator(`#${id} dl.facts dt`).filter({ hasText: /^harness phases$/ });
    for (const [condition, id] of [['with_skill', 'task-timed-with_skill-r1'], ['without_skill', 'task-timed-without_skill-r1']]) {
      await group(page, 'timed', condition!).locator(':scope > summary').click();
      await page.locator(`#${id} > summary`).click();
      await page.locator(`#${id}`).getByTestId('timeline').waitFor();
    }
    const timed = phasesOf('task-timed-with_skill-r1');
    expect(await timed.isVisible()).toBe(true);
    expect(await timed.locator('xpath=following-sibling::dd[1]').innerText()).toBe('cline 2100 · teardown 90 · env 40 · parse 15');
    expect(await phasesOf('task-timed-without_skill-r1').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('expands and collapses with the keyboard, and opens the task a link names', async () => {
    const { results } = await mainResults(await tempDir());
    const { page, errors } = await open(await writeReport(await tempDir(), results));
    const first = group(page, 'fix-sum', 'with_skill');
    await first.locator(':scope > summary').focus();
    await page.keyboard.press('Enter');
    expect(await isOpen(first)).toBe(true);
    // Down moves to the group's first repeat; right opens it (and loads it); left closes it; left again goes back up.
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.parentElement?.id)).toBe('task-fix-sum-with_skill-r1');
    await page.keyboard.press('ArrowRight');
    const task = page.locator('#task-fix-sum-with_skill-r1');
    await task.getByTestId('timeline').waitFor();
    await page.keyboard.press('ArrowLeft');
    expect(await isOpen(task)).toBe(false);
    await page.keyboard.press('ArrowLeft');
    expect(await page.evaluate(() => document.activeElement?.parentElement?.getAttribute('data-condition'))).toBe('with_skill');
    await page.keyboard.press('ArrowLeft');
    expect(await isOpen(first)).toBe(false);
    // Space toggles as well (the native summary behaviour).
    await page.keyboard.press('Space');
    expect(await isOpen(first)).toBe(true);

    // A link to a task in a closed group opens the group and the task.
    await page.evaluate(() => (location.hash = '#task-tidy-logs-with_skill-r1'));
    const linked = page.locator('#task-tidy-logs-with_skill-r1');
    await linked.getByTestId('timeline').waitFor();
    expect(await isOpen(group(page, 'tidy-logs', 'with_skill'))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('filters by status, condition, failing check, denial kind, flaky and text', async () => {
    const { results } = await mainResults(await tempDir());
    const { page, errors } = await open(await writeReport(await tempDir(), results));
    const filters = page.getByTestId('filters');
    const visibleTasks = () => page.locator('details.task:visible').evaluateAll((els) => els.map((e) => e.getAttribute('data-task-id')));
    const shownGroups = () =>
      page
        .locator('[data-testid="group"]')
        .evaluateAll((els) => els.filter((e) => !(e as HTMLElement).hidden).map((e) => `${e.getAttribute('data-case')} ${e.getAttribute('data-condition')}`));
    const hiddenTasks = () => page.locator('details.task[hidden]').count();
    expect(await page.getByTestId('filter-count').textContent()).toBe('All 9 tasks.');
    // Open every group, so that visibility is the filters' doing.
    const closedGroups = page.locator('details.group:not([open]) > summary');
    while (await closedGroups.count()) await closedGroups.first().click();
    expect(await visibleTasks()).toHaveLength(9);

    await filters.getByLabel('Status').selectOption('failed');
    expect(await visibleTasks()).toEqual(['fix-sum/with_skill/r3', 'fix-sum/without_skill/r1', 'tidy-logs/without_skill/r1', 'revise/new_skill/r1']);
    expect(await page.getByTestId('filter-count').innerText()).toBe('Showing 4 of 9 tasks in 4 groups.');
    expect(await group(page, 'fix-sum', 'with_skill').locator('.shown').innerText()).toBe('1 of 3 shown');

    await filters.getByLabel('Condition').selectOption('without_skill');
    expect(await visibleTasks()).toEqual(['fix-sum/without_skill/r1', 'tidy-logs/without_skill/r1']);
    expect(await page.locator('section.case-tasks[data-case="revise"]').isVisible()).toBe(false);

    await filters.getByRole('button', { name: 'Clear' }).click();
    await page.waitForFunction(() => document.querySelectorAll('details.task[hidden]').length === 0);
    expect(await hiddenTasks()).toBe(0);

    await filters.getByLabel('Failing check').selectOption({ label: 'runs the tests' });
    expect(await visibleTasks()).toEqual(['fix-sum/with_skill/r3', 'fix-sum/without_skill/r1']);
    await filters.getByLabel('Failing check').selectOption({ label: 'any' });

    await filters.getByLabel('Denial').selectOption('approval');
    expect(await visibleTasks()).toEqual(['fix-sum/without_skill/r1']);
    await filters.getByLabel('Denial').selectOption('plan_mode');
    expect(await visibleTasks()).toEqual(['tidy-logs/with_skill/r1']);
    await filters.getByLabel('Denial').selectOption({ label: 'any' });

    await filters.getByLabel('flaky groups only').check();
    expect(await shownGroups()).toEqual(['fix-sum with_skill']);
    await filters.getByLabel('flaky groups only').uncheck();

    await filters.getByLabel('Search').fill('REVISE/');
    expect(await visibleTasks()).toEqual(['revise/old_skill/r1', 'revise/new_skill/r1']);
    await filters.getByLabel('Search').fill('plans instead');
    expect(await visibleTasks()).toEqual(['tidy-logs/with_skill/r1']);
    await filters.getByLabel('Search').fill('no such thing');
    expect(await visibleTasks()).toEqual([]);
    expect(await page.getByTestId('filter-count').innerText()).toBe('Showing 0 of 9 tasks in 0 groups.');
    await page.screenshot({ path: join(OUTPUT, 'filtered.png') });
    expect(errors).toEqual([]);
  });

  it('shows a treatment and a control repeat side by side, aligned by step, with the first divergence marked', async () => {
    const { results } = await mainResults(await tempDir());
    const { page, errors } = await open(await writeReport(await tempDir(), results));
    const side = page.getByTestId('side-by-side');
    // The first pair is fix-sum: a passed treatment repeat and a failed control repeat are picked.
    expect(await side.getByLabel('Case').locator('option').allInnerTexts()).toEqual([
      'fix-sum: with skill vs without skill',
      'tidy-logs: with skill vs without skill',
      'revise: new skill vs old skill',
    ]);
    expect(await side.getByLabel('Treatment repeat').inputValue()).toBe('fix-sum-with_skill-r1');
    expect(await side.getByLabel('Control repeat').inputValue()).toBe('fix-sum-without_skill-r1');
    const table = side.getByTestId('side-table');
    await table.waitFor();
    expect(await table.locator('thead th').allInnerTexts()).toEqual(['Step', 'with skill · r1 · passed', 'without skill · r1 · failed']);
    const fix = await capture('realistic-fix');
    const refused = await capture('approval-refused');
    // A step is a tool call (or error) with what the agent said before it; what follows the last call is the answer.
    const tools = (t: Transcript) => t.events.flatMap((e) => (e.type === 'tool_invocation' ? [e.name] : []));
    const stepCount = (t: Transcript) => {
      const acting = t.events.map((e) => e.type === 'tool_invocation' || e.type === 'error');
      return acting.filter(Boolean).length + (acting.lastIndexOf(true) < t.events.length - 1 ? 1 : 0);
    };
    const rows = table.getByTestId('side-step');
    expect(await rows.count()).toBe(Math.max(stepCount(fix), stepCount(refused)));
    const cellTools = (col: number) =>
      rows.evaluateAll((trs, c) => trs.map((tr) => tr.querySelectorAll('td')[c]?.querySelector('[data-tool]')?.getAttribute('data-tool') ?? null), col);
    expect((await cellTools(0)).filter(Boolean)).toEqual(tools(fix));
    expect((await cellTools(1)).filter(Boolean)).toEqual(tools(refused));
    // realistic-fix starts with search_codebase, approval-refused with read_files: they part at once.
    expect(await table.locator('tr.diverge').count()).toBe(1);
    expect(await rows.first().getAttribute('class')).toBe('diverge');
    expect(await side.getByTestId('side-note').innerText()).toBe(`The runs first diverge at step 1 of ${await rows.count()}. Go to it`);

    // Another pair: new against old skill.
    await side.getByLabel('Case').selectOption({ label: 'revise: new skill vs old skill' });
    await page.waitForFunction(() => document.querySelector('[data-testid="side-table"] thead th:nth-child(2)')?.textContent === 'new skill · r1 · failed');
    expect(await side.getByTestId('side-note').innerText()).toMatch(/^The runs first diverge at step \d+ of \d+\./);
    // A group's button brings its case here.
    await group(page, 'tidy-logs', 'without_skill').locator(':scope > summary').click();
    await group(page, 'tidy-logs', 'without_skill').getByRole('button').click();
    expect(await side.getByLabel('Case').inputValue()).toBe('1');
    expect(errors).toEqual([]);
  });

  it('marks where two runs that start alike first take different steps', async () => {
    const fix = await capture('realistic-fix');
    // The same run, but the agent tests with another command: the first two steps match, the third differs.
    const text = (await readFile(join(CAPTURES, 'realistic-fix', 'events.jsonl'), 'utf8')).replaceAll('node test.js', 'npm test');
    const other = parseTranscriptText(text);
    const root = await tempDir();
    const { results } = await buildResults(
      root,
      [
        { case_id: 'fix', condition: 'with_skill', repeat: 1, status: 'passed', transcript: fix },
        { case_id: 'fix', condition: 'without_skill', repeat: 1, status: 'failed', transcript: other },
      ],
      'diverging suite',
    );
    const { page, errors } = await open(await writeReport(root, results));
    const side = page.getByTestId('side-by-side');
    const table = side.getByTestId('side-table');
    await table.waitFor();
    const rows = table.getByTestId('side-step');
    const cellTools = (col: number) =>
      rows.evaluateAll((trs, c) => trs.map((tr) => tr.querySelectorAll('td')[c]?.querySelector('[data-tool]')?.getAttribute('data-tool') ?? null), col);
    const [left, right] = [await cellTools(0), await cellTools(1)];
    expect(left).toEqual(['search_codebase', 'read_files', 'run_commands', 'editor', 'run_commands', null]);
    expect(right).toEqual(left);
    const marked = table.locator('tr.diverge');
    expect(await marked.count()).toBe(1);
    expect(await rows.evaluateAll((trs) => trs.findIndex((tr) => tr.classList.contains('diverge')))).toBe(2);
    expect(await marked.getByTestId('divergence').innerText()).toBe('first divergence');
    expect(await marked.locator('td').nth(0).innerText()).toContain('node test.js');
    expect(await marked.locator('td').nth(1).innerText()).toContain('npm test');
    expect(await side.getByTestId('side-note').innerText()).toBe('The runs first diverge at step 3 of 6. Go to it');
    await side.screenshot({ path: join(OUTPUT, 'side-by-side.png') });
    expect(errors).toEqual([]);
  });

  it('shows judge votes and evidence, the diff and its patch, and marks a negative case', async () => {
    const root = await tempDir();
    const { results } = await judgedResults(root);
    const { page, errors } = await open(await writeReport(root, results));
    await group(page, 'changelog', 'with_skill').locator(':scope > summary').click();
    const task = page.locator('#task-changelog-with_skill-r1');
    await task.locator(':scope > summary').click();
    await task.getByTestId('diff').waitFor();
    const judged = task.locator('[data-testid="check"]').filter({ hasText: 'the entry explains why' });
    expect(await judged.isVisible()).toBe(true);
    expect(await judged.getByTestId('judge-votes').innerText()).toBe('2 pass · 1 fail');
    expect(await judged.innerText()).toContain('The entry says the greeting now says hello, for users.');
    expect(await judged.getByTestId('judge').innerText()).toMatch(/5,400 tokens · \$0\.0123 · 9\.1 s$/);
    expect(await task.getByTestId('diff-file').allInnerTexts()).toEqual(['CHANGELOG.md modified +1 −1', 'greeting.py added +2 −0']);
    const patch = task.getByTestId('diff-patch');
    expect(await patch.isVisible()).toBe(true);
    expect(await patch.locator('.add').allInnerTexts()).toEqual(['+++ b/CHANGELOG.md', '+- The greeting says hello.'].slice(1));
    expect(await patch.locator('.del').allInnerTexts()).toEqual(['-- Nothing yet.']);
    await task.screenshot({ path: join(OUTPUT, 'judged-task.png') });

    // The control's judge tied, which fails.
    await group(page, 'changelog', 'without_skill').locator(':scope > summary').click();
    const control = page.locator('#task-changelog-without_skill-r1');
    await control.locator(':scope > summary').click();
    await control.getByTestId('judge').waitFor();
    expect(await control.getByTestId('judge').innerText()).toMatch(/^judge votes: 1 pass · 1 fail \(a tie fails\)/);
    expect(await control.getByTestId('diff').isVisible()).toBe(true);
    expect(await control.getByTestId('diff-patch').count()).toBe(0);

    // The negative case is marked on its section and on each of its tasks.
    const negative = page.locator('section.case-tasks[data-case="explain"]');
    expect(await negative.getByTestId('negative-case').innerText()).toBe('negative case: the skill should not trigger');
    await group(page, 'explain', 'with_skill').locator(':scope > summary').click();
    expect(await page.locator('#task-explain-with_skill-r1').getByTestId('negative').isVisible()).toBe(true);
    expect(await page.locator('section.case-tasks[data-case="changelog"]').getByTestId('negative-case').count()).toBe(0);

    // Both arms of the negative case ran the same capture: side by side, the same steps and no divergence.
    await page.getByTestId('side-by-side').getByLabel('Case').selectOption({ label: 'explain: with skill vs without skill' });
    await page.waitForFunction(() => /^The two runs take the same \d+ steps\.$/.test(document.querySelector('[data-testid="side-note"]')?.textContent ?? ''));
    expect(await page.getByTestId('divergence').count()).toBe(0);
    await page.screenshot({ path: join(OUTPUT, 'judge-diff-negative.png'), fullPage: true });
    expect(errors).toEqual([]);
  });

  it('sorts the case table and prints the first screen and the case table only', async () => {
    const { results } = await mainResults(await tempDir());
    const { page, errors } = await open(await writeReport(await tempDir(), results));
    const order = () => page.getByTestId('case-body').evaluateAll((els) => els.map((e) => e.getAttribute('data-case')));
    expect(await order()).toEqual(['fix-sum', 'tidy-logs', 'revise']);
    const byDelta = page.locator('button[data-sort="delta"]');
    await byDelta.click();
    expect(await order()).toEqual(['revise', 'fix-sum', 'tidy-logs']);
    expect(await byDelta.locator('xpath=..').getAttribute('aria-sort')).toBe('ascending');
    await byDelta.click();
    expect(await order()).toEqual(['tidy-logs', 'fix-sum', 'revise']);
    await page.locator('button[data-sort="low"]').click();
    // Lower bounds: revise −100, fix-sum −14, tidy-logs −12.
    expect(await order()).toEqual(['revise', 'fix-sum', 'tidy-logs']);
    await page.locator('button[data-sort="case"]').click();
    expect(await order()).toEqual(['fix-sum', 'tidy-logs', 'revise']);
    // Each case keeps its treatment beside its control.
    expect(await page.getByTestId('case-body').first().getByTestId('case-row').count()).toBe(2);

    await page.emulateMedia({ media: 'print' });
    expect(await page.getByTestId('first-screen').isVisible()).toBe(true);
    expect(await page.getByTestId('case-table').isVisible()).toBe(true);
    for (const hidden of ['side-by-side', 'filters', 'gate-table', 'check-matrix']) expect(await page.getByTestId(hidden).first().isVisible()).toBe(false);
    expect(await page.locator('#tasks').isVisible()).toBe(false);
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(errors).toEqual([]);
  });

  it('shows the verdict: gate, forest plot, check matrix, flaky markers, baseline column and merged/partial banners', async () => {
    const root = await tempDir();
    const { results: base } = await mainResults(join(root, 'base'));
    const { results } = await buildResults(
      join(root, 'new'),
      [
        ...[1, 2].map((repeat) => ({
          case_id: 'fix-sum',
          condition: 'with_skill' as const,
          repeat,
          status: 'passed' as const,
          transcript: null,
          checks: [check('runs the tests', 'tool_called', true, '#2')],
        })),
        ...[1, 2].map((repeat) => ({
          case_id: 'fix-sum',
          condition: 'without_skill' as const,
          repeat,
          status: 'failed' as const,
          transcript: null,
          checks: [check('runs the tests', 'tool_called', false, 'none')],
        })),
        { case_id: 'tidy-logs', condition: 'with_skill', repeat: 1, status: 'passed', transcript: null, checks: [check('plans', 'final_text', true, 'Plan:')] },
        {
          case_id: 'tidy-logs',
          condition: 'with_skill',
          repeat: 2,
          status: 'failed',
          transcript: null,
          checks: [check('plans', 'final_text', false, 'no plan')],
        },
        {
          case_id: 'tidy-logs',
          condition: 'without_skill',
          repeat: 1,
          status: 'failed',
          transcript: null,
          checks: [check('plans', 'final_text', false, 'no plan')],
        },
      ],
      'verdict suite',
      { gates: { 'fix-sum': { min_delta: 0.05 } }, baseline: { results: base, name: 'main' }, missing: ['tidy-logs/without_skill/r2'], mergedFrom: 2 },
    );
    const { page, requests, errors } = await open(await writeReport(root, results));

    expect(await page.getByTestId('merged-banner').innerText()).toBe('Merged from 2 shards.');
    expect(await page.getByTestId('partial-banner').innerText()).toContain('tidy-logs/without_skill/r2');
    expect(await page.getByTestId('gate-verdict').getAttribute('data-passed')).toBe('false');
    expect(await page.getByTestId('gate-failures').innerText()).toMatch(/^tidy-logs · with skill: min_pass_rate 100%: 1\/2 passed \(50%\) < 100%/);
    const gateRows = page.getByTestId('gate-row');
    expect(await gateRows.evaluateAll((els) => els.map((e) => `${e.getAttribute('data-case')} ${e.getAttribute('data-passed')}`))).toEqual([
      'fix-sum true',
      'tidy-logs false',
    ]);
    expect(await gateRows.nth(1).innerText()).toMatch(/min_pass_rate 100%: 1\/2 passed \(50%\) < 100%/);

    // The forest plot: one row per treatment plus the pooled effect, a line at 0 and one at min_delta +5 pp.
    const plot = page.getByTestId('forest-plot');
    expect(await plot.isVisible()).toBe(true);
    const forestRows = plot.getByTestId('forest-row');
    expect(await forestRows.count()).toBe(3);
    const zero = Number(await plot.getByTestId('forest-zero').getAttribute('x1'));
    const minDelta = plot.locator('[data-testid="forest-min-delta"][data-value="0.05"]');
    expect(Number(await minDelta.getAttribute('x1'))).toBeGreaterThan(zero);
    const first = forestRows.first();
    expect(Number(await first.getAttribute('data-delta'))).toBe(1);
    // The point sits right of the zero line, its interval line spans low..high.
    const circle = await first.locator('circle').boundingBox();
    const zeroBox = await plot.getByTestId('forest-zero').boundingBox();
    expect(circle!.x).toBeGreaterThan(zeroBox!.x);
    expect(await first.textContent()).toContain('+100 pp [+');

    // The check × condition matrix.
    const matrix = page.locator('[data-testid="check-matrix"][data-case="fix-sum"]');
    expect(await matrix.locator('[data-testid="matrix-cell"]').allInnerTexts()).toEqual(['2/2 · 100%', '0/2 · 0%']);
    expect(await page.locator('[data-testid="check-matrix"][data-case="tidy-logs"] [data-testid="matrix-cell"]').first().innerText()).toBe('1/2 · 50%');

    // Flaky marker only where repeats disagree; the baseline column beside each row.
    const row = (c: string, k: string) => page.locator(`[data-testid="case-row"][data-case="${c}"][data-condition="${k}"]`);
    expect(await row('tidy-logs', 'with_skill').getByTestId('flaky').count()).toBe(1);
    expect(await row('fix-sum', 'with_skill').getByTestId('flaky').count()).toBe(0);
    expect(await row('fix-sum', 'with_skill').getByTestId('baseline').innerText()).toMatch(/^67%\s→ \+33 pp \[/);
    expect(await row('fix-sum', 'with_skill').getByTestId('gate').innerText()).toBe('✓ holds');
    expect(await row('fix-sum', 'without_skill').getByTestId('gate').innerText()).toBe('control');

    await page.screenshot({ path: join(OUTPUT, 'verdict.png'), fullPage: true });
    expect(errors).toEqual([]);
    expect(requests.filter((u) => !u.startsWith('file:'))).toEqual([]);
  });

  it('runs nothing and adds no element from hostile text', async () => {
    const root = await tempDir();
    const { results } = await hostileResults(root);
    const { page, requests, errors } = await open(await writeReport(root, results));
    const task = page.locator('details.task');
    expect(await task.count()).toBe(1);
    await page.locator('details.group > summary').click();
    await task.locator(':scope > summary').click();
    await task.getByTestId('timeline').waitFor();
    // The side-by-side view has no pair here (one arm only); the filters take the hostile check name as plain text.
    await page.getByTestId('filters').getByLabel('Search').fill('<script>');
    expect(await page.locator('details.task:visible').count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('script').count()).toBe(3);
    expect(await page.locator('img, iframe, object, embed').count()).toBe(0);
    expect(await page.getByTestId('message').first().locator('.text').innerText()).toBe(HOSTILE);
    expect(await page.locator('h1').innerText()).toBe(HOSTILE);
    expect(await page.title()).toBe(`${HOSTILE} · cline-harness report`);
    expect(errors).toEqual([]);
    expect(requests.filter((u) => !u.startsWith('file:'))).toEqual([]);
  });

  it('opens a 1,000-task report without errors, with every timeline left packed until opened', async () => {
    const root = await tempDir();
    const { results, transcripts } = await syntheticSuite({ assemble, resolveGate, parseTranscriptText }, { root });
    const path = join(root, 'report.html');
    await writeFile(path, renderReport(results, transcripts));
    const { page, errors, requests } = await open(path);
    expect(await page.getByTestId('group').count()).toBe(40);
    expect(await page.locator('details.task').count()).toBe(1000);
    const shownTimelines = () => page.getByTestId('timeline').count();
    const open_ = results.tasks.filter((t) => t.status === 'timed_out').length;
    expect(await shownTimelines()).toBe(open_);
    await page.screenshot({ path: join(OUTPUT, 'first-screen-1000.png') });
    const g = group(page, 'case-07', 'with_skill');
    await g.locator(':scope > summary').click();
    const id = await g.locator('details.task:not([open])').first().getAttribute('id');
    const closed = page.locator(`#${id}`);
    await closed.locator(':scope > summary').click();
    await closed.getByTestId('timeline').waitFor();
    expect(await shownTimelines()).toBe(open_ + 1);
    await page.getByTestId('filters').getByLabel('Status').selectOption('error');
    const errored = results.tasks.filter((t) => t.status === 'error').length;
    expect(await page.getByTestId('filter-count').innerText()).toMatch(new RegExp(`^Showing ${errored} of 1000 tasks in \\d+ groups\\.$`));
    expect(errors).toEqual([]);
    expect(requests.filter((u) => !u.startsWith('file:'))).toEqual([]);
  });
});
