/**
 * Starts the slowest test files first. Vitest orders a run without its timing cache (a fresh clone, CI) by file
 * size, which puts small files with long runs last: one of them then runs alone on one core at the end while the other
 * core has nothing left. Longest first keeps both cores busy to the end.
 * The list is measured: the files of about 20 s and more in an idle fresh clone's `npm test` (2026-12-07), slowest
 * first, with the guard rounds and probes at what stop 61's cuts left of them (rounds about a third, probes 30 s); a
 * file not on it keeps vitest's own order after them, and a name that no longer exists is passed over.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const SLOWEST_FIRST = [
  'test/e2e/suite.test.ts',
  'test/cli/options.test.ts',
  'test/e2e/fs-audit.test.ts',
  'test/render/runbook-literal.test.ts',
  'test/e2e/integrity.test.ts',
  'test/dispatch/dispatch.test.ts',
  'test/e2e/integrity-suite.test.ts',
  'test/e2e/sequential.test.ts',
  'test/conversation/converse.test.ts',
  'test/guard/differential.test.ts',
  'test/render/run.test.ts',
  'test/judge/run.test.ts',
  'test/report/html.test.ts',
  'test/conversation/suite.test.ts',
  'test/dispatch/provider.test.ts',
  'test/e2e/suite-checks.test.ts',
  'test/e2e/reuse-budget.test.ts',
  'test/guard/round36-differential.test.ts',
  'test/check/cli-judge.test.ts',
  'test/e2e/suite-models.test.ts',
  'test/guard/probes.test.ts',
  'test/e2e/descriptor-layers.test.ts',
  'test/project/tarball.test.ts',
  'test/guard/round37-differential.test.ts',
  'test/project/lint.test.ts',
  'test/capture/capture.e2e.test.ts',
  'test/e2e/live.test.ts',
  'test/guard/round33-differential.test.ts',
  'test/e2e/model-record.test.ts',
  'test/e2e/transport.test.ts',
  'test/e2e/git-sources.test.ts',
  'test/project/action.test.ts',
  'test/judge/cli.test.ts',
  'test/guard/round35-differential.test.ts',
  'test/eval-magic/descriptor.e2e.test.ts',
  'test/e2e/outlive-steal.test.ts',
  'test/e2e/harness-view.test.ts',
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
