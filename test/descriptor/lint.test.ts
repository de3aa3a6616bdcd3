import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BUILTIN_DESCRIPTOR_FILE,
  RULE_NAMES,
  findLayerByName,
  initLayer,
  lintDescriptorFile,
  resolveDescriptor,
  scaffoldLayer,
} from '../../src/descriptor/index.js';
import { scratch } from './helpers.js';

const builtinText = readFileSync(BUILTIN_DESCRIPTOR_FILE, 'utf8');
const failed = (r: ReturnType<typeof lintDescriptorFile>) => r.checks.filter((c) => !c.ok);

describe('lint', () => {
  it('passes the built-in descriptor on every check: syntax, schema and each cross-field rule', () => {
    const r = lintDescriptorFile(BUILTIN_DESCRIPTOR_FILE);
    expect(r.layer).toBe('builtin');
    expect(r.checks.map((c) => c.name)).toEqual(['TOML syntax', 'schema', ...RULE_NAMES]);
    expect(failed(r)).toEqual([]);
    expect(r.ok).toBe(true);
  });

  it('reports a TOML syntax error with its line and marks the other checks as not run', () => {
    const w = scratch();
    const file = w.write(join(w.root, 'x.toml'), 'label = "ok"\n[staging\n');
    const r = lintDescriptorFile(file);
    expect(r.checks[0]).toMatchObject({ name: 'TOML syntax', ok: false });
    expect(r.checks[0]!.detail).toContain(`${file}:2:`);
    expect(r.checks.slice(1).every((c) => !c.ok && c.detail.startsWith('not checked'))).toBe(true);
  });

  it('lists every schema problem with its field path in the one schema line', () => {
    const w = scratch();
    const file = w.write(join(w.root, 'x.toml'), 'label = 3\n[tools]\nshel = ["run_commands"]\n');
    const schema = lintDescriptorFile(file).checks.find((c) => c.name === 'schema')!;
    expect(schema.ok).toBe(false);
    expect(schema.detail).toContain(`${file}#label: `);
    expect(schema.detail).toContain(`${file}#tools.shel: unknown field`);
  });

  it('checks a layer file as merged over the built-in, so a partial file can pass', () => {
    const w = scratch();
    const file = w.write(join(w.root, 'partial.toml'), 'label = "mine"\n');
    const r = lintDescriptorFile(file);
    expect(r.layer).toBe('file');
    expect(failed(r)).toEqual([]);
  });

  it.each([
    [
      'slug template lacking {condition}',
      'slug_template = "{prefix}{iteration}-{condition}__{skill_name}"',
      'slug_template = "{prefix}{iteration}__{skill_name}"',
      'staging.slug_template',
      'missing {condition}',
    ],
    [
      'slug template not starting with {prefix}',
      'slug_template = "{prefix}{iteration}',
      'slug_template = "x{prefix}{iteration}',
      'staging.slug_template',
      'must start with {prefix}',
    ],
    ['a template using an unknown placeholder', 'item = "- {name}: {description}', 'item = "- {name}: {summary}', 'skills_block.item', 'uses {summary}'],
    ['an unanchored stage-name pattern', 'pattern = "^[a-z0-9][a-z0-9._-]*$"', 'pattern = "[a-z0-9._-]+"', 'staging.stage_name.pattern', 'unanchored'],
    ['a prefix the stage-name pattern rejects', 'prefix = "cline-harness-eval-"', 'prefix = "Eval-"', 'staging.stage_name', 'does not match'],
    ['a skills_dir outside every config dir', 'skills_dir = ".cline/skills"', 'skills_dir = "skills"', 'config_dirs', 'skills is not inside'],
    [
      'a config dir that staging would copy',
      'exclude_dirs = ["evals", ".cline", ".clinerules", ".agents"]',
      'exclude_dirs = ["evals", ".cline"]',
      'staging.exclude_dirs',
      'not excluded: .clinerules, .agents',
    ],
    [
      'a guard plugin that is not index.js',
      'plugin = ".cline/plugins/cline-harness-guard/index.js"',
      'plugin = ".cline/plugins/guard.js"',
      'guard.plugin',
      'index.js',
    ],
    [
      'a guard prefix the transcript would not recognise',
      'reason_prefix = "eval guard: "',
      'reason_prefix = "guard: "',
      'guard.reason_prefix',
      'would not be counted',
    ],
    ['an exec template writing elsewhere', '>{out}/cline-events.jsonl', '>{out}/events.jsonl', 'dispatch.exec', '"{out}/cline-events.jsonl"'],
  ])('fails on %s, naming the field', (_, from, to, field, why) => {
    expect(builtinText).toContain(from);
    const w = scratch();
    const file = w.write(join(w.root, 'x.toml'), builtinText.replace(from, to));
    const bad = failed(lintDescriptorFile(file));
    expect(bad).toHaveLength(1);
    expect(bad[0]!.detail).toContain(`${file}#${field}: `);
    expect(bad[0]!.detail).toContain(why);
  });

  it('reports an unknown slug placeholder instead of failing to render the sample slug', () => {
    const w = scratch();
    const file = w.write(join(w.root, 'x.toml'), '[staging]\nslug_template = "{prefix}{iteration}-{condition}__{skill_name}-{date}"\n');
    const bad = failed(lintDescriptorFile(file));
    expect(bad.map((c) => c.name)).toEqual(['templates use only their own placeholders', 'a sample slug obeys the stage-name rules']);
    expect(bad[0]!.detail).toContain('staging.slug_template uses {date}');
  });

  it('adds a no-guard check for user and project layer files', () => {
    const w = scratch();
    const opts = { cwd: w.cwd, env: w.env, home: w.home };
    const clean = w.userLayer('clean', 'label = "x"\n');
    const guarded = w.projectLayer('guarded', '[guard]\nreason_prefix = "eval guard: "\n');
    expect(lintDescriptorFile(clean, opts).checks[1]).toEqual({ name: 'no guard table (user layer)', ok: true, detail: '' });
    const r = lintDescriptorFile(guarded, opts);
    expect(r.layer).toBe('project');
    expect(r.checks[1]).toMatchObject({ name: 'no guard table (project layer)', ok: false });
    expect(r.ok).toBe(false);
  });

  it('throws for a file it cannot read, rather than reporting checks', () => {
    const w = scratch();
    expect(() => lintDescriptorFile(join(w.root, 'nope.toml'))).toThrow(expect.objectContaining({ kind: 'unreadable' }));
  });

  it('finds a layer file by name, the project layer before the user layer before the built-in', () => {
    const w = scratch();
    const opts = { cwd: w.cwd, env: w.env, home: w.home };
    expect(findLayerByName('cline', opts)).toBe(BUILTIN_DESCRIPTOR_FILE);
    w.userLayer('cline', 'label = "u"\n');
    const project = w.projectLayer('cline', 'label = "p"\n');
    expect(findLayerByName('cline', opts)).toBe(project);
    expect(findLayerByName('nothing', opts)).toBeUndefined();
  });
});

describe('init', () => {
  it('writes a project layer that passes lint and changes only the label', () => {
    const w = scratch();
    const opts = { cwd: w.cwd, env: w.env, home: w.home };
    const file = initLayer('fast', opts);
    expect(file).toBe(join(w.cwd, '.cline-harness', 'harnesses', 'fast.toml'));
    expect(readFileSync(file, 'utf8')).toBe(scaffoldLayer('fast'));
    expect(failed(lintDescriptorFile(file, opts))).toEqual([]);
    const r = resolveDescriptor(opts);
    expect(r.descriptor.label).toBe('Cline CLI (fast)');
    expect(r.layers.at(-1)!.fields).toEqual(['label']);
  });

  it('refuses to overwrite an existing layer unless forced', () => {
    const w = scratch();
    const opts = { cwd: w.cwd, env: w.env, home: w.home };
    const file = w.projectLayer('mine', 'label = "hand edited"\n');
    expect(() => initLayer('mine', opts)).toThrow(/already exists; pass --force/);
    expect(readFileSync(file, 'utf8')).toBe('label = "hand edited"\n');
    initLayer('mine', { ...opts, force: true });
    expect(readFileSync(file, 'utf8')).toBe(scaffoldLayer('mine'));
  });

  it('refuses a name that is not a plain file name', () => {
    const w = scratch();
    expect(() => initLayer('../escape', { cwd: w.cwd })).toThrow(/must be letters, digits/);
  });
});
