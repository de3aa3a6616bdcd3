import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinDescriptor } from '../../src/descriptor/index.js';
import { dispatchTask } from '../../src/dispatch/dispatch.js';
import { stageSkill, unstageSkill } from '../../src/staging/stage.js';
import { useModelServers } from '../helpers/model.js';
import { useTempDirs } from '../helpers/temp.js';
import { snapshotTree } from '../helpers/tree.js';

const tempDir = useTempDirs();
const modelServer = useModelServers();

describe('a staged skill, seen by the real cline', () => {
  it('is offered through the skills tool under its slug and loads its body; unstage leaves the env as it was', async () => {
    const env = await tempDir();
    await writeFile(join(env, 'notes.txt'), 'user data\n');
    const skillDir = join(await tempDir(), 'greeting');
    await mkdir(skillDir);
    await writeFile(join(skillDir, 'SKILL.md'), '---\nname: greeting\ndescription: How to greet\n---\nAlways greet with the word AHOY.\n');
    const before = await snapshotTree(env);

    const staged = await stageSkill({ env, skillDir, descriptor: builtinDescriptor() });
    const server = await modelServer([
      { tool_calls: [{ id: 'call_skill', name: 'skills', arguments: { skill: staged.slug } }] },
      { content: 'AHOY, as the skill says.' },
    ]);
    const { result, transcript } = await dispatchTask(
      { id: 'skill', env, prompt: 'Greet me the way the skill says', out: join(await tempDir(), 'out') },
      { descriptor: builtinDescriptor(), provider: { provider: 'openai-compatible', baseUrl: server.url, apiKey: 'k' }, model: 'scripted-1', timeoutS: 120 },
    );

    expect(result.status).toBe('completed');
    expect(server.requests[0]?.tools).toContain('skills');
    const call = transcript!.tool_invocations.find((c) => c.name === 'skills');
    expect(call?.args).toMatchObject({ skill: staged.slug });
    expect(call?.ok).toBe(true);
    expect(call?.result).toContain('Always greet with the word AHOY.');

    await unstageSkill(env);
    expect(await snapshotTree(env)).toEqual(before);
  });
});
