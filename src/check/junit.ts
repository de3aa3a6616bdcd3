/** Check results as JUnit test cases: one testcase per check. */
import type { JunitSuite, JunitTest } from '../report/junit.js';
import type { CheckResult } from './schema.js';

/** One JUnit testcase for a check result; the evidence is the failure's details or the test's output. */
export function checkJunitTest(result: CheckResult, classname: string): JunitTest {
  const test: JunitTest = { name: result.name, classname, time_s: result.duration_ms / 1000 };
  const firstLine = result.evidence.split('\n')[0] ?? '';
  if (result.status === 'failed') test.failure = { message: firstLine, details: result.evidence };
  else if (result.status === 'error') test.error = { message: firstLine, details: result.evidence };
  else if (result.status === 'skipped') test.skipped = { message: result.evidence };
  else test.output = result.evidence;
  return test;
}

/** A JUnit testsuite holding one testcase per check result. */
export function checkJunitSuite(name: string, classname: string, results: readonly CheckResult[]): JunitSuite {
  return { name, tests: results.map((r) => checkJunitTest(r, classname)) };
}
