import { lstat, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { CLINE_BIN } from '../helpers/cli.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();
const PROVIDER = new URL('../../dist/dispatch/provider.js', import.meta.url).href;

/** Prepares an isolated state in a fresh process, as a later `dispatch` or `suite run` would. */
async function prepareInNewProcess(bin: string, dir: string, apiKey: string, baseUrl: string, cacheDir: string, model = 'scripted-1') {
  const provider = { provider: 'openai-compatible', apiKey, model, baseUrl };
  const script = `const m = await import(${JSON.stringify(PROVIDER)});
await m.prepareIsolatedState(${JSON.stringify(bin)}, ${JSON.stringify(dir)}, ${JSON.stringify(provider)});`;
  await execa('node', ['--input-type=module', '-e', script], { env: { CLINE_HARNESS_CACHE_DIR: cacheDir } });
  return JSON.parse(await readFile(join(dir, 'data', 'settings', 'providers.json'), 'utf8')) as Record<string, unknown>;
}

/** cline's providers.json without the time it was written. */
function settled(settings: Record<string, unknown>): unknown {
  return JSON.parse(JSON.stringify(settings).replace(/"updatedAt":"[^"]*"/g, '"updatedAt":"-"'));
}

describe('isolated provider state across processes', () => {
  it('runs `cline auth` once for many processes and models, keeps no API key in the cache, and writes what auth itself would', async () => {
    const root = await tempDir();
    const cache = join(root, 'cache');
    const wrapper = join(root, 'cline-wrapper');
    await writeFile(wrapper, `#!/bin/sh\necho "$1" >> ${join(root, 'calls.log')}\nexec ${CLINE_BIN} "$@"\n`, { mode: 0o755 });
    const first = await prepareInNewProcess(wrapper, join(root, 'a'), 'sk-first-secret', 'http://127.0.0.1:9/v1', cache);
    const second = await prepareInNewProcess(wrapper, join(root, 'b'), 'sk-second-secret', 'http://127.0.0.1:10/v1', cache);
    // Another model of a matrix: its id is swapped in like the key and the address.
    const third = await prepareInNewProcess(wrapper, join(root, 'd'), 'sk-third-secret', 'http://127.0.0.1:11/v1', cache, 'other-model-7');
    const calls = (await readFile(join(root, 'calls.log'), 'utf8')).trim().split('\n');
    expect(calls.filter((c) => c === 'auth')).toHaveLength(1);

    const [stored] = await readdir(join(cache, 'auth'));
    const text = await readFile(join(cache, 'auth', stored!), 'utf8');
    expect(text).not.toContain('sk-first-secret');
    expect((await stat(join(cache, 'auth', stored!))).mode & 0o077).toBe(0);
    expect(JSON.stringify(first)).toContain('sk-first-secret');

    // The oracle: cline's own auth for the second key and address, with an empty cache.
    const own = await prepareInNewProcess(CLINE_BIN, join(root, 'c'), 'sk-second-secret', 'http://127.0.0.1:10/v1', join(root, 'empty-cache'));
    expect(settled(second)).toEqual(settled(own));
    const ownThird = await prepareInNewProcess(CLINE_BIN, join(root, 'e'), 'sk-third-secret', 'http://127.0.0.1:11/v1', join(root, 'empty-3'), 'other-model-7');
    expect(settled(third)).toEqual(settled(ownThird));
    expect(JSON.stringify(third)).toContain('other-model-7');
  });

  it('refuses a poisoned cache entry (paths out of the state dir, other files, a link) and rebuilds it with auth', async () => {
    const root = await tempDir();
    const cache = join(root, 'cache');
    const wrapper = join(root, 'cline-wrapper');
    await writeFile(wrapper, `#!/bin/sh\necho "$1" >> ${join(root, 'calls.log')}\nexec ${CLINE_BIN} "$@"\n`, { mode: 0o755 });
    await prepareInNewProcess(wrapper, join(root, 'a'), 'sk-one', 'http://127.0.0.1:9/v1', cache);
    const [name] = await readdir(join(cache, 'auth'));
    const entry = join(cache, 'auth', name!);
    const good = JSON.parse(await readFile(entry, 'utf8')) as { baseUrl: string; files: Record<string, string> };
    const poisoned = {
      ...good,
      files: { ...good.files, '../../outside/evil.json': '{}', 'home/.gitconfig': '[filter "x"]\n\tclean = touch /tmp/x\n' },
    };
    const auths = async () => (await readFile(join(root, 'calls.log'), 'utf8')).trim().split('\n').filter((c) => c === 'auth').length;
    await writeFile(entry, JSON.stringify(poisoned), { mode: 0o600 });
    await prepareInNewProcess(wrapper, join(root, 'b'), 'sk-one', 'http://127.0.0.1:9/v1', cache);
    expect(await auths()).toBe(2);
    expect(await readdir(root)).not.toContain('outside');
    expect(await readdir(join(root, 'b', 'home'))).not.toContain('.gitconfig');
    // Rebuilt: the entry is the harness's again.
    expect(Object.keys(JSON.parse(await readFile(entry, 'utf8')).files)).toEqual(Object.keys(good.files));
    // A link in the entry's place, to a file that would pass every other test, is not followed.
    const elsewhere = join(root, 'elsewhere.json');
    await writeFile(elsewhere, JSON.stringify(good), { mode: 0o600 });
    await rm(entry);
    await symlink(elsewhere, entry);
    await prepareInNewProcess(wrapper, join(root, 'c'), 'sk-one', 'http://127.0.0.1:9/v1', cache);
    expect(await auths()).toBe(3);
    expect((await lstat(entry)).isFile()).toBe(true);
  });
  // A second dispatch process completing its task on the stored state, without auth: test/dispatch/dispatch.test.ts's
  // isolated provider state case.
});
