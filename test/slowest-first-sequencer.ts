/**
 * Starts the slowest test files first. Vitest orders a run without its timing cache (a fresh clone, CI) by file
 * size, which puts small files with long runs (the guard differentials) last: one of them then runs alone on one
 * core at the end while the other core has nothing left. Longest first keeps both cores busy to the end.
 * The list is measured: a fresh clone's `npm test` (2026-12-02, files of 25 s and more, slowest first), its first 15
 * re-ordered by the fresh clone of 2026-12-05 (files of 70 s and more there, on a loaded machine: the guard probes and
 * round 7 had grown past most of the list and were not on it); a file not on it keeps vitest's own order after them,
 * and a name that no longer exists is passed over.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const SLOWEST_FIRST = [
  'test/cli/options.test.ts',
  'test/e2e/suite.test.ts',
  'test/guard/probes.test.ts',
  'test/e2e/integrity.test.ts',
  'test/e2e/sequential.test.ts',
  'test/render/runbook-literal.test.ts',
  'test/dispatch/provider.test.ts',
  'test/e2e/reuse-budget.test.ts',
  'test/e2e/fs-audit.test.ts',
  'test/e2e/integrity-suite.test.ts',
  'test/capture/capture.e2e.test.ts',
  'test/guard/round7-differential.test.ts',
  'test/dispatch/dispatch.test.ts',
  'test/suite/load.test.ts',
  'test/judge/cli.test.ts',
  'test/guard/differential.test.ts',
  'test/guard/round3-differential.test.ts',
  'test/guard/round5-differential.test.ts',
  'test/conversation/suite.test.ts',
  'test/conversation/converse.test.ts',
  'test/e2e/suite-pairwise.test.ts',
  'test/judge/run.test.ts',
  'test/eval-magic/descriptor.e2e.test.ts',
  'test/report/html.test.ts',
  'test/e2e/suite-checks.test.ts',
  'test/render/run.test.ts',
  'test/project/action.test.ts',
  'test/e2e/live.test.ts',
  'test/project/tarball.test.ts',
  'test/check/cli-judge.test.ts',
  'test/e2e/git-sources.test.ts',
  'test/e2e/transport.test.ts',
  'test/e2e/descriptor-layers.test.ts',
  'test/e2e/model-record.test.ts',
  'test/e2e/outlive-steal.test.ts',
  'test/guard/round4-differential.test.ts',
  'test/e2e/host-steps.test.ts',
  'test/e2e/harness-view.test.ts',
  'test/e2e/suite-models.test.ts',
  'test/e2e/progress.test.ts',
  'test/probe/probe.test.ts',
];

export default class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const i = SLOWEST_FIRST.findIndex((f) => spec.moduleId.endsWith(`/${f}`));
      return i === -1 ? SLOWEST_FIRST.length : i;
    };
    // Array.prototype.sort is stable: files off the list keep vitest's order.
    return ordered.sort((a, b) => rank(a) - rank(b));
  }
}
