import { readFile, readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parseModelScript } from '../../src/model/script.js';
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

  it('describe the files users write: model scripts in both forms, suites with typed checks, checks files', () => {
    const files = artifactSchemaFiles();
    const script = JSON.parse(files['model-script.schema.json']!);
    expect(script.anyOf).toHaveLength(2);
    expect(script.anyOf[0].type).toBe('array');
    expect(Object.keys(script.anyOf[1].properties)).toEqual(['turns', 'if_request_contains', 'if_tool_offered']);
    expect(script.anyOf[1].required).toEqual(['turns']);
    const suite = JSON.parse(files['suite.schema.json']!);
    expect(suite.required).toEqual(expect.arrayContaining(['name', 'skill', 'case']));
    expect(suite.required).not.toContain('repeat');
    const checkTypes = (check: { oneOf?: { properties: { type: { const: string } } }[]; anyOf?: { properties: { type: { const: string } } }[] }) =>
      (check.oneOf ?? check.anyOf ?? []).map((c) => c.properties.type.const);
    expect(checkTypes(suite.properties.case.items.properties.check.items)).toEqual(expect.arrayContaining(['skill_invoked', 'tool_called', 'command']));
    const spec = JSON.parse(files['check-spec.schema.json']!);
    expect(checkTypes(spec.properties.check.items)).toEqual(checkTypes(suite.properties.case.items.properties.check.items));
  });

  it('accept the model script example in docs/scripted-model.md', async () => {
    const doc = await readFile(new URL('../../docs/scripted-model.md', import.meta.url), 'utf8');
    const example = /# The scripted model[\s\S]*?```json\n([\s\S]*?)```/.exec(doc)?.[1];
    expect(example).toBeDefined();
    expect(() => parseModelScript(JSON.parse(example!))).not.toThrow();
  });
});
