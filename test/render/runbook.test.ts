import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { builtinDescriptor } from '../../src/descriptor/index.js';
import { pinnedClineVersion, renderRunbook } from '../../src/render/index.js';
import { runCli } from '../helpers/cli.js';
import { useTempDirs } from '../helpers/temp.js';

const RUNBOOK = fileURLToPath(new URL('../../RUNBOOK.md', import.meta.url));
const REGENERATE = 'RUNBOOK.md is generated; regenerate it with: npm run build && node dist/cli.js render runbook > RUNBOOK.md';
const tempDir = useTempDirs();

describe('RUNBOOK.md', () => {
  it('is exactly what the generator prints for the built-in descriptor', async () => {
    const committed = await readFile(RUNBOOK, 'utf8');
    expect(committed, REGENERATE).toBe(renderRunbook(builtinDescriptor()));
  });

  it('is what `render runbook` prints when no user or project layer applies', async () => {
    const world = await tempDir();
    const r = await runCli(['render', 'runbook'], {
      cwd: world,
      extendEnv: false,
      env: { PATH: process.env.PATH, HOME: world, XDG_CONFIG_HOME: world },
      stripFinalNewline: false,
    });
    expect(r.exitCode).toBe(0);
    expect(r.stdout, REGENERATE).toBe(await readFile(RUNBOOK, 'utf8'));
  });

  it('walks a campaign in order: install and pin, provider, stage, guard, dispatch, parse, check, tear down', () => {
    const text = renderRunbook(builtinDescriptor());
    const steps = [
      `cline@${pinnedClineVersion()}`,
      'cline auth -p openai',
      'cline-harness stage --env',
      'cline-harness guard arm --env',
      'cline-harness dispatch --env',
      'cline-harness parse ',
      'cline-harness check ',
      'cline-harness guard teardown --env',
      'cline-harness unstage --env',
    ];
    const at = steps.map((s) => text.indexOf(s));
    expect(at.every((i) => i >= 0), steps.filter((_, i) => at[i]! < 0).join(', ')).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });
});
