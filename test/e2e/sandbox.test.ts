import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dispatchTask } from '../../src/dispatch/dispatch.js';
import { armGuard, guardHealth, teardownGuard } from '../../src/guard/index.js';
import { useModelServers } from '../helpers/model.js';
import { useTempDirs } from '../helpers/temp.js';
import { snapshotTree } from '../helpers/tree.js';
import { builtinDescriptor } from '../../src/descriptor/index.js';

const descriptor = builtinDescriptor();

const tempDir = useTempDirs();
const modelServer = useModelServers();

describe('dispatch --sandbox bwrap with the real cline', () => {
  it('lets the agent write in its env but turns every outside write into a sandbox denial', async () => {
    const env = await tempDir();
    const outside = await tempDir();
    await writeFile(join(outside, 'precious.txt'), 'do not touch\n');
    await mkdir(join(outside, 'dir'));
    const before = await snapshotTree(outside);

    const server = await modelServer([
      {
        tool_calls: [
          {
            id: 'call_cmds',
            name: 'run_commands',
            arguments: {
              commands: [
                'echo inside > made-here.txt',
                `python3 -c "open('${outside}/new.txt', 'w').write('x')"`,
                `rm ${outside}/precious.txt`,
              ],
            },
          },
        ],
      },
      {
        tool_calls: [
          { id: 'call_edit', name: 'editor', arguments: { path: `${outside}/dir/created.txt`, new_text: 'x\n' } },
        ],
      },
      { content: 'Tried everything.' },
    ]);
    const { result, transcript } = await dispatchTask(
      { id: 'sandboxed', env, prompt: 'Write some files for me please', out: join(await tempDir(), 'out') },
      {
        descriptor: builtinDescriptor(),
        provider: { provider: 'openai-compatible', baseUrl: server.url, apiKey: 'k' },
        model: 'scripted-1',
        sandbox: 'bwrap',
        timeoutS: 120,
      },
    );

    expect(result.sandbox).toBe('bwrap');
    expect(result.status).toBe('completed');
    expect(await snapshotTree(outside)).toEqual(before);
    expect((await snapshotTree(env))['made-here.txt']).toMatch(/^file /);
    const sandboxDenials = transcript!.denials.filter((d) => d.kind === 'sandbox');
    expect(sandboxDenials.map((d) => [d.tool, d.item])).toEqual([
      ['run_commands', 1],
      ['run_commands', 2],
      ['editor', null],
    ]);
    expect(sandboxDenials[0]!.reason).toContain('Read-only file system');
    expect(sandboxDenials[2]!.reason).toContain('EROFS');
  });
});

describe('the guard and the sandbox together', () => {
  it('keeps the plugin working inside bwrap: the guard refuses what it sees, the sandbox what it cannot', async () => {
    const env = await tempDir();
    const outside = await tempDir();
    const state = await tempDir();
    const before = await snapshotTree(outside);
    await armGuard({ descriptor, env, stateDir: state });
    const server = await modelServer([
      { tool_calls: [{ id: 'redirect', name: 'run_commands', arguments: { commands: [`echo x > ${outside}/seen.txt`] } }] },
      // The path is assembled at run time, so no outside path stands in the text: that is the sandbox's job, not the guard's.
      {
        tool_calls: [
          {
            id: 'hidden',
            name: 'run_commands',
            arguments: {
              commands: [`python3 -c "open('/'.join([${['', ...outside.split('/').slice(1), 'hidden.txt'].map((p) => `'${p}'`).join(',')}]), 'w')"`],
            },
          },
        ],
      },
      { content: 'Tried twice.' },
    ]);
    const { result, transcript } = await dispatchTask(
      { id: 'both', env, prompt: 'Write outside the env please', out: join(await tempDir(), 'out') },
      {
        descriptor: builtinDescriptor(),
        provider: { provider: 'openai-compatible', baseUrl: server.url, apiKey: 'k' },
        model: 'scripted-1',
        sandbox: 'bwrap',
        guardStateDir: state,
        timeoutS: 120,
      },
    );

    expect(result.guard).toBe('armed');
    expect(result.notes).toEqual([]);
    expect(transcript!.denials.map((d) => [d.tool_call_id, d.kind])).toEqual([
      ['redirect', 'guard'],
      ['hidden', 'sandbox'],
    ]);
    expect(await snapshotTree(outside)).toEqual(before);
    // The plugin logged its refusal from inside the sandbox.
    expect((await guardHealth(env, { descriptor, stateDir: state })).denials).toBe(1);
    await teardownGuard(env, { descriptor, stateDir: state });
  });
});
