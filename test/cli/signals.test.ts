/**
 * SIGUSR1 opens Node's inspector, which runs any code sent to it inside the
 * process. Without bwrap an agent has the harness's uid and can send it (what
 * `node inspect -p PID` does), so the CLI keeps the inspector shut.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { execa } from 'execa';
import { expect, it } from 'vitest';
import { CLI } from '../helpers/cli.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();

it('a running cline-harness sent SIGUSR1 opens no inspector and keeps working', async () => {
  const dir = await tempDir();
  await writeFile(join(dir, 'script.json'), JSON.stringify([{ content: 'one' }, { content: 'two' }]));
  const child = execa('node', [CLI, 'model', 'serve', '--script', join(dir, 'script.json')], { reject: false });
  const url = await new Promise<string>((resolve) => child.stdout!.once('data', (d: Buffer) => resolve(d.toString().split('\n')[0]!)));
  const ask = async () => (await fetch(`${url}/chat/completions`, { method: 'POST', body: JSON.stringify({ messages: [], stream: false }) })).status;
  expect(await ask()).toBe(200);
  child.kill('SIGUSR1');
  // Still serving after the signal; then stopped the ordinary way.
  expect(await ask()).toBe(200);
  child.kill('SIGTERM');
  const done = await child;
  expect(done.signal ?? null).toBeNull();
  expect(done.stderr).not.toMatch(/Debugger listening|inspector/i);
});
