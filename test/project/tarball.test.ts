/**
 * The path users take: the packed tarball installed into another project next
 * to cline, and the CLI run from there. cline itself comes from this checkout's
 * installed copy (a file: dependency) so the test does not download its binary.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../helpers/temp.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const tempDir = useTempDirs();

const npx = (cwd: string, args: string[]) => execa('npx', ['--no-install', 'cline-harness', ...args], { cwd, reject: false, stdin: 'ignore' });

describe('the packed tarball, installed into another project', () => {
  it('prints its own version and help, and runs a one-case suite against the host project\'s cline', async () => {
    const own = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { name: string; version: string };
    const host = await tempDir();
    // dist/ is built by the global setup; packing without scripts keeps the test from rebuilding it under other tests.
    await execa('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', host], { cwd: ROOT });
    const tarball = `${own.name}-${own.version}.tgz`;
    await writeFile(join(host, 'package.json'), JSON.stringify({ name: 'host-project', version: '1.0.0', private: true }));
    await execa('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', `./${tarball}`, `file:${join(ROOT, 'node_modules', 'cline')}`], {
      cwd: host,
    });

    const version = await npx(host, ['--version']);
    expect(version.exitCode, version.stderr).toBe(0);
    expect(version.stdout.trim()).toBe(own.version);

    const help = await npx(host, ['--help']);
    expect(help.exitCode).toBe(0);
    expect(help.stdout).toContain('cline-harness <command>');
    expect(help.stdout).toContain('suite');

    await mkdir(join(host, 'skill'));
    await writeFile(join(host, 'skill', 'SKILL.md'), '---\nname: tiny\ndescription: d\n---\nSay done.\n');
    await writeFile(join(host, 'script.json'), JSON.stringify([{ content: 'I am done.' }]));
    await writeFile(
      join(host, 'suite.toml'),
      'name = "tiny"\nskill = "skill"\nguard = true\nsandbox = "none"\ntimeout = 120\n\n[model]\nprovider = "scripted"\nid = "scripted-1"\n\n' +
        '[[case]]\nid = "only"\nprompt = "Say that you are done"\nscript = "script.json"\nconditions = ["with_skill"]\n\n' +
        '[[case.check]]\ntype = "final_text"\npattern = "done"\n',
    );
    const run = await npx(host, ['suite', 'run', 'suite.toml', '--out', 'out', '--json']);
    expect(run.exitCode, run.stderr).toBe(0);
    const results = JSON.parse(run.stdout) as { totals: unknown; tasks: { artifacts: string; warnings: string[] }[] };
    expect(results.totals).toEqual({ tasks: 1, passed: 1, failed: 0, errored: 0 });
    // The guard plugin bundle shipped in the tarball was loaded by cline.
    expect(results.tasks[0]!.warnings.join('\n')).not.toContain('did not load');
    const dispatched = JSON.parse(await readFile(join(results.tasks[0]!.artifacts, 'dispatch-result.json'), 'utf8')) as { cline_bin: string };
    expect(dispatched.cline_bin).toBe(join(host, 'node_modules', '.bin', 'cline'));
  }, 900_000);
});
