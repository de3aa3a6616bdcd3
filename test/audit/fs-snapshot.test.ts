import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync, chmodSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  attributeChanges, diffSnapshots, fsChangesRecord, probeShared, reachableDirs, sharedRootOf, takeSnapshot, type Snapshot,
} from '../../src/audit/fs-snapshot.js';
import type { Transcript } from '../../src/transcript/index.js';

const root = mkdtempSync(join(tmpdir(), 'ch-fs-snapshot-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** root/home (with a cache), root/env (excluded), root/out beside it. */
function tree() {
  const dir = mkdtempSync(join(root, 't-'));
  const home = join(dir, 'home');
  const env = join(dir, 'env');
  const out = join(dir, 'out');
  for (const d of [join(home, '.cache'), env, out, join(dir, 'tmp')]) mkdirSync(d, { recursive: true });
  writeFileSync(join(home, '.bashrc'), '#\n');
  writeFileSync(join(out, 'existing.txt'), 'x\n');
  return { dir, home, env, out, opts: { dirs: reachableDirs({ home, env, tmpdirs: [join(dir, 'tmp')] }), exclude: [env] } };
}

const call = (ordinal: number, command: string) => ({ ordinal, name: 'run_commands', args: { commands: [command] }, paths: [] as string[] });

describe('the filesystem audit', () => {
  it('reports outside writes, deletions, chmod and touch, caches included; nothing inside the env', () => {
    const t = tree();
    const before = takeSnapshot(t.opts);
    writeFileSync(join(t.out, 'new.txt'), 'n');
    rmSync(join(t.out, 'existing.txt'));
    chmodSync(join(t.home, '.bashrc'), 0o600);
    writeFileSync(join(t.env, 'inside.txt'), 'fine');
    writeFileSync(join(t.home, '.cache', 'c'), 'cache');
    const after = takeSnapshot(t.opts);
    expect(diffSnapshots(before, after)).toEqual([
      { path: join(t.home, '.bashrc'), change: 'changed' },
      { path: join(t.home, '.cache', 'c'), change: 'added' },
      { path: join(t.out, 'existing.txt'), change: 'removed' },
      { path: join(t.out, 'new.txt'), change: 'added' },
    ]);
    utimesSync(join(t.out, 'new.txt'), new Date(0), new Date(0));
    expect(diffSnapshots(after, takeSnapshot(t.opts))).toEqual([{ path: join(t.out, 'new.txt'), change: 'changed' }]);
  });

  it('attributes a change to the call that names it, or marks it unattributed', () => {
    const t = tree();
    const before = takeSnapshot(t.opts);
    writeFileSync(join(t.out, 'a.txt'), 'a');
    writeFileSync(join(t.home, '.npmrc'), 'registry=x');
    const transcript = {
      tool_invocations: [call(0, 'npm test'), call(1, 'cd ../out && echo a > a.txt'), call(2, 'npm config set registry x')],
    } as unknown as Transcript;
    const changes = attributeChanges(diffSnapshots(before, takeSnapshot(t.opts)), transcript, t.env);
    expect(changes).toEqual([
      { path: join(t.home, '.npmrc'), change: 'added', ordinal: null, tool: null },
      { path: join(t.out, 'a.txt'), change: 'added', ordinal: 1, tool: 'run_commands' },
    ]);
  });

  it('attributes a change to a write the transcript analysis found, before any mere mention', () => {
    const t = tree();
    const transcript = { tool_invocations: [call(0, `ls ${t.out}`), { ...call(1, 'make install'), name: 'editor' }] } as unknown as Transcript;
    const changes = [{ path: join(t.out, 'deep', 'f'), change: 'added' as const }];
    expect(attributeChanges(changes, transcript, t.env, [{ ordinal: 1, tool: 'editor', target: t.out }])).toEqual([
      { ...changes[0], ordinal: 1, tool: 'editor' },
    ]);
    // Without the finding, the first call naming the parent of the parent does not count: only the path and its parent.
    expect(attributeChanges(changes, transcript, t.env)).toEqual([{ ...changes[0], ordinal: null, tool: null }]);
  });

  it('sees a rewrite that keeps the size and puts the mtime back (touch -r): the ctime moved, and the content differs', () => {
    const t = tree();
    const file = join(t.out, 'existing.txt');
    const mtime = new Date(1_700_000_000_000);
    utimesSync(file, mtime, mtime);
    const before = takeSnapshot(t.opts);
    expect(before.hashed).toBeGreaterThan(0);
    writeFileSync(file, 'y\n');
    utimesSync(file, mtime, mtime);
    expect(statSync(file).mtimeMs).toBe(mtime.getTime());
    expect(diffSnapshots(before, takeSnapshot(t.opts))).toEqual([{ path: file, change: 'changed' }]);
  });

  it('hashes each file whole, up to the budget: files that differ in their last byte get different hashes, equal ones the same', () => {
    const t = tree();
    const fileBytes = 64 * 1024;
    const text = 'a'.repeat(fileBytes - 1);
    writeFileSync(join(t.out, 'one'), `${text}b`);
    writeFileSync(join(t.out, 'two'), `${text}c`);
    writeFileSync(join(t.out, 'three'), `${text}b`);
    writeFileSync(join(t.out, 'small'), 'b');
    const s = takeSnapshot({ ...t.opts, hashBudget: { files: 100, bytes: 1 << 20, fileBytes } });
    const hash = (name: string) => s.entries.get(join(t.out, name))!.split(' ')[6];
    expect(hash('one')).toMatch(/^[A-Za-z0-9+/]{22}$/);
    expect(hash('one')).toBe(hash('three'));
    expect(new Set([hash('one'), hash('two'), hash('small')]).size).toBe(3);
    // Hashed after larger files, a small one is hashed alone, not with what they left in the read buffer.
    expect(hash('small')).toBe(createHash('sha256').update('b').digest('base64').slice(0, 22));
  });

  it('compares the content hash when both snapshots have one, and only the metadata when either lacks it', () => {
    const snap = (value: string): Snapshot => ({ dirs: ['/d'], entries: new Map([['/d/f', value]]), truncated: [], hashed: 1, endedAt: 0, ms: 0 });
    const meta = 'f 2 1000 2000 7 644';
    expect(diffSnapshots(snap(`${meta} aaa`), snap(`${meta} bbb`))).toEqual([{ path: '/d/f', change: 'changed' }]);
    expect(diffSnapshots(snap(`${meta} aaa`), snap(meta))).toEqual([]);
    expect(diffSnapshots(snap(meta), snap('f 2 1000 2001 7 644'))).toEqual([{ path: '/d/f', change: 'changed' }]);
    // A dir whose entries came or went shows them on their own; its own size and times are not a change.
    expect(diffSnapshots(snap('d 4096 1 2 7 755'), snap('d 4100 3 4 7 755'))).toEqual([]);
    expect(diffSnapshots(snap('d 4096 1 2 7 755'), snap('d 4096 1 2 7 700'))).toEqual([{ path: '/d/f', change: 'changed' }]);
  });

  it('skips nothing by name and walks any depth: node_modules, .git, harness-like names and a path 20 dirs deep all show', () => {
    const t = tree();
    const before = takeSnapshot(t.opts);
    const deep = join(t.out, ...Array.from({ length: 20 }, (_, i) => `d${i}`));
    const planted = [
      join(t.home, 'node_modules', 'x'), join(t.out, '.git', 'hooks', 'post-commit'), join(t.dir, 'tmp', 'cline-harness-run-fake', 'f'),
      join(t.home, '.cache', 'cline-harness', 'auth'), join(deep, 'f'),
    ];
    for (const f of planted) {
      mkdirSync(dirname(f), { recursive: true });
      writeFileSync(f, 'x');
    }
    const changed = diffSnapshots(before, takeSnapshot(t.opts)).map((c) => c.path);
    for (const f of planted) expect(changed).toContain(f);
  });

  it('walks a dir nested in another as its own (even inside an excluded one), and leaves excluded subtrees out', () => {
    const t = tree();
    const tmp = join(t.dir, 'tmp');
    const runRoot = join(tmp, 'cline-harness-run-1');
    const agentHome = join(runRoot, 'cline-harness-task-1', 'state', 'home');
    for (const d of [agentHome, join(runRoot, 'cline-harness-suite-2')]) mkdirSync(d, { recursive: true });
    const log = join(t.out, 'guard.log');
    const opts = { dirs: reachableDirs({ home: t.home, env: t.env, tmpdirs: [tmp], agentHome }), exclude: [t.env, log, runRoot] };
    const before = takeSnapshot(opts);
    writeFileSync(join(agentHome, '.npmrc'), 'x');
    writeFileSync(join(runRoot, 'cline-harness-suite-2', 'other-task'), 'x');
    writeFileSync(log, 'denied\n');
    expect(diffSnapshots(before, takeSnapshot(opts))).toEqual([{ path: join(agentHome, '.npmrc'), change: 'added' }]);
  });

  it('stops a dir at its entry bound, says so, and leaves that dir out of the comparison', () => {
    const t = tree();
    for (let i = 0; i < 50; i++) writeFileSync(join(t.out, `f${i}`), '');
    const opts = { ...t.opts, maxEntries: 20 };
    const before = takeSnapshot(opts);
    // The home and tmp dirs are small; the env's parent (holding out/) is cut.
    expect(before.truncated).toEqual([t.dir]);
    writeFileSync(join(t.out, 'f-new'), '');
    writeFileSync(join(t.home, 'new'), '');
    expect(diffSnapshots(before, takeSnapshot(opts))).toEqual([{ path: join(t.home, 'new'), change: 'added' }]);
  });

  it('attributes a change in a shared dir only to a call naming it, not to one that lists the dir', () => {
    const tmp = '/x/tmp';
    const changes = [
      { path: `${tmp}/mine`, change: 'added' as const },
      { path: `${tmp}/theirs`, change: 'added' as const },
      { path: '/h/.cache/evil', change: 'added' as const },
    ];
    const transcript = {
      tool_invocations: [call(0, `ls ${tmp}`), call(1, `cd ${tmp} && echo x > mine`), call(2, 'echo x > ~/.cache/evil')],
    } as unknown as Transcript;
    expect(attributeChanges(changes, transcript, '/e/env', [{ ordinal: 0, tool: 'run_commands', target: tmp }], { home: '/h', shared: [tmp, '/h/.cache'] }))
      .toEqual([
        { ...changes[0], ordinal: 1, tool: 'run_commands' },
        { ...changes[1], ordinal: null, tool: null },
        { ...changes[2], ordinal: 2, tool: 'run_commands' },
      ]);
  });

  it('does not walk a shared dir (a walked dir inside one is walked), and probes there only the paths the calls name', () => {
    const t = tree();
    const tmp = join(t.dir, 'tmp');
    const work = join(tmp, 'work');
    const victim = join(tmp, 'victim.txt');
    mkdirSync(join(tmp, 'named-dir'), { recursive: true });
    mkdirSync(work);
    writeFileSync(victim, 'aaaa');
    const mtime = new Date(1_700_000_000_000);
    utimesSync(victim, mtime, mtime);
    const opts = { dirs: [t.home, tmp, work], exclude: [t.env], shared: [tmp, join(t.home, '.cache')] };
    const before = takeSnapshot(opts);
    expect([...before.entries.keys()].some((p) => p.startsWith(`${tmp}/`) && !p.startsWith(work))).toBe(false);
    writeFileSync(victim, 'bbbb');
    utimesSync(victim, mtime, mtime);
    writeFileSync(join(tmp, 'theirs'), 'x');
    writeFileSync(join(tmp, 'mine'), 'x');
    mkdirSync(join(tmp, 'named-dir', 'a', 'b'), { recursive: true });
    writeFileSync(join(tmp, 'named-dir', 'a', 'b', 'deep'), 'x');
    writeFileSync(join(t.home, '.cache', 'evil'), 'x');
    writeFileSync(join(work, 'hidden'), 'x');
    const transcript = {
      tool_invocations: [
        call(0, `ls ${tmp} && cd ${tmp} && touch mine`),
        call(1, `printf bbbb > ${victim} && mkdir -p ${tmp}/named-dir/a/b`),
        call(2, 'echo x > ~/.cache/evil'),
      ],
    } as unknown as Transcript;
    const after = takeSnapshot(opts);
    const probed = probeShared({ transcript, shared: opts.shared, walked: opts.dirs, exclude: opts.exclude, since: before.endedAt, home: t.home });
    expect(probed.truncated).toEqual([]);
    const record = fsChangesRecord(opts, before, after, probed);
    // Not `theirs` (no call names it), nor named-dir/a (only a/b is named). The victim was born just before the
    // snapshot, within the coarse clock's slack, so whether it reads as added or changed is not asserted.
    expect(record.changes.map((c) => c.path)).toEqual([
      join(t.home, '.cache', 'evil'),
      join(tmp, 'mine'),
      join(tmp, 'named-dir', 'a', 'b'),
      join(tmp, 'named-dir', 'a', 'b', 'deep'),
      victim,
      join(work, 'hidden'),
    ]);
    // The walked work dir is not shared: its unexplained change counts; in the shared dirs each change is explained.
    const attributed = attributeChanges(record.changes, transcript, t.env, [], { home: t.home, shared: opts.shared, walked: opts.dirs });
    expect(attributed.filter((c) => c.ordinal === null).map((c) => c.path)).toEqual([join(work, 'hidden')]);
    expect(sharedRootOf(join(work, 'hidden'), opts.shared, opts.dirs)).toBeUndefined();
    expect(sharedRootOf(join(tmp, 'mine'), opts.shared, opts.dirs)).toBe(tmp);
  });
});
