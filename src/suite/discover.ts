/**
 * Suites of a skill portfolio: `suite run PATH...` and `suite plan PATH...`
 * take suite files or directories searched for `suite.toml`, and
 * `--require-evals DIR` asks that every skill under DIR is some suite's `skill`.
 */
import { stat } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { glob } from 'tinyglobby';
import { InputError } from '../errors.js';

/** The suite file name a directory is searched for. */
export const SUITE_FILE_NAME = 'suite.toml';

/** Never searched: a repository's own metadata and installed packages (which ship their own suites and skills). */
const SKIPPED = ['**/.git/**', '**/node_modules/**'];

/** What a PATH argument gave: a file as named, or a directory's `suite.toml` files in path order. */
export interface FoundSuites {
  files: string[];
  /** At least one argument was a directory: outputs go under `<out>/<suite name>/`. */
  searched: boolean;
}

export async function findSuiteFiles(paths: readonly string[]): Promise<FoundSuites> {
  const files: string[] = [];
  let searched = false;
  for (const path of paths) {
    const abs = resolve(path);
    const info = await stat(abs).catch(() => null);
    if (!info) throw new InputError('no such suite file or directory', abs);
    if (!info.isDirectory()) {
      files.push(abs);
      continue;
    }
    searched = true;
    const found = await glob(`**/${SUITE_FILE_NAME}`, { cwd: abs, absolute: true, dot: true, ignore: SKIPPED, followSymbolicLinks: false });
    if (found.length === 0) throw new InputError(`no ${SUITE_FILE_NAME} under this directory`, abs);
    files.push(...found.sort());
  }
  return { files: [...new Set(files)], searched: searched || files.length > 1 };
}

/** Every directory under `dir` holding a SKILL.md, absolute, sorted. */
export async function skillDirs(dir: string): Promise<string[]> {
  const found = await glob('**/SKILL.md', { cwd: resolve(dir), absolute: true, dot: true, ignore: SKIPPED, followSymbolicLinks: false });
  return found.map((f) => dirname(f)).sort();
}

/** The skills under `dir` that no suite names as its `skill` (relative to `dir`); empty when all are covered. */
export async function uncoveredSkills(dir: string, suiteSkills: readonly string[]): Promise<string[]> {
  const covered = new Set(suiteSkills.map((s) => resolve(s)));
  return (await skillDirs(dir)).filter((s) => !covered.has(s)).map((s) => relative(resolve(dir), s) || '.');
}
