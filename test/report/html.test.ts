import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderReport, writeReport } from '../../src/report/html.js';
import { summarize, totals } from '../../src/suite/aggregate.js';
import { SuiteResultsSchema, type Condition, type SuiteResults, type TaskResult } from '../../src/suite/schema.js';
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

interface Built {
  results: SuiteResults;
  /** What writeReport should find: the parsed transcript per task, null where there is none. */
  transcripts: Map<string, Transcript | null>;
}

/** Task results as the suite runner writes them, with transcript.json in each artifacts dir. */
async function buildResults(root: string, specs: TaskSpec[], name: string): Promise<Built> {
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
      checks: (s.checks ?? []).map((c) => ({ ...c, judge: null })),
      tokens: t?.total_tokens ?? null,
      duration_ms: t?.duration_ms ?? null,
      wall_ms: (t?.duration_ms ?? 0) + 400,
      denials,
      guard_denials: 0,
      shadows: [],
      stray_writes: [],
      warnings: s.warnings ?? [],
      error: s.error ?? null,
      artifacts,
      skill_should_trigger: true,
      diff: null,
      judge_tokens: 0,
      judge_cost: 0,
      judge_ms: 0,
    });
  }
  const results = SuiteResultsSchema.parse({
    suite: name,
    started_at: '2026-11-29T20:15:00.000Z',
    duration_ms: 8200,
    cline_version: '3.0.65',
    model: 'scripted-model',
    shard: null,
    totals: totals(tasks),
    conditions: summarize(tasks),
    tasks,
  });
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
      '&lt;script&gt;window.__pwned = 1&lt;/script&gt;&lt;img src=&quot;x.png&quot; onerror=&quot;window.__pwned = 2&quot;&gt; &amp; &quot;double&quot; &#39;single&#39; &lt;/pre&gt;&lt;/details&gt;&lt;/li&gt;&lt;!--';
    // Verbatim in: title, heading, cline version, model, validity warning, check name, type and evidence,
    // task error and warning, message, reasoning, command output, and read test.js (the args hold it JSON-quoted).
    expect(html.split(escaped).length - 1).toBe(14);
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

  it('shows each arm’s pass rate and its delta with a sign', async () => {
    const { results } = await mainResults(await tempDir());
    const html = renderReport(results, new Map());
    const rows = [...html.matchAll(/<tr data-testid="case-row" data-case="([^"]+)" data-condition="([^"]+)"[\s\S]*?<\/tr>/g)];
    const cells = rows.map((r) => ({
      arm: `${r[1]} ${r[2]}`,
      rate: /data-testid="pass-rate"><span class="rate">([^<]*)</.exec(r[0])![1],
      delta: /data-testid="delta"[^>]*>([^<]*)</.exec(r[0])![1],
    }));
    expect(cells).toEqual([
      { arm: 'fix-sum with_skill', rate: '2/3 · 67%', delta: '+67 pp' },
      { arm: 'fix-sum without_skill', rate: '0/2 · 0%', delta: '—' },
      { arm: 'tidy-logs with_skill', rate: '1/1 · 100%', delta: '+100 pp' },
      { arm: 'tidy-logs without_skill', rate: '0/1 · 0%', delta: '—' },
      { arm: 'revise old_skill', rate: '1/1 · 100%', delta: '—' },
      { arm: 'revise new_skill', rate: '0/1 · 0%', delta: '\u2212100 pp' },
    ]);
    const tiny = renderReport({ ...results, conditions: results.conditions.map((c) => ({ ...c, delta: c.delta === null ? null : -0.001 })) }, new Map());
    expect([...tiny.matchAll(/data-testid="delta"[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(['±0 pp', '—', '±0 pp', '—', '—', '±0 pp']);
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
    const [case_, condition, tasks, rate, delta, tokens, duration, warnings] = await rows.first().locator('td').allInnerTexts();
    expect([case_, condition, tasks, rate, delta]).toEqual(['fix-sum', 'with skill', '3', '2/3 · 67%', '+67 pp']);
    expect(tokens).toMatch(/^[\d,]+ ± [\d,]+$/);
    expect(duration).toMatch(/^[\d.]+ s ± [\d.]+ s$/);
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
