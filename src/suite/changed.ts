/**
 * `--changed-since REF`: which suites a change touches. A suite's inputs are
 * the files and directories a run of it reads (the suite file, the skill,
 * old_skill, siblings, fixtures and codebases, model scripts, files checks
 * read); a suite is kept when a file under one of them differs from REF in the
 * working tree (committed since, staged, unstaged or untracked). A change to a
 * descriptor layer changes how every suite runs, so it keeps them all.
 */
import { realpath } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { execa } from 'execa';
import { InputError } from '../errors.js';
import type { Suite } from './load.js';

/** One input of a suite: what the suite calls it and where it is. */
export interface SuiteInput {
  role: string;
  path: string;
}

/** Whether a suite is kept and why (the inputs that changed, each with its first changed file). */
export interface SuiteSelection {
  kept: boolean;
  reasons: string[];
}

/** Everything a run of `suite` reads from the user's files. */
export function suiteInputs(suite: Suite): SuiteInput[] {
  const inputs: SuiteInput[] = [
    { role: 'suite file', path: suite.file },
    { role: 'skill', path: suite.skill },
  ];
  if (suite.old_skill) inputs.push({ role: 'old_skill', path: suite.old_skill });
  if (suite.siblings) inputs.push({ role: 'siblings', path: suite.siblings });
  if (suite.judge_model?.script) inputs.push({ role: 'judge_model.script', path: suite.judge_model.script });
  for (const c of suite.cases) {
    if (c.fixtures) inputs.push({ role: `case ${c.id} fixtures`, path: c.fixtures });
    if (c.codebase) inputs.push({ role: `case ${c.id} codebase`, path: c.codebase.dir });
    if (c.script) inputs.push({ role: `case ${c.id} script`, path: c.script });
    if (c.responder?.script) inputs.push({ role: `case ${c.id} responder script`, path: c.responder.script });
    for (const check of c.checks) {
      const read = check as { setup_files?: string[]; rubric_file?: string };
      for (const f of read.setup_files ?? []) inputs.push({ role: `case ${c.id} ${check.type} check`, path: f });
      if (read.rubric_file) inputs.push({ role: `case ${c.id} ${check.type} check`, path: read.rubric_file });
    }
  }
  return inputs;
}

const git = async (cwd: string, args: string[]): Promise<string> =>
  (await execa('git', args, { cwd, stdin: 'ignore', stripFinalNewline: false })).stdout;

/**
 * The files of the repository holding `dir` that differ from REF as the working tree has them: `git diff --name-only REF`
 * (commits since REF, staged and unstaged changes, both sides of a rename) and the untracked files git does not ignore. Absolute.
 */
export async function changedFiles(ref: string, dir: string): Promise<string[]> {
  if (ref.startsWith('-')) throw new InputError(`--changed-since ${ref}: a ref cannot start with "-"`);
  let top: string;
  try {
    top = (await git(dir, ['rev-parse', '--show-toplevel'])).trim();
  } catch {
    throw new InputError('--changed-since needs the suites in a git repository', dir);
  }
  let diff: string;
  try {
    diff = await git(top, ['diff', '--name-only', '--no-renames', '-z', ref, '--']);
  } catch (err) {
    const stderr = (err as { stderr?: string }).stderr?.trim().split('\n')[0];
    throw new InputError(`--changed-since ${ref}: ${stderr ?? 'git diff failed'}`, top);
  }
  const untracked = await git(top, ['ls-files', '--others', '--exclude-standard', '-z']);
  return [...diff.split('\0'), ...untracked.split('\0')].filter(Boolean).map((f) => join(top, f));
}

/** The path without symlinks in it, so that git's toplevel and a suite's paths compare; as given when it no longer exists. */
async function real(path: string): Promise<string> {
  return realpath(path).catch(async () => join(await real(dirname(path)).catch(() => dirname(path)), path.slice(dirname(path).length + 1)));
}

const under = (file: string, dir: string) => file === dir || file.startsWith(dir.endsWith(sep) ? dir : dir + sep);

/**
 * For each suite, whether `changed` touches it. `layers` are the descriptor layer files and directories a run would read:
 * a changed file under one keeps every suite.
 */
export async function selectChanged(suites: readonly Suite[], changed: readonly string[], layers: readonly string[]): Promise<SuiteSelection[]> {
  const files = await Promise.all(changed.map(real));
  const cwd = process.cwd();
  const shown = (f: string) => relative(cwd, f) || f;
  for (const layer of await Promise.all(layers.map(real))) {
    const hit = files.find((f) => under(f, layer));
    if (hit) return suites.map(() => ({ kept: true, reasons: [`descriptor layer changed: ${shown(hit)}`] }));
  }
  return Promise.all(
    suites.map(async (suite) => {
      const reasons: string[] = [];
      for (const input of suiteInputs(suite)) {
        const path = await real(input.path);
        const hit = files.filter((f) => under(f, path));
        if (hit.length) reasons.push(`${input.role} changed: ${shown(hit[0]!)}${hit.length > 1 ? ` (+${hit.length - 1} more)` : ''}`);
      }
      return { kept: reasons.length > 0, reasons };
    }),
  );
}
