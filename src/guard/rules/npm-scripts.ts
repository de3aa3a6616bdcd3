/**
 * package.json scripts: `npm run X`, `npm test`, `npm start`, `yarn X`,
 * `pnpm X` and the lifecycle scripts an install or pack runs. npm runs each
 * with `sh -c` in the package directory, node_modules/.bin first on PATH: the
 * script text is judged as shell there. A package.json the guard cannot read,
 * or a project .npmrc that changes the script shell, is refused.
 */
import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { exportKey, fork, type ShellState } from '../state.js';
import { statQuiet } from '../paths.js';
import type { Call } from './types.js';
import type { Arg } from '../words.js';
import { shellQuote } from '../../transcript/flatten.js';

/** What each npm-like subcommand runs from the root package.json. */
const LIFECYCLE: Record<string, string[]> = {
  install: ['preinstall', 'install', 'postinstall', 'prepublish', 'preprepare', 'prepare', 'postprepare'],
  pack: ['prepack', 'prepare', 'postpack'],
  version: ['preversion', 'version', 'postversion'],
};
const INSTALLS = new Set(['install', 'i', 'ci', 'add', 'update', 'up', 'upgrade', 'rebuild', 'link', 'ln', 'isntall', 'in']);
/** Subcommands of the package managers that never run a package.json script. */
const BUILTIN = new Set([
  'ls', 'list', 'view', 'info', 'outdated', 'audit', 'why', 'explain', 'config', 'c', 'get', 'set', 'help', 'whoami', 'search', 'doctor',
  'prune', 'dedupe', 'fund', 'init', 'create', 'cache', 'bin', 'root', 'prefix', 'pkg', 'query', 'sbom', 'uninstall', 'remove', 'rm', 'un',
  'exec', 'x', 'dlx', 'npx', 'publish', 'unpublish', 'login', 'logout', 'adduser', 'token', 'owner', 'deprecate', 'dist-tag', 'completion',
  'shrinkwrap', 'diff', 'edit', 'explore', 'repo', 'docs', 'bugs', 'ping', 'star', 'unstar', 'team', 'access', 'hook', 'org', 'profile', 'store',
  'import', 'patch', 'why', 'licenses', 'workspaces', 'workspace', 'node', 'env',
]);

/** Command-line settings that change how, where or which scripts run (workspaces: workspaceDirs). */
const SCRIPT_SETTINGS = /^--(script-shell|node-options|shell|onload-script|globalconfig|userconfig|init-module)\b/;

/** Script names run by `name sub …`, or null when the subcommand runs none. */
function scriptsRun(name: string, sub: string | undefined, operands: readonly (string | null)[]): string[] | null | 'unknown' {
  const s = sub ?? (name === 'yarn' || name === 'pnpm' || name === 'bun' ? 'install' : undefined);
  if (s === undefined) return null;
  if (s === 'run' || s === 'run-script' || s === 'rum' || s === 'urn') {
    const script = operands[1];
    if (script === undefined) return null;
    return script === null ? 'unknown' : [`pre${script}`, script, `post${script}`];
  }
  if (['test', 't', 'tst'].includes(s) && name !== 'bun') return ['pretest', 'test', 'posttest'];
  // install-test and clean-install-test: an install, then the tests.
  if (['it', 'install-test', 'cit', 'install-ci-test', 'clean-install-test', 'sit'].includes(s)) return [...LIFECYCLE.install!, 'pretest', 'test', 'posttest'];
  if (s === 'start' || s === 'stop') return [`pre${s}`, s, `post${s}`];
  if (s === 'restart') return ['prerestart', 'restart', 'postrestart', 'prestop', 'stop', 'poststop', 'prestart', 'start', 'poststart'];
  if (INSTALLS.has(s)) return LIFECYCLE.install!;
  if (s === 'pack' || s === 'publish') return LIFECYCLE.pack!;
  // `npm version` with no new version only prints; with one it runs the version scripts (yarn's and pnpm's alike).
  if (s === 'version') return operands.length > 1 ? LIFECYCLE.version! : null;
  if (BUILTIN.has(s) || name === 'npm' || name === 'bun') return null;
  // yarn and pnpm run a script by its bare name.
  return [`pre${s}`, s, `post${s}`];
}

/** Like npm, the nearest directory at or above `cwd` that holds a package.json or node_modules (or `cwd`): the project's. */
function projectDir(c: Call, cwd: string): string {
  for (let d = cwd; ; d = dirname(d)) {
    if (c.x.readFile(join(d, 'package.json')) !== 'missing' || statQuiet(join(d, 'node_modules'))) return d;
    if (dirname(d) === d) return cwd;
  }
}

/** Settings of a project .npmrc that change how or where scripts and `npm exec` run or write. */
const NPMRC_SETTINGS = /^\s*(script-shell|node-options|shell|onload-script|prefix|globalconfig|userconfig|cache|logs-dir|init-module|workspaces?)\s*=/m;

/** Refuses (and returns true) when the project .npmrc in `dir` cannot be read or holds one of NPMRC_SETTINGS. */
function npmrcRefused(c: Call, dir: string): boolean {
  const file = join(dir, '.npmrc');
  const npmrc = c.x.readFile(file);
  if (c.x.unseen(npmrc, file, `${c.name} reads`)) return true;
  if (npmrc === 'missing' || !NPMRC_SETTINGS.test(npmrc)) return false;
  c.x.report({
    kind: 'unevaluable',
    target: file,
    message: `${c.name}: ${file} sets how or where scripts run or write (script-shell, node-options, prefix, logs-dir…), which the guard does not follow`,
  });
  return true;
}

/** The `node_modules/.bin` dirs npm puts on PATH for a package in `dir`: its own, then each one above it. */
function binDirs(dir: string): string[] {
  const out: string[] = [];
  for (let d = dir; ; d = dirname(d)) {
    out.push(join(d, 'node_modules', '.bin'));
    if (dirname(d) === d) return out;
  }
}

/** A package.json's fields as the call finds it, or null when it is missing, changed by the call or not a JSON object. */
export function readPackage(c: Call, file: string): Record<string, unknown> | null {
  const text = c.x.readFile(file);
  if (text === 'missing' || text === 'changed' || text === 'unreadable') return null;
  try {
    const v: unknown = JSON.parse(text);
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A workspaces pattern the guard expands: a path below the root, or one ending in `/*` (each dir there). */
const WORKSPACE_PATTERN = /^(?:\.\/)?[\w@.-]+(?:\/[\w@.-]+)*(?:\/\*)?$/;

/**
 * The workspaces of the root at or above `dir` that lists `dir` (or is `dir`): npm 7+ finds it so from a workspace's
 * own directory. Each workspace's dir and name; null (reported) when the list holds a pattern the guard does not
 * expand; `{ root: null }` when there is no such root (npm then fails: no workspaces found).
 */
function workspaces(c: Call, dir: string): { root: string | null; list: { dir: string; name: unknown }[] } | null {
  for (let d = dir; ; d = dirname(d)) {
    const file = join(d, 'package.json');
    if (c.x.unseen(c.x.readFile(file), file, `${c.name} --workspace reads`)) return null;
    const field = readPackage(c, file)?.workspaces;
    const patterns = Array.isArray(field) ? field : field && typeof field === 'object' ? (field as { packages?: unknown }).packages : undefined;
    if (Array.isArray(patterns)) {
      const bad = patterns.find((p) => typeof p !== 'string' || !WORKSPACE_PATTERN.test(p) || p.split('/').includes('..'));
      if (bad !== undefined) {
        const message = `${c.name}: the workspaces pattern ${JSON.stringify(bad)} in ${file} is not one the guard expands`;
        c.x.report({ kind: 'unevaluable', target: file, message });
        return null;
      }
      const dirs: string[] = [];
      for (const p of patterns as string[]) {
        const base = join(d, p.replace(/\/\*$/, ''));
        if (!p.endsWith('/*')) {
          dirs.push(base);
          continue;
        }
        // A dir this call makes there is a workspace too, once it holds a package.json.
        const made = c.x.writtenIn(base);
        if (made === null) {
          c.x.report({ kind: 'unevaluable', target: base, message: `${c.name}: this call writes ${base} whole, so its workspaces cannot be listed` });
          return null;
        }
        // Every dir there, hidden ones and links to dirs included: a workspace more is only judged, never missed.
        let names: string[] = [];
        try {
          names = readdirSync(base).filter((n) => statQuiet(join(base, n))?.isDirectory());
        } catch {
          // no such dir yet
        }
        dirs.push(...[...new Set([...names, ...made])].map((n) => join(base, n)));
      }
      // readPackage gives no name for a package.json this call writes: workspaceDirs refuses to match names then.
      const list = dirs
        .filter((w) => c.x.readFile(join(w, 'package.json')) !== 'missing')
        .map((w) => ({ dir: w, name: readPackage(c, join(w, 'package.json'))?.name }));
      if (d === dir || list.some((w) => w.dir === dir)) return { root: d, list };
    }
    if (dirname(d) === d) return { root: null, list: [] };
  }
}

/**
 * The package dirs a call's workspace options select, as npm 7+ reads them: `-w V`, `--workspace V`, `--workspace=V`
 * (V a workspace's name, its dir, or a dir above several, a path from the cwd), `-ws`/`--workspaces` (all of them),
 * `--include-workspace-root` (the root too). Null when `options` name no workspace; [] after a report for a form the
 * guard does not read, or when npm finds none (it then runs nothing).
 */
function workspaceDirs(c: Call, cwd: string, options: readonly Arg[]): string[] | null {
  const wanted: string[] = [];
  let all = false;
  let root = false;
  for (let i = 0; i < options.length; i++) {
    const v = options[i]!.values?.length === 1 ? options[i]!.values![0]! : null;
    if (v === '-w' || v === '--workspace') {
      const value = options[++i]?.values;
      if (value?.length !== 1) return reportWorkspace(c, options[i] ?? options[i - 1]!);
      wanted.push(value[0]!);
    } else if (v?.startsWith('--workspace=')) wanted.push(v.slice(12));
    else if (v === '-ws' || v === '--workspaces' || v === '--workspaces=true') all = true;
    else if (v === '--include-workspace-root' || v === '--include-workspace-root=true') root = true;
    else if (v !== null && /^(-w|--workspaces?\b|--ws\b|--include-workspace-root)/.test(v)) return reportWorkspace(c, options[i]!);
  }
  if (!wanted.length && !all) return null;
  const found = workspaces(c, projectDir(c, cwd));
  if (found === null || found.root === null) return [];
  // A workspace whose name the guard cannot read (its package.json written by this call) may be the one named.
  const unnamed = wanted.length ? found.list.find((w) => typeof w.name !== 'string') : undefined;
  if (unnamed) {
    c.x.report({ kind: 'unevaluable', target: unnamed.dir, message: `${c.name} --workspace: the name of the workspace in ${unnamed.dir} cannot be read` });
    return [];
  }
  const names = (v: string) => (w: { dir: string; name: unknown }) => w.name === v || w.dir === resolve(cwd, v) || w.dir.startsWith(`${resolve(cwd, v)}/`);
  // npm fails on a value that names no workspace; one the guard matches differently (a link to one) is refused.
  const unmatched = wanted.find((v) => !found.list.some(names(v)));
  if (unmatched !== undefined) {
    c.x.report({ kind: 'unevaluable', target: unmatched, message: `${c.name} --workspace ${unmatched}: names no workspace the guard can find` });
    return [];
  }
  const picked = found.list.filter((w) => all || wanted.some((v) => names(v)(w)));
  return [...new Set([...(root ? [found.root] : []), ...picked.map((w) => w.dir)])];
}

function reportWorkspace(c: Call, arg: Arg): [] {
  c.x.report({ kind: 'unevaluable', target: `${c.name} ${arg.text}`, message: `${c.name} ${arg.text}: a workspace option the guard does not read` });
  return [];
}

/** Judges the scripts a package-manager call runs in `state`'s directory (or in the workspaces it names). */
export function judgeScripts(c: Call, state: ShellState, sub: string | undefined, operands: readonly (string | null)[], extra: readonly Arg[] = []): void {
  const names = scriptsRun(c.name, sub, operands);
  if (names === null) return;
  // The same settings as a project .npmrc's below, given on the command line; workspaces run other packages' scripts.
  const end = c.args.findIndex((a) => a.values?.[0] === '--');
  const setting = c.args.slice(0, end < 0 ? undefined : end).find((a) => a.values?.some((v) => SCRIPT_SETTINGS.test(v)));
  if (setting)
    return c.x.report({
      kind: 'unevaluable',
      target: `${c.name} ${setting.text}`,
      message: `${c.name} ${setting.text} changes how, where or which scripts run, which the guard does not follow; run the script's commands directly`,
    });
  if (names === 'unknown')
    return c.x.report({ kind: 'unevaluable', target: `${c.name} run`, message: `${c.name} runs a script the guard cannot name; name it literally` });
  if (state.cwd === null)
    return c.x.report({ kind: 'unevaluable', target: c.name, message: `${c.name} runs package.json scripts in a directory the guard cannot determine` });
  const options = c.args.slice(0, end < 0 ? undefined : end);
  const selected = c.name === 'npm' ? workspaceDirs(c, state.cwd, options) : null;
  if (selected === null) return runScripts(c, state, projectDir(c, state.cwd), names, sub, extra);
  // npm reads the root's .npmrc, and runs each workspace's scripts in its own directory.
  if (!npmrcRefused(c, projectDir(c, state.cwd))) for (const dir of selected) runScripts(c, state, dir, names, sub, extra);
}

/** The scripts `names` of the package in `dir`, each judged as shell npm runs there. */
function runScripts(c: Call, state: ShellState, dir: string, names: readonly string[], sub: string | undefined, extra: readonly Arg[]): void {
  state = { ...fork(state), cwd: dir };
  if (npmrcRefused(c, dir)) return;
  const file = join(dir, 'package.json');
  const text = c.x.readFile(file);
  if (c.x.unseen(text, file, `${c.name} runs scripts from`)) return;
  if (text === 'missing') return;
  let scripts: Record<string, unknown>;
  try {
    const pkg = JSON.parse(text) as { scripts?: unknown };
    scripts = pkg && typeof pkg.scripts === 'object' && pkg.scripts !== null ? (pkg.scripts as Record<string, unknown>) : {};
  } catch {
    return c.x.report({ kind: 'unevaluable', target: file, message: `${c.name} runs scripts from ${file}, which is not valid JSON to the guard` });
  }
  const local = fork(state);
  // npm puts the package's node_modules/.bin first, then each one above it (a workspace's bins are in the root's); the
  // walker judges programs found there from their text.
  const path = state.vars.get('PATH');
  local.vars.set('PATH', [`${binDirs(dir).join(':')}:${path?.length === 1 ? path[0] : '/usr/local/bin:/usr/bin:/bin'}`]);
  // npm sets INIT_CWD to the directory it was started in (@npmcli/config's set-envs; --prefix does not change it),
  // whatever the environment held: measured with npm 11.
  if (c.name === 'npm' && c.state.cwd !== null) {
    local.vars.set('INIT_CWD', [c.state.cwd]);
    local.vars.set(exportKey('INIT_CWD'), ['1']);
  }
  // The words after the script's name (`npm run build -- dist`, `npm test -- -k x`) are appended to its command, each
  // quoted; not to its pre and post scripts.
  const appended = extra.map((a) => (a.values?.length === 1 ? ` ${shellQuote(a.values[0]!)}` : null));
  for (const n of names) {
    const body = scripts[n];
    if (typeof body !== 'string') continue;
    // The script named (`pre` and `post` around it); restart's chain of scripts gets no words.
    const main = names.length === 3 && n === names[1];
    if (main && appended.includes(null)) {
      c.x.report({ kind: 'unevaluable', target: `${c.name} ${n}`, message: `${c.name} passes the script ${n} words the guard cannot know` });
      continue;
    }
    c.x.script(main ? body + appended.join('') : body, c.x.newShell(local), c.depth + 1);
  }
  if (c.name === 'npm' && sub === 'start' && typeof scripts.start !== 'string')
    c.x.run(
      ['node', 'server.js'].map((v) => ({ text: v, values: [v] })),
      local,
      c.depth + 1,
    );
  // A new version is committed and tagged in the project's repository (unless told not to): git's hooks and config run
  // then, judged as a commit of the agent's own is.
  if (sub === 'version' && !c.args.some((a) => a.values?.some((v) => /^--(no-git-tag-version|git-tag-version=false)$/.test(v))))
    c.x.script('git commit -q -m version && git tag version', c.x.newShell(state), c.depth + 1);
}

/** Packages looked at by `npm rebuild`, at most. */
const REBUILD_LIMIT = 500;

/**
 * `npm rebuild` runs the install scripts of the packages already in node_modules (its own and scoped ones, one
 * level): each is judged as `npm install` would run it in that package's directory.
 */
export function judgeDependencyScripts(c: Call, state: ShellState): void {
  if (state.cwd === null) return;
  const root = join(state.cwd, 'node_modules');
  const list = (d: string) => {
    try {
      return readdirSync(d).filter((n) => !n.startsWith('.'));
    } catch {
      return [];
    }
  };
  const dirs = list(root).flatMap((n) => (n.startsWith('@') ? list(join(root, n)).map((m) => join(root, n, m)) : [join(root, n)]));
  for (const dir of dirs.slice(0, REBUILD_LIMIT)) judgeScripts(c, { ...fork(state), cwd: dir }, 'install', []);
  if (dirs.length > REBUILD_LIMIT)
    c.x.report({ kind: 'unevaluable', target: `${c.name} rebuild`, message: `${c.name} rebuild runs the scripts of more packages than the guard reads` });
}

/**
 * `npx PKG …`, `npm exec -- PKG …`, `pnpm dlx`, `yarn dlx`: a package bin
 * installed in the project runs like that program (its file judged from its
 * text); one that is not would be fetched and run unseen, and is refused.
 * `-c 'cmd'` runs shell text.
 */
export function judgeExec(c: Call, state: ShellState, args: Call['args'], leading: Call['args'] = []): void {
  // The project's .npmrc applies to what runs (node-options becomes NODE_OPTIONS, script-shell runs -c), as to scripts.
  if (state.cwd !== null && npmrcRefused(c, projectDir(c, state.cwd))) return;
  let i = 0;
  for (; i < args.length; i++) {
    const v = args[i]!.values?.[0] ?? '';
    if (args[i]!.values === null) break;
    if (v === '--') {
      i++;
      break;
    }
    // `npm exec -w core -- cmd` runs cmd in each workspace named (below).
    if (v === '-w' || v === '--workspace') {
      i++;
      continue;
    }
    if (v === '-c' || v === '--call') return c.x.nested(args[i + 1], fork(state), c.depth, `${c.name} -c`);
    if (/^--call=/.test(v)) return c.x.nested({ text: v, values: [v.slice(7)] }, fork(state), c.depth, `${c.name} --call`);
    if (v === '-p' || v === '--package' || v.startsWith('--package=')) {
      return c.x.report({ kind: 'unevaluable', target: v, message: `${c.name} ${v} fetches and runs a package the guard cannot read` });
    }
    if (!v.startsWith('-')) break;
  }
  const pkg = args[i];
  if (!pkg) return;
  const selected = state.cwd === null ? null : workspaceDirs(c, state.cwd, [...leading, ...args.slice(0, i)].filter((a) => a.values?.[0] !== '--'));
  if (selected !== null) {
    for (const dir of selected) judgeExecIn(c, { ...fork(state), cwd: dir }, pkg, args.slice(i + 1));
    return;
  }
  judgeExecIn(c, state, pkg, args.slice(i + 1));
}

/** `npm exec`'s package `pkg` run with `rest` in `state`'s directory. */
function judgeExecIn(c: Call, state: ShellState, pkg: Arg, rest: Call['args']): void {
  const name = pkg.values?.length === 1 ? pkg.values[0]! : null;
  if (name === null || state.cwd === null)
    return c.x.report({ kind: 'unevaluable', target: pkg.text, message: `${c.name} runs a package the guard cannot name; name it literally` });
  // Installed in the project, in its node_modules/.bin or one above it (a workspace's bins are in the root's): run as
  // that file. Not installed: it would be fetched, and is judged by name like any program.
  const binName = name.replace(/^@[^/]+\//, '').replace(/@[^/]*$/, '');
  const bin = binDirs(state.cwd)
    .map((d) => join(d, binName))
    .find((b) => c.x.readFile(b) !== 'missing');
  c.x.run([{ text: bin ?? name, values: [bin ?? name] }, ...rest], state, c.depth + 1, c.stdin);
}
