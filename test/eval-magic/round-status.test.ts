/**
 * The exported round command's exit status, run with sh and the real `cline-harness` (guard arm, parse, teardown) on
 * PATH. converse itself is stood in for by a command that leaves a real ACP capture where converse writes its events
 * and exits with a chosen status: what is under test is how the round combines converse's status with parse's.
 */
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { ACP_EVENTS_FILE } from '../../src/acp/events-log.js';
import { roundCommand } from '../../src/eval-magic/descriptor.js';
import { ROUND_EVENTS_FILE } from '../../src/eval-magic/round-events.js';
import { CLI } from '../helpers/cli.js';
import { useTempDirs } from '../helpers/temp.js';

const CAPTURES = fileURLToPath(new URL('../../fixtures/captures/', import.meta.url));
const tempDir = useTempDirs();

async function round(capture: string | null, converseStatus: number) {
  const dir = await tempDir();
  const bin = join(dir, 'bin');
  const evalRoot = join(dir, 'eval-root');
  const outputs = join(dir, 'outputs');
  await mkdir(bin);
  await mkdir(evalRoot);
  await writeFile(join(bin, 'cline-harness'), `#!/bin/sh\nexec node ${CLI} "$@"\n`);
  await chmod(join(bin, 'cline-harness'), 0o755);
  const copy = capture ? `cp ${join(CAPTURES, capture, ACP_EVENTS_FILE)} <outputs_dir>/${ACP_EVENTS_FILE} && ` : '';
  // The round appends converse's own flags; the stand-in takes and ignores them.
  const converse = `sh -c '${copy.replaceAll('<outputs_dir>', outputs)}exit ${converseStatus}' converse`;
  const command = roundCommand(converse).replaceAll('<outputs_dir>', outputs).replaceAll('<eval-root>', evalRoot).replace('{model_arg}', '');
  const run = await execa('sh', ['-c', command], { reject: false, stdin: 'ignore', env: { PATH: `${bin}:${process.env.PATH}` } });
  const events = await readFile(join(outputs, ROUND_EVENTS_FILE), 'utf8').catch(() => null);
  return { exitCode: run.exitCode, stderr: run.stderr, events, evalRoot };
}

describe('the eval-magic round command', () => {
  it('fails with converse\'s status when the conversation failed after writing events, though parse succeeded', async () => {
    const failed = await round('acp-provider-error', 4);
    expect(failed.exitCode, failed.stderr).toBe(4);
    // parse read what converse wrote: the events file is there, and the round still fails.
    expect(failed.events).toContain('"type":"session"');
  }, 120_000);

  it('succeeds when converse and parse do, and fails when converse succeeded but left no events', async () => {
    const ok = await round('acp-three-turns', 0);
    expect(ok.exitCode, ok.stderr).toBe(0);
    expect(ok.events).toContain('"type":"session"');
    const empty = await round(null, 0);
    expect(empty.exitCode).not.toBe(0);
  }, 120_000);
});
