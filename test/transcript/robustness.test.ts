/**
 * Damaged input parses with diagnostics and never throws. Every damaged file
 * is derived here from a real capture, so the intact lines are real cline output.
 */
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTranscriptFile, parseTranscriptText, TranscriptBuilder } from '../../src/transcript/index.js';
import { runCli } from '../helpers/cli.js';
import { useTempDirs } from '../helpers/temp.js';
import { eventsPath } from './captures.js';

const SOURCE = 'run-commands';
const original = readFileSync(eventsPath(SOURCE));
const originalLines = original.toString('utf8').split('\n').filter((l) => l !== '');
const tempDir = useTempDirs();

async function damaged(content: Buffer | string): Promise<string> {
  const file = join(await tempDir('ch-parse-'), 'events.jsonl');
  await writeFile(file, content);
  return file;
}

const reference = await parseTranscriptFile(eventsPath(SOURCE));
/** What a transcript says, without line numbers and diagnostics (which damage shifts). */
const gist = (t: typeof reference) => ({
  finish: t.finish_reason,
  final: t.final_text,
  calls: t.tool_invocations.map((i) => [i.name, i.id, i.ok, i.result]),
  messages: t.messages.map((m) => m.text),
  tokens: t.tokens,
});

describe('the reference capture', () => {
  it('parses clean, so every diagnostic below comes from the damage', () => {
    expect(reference.diagnostics).toEqual([]);
    expect(reference.tool_invocations.length).toBeGreaterThan(0);
  });
});

describe('encodings and line ends', () => {
  it('ignores a UTF-8 byte-order mark, with a diagnostic', async () => {
    const t = await parseTranscriptFile(await damaged(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), original])));
    expect(gist(t)).toEqual(gist(reference));
    expect(t.diagnostics).toEqual([{ line: 1, kind: 'bom', detail: expect.any(String) }]);
  });

  it('reads CRLF line ends, reporting them once', async () => {
    const t = await parseTranscriptFile(await damaged(original.toString('utf8').replaceAll('\n', '\r\n')));
    expect(gist(t)).toEqual(gist(reference));
    expect(t.diagnostics.map((d) => [d.line, d.kind])).toEqual([[1, 'crlf']]);
  });
});

describe('garbage', () => {
  it('reports NUL bytes and binary junk by line and reads the rest', async () => {
    const nul = Buffer.alloc(64); // what a crash leaves in a preallocated file
    const junk = Buffer.from([0xff, 0xfe, 0x00, 0x80, 0x7b, 0x22, 0xc3, 0x28]);
    const withNulInside = Buffer.from(originalLines[0]!.replace('"ts"', '"t\u0000s"'));
    const file = Buffer.concat([
      withNulInside, Buffer.from('\n'),
      ...originalLines.slice(1, 3).map((l) => Buffer.from(`${l}\n`)),
      nul, Buffer.from('\n'),
      junk, Buffer.from('\n'),
      ...originalLines.slice(3).map((l) => Buffer.from(`${l}\n`)),
    ]);
    const t = await parseTranscriptFile(await damaged(file));
    expect(t.diagnostics.map((d) => [d.line, d.kind])).toEqual([
      [1, 'malformed_line'],
      [4, 'malformed_line'],
      [5, 'malformed_line'],
    ]);
    expect(gist(t)).toEqual(gist(reference));
  });

  it('reports JSON that is not an event', async () => {
    const t = parseTranscriptText(['42', '{"no_type":1}', '[]', originalLines[0]!]);
    expect(t.diagnostics.map((d) => [d.line, d.kind])).toEqual([
      [1, 'not_an_event'],
      [2, 'not_an_event'],
      [3, 'not_an_event'],
      [null, 'missing_run_result'],
    ]);
  });
});

describe('a cut file', () => {
  it('reports the cut line, the calls left open and the missing run_result', async () => {
    // Cut in the middle of the first tool call's content_end line.
    const cutAt = originalLines.findIndex((l) => l.includes('"content_end","contentType":"tool"'));
    const prefix = originalLines.slice(0, cutAt).join('\n') + '\n';
    const half = originalLines[cutAt]!.slice(0, 100);
    const t = await parseTranscriptFile(await damaged(prefix + half));
    expect(t.diagnostics.map((d) => d.kind)).toEqual(['truncated_line', 'tool_call_not_closed', 'missing_run_result']);
    expect(t.diagnostics[0]!.line).toBe(cutAt + 1);
    expect(t.finish_reason).toBeNull();
    expect(t.tool_invocations[0]!.ok).toBeNull();
    // Without run_result the totals come from the last usage event's running totals.
    const lastUsage = originalLines.slice(0, cutAt).map((l) => JSON.parse(l)).filter((l) => l.event?.type === 'usage').at(-1);
    expect(t.tokens.input).toBe(lastUsage.event.totalInputTokens);
    expect(t.final_text).toBe(t.messages.at(-1)?.text ?? null);
  });

  it('accepts a complete last line that only lacks its newline', async () => {
    const t = await parseTranscriptFile(await damaged(original.toString('utf8').trimEnd()));
    expect(t.diagnostics).toEqual([]);
    expect(gist(t)).toEqual(gist(reference));
  });
});

describe('very long lines', () => {
  it('parses a 50 MB line', async () => {
    // A real tool result grown to 50 MB: a huge command output.
    const lines = originalLines.map((l) => JSON.parse(l));
    const end = lines.find((l) => l.event?.type === 'content_end' && l.event.contentType === 'tool');
    end.event.output[0].result = 'x'.repeat(50 * 1024 * 1024);
    const t = await parseTranscriptFile(await damaged(lines.map((l) => JSON.stringify(l)).join('\n') + '\n'));
    expect(t.diagnostics).toEqual([]);
    expect(t.tool_invocations[0]!.items![0]!.result).toHaveLength(50 * 1024 * 1024);
  });

  it('skips a line over the limit without buffering it, then reads on', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 0x61);
    const t = await parseTranscriptFile(await damaged(Buffer.concat([big, Buffer.from('\n'), original])), { maxLineBytes: 1024 * 1024 });
    expect(t.diagnostics.map((d) => [d.line, d.kind])).toEqual([[1, 'line_too_long']]);
    expect(t.diagnostics[0]!.detail).toContain(String(big.length));
    expect(gist(t)).toEqual(gist(reference));
  });
});

describe('live feeding', () => {
  it('builds the same transcript line by line as from the file', () => {
    const b = new TranscriptBuilder();
    originalLines.forEach((l, i) => b.feed(l, i + 1));
    const t = b.finish();
    expect(gist(t)).toEqual(gist(reference));
    expect(b.finish()).toBe(t);
  });
});

describe('the parse command', () => {
  it('exits 2 with a one-line error naming a missing file', async () => {
    const r = await runCli(['parse', '/nonexistent/dir/events.jsonl']);
    expect(r.exitCode).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('/nonexistent/dir/events.jsonl');
  });

  it('exits 2 naming a missing --stderr file', async () => {
    const r = await runCli(['parse', eventsPath(SOURCE), '--stderr', '/nonexistent/stderr.log']);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain('/nonexistent/stderr.log');
  });

  it('exits 0 on garbage and prints the diagnostics', async () => {
    const file = await damaged(Buffer.from([0x00, 0xff, 0x0a, 0x7b, 0x0a, 0xde, 0xad]));
    const r = await runCli(['parse', file]);
    expect(r.exitCode).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc.diagnostics.map((d: { kind: string }) => d.kind)).toEqual([
      'malformed_line',
      'malformed_line',
      'truncated_line',
      'missing_run_result',
    ]);
  });

  it('prints the full document by default and the eval-magic shape on request', async () => {
    const full = JSON.parse((await runCli(['parse', eventsPath(SOURCE)])).stdout);
    expect(full.tool_invocations).toHaveLength(reference.tool_invocations.length);
    expect(full.finish_reason).toBe('completed');
    const em = JSON.parse((await runCli(['parse', eventsPath(SOURCE), '--format', 'eval-magic'])).stdout);
    expect(Object.keys(em).sort()).toEqual(['duration_ms', 'events', 'final_text', 'session_id', 'tool_invocations', 'total_tokens']);
    expect(em.session_id).toBeNull();
    expect(em.tool_invocations[0]).toEqual({
      name: 'run_commands',
      args: reference.tool_invocations[0]!.args,
      ordinal: 0,
      result: reference.tool_invocations[0]!.result,
    });
    expect(em.events.map((e: { ordinal: number }) => e.ordinal)).toEqual(em.events.map((_: unknown, i: number) => i));
  });
});
