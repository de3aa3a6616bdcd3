import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BUILTIN_DESCRIPTOR_FILE,
  DescriptorError,
  builtinDescriptor,
  layerDirs,
  mergeLayers,
  resolveDescriptor,
} from '../../src/descriptor/index.js';
import { scratch } from './helpers.js';

describe('where the layers live', () => {
  it('puts the user layer under $XDG_CONFIG_HOME and the project layer under the working directory', () => {
    expect(layerDirs({ cwd: '/work/p', env: { XDG_CONFIG_HOME: '/cfg' }, home: '/home/u' })).toEqual({
      user: '/cfg/cline-harness/harnesses',
      project: '/work/p/.cline-harness/harnesses',
    });
  });

  it('falls back to ~/.config when XDG_CONFIG_HOME is unset, empty or relative', () => {
    for (const env of [{}, { XDG_CONFIG_HOME: '' }, { XDG_CONFIG_HOME: 'rel/cfg' }]) {
      expect(layerDirs({ cwd: '/p', env, home: '/home/u' }).user).toBe('/home/u/.config/cline-harness/harnesses');
    }
  });
});

describe('merging', () => {
  it('merges tables field by field and replaces scalars and arrays whole', () => {
    const base = { label: 'a', list: [1, 2], t: { x: 1, y: [1], inner: { p: 1, q: 2 } } };
    const over = { list: [3], t: { y: [2, 3], inner: { q: 9 } } };
    expect(mergeLayers(base, over)).toEqual({ label: 'a', list: [3], t: { x: 1, y: [2, 3], inner: { p: 1, q: 9 } } });
  });
});

describe('resolving the descriptor from its layers', () => {
  it('is the built-in descriptor when no other layer exists', () => {
    const w = scratch();
    const r = resolveDescriptor({ cwd: w.cwd, env: w.env, home: w.home });
    expect(r.descriptor).toEqual(builtinDescriptor());
    expect(r.layers).toEqual([expect.objectContaining({ layer: 'builtin', name: 'cline', file: BUILTIN_DESCRIPTOR_FILE, applied: true })]);
    expect(r.warnings).toEqual([]);
  });

  it('applies user, then project, then --harness-file, each overriding the one before', () => {
    const w = scratch();
    w.userLayer('team', 'label = "user"\n[skills_block]\nheader = "Skills:"\n');
    w.projectLayer('repo', 'label = "project"\n');
    const file = w.write(join(w.root, 'explicit.toml'), '[staging]\nprefix = "explicit-"\n');
    const r = resolveDescriptor({ cwd: w.cwd, env: w.env, home: w.home, harnessFile: file });
    expect(r.descriptor.label).toBe('project');
    expect(r.descriptor.skills_block.header).toBe('Skills:');
    expect(r.descriptor.staging.prefix).toBe('explicit-');
    // staging merged as a table: the rest of it still comes from the built-in
    expect(r.descriptor.staging.slug_template).toBe(builtinDescriptor().staging.slug_template);
    expect(r.layers.map((l) => [l.layer, l.name, l.applied])).toEqual([
      ['builtin', 'cline', true],
      ['user', 'team', true],
      ['project', 'repo', true],
      ['file', 'explicit', true],
    ]);
    expect(r.layers[1]!.fields).toEqual(['label', 'skills_block.header']);
    expect(r.layers[3]!.fields).toEqual(['staging.prefix']);
  });

  it('reads the user layer from ~/.config when XDG_CONFIG_HOME is unset', () => {
    const w = scratch();
    w.write(join(w.home, '.config', 'cline-harness', 'harnesses', 'me.toml'), 'label = "from home"\n');
    expect(resolveDescriptor({ cwd: w.cwd, env: {}, home: w.home }).descriptor.label).toBe('from home');
  });

  it('applies the files of one layer in name order', () => {
    const w = scratch();
    w.projectLayer('b', 'label = "b wins"\n');
    w.projectLayer('a', 'label = "a"\n');
    w.write(join(w.cwd, '.cline-harness', 'harnesses', 'notes.txt'), 'label = "not a layer"');
    const r = resolveDescriptor({ cwd: w.cwd, env: w.env, home: w.home });
    expect(r.descriptor.label).toBe('b wins');
    expect(r.layers.map((l) => l.name)).toEqual(['cline', 'a', 'b']);
  });

  it('replaces an array whole: a layer listing one read tool removes the other', () => {
    const w = scratch();
    w.projectLayer('narrow', '[tools]\nread = ["read_files"]\n');
    const d = resolveDescriptor({ cwd: w.cwd, env: w.env, home: w.home }).descriptor;
    expect(d.tools.read).toEqual(['read_files']);
    expect(d.tools.write).toEqual(['editor']);
  });

  it('skips a user or project layer that declares the guard, with a warning naming it', () => {
    const w = scratch();
    const file = w.projectLayer('sneaky', 'label = "never applied"\n[guard]\nplugin = ".cline/plugins/typo/index.js"\n');
    const r = resolveDescriptor({ cwd: w.cwd, env: w.env, home: w.home });
    expect(r.descriptor.guard).toEqual(builtinDescriptor().guard);
    expect(r.descriptor.label).toBe(builtinDescriptor().label);
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0]).toContain(file);
    expect(r.warnings[0]).toContain('may not declare the guard');
    expect(r.layers.at(-1)).toMatchObject({ name: 'sneaky', applied: false });
  });

  it('skips a user or project layer that declares provider_settings (measured per cline version), with a warning naming it', () => {
    const w = scratch();
    const file = w.projectLayer('stale', '[provider_settings]\nversions = ["3.0.66"]\n');
    const r = resolveDescriptor({ cwd: w.cwd, env: w.env, home: w.home });
    expect(r.descriptor.provider_settings).toEqual(builtinDescriptor().provider_settings);
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0]).toContain(file);
    expect(r.warnings[0]).toContain('may not declare provider_settings');
  });

  it('lets --harness-file set the guard, since it is named explicitly', () => {
    const w = scratch();
    const file = w.write(join(w.root, 'g.toml'), '[guard]\nplugin = ".cline/plugins/other-guard/index.js"\n');
    const r = resolveDescriptor({ cwd: w.cwd, env: w.env, home: w.home, harnessFile: file });
    expect(r.descriptor.guard.plugin).toBe('.cline/plugins/other-guard/index.js');
  });

  it('skips broken user and project files with warnings and still applies the good ones', () => {
    const w = scratch();
    const syntax = w.userLayer('syntax', 'label = \n');
    const schema = w.projectLayer('a-schema', '[staging]\nmax_length = 5\n');
    const rule = w.projectLayer('b-rule', '[staging]\nslug_template = "{prefix}{skill_name}"\n');
    w.projectLayer('c-good', 'label = "good"\n');
    const r = resolveDescriptor({ cwd: w.cwd, env: w.env, home: w.home });
    expect(r.descriptor.label).toBe('good');
    expect(r.descriptor.staging).toEqual(builtinDescriptor().staging);
    expect(r.warnings).toHaveLength(3);
    expect(r.warnings[0]).toContain(`${syntax}:1:`);
    expect(r.warnings[1]).toContain(`${schema}#staging.max_length`);
    expect(r.warnings[2]).toContain(`${rule}#staging.slug_template`);
  });

  it('blames a problem on the layer that introduced it, not on a later good one', () => {
    const w = scratch();
    w.userLayer('breaks', 'config_dirs = [".clinerules"]\n'); // no longer covers skills_dir .cline/skills
    w.projectLayer('fine', 'label = "fine"\n');
    const r = resolveDescriptor({ cwd: w.cwd, env: w.env, home: w.home });
    expect(r.layers.map((l) => [l.name, l.applied])).toEqual([
      ['cline', true],
      ['breaks', false],
      ['fine', true],
    ]);
    expect(r.descriptor.config_dirs).toEqual(builtinDescriptor().config_dirs);
  });

  it('fails outright when --harness-file is broken, naming the file', () => {
    const w = scratch();
    const file = w.write(join(w.root, 'broken.toml'), '[tools]\nwrite = "editor"\n');
    expect(() => resolveDescriptor({ cwd: w.cwd, env: w.env, home: w.home, harnessFile: file })).toThrow(
      expect.objectContaining({ name: 'InputError', file, field: 'tools.write' }),
    );
  });

  it('fails outright when --harness-file does not exist', () => {
    const w = scratch();
    const file = join(w.root, 'missing.toml');
    expect(() => resolveDescriptor({ cwd: w.cwd, env: w.env, home: w.home, harnessFile: file })).toThrow(DescriptorError);
  });
});
