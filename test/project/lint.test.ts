/**
 * ESLint as part of `npm test`: the whole project (`npm run lint` runs the same
 * check alone), and a probe that the configuration still holds what it promises.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('eslint (eslint.config.mjs)', () => {
  it('finds no problem in src/, test/, scripts/ and the config files', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const results = await eslint.lintFiles(['.']);
    const linted = results.map((r) => r.filePath.slice(ROOT.length));
    // The folders named in the config are really linted (a broken glob would lint nothing and pass).
    for (const dir of ['src/', 'test/', 'scripts/']) expect(linted.some((f) => f.startsWith(dir)), dir).toBe(true);
    expect(linted).toContain('eslint.config.mjs');
    const report = await (await eslint.loadFormatter('stylish')).format(results.filter((r) => r.messages.length > 0));
    expect(report, `npm run lint finds:\n${report}`).toBe('');
  }, 300_000);

  it('holds a TypeScript file in src/ to 160 characters a line and to typescript-eslint\'s recommended rules', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const line = (n: number) => `export const s = '${'x'.repeat(n - 'export const s = \'\';'.length)}';`;
    const text = [line(160), line(161), 'export function f(x: any): string {', '  return String(x);', '}', ''].join('\n');
    const [result] = await eslint.lintText(text, { filePath: join(ROOT, 'src', 'lint-probe.ts') });
    expect(result!.messages.map((m) => `${m.line}: ${m.ruleId}`)).toEqual(['2: max-len', '3: @typescript-eslint/no-explicit-any']);
  }, 120_000);
});
