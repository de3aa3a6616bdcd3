import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AuditReportSchema, FsChangesRecordSchema } from '../../src/audit/index.js';
import { SuiteResultsSchema } from '../../src/results/schema.js';
import { runCli } from '../helpers/cli.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();

describe('suite run without bwrap or guard: the filesystem audit', () => {
  it('sees outside writes the commands do not show, attributes the ones they do, and leaves cline\'s own writes out', async () => {
    const dir = await tempDir();
    await mkdir(join(dir, 'skill'));
    await writeFile(join(dir, 'skill', 'SKILL.md'), '---\nname: tiny\ndescription: d\n---\nSay done.\n');
    // Both writes land in the env's parent (the task's work dir); the second one's path exists only at run time.
    const hidden = `python3 -c "import os; open(os.path.join(os.path.dirname(os.getcwd()), 'hidden.txt'), 'w').write('x')"`;
    const script = [
      { tool_calls: [{ id: 'redirect', name: 'run_commands', arguments: { commands: ['echo x > ../redirect.txt'] } }] },
      { tool_calls: [{ id: 'hidden', name: 'run_commands', arguments: { commands: [hidden] } }] },
      { content: 'I am done.' },
    ];
    await writeFile(join(dir, 'script.json'), JSON.stringify(script));
    await writeFile(
      join(dir, 'suite.toml'),
      'name = "fs"\nskill = "skill"\nguard = false\nsandbox = "none"\ntimeout = 90\n\n' +
        '[[case]]\nid = "only"\nprompt = "Say that you are done"\nscript = "script.json"\n\n[[case.check]]\ntype = "final_text"\npattern = "done"\n',
    );
    const out = join(dir, 'out');
    const run = await runCli(['suite', 'run', join(dir, 'suite.toml'), '--out', out, '--filter', 'with_skill$']);
    expect(run.exitCode, run.stderr).toBe(0);

    const [task] = SuiteResultsSchema.parse(JSON.parse(await readFile(join(out, 'results.json'), 'utf8'))).tasks;
    const audit = AuditReportSchema.parse(JSON.parse(await readFile(join(task!.artifacts, 'audit.json'), 'utf8')));
    const record = FsChangesRecordSchema.parse(JSON.parse(await readFile(join(task!.artifacts, 'fs-changes.json'), 'utf8')));
    const work = join(audit.cwd, '..');
    expect(record.dirs).toContain(work);
    expect(record.truncated).toEqual([]);

    // Other processes on the machine may change /tmp or home meanwhile: look only at the task's own dirs.
    const ours = audit.outside_changes.filter((c) => c.path.startsWith(`${work}/`));
    expect(ours).toEqual([
      { path: join(work, 'hidden.txt'), change: 'added', ordinal: null, tool: null },
      { path: join(work, 'redirect.txt'), change: 'added', ordinal: 0, tool: 'run_commands' },
    ]);
    // cline writes its own state in the isolated HOME and data dir: none of it is the agent's.
    expect(audit.outside_changes.filter((c) => c.path.includes('cline-harness-task-'))).toEqual([]);
    // The redirect is named once (by the command's judgement); the hidden write only by the snapshots.
    expect(task!.stray_writes).toContain(`filesystem: added ${join(work, 'hidden.txt')} (unattributed)`);
    expect(task!.stray_writes.filter((s) => s.includes('redirect.txt'))).toEqual([`#0 run_commands: ${audit.cwd}/../redirect.txt`]);
    // The harness's own state (stage records of this and other runs) is not the agent's doing.
    expect(task!.stray_writes.filter((s) => s.includes('/cline-harness/stages/'))).toEqual([]);
  }, 180_000);
});
