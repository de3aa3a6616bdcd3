// The HTML report at scale (issue 16): a synthetic 1,000-task results set (20 cases × 2 arms × 25 repeats, real
// captures through the real parser, assembled by the library) rendered by dist/'s renderReport; its size, the time
// to render it in node, and how fast headless Chromium shows its first screen. Targets: under 5 MB, first screen
// under 2 s. The first screen is painted when the answer and the gate verdict (both marked with `elementtiming`)
// and the largest contentful paint are on screen, counted from the navigation's start; `ready` is when the page's
// script has run (filters and side by side usable), which needs the whole page parsed.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BENCH_DIR, ROOT, log, median, secs } from './lib.mjs';

const SIZE_LIMIT = 5 * 1024 * 1024;
const FIRST_SCREEN_LIMIT_MS = 2000;

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.route('**/*', (route) => (/^(file|data):/.test(route.request().url()) ? route.continue() : route.abort()));
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'yes');
  const figures = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const seen = { element: [], lcp: [] };
        const take = (type, key) => new PerformanceObserver((list) => seen[key].push(...list.getEntries())).observe({ type, buffered: true });
        take('element', 'element');
        take('largest-contentful-paint', 'lcp');
        // Buffered entries arrive in the observers' first callbacks; two frames later they are in.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const nav = performance.getEntriesByType('navigation')[0];
            const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
            const elements = seen.element.filter((e) => e.identifier === 'first-screen').map((e) => e.renderTime || e.loadTime);
            const lcp = seen.lcp.length ? seen.lcp[seen.lcp.length - 1].startTime : null;
            resolve({
              fcp,
              lcp,
              elements: elements.length,
              first_screen: Math.max(lcp ?? 0, ...elements),
              dom_content_loaded: nav.domContentLoadedEventEnd,
              load: nav.loadEventEnd,
              ready: Number(document.documentElement.dataset.readyAt ?? NaN),
            });
          }),
        );
      }),
  );
  await context.close();
  if (errors.length) throw new Error(`the report threw: ${errors.join('; ')}`);
  return figures;
}

export async function benchReport({ runs }) {
  const dist = (p) => pathToFileURL(join(ROOT, 'dist', p)).href;
  const { assemble } = await import(dist('suite/suite.js'));
  const { resolveGate } = await import(dist('suite/gate.js'));
  const { parseTranscriptText } = await import(dist('transcript/index.js'));
  const { renderReport } = await import(dist('report/html.js'));
  const { syntheticSuite } = await import('../report/html-synthetic.mjs');
  const { chromium } = await import('playwright-core');

  const { results, transcripts } = await syntheticSuite({ assemble, resolveGate, parseTranscriptText });
  const renders = [];
  let html = '';
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    html = renderReport(results, transcripts);
    renders.push(performance.now() - started);
  }
  const bytes = Buffer.byteLength(html);
  await mkdir(BENCH_DIR, { recursive: true });
  const path = join(BENCH_DIR, 'report-1000.html');
  await writeFile(path, html);
  log(`${results.tasks.length} tasks: ${(bytes / 1024 / 1024).toFixed(2)} MB, rendered in ${secs(median(renders))}`);

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
  const samples = [];
  try {
    await measure(browser, pathToFileURL(path).href); // warm-up: the browser's own first start
    for (let i = 1; i <= runs; i++) {
      samples.push(await measure(browser, pathToFileURL(path).href));
      const s = samples.at(-1);
      log(`chromium ${i}/${runs}: first screen ${secs(s.first_screen)} (FCP ${secs(s.fcp)}), ready ${secs(s.ready)}`);
    }
  } finally {
    await browser.close();
  }
  const med = (key) => median(samples.map((s) => s[key]));
  const firstScreen = med('first_screen');
  const lines = [
    `Report: ${results.tasks.length} tasks (${results.conditions.length / 2} cases × 2 arms × 25 repeats), median of ${runs}`,
    `  size            ${(bytes / 1024 / 1024).toFixed(2)} MB (limit 5 MB)`,
    `  renderReport    ${secs(median(renders))}`,
    `  first screen    ${secs(firstScreen)}  (FCP ${secs(med('fcp'))}, LCP ${secs(med('lcp'))})`,
    `  DOMContentLoaded ${secs(med('dom_content_loaded'))}, script ready ${secs(med('ready'))}`,
  ];
  return {
    name: 'report',
    lines,
    targets: [
      { name: 'report.html of 1,000 tasks < 5 MB', value: `${(bytes / 1024 / 1024).toFixed(2)} MB`, ok: bytes < SIZE_LIMIT },
      { name: 'first screen in Chromium < 2 s', value: secs(firstScreen), ok: firstScreen < FIRST_SCREEN_LIMIT_MS },
    ],
    json: { tasks: results.tasks.length, bytes, render_ms: median(renders), samples, first_screen_ms: firstScreen },
  };
}
