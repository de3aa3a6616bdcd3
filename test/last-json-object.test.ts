import { describe, expect, it } from 'vitest';
import { lastJsonObject } from '../src/last-json-object.js';

describe('lastJsonObject', () => {
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
    expect(lastJsonObject('ok {"evidence": "the code has } and { in it", "verdict": "pass"}')).toEqual({ evidence: 'the code has } and { in it', verdict: 'pass' });
  });

  it('reads the end of a long answer, and a long text of braces stays cheap', () => {
    expect(lastJsonObject('x'.repeat(1_000_000) + '{"verdict": "done"}')).toEqual({ verdict: 'done' });
    expect(lastJsonObject('{'.repeat(200_000) + '}'.repeat(200_000))).toBeUndefined();
  });
});
