import { execFileSync } from 'node:child_process';
import { cpSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TreeResetter } from './reset-tree.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A pristine tree (files, a nested dir, links in and out) and a root made as the differential's lanes make theirs. */
function setUp(): { pristine: string; root: string; outside: string; resetter: TreeResetter } {
  const base = mkdtempSync(join(tmpdir(), 'ch-reset-tree-'));
  dirs.push(base);
  const made = join(base, 'made');
  const outside = join(base, 'outside');
  mkdirSync(join(made, 'env', 'src', 'deep'), { recursive: true });
  mkdirSync(outside);
  writeFileSync(join(made, 'env', 'a.txt'), 'a\n');
  writeFileSync(join(made, 'env', 'src', 'app.js'), 'app\n');
  writeFileSync(join(made, 'env', 'src', 'deep', 'd.txt'), 'd\n');
  symlinkSync('src', join(made, 'env', 'link-in'));
  symlinkSync(outside, join(made, 'env', 'link-out'));
  // As makeLane does: the pristine tree is itself a copy (a copy's file times are what copying keeps of them).
  const pristine = join(base, 'pristine');
  const root = join(base, 'root');
  for (const to of [pristine, root]) cpSync(made, to, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
  return { pristine, root, outside, resetter: new TreeResetter(pristine, root) };
}

/** Every entry below `dir`: type, mode, link count, file mtime and content, link target (what a trial could meet). */
function contents(dir: string, rel = ''): string[] {
  const abs = join(dir, rel);
  const info = lstatSync(abs);
  const head = `${rel} ${(info.mode & 0o7777).toString(8)}`;
  if (info.isSymbolicLink()) return [`${head} -> ${readlinkSync(abs)}`];
  if (info.isFile()) return [`${head} ${info.nlink} ${info.mtimeMs} ${readFileSync(abs, 'hex')}`];
  if (!info.isDirectory()) return [`${head} special`];
  return [`${head}/`, ...readdirSync(abs).sort().flatMap((n) => contents(dir, join(rel, n)))];
}

const sh = (script: string, cwd: string) => execFileSync('bash', ['-c', script], { cwd });

describe('TreeResetter', () => {
  it('puts back every kind of change a trial can make, repairing rather than copying whole', () => {
    const { pristine, root, outside, resetter } = setUp();
    expect(resetter.reset()).toBe(true); // a root copied as the pristine tree was: found equal, its entries recorded
    const changes = [
      'echo more >> env/a.txt',
      // Same size and mtime as before: only the content (and the ctime) tells.
      "m=$(stat -c %y env/src/app.js); printf 'APP\\n' > env/src/app.js; touch -d \"$m\" env/src/app.js",
      'chmod 600 env/src/deep/d.txt',
      `ln env/src/deep/d.txt ${outside}/hard`,
      'rm env/link-in && ln -s /etc env/link-in',
      'rm -r env/src/deep && ln -s .. env/src/deep',
      'mkdir -p env/new/dir && echo x > env/new/dir/f && mkfifo env/fifo',
      'rm env/link-out',
    ];
    for (const change of changes) {
      sh(change, root);
      expect(resetter.reset(), change).toBe(true);
      expect(contents(root), change).toEqual(contents(pristine));
    }
  });

  it('copies the tree whole when a change is out of its repair (the mode of a directory)', () => {
    const { pristine, root, resetter } = setUp();
    resetter.reset();
    sh('chmod 701 env', root);
    // A directory that is the same inode is walked, not compared: the whole-tree check finds its mode changed.
    expect(resetter.reset()).toBe(false);
    expect(contents(root)).toEqual(contents(pristine));
  });
});
