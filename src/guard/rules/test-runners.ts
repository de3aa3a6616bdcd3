/**
 * Test runners import code the call does not name. pytest (`pytest`,
 * `py.test`, `python -m pytest`): the conftest.py files from the rootdir down
 * to each path it is given, the test modules it collects under those paths
 * (the cwd when none), and `-p NAME` plugins. `node --test`, vitest, jest and
 * mocha: the test files they collect (under the paths `node --test` is given,
 * the cwd otherwise) and their config files. Each is judged as a file run as
 * code (program-code.ts). The walk skips what the runners skip by default (dot
 * dirs, build, dist, node_modules, virtualenvs) and is bounded.
 */
import { readdirSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { literalArg } from '../words.js';
import { bytecodeCache, codeFile, configPlaces, localModules, newWalk } from './program-code.js';
import { statQuiet } from '../paths.js';
import type { Call, RuleTable } from './types.js';
import { entryPointModules } from './venv.js';

/** pytest options whose value is the next argument (when not glued with `=` or to the short flag). */
const VALUE_OPTIONS = new Set([
  '-p', '-k', '-m', '-c', '-o', '-W', '-n', '-r', '--deselect', '--ignore', '--ignore-glob', '--rootdir', '--confcutdir', '--basetemp',
  '--maxfail', '--tb', '--import-mode', '--junitxml', '--junit-xml', '--log-file', '--override-ini', '--config-file', '--durations',
  '--cov', '--cov-report', '--cov-config', '--log-level', '--capture', '--dist', '--numprocesses',
]);
/** pytest's default norecursedirs, and __pycache__. */
const SKIP_DIRS = /^(\..*|build|dist|node_modules|venv|CVS|_darcs|\{arch\}|__pycache__|.*\.egg)$/;
const TEST_FILE = /^(test_.*|.*_test)\.py$/;
/** What node --test, vitest, jest and mocha collect by default: `x.test.js`, `x.spec.ts`, `test-x.mjs`, anything under test/ or __tests__/. */
const JS_TEST_FILE = /^((.*[.\-_])?(test|spec)|test-.*)\.[cm]?[jt]sx?$/;
const JS_TEST_DIR = /^(test|tests|__tests__)$/;
const JS_CONFIG = /^(vitest|vite|jest|\.mocharc)\.config\.[cm]?[jt]s$|^\.mocharc\.[cm]?js$/;
/** Directory entries looked at per call, and how deep. */
const ENTRY_LIMIT = 5000;
const DEPTH_LIMIT = 12;
/** Config files whose settings add plugins (`addopts = -p x`) or collect other file names (`python_files`). */
const CONFIGS = ['pytest.ini', '.pytest.ini', 'pyproject.toml', 'tox.ini', 'setup.cfg'];

export function pytest(c: Call, what: string): void {
  const paths: string[] = [];
  const plugins: string[] = [];
  const optionValue = (i: number): [string | undefined, number] => {
    const v = c.args[i]!.values![0]!;
    const eq = v.indexOf('=');
    const [flag, glued] = v.startsWith('--') ? [eq < 0 ? v : v.slice(0, eq), eq < 0 ? undefined : v.slice(eq + 1)] : [v.slice(0, 2), v.slice(2) || undefined];
    if (glued !== undefined || !VALUE_OPTIONS.has(flag)) return [glued, i];
    return [c.args[i + 1]?.values?.[0], i + 1];
  };
  let options = true;
  for (let i = 0; i < c.args.length; i++) {
    const v = c.args[i]!.values?.[0];
    if (c.args[i]!.values === null || v === undefined) continue; // unknownProgram below refuses an unknown value
    if (options && v === '--') options = false;
    else if (options && v.startsWith('-') && v.length > 1) {
      const [value, next] = optionValue(i);
      if (/^-p/.test(v) && value && !value.startsWith('no:')) plugins.push(value);
      i = next;
    } else paths.push(v.replace(/::.*$/s, ''));
  }
  const cwd = c.state.cwd;
  // The cache plugin writes .pytest_cache in the rootdir (the cwd, or where its config is): a planted link leads it out.
  const noCache = c.args.some((a, i) => {
    const v = a.values?.[0];
    return v === '-pno:cacheprovider' || (v === 'no:cacheprovider' && c.args[i - 1]?.values?.[0] === '-p');
  });
  if (cwd !== null && !noCache) c.x.write(literalArg(join(cwd, '.pytest_cache')), c.state, 'into', `${what} caches in`, false);
  if (cwd !== null) {
    const walk = newWalk('written');
    const budget = { entries: ENTRY_LIMIT };
    let everyPy = false;
    const picked = (name: string) => name === 'conftest.py' || name === '__init__.py' || TEST_FILE.test(name) || (everyPy && name.endsWith('.py'));
    for (const name of CONFIGS) {
      const text = c.x.readFile(join(cwd, name));
      if (text === 'missing' || c.x.unseen(text, join(cwd, name), `${what} reads`)) continue;
      everyPy ||= /^\s*python_files\s*=/m.test(text);
      // addopts and cache_dir name places pytest writes (--junitxml=…, --basetemp=…, the cache): judged as its arguments are.
      for (const m of text.matchAll(/^\s*(?:addopts|cache_dir)\s*=\s*(.*)$/gm)) {
        const words = m[1]!.replace(/[[\]"',]/g, ' ').split(/\s+/).filter(Boolean);
        c.x.unknownProgram(`${what} ${name}`, words.map((w) => literalArg(w)), c.state);
      }
      // `-p NAME` anywhere in the file, quoted in TOML (`addopts = "-p x"`, `["-p", "x"]`) too.
      for (const m of text.matchAll(/(?:^|[\s"'[,])-p["',\s]*([\w.:]+)/g)) if (!m[1]!.startsWith('no:')) plugins.push(m[1]!);
      // Other settings name places too (log_file, junit paths, addopts on lines of their own).
      configPlaces(c, join(cwd, name), what);
    }
    const run = (abs: string) => {
      const text = c.x.readFile(abs);
      if (text === 'missing' || c.x.unseen(text, abs, `${what} imports`)) return;
      codeFile(c, 'python', abs, text, `${what} ${relative(cwd, abs) || abs}`, walk);
      // Assertion rewriting caches each test module's bytecode too.
      bytecodeCache(c, abs, what);
    };
    for (const p of paths.length ? paths : ['.']) {
      const start = join(cwd, p);
      const info = statQuiet(start);
      // conftest.py files from the rootdir (the root holding the path) down to the path.
      const ups: string[] = [];
      for (let d = info?.isDirectory() ? start : dirname(start); c.x.insideRoots(d) && d !== dirname(d); d = dirname(d)) ups.unshift(d);
      for (const d of ups) run(join(d, 'conftest.py'));
      if (info?.isDirectory() || !info) for (const f of collected(c, start, picked, budget, false)) run(f);
      // A file named, on disk or written by this call before pytest starts (`cat > tests/test_x.py <<'EOF' … EOF`).
      if (!info?.isDirectory() && start.endsWith('.py')) run(start);
    }
    // `-p NAME`: a plugin module pytest imports.
    // Plugins the virtualenv's installed distributions register (`pytest11` entry points) load at start-up too.
    localModules(c, 'python', [...plugins, ...entryPointModules(c, 'pytest11')], null, walk);
  }
  c.x.unknownProgram(what, c.args, c.state);
}

/**
 * `python -m unittest`: discovery (no operands, or `discover [-s DIR] [-p PATTERN]`) imports the test modules under
 * the start dir, each judged as a file run as code; named modules (`test_x`, `tests.test_x`, `test_x.py`) are
 * followed as imports.
 */
export function unittest(c: Call, what: string): void {
  const cwd = c.state.cwd;
  if (cwd === null) return;
  const walk = newWalk('written');
  const opts = new Map<string, string>();
  const operands: string[] = [];
  for (let i = 0; i < c.args.length; i++) {
    const v = c.args[i]!.values?.[0] ?? '';
    const long = /^--(start-directory|pattern|top-level-directory)=(.*)$/s.exec(v);
    if (long) opts.set(long[1]![0]!, long[2]!);
    else if (/^(-[spt]|--start-directory|--pattern|--top-level-directory)$/.test(v)) opts.set(v.replace(/^-+/, '')[0]!, c.args[++i]?.values?.[0] ?? '');
    else if (!v.startsWith('-')) operands.push(v);
  }
  if (operands.length && operands[0] !== 'discover')
    return localModules(c, 'python', operands.map((n) => n.replace(/\.py$/, '').replace(/\//g, '.')), null, walk);
  const start = opts.get('s') ?? operands[1] ?? '.';
  const pattern = new RegExp(`^${(opts.get('p') ?? operands[2] ?? 'test*.py').replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`);
  for (const abs of collected(c, join(cwd, start), (name) => pattern.test(name) || name === '__init__.py', { entries: ENTRY_LIMIT }, false)) {
    const text = c.x.readFile(abs);
    if (text !== 'missing' && !c.x.unseen(text, abs, `${what} imports`)) codeFile(c, 'python', abs, text, `${what} ${relative(cwd, abs) || abs}`, walk);
  }
}

/**
 * The files under `dir` that `picked` takes (given its name and whether a
 * test dir holds it), in name order, skipping the runners' default
 * exclusions and virtualenvs; bounded by `budget` entries and DEPTH_LIMIT.
 */
type Picked = (name: string, inTestDir: boolean) => boolean;

function collect(dir: string, picked: Picked, budget: { entries: number }, depth = 0, inTestDir = false): string[] {
  if (depth > DEPTH_LIMIT || budget.entries <= 0) return [];
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  } catch {
    return [];
  }
  budget.entries -= entries.length;
  if (depth > 0 && entries.some((e) => e.name === 'pyvenv.cfg')) return [];
  const out: string[] = [];
  for (const e of entries) {
    if (e.isFile() && picked(e.name, inTestDir)) out.push(join(dir, e.name));
    else if (e.isDirectory() && !SKIP_DIRS.test(e.name))
      out.push(...collect(join(dir, e.name), picked, budget, depth + 1, inTestDir || JS_TEST_DIR.test(e.name)));
  }
  return out;
}

/**
 * What a runner collects below `start`: the files on disk (collect), and the ones this call writes there before it
 * runs (a conftest.py or a test file from a here-document), which no listing of the disk shows yet.
 */
function collected(c: Call, start: string, picked: Picked, budget: { entries: number }, inTestDir: boolean): string[] {
  const unknown = c.x.unknownNamesAt(start);
  if (unknown !== null) {
    c.x.report({
      kind: 'unevaluable',
      target: unknown,
      message:
        `the test runner collects files below ${start}, and this call writes into ${unknown} files whose names ` +
        'the guard does not know; run the tests in the next call',
    });
    return [];
  }
  const found = collect(start, picked, budget, 0, inTestDir);
  const written = c.x.writtenBelow(start).filter((f) => {
    const dirs = relative(start, f).split('/');
    const name = dirs.pop()!;
    if (dirs.length > DEPTH_LIMIT || dirs.some((d) => SKIP_DIRS.test(d))) return false;
    return picked(name, inTestDir || dirs.some((d) => JS_TEST_DIR.test(d))) && !found.includes(f);
  });
  return [...found, ...written];
}

/**
 * `node --test [paths]`, vitest, jest, mocha: the test files collected under
 * `paths` (files taken as given) or the cwd, and the runner's config files in
 * the cwd, each judged as a file run as code.
 */
export function jsTests(c: Call, what: string, paths: readonly string[]): void {
  const cwd = c.state.cwd;
  if (cwd === null) return c.x.inCwd(what, c.state);
  const walk = newWalk('written');
  const budget = { entries: ENTRY_LIMIT };
  const picked = (name: string, inTestDir: boolean) => JS_TEST_FILE.test(name) || (inTestDir && /\.[cm]?[jt]sx?$/.test(name));
  const run = (abs: string) => {
    const text = c.x.readFile(abs);
    if (text === 'missing' || c.x.unseen(text, abs, `${what} imports`)) return;
    codeFile(c, 'node', abs, text, `${what} ${relative(cwd, abs) || abs}`, walk);
  };
  for (const name of list(cwd).filter((n) => JS_CONFIG.test(n))) run(join(cwd, name));
  for (const p of paths.length ? paths : ['.']) {
    const start = join(cwd, p);
    const info = statQuiet(start);
    if (info?.isDirectory() || !info) for (const f of collected(c, start, picked, budget, JS_TEST_DIR.test(basename(start)))) run(f);
    // A file named, on disk or written by this call first.
    if (!info?.isDirectory()) run(start);
  }
}

function list(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** vitest, jest and mocha, run from node_modules/.bin (whose own file the walker judged): their tests and configs, then their arguments. */
function jsRunner(c: Call): void {
  jsTests(c, c.name, []);
  c.x.unknownProgram(c.name, c.args, c.state);
}

export const TEST_RUNNERS: RuleTable = {
  pytest: (c) => pytest(c, c.name),
  'py.test': (c) => pytest(c, c.name),
  vitest: jsRunner,
  jest: jsRunner,
  mocha: jsRunner,
};

