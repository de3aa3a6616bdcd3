import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinDescriptor } from '../../src/descriptor/index.js';
import { dispatchTask } from '../../src/dispatch/dispatch.js';
import { parseModelScript } from '../../src/model/script.js';
import { renderTaskPrompt, stagedSkills } from '../../src/render/index.js';
import { stageSkill, unstageSkill } from '../../src/staging/stage.js';
import { useModelServers } from '../helpers/model.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();
const modelServer = useModelServers();
const descriptor = builtinDescriptor();

describe('one scripted model server, two real cline runs', () => {
  it('gives each client path its own turns, and branches on the staged skill version in the prompt', async () => {
    const skillDir = join(await tempDir(), 'greeting');
    await mkdir(skillDir);
    await writeFile(join(skillDir, 'SKILL.md'), '---\nname: greeting\ndescription: How to greet\n---\nGreet with AHOY.\n');
    // Two turns per branch: a shared counter would give the second run its branch's second turn.
    const server = await modelServer(
      parseModelScript({
        turns: [{ content: 'OLD first' }, { content: 'OLD second' }],
        if_request_contains: { new_skill__greeting: [{ content: 'NEW first' }, { content: 'NEW second' }] },
      }),
    );

    const finals: string[] = [];
    for (const condition of ['old_skill', 'new_skill']) {
      const env = await tempDir();
      await stageSkill({ env, skillDir, condition, descriptor });
      const prompt = renderTaskPrompt(descriptor, {
        task: 'Greet me please',
        env,
        scratch: await tempDir(),
        out: await tempDir(),
        skills: await stagedSkills(env),
      });
      const { result, transcript } = await dispatchTask(
        { id: condition, env, prompt, out: join(await tempDir(), 'out') },
        { descriptor, provider: { provider: 'openai-compatible', baseUrl: server.urlFor(condition), apiKey: 'k' }, model: 'scripted-1', timeoutS: 240 },
      );
      await unstageSkill(env);
      expect(result.status, result.error ?? '').toBe('completed');
      finals.push(transcript!.final_text ?? '');
    }

    expect(finals).toEqual(['OLD first', 'NEW first']);
    const chats = server.requests.filter((r) => r.turn !== null);
    expect(chats.map((r) => [r.client, r.turn])).toEqual([
      ['old_skill', 0],
      ['new_skill', 0],
    ]);
  });
});
