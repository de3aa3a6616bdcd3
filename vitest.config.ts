import { defineConfig } from 'vitest/config';
import SlowestFirstSequencer from './test/slowest-first-sequencer.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    reporters: ['default', './test/summary-reporter.ts'],
    // Real cline processes are heavy; two cores are shared by everything.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    // A worker keeps its modules from one test file to the next: importing them again for each of ~160 files cost
    // about 90 of some 220 CPU-s on the files without cline (measured 2026-12-04). Files that change process.env or
    // the cwd put them back in their own hooks.
    isolate: false,
    sequence: { sequencer: SlowestFirstSequencer },
  },
});
