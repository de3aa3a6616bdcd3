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
    // --prefer-offline: the npm cache first, the npm registry only for what it lacks (--offline fails where the cache is empty).
    // --ignore-scripts: the cline dependency is a link to this checkout's own copy, and its postinstall would hard-link
    // the binary there, changing the file a concurrent e2e test's audit checks the agent did not touch.
    const cline = `file:${join(ROOT, 'node_modules', 'cline')}`;
    const install = await execa('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', '--save-dev', `./${tarball}`, cline], {
      cwd: host,
    });
    // What a Node 20 user sees (docs/ci.md): engine warnings name only cline's own packages (which need Node ≥ 22 by their
    // manifests, yet run here: the binary is a platform build), never this package or its runtime dependencies.
    const engineWarned = [...install.stderr.matchAll(/EBADENGINE Unsupported engine \{\s*npm warn EBADENGINE\s+package: '([^']+)'/g)].map((m) => m[1]!);
    if (process.versions.node.startsWith('20.')) expect(engineWarned.every((p) => p.startsWith('@cline/'))).toBe(true);
    expect(engineWarned.some((p) => p.startsWith('cline-harness'))).toBe(false);

    const version = await npx(host, ['--version']);
    expect(version.exitCode, version.stderr).toBe(0);
    expect(version.stdout.trim()).toBe(own.version);

    const help = await npx(host, ['--help']);
    expect(help.exitCode).toBe(0);
    expect(help.stdout).toContain('cline-harness <command>');
    expect(help.stdout).toContain('suite');

    await mkdir(join(host, 'skill', 'evals'), { recursive: true });
    await writeFile(join(host, 'skill', 'SKILL.md'), '---\nname: tiny\ndescription: d\n---\nSay done.\n');
    await writeFile(join(host, 'skill', 'evals', 'script.json'), JSON.stringify([{ content: 'I am done.' }]));
    await writeFile(
      join(host, 'skill', 'evals', 'suite.toml'),
      'name = "tiny"\nskill = ".."\nguard = true\nsandbox = "none"\ntimeout = 120\n\n[model]\nprovider = "scripted"\nid = "scripted-1"\n\n' +
        '[[case]]\nid = "only"\nprompt = "Say that you are done"\nscript = "script.json"\nconditions = ["with_skill"]\n\n' +
        '[[case.check]]\ntype = "final_text"\npattern = "done"\n',
    );
    // As the README's "Use it in your repository" has it: the repository's suites found by directory, every skill covered.
    const run = await npx(host, ['suite', 'run', '.', '--require-evals', '.', '--out', 'out', '--json']);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stderr).toContain('1 suite(s): tiny exit 0');
    expect(JSON.parse(await readFile(join(host, 'package.json'), 'utf8'))).toMatchObject({
      devDependencies: { 'cline-harness': `file:${tarball}`, cline: expect.any(String) },
    });
    const results = JSON.parse(run.stdout) as { totals: unknown; tasks: { artifacts: string; warnings: string[] }[] };
    // One with-skill task and no control: the treatment counters hold it all.
    const one = { tasks: 1, passed: 1, failed: 0, errored: 0 };
    expect(results.totals).toEqual({ ...one, treatment: one, control: { tasks: 0, passed: 0, failed: 0, errored: 0 } });
    // The guard plugin bundle shipped in the tarball was loaded by cline.
    expect(results.tasks[0]!.warnings.join('\n')).not.toContain('did not load');
    const dispatched = JSON.parse(await readFile(join(results.tasks[0]!.artifacts, 'dispatch-result.json'), 'utf8')) as { cline_bin: string };
    expect(dispatched.cline_bin).toBe(join(host, 'node_modules', '.bin', 'cline'));
  }, 900_000);
});
