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
    sequence: { sequencer: SlowestFirstSequencer },
  },
});
