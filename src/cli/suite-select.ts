/** The suites a `suite run` or `suite plan` names: files or directories searched for suite.toml, coverage, and `--changed-since`. */
import { dirname, resolve } from 'node:path';
import type { Argv } from 'yargs';
import { layerDirs } from '../descriptor/layer-files.js';
import { InputError } from '../errors.js';
import { changedFiles, selectChanged } from '../suite/changed.js';
import { findSuiteFiles, uncoveredSkills } from '../suite/discover.js';
import type { Suite } from '../suite/load.js';
import { say } from './output.js';

export interface SelectArgs {
  suites: string[];
  'require-evals'?: string;
  'changed-since'?: string;
  'harness-file'?: string;
}

/** The positional and the options both commands share. */
export function selectOptions<T>(y: Argv<T>): Argv<T & SelectArgs> {
  return y
    .positional('suites', {
      type: 'string',
      array: true,
      demandOption: true,
      describe: 'Suite files, or directories searched for suite.toml (skipping .git and node_modules)',
    })
    .option('require-evals', {
      type: 'string',
      describe: 'Every directory under this one holding a SKILL.md must be the skill of a suite found; else exit 2 naming the rest',
    })
    .option('changed-since', {
      type: 'string',
      describe: 'Only suites whose inputs (suite file, skill, old_skill, siblings, fixtures, scripts, files checks read) changed since this git ref; ' +
        'a changed descriptor layer keeps them all',
    }) as unknown as Argv<T & SelectArgs>;
}

export interface SelectedSuites {
  /** The suites to plan or run, each with why it was kept (empty without --changed-since). */
  kept: { suite: Suite; reasons: string[] }[];
  /** More than one suite, or a directory was searched: outputs go under `<out>/<suite name>/`. */
  many: boolean;
}

/** Finds and loads the suites, checks coverage, and keeps those a change touched; says on stderr which were left out and why. */
export async function selectSuites(args: SelectArgs, load: (file: string) => Promise<Suite>): Promise<SelectedSuites> {
  const found = await findSuiteFiles(args.suites);
  const suites: Suite[] = [];
  for (const file of found.files) suites.push(await load(file));
  const names = new Map<string, string>();
  for (const s of suites) {
    // Each suite's outputs go to <out>/<name>: two suites of one name would overwrite each other.
    if (found.searched && names.has(s.name)) throw new InputError(`suite name "${s.name}" is also the name of ${names.get(s.name)}`, s.file);
    names.set(s.name, s.file);
  }
  if (args['require-evals']) {
    const missing = await uncoveredSkills(args['require-evals'], suites.map((s) => s.skill));
    if (missing.length) {
      const where = resolve(args['require-evals']);
      throw new InputError(`skills without a suite (no suite found names them as its skill): ${missing.join(', ')}`, where, 'evals_missing');
    }
  }
  const ref = args['changed-since'];
  if (!ref) return { kept: suites.map((suite) => ({ suite, reasons: [] })), many: found.searched };
  const changed = await changedFiles(ref, dirname(found.files[0]!));
  const layers = [layerDirs().project, ...(args['harness-file'] ? [resolve(args['harness-file'])] : [])];
  const selection = await selectChanged(suites, changed, layers);
  const kept: SelectedSuites['kept'] = [];
  selection.forEach((s, i) => {
    if (s.kept) kept.push({ suite: suites[i]!, reasons: s.reasons });
    else say(`skipped ${suites[i]!.name} (${suites[i]!.file}): none of its inputs changed since ${ref}`);
  });
  return { kept, many: found.searched };
}
