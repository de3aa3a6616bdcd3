import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lstatQuiet, statQuiet, withStatCache } from '../../src/guard/paths.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();

describe('withStatCache', () => {
  it('keeps each answer for one decision and none after it', async () => {
    const dir = await tempDir();
    const file = join(dir, 'later');
    withStatCache(() => {
      expect(lstatQuiet(file)).toBeUndefined();
      writeFileSync(file, 'x');
      // Inside the decision the first answer stands: the guard itself never changes the disk.
      expect(lstatQuiet(file)).toBeUndefined();
      expect(statQuiet(file)).toBeUndefined();
    });
    expect(lstatQuiet(file)?.isFile()).toBe(true);
    withStatCache(() => expect(statQuiet(file)?.isFile()).toBe(true));
  });

  it('answers below a missing directory without looking, and follows a symlink for stat', async () => {
    const dir = await tempDir();
    mkdirSync(join(dir, 'target'));
    symlinkSync(join(dir, 'target'), join(dir, 'link'));
    symlinkSync(join(dir, 'nowhere'), join(dir, 'dangling'));
    withStatCache(() => {
      expect(lstatQuiet(join(dir, 'gone'))).toBeUndefined();
      expect(lstatQuiet(join(dir, 'gone', 'x'))).toBeUndefined();
      expect(statQuiet(join(dir, 'gone', 'x'))).toBeUndefined();
      expect(lstatQuiet(join(dir, 'link'))?.isSymbolicLink()).toBe(true);
      expect(statQuiet(join(dir, 'link'))?.isDirectory()).toBe(true);
      expect(lstatQuiet(join(dir, 'dangling'))?.isSymbolicLink()).toBe(true);
      expect(statQuiet(join(dir, 'dangling'))).toBeUndefined();
    });
    rmSync(join(dir, 'target'), { recursive: true });
    expect(statQuiet(join(dir, 'link'))).toBeUndefined();
  });
});
