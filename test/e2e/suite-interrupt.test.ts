import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { SuiteResultsSchema } from '../../src/suite/schema.js';
import { CLI } from '../helpers/cli.js';
import { clineProcessesUnder } from '../helpers/leftovers.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();

describe('cline-harness suite run interrupted with Ctrl-C (SIGINT)', () => {
  it('exits 130, leaves no cline process behind, and does not claim the guard was not loaded', async () => {
    const dir = await tempDir('suite-int-');
    await mkdir(join(dir, 'skill'));
    await writeFile(join(dir, 'skill', 'SKILL.md'), '---\nname: tiny\ndescription: d\n---\nSay done.\n');
    // The model starts answering, then hangs: the task is mid-run when Ctrl-C comes.
    await writeFile(join(dir, 'script.json'), JSON.stringify([{ content: ['Working on it', ' still'], hang: true }]));
    await writeFile(
      join(dir, 'suite.toml'),
      'name = "tiny"\nskill = "skill"\nguard = true\nsandbox = "none"\ntimeout = 300\njobs = 1\n' +
        '[[case]]\nid = "only"\nprompt = "Say that you are done"\nscript = "script.json"\n\n' +
        '[[case.check]]\ntype = "final_text"\npattern = "done"\n',
    );
    const tmp = join(dir, 'tmp');
    await mkdir(tmp);
    const out = join(dir, 'out');
    const child = execa('node', [CLI, 'suite', 'run', join(dir, 'suite.toml'), '--out', out], {
      reject: false,
      stdin: 'ignore',
      env: { TMPDIR: tmp },
    });
    // Wait until cline runs under this TMPDIR (the task is mid-run), then press Ctrl-C.
    for (let i = 0; i < 600 && (await clineProcessesUnder(tmp)).length === 0; i++) await new Promise((r) => setTimeout(r, 200));
    expect((await clineProcessesUnder(tmp)).length).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 5_000));
    // A plain SIGINT, as Ctrl-C sends (execa's kill() would follow it with SIGKILL after 5 s).
    process.kill(child.pid!, 'SIGINT');
    const result = await child;
    expect(result.exitCode).toBe(130);
    expect(String(result.stderr)).toContain('interrupted');
    expect(await clineProcessesUnder(tmp)).toEqual([]);
    const results = SuiteResultsSchema.parse(JSON.parse(await readFile(join(out, 'results.json'), 'utf8')));
    for (const task of results.tasks) {
      expect(JSON.stringify(task)).not.toContain('cline did not load it');
    }
  }, 300_000);
});
