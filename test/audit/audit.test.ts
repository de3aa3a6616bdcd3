import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AuditReportSchema, auditFile, unconfinedValidityErrors, type AuditFinding, type AuditOptions, type FsChangesRecord } from '../../src/audit/index.js';
import { builtinDescriptor } from '../../src/descriptor/index.js';
import { InputError } from '../../src/errors.js';
import { runCli, runCliInProcess } from '../helpers/cli.js';
import { useTempDirs } from '../helpers/temp.js';
import { captureNames, eventsPath } from '../transcript/captures.js';

const tempDir = useTempDirs();
const descriptor = builtinDescriptor();
/** The captures' neutral paths (see each capture's meta.json `neutral_paths`). */
const ENV = '/capture/env';
const HOME = '/capture/home';

const audit = (file: string, opts: Partial<AuditOptions> = {}) => auditFile(file, { roots: [ENV], home: HOME, descriptor, ...opts });
const brief = (findings: AuditFinding[]) => findings.map((f) => [f.ordinal, f.tool, f.command ?? f.target]);

/** One tool call as cline --json writes it: a content_start and a content_end. */
function toolCall(id: string, toolName: string, input: unknown, output: unknown): string[] {
  const line = (event: object) => JSON.stringify({ ts: '2026-01-01T00:00:00.000Z', type: 'agent_event', event });
  return [
    line({ type: 'content_start', contentType: 'tool', toolName, toolCallId: id, input }),
    line({ type: 'content_end', contentType: 'tool', toolName, toolCallId: id, output, durationMs: 1 }),
  ];
}

async function eventsFile(dir: string, calls: string[][]): Promise<string> {
  const path = join(dir, 'events.jsonl');
  await writeFile(path, calls.flat().join('\n') + '\n');
  return path;
}

const ok = (query: string) => ({ query, result: 'ok', success: true });

describe('auditing the real captures', () => {
  it('finds nothing in runs that stayed inside their env', async () => {
    const names = captureNames();
    expect(names.length).toBeGreaterThanOrEqual(15);
    for (const name of names) {
      const report = await audit(eventsPath(name), { liveSkill: '/skills/live' });
      expect(AuditReportSchema.parse(report)).toEqual(report);
      expect([name, report.violations, report.warnings, report.live_source_reads]).toEqual([name, [], [], []]);
    }
  });

  it('reports every editor and apply_patch target outside the roots', async () => {
    const patch = await audit(eventsPath('apply-patch'), { roots: ['/capture/other'], cwd: ENV });
    expect(brief(patch.violations)).toEqual([
      [0, 'apply_patch', '/capture/env/notes.md'],
      [1, 'apply_patch', '/capture/env/app.py'],
      [2, 'apply_patch', '/capture/env/app.py'],
    ]);
    expect(patch.violations[0]!.reason).toBe('writing /capture/env/notes.md: outside the allowed roots /capture/other');

    // The read_files call (ordinal 3) reads outside the roots, which is fine.
    const editor = await audit(eventsPath('editor'), { roots: ['/capture/other'], cwd: ENV });
    expect(brief(editor.violations).map(([ordinal, tool]) => [ordinal, tool])).toEqual([
      [0, 'editor'],
      [1, 'editor'],
      [2, 'editor'],
    ]);
    expect(editor.tool_calls).toBe(4);
  });

  it('judges each command on its own and says how the run refused it', async () => {
    const report = await audit(eventsPath('plan-mode-block'), { roots: ['/capture/env/sub'], cwd: ENV });
    // `ls` reads; `rm build.log` removes a file outside /capture/env/sub; plan mode refused the call.
    expect(report.violations).toEqual([
      {
        ordinal: 0,
        tool: 'run_commands',
        command: 'rm build.log',
        kind: 'write',
        target: '/capture/env/build.log',
        reason: expect.stringMatching(/\/capture\/env\/build\.log: outside the allowed roots \/capture\/env\/sub$/),
        denied: 'plan_mode',
      },
    ]);
    const refused = await audit(eventsPath('approval-refused'), { roots: ['/capture/other'], cwd: ENV });
    expect(refused.violations.map((f) => [f.tool, f.denied])).toEqual([['editor', 'approval']]);
  });

  it('reports reads of the live skill source by read_files and by search results', async () => {
    const report = await audit(eventsPath('realistic-fix'), { liveSkill: '/capture/env/src' });
    expect(report.live_source_reads.map((f) => [f.ordinal, f.tool, f.kind, f.target])).toEqual([
      [0, 'search_codebase', 'live_read', '/capture/env/src/sum.js'],
      [1, 'read_files', 'live_read', '/capture/env/src/sum.js'],
    ]);
    expect(report.live_source_reads[1]!.reason).toBe(
      'reads /capture/env/src/sum.js in the live skill source /capture/env/src, not its staged copy',
    );
    const search = await audit(eventsPath('search-codebase'), { liveSkill: '/capture/env/src' });
    expect(search.live_source_reads.map((f) => f.target)).toEqual(['/capture/env/src/main.js', '/capture/env/src/config.js']);
  });
});

describe('auditing shell commands, paths and live reads', () => {
  it('sorts writes outside into violations and installs and git remote operations into warnings', async () => {
    const dir = await tempDir();
    const env = join(dir, 'env');
    const file = await eventsFile(dir, [
      toolCall(
        'c1',
        'run_commands',
        { commands: ['npm test', 'echo x > /tmp/stray.txt', 'npm install -g tsx', 'git push origin main', 'git commit -am fix', 'sh -c "cp a.txt ~/b.txt"'] },
        [],
      ),
      toolCall('c2', 'run_commands', { commands: ['pip install requests', 'echo fine > out.txt'] }, []),
    ]);

    const report = await auditFile(file, { roots: [env], home: join(dir, 'home'), descriptor });

    expect(brief(report.violations)).toEqual([
      [0, 'run_commands', 'echo x > /tmp/stray.txt'],
      [0, 'run_commands', 'sh -c "cp a.txt ~/b.txt"'],
    ]);
    expect(report.violations.map((f) => f.target)).toEqual(['/tmp/stray.txt', join(dir, 'home/b.txt')]);
    expect(report.warnings.map((f) => [f.ordinal, f.kind, f.target])).toEqual([
      [0, 'install', 'npm install -g'],
      [0, 'remote', 'git push'],
      [1, 'install', 'pip install'],
    ]);
    expect(report.warnings[1]!.reason).toBe('git push is a git remote operation');
  });

  it('counts registry changes as warnings, and remote copies, global git config and unevaluable targets as violations', async () => {
    const dir = await tempDir();
    const file = await eventsFile(dir, [
      toolCall('c1', 'run_commands', { commands: ['npm publish', 'scp notes.txt host:/tmp/', 'git config --global user.name x', 'echo x > "$OUT/f"'] }, []),
    ]);

    const report = await auditFile(file, { roots: [join(dir, 'env')], home: join(dir, 'home'), descriptor });

    expect(report.warnings.map((f) => [f.kind, f.command])).toEqual([['registry', 'npm publish']]);
    expect(report.violations.map((f) => [f.kind, f.command])).toEqual([
      ['write', 'scp notes.txt host:/tmp/'],
      ['write', 'git config --global user.name x'],
      ['unevaluable', 'echo x > "$OUT/f"'],
    ]);
  });

  it('follows symlinks, relative paths and ~ in editor and apply_patch targets', async () => {
    const dir = await tempDir();
    const env = join(dir, 'env');
    const outside = join(dir, 'outside');
    await mkdir(env);
    await mkdir(outside);
    await symlink(outside, join(env, 'link'));
    const patch = ['*** Begin Patch', '*** Add File: notes.md', '+hi', '*** Update File: a.txt', '*** Move to: ../moved.txt', '*** End Patch'].join('\n');
    const file = await eventsFile(dir, [
      toolCall('e1', 'editor', { path: join(env, 'link/x.txt'), new_text: 'x' }, { query: 'edit', result: 'ok', success: true }),
      toolCall('e2', 'editor', { path: 'inside.txt', new_text: 'x' }, { query: 'edit', result: 'ok', success: true }),
      toolCall('e3', 'editor', { path: '~/.bashrc', new_text: 'x' }, { query: 'edit', result: 'ok', success: true }),
      toolCall('p1', 'apply_patch', { input: patch }, { query: 'apply_patch', result: 'ok', success: true }),
    ]);

    const report = await auditFile(file, { roots: [env], home: join(dir, 'home'), descriptor });

    expect(report.violations.map((f) => [f.ordinal, f.target])).toEqual([
      [0, join(env, 'link/x.txt')],
      [2, join(dir, 'home/.bashrc')],
      [3, join(dir, 'moved.txt')],
    ]);
    expect(report.violations[0]!.reason).toContain(`(resolves to ${join(outside, 'x.txt')})`);

    // A root named through a symlink covers the real directory's files.
    await symlink(env, join(dir, 'env-link'));
    const viaLink = await auditFile(file, { roots: [join(dir, 'env-link')], home: join(dir, 'home'), descriptor });
    expect(viaLink.violations.map((f) => f.ordinal)).toEqual([0, 2, 3]);
  });

  it('reports live source reads by nested read_files paths and by commands, not reads of the staged copy', async () => {
    const dir = await tempDir();
    const env = join(dir, 'env');
    const live = join(dir, 'skills/review');
    const staged = join(env, '.cline/skills/cline-harness-eval-1-with_skill__review');
    const file = await eventsFile(dir, [
      toolCall('r1', 'read_files', { files: [{ path: join(staged, 'SKILL.md') }, { path: join(live, 'SKILL.md'), start_line: 1, end_line: 3 }] }, []),
      toolCall(
        'c1',
        'run_commands',
        { commands: [`cat ${staged}/SKILL.md`, `cat "${live}/SKILL.md"`, `sh -c 'head ${live}/ref.md'`, 'ls ../skills/review'] },
        [],
      ),
      toolCall('c2', 'run_commands', { commands: [`grep -r --include=*.md x ${join(dir, 'skills')}`] }, []),
    ]);

    const report = await auditFile(file, { roots: [env], home: join(dir, 'home'), liveSkill: live, descriptor });

    expect(report.live_source_reads.map((f) => [f.ordinal, f.tool, f.command, f.target])).toEqual([
      [0, 'read_files', null, join(live, 'SKILL.md')],
      [1, 'run_commands', `cat "${live}/SKILL.md"`, `${live}/SKILL.md`],
      [1, 'run_commands', `sh -c 'head ${live}/ref.md'`, `${live}/ref.md`],
      [1, 'run_commands', 'ls ../skills/review', '../skills/review'],
    ]);
    // Reading the parent of the live source is not a read of it.
    expect(report.live_source_reads.some((f) => f.ordinal === 2)).toBe(false);
    expect(report.violations).toEqual([]);
  });

  it('attributes a sandbox refusal to the command it hit', async () => {
    const dir = await tempDir();
    const file = await eventsFile(dir, [
      toolCall('c1', 'run_commands', { commands: ['echo ok', 'touch /usr/stray'] }, [
        ok('echo ok'),
        {
          query: 'touch /usr/stray',
          result: "[Command exited with code 1]\n\n[stderr]\ntouch: cannot touch '/usr/stray': Read-only file system",
          error: 'Command exited with code 1',
          success: false,
        },
      ]),
    ]);
    const report = await auditFile(file, { roots: [join(dir, 'env')], descriptor });
    expect(report.violations.map((f) => [f.command, f.denied])).toEqual([['touch /usr/stray', 'sandbox']]);
  });

  it('reports every finding of one command, not only the first', async () => {
    const dir = await tempDir();
    const file = await eventsFile(dir, [toolCall('c1', 'run_commands', { commands: ['echo a > /srv/x; touch /srv/y && cp a.txt /srv/z'] }, [])]);
    const report = await auditFile(file, { roots: [join(dir, 'env')], descriptor });
    expect(report.violations.map((f) => [f.ordinal, f.target])).toEqual([
      [0, '/srv/x'],
      [0, '/srv/y'],
      [0, '/srv/z'],
    ]);
  });

  it('in a bwrap run, counts a failed outside write as a sandbox refusal even without the read-only text', async () => {
    const dir = await tempDir();
    const failed = (query: string, stderr: string) => ({
      query,
      result: `[Command exited with code 1]\n\n[stderr]\n${stderr}`,
      error: 'Command exited with code 1',
      success: false,
    });
    const file = await eventsFile(dir, [
      toolCall('c1', 'run_commands', { commands: ['history -w /srv/hist', 'curl --etag-save /srv/etag https://example.com', 'touch /srv/ran'] }, [
        failed('history -w /srv/hist', 'bash: history: /srv/hist: cannot create: Permission denied'),
        failed('curl --etag-save /srv/etag https://example.com', 'curl: (26) Failed to open/read local data'),
        ok('touch /srv/ran'),
      ]),
    ]);
    const sandboxed = await auditFile(file, { roots: [join(dir, 'env')], descriptor, sandboxed: true });
    expect(sandboxed.violations.map((f) => [f.target, f.denied])).toEqual([
      ['/srv/hist', 'sandbox'],
      ['/srv/etag', 'sandbox'],
      ['/srv/ran', null],
    ]);
    expect(sandboxed.inferred_sandbox_denials).toBe(2);
    const bare = await auditFile(file, { roots: [join(dir, 'env')], descriptor });
    expect(bare.violations.map((f) => f.denied)).toEqual([null, null, null]);
    expect(bare.inferred_sandbox_denials).toBe(0);
  });

  it('reports each outside change of the snapshots, attributed to the call that explains it or unattributed', async () => {
    const dir = await tempDir();
    const env = join(dir, 'env');
    const file = await eventsFile(dir, [
      toolCall('c1', 'run_commands', { commands: ['npm test'] }, [ok('npm test')]),
      toolCall('c2', 'run_commands', { commands: [`echo x > ${dir}/out/a.txt`] }, [ok('echo')]),
      toolCall('c3', 'run_commands', { commands: ['cd ../out && touch b.txt'] }, [ok('cd')]),
      toolCall('c4', 'run_commands', { commands: [`ls ${dir}/tmp && cd ${dir}/tmp && touch mine`] }, [ok('ls')]),
    ]);
    const fsChanges: FsChangesRecord = {
      schema_version: 1, dirs: [dir], exclude: [], shared: [join(dir, 'tmp')], entries: 9, hashed: 2, truncated: [], snapshot_ms: 3,
      changes: [
        { path: join(dir, 'home', '.npmrc'), change: 'added' },
        { path: join(dir, 'out', 'a.txt'), change: 'added' },
        { path: join(dir, 'out', 'b.txt'), change: 'added' },
        { path: join(env, 'inside.txt'), change: 'added' },
        // In the shared dir: the call names the dir and this name, but not the other process's file.
        { path: join(dir, 'tmp', 'mine'), change: 'added' },
        { path: join(dir, 'tmp', 'mine-other'), change: 'added' },
      ],
    };
    const report = await auditFile(file, { roots: [env], descriptor, fsChanges });
    expect(AuditReportSchema.parse(report)).toEqual(report);
    expect(report.outside_changes).toEqual([
      { path: join(dir, 'home', '.npmrc'), change: 'added', ordinal: null, tool: null },
      { path: join(dir, 'out', 'a.txt'), change: 'added', ordinal: 1, tool: 'run_commands' },
      { path: join(dir, 'out', 'b.txt'), change: 'added', ordinal: 2, tool: 'run_commands' },
      { path: join(dir, 'tmp', 'mine'), change: 'added', ordinal: 3, tool: 'run_commands' },
    ]);
    expect(report.shared_unexplained).toBe(1);
    expect(report.fs_snapshot).toEqual({
      schema_version: 1, dirs: [dir], exclude: [], shared: [join(dir, 'tmp')], entries: 9, hashed: 2, truncated: [], snapshot_ms: 3,
    });
    expect(unconfinedValidityErrors(report)).toEqual([
      `without bwrap, the agent changed 4 path(s) outside the env: added ${join(dir, 'home', '.npmrc')}, added ${join(dir, 'out', 'a.txt')}, ` +
        `added ${join(dir, 'out', 'b.txt')}, …`,
    ]);
    const cut = await auditFile(file, { roots: [env], descriptor, fsChanges: { ...fsChanges, truncated: [dir], changes: [] } });
    expect(unconfinedValidityErrors(cut)).toEqual([
      `the filesystem audit stopped at its entry bound in ${dir} (a flood of files, or a dir too large to walk): writes there went unseen; run in bwrap`,
    ]);
    expect(unconfinedValidityErrors(await auditFile(file, { roots: [env], descriptor }))).toEqual([]);
  });

  it('throws InputError for a missing events file', async () => {
    await expect(audit('/nonexistent/events.jsonl')).rejects.toThrow(InputError);
  });
});

describe('cline-harness audit', () => {
  // Exits 0 and 1 from a real process; the rest run the CLI's entry in-process (runCliInProcess), without a node start each.
  it('exits 0 with a JSON report for a clean capture', async () => {
    const result = await runCli(['audit', eventsPath('realistic-fix'), '--root', ENV, '--home', HOME, '--json']);
    expect(result.exitCode).toBe(0);
    const report = AuditReportSchema.parse(JSON.parse(result.stdout));
    expect(report.tool_calls).toBe(5);
    expect(report.violations).toEqual([]);
  });

  it('exits 1 with violations and names each in text', async () => {
    const result = await runCli(['audit', eventsPath('apply-patch'), '--root', '/capture/other', '--root', '/capture/more', '--cwd', ENV]);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('violation: call #0 apply_patch: writing /capture/env/notes.md: outside the allowed roots /capture/other, /capture/more');
    expect(result.stderr).toContain('3 tool calls: 3 violations, 0 warnings, 0 live source reads');
  });

  it('exits 0 when there are only warnings and live source reads', async () => {
    const dir = await tempDir();
    const env = join(dir, 'env');
    const file = await eventsFile(dir, [toolCall('c1', 'run_commands', { commands: ['git fetch', `cat ${env}/live/SKILL.md`] }, [])]);
    const result = await runCliInProcess(['audit', file, '--root', env, '--live-skill', join(env, 'live')]);
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toContain('warning: call #0 run_commands command "git fetch": git fetch is a git remote operation');
    expect(result.stderr).toContain(`live source read: call #0 run_commands command "cat ${env}/live/SKILL.md"`);
  });

  it('reads the fs-changes.json dispatch wrote beside the events file and exits 1 for an outside change', async () => {
    const dir = await tempDir();
    const env = join(dir, 'env');
    const file = await eventsFile(dir, [toolCall('c1', 'run_commands', { commands: ['npm test'] }, [ok('npm test')])]);
    const record = {
      schema_version: 1,
      dirs: [dir],
      exclude: [env],
      entries: 5,
      truncated: [],
      snapshot_ms: 1,
      changes: [{ path: join(dir, 'home', '.npmrc'), change: 'added' }],
    };
    await writeFile(join(dir, 'fs-changes.json'), JSON.stringify(record));
    const result = await runCliInProcess(['audit', file, '--root', env]);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain(`violation: outside change: added ${join(dir, 'home', '.npmrc')} (unattributed)`);
    expect(result.stderr).toContain('1 tool calls: 0 violations, 0 warnings, 0 live source reads, 1 outside changes');
    await writeFile(join(dir, 'fs-changes.json'), '{"schema_version": 2}');
    expect((await runCliInProcess(['audit', file, '--root', env])).exitCode).toBe(2);
  });

  it('exits 2 for an unreadable events file or a missing --root', async () => {
    const missing = await runCliInProcess(['audit', '/nonexistent/events.jsonl', '--root', ENV]);
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toContain('/nonexistent/events.jsonl');
    const noRoot = await runCliInProcess(['audit', eventsPath('editor')]);
    expect(noRoot.exitCode).toBe(2);
    expect(noRoot.stderr).toContain('root');
  });
});

describe('audit of an ACP log', () => {
  it('reads acp-events.jsonl as ACP: the guard-refused rm outside the root is a violation, refused', async () => {
    const report = await audit('fixtures/captures/acp-guard-refusal/acp-events.jsonl', { roots: ['/capture/other'], cwd: ENV });
    expect(brief(report.violations)).toEqual([[0, 'run_commands', 'rm keep.txt']]);
    expect(JSON.stringify(report.violations[0])).toMatch(/guard/);
  });
});
