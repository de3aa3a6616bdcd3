/**
 * report.html for a suite run on several models, in the real Chromium: one
 * forest-plot row per model for each case and treatment, the models side by
 * side on the first screen, and every verdict read for its own model. A run on
 * one model looks as before.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../helpers/browser.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeReport } from '../../src/report/html.js';
import { TaskResultSchema, type Condition, type SuiteResults } from '../../src/results/schema.js';
import { resolveGate } from '../../src/suite/gate.js';
import { assemble } from '../../src/suite/suite.js';
import { useTempDirs } from '../helpers/temp.js';


/** Passes per case, model and condition, out of 3 repeats each: on `helps` the skill lifts every case, on `inert` it does nothing. */
const PASSES: Record<string, Record<string, Partial<Record<Condition, number>>>> = {
  'fix-sum': { helps: { with_skill: 3, without_skill: 0 }, inert: { with_skill: 1, without_skill: 1 } },
  'tidy-logs': { helps: { with_skill: 3, without_skill: 1 }, inert: { with_skill: 0, without_skill: 0 } },
};

/** Results as `suite run` assembles them, from task results without transcripts (the first screen reads only the summaries). */
async function matrixResults(root: string, models: string[]): Promise<SuiteResults> {
  const tasks = [];
  for (const [caseId, byModel] of Object.entries(PASSES)) {
    for (const model of models) {
      for (const [condition, passes] of Object.entries(byModel[model] ?? byModel.helps!) as [Condition, number][]) {
        for (let repeat = 1; repeat <= 3; repeat++) {
          const task_id = models.length > 1 ? `${caseId}/${model}/${condition}/r${repeat}` : `${caseId}/${condition}/r${repeat}`;
          const artifacts = join(root, 'tasks', task_id);
          await mkdir(artifacts, { recursive: true });
          const passed = repeat <= passes;
          tasks.push(
            TaskResultSchema.parse({
              task_id,
              case_id: caseId,
              condition,
              model,
              repeat,
              status: passed ? 'passed' : 'failed',
              dispatch_status: 'completed',
              staged_skill: condition === 'with_skill' ? 'demo' : null,
              staged_description: null,
              skill_invoked: condition === 'with_skill' ? true : null,
              checks: [{ name: 'changelog entry', type: 'file_contains', passed, evidence: passed ? 'found' : 'missing' }],
              tokens: 1000,
              cost: 0,
              agent_ms: 1200,
              cline_ms: 1500,
              task_ms: 2000,
              denials: {},
              guard_denials: 0,
              shadows: [],
              stray_writes: [],
              warnings: [],
              error: null,
              artifacts,
            }),
          );
        }
      }
    }
  }
  return assemble(
    {
      suite: 'matrix suite',
      suite_hash: 'f'.repeat(64),
      started_at: '2026-12-01T22:00:00.000Z',
      duration_ms: 9000,
      cline_version: '3.0.65',
      model: models.join(', '),
      planned: tasks.map((t) => t.task_id),
      shard: null,
      merged_from: null,
      partial: false,
      missing: [],
      gates: Object.fromEntries(Object.keys(PASSES).map((id) => [id, resolveGate({ min_delta: 0.2 }, undefined)])),
      old_skill_git: null,
    },
    tasks,
  );
}

describe('report.html of a suite on several models, in headless Chromium', () => {
  const tempDir = useTempDirs();
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(path: string): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.route('**/*', (route) => (/^(file|data):/.test(route.request().url()) ? route.continue() : route.abort()));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(pathToFileURL(path).href);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'yes');
    return { page, errors };
  }

  it('plots one row per model for each case and treatment, and puts the models side by side on the first screen', async () => {
    const root = await tempDir();
    const results = await matrixResults(root, ['helps', 'inert']);
    const { page, errors } = await open(await writeReport(root, results));
    const first = page.getByTestId('first-screen');

    // The forest plot: each case's treatment once per model, the models next to each other, then the pooled effect per model.
    const rows = first.getByTestId('forest-row');
    const labels = (await rows.locator('text').allTextContents()).filter((_, i) => i % 2 === 0);
    expect(labels).toEqual([
      'fix-sum · with skill · helps',
      'fix-sum · with skill · inert',
      'tidy-logs · with skill · helps',
      'tidy-logs · with skill · inert',
      'pooled · with skill · helps (2 cases)',
      'pooled · with skill · inert (2 cases)',
    ]);
    const plotted = await rows.evaluateAll((els) => els.map((e) => [e.getAttribute('data-model'), Number(e.getAttribute('data-delta'))] as const));
    expect(plotted.map(([m, d]) => [m, Math.round(d * 1000) / 1000])).toEqual([
      ['helps', 1],
      ['inert', 0],
      ['helps', 0.667],
      ['inert', 0],
      ['helps', 0.833],
      ['inert', 0],
    ]);
    // Does the effect differ between models? Under the plot.
    const difference = (await first.getByTestId('model-difference').innerText()).trim();
    expect(difference).toMatch(/^does the with_skill effect differ between models\? helps − inert: \+83 pp \[/);

    // The models side by side: one row per case and treatment, one column per model, on the first screen.
    const table = first.getByTestId('model-table');
    expect(await table.isVisible()).toBe(true);
    expect(await table.getByTestId('model-head').allInnerTexts()).toEqual(['helps', 'inert']);
    const fix = table.locator('[data-testid="model-row"][data-case="fix-sum"]');
    const [helps, inert] = [fix.locator('[data-model="helps"]'), fix.locator('[data-model="inert"]')];
    // The text as read, whatever lines the layout breaks it into.
    const text = async (cell: typeof helps) => (await cell.innerText()).replace(/\s+/g, ' ');
    expect(await text(helps)).toMatch(/^\+100 pp \[\+\d+, \+100\] 3\/3 vs 0\/3 ✓$/);
    expect(await text(inert)).toMatch(/^±0 pp \[\u2212\d+, \+\d+\] 1\/3 vs 1\/3 ✗$/);
    const [a, b] = [(await helps.boundingBox())!, (await inert.boundingBox())!];
    expect(a.y).toBe(b.y);
    expect(a.x + a.width).toBeLessThanOrEqual(b.x);
    expect(await helps.getByTestId('model-gate').getAttribute('data-passed')).toBe('true');
    expect(await inert.getByTestId('model-gate').getAttribute('title')).toMatch(/min_delta \+20 pp: Δ ±0 pp/);

    // One answer per model, and the gate's failures name the model.
    const answer = (m: string) => first.locator(`[data-testid="model-answer"][data-model="${m}"]`);
    expect(await answer('helps').innerText()).toMatch(/^On model helps:\n/);
    expect(await answer('helps').getByTestId('answer').getAttribute('data-effect')).toBe('helped');
    expect(await answer('helps').getByTestId('pooled-effect').innerText()).toMatch(/: \+83 pp \[/);
    expect(await answer('inert').getByTestId('answer').getAttribute('data-effect')).toBe('unclear');
    expect(await answer('inert').getByTestId('pooled-effect').innerText()).toMatch(/: ±0 pp \[/);
    expect(await page.getByTestId('gate-failures').innerText()).toMatch(/^fix-sum · with skill · inert: min_pass_rate/);

    // The case table: a Model column, and each row's gate is its own model's.
    expect(await page.locator('#case-table thead th').nth(1).innerText()).toBe('Model');
    const gate = (m: string) =>
      page.locator(`[data-testid="case-row"][data-case="fix-sum"][data-condition="with_skill"][data-model="${m}"] [data-testid="gate"]`);
    expect(await gate('helps').innerText()).toBe('✓ holds');
    expect(await gate('inert').innerText()).toBe('✗ fails');

    // Below the first screen, each model's arms apart: the check matrix's columns, the task groups and the side-by-side pairs.
    expect(await page.locator('[data-testid="check-matrix"][data-case="fix-sum"] th').allInnerTexts()).toEqual([
      'fix-sum',
      'with skill · helps',
      'with skill · inert',
      'without skill · helps',
      'without skill · inert',
    ]);
    const groups = page.locator('[data-testid="case-tasks"][data-case="fix-sum"] [data-testid="group"]');
    const arms = await groups.evaluateAll((els) =>
      els.map((e) => `${e.querySelector('.group-cond')!.getAttribute('data-model')} ${e.getAttribute('data-condition')}`),
    );
    expect(arms).toEqual([
      'helps with_skill',
      'helps without_skill',
      'inert with_skill',
      'inert without_skill',
    ]);
    const counts = await groups.getByTestId('group-count').allInnerTexts();
    expect(counts).toEqual(['3/3 repeats passed', '0/3 repeats passed', '1/3 repeats passed', '1/3 repeats passed']);
    expect(await page.locator('#side-pair option').allInnerTexts()).toEqual([
      'fix-sum · helps: with skill vs without skill',
      'fix-sum · inert: with skill vs without skill',
      'tidy-logs · helps: with skill vs without skill',
      'tidy-logs · inert: with skill vs without skill',
    ]);
    // The plot's labels are not clipped: the longest starts inside the picture.
    const longest = (await rows.last().locator('text').first().boundingBox())!;
    expect(longest.x).toBeGreaterThanOrEqual((await first.getByTestId('forest-plot').boundingBox())!.x);

    await mkdir('test-output/report', { recursive: true });
    await page.screenshot({ path: 'test-output/report/models.png', fullPage: true });
    expect(errors).toEqual([]);
  });

  it('shows a run on one model as before: no model table, no Model column, no model in the labels', async () => {
    const root = await tempDir();
    const results = await matrixResults(root, ['scripted']);
    const { page, errors } = await open(await writeReport(root, results));
    expect(await page.getByTestId('model-table').count()).toBe(0);
    expect(await page.getByTestId('model-difference').count()).toBe(0);
    expect(await page.locator('#case-table thead th').allInnerTexts()).not.toContain('Model');
    const labels = (await page.getByTestId('forest-row').locator('text').allTextContents()).filter((_, i) => i % 2 === 0);
    expect(labels).toEqual(['fix-sum · with skill', 'tidy-logs · with skill', 'pooled · with skill (2 cases)']);
    expect(await page.locator('[data-testid="answer"]').count()).toBe(1);
    expect(await page.getByTestId('model-answer').count()).toBe(0);
    expect(await page.locator('.headline').first().innerText()).toContain('Yes: the skill helped.');
    expect(errors).toEqual([]);
  });
});
