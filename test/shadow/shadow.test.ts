import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { builtinDescriptor } from '../../src/descriptor/index.js';
import { InputError } from '../../src/errors.js';
import { ShadowReportSchema, findShadows } from '../../src/shadow/index.js';
import { runCli } from '../helpers/cli.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();
const descriptor = builtinDescriptor();

/** Writes `<root>/<dir>/SKILL.md` with the given text. */
async function skill(root: string, dir: string, text: string): Promise<string> {
  const path = join(root, dir);
  await mkdir(path, { recursive: true });
  await writeFile(join(path, 'SKILL.md'), text);
  return path;
}

const named = (name: string, extra = '') => `---\nname: ${name}\ndescription: d\n${extra}---\nDo the thing.\n`;

/** A git repository env and an empty home, both temporary. */
async function setup() {
  const env = await tempDir('ch-shadow-env-');
  await execa('git', ['init', '-q'], { cwd: env });
  const home = await tempDir('ch-shadow-home-');
  return { env, home };
}

describe('findShadows', () => {
  it('scans the env\'s own skills dir only for an arm that stages nothing', async () => {
    const { env, home } = await setup();
    // Planted by an agent (or copied in from contaminated fixtures) in a control arm.
    const planted = await skill(join(env, '.cline/skills'), 'tiny', named('tiny'));
    const staged = await findShadows({ env, skills: ['tiny'], descriptor, home, processEnv: {} });
    expect(staged.shadows).toEqual([]);
    const control = await findShadows({ env, skills: ['tiny'], descriptor, home, processEnv: {}, includeProjectSkills: true });
    expect(control.shadows).toEqual([{ skill: 'tiny', root: join(env, '.cline/skills'), path: planted, named_by: 'frontmatter' }]);
  });

  it('finds same-named skills in project and user roots, by frontmatter name or directory name', async () => {
    const { env, home } = await setup();
    const byDir = await skill(join(env, '.clinerules/skills'), 'review', 'No frontmatter, just a body.\n');
    const byName = await skill(join(env, '.agents/skills'), 'renamed-dir', named('lint-fix'));
    await skill(join(env, '.agents/skills'), 'lint-fix-other', named('something-else'));
    const user = await skill(join(home, '.cline/skills'), 'review-copy', named('review'));
    const agents = await skill(join(home, '.agents/skills'), 'lint-fix', named('lint-fix'));
    // The staging dir holds the staged skill itself: never a shadow.
    await skill(join(env, '.cline/skills'), 'review', named('review'));

    const report = await findShadows({ env, skills: ['review', 'lint-fix'], descriptor, home, processEnv: {} });

    expect(ShadowReportSchema.parse(report)).toEqual(report);
    expect(report.project_root).toBe(env);
    expect(report.roots).toEqual([
      { path: join(env, '.clinerules/skills'), exists: true },
      { path: join(env, '.agents/skills'), exists: true },
      { path: join(home, '.cline/skills'), exists: true },
      { path: join(home, '.agents/skills'), exists: true },
    ]);
    expect(report.shadows).toEqual([
      { skill: 'review', root: join(env, '.clinerules/skills'), path: byDir, named_by: 'directory' },
      { skill: 'lint-fix', root: join(env, '.agents/skills'), path: byName, named_by: 'frontmatter' },
      { skill: 'review', root: join(home, '.cline/skills'), path: user, named_by: 'frontmatter' },
      { skill: 'lint-fix', root: join(home, '.agents/skills'), path: agents, named_by: 'frontmatter' },
    ]);
    expect(report.ignored).toEqual([]);
  });

  it('does not count disabled skills or skills with an empty body, and lists them as ignored', async () => {
    const { env, home } = await setup();
    const disabled = await skill(join(home, '.cline/skills'), 'review', named('review', 'disabled: true\n'));
    const empty = await skill(join(env, '.agents/skills'), 'review', '---\nname: review\n---\n\n');
    await mkdir(join(env, '.clinerules/skills/review'), { recursive: true }); // no SKILL.md: not a skill

    const report = await findShadows({ env, skills: ['review'], descriptor, home, processEnv: {} });

    expect(report.shadows).toEqual([]);
    expect(report.ignored.map((i) => [i.path, i.reason])).toEqual([
      [empty, 'its body (after the frontmatter) is empty'],
      [disabled, 'its frontmatter disables it'],
    ]);
  });

  it('reads $CLINE_DIR/skills instead of ~/.cline/skills, and configDir overrides both', async () => {
    const { env, home } = await setup();
    const clineDir = await tempDir('ch-shadow-clinedir-');
    const configDir = await tempDir('ch-shadow-config-');
    const inHome = await skill(join(home, '.cline/skills'), 'review', named('review'));
    const inClineDir = await skill(join(clineDir, 'skills'), 'review', named('review'));
    const inConfig = await skill(join(configDir, 'skills'), 'review', named('review'));

    const paths = async (opts: { processEnv: NodeJS.ProcessEnv; configDir?: string }) =>
      (await findShadows({ env, skills: ['review'], descriptor, home, ...opts })).shadows.map((s) => s.path);

    expect(await paths({ processEnv: {} })).toEqual([inHome]);
    expect(await paths({ processEnv: { CLINE_DIR: clineDir } })).toEqual([inClineDir]);
    expect(await paths({ processEnv: { CLINE_DIR: clineDir }, configDir })).toEqual([inConfig]);
  });

  it('uses the git top level for project roots when the env is a subdirectory', async () => {
    const { env: repo, home } = await setup();
    const env = join(repo, 'packages/app');
    await mkdir(env, { recursive: true });
    const top = await skill(join(repo, '.clinerules/skills'), 'review', named('review'));
    await skill(join(env, '.clinerules/skills'), 'review', named('review')); // not where Cline looks

    const report = await findShadows({ env, skills: ['review'], descriptor, home, processEnv: {} });

    expect(report.project_root).toBe(repo);
    expect(report.shadows.map((s) => s.path)).toEqual([top]);
  });

  it('skips a user root that is the staging dir itself', async () => {
    const { env, home } = await setup();
    await skill(join(env, '.cline/skills'), 'review', named('review'));

    const report = await findShadows({ env, skills: ['review'], descriptor, home, processEnv: { CLINE_DIR: join(env, '.cline') } });

    expect(report.roots.map((r) => r.path)).not.toContain(join(env, '.cline/skills'));
    expect(report.shadows).toEqual([]);
  });

  it('rejects an env that does not exist', async () => {
    const home = await tempDir();
    await expect(findShadows({ env: join(home, 'missing'), skills: ['x'], descriptor, home, processEnv: {} })).rejects.toThrow(InputError);
  });
});

describe('cline-harness shadow', () => {
  async function cliSetup() {
    const { env, home } = await setup();
    // Only PATH and the temp HOME: no CLINE_DIR or descriptor layers from the real user.
    const cli = (args: string[]) => runCli(['shadow', ...args], { extendEnv: false, env: { PATH: process.env.PATH, HOME: home } });
    const run = (args: string[]) => cli(['--env', env, ...args]);
    return { env, home, cli, run };
  }

  it('reports shadows as JSON and exits 1 only with --fail-on-shadow', async () => {
    const { home, run } = await cliSetup();
    const path = await skill(join(home, '.agents/skills'), 'helper', named('helper'));

    const plain = await run(['--skill', 'review', '--skill', 'helper', '--json']);
    expect(plain.exitCode).toBe(0);
    const report = ShadowReportSchema.parse(JSON.parse(plain.stdout));
    expect(report.skills).toEqual(['review', 'helper']);
    expect(report.shadows).toEqual([{ skill: 'helper', root: join(home, '.agents/skills'), path, named_by: 'frontmatter' }]);

    const failing = await run(['--skill', 'review', 'helper', '--fail-on-shadow']);
    expect(failing.exitCode).toBe(1);
    expect(failing.stderr).toContain(`shadow: helper is also at ${path}`);

    const clean = await run(['--skill', 'review', '--fail-on-shadow']);
    expect(clean.exitCode).toBe(0);
    expect(clean.stderr).toContain('no shadows of review');
  });

  it('scans --config DIR/skills in place of ~/.cline/skills', async () => {
    const { home, run } = await cliSetup();
    await skill(join(home, '.cline/skills'), 'review', named('review'));
    const config = await tempDir();
    const path = await skill(join(config, 'skills'), 'review', named('review'));

    const result = await run(['--skill', 'review', '--config', config, '--json']);
    expect(JSON.parse(result.stdout).shadows.map((s: { path: string }) => s.path)).toEqual([path]);
  });

  it('exits 2 for a missing env or an empty skill name', async () => {
    const { env, cli, run } = await cliSetup();
    const missing = await cli(['--env', join(env, 'nope'), '--skill', 'x']);
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toContain('cannot read the env');
    const empty = await run(['--skill', '']);
    expect(empty.exitCode).toBe(2);
    expect(empty.stderr).toContain('--skill needs a skill name');
  });
});
