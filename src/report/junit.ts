/**
 * A JUnit XML writer (the de-facto CI format: testsuites > testsuite >
 * testcase with failure, error or skipped). Generic: the check command and the
 * suite runner both feed it.
 */

export interface JunitOutcome {
  /** One line; becomes the element's `message` attribute. */
  message: string;
  /** Any length, any lines; becomes the element's text. */
  details: string;
}

export interface JunitTest {
  name: string;
  classname: string;
  time_s: number;
  /** The test ran and did not pass. */
  failure?: JunitOutcome;
  /** The test could not run (e.g. its task errored). */
  error?: JunitOutcome;
  skipped?: { message: string };
  /** Shown by CI viewers as the test's output (<system-out>). */
  output?: string;
}

export interface JunitSuite {
  name: string;
  tests: JunitTest[];
}

/**
 * Characters XML 1.0 cannot hold even as character references: C0 controls
 * other than tab, LF and CR, lone surrogates, U+FFFE and U+FFFF.
 */
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Forbidden characters become visible `\uXXXX` text (output often carries ANSI
 * escapes); CR is a reference because parsers turn a literal CRLF into LF.
 */
function escapeText(text: string): string {
  return text
    .replace(FORBIDDEN, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r/g, '&#13;');
}

/** Attribute values also escape quotes, and whitespace that attribute normalisation would flatten to spaces. */
function escapeAttr(text: string): string {
  return escapeText(text)
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;');
}

function attrs(values: Record<string, string | number>): string {
  return Object.entries(values)
    .map(([k, v]) => ` ${k}="${escapeAttr(String(v))}"`)
    .join('');
}

/** Seconds with millisecond precision, never negative or NaN (viewers reject those). */
function seconds(s: number): string {
  return Number.isFinite(s) && s > 0 ? s.toFixed(3) : '0.000';
}

function tally(tests: readonly JunitTest[]) {
  return {
    tests: tests.length,
    failures: tests.filter((t) => t.failure).length,
    errors: tests.filter((t) => t.error && !t.failure).length,
    skipped: tests.filter((t) => t.skipped && !t.failure && !t.error).length,
    time: tests.reduce((sum, t) => sum + (Number.isFinite(t.time_s) && t.time_s > 0 ? t.time_s : 0), 0),
  };
}

function testcase(t: JunitTest): string {
  const open = `    <testcase${attrs({ name: t.name, classname: t.classname, time: seconds(t.time_s) })}`;
  const body: string[] = [];
  // One outcome per testcase, the most severe, so the counts above agree with the elements below.
  if (t.failure) body.push(`      <failure${attrs({ message: t.failure.message, type: 'failure' })}>${escapeText(t.failure.details)}</failure>`);
  else if (t.error) body.push(`      <error${attrs({ message: t.error.message, type: 'error' })}>${escapeText(t.error.details)}</error>`);
  else if (t.skipped) body.push(`      <skipped${attrs({ message: t.skipped.message })}/>`);
  if (t.output) body.push(`      <system-out>${escapeText(t.output)}</system-out>`);
  return body.length ? `${open}>\n${body.join('\n')}\n    </testcase>` : `${open}/>`;
}

/** A complete JUnit XML document (UTF-8) for the given suites. */
export function junitXml(suites: readonly JunitSuite[]): string {
  const all = tally(suites.flatMap((s) => s.tests));
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites${attrs({ tests: all.tests, failures: all.failures, errors: all.errors, skipped: all.skipped, time: seconds(all.time) })}>`,
  ];
  for (const suite of suites) {
    const c = tally(suite.tests);
    lines.push(
      `  <testsuite${attrs({ name: suite.name, tests: c.tests, failures: c.failures, errors: c.errors, skipped: c.skipped, time: seconds(c.time) })}>`,
    );
    for (const t of suite.tests) lines.push(testcase(t));
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>');
  return lines.join('\n') + '\n';
}
