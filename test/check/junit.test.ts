import { describe, expect, it } from 'vitest';
import { checkJunitSuite, type CheckResult } from '../../src/check/index.js';

const result = (status: CheckResult['status'], evidence: string): CheckResult => ({
  index: 0,
  name: `a ${status} check`,
  type: 'command',
  status,
  passed: status === 'passed',
  evidence,
  ordinal: null,
  duration_ms: 1250,
  judge: null,
});

describe('checkJunitSuite', () => {
  it('maps each result to one testcase: failure, skipped or output, with the time in seconds', () => {
    const suite = checkJunitSuite('case-a with_skill', 'case-a', [
      result('passed', 'exit 0 after 1.25 s'),
      result('failed', 'exit 1 after 1.25 s\nstderr (end):\n  boom'),
      result('skipped', 'applies only to with_skill; this run is without_skill'),
      result('error', 'no verdict: the judge timed out after 5 s'),
    ]);
    expect(suite).toEqual({
      name: 'case-a with_skill',
      tests: [
        { name: 'a passed check', classname: 'case-a', time_s: 1.25, output: 'exit 0 after 1.25 s' },
        {
          name: 'a failed check',
          classname: 'case-a',
          time_s: 1.25,
          failure: { message: 'exit 1 after 1.25 s', details: 'exit 1 after 1.25 s\nstderr (end):\n  boom' },
        },
        { name: 'a skipped check', classname: 'case-a', time_s: 1.25, skipped: { message: 'applies only to with_skill; this run is without_skill' } },
        {
          name: 'a error check',
          classname: 'case-a',
          time_s: 1.25,
          error: { message: 'no verdict: the judge timed out after 5 s', details: 'no verdict: the judge timed out after 5 s' },
        },
      ],
    });
  });
});
