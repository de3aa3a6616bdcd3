import { mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildInputsDigest, buildIsCurrent, writeBuildStamp } from '../../scripts/build-inputs.mjs';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();

/** A project tree with the build's inputs and outputs, as `npm run build` leaves it. */
async function builtTree(): Promise<string> {
  const root = await tempDir();
  const files: Record<string, string> = {
    'src/cli.ts': 'export {};\n',
    'src/guard/arbiter.ts': 'export const a = 1;\n',
    'package.json': '{}\n',
    'package-lock.json': '{}\n',
    'tsconfig.json': '{}\n',
    'dist/cli.js': '',
    'dist/index.js': '',
    'dist/index.d.ts': '',
    'harnesses/guard/cline-harness-guard.js': '',
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(join(root, file, '..'), { recursive: true });
    await writeFile(join(root, file), text);
  }
  writeBuildStamp(root);
  return root;
}

describe('scripts/build-inputs.mjs: whether the test run must build again', () => {
  it('holds a build current until a source byte changes, a source is added, or an output is gone', async () => {
    const root = await builtTree();
    expect(buildIsCurrent(root)).toBe(true);
    // A new mtime alone (a checkout, a touch) changes nothing that is built.
    await utimes(join(root, 'src/cli.ts'), new Date(), new Date(Date.now() + 60_000));
    expect(buildIsCurrent(root)).toBe(true);
    await writeFile(join(root, 'src/guard/arbiter.ts'), 'export const a = 2;\n');
    expect(buildIsCurrent(root)).toBe(false);
    writeBuildStamp(root);
    expect(buildIsCurrent(root)).toBe(true);
    await writeFile(join(root, 'src/new.ts'), '');
    expect(buildIsCurrent(root)).toBe(false);
    writeBuildStamp(root);
    await writeFile(join(root, 'package-lock.json'), '{"lockfileVersion": 3}\n');
    expect(buildIsCurrent(root)).toBe(false);
    writeBuildStamp(root);
    await rm(join(root, 'harnesses/guard/cline-harness-guard.js'));
    expect(buildIsCurrent(root)).toBe(false);
  });

  it('tells a file moved to another name from the same bytes where they were', async () => {
    const root = await builtTree();
    const before = buildInputsDigest(root);
    await rm(join(root, 'src/cli.ts'));
    await writeFile(join(root, 'src/main.ts'), 'export {};\n');
    expect(buildInputsDigest(root)).not.toBe(before);
  });
});
