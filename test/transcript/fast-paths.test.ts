/**
 * The builder reads some lines without JSON.parse (FAST_LINE in builder.ts).
 * That must never change the transcript: here every capture, and many
 * variants of its lines that the fast paths must refuse or still read right,
 * parse to a deep-equal transcript with fastPaths on and off.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseTranscriptText } from '../../src/transcript/index.js';
import { captureNames, eventsPath } from './captures.js';
import { sameWithAndWithoutFastPaths } from './damage.js';

const linesOf = (scenario: string) =>
  readFileSync(eventsPath(scenario), 'utf8')
    .split('\n')
    .filter((l) => l !== '');

function expectSameBothWays(lines: readonly string[]): void {
  const fast = parseTranscriptText(lines);
  const slow = parseTranscriptText(lines, { fastPaths: false });
  expect(fast).toEqual(slow);
}

/** Rewrites each parseable line with `f`; other lines stay as they are. */
const each = (lines: readonly string[], f: (v: any, line: string) => string) =>
  lines.map((line) => {
    let v: any;
    try {
      v = JSON.parse(line);
    } catch {
      return line;
    }
    return f(v, line);
  });

/** Line variants: each is valid JSON meaning (nearly) the same, laid out so some or all fast paths must step aside. */
const VARIANTS: Record<string, (lines: readonly string[]) => string[]> = {
  'extra top-level field': (ls) => each(ls, (v) => JSON.stringify({ ...v, extra: 'x' })),
  'extra field first': (ls) => each(ls, (v) => JSON.stringify({ extra: 1, ...v })),
  'extra event field (scalar, object, array)': (ls) =>
    each(ls, (v) => (v.event ? JSON.stringify({ ...v, event: { ...v.event, zz: 1, zo: { a: 'b' }, za: [1] } }) : JSON.stringify(v))),
  'reversed keys': (ls) =>
    each(ls, (v) => {
      const rev = (o: any): any =>
        o && typeof o === 'object' && !Array.isArray(o)
          ? Object.fromEntries(
              Object.entries(o)
                .reverse()
                .map(([k, x]) => [k, rev(x)]),
            )
          : o;
      return JSON.stringify(rev(v));
    }),
  'whitespace between tokens': (ls) => each(ls, (v) => JSON.stringify(v, null, 1).replace(/\n/g, ' ')),
  'trailing space': (ls) => ls.map((l) => `${l} `),
  'leading space': (ls) => ls.map((l) => ` ${l}`),
  'CRLF line ends': (ls) => ls.map((l) => `${l}\r`),
  'escaped characters in strings': (ls) => ls.map((l) => l.replace(/":"([a-z])/g, (_m, c: string) => `":"\\u00${c.charCodeAt(0).toString(16)}`)),
  'escapes in ids and names': (ls) => ls.map((l) => l.replace(/"(agentId|parentAgentId|hookEventName|taskId)":"/g, '"$1":"\\/')),
  'a second "type" key': (ls) => each(ls, (v, l) => (v.event ? l.replace(/\}\}$/, ',"type":"content_end"}}') : l.replace(/\}$/, ',"type":"other"}'))),
  'null and odd-typed ids': (ls) => each(ls, (v) => JSON.stringify(v.type === 'hook_event' ? { ...v, agentId: null, parentAgentId: 7 } : v)),
  'odd iteration numbers': (ls) =>
    ls.flatMap((l) =>
      l.includes('"iteration_start"')
        ? ['-1', '1.5', '01', '1e2', '"3"', '9007199254740993', '123456789012345', 'null'].map((n) => l.replace(/"iteration":\d+/, `"iteration":${n}`))
        : [l],
    ),
  'odd numbers in usage and run_result': (ls) =>
    ls.flatMap((l) =>
      /"(usage|run_result)"/.test(l) ? [l.replace(/:(\d+)/, ':-0'), l.replace(/:(\d+)/, ':1E+2'), l.replace(/:(\d+)/, ':1.'), l.replace(/:(\d+)/, ':+1')] : [l],
    ),
  'raw control characters and bad escapes': (ls) =>
    ls.flatMap((l) =>
      l.includes('"text":"') ? [l.replace('"text":"', '"text":"\t'), l.replace('"text":"', '"text":"\\x'), l.replace('"text":"', '"text":"\\ud800')] : [l],
    ),
  'odd tool inputs': (ls) =>
    ls.flatMap((l) =>
      l.includes('"contentType":"tool","toolName"') && l.includes('"input":')
        ? ['"input": ', '"input":null', '"input":"x","extra":', '"input":[1,', '"input":tru', '"input":{}}}'].map((to) => l.replace('"input":', to))
        : [l],
    ),
  'escapes in tool names and ids': (ls) => ls.map((l) => l.replace(/"(toolName|toolCallId)":"/g, '"$1":"\\u0041\\"')),
  'events that are not event objects': (ls) =>
    each(ls, (v, l) =>
      v.event ? [5, 'x', null, [v.event], { ...v.event, type: 1 }].map((event) => JSON.stringify({ ...v, event })).join('\n') : l,
    ).flatMap((l) => l.split('\n')),
  'no run_result (totals from the last usage)': (ls) => ls.filter((l) => !l.includes('"type":"run_result"')),
  'two run_results': (ls) => [
    ...ls,
    ...ls.filter((l) => l.includes('"type":"run_result"')).map((l) => l.replace('"finishReason":"completed"', '"finishReason":"error"')),
  ],
  'cut lines': (ls) => ls.map((l, i) => (i % 3 === 0 ? l.slice(0, -1) : i % 3 === 1 ? l.slice(0, Math.floor(l.length / 2)) : l)),
};

describe.each(captureNames())('capture %s, fast paths on and off', (scenario) =>
  sameWithAndWithoutFastPaths(linesOf(scenario), VARIANTS, expectSameBothWays),
);

describe('the fast paths', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are taken on real captures: far fewer JSON.parse calls, same transcript', () => {
    const lines = captureNames().flatMap(linesOf);
    const spy = vi.spyOn(JSON, 'parse');
    parseTranscriptText(lines, { fastPaths: false });
    const slowCalls = spy.mock.calls.length;
    spy.mockClear();
    parseTranscriptText(lines);
    const fastCalls = spy.mock.calls.length;
    // Hook, iteration, usage, done and run_result lines are about half of a capture's lines.
    expect(fastCalls).toBeLessThan(slowCalls * 0.6);
  });

  it('read the last usage of the root agent and the last run_result at finish', () => {
    const lines = linesOf('spawn-agent');
    const noResult = lines.filter((l) => !l.includes('"type":"run_result"'));
    const t = parseTranscriptText(noResult);
    expect(t.tokens).toEqual(parseTranscriptText(noResult, { fastPaths: false }).tokens);
    expect(t.tokens.input).toBeGreaterThan(0);
    const rr = lines.find((l) => l.includes('"type":"run_result"'))!;
    const twice = parseTranscriptText([...lines, rr.replace('"durationMs":', '"durationMs":1')]);
    expect(twice.duration_ms).toBe(Number(`1${String(JSON.parse(rr).durationMs)}`));
  });
});
