import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CHECK_TYPES, CheckSpecSchema, ENV_CHECK_TYPES, checkDefinition } from '../../src/check/index.js';

const typesDir = fileURLToPath(new URL('../../src/check/types/', import.meta.url));

describe('the check registry', () => {
  it('lists one definition per file in types/, each under its schema literal', async () => {
    const files = (await readdir(typesDir)).filter((f) => f.endsWith('.ts'));
    expect(CHECK_TYPES).toHaveLength(files.length);
    for (const type of CHECK_TYPES) {
      const def = checkDefinition(type);
      expect(def.type).toBe(type);
      expect(def.schema.shape.type.value).toBe(type);
      expect(files).toContain(`${type.replace(/_/g, '-')}.ts`);
    }
  });

  it('builds the spec union from the same list: each type parses through it and unknown types do not', () => {
    expect(CheckSpecSchema.options.map((o) => o.shape.type.value)).toEqual([...CHECK_TYPES]);
    expect(CheckSpecSchema.safeParse({ type: 'max_tokens', max: 5 }).success).toBe(true);
    expect(CheckSpecSchema.safeParse({ type: 'no_such_check' }).success).toBe(false);
  });

  it('derives the env-needing types from the definitions', () => {
    expect([...ENV_CHECK_TYPES].sort()).toEqual(['command', 'diff_scope', 'file_contains', 'file_exists']);
  });
});
