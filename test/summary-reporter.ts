import type { Reporter, TestModule } from 'vitest/node';

/** How many of the slowest test files the summary names: where `npm test`'s time goes, in every CI log. */
const SLOWEST = 15;

/**
 * Ends the run with the slowest test files and one plain `tests: N passed, N failed` line that any CI log reader
 * understands.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
    }
    const slowest = [...modules].sort((a, b) => b.diagnostic().duration - a.diagnostic().duration).slice(0, SLOWEST);
    const lines = slowest.map((m) => `  ${(m.diagnostic().duration / 1000).toFixed(1).padStart(7)} s  ${m.relativeModuleId}`);
    process.stdout.write(`\nslowest test files:\n${lines.join('\n')}\n`);
    process.stdout.write(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
  }
}
