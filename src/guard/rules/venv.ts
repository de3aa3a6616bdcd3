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
import { dirname, join } from 'node:path';
import { hasFlag, parseOpts } from '../options.js';
import { lstatQuiet } from '../paths.js';
import type { Arg } from '../words.js';
import { codeFile, newWalk } from './program-code.js';
import type { Call } from './types.js';

export function venvStartup(c: Call): void {
  const abs = executable(c);
  if (abs === null) return;
  // python looks for pyvenv.cfg beside its executable and one level up, without resolving the link.
  const root = [dirname(abs), dirname(dirname(abs))].find((d) => c.x.readFile(join(d, 'pyvenv.cfg')) !== 'missing');
  if (root === undefined || !c.x.insideRoots(root)) return;
  const walk = newWalk();
  for (const lib of list(join(root, 'lib')).filter((n) => /^python\d/.test(n))) {
    const site = join(root, 'lib', lib, 'site-packages');
    for (const name of list(site).filter((n) => n.endsWith('.pth'))) {
      const pth = join(site, name);
      const text = c.x.readFile(pth);
      if (text === 'missing' || c.x.unseen(text, pth, `${c.name} runs at start-up`)) continue;
      const code = text.split('\n').filter((l) => /^import[ \t]/.test(l));
      if (code.length) codeFile(c, 'python', pth, code.join('\n'), `${c.name} start-up file ${name}`, walk);
    }
  }
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
