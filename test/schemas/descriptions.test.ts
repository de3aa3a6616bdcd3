/**
 * Editors show a JSON Schema's `description` on hover: every field a user writes in a suite or checks file carries
 * the zod `.describe()` text into the generated schema.
 */
import { describe, expect, it } from 'vitest';
import { artifactSchemaFiles } from '../../src/schemas/artifacts.js';

/** Every property (dotted path) under `node` whose schema has no description. */
export function undescribed(node: unknown, path = ''): string[] {
  if (Array.isArray(node)) return node.flatMap((n, i) => undescribed(n, `${path}[${i}]`));
  if (typeof node !== 'object' || node === null) return [];
  const schema = node as Record<string, unknown>;
  const missing: string[] = [];
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties') {
      for (const [name, prop] of Object.entries(value as Record<string, Record<string, unknown>>)) {
        // `type` fields of the check union are literals that name the check; the union member's own description says what it is.
        if (typeof prop.description !== 'string' && prop.const === undefined) missing.push(`${path}.${name}`);
        missing.push(...undescribed(prop, `${path}.${name}`));
      }
    } else missing.push(...undescribed(value, path));
  }
  return missing;
}

describe('the input files\' JSON Schemas', () => {
  it.each(['suite', 'check-spec'])('%s: every property has a description', (name) => {
    const schema = JSON.parse(artifactSchemaFiles()[`${name}.schema.json`]!) as unknown;
    expect(undescribed(schema)).toEqual([]);
  });
});
