/**
 * What git prints of the repository's places and refs, in a plain repository (a `.git` directory at the top of the
 * worktree):
 * - `git rev-parse --git-dir`, `--absolute-git-dir` and `--git-path NAME`, which hook installers write through
 *   (`dir="$(git rev-parse --git-path hooks)"`). Measured on git 2.39: at the top `--git-dir` prints `.git`, below it the
 *   absolute path; `--git-path` prints a path relative to the working directory, and for `hooks` the last core.hooksPath
 *   of the repository's config (resolved against the top when relative), as given when absolute;
 * - the names of HEAD and the last tag (`review-$(git rev-parse --short HEAD).md`, `--since "$(git describe --tags
 *   --abbrev=0)"`): refQuery says which commands, and the machine's git is asked (git-stash.ts, refPrinted).
 */
import { statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { realTarget } from '../paths.js';
import { configFiles } from './git-config.js';
import { gitSettings } from './git-config-text.js';

/** A file's text as the call leaves it, or a word saying why it is not known. */
type ReadFile = (abs: string) => string;

/** The top of the worktree holding `cwd` when its `.git` is a directory; null for none, or a `.git` file (a linked worktree). */
export function plainTop(cwd: string): string | null {
  for (let dir = realTarget(cwd) ?? cwd; ; dir = dirname(dir)) {
    const dotgit = statSync(join(dir, '.git'), { throwIfNoEntry: false });
    if (dotgit) return dotgit.isDirectory() ? dir : null;
    if (dirname(dir) === dir) return null;
  }
}

/**
 * The line `git rev-parse OPTION [NAME]` prints (without its newline), or null when the guard cannot tell. `others`
 * are the config files git reads besides the repository's (null: ones the guard cannot name); for `hooks`, one that
 * mentions core.hooksPath leaves the answer unknown.
 */
export function gitPathPrinted(words: readonly string[], cwd: string, readFile: ReadFile, others: readonly string[] | null): string | null {
  const [option, name, ...more] = words;
  if (more.length || (option === '--git-path') !== (name !== undefined)) return null;
  const top = plainTop(cwd);
  if (top === null) return null;
  const gitDir = join(top, '.git');
  const here = realTarget(cwd) ?? cwd;
  if (option === '--absolute-git-dir') return gitDir;
  if (option === '--git-dir') return here === top ? '.git' : gitDir;
  if (option !== '--git-path' || name === undefined || isAbsolute(name) || name.split('/').includes('..')) return null;
  const [first, ...rest] = name.split('/');
  if (first !== 'hooks') return relative(here, join(gitDir, name));
  // The user's or the system's config may set core.hooksPath too (or a file the call names for git to read).
  const elsewhere = (others ?? []).map(readFile).filter((text) => !['missing', 'unreadable'].includes(text));
  if (others === null || elsewhere.some((text) => text === 'changed' || /hookspath/i.test(text))) return null;
  let hooksPath: string | null = null;
  for (const file of configFiles(gitDir)) {
    const text = readFile(file);
    if (text === 'missing') continue;
    if (text === 'changed' || text === 'unreadable') return null;
    const settings = gitSettings(text);
    if (settings === null) return null;
    for (const s of settings) if (s.key === 'core.hookspath') hooksPath = s.value;
  }
  if (hooksPath === null) return relative(here, join(gitDir, name));
  if (hooksPath === '' || hooksPath.startsWith('~')) return null;
  return isAbsolute(hooksPath) ? join(hooksPath, ...rest) : relative(here, join(resolve(top, hooksPath), ...rest));
}

/**
 * Whether `git WORDS` only reads a ref or HEAD's name and prints one line: `rev-parse [--short[=N]] HEAD`,
 * `rev-parse --abbrev-ref HEAD`, `symbolic-ref [--short] HEAD`, `branch --show-current`, `describe [--tags] [--always]
 * [--abbrev=N]`. None of them runs a program the repository's config names.
 */
export function refQuery(words: readonly string[]): boolean {
  const [sub, ...rest] = words;
  const flags = rest.slice(0, -1);
  const last = rest.at(-1);
  if (sub === 'rev-parse') return last === 'HEAD' && flags.length <= 1 && flags.every((f) => /^--(short(=\d{1,2})?|abbrev-ref|verify)$/.test(f));
  if (sub === 'symbolic-ref') return last === 'HEAD' && flags.every((f) => f === '--short' || f === '-q' || f === '--quiet');
  if (sub === 'branch') return rest.length === 1 && rest[0] === '--show-current';
  if (sub === 'describe') return rest.every((f) => /^--(tags|always|abbrev=\d{1,2})$/.test(f));
  return false;
}
