import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderReport, writeReport } from '../../src/report/html.js';
import { resolveGate } from '../../src/suite/gate.js';
import { assemble, type Baseline } from '../../src/suite/suite.js';
import type { Condition, SuiteResults, TaskResult } from '../../src/results/schema.js';
import { parseTranscriptFile, parseTranscriptText, type Transcript } from '../../src/transcript/index.js';
import { useTempDirs } from '../helpers/temp.js';

const CAPTURES = 'fixtures/captures';
const OUTPUT = resolve('test-output/report');
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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
  checks?: Omit<TaskResult['checks'][number], 'judge'>[];
  error?: string;
  warnings?: string[];
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
    const denials: Record<string, number> = {};
    for (const d of t?.denials ?? []) denials[d.kind] = (denials[d.kind] ?? 0) + 1;
    tasks.push({
      task_id,
      case_id: s.case_id,
      condition: s.condition,
      repeat: s.repeat,
      status: s.status,
      dispatch_status: t ? 'completed' : 'error',
      staged_skill: s.condition === 'without_skill' || s.condition === 'old_skill' ? null : 'demo-skill',
      staged_description: s.condition === 'without_skill' || s.condition === 'old_skill' ? null : 'Keeps the changelog.',
      skill_invoked: s.condition === 'without_skill' || s.condition === 'old_skill' || !t ? null : s.status === 'passed',
      checks: (s.checks ?? []).map((c) => ({ ...c, judge: null })),
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
      skill_should_trigger: true,
      diff: null,
      judge_tokens: 0,
      judge_cost: 0,
      judge_ms: 0,
      codebase: null,
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

describe('renderReport', () => {
  const tempDir = useTempDirs();

  it('escapes every piece of text it is given', async () => {
    const { results, transcripts } = await hostileResults(await tempDir());
    const html = renderReport(results, transcripts);
    expect(html).not.toMatch(/<script|<img|<!--|<[^>]*\sonerror=/i);
    const escaped =
      '&lt;script&gt;window.__pwned = 1&lt;/script&gt;&lt;img src=&quot;x.png&quot; onerror=&quot;window.__pwned = 2&quot;&gt; &amp; &quot;double&quot; ' +
      '&#39;single&#39; &lt;/pre&gt;&lt;/details&gt;&lt;/li&gt;&lt;!--';
    // Verbatim in: title, heading, cline version, model, validity warning, check name, type and evidence,
    // task error and warning, message, reasoning, command output, read test.js (the args hold it JSON-quoted), and the check matrix row.
    expect(html.split(escaped).length - 1).toBe(15);
    expect(html).toContain('&quot;command&quot;: &quot;&lt;script&gt;window.__pwned = 1&lt;/script&gt;&lt;img src=\\&quot;x.png\\&quot;');
  });

  it('refers to nothing outside the page', async () => {
    const { results, transcripts } = await mainResults(await tempDir());
    const html = renderReport(results, transcripts);
    expect(html).not.toMatch(/https?:\/\//i);
    expect(html).not.toMatch(/<script|<link|<iframe|<img|<object|<embed|@import|url\(/i);
    // The only links are fragment links within the page.
    expect([...html.matchAll(/\b(?:href|src)="([^"]*)"/g)].map((m) => m[1]!).filter((v) => !v.startsWith('#'))).toEqual([]);
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'"`);
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
      { arm: 'fix-sum with_skill', rate: '2/3 · 67% [21%, 94%] flaky', delta: '+67 pp [\u221214, +94] p = 0.4' },
      { arm: 'fix-sum without_skill', rate: '0/2 · 0% [0%, 66%]', delta: '—' },
      { arm: 'tidy-logs with_skill', rate: '1/1 · 100% [21%, 100%]', delta: '+100 pp [\u221212, +100] p = 1' },
      { arm: 'tidy-logs without_skill', rate: '0/1 · 0% [0%, 79%]', delta: '—' },
      { arm: 'revise old_skill', rate: '1/1 · 100% [21%, 100%]', delta: '—' },
      { arm: 'revise new_skill', rate: '0/1 · 0% [0%, 79%]', delta: '\u2212100 pp [\u2212100, +12] p = 1' },
    ]);
    // Every delta in the page comes with its interval.
    expect([...html.matchAll(/[+\u2212±]\d+ pp(?! \[)/g)].filter((m) => !/min_delta|forest|axis/.test(html.slice(m.index! - 200, m.index!)))).toEqual([]);
  });

  it('clips long args and results and keeps their full text', async () => {
    const { results, transcripts } = await mainResults(await tempDir());
    const html = renderReport(results, transcripts);
    const task = html.slice(html.indexOf('id="task-fix-sum-with_skill-r2"'), html.indexOf('id="task-fix-sum-with_skill-r3"'));
    expect(task).toContain('show all (201 lines, ');
    expect(task).toContain('ok 200 - case 200');
    expect(task).toMatch(/&quot;new_text&quot;: &quot;return a \+ b; \/\/ x+… \(\+[\d,]+ chars\)&quot;/);
    expect(task).toContain(`return a + b; // ${'x'.repeat(600)}`);
  });

  it('gives tasks stable, unique anchors and opens the ones that did not pass', async () => {
    const { results } = await mainResults(await tempDir());
    const html = renderReport(results, new Map());
    expect(renderReport(results, new Map())).toBe(html);
    const ids = [...html.matchAll(/<details class="task [^"]*" id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toContain('task-fix-sum-with_skill-r1');
    expect(new Set(ids).size).toBe(results.tasks.length);
    const tasks = [...html.matchAll(/<details class="task [^"]*"[^>]*data-status="([a-z_]+)"( open)?>/g)];
    expect(tasks).toHaveLength(results.tasks.length);
    for (const [, status, open] of tasks) expect(Boolean(open)).toBe(status !== 'passed');
  });
});

describe('writeReport', () => {
  const tempDir = useTempDirs();

  it('reads each task’s transcript.json, tolerating missing and broken ones', async () => {
    const root = await tempDir();
    const { results, transcripts } = await mainResults(root);
    const path = await writeReport(join(root, 'out'), results);
    expect(path).toBe(join(root, 'out', 'report.html'));
    const html = await readFile(path, 'utf8');
    expect(html).toBe(renderReport(results, transcripts));
    // One task never got a transcript, one has a cut file.
    expect(html.match(/data-testid="no-transcript"/g)).toHaveLength(2);
  });
});

describe('report.html in headless Chromium', () => {
  const tempDir = useTempDirs();
  let browser: Browser;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Opens a report from disk; anything but file: and data: URLs is aborted, and every request is recorded. */
  async function open(path: string): Promise<{ page: Page; requests: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const requests: string[] = [];
    await context.route('**/*', (route) => (/^(file|data):/.test(route.request().url()) ? route.continue() : route.abort()));
    const page = await context.newPage();
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(pathToFileURL(path).href);
    return { page, requests };
  }

  it('renders the case table and the timelines, highlights denials, and expands a task on click', async () => {
    const { results } = await mainResults(await tempDir());
    await rm(OUTPUT, { recursive: true, force: true });
    const path = await writeReport(OUTPUT, results);
    const { page, requests } = await open(path);

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
      '+67 pp [\u221214, +94] p = 0.4',
      '✗ fails',
      '67%',
    ]);
    expect(tokens).toMatch(/^[\d,]+ \[[\d,]+, [\d,]+\]$/);
    expect(cost).toMatch(/^\$[\d.]+( \[\$[\d.]+, \$[\d.]+\])?$/);
    expect(agent).toMatch(/^[\d.]+ s \[[\d.]+ s, [\d.]+ s\]$/);
    expect(warnings).toBe('—');
    expect(await rows.nth(1).getByTestId('validity').innerText()).toMatch(/1 task ended in error[\s\S]*denials: approval 3/);
    expect(await page.getByTestId('totals').innerText()).toMatch(/^9\s+tasks\s+4\s+passed\s+4\s+failed\s+1\s+errored or timed out$/);

    // The approval-refused task failed, so it is open; each of its three calls was refused.
    const refused = page.locator('[data-testid="task"][data-task-id="fix-sum/without_skill/r1"]');
    expect(await refused.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    const calls = refused.getByTestId('timeline').getByTestId('tool-call');
    expect(await calls.evaluateAll((els) => els.map((e) => e.getAttribute('data-tool')))).toEqual(['read_files', 'run_commands', 'editor']);
    const denied = calls.nth(1);
    expect(await denied.getAttribute('class')).toContain('denied');
    const denial = denied.getByTestId('denial');
    expect(await denial.getAttribute('data-kind')).toBe('approval');
    expect(await denial.innerText()).toMatch(/^denied · approval\s+Tool "run_commands" requires approval in a TTY session/);
    const plain = page.locator('[data-task-id="fix-sum/with_skill/r3"] [data-testid="tool-call"]').first();
    const style = (el: Element) => [getComputedStyle(el).borderLeftColor, getComputedStyle(el).backgroundColor];
    const [deniedBorder, deniedBackground] = await denied.evaluate(style);
    const [plainBorder, plainBackground] = await plain.evaluate(style);
    expect(deniedBorder).not.toBe(plainBorder);
    expect(deniedBackground).not.toBe(plainBackground);
    expect(await refused.getByTestId('error').count()).toBe(1);
    await refused.screenshot({ path: join(OUTPUT, 'denied-task.png') });

    // A passed task starts closed; a click on its summary shows its timeline.
    const passed = page.locator('#task-fix-sum-with_skill-r1');
    const timeline = passed.getByTestId('timeline');
    expect(await timeline.isVisible()).toBe(false);
    await passed.locator(':scope > summary').click();
    expect(await passed.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await timeline.isVisible()).toBe(true);
    expect(await timeline.getByTestId('tool-call').evaluateAll((els) => els.map((e) => e.getAttribute('data-ok')))).toEqual([
      'true',
      'true',
      'false',
      'true',
      'true',
    ]);
    expect(await timeline.getByTestId('reasoning').first().evaluate((el) => getComputedStyle(el).fontStyle)).toBe('italic');

    // A clipped result shows its whole text on demand, in place of the clipped start.
    const long = page.locator('#task-fix-sum-with_skill-r2');
    await long.locator(':scope > summary').click();
    const clip = long.locator('.clip').last();
    expect(await clip.locator('.head').isVisible()).toBe(true);
    await clip.locator('details.full > summary').click();
    expect(await clip.locator('.head').isVisible()).toBe(false);
    expect(await clip.locator('details.full > pre').innerText()).toContain('ok 200 - case 200');

    await page.screenshot({ path: join(OUTPUT, 'report.png'), fullPage: true });
    expect(requests).toEqual([pathToFileURL(path).href]);
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
    const { page, requests } = await open(await writeReport(root, results));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    expect(await page.getByTestId('merged-banner').innerText()).toBe('Merged from 2 shards.');
    expect(await page.getByTestId('partial-banner').innerText()).toContain('tidy-logs/without_skill/r2');
    expect(await page.getByTestId('gate-verdict').getAttribute('data-passed')).toBe('false');
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
    expect(await row('fix-sum', 'with_skill').getByTestId('baseline').innerText()).toMatch(/^67% → \+33 pp \[/);
    expect(await row('fix-sum', 'with_skill').getByTestId('gate').innerText()).toBe('✓ holds');
    expect(await row('fix-sum', 'without_skill').getByTestId('gate').innerText()).toBe('control');

    await page.screenshot({ path: join(OUTPUT, 'verdict.png'), fullPage: true });
    expect(errors).toEqual([]);
    expect(requests.filter((u) => !u.startsWith('file:'))).toEqual([]);
  });

  it('runs nothing and adds no element from hostile text', async () => {
    const root = await tempDir();
    const { results } = await hostileResults(root);
    const { page, requests } = await open(await writeReport(root, results));
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('script, img, iframe, object, embed').count()).toBe(0);
    expect(await page.locator('details.task').count()).toBe(1);
    expect(await page.getByTestId('message').first().locator('.text').innerText()).toBe(HOSTILE);
    expect(await page.locator('h1').innerText()).toBe(HOSTILE);
    expect(await page.title()).toBe(`${HOSTILE} · cline-harness report`);
    expect(requests.filter((u) => !u.startsWith('file:'))).toEqual([]);
  });
});
