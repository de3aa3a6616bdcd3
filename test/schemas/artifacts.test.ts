import { readFile, readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { artifactSchemaFiles } from '../../src/schemas/artifacts.js';

const dir = new URL('../../schemas/', import.meta.url);

describe('the committed JSON Schemas', () => {
  it('are exactly what the zod schemas generate (run `npm run schemas` after changing one)', async () => {
    const expected = artifactSchemaFiles();
    expect((await readdir(dir)).sort()).toEqual(Object.keys(expected).sort());
    for (const [name, text] of Object.entries(expected)) {
      expect(await readFile(new URL(name, dir), 'utf8'), `schemas/${name} is stale: run npm run schemas`).toBe(text);
    }
  });

  it('describe the fields users script against', () => {
    const files = artifactSchemaFiles();
    const results = JSON.parse(files['results.schema.json']!);
    expect(results.required).toEqual(expect.arrayContaining(['suite', 'totals', 'conditions', 'tasks']));
    const transcript = JSON.parse(files['transcript.schema.json']!);
    expect(Object.keys(transcript.properties)).toEqual(
      expect.arrayContaining(['finish_reason', 'final_text', 'tokens', 'total_tokens', 'tool_invocations', 'denials', 'diagnostics']),
    );
  });
});
