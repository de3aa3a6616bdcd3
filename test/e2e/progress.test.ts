/**
 * `suite run` in a CI log (stderr not a terminal): lines from its first moment, through the checks, the snapshot and
 * cline's setup, and each task's start, all before the first task ends. The test reads the lines as they come.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { CLI } from '../helpers/cli.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();

describe('suite run progress in a CI log', () => {
  it('says it is checking, planning, snapshotting, finding cline and starting tasks before the first task ends', async () => {
    const dir = await tempDir();
    await mkdir(join(dir, 'skill'));
    await writeFile(join(dir, 'skill', 'SKILL.md'), '---\nname: tiny\ndescription: d\n---\nSay done.\n');
    // The model takes its time: the first task cannot end before it answers.
    await writeFile(join(dir, 'script.json'), JSON.stringify([{ content: 'I am done.', delay_ms: 2000 }]));
    await writeFile(
      join(dir, 'suite.toml'),
      'name = "tiny"\nskill = "skill"\nguard = false\nsandbox = "none"\ntimeout = 120\n' +
        '[[case]]\nid = "only"\nprompt = "Say that you are done"\nscript = "script.json"\n\n[[case.check]]\ntype = "final_text"\npattern = "done"\n',
    );
    const child = execa('node', [CLI, 'suite', 'run', join(dir, 'suite.toml'), '--out', join(dir, 'out')], { reject: false, stdin: 'ignore' });
    const lines: string[] = [];
    let firstEnd = -1;
    child.stderr!.setEncoding('utf8');
    let rest = '';
    child.stderr!.on('data', (chunk: string) => {
      rest += chunk;
      const parts = rest.split('\n');
      rest = parts.pop()!;
      for (const line of parts) {
        lines.push(line);
        if (firstEnd < 0 && /^\[\d+s\] 1\/2 /.test(line)) firstEnd = lines.length - 1;
      }
    });
    const run = await child;
    expect(run.exitCode, lines.join('\n')).toBe(0);
    expect(firstEnd, lines.join('\n')).toBeGreaterThan(0);
    const before = lines.slice(0, firstEnd);
    const index = (re: RegExp) => before.findIndex((l) => re.test(l));
    const said = [
      /^tiny: checking the suite before any task/,
      /^\[\d+s\] 2 planned$/,
      /^\[\d+s\] taking a read-only snapshot of the suite's files$/,
      /^\[\d+s\] finding cline and its version$/,
      /^\[\d+s\] cline \d+\.\d+\.\d+; starting tasks, \d+ at a time$/,
      /^\[\d+s\] started only\/with_skill\/r1$/,
    ].map(index);
    // Every one of them came before the first task ended, in this order.
    expect(said.every((i) => i >= 0), before.join('\n')).toBe(true);
    expect([...said].sort((a, b) => a - b)).toEqual(said);
  }, 600_000);
});
