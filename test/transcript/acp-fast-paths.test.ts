/**
 * The ACP reader handles some lines without JSON.parse (ENVELOPE and PAYLOAD in acp.ts): message and thought chunks,
 * session_info_update, the client's notifications and one-block prompts; of a tool call's start or update and of a
 * prompt response, only the tool's rawInput or rawOutput (PAYLOAD). That must never change the transcript: every ACP capture,
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
const TOOL = /"sessionUpdate":"tool_call(_update)?"/;
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
  'escapes in a tool call\'s id, title and status, and in a stop reason': (ls) =>
    ls.map((l) =>
      l
        .replace('"toolCallId":"', '"toolCallId":"\\u0041\\/')
        .replace('"title":"', '"title":"\\"x\\" ')
        .replace('"status":"pending"', '"status":"pen\\u0064ing"')
        .replace('"stopReason":"end_turn"', '"stopReason":"end\\u005fturn"'),
    ),
  'a tool update\'s status with an escape (completed, read by the full path)': (ls) =>
    ls.map((l) => (TOOL.test(l) ? l.replace('"status":"completed"', '"status":"complete\\u0064"') : l)),
  'an extra member before rawInput or rawOutput, or after it': (ls) =>
    ls.flatMap((l) =>
      TOOL.test(l) ? [l.replace(/,"raw(Input|Output)":/, ',"x":1,"raw$1":'), l.replace(/\}\}\}\}$/, ',"x":1}}}}')] : [l],
    ),
  'a second rawInput or rawOutput member (the last one counts)': (ls) =>
    ls.map((l) => (TOOL.test(l) ? l.replace(/,"raw(Input|Output)":/, ',"raw$1":{"dup":true},"raw$1":') : l)),
  'a rawInput or rawOutput that is not JSON, or cut': (ls) =>
    ls.flatMap((l) => (TOOL.test(l) ? [l.replace(/"raw(Input|Output)":/, '"raw$1":x'), l.replace(/\}\}\}\}$/, '}}}')] : [l])),
  'members of a tool call reordered': (ls) =>
    ls.map((l) => (TOOL.test(l) ? l.replace(/"kind":("[^"]*"),"status":("[^"]*")/, '"status":$2,"kind":$1') : l)),
  'a tool call without a kind, a stop reason beside another member': (ls) =>
    ls.map((l) => l.replace(/"kind":"[^"]*",/, '').replace('"stopReason":"end_turn"', '"stopReason":"end_turn","x":null')),
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
  'tool calls without a title (closed without a start)': (ls) => ls.map((l) => l.replace(/"title":"(?:[^"\\]|\\.)*",/, '')),
  'every tool update completed at once, twice': (ls) =>
    ls.flatMap((l) => (TOOL.test(l) ? [l.replace(/"status":"[a-z_]*"/, '"status":"completed"'), l] : [l])),
  'the lines in reverse order': (ls) => [...ls].reverse(),
  'CRLF line ends and a BOM': (ls) => ls.map((l, i) => `${i === 0 ? '\ufeff' : ''}${l}\r`),
  'cut lines': (ls) => ls.map((l, i) => (i % 3 === 0 ? l.slice(0, -1) : i % 3 === 1 ? l.slice(0, Math.floor(l.length / 2)) : l)),
};

// A failed call's rawOutput, each in a log of its own (the first terminal update with rawOutput closes the call).
for (const out of ['""', '{"error":"refused"}', '"not json"', '"{\\"error\\":7}"', '[{"error":"x","success":false}]', 'null']) {
  VARIANTS[`a failed update whose rawOutput is ${out}`] = (ls) =>
    ls.map((l) => (TOOL.test(l) && l.includes('"status":"failed"') ? l.replace(/"rawOutput":("(?:[^"\\]|\\.)*"|[^}]*)/, `"rawOutput":${out}`) : l));
}

describe.each(captures)('ACP capture %s, fast paths on and off', (capture) =>
  sameWithAndWithoutFastPaths(linesOf(capture), VARIANTS, expectSameBothWays),
);

describe('the ACP fast paths', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are taken on real captures: less text through JSON.parse, and each kind of line they cover occurs', () => {
    const lines = captures.flatMap(linesOf);
    expect(lines.filter((l) => CHUNK.test(l)).length).toBeGreaterThan(0);
    expect(lines.filter((l) => INFO.test(l)).length).toBeGreaterThan(0);
    expect(lines.filter((l) => CLIENT_NOTE.test(l)).length).toBeGreaterThan(0);
    const spy = vi.spyOn(JSON, 'parse');
    const parsedChars = () => spy.mock.calls.reduce((n, [text]) => n + String(text).length, 0);
    parse(lines, false);
    const slowChars = parsedChars();
    spy.mockClear();
    parse(lines);
    // The fast paths read some strings (a chunk's text, a tool call's id) with JSON.parse, never the lines they skip.
    const skipped = lines.filter((l) => INFO.test(l) || CLIENT_NOTE.test(l)).reduce((n, l) => n + l.length, 0);
    expect(parsedChars()).toBeLessThanOrEqual(slowChars - skipped);
    // Tool calls and updates of cline's layout and prompt responses: only the tool's rawInput or rawOutput is parsed as an object.
    const payloads = spy.mock.calls.map(([text]) => String(text)).filter((t) => t.startsWith('{"sessionId"') || t.startsWith('{"stopReason"'));
    const covered = (t: string) => t.startsWith('{"stopReason"') || (/"update":\{"sessionUpdate":"tool_call/.test(t) && /"raw(Input|Output)":/.test(t));
    expect(payloads.filter(covered)).toEqual([]);
    expect(lines.filter((l) => TOOL.test(l)).length).toBeGreaterThan(0);
  });
});
