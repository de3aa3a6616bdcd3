/**
 * The report's first screen in the real Chromium: the case table fits a 1400 px window with every column on screen,
 * the counters keep treatment and control apart (a control failing is not red), and negative cases have their own line.
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../helpers/browser.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeReport } from '../../src/report/html.js';
import type { TaskResult } from '../../src/results/schema.js';
import { resolveGate } from '../../src/suite/gate.js';
import { assemble } from '../../src/suite/suite.js';
import { useTempDirs } from '../helpers/temp.js';
import { taskResult } from '../helpers/task-result.js';

const OUTPUT = resolve('test-output/report-layout');

/**
 * The demo's shape with wide figures: long case names, five-digit token counts, cost, minutes of agent time that vary,
 * a baseline column, validity warnings, and a negative case.
 */
function wideTasks(): TaskResult[] {
  const tasks: TaskResult[] = [];
  const cases = ['add-function-with-docstring', 'fix-typo-in-readme', 'ask-first-before-deleting', 'explain-module-without-edits'];
  for (const [i, caseId] of cases.entries()) {
    const negative = caseId.startsWith('explain');
    for (const condition of ['with_skill', 'without_skill'] as const) {
      for (let r = 1; r <= 3; r++) {
        const treatment = condition === 'with_skill';
        tasks.push(
          taskResult(caseId, condition, r, {
            status: negative || treatment ? 'passed' : r === 3 ? 'error' : 'failed',
            skill_should_trigger: !negative,
            skill_invoked: treatment ? !negative || r === 1 : null,
            staged_skill: treatment ? 'changelog-keeper' : null,
            tokens: 123_456 + 37_000 * r + 1000 * i,
            cost: 0.0123 * r + 0.2,
            agent_ms: 61_000 + 45_000 * r,
            cline_ms: 70_000 + 45_000 * r,
            task_ms: 80_000 + 45_000 * r,
            denials: treatment ? {} : { approval: r, guard: 1 },
            shadows: [],
          }),
        );
      }
    }
  }
  return tasks;
}

function results(tasks: TaskResult[], baseline = false) {
  const meta = {
    suite: 'wide-suite',
    suite_hash: '0'.repeat(64),
    started_at: '2026-12-01T00:00:00Z',
    duration_ms: 420_000,
    cline_version: '3.0.65',
    model: 'scripted-model',
    planned: tasks.map((t) => t.task_id),
    shard: null,
    merged_from: null,
    partial: false,
    missing: [],
    gates: Object.fromEntries([...new Set(tasks.map((t) => t.case_id))].map((id) => [id, resolveGate({ min_delta: 0.2 }, undefined)])),
    old_skill_git: null,
  };
  const base = assemble(meta, tasks);
  return baseline ? assemble(meta, tasks, { results: base, name: 'previous/results.json' }) : base;
}

describe('report.html first screen in headless Chromium at 1400 px', () => {
  const tempDir = useTempDirs();
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(path: string) {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await page.goto(pathToFileURL(path).href);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'yes');
    return page;
  }

  it('fits the case table, baseline column and all, in the window: no cell ends past its right edge', async () => {
    const page = await open(await writeReport(OUTPUT, results(wideTasks(), true)));
    const bounds = await page.evaluate(() => {
      const table = document.querySelector('[data-testid="case-table"]')!;
      const cells = [...table.querySelectorAll('th, td')].map((c) => c.getBoundingClientRect().right);
      return { window: window.innerWidth, scroll: document.documentElement.scrollWidth, table: table.getBoundingClientRect().right, cell: Math.max(...cells) };
    });
    expect(bounds.window).toBe(1400);
    expect(bounds.table).toBeLessThanOrEqual(1400);
    expect(bounds.cell).toBeLessThanOrEqual(1400);
    expect(bounds.scroll).toBeLessThanOrEqual(1400);
    // The columns the issue found off-screen: cost and agent time, each fully visible.
    const header = page.getByTestId('case-table').locator('thead th');
    for (const name of ['Cost', 'agent_ms', 'Validity warnings']) {
      const box = (await header.filter({ hasText: name }).boundingBox())!;
      expect(box.x + box.width, name).toBeLessThanOrEqual(1400);
    }
    await page.getByTestId('case-table').screenshot({ path: join(OUTPUT, 'case-table-1400.png') });
  });

  it('counts treatment and control apart: a control arm failing is not red, an errored task and a failed treatment are', async () => {
    const dir = await tempDir();
    const page = await open(await writeReport(join(dir, 'out'), results(wideTasks())));
    const totals = page.getByTestId('totals');
    const read = async (key: string) => {
      const box = totals.locator(`[data-total="${key}"]`);
      return { n: await box.locator('.n').innerText(), color: await box.locator('.n').evaluate((e) => getComputedStyle(e).color) };
    };
    expect(await totals.innerText()).toMatch(
      new RegExp(
        '^24\\s+tasks\\s+12\\s+treatment passed\\s+0\\s+treatment failed a check\\s+3\\s+control passed\\s+' +
          '6\\s+control failed a check \\(the baseline\\)\\s+3\\s+errored or timed out$',
      ),
    );
    const red = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--fail').trim());
    const toRgb = await page.evaluate((c) => {
      const el = document.createElement('span');
      el.style.color = c;
      document.body.append(el);
      return getComputedStyle(el).color;
    }, red);
    expect((await read('control-failed')).color).not.toBe(toRgb);
    expect((await read('errored')).color).toBe(toRgb);
  });

  it('leaves the negative case out of the answer and shows its false-trigger rate with its interval', async () => {
    const dir = await tempDir();
    const r = results(wideTasks());
    const page = await open(await writeReport(join(dir, 'out'), r));
    const answer = page.locator('[data-testid="answer"][data-condition="with_skill"]');
    // Three cases where the skill should load, each +100 pp against a failing control: helped, pooled over 3 cases, not 4.
    expect(await answer.getAttribute('data-effect')).toBe('helped');
    expect(await answer.getByTestId('pooled-effect').innerText()).toMatch(/: \+100 pp \[\+100, \+100\], pooled over 3 cases .*; normalized gain \+100%\.$/);
    // The negative case: the skill loaded in 1 of its 3 runs.
    expect(await answer.getByTestId('false-triggers').innerText()).toBe(
      'false triggers with_skill: 1/3 runs of 1 negative case loaded the skill, 33% [6%, 79%].',
    );
    const negativeRow = page.locator('[data-testid="case-row"][data-case="explain-module-without-edits"][data-condition="with_skill"]');
    expect(await negativeRow.getByTestId('negative-case').innerText()).toBe('(negative)');
    // Its control passed every run: no room to gain, said as n/a.
    expect(await negativeRow.getByTestId('gain').innerText()).toBe('norm. gain n/a');
  });
});
