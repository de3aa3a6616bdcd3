import { lstat, mkdir, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { builtinDescriptor } from '../../src/descriptor/index.js';
import { checkProviderTemplate, isolatedEnv } from '../../src/dispatch/provider.js';
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

/** The oracle: what the pinned cline's own `auth` writes for these values in a fresh state under `dir` (the file's text). */
async function clineOwnAuth(dir: string, apiKey: string, baseUrl: string, model = 'scripted-1'): Promise<string> {
  const state = { home: join(dir, 'home'), dataDir: join(dir, 'data') };
  await mkdir(state.home, { recursive: true });
  await mkdir(state.dataDir, { recursive: true });
  await execa(CLINE_BIN, ['auth', '-p', 'openai', '-k', apiKey, '-m', model, '-b', baseUrl, '--data-dir', state.dataDir], {
    env: isolatedEnv(state),
    cwd: state.home,
    stdin: 'ignore',
  });
  return readFile(join(state.dataDir, 'settings', 'providers.json'), 'utf8');
}

/** A wrapper of the real cline that logs its first argument, laid out as an npm package of `version` (`<pkg>/bin/cline`). */
async function packagedWrapper(root: string, version: string | null): Promise<{ bin: string; calls: () => Promise<string[]> }> {
  const log = join(root, `calls-${version}.log`);
  const pkg = join(root, `pkg-${version}`);
  await mkdir(join(pkg, 'bin'), { recursive: true });
  if (version !== null) await writeFile(join(pkg, 'package.json'), JSON.stringify({ name: '@cline/cli-linux-x64', version }));
  const bin = join(pkg, 'bin', 'cline');
  await writeFile(bin, `#!/bin/sh\necho "$1" >> ${log}\nexec ${CLINE_BIN} "$@"\n`, { mode: 0o755 });
  const calls = async () => (await readFile(log, 'utf8').catch(() => '')).trim().split('\n').filter(Boolean);
  return { bin, calls };
}

/** cline's providers.json without the time it was written. */
function settled(settings: Record<string, unknown>): unknown {
  return JSON.parse(JSON.stringify(settings).replace(/"updatedAt":"[^"]*"/g, '"updatedAt":"-"'));
}

describe('isolated provider state across processes', () => {
  it('runs `cline auth` once for many processes and models, keeps no API key in the cache, and writes what auth itself would', async () => {
    const root = await tempDir();
    const cache = join(root, 'cache');
    // A binary of a version the descriptor has no settings for (3.0.999 is not measured): `auth` must write them. A binary
    // whose version cannot be read at all takes the same path: the poisoned-cache case below.
    const { bin: wrapper, calls } = await packagedWrapper(root, '3.0.999');
    // The oracle: cline's own auth for the second key and address, and for the third's model. Each is a process of its
    // own, independent of the harness's: they run while the harness's processes do.
    const oracles = Promise.all([
      clineOwnAuth(join(root, 'c'), 'sk-second-secret', 'http://127.0.0.1:10/v1'),
      clineOwnAuth(join(root, 'e'), 'sk-third-secret', 'http://127.0.0.1:11/v1', 'other-model-7'),
    ]);
    const first = await prepareInNewProcess(wrapper, join(root, 'a'), 'sk-first-secret', 'http://127.0.0.1:9/v1', cache);
    const second = await prepareInNewProcess(wrapper, join(root, 'b'), 'sk-second-secret', 'http://127.0.0.1:10/v1', cache);
    // Another model of a matrix: its id is swapped in like the key and the address.
    const third = await prepareInNewProcess(wrapper, join(root, 'd'), 'sk-third-secret', 'http://127.0.0.1:11/v1', cache, 'other-model-7');
    expect(await calls()).toEqual(['auth']);

    const [stored] = await readdir(join(cache, 'auth'));
    const text = await readFile(join(cache, 'auth', stored!), 'utf8');
    expect(text).not.toContain('sk-first-secret');
    expect((await stat(join(cache, 'auth', stored!))).mode & 0o077).toBe(0);
    expect(JSON.stringify(first)).toContain('sk-first-secret');

    const [own, ownThird] = (await oracles).map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(settled(second)).toEqual(settled(own!));
    expect(settled(third)).toEqual(settled(ownThird!));
    expect(JSON.stringify(third)).toContain('other-model-7');
  });

  it("writes a measured version's settings itself, starting no cline, byte for byte what that version's auth writes", async () => {
    const root = await tempDir();
    const pinned = builtinDescriptor().provider_settings.versions;
    const { version } = JSON.parse(await readFile(join(CLINE_BIN, '..', '..', 'cline', 'package.json'), 'utf8')) as { version: string };
    expect(pinned).toContain(version);
    const known = await packagedWrapper(root, version);
    // The oracle, cline's own auth, runs while the harness writes its settings.
    const oracle = clineOwnAuth(join(root, 'own'), 'sk-"quoted"\\key', 'http://127.0.0.1:12/v1', 'model/with "quotes"');
    await prepareInNewProcess(known.bin, join(root, 'a'), 'sk-"quoted"\\key', 'http://127.0.0.1:12/v1', join(root, 'cache-a'), 'model/with "quotes"');
    expect(await known.calls()).toEqual([]);
    expect(await readdir(join(root, 'cache-a')).catch(() => [])).toEqual([]);
    const written = await readFile(join(root, 'a', 'data', 'settings', 'providers.json'), 'utf8');
    const own = await oracle;
    const undated = (text: string) => text.replace(/"updatedAt": "[^"]*"/, '"updatedAt": "-"');
    expect(undated(written)).toBe(undated(own));
    expect(written).toMatch(/"updatedAt": "\d{4}-\d\d-\d\dT[\d:.]+Z"/);
    // A version not measured (3.0.999) runs auth: the first case above.
  });

  // The pinned version's check, where the template matches what its own auth writes ({ listed: true, matches: true }), is
  // test/cli/options.test.ts's `harness conform` case: the same checkProviderTemplate on the same binary, through dist/cli.js.
  it("checks the template against a version's own auth (how `harness conform` adds versions): a changed line is named", async () => {
    const root = await tempDir();
    const settings = builtinDescriptor().provider_settings;
    const { version } = JSON.parse(await readFile(join(CLINE_BIN, '..', '..', 'cline', 'package.json'), 'utf8')) as { version: string };
    const pinned = await packagedWrapper(root, version);
    const lines = settings.template.split('\n');
    const changed = lines.findIndex((l) => l.includes('"lastUsedProvider"'));
    expect(changed).toBeGreaterThan(0);
    const wrong = { ...settings, template: settings.template.replace('"lastUsedProvider": "openai-compatible"', '"lastUsedProvider": "openai"') };
    const check = await checkProviderTemplate(pinned.bin, '3.0.999', wrong);
    // The check ran the version's own auth: it is the oracle, not the harness's template path.
    expect(await pinned.calls()).toEqual(['auth']);
    expect(check).toMatchObject({ listed: false, matches: false });
    const quoted = (provider: string) => JSON.stringify(`  "lastUsedProvider": "${provider}",`);
    expect(check.difference).toBe(`line ${changed + 1}: the template gives ${quoted('openai')}, auth wrote ${quoted('openai-compatible')}`);
  });

  it('refuses a poisoned cache entry (paths out of the state dir, other files, a link) and rebuilds it with auth', async () => {
    const root = await tempDir();
    const cache = join(root, 'cache');
    const { bin: wrapper, calls } = await packagedWrapper(root, null);
    await prepareInNewProcess(wrapper, join(root, 'a'), 'sk-one', 'http://127.0.0.1:9/v1', cache);
    const [name] = await readdir(join(cache, 'auth'));
    const entry = join(cache, 'auth', name!);
    const good = JSON.parse(await readFile(entry, 'utf8')) as { baseUrl: string; files: Record<string, string> };
    const poisoned = {
      ...good,
      files: { ...good.files, '../../outside/evil.json': '{}', 'home/.gitconfig': '[filter "x"]\n\tclean = touch /tmp/x\n' },
    };
    const auths = async () => (await calls()).filter((c) => c === 'auth').length;
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
