/**
 * json-text.ts writes an ACP turn field by field; each piece must be what JSON.stringify writes for the same
 * value, for the values where the two could part: strings JSON.stringify escapes (or leaves alone), numbers it
 * writes as null.
 */
import { describe, expect, it } from 'vitest';
import { jsonNumberOrNull, jsonString, jsonStringOrNull } from '../../src/transcript/json-text.js';

const STRINGS = ['', 'plain', 'é ü 中文 😀', '\u2028\u2029', '"', '\\', '\u0000', '\u0001\u001f', '\b\f\n\r\t', '\u007f'];
STRINGS.push('\ud800', 'a\udfffb', '😀'.slice(0, 1), '</script>');
const NUMBERS = [0, -0, 1, -1, 0.1, 1e21, 1e-7, 123456789012345, Number.MAX_VALUE, Number.MIN_VALUE, NaN, Infinity, -Infinity];

describe('the JSON text of spilled records', () => {
  it.each(STRINGS.map((s) => [JSON.stringify(s), s]))('writes the string %s as JSON.stringify does', (_, s) => {
    expect(jsonString(s)).toBe(JSON.stringify(s));
    expect(jsonStringOrNull(s)).toBe(JSON.stringify(s));
  });

  it('writes null, and numbers (not finite ones: null) as JSON.stringify does', () => {
    expect(jsonStringOrNull(null)).toBe('null');
    expect(jsonNumberOrNull(null)).toBe('null');
    for (const n of NUMBERS) expect(jsonNumberOrNull(n), String(n)).toBe(JSON.stringify(n));
  });
});
