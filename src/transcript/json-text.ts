/**
 * JSON text of the records `parse` spills (spill.ts), written field by field in the key order the records are built
 * in: JSON.stringify's cost per object (about 0.3 µs, measured on Node 20) was most of a spilled record's cost. Each
 * function gives exactly what JSON.stringify gives for the same record; test/transcript/document.test.ts holds the
 * spilled document to the one JSON.stringify writes from memory.
 */
import type { TextBlock, ToolInvocation, ToolItem, TranscriptEvent } from './schema.js';

/** A string JSON.stringify writes as it is between quotes: no quote, backslash, control character or UTF-16 surrogate. */
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

export const jsonString = (s: string): string => (NEEDS_ESCAPE.test(s) ? JSON.stringify(s) : `"${s}"`);
export const jsonStringOrNull = (s: string | null): string => (s === null ? 'null' : jsonString(s));
/** As JSON.stringify: a number that is not finite is null. */
export const jsonNumberOrNull = (n: number | null): string => (n === null || !Number.isFinite(n) ? 'null' : String(n));
const jsonBoolOrNull = (b: boolean | null): string => (b === null ? 'null' : b ? 'true' : 'false');

export function textBlockJson(b: TextBlock): string {
  return (
    `{"agent":${jsonStringOrNull(b.agent)},"turn":${jsonNumberOrNull(b.turn)},"iteration":${jsonNumberOrNull(b.iteration)}` +
    `,"text":${jsonString(b.text)},"line":${jsonNumberOrNull(b.line)}}`
  );
}

export function eventJson(e: TranscriptEvent): string {
  const head = `{"type":${jsonString(e.type)},"agent":${jsonStringOrNull(e.agent)},"turn":${jsonNumberOrNull(e.turn)}`;
  switch (e.type) {
    case 'assistant_message':
    case 'reasoning':
      return `${head},"text":${jsonString(e.text)},"line":${jsonNumberOrNull(e.line)}}`;
    case 'tool_invocation':
      return `${head},"tool_ordinal":${jsonNumberOrNull(e.tool_ordinal)},"name":${jsonString(e.name)},"line":${jsonNumberOrNull(e.line)}}`;
    case 'error':
      return `${head},"message":${jsonString(e.message)},"line":${jsonNumberOrNull(e.line)}}`;
  }
}

function itemJson(it: ToolItem): string {
  return (
    `{"query":${jsonStringOrNull(it.query)},"result":${jsonStringOrNull(it.result)},"error":${jsonStringOrNull(it.error)}` +
    `,"success":${jsonBoolOrNull(it.success)}}`
  );
}

export function invocationJson(inv: ToolInvocation): string {
  return (
    `{"ordinal":${jsonNumberOrNull(inv.ordinal)},"turn":${jsonNumberOrNull(inv.turn)},"id":${jsonStringOrNull(inv.id)},"name":${jsonString(inv.name)}` +
    `,"agent":${jsonStringOrNull(inv.agent)},"iteration":${jsonNumberOrNull(inv.iteration)},"input":${JSON.stringify(inv.input)}` +
    `,"args":${JSON.stringify(inv.args)},"result":${jsonStringOrNull(inv.result)},"ok":${jsonBoolOrNull(inv.ok)},"error":${jsonStringOrNull(inv.error)}` +
    `,"items":${inv.items === null ? 'null' : `[${inv.items.map(itemJson).join(',')}]`},"duration_ms":${jsonNumberOrNull(inv.duration_ms)}` +
    `,"paths":[${inv.paths.map(jsonString).join(',')}],"line":${jsonNumberOrNull(inv.line)}}`
  );
}
