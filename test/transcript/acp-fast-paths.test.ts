/**
 * The ACP reader handles some lines without JSON.parse (FAST_LINE in acp.ts): message and thought chunks,
 * session_info_update and the client's notifications. That must never change the transcript: every ACP capture,
 * and variants of its lines the fast paths must refuse or still read right, parse to a deep-equal transcript with
 * fastPaths on and off.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseAcpText } from '../../src/transcript/index.js';
import { CAPTURES_DIR } from './captures.js';
import { sameWithAndWithoutFastPaths } from './damage.js';

const logPath = (capture: string) => join(CAPTURES_DIR, capture, 'acp-events.jsonl');
const captures = readdirSync(CAPTURES_DIR).filter((n) => existsSync(logPath(n)));
const linesOf = (capture: string) =>
  readFileSync(logPath(capture), 'utf8')
    .split('\n')
    .filter((l) => l !== '');

const parse = (lines: readonly string[], fastPaths?: boolean) =>
  parseAcpText(lines.join('\n') + '\n', null, fastPaths === undefined ? {} : { fastPaths });

function expectSameBothWays(lines: readonly string[]): void {
  expect(parse(lines)).toEqual(parse(lines, false));
}

const CHUNK = /"sessionUpdate":"agent_(message|thought)_chunk"/;
const INFO = /"sessionUpdate":"session_info_update"/;
const CLIENT_NOTE = /"from":"client","msg":\{"jsonrpc":"2\.0","method":"session\/cancel"/;

/** Line variants, each valid JSON (or deliberately not), that some or all fast paths must step aside for or read right. */
const VARIANTS: Record<string, (lines: readonly string[]) => string[]> = {
  'whitespace between tokens': (ls) => ls.map((l) => JSON.stringify(JSON.parse(l), null, 1).replace(/\n/g, ' ')),
  'escapes in the chunk text': (ls) => ls.map((l) => (CHUNK.test(l) ? l.replace('"text":"', '"text":"\\n\\u00e9\\"\\\\') : l)),
  'a raw tab, a bad escape or a lone surrogate in the chunk text': (ls) =>
    ls.flatMap((l) => (CHUNK.test(l) ? ['\t', '\\x', '\\ud800'].map((bad) => l.replace('"text":"', `"text":"${bad}`)) : [l])),
  'an extra field in the chunk content': (ls) => ls.map((l) => (CHUNK.test(l) ? l.replace('"type":"text",', '"type":"text","x":1,') : l)),
  'a chunk content that is not text': (ls) => ls.map((l) => (CHUNK.test(l) ? l.replace('"type":"text","text":', '"type":"image","data":') : l)),
  'a second sessionUpdate key after session_info_update': (ls) =>
    ls.map((l) => (INFO.test(l) ? l.replace(/\}\}\}\}$/, ',"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"x"}}}}}') : l)),
  'a nested field in session_info_update': (ls) => ls.map((l) => (INFO.test(l) ? l.replace(/\}\}\}\}$/, ',"meta":{"a":[1]}}}}}') : l)),
  'an id on the client notification (a request then)': (ls) =>
    ls.map((l) => (CLIENT_NOTE.test(l) ? l.replace('"jsonrpc":"2.0",', '"jsonrpc":"2.0","id":777,') : l)),
  'client notification params that are not flat': (ls) => ls.map((l) => (CLIENT_NOTE.test(l) ? l.replace('"params":{', '"params":{"n":{"a":1},') : l)),
  'a chunk from the client': (ls) => ls.map((l) => (CHUNK.test(l) ? l.replace('"from":"agent"', '"from":"client"') : l)),
  'the first half replayed inside session/load': (ls) => {
    const ts = (JSON.parse(ls[0]!) as { ts: string }).ts;
    const half = Math.floor(ls.length / 2);
    return [
      ls[0]!,
      `{"ts":"${ts}","from":"client","msg":{"jsonrpc":"2.0","id":9001,"method":"session/load","params":{"sessionId":"s","cwd":"/"}}}`,
      ...ls.slice(1, half),
      `{"ts":"${ts}","from":"agent","msg":{"jsonrpc":"2.0","id":9001,"result":{}}}`,
      ...ls.slice(half),
    ];
  },
  'CRLF line ends and a BOM': (ls) => ls.map((l, i) => `${i === 0 ? '\ufeff' : ''}${l}\r`),
  'cut lines': (ls) => ls.map((l, i) => (i % 3 === 0 ? l.slice(0, -1) : i % 3 === 1 ? l.slice(0, Math.floor(l.length / 2)) : l)),
};

describe.each(captures)('ACP capture %s, fast paths on and off', (capture) =>
  sameWithAndWithoutFastPaths(linesOf(capture), VARIANTS, expectSameBothWays),
);

describe('the ACP fast paths', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are taken on real captures: fewer JSON.parse calls, and each kind of line they cover occurs', () => {
    const lines = captures.flatMap(linesOf);
    expect(lines.filter((l) => CHUNK.test(l)).length).toBeGreaterThan(0);
    expect(lines.filter((l) => INFO.test(l)).length).toBeGreaterThan(0);
    expect(lines.filter((l) => CLIENT_NOTE.test(l)).length).toBeGreaterThan(0);
    const spy = vi.spyOn(JSON, 'parse');
    parse(lines, false);
    const slowCalls = spy.mock.calls.length;
    spy.mockClear();
    parse(lines);
    // A chunk's text is still read with JSON.parse (a string, not the line); the others are not parsed at all.
    const skipped = lines.filter((l) => INFO.test(l) || CLIENT_NOTE.test(l)).length;
    expect(spy.mock.calls.length).toBeLessThanOrEqual(slowCalls - skipped);
  });
});
