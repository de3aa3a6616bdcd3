import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JsonInputError, jsonLineOf, parseJsonInput, readJsonInput } from '../src/json-input.js';
import { useTempDirs } from './helpers/temp.js';

const tempDir = useTempDirs();

const Schema = z.array(z.strictObject({ name: z.string(), tags: z.array(z.string()).default([]), limits: z.strictObject({ max: z.number() }).optional() }));
const pretty = (v: unknown) => JSON.stringify(v, null, 2);
const fail = (text: string, prefix?: string) => {
  try {
    parseJsonInput(text, 'in.json', Schema, 'the input', prefix);
  } catch (err) {
    return err as JsonInputError;
  }
  throw new Error('no error');
};

describe('JSON inputs: file:line: field: message', () => {
  it('places a wrong value on its own line, with the field as a path', () => {
    const err = fail(pretty([{ name: 'a' }, { name: 'b', tags: ['x', 7] }]));
    expect(err).toBeInstanceOf(JsonInputError);
    expect(err.code).toBe('json_invalid');
    expect(err.message).toBe('in.json:9: [2].tags[2]: Invalid input: expected string, received number');
    expect(pretty([{ name: 'a' }, { name: 'b', tags: ['x', 7] }]).split('\n')[8]!.trim()).toBe('7');
  });

  it('names an unknown key on its line, before the missing field it hides', () => {
    const text = pretty([{ name: 'a', limits: { max: 1, mx: 2 } }]);
    const err = fail(text);
    expect(err.field).toBe('[1].limits.mx');
    expect(err.message).toMatch(/^in\.json:6: \[1\]\.limits\.mx: unknown field "mx"$/);
    expect(text.split('\n')[5]).toContain('"mx"');
  });

  it('places a missing field at the object that lacks it', () => {
    const text = '[\n  {"name": "a"},\n  {\n    "tags": []\n  }\n]\n';
    expect(fail(text).message).toBe('in.json:3: [2].name: Invalid input: expected string, received undefined');
  });

  it('says what the file failed to be first, and a whole-file problem has no field', () => {
    expect(fail('{"name": "a"}', 'not a list of things: ').message).toBe('in.json:1: not a list of things: Invalid input: expected array, received object');
  });

  it('places a syntax error at its line', () => {
    expect(fail('[\n  {"name": "a"},\n  {"name": "b",, "tags": []}\n]').message).toMatch(/^in\.json:3: the input is not valid JSON: /);
    expect(fail('[\n  {"name": \n').message).toMatch(/^in\.json:2: the input is not valid JSON: /);
  });

  it('finds the line of a path, or of its nearest parent; null when the text is not JSON', () => {
    const text = pretty({ a: { b: [1, { c: true }] } });
    expect(jsonLineOf(text, ['a', 'b', 1, 'c'])).toBe(6);
    expect(jsonLineOf(text, ['a', 'b', 1, 'missing'])).toBe(5);
    expect(jsonLineOf(text, [])).toBe(1);
    expect(jsonLineOf('{"a": ', ['a'])).toBeNull();
  });

  it('reads a file, and names a file it cannot read', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'ok.json'), pretty([{ name: 'a' }]));
    expect(await readJsonInput(join(dir, 'ok.json'), Schema, 'the input')).toEqual([{ name: 'a', tags: [] }]);
    await expect(readJsonInput(join(dir, 'none.json'), Schema, 'the input')).rejects.toThrow(`${join(dir, 'none.json')}: cannot read the input: ENOENT`);
  });
});
