import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { builtinDescriptor } from '../../src/descriptor/index.js';
import { dispatchTask } from '../../src/dispatch/dispatch.js';
import { useModelServers } from '../helpers/model.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();
const modelServer = useModelServers();

// The guard bounds its own work (docs/guard.md, "Unreadable scripts") because of what cline does with a plugin hook
// that takes longer than its 3 s budget: the call must not run (a slow decision must never let a call through).
it("a plugin hook over cline's 3 s budget ends the run, and the call it was deciding does not run", async () => {
  const env = await tempDir('ch-hook-env-');
  const plugin = join(env, '.cline', 'plugins', 'slow');
  await mkdir(plugin, { recursive: true });
  await writeFile(join(plugin, 'package.json'), '{"type":"module"}\n');
  // Busy for 5 s, then it would allow the call: only the budget can stop it.
  await writeFile(
    join(plugin, 'index.js'),
    "export default { name: 'slow', manifest: { capabilities: ['hooks'] }, hooks: { beforeTool() {\n" +
      '  const start = Date.now(); while (Date.now() - start < 5000) {}\n  return {};\n} } };\n',
  );
  const server = await modelServer([{ tool_calls: [{ id: 'c1', name: 'run_commands', arguments: { commands: ['echo x > ran.txt'] } }] }, { content: 'done' }]);
  const out = join(await tempDir('ch-hook-out-'), 'out');
  const { result, transcript } = await dispatchTask(
    { id: 'slow-hook', env, prompt: 'write ran.txt', out },
    {
      descriptor: builtinDescriptor(),
      provider: { provider: 'openai-compatible', baseUrl: server.url, apiKey: 'k' },
      model: 'scripted-1',
      timeoutS: 120,
      // The import gets its own (longer) limit, so that only the hook's budget is under test on a busy machine.
      extraEnv: { CLINE_PLUGIN_IMPORT_TIMEOUT_MS: '30000' },
    },
  );
  expect(result.status).toBe('error');
  expect(result.error).toMatch(/plugin-sandbox call timed out after 3000ms: invokeHook/);
  expect(existsSync(join(env, 'ran.txt'))).toBe(false);
  expect(transcript!.tool_invocations.filter((c) => c.name === 'run_commands' && c.ok === true)).toEqual([]);
}, 200_000);
