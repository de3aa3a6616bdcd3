import { chmod, mkdir, readFile, realpath, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { execa } from 'execa';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildGuardPlugin } from '../../scripts/build-guard-plugin.mjs';
import { armGuard, guardHealth, teardownGuard } from '../../src/guard/arm.js';
import { realTarget } from '../../src/guard/paths.js';
import { useTempDirs } from '../helpers/temp.js';
import { snapshotTree } from '../helpers/tree.js';
import { builtinDescriptor } from '../../src/descriptor/index.js';

const descriptor = builtinDescriptor();

const tempDir = useTempDirs();
const PLUGIN = '.cline/plugins/cline-harness-guard/index.js';

beforeAll(async () => {
  await buildGuardPlugin();
});

const arm = (env: string, state: string) => armGuard({ descriptor, env, stateDir: state });

async function setup() {
  const env = await realpath(await tempDir('ch-guard-env-'));
  const state = await realpath(await tempDir('ch-guard-state-'));
  return { env, state };
}

/** Imports the armed plugin afresh (a query string defeats the module cache). */
async function hook(file: string, n: number) {
  const mod = await import(`${pathToFileURL(file).href}?v=${n}`);
  return mod.default.hooks.beforeTool as (ctx: unknown) => { skip?: boolean; reason?: string };
}

describe('arm and teardown', () => {
  it('leave an env without .cline byte-identical, and the plugin logs its denials outside the env', async () => {
    const { env, state } = await setup();
    await writeFile(join(env, 'notes.txt'), 'data\n');
    const before = await snapshotTree(env);
    const armed = await armGuard({ descriptor, env, stateDir: state });
    expect(armed.plugin_file).toBe(join(env, PLUGIN));
    expect(armed.marker.startsWith(state)).toBe(true);
    expect(armed.denial_log.startsWith(state)).toBe(true);
    expect((await readFile(armed.plugin_file, 'utf8')).split('\n')[0]).toContain(armed.marker);

    const beforeTool = await hook(armed.plugin_file, 1);
    const r = beforeTool({ toolCall: { toolName: 'editor', input: { path: '/etc/x', new_text: 'x' }, toolCallId: 'call_1' } });
    expect(r).toEqual({ skip: true, reason: expect.stringMatching(/^eval guard: editor: .*\/etc\/x/) });
    expect(beforeTool({ toolCall: { toolName: 'editor', input: { path: 'notes.txt', new_text: 'x' } } })).toEqual({});
    const log = (await readFile(armed.denial_log, 'utf8')).trim().split('\n').map((l) => JSON.parse(l));
    expect(log).toEqual([expect.objectContaining({ tool: 'editor', tool_call_id: 'call_1', reason: r.reason, target: '/etc/x' })]);

    const down = await teardownGuard(env, { descriptor, stateDir: state });
    expect(down.had_guard).toBe(true);
    expect(down.denial_log).toBe(armed.denial_log);
    expect(await snapshotTree(env)).toEqual(before);
    // The log survives teardown for `guard collect`.
    expect(await readFile(armed.denial_log, 'utf8')).toContain('call_1');
  });

  it('restores a pre-existing plugin file verbatim, and never backs up its own plugin when armed twice', async () => {
    const { env, state } = await setup();
    await mkdir(join(env, '.cline/plugins/cline-harness-guard'), { recursive: true });
    await writeFile(join(env, PLUGIN), 'export default { name: "users-own" };\n');
    await chmod(join(env, PLUGIN), 0o640);
    await writeFile(join(env, '.cline/plugins/cline-harness-guard/README'), 'keep\n');
    const before = await snapshotTree(env);

    const first = await armGuard({ descriptor, env, stateDir: state });
    expect(first.backed_up).not.toBeNull();
    expect(await readFile(first.backed_up!, 'utf8')).toContain('users-own');
    const second = await armGuard({ descriptor, env, stateDir: state, ttlS: 60 });
    expect(second.rearmed).toBe(true);
    expect(second.backed_up).toBe(first.backed_up);
    expect(await readFile(first.backed_up!, 'utf8')).toContain('users-own');

    await teardownGuard(env, { descriptor });
    expect(await snapshotTree(env)).toEqual(before);
  });

  it('writes a package.json beside the plugin (so cline imports it without transpiling) only where none was, and removes only its own', async () => {
    const { env, state } = await setup();
    const pkg = join(env, '.cline/plugins/cline-harness-guard/package.json');
    await arm(env, state);
    expect(JSON.parse(await readFile(pkg, 'utf8'))).toEqual({ type: 'module' });
    // Changed while armed: left in place, with a word.
    await writeFile(pkg, '{"type":"module","changed":true}\n');
    const down = await teardownGuard(env, { descriptor, stateDir: state });
    expect(down.warnings).toContain(`${pkg} is not the one arm wrote any more; left in place`);
    expect(await readFile(pkg, 'utf8')).toContain('changed');

    // One that was there before arming is the user's: arm neither rewrites nor removes it.
    const other = await setup();
    const userPkg = join(other.env, '.cline/plugins/cline-harness-guard/package.json');
    await mkdir(join(other.env, '.cline/plugins/cline-harness-guard'), { recursive: true });
    await writeFile(userPkg, '{"name":"users"}\n');
    const before = await snapshotTree(other.env);
    await arm(other.env, other.state);
    expect(await readFile(userPkg, 'utf8')).toBe('{"name":"users"}\n');
    await teardownGuard(other.env, { descriptor, stateDir: other.state });
    expect(await snapshotTree(other.env)).toEqual(before);
  });

  it('finds the marker through the plugin when no state dir is given, and keeps .cline as it was when it existed', async () => {
    const { env, state } = await setup();
    await mkdir(join(env, '.cline/skills/demo'), { recursive: true });
    await writeFile(join(env, '.cline/skills/demo/SKILL.md'), '---\nname: demo\n---\nbody\n');
    const before = await snapshotTree(env);
    await armGuard({ descriptor, env, stateDir: state });
    const health = await guardHealth(env, { descriptor });
    expect(health.state).toBe('armed');
    const down = await teardownGuard(env, { descriptor });
    expect(down.removed).toContain(join(env, '.cline/plugins'));
    expect(await snapshotTree(env)).toEqual(before);
    expect((await guardHealth(env, { descriptor, stateDir: state })).state).toBe('not_armed');
  });

  it('lists the plugin in .git/info/exclude while armed, so a commit in the run does not take it along', async () => {
    const { env, state } = await setup();
    await execa('git', ['init', '-q'], { cwd: env });
    await writeFile(join(env, 'a.txt'), 'a\n');
    const before = await snapshotTree(env);
    await armGuard({ descriptor, env, stateDir: state });
    const status = await execa('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: env });
    expect(status.stdout).toBe('?? a.txt');
    await teardownGuard(env, { descriptor });
    expect(await snapshotTree(env)).toEqual(before);
  });

  it('refuses a state dir inside the env, a missing root and a bad ttl', async () => {
    const { env } = await setup();
    await expect(armGuard({ descriptor, env, stateDir: join(env, 'state') })).rejects.toThrow(/outside the env/);
    await expect(armGuard({ descriptor, env, stateDir: await tempDir(), roots: [join(env, 'nope')] })).rejects.toThrow(/existing directory/);
    await expect(armGuard({ descriptor, env, stateDir: await tempDir(), ttlS: -1 })).rejects.toThrow(/ttl/);
  });
});

describe('foreign plugins', () => {
  it('arm refuses an env holding another plugin; teardown removes only its own files and reports one added while armed', async () => {
    const { env, state } = await setup();
    await mkdir(join(env, '.cline/plugins/evil'), { recursive: true });
    await writeFile(join(env, '.cline/plugins/evil/index.js'), 'export default {};\n');
    await expect(armGuard({ descriptor, env, stateDir: state })).rejects.toThrow(/did not put there \(\.cline\/plugins\/evil\)/);
    const { rm } = await import('node:fs/promises');
    await rm(join(env, '.cline'), { recursive: true });

    const armed = await armGuard({ descriptor, env, stateDir: state });
    // The agent adds a plugin next to the guard, and a link to one.
    await mkdir(join(env, '.cline/plugins/later'), { recursive: true });
    await writeFile(join(env, '.cline/plugins/later/index.js'), 'export default {};\n');
    await symlink(join(env, '.cline/plugins/later'), join(env, '.cline/plugins/linked'));
    const health = await guardHealth(env, { descriptor, stateDir: state });
    expect(health.state).toBe('armed');
    const down = await teardownGuard(env, { descriptor, stateDir: state });
    expect(down.foreign_plugins).toEqual(['.cline/plugins/later', '.cline/plugins/linked']);
    expect(down.removed).toContain(armed.plugin_file);
    expect(await readFile(join(env, '.cline/plugins/later/index.js'), 'utf8')).toBe('export default {};\n');
    expect(down.warnings.join('\n')).toContain('.cline/plugins/later is a plugin the harness did not put there');
  });
});

describe('guard health', () => {
  it('reports expiry as disarmed (the plugin then allows), and an unreadable or vanished marker (it then blocks every call)', async () => {
    const { env, state } = await setup();
    const armed = await armGuard({ descriptor, env, stateDir: state, ttlS: 60, roots: [state] });
    expect((await guardHealth(env, { descriptor })).state).toBe('armed');

    const later = new Date(Date.now() + 120_000);
    const expired = await guardHealth(env, { descriptor, now: later });
    expect(expired).toMatchObject({ state: 'expired', ok: false, warning: expect.stringContaining('disarmed') });

    await writeFile(armed.marker, '{not json');
    expect((await guardHealth(env, { descriptor })).state).toBe('marker_invalid');
    const blocking = await hook(armed.plugin_file, 2);
    expect(blocking({ toolCall: { toolName: 'read_files', input: { files: ['/etc/hosts'] } } })).toMatchObject({
      skip: true,
      reason: expect.stringMatching(/^eval guard: read_files: .*unreadable/),
    });

    const { rm } = await import('node:fs/promises');
    await rm(armed.marker);
    const missing = await guardHealth(env, { descriptor });
    expect(missing).toMatchObject({ state: 'marker_missing', ok: false, warning: expect.stringContaining('refuses every tool call') });
    const closed = await hook(armed.plugin_file, 3);
    // Fails closed even for a read, and even inside the env.
    expect(closed({ toolCall: { toolName: 'read_files', input: { files: [join(env, 'a.txt')] } } })).toMatchObject({
      skip: true,
      reason: expect.stringMatching(/^eval guard: read_files: .*marker .* is missing/),
    });
  });

  it('allows writes to extra roots but protects the marker and the log inside them', async () => {
    const { env, state } = await setup();
    const extra = await realpath(await tempDir());
    const armed = await armGuard({ descriptor, env, stateDir: state, roots: [extra, state] });
    const beforeTool = await hook(armed.plugin_file, 4);
    expect(beforeTool({ toolCall: { toolName: 'run_commands', input: { commands: [`echo x > ${extra}/ok`] } } })).toEqual({});
    expect(beforeTool({ toolCall: { toolName: 'run_commands', input: { commands: [`rm ${armed.denial_log}`] } } }).reason).toContain("guard's own files");
  });
});

describe('realTarget', () => {
  it('follows symlinks as far as the path exists, applying .. to the resolved parent', async () => {
    const root = await realpath(await tempDir());
    await mkdir(join(root, 'a/b'), { recursive: true });
    await symlink(join(root, 'a/b'), join(root, 'link'));
    await symlink(join(root, 'missing/deep'), join(root, 'dangling'));
    await symlink('loop2', join(root, 'loop1'));
    await symlink('loop1', join(root, 'loop2'));
    expect(realTarget(join(root, 'link/x'))).toBe(join(root, 'a/b/x'));
    expect(realTarget(`${root}/link/../y`)).toBe(join(root, 'a/y'));
    expect(realTarget(join(root, 'dangling'))).toBe(join(root, 'missing/deep'));
    expect(realTarget(`${root}/new/../../z`)).toBe(join(root, '..', 'z'));
    expect(realTarget(join(root, 'loop1/x'))).toBeNull();
  });
});
