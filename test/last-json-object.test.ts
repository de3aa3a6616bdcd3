import { describe, expect, it } from 'vitest';
import { lastJsonObject } from '../src/last-json-object.js';

describe('lastJsonObject', () => {
  it('ends on a text that begins with a brace and holds no object', () => {
    expect(lastJsonObject('{ not json }')).toBeUndefined();
    expect(lastJsonObject('}')).toBeUndefined();
    expect(lastJsonObject('{')).toBeUndefined();
  });

  it('finds nothing in a cut object and ignores what is not JSON', () => {
    expect(lastJsonObject('{"verdict": "done"')).toBeUndefined();
    expect(lastJsonObject('a } b { c')).toBeUndefined();
    expect(lastJsonObject('')).toBeUndefined();
  });

  it('takes the outermost object that closes last, after prose and earlier objects', () => {
    expect(lastJsonObject('{"a": {"b": 1}}')).toEqual({ a: { b: 1 } });
    expect(lastJsonObject('first {"verdict": "fail"} then {"verdict": "pass", "evidence": "x"} done')).toEqual({ verdict: 'pass', evidence: 'x' });
  });

  it('keeps braces inside string values', () => {
    expect(lastJsonObject('ok {"evidence": "the code has } and { in it", "verdict": "pass"}')).toEqual({
      evidence: 'the code has } and { in it',
      verdict: 'pass',
    });
  });

  it('reads the end of a long answer, and a long text of braces stays cheap', () => {
    expect(lastJsonObject('x'.repeat(1_000_000) + '{"verdict": "done"}')).toEqual({ verdict: 'done' });
    expect(lastJsonObject('{'.repeat(200_000) + '}'.repeat(200_000))).toBeUndefined();
    // Code full of braces before the verdict: found, and without trying every pair of braces.
    expect(lastJsonObject('{a}'.repeat(6000) + '{ '.repeat(2000) + '{"verdict": "done"}')).toEqual({ verdict: 'done' });
    // A text built to look like thousands of objects that never close gives up: no verdict.
    expect(lastJsonObject('{"a'.repeat(4000) + '}'.repeat(4000))).toBeUndefined();
  });
});
