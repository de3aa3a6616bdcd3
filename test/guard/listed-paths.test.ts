import { linkSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { judgeWritePath, type JudgeContext, type WriteUse } from '../../src/guard/finding.js';
import { judgeListedWrite, listedBasename, listedDirname, listedMayReach, listedRemove, SOME_NAME } from '../../src/guard/listed-paths.js';
import { patternRegExp } from '../../src/guard/glob.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();

describe('names taken from a listed path', () => {
  it('dirname stays a directory on a listed path; basename is some name the listing does not vouch for', () => {
    expect(listedDirname('src/…')).toBe('src/…');
    expect(listedDirname('…')).toBe('…');
    expect(listedDirname('src/….py')).toBe('src/…');
    expect(listedDirname('src/…/NOTES')).toBeNull();
    expect(listedBasename('src/…', '')).toBe(SOME_NAME);
    expect(listedBasename('src/….md', '.md')).toBe(SOME_NAME);
    expect(listedBasename('src/…', '.md')).toBe(SOME_NAME);
    expect(listedBasename('src/…/NOTES', '')).toBeNull();
  });

  it('cuts a suffix only where it can place the cut, and never moves the names to another place', () => {
    const cut = (v: string, pattern: string, op: '#' | '##' | '%' | '%%', literal: string | null, starred: string | null) =>
      listedRemove(v, patternRegExp(pattern), op, literal, starred);
    // A literal suffix: the unseen name may or may not end with it; what is left is then not a listed name.
    expect(cut('src/…', '.py', '%', '.py', null)).toEqual(['src/…', `src/${SOME_NAME}…`]);
    // Within what follows the `…`, as usual.
    expect(cut('src/…/NOTES', '/NOTES', '%', '/NOTES', null)).toBeNull();
    expect(cut('src/….bak', '.bak', '%', '.bak', null)).toEqual(['src/…']);
    // `%.*`: somewhere into the unseen names, unless the text is before the `…` too (then anywhere).
    expect(cut('src/…', '.*', '%', null, '.')).toEqual(['src/…', `src/${SOME_NAME}…`]);
    expect(cut('./src/…', '.*', '%', null, '.')).toBeNull();
    expect(cut('src/…', '/*', '%', null, '/')).toBeNull();
    expect(cut('src/…', '*.py', '%%', null, null)).toBeNull();
    // A prefix: only `./` may go; `src/` would put the names below the cwd instead.
    expect(cut('./src/…', './', '#', './', null)).toEqual(['src/…']);
    expect(cut('src/…', 'src/', '#', 'src/', null)).toBeNull();
    expect(cut('src/…', 'lib/', '#', 'lib/', null)).toEqual(['src/…']);
    expect(cut('src/…', '*/', '##', null, '')).toEqual([SOME_NAME]);
  });

  it('counts a write to listed names as reaching the entries below their place that a listing there may print', () => {
    const any = () => null;
    expect(listedMayReach('/env/src/…', '/env/src/a/x.py', any)).toBe(true);
    expect(listedMayReach('/env/src/…', '/env/src', any)).toBe(false);
    expect(listedMayReach('/env/src/…', '/env/Makefile', any)).toBe(false);
    // `find src -name '*.py'` printed them: a Makefile below src is not among them.
    const py = (place: string) => (place === '/env/src' ? (abs: string) => abs.endsWith('.py') : null);
    expect(listedMayReach('/env/src/…', '/env/src/a/x.py', py)).toBe(true);
    expect(listedMayReach('/env/src/…', '/env/src/Makefile', py)).toBe(false);
    // A name built from them: any below the place whose name ends as the value does.
    expect(listedMayReach('/env/src/….bak', '/env/src/a/x.py.bak', py)).toBe(true);
    expect(listedMayReach('/env/src/….bak', '/env/src/x.py', any)).toBe(false);
  });
});

describe('judgeListedWrite', () => {
  const setUp = async () => {
    const root = await tempDir();
    const env = join(root, 'env');
    const out = join(root, 'out');
    mkdirSync(join(env, 'src', 'a'), { recursive: true });
    mkdirSync(out);
    writeFileSync(join(env, 'src', 'a', 'x.py'), 'x = 1\n');
    const ctx: JudgeContext = { roots: [env], protect: [join(env, '.cline', 'guard')], home: join(root, 'home') };
    const judge = (abs: string, use: WriteUse = 'target', made: string[] = []) =>
      judgeWritePath(abs, use, 'write', ctx) ??
      judgeListedWrite(abs, use, 'write', {
        judge: (p, u) => judgeWritePath(p, u, 'write', ctx),
        made,
        trees: [],
        vouched: (place) => place === join(env, 'src'),
      });
    return { env, out, judge };
  };

  it('allows names built from listed paths where nothing below the place leads out', async () => {
    const { env, judge } = await setUp();
    expect(judge(join(env, 'src', '….orig'))).toBeNull();
    expect(judge(join(env, 'src', '…', 'NOTES'))).toBeNull();
    expect(judge(join(env, 'src', '…'))).toBeNull();
    // A place that does not exist yet (`mkdir -p dist` in the same call) holds nothing to reach.
    expect(judge(join(env, 'dist', SOME_NAME))).toBeNull();
  });

  it('refuses where an entry of a fitting name below the place leads out, or is another name of an outside file', async () => {
    const { env, out, judge } = await setUp();
    symlinkSync(join(out, 'orig'), join(env, 'src', 'a', 'x.py.orig'));
    expect(judge(join(env, 'src', '….orig'))?.message).toMatch(/x\.py\.orig .*outside the allowed roots/);
    // A name that fits no link there is fine; the link itself is not written through by a write to the entry (rm, mv).
    expect(judge(join(env, 'src', '….bak'))).toBeNull();
    expect(judge(join(env, 'src', '….orig'), 'entry')).toBeNull();
    writeFileSync(join(out, 'hard'), 'v\n');
    linkSync(join(out, 'hard'), join(env, 'src', 'a', 'y.py'));
    expect(judge(join(env, 'src', '…'))?.message).toMatch(/hard links/);
    expect(judge(join(env, 'src', '…'), 'entry')).toBeNull();
    // `cp "$f" bin/` writes `bin/…`: no listing printed names there, so it vouches for none of them.
    mkdirSync(join(env, 'bin'));
    symlinkSync(join(out, 'copy'), join(env, 'bin', 'x.py'));
    expect(judge(join(env, 'bin', '…'))?.message).toMatch(/bin\/x\.py .*outside the allowed roots/);
    // One name (a basename) is an entry of the place itself; what is left of a cut path may lie deeper.
    mkdirSync(join(env, 'deep', 'sub'), { recursive: true });
    symlinkSync(join(out, 'deep'), join(env, 'deep', 'sub', 'x.py'));
    expect(judge(join(env, 'deep', SOME_NAME))).toBeNull();
    expect(judge(join(env, 'deep', `${SOME_NAME}…`))?.kind).toBe('write');
  });

  it('refuses a `..` after the names, and names this call made below the place first', async () => {
    const { env, judge } = await setUp();
    expect(judge(join(env, 'src', '…') + '/../../x')?.kind).toBe('unevaluable');
    expect(judge(join(env, 'src', '….orig'), 'target', [join(env, 'src', '….tmp')])?.message).toMatch(/makes entries below/);
  });
});
