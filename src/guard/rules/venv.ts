/**
 * A python run from a virtualenv (its `bin/python` named by path, or found
 * through the PATH a `source …/activate` set) processes the .pth files in the
 * venv's site-packages at start-up, and runs every line of them that starts
 * with `import`. Those lines (and the site-packages modules they import) are
 * judged as code the call runs (program-code.ts). The narrow file checks
 * apply, not the one-liner's: real venvs hold .pth lines that build paths
 * (setuptools' namespace-package lines use os.path.join and append).
 */
import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { hasFlag, parseOpts } from '../options.js';
import { lstatQuiet } from '../paths.js';
import { isText } from '../script-file.js';
import type { Arg } from '../words.js';
import { codeFile, newWalk } from './program-code.js';
import type { Call } from './types.js';

export function venvStartup(c: Call): void {
  const site = venvSitePackages(c);
  const walk = newWalk();
  for (const dir of site) {
    for (const name of list(dir).filter((n) => n.endsWith('.pth'))) {
      const pth = join(dir, name);
      const text = c.x.readFile(pth);
      if (text === 'missing' || c.x.unseen(text, pth, `${c.name} runs at start-up`)) continue;
      const code = text.split('\n').filter((l) => /^import[ \t]/.test(l));
      // Real start-up lines put finders and shims in place: one that opens a file or starts a program is not one.
      const writes = code.find((l) => PTH_WRITES.test(l));
      if (writes !== undefined)
        return c.x.report({
          kind: 'unevaluable',
          target: pth,
          message: `${c.name} runs ${name} at start-up, whose line \`${writes.slice(0, 80)}\` writes or runs`,
        });
      if (code.length) codeFile(c, 'python', pth, code.join('\n'), `${c.name} start-up file ${name}`, walk);
    }
    // site imports sitecustomize (and usercustomize) from sys.path at start-up: the venv's own is found first.
    for (const hook of ['sitecustomize.py', 'usercustomize.py']) {
      const file = join(dir, hook);
      const text = c.x.readFile(file);
      if (text !== 'missing' && !c.x.unseen(text, file, `${c.name} imports at start-up`)) codeFile(c, 'python', file, text, `${c.name} start-up ${hook}`, walk);
    }
  }
}

/** A .pth start-up line that opens a file or runs a program. */
const PTH_WRITES = new RegExp(
  String.raw`\b(?:open|makedirs|mkdir|system|popen|run|call|check_call|check_output|Popen|copy\w*|move|rmtree|remove|unlink|rename|write\w*|` +
    String.raw`touch|symlink_to|exec|eval)\s*\(|\b(?:subprocess|shutil)\b`,
);

/** The site-packages dirs of the virtualenv inside the roots that the python run lives in; none for another python. */
function venvSitePackages(c: Call): string[] {
  const abs = executable(c);
  if (abs === null) return [];
  // python looks for pyvenv.cfg beside its executable and one level up, without resolving the link.
  const root = [dirname(abs), dirname(dirname(abs))].find((d) => c.x.readFile(join(d, 'pyvenv.cfg')) !== 'missing');
  if (root === undefined || !c.x.insideRoots(root)) return [];
  return list(join(root, 'lib'))
    .filter((n) => /^python\d/.test(n))
    .map((lib) => join(root, 'lib', lib, 'site-packages'));
}

/** pythonSearchDirs by call: read once, though every module the call's python imports is looked for there. */
const searchDirsByCall = new WeakMap<Call, string[]>();

/**
 * The directories inside the roots a python run finds modules in beyond its script's own and the cwd: PYTHONPATH's
 * known entries, and the directories its virtualenv's .pth files name (an editable install's `src`). Installed
 * packages (site-packages itself, dirs outside) are not walked for imports, as before.
 */
export function pythonSearchDirs(c: Call): string[] {
  let dirs = searchDirsByCall.get(c);
  if (dirs === undefined) searchDirsByCall.set(c, (dirs = searchDirs(c)));
  return dirs;
}

function searchDirs(c: Call): string[] {
  const out: string[] = [];
  for (const v of c.state.vars.get('PYTHONPATH') ?? [])
    for (const d of v.split(':')) {
      const abs = c.x.absolute(d || '.', c.state);
      if (abs !== null) out.push(abs);
    }
  for (const dir of venvSitePackages(c)) {
    for (const name of list(dir).filter((n) => n.endsWith('.pth'))) {
      const text = c.x.readFile(join(dir, name));
      if (!isText(text)) continue;
      for (const line of text.split('\n').map((l) => l.trim())) if (line && !line.startsWith('#') && !/^import[ \t]/.test(line)) out.push(resolve(dir, line));
    }
  }
  return [...new Set(out)].filter((d) => c.x.insideRoots(d));
}

/**
 * Where the python run lives, without resolving links: its path, or the first
 * directory holding its name among an activated venv's bin and the PATH the
 * call set (a venv's python is a link out, so the walker judges it by name).
 */
function executable(c: Call): string | null {
  if (c.prog.includes('/')) return c.x.absolute(c.prog, c.state);
  const path = c.state.vars.get('PATH');
  for (const d of [c.state.pathFirst, ...(path?.length === 1 ? path[0]!.split(':') : [])]) {
    const abs = d === null ? null : c.x.absolute(`${d || '.'}/${c.name}`, c.state);
    if (abs !== null && lstatQuiet(abs)) return abs;
  }
  return null;
}

/** A directory's entry names, sorted as python reads them; none when it cannot be read. */
function list(dir: string): string[] {
  try {
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
}

/**
 * `python -m venv DIR…` creates each DIR. A DIR where nothing was holds only what venv puts there: its bin's python and
 * pip are the standard library's, so a later `source DIR/bin/activate && pip install …` in the same call runs that
 * pip (judged as a virtualenv's pip), not the system's. An existing DIR keeps the files it had (a planted bin/pip stays).
 */
export function venvCreated(c: Call, args: readonly Arg[], what: string): void {
  const opts = parseOpts(args, '', ['prompt']);
  const withPip = !hasFlag(opts, 'without-pip');
  for (const d of opts.operands) {
    const abs = d.values?.length === 1 ? c.x.absolute(d.values[0]!, c.state) : null;
    const made = abs !== null && c.x.readFile(abs) === 'missing' && !lstatQuiet(abs);
    // Over an existing venv, the files kept there are judged as they are on disk.
    c.x.write(d, c.state, 'into', what, false);
    if (made) c.x.createdVenv(abs, withPip);
  }
}

/**
 * The modules the entry points of `group` (named `name`, or all) point at, in the distributions a python run from a
 * virtualenv inside the roots finds: the `entry_points.txt` of each `.dist-info` or `.egg-info` in its site-packages
 * and in the dirs its .pth files name (an editable install's egg-info beside its sources). pytest loads every
 * `pytest11` one at start-up; an easy-install script loads its `console_scripts` one by name.
 */
export function entryPointModules(c: Call, group: string, name?: string): string[] {
  const out: string[] = [];
  for (const dir of [...venvSitePackages(c), ...pythonSearchDirs(c)]) {
    for (const meta of list(dir).filter((n) => /\.(?:dist|egg)-info$/.test(n))) {
      const text = c.x.readFile(join(dir, meta, 'entry_points.txt'));
      if (!isText(text)) continue;
      let section = '';
      for (const line of text.split('\n').map((l) => l.trim())) {
        const header = /^\[(.+)\]$/.exec(line);
        if (header) section = header[1]!.trim();
        const entry = /^([^=#;]+?)\s*=\s*([\w.]+)/.exec(line);
        if (!header && entry && section === group && (name === undefined || entry[1] === name)) out.push(entry[2]!);
      }
    }
  }
  return out;
}
