import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { BUILTIN_DESCRIPTOR_FILE, RULE_NAMES, builtinDescriptor, loadDescriptorFile } from '../../src/descriptor/index.js';
import { cli, cliInProcess, scratch } from './helpers.js';

// The first test of each subcommand runs the built CLI (dist/cli.js) the way a user does; the others run the CLI's entry
// in-process (cliInProcess), the same code and output without a node start per call.

describe('cline-harness harness lint', () => {
  it('checks the built-in descriptor by default: one ✓ line per check on stdout, exit 0', async () => {
    const r = await cli(['harness', 'lint'], scratch());
    expect(r.exitCode).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines).toEqual(['✓ TOML syntax', '✓ schema', ...RULE_NAMES.map((n) => `✓ ${n}`)]);
    expect(r.stderr).toContain(`linting ${BUILTIN_DESCRIPTOR_FILE}`);
  });

  it('exits 1 with a ✗ line naming the file and field when a check fails', async () => {
    const w = scratch();
    const file = w.write(join(w.cwd, 'bad.toml'), '[staging]\nslug_template = "{prefix}{iteration}-{skill_name}"\n');
    const r = await cli(['harness', 'lint', 'bad.toml'], w);
    expect(r.exitCode).toBe(1);
    expect(r.stdout).toContain(`✗ ${RULE_NAMES[0]}: ${file}#staging.slug_template: missing {condition}\n`);
    expect(r.stdout).toContain('✓ TOML syntax\n');
  });

  it('exits 1 and reports the line of a TOML syntax error', async () => {
    const w = scratch();
    const file = w.write(join(w.cwd, 'broken.toml'), 'label = "x"\nlabel = "twice"\n');
    const r = await cli(['harness', 'lint', file], w);
    expect(r.exitCode).toBe(1);
    expect(r.stdout.split('\n')[0]).toMatch(new RegExp(`^✗ TOML syntax: ${file}:2:\\d+: `));
  });

  it('exits 2 with one line naming an unreadable file', async () => {
    const w = scratch();
    const r = await cli(['harness', 'lint', 'no-such-file.toml'], w);
    expect(r.exitCode).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim()).toBe(
      'cline-harness: no-such-file.toml: no such descriptor file, and no built-in, user or project layer file has that name',
    );
  });

  it('accepts a layer NAME and lints that file with its layer checks', async () => {
    const w = scratch();
    const file = w.projectLayer('mine', '[guard]\nreason_prefix = "eval guard: "\n');
    const r = await cliInProcess(['harness', 'lint', 'mine'], w);
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toContain(`linting ${file}`);
    expect(r.stdout).toContain('✗ no guard table (project layer): ');
  });
});

describe('cline-harness harness show', () => {
  it('prints the built-in descriptor as TOML that loads back unchanged', async () => {
    const w = scratch();
    const r = await cli(['harness', 'show'], w);
    expect(r.exitCode).toBe(0);
    const file = w.write(join(w.root, 'shown.toml'), r.stdout);
    expect(loadDescriptorFile(file)).toEqual(builtinDescriptor());
  });

  it('prints JSON with --json', async () => {
    const r = await cliInProcess(['harness', 'show', '--json'], scratch());
    expect(r.exitCode).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(builtinDescriptor());
  });

  it('merges the user and project layers and warns on stderr about a broken one', async () => {
    const w = scratch();
    w.userLayer('team', '[staging]\nprefix = "team-eval-"\n');
    w.projectLayer('a', 'label = "Project harness"\n');
    const broken = w.projectLayer('b', 'label = [\n');
    const r = await cliInProcess(['harness', 'show'], w);
    expect(r.exitCode).toBe(0);
    const shown = parse(r.stdout) as { label: string; staging: { prefix: string; slug_template: string } };
    expect(shown.label).toBe('Project harness');
    expect(shown.staging.prefix).toBe('team-eval-');
    expect(shown.staging.slug_template).toBe(builtinDescriptor().staging.slug_template);
    expect(r.stderr).toContain(`warning: skipping project harness layer ${broken}: ${broken}:2:`);
  });

  it('applies --harness-file last and exits 2 when it is broken', async () => {
    const w = scratch();
    w.write(join(w.cwd, 'good.toml'), 'label = "explicit"\n');
    const good = await cliInProcess(['harness', 'show', '--json', '--harness-file', 'good.toml'], w);
    expect(JSON.parse(good.stdout).label).toBe('explicit');

    const bad = w.write(join(w.cwd, 'bad.toml'), 'model_flag = "m"\n');
    const r = await cliInProcess(['harness', 'show', '--harness-file', 'bad.toml'], w);
    expect(r.exitCode).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(`${bad}#model_flag: must be a flag such as -m or --model`);
  });
});

describe('cline-harness harness list', () => {
  it('shows each layer file with its provenance and whether it applied', async () => {
    const w = scratch();
    const user = w.userLayer('team', 'label = "t"\n');
    const project = w.projectLayer('guarded', '[guard]\nplugin = ".cline/plugins/x/index.js"\n');
    const r = await cli(['harness', 'list'], w);
    expect(r.exitCode).toBe(0);
    expect(r.stdout.split('\n').map((l) => l.split(/ +/))).toEqual([
      ['builtin', 'cline', 'applied', BUILTIN_DESCRIPTOR_FILE],
      ['user', 'team', 'applied', user],
      ['project', 'guarded', 'skipped', project],
    ]);
    expect(r.stderr).toContain(`warning: skipping project harness layer ${project}`);
  });

  it('gives the fields each layer sets with --json', async () => {
    const w = scratch();
    w.userLayer('team', 'label = "t"\n[tools.skill]\narg = "name"\n');
    const layers = JSON.parse((await cliInProcess(['harness', 'list', '--json'], w)).stdout);
    expect(layers[1]).toMatchObject({ layer: 'user', name: 'team', applied: true, fields: ['label', 'tools.skill.arg'] });
  });
});

describe('cline-harness harness init', () => {
  it('creates a lint-clean project layer, and refuses to overwrite it without --force', async () => {
    const w = scratch();
    const created = await cli(['harness', 'init', 'nightly'], w);
    const file = join(w.cwd, '.cline-harness', 'harnesses', 'nightly.toml');
    expect(created.exitCode).toBe(0);
    expect(created.stdout.trim()).toBe(file);
    expect((await cliInProcess(['harness', 'lint', 'nightly'], w)).exitCode).toBe(0);

    const again = await cliInProcess(['harness', 'init', 'nightly'], w);
    expect(again.exitCode).toBe(2);
    expect(again.stderr).toContain(`${file}: already exists; pass --force to overwrite it`);

    w.write(file, 'label = "edited"\n');
    expect((await cliInProcess(['harness', 'init', 'nightly', '--force'], w)).exitCode).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain('label = "Cline CLI (nightly)"');
  });
});

describe('help', () => {
  it.each([
    [['harness', '--help'], 'Layers, lowest precedence first'],
    [['harness', 'lint', '--help'], 'checked as a layer over the built-in'],
    [['harness', 'show', '--help'], '--harness-file'],
    [['harness', 'list', '--help'], 'whether it applied'],
    [['harness', 'init', '--help'], '--force'],
  ])('%j explains itself', async (args, text) => {
    const r = await cliInProcess(args, scratch());
    expect(r.exitCode).toBe(0);
    expect(r.stdout.replace(/\s+/g, ' ')).toContain(text);
  });
});
