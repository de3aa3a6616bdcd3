import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadDescriptor } from '../../src/cli/descriptor.js';
import { builtinDescriptor, resolveDescriptor } from '../../src/descriptor/index.js';
import { scratch } from '../descriptor/helpers.js';

const cwd = process.cwd();
afterEach(() => {
  process.chdir(cwd);
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** A scratch world made current: loadDescriptor reads the layers of process.cwd() and process.env. */
function world() {
  const w = scratch();
  process.chdir(w.cwd);
  vi.stubEnv('HOME', w.home);
  vi.stubEnv('XDG_CONFIG_HOME', w.xdg);
  return w;
}

describe('the descriptor a command runs with', () => {
  it('is the built-in one, as resolveDescriptor gives it, when nothing is layered over it', async () => {
    const w = world();
    const resolved = resolveDescriptor({ cwd: w.cwd, env: w.env, home: w.home });
    expect(resolved.layers.map((l) => l.layer)).toEqual(['builtin']);
    expect(await loadDescriptor({})).toBe(builtinDescriptor());
    expect(await loadDescriptor({})).toStrictEqual(resolved.descriptor);
  });

  it('is the resolved one, warnings printed, when a layer exists', async () => {
    const w = world();
    w.userLayer('label', 'label = "from the user layer"\n');
    w.projectLayer('broken', 'label = 1\n');
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const d = await loadDescriptor({});
    expect(d).toStrictEqual(resolveDescriptor({ cwd: w.cwd, env: w.env, home: w.home }).descriptor);
    expect(d.label).toBe('from the user layer');
    expect(stderr).toHaveBeenCalledWith(expect.stringMatching(/^warning: skipping project harness layer .*broken\.toml/));
  });
});
