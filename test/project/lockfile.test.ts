import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

describe('package-lock.json', () => {
  it('lists every platform package cline names, or `npm ci` on a fresh clone refuses it (run scripts/lockfile-platforms.mjs)', async () => {
    const lock = JSON.parse(await readFile(new URL('../../package-lock.json', import.meta.url), 'utf8'));
    const cline = lock.packages['node_modules/cline'];
    expect(cline.version).toBe('3.0.65');
    const platforms = Object.keys(cline.optionalDependencies);
    expect(platforms.length).toBeGreaterThan(1);
    for (const name of platforms) {
      expect(lock.packages[`node_modules/${name}`], name).toMatchObject({ version: '3.0.65', optional: true });
    }
  });
});
