/**
 * Package managers: installs into the env (a virtualenv, node_modules) are
 * fine; global, user and system installs, publishing and user config changes
 * are refused.
 */
import { statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { hasFlag, optValues, parseOpts } from '../options.js';
import { fork, type ShellState } from '../state.js';
import { literalArg, type Arg } from '../words.js';
import { cargoBuild } from './cargo.js';
import { judgeDependencyScripts, judgeExec, judgeScripts, readPackage } from './npm-scripts.js';
import type { Call, RuleTable } from './types.js';

/** Programs whose install-like subcommands change the system outside the env. */
const SYSTEM: Record<string, Set<string>> = {
  apt: new Set(['install', 'reinstall', 'remove', 'purge', 'upgrade', 'full-upgrade', 'dist-upgrade', 'update', 'autoremove', 'build-dep', 'edit-sources']),
  'apt-get': new Set([
    'install',
    'reinstall',
    'remove',
    'purge',
    'upgrade',
    'dist-upgrade',
    'update',
    'autoremove',
    'build-dep',
    'source',
    'clean',
    'autoclean',
  ]),
  aptitude: new Set(['install', 'reinstall', 'remove', 'purge', 'upgrade', 'safe-upgrade', 'full-upgrade', 'update']),
  yum: new Set(['install', 'reinstall', 'remove', 'erase', 'update', 'upgrade', 'groupinstall', 'localinstall']),
  dnf: new Set(['install', 'reinstall', 'remove', 'erase', 'update', 'upgrade', 'group', 'swap']),
  zypper: new Set(['install', 'in', 'remove', 'rm', 'update', 'up', 'dist-upgrade', 'dup']),
  apk: new Set(['add', 'del', 'upgrade', 'update', 'fix']),
  brew: new Set(['install', 'reinstall', 'uninstall', 'remove', 'rm', 'upgrade', 'update', 'tap', 'untap', 'link', 'unlink', 'pin', 'cleanup']),
  port: new Set(['install', 'uninstall', 'upgrade', 'selfupdate', 'activate']),
  snap: new Set(['install', 'remove', 'refresh']),
  flatpak: new Set(['install', 'uninstall', 'update']),
  pipx: new Set(['install', 'uninstall', 'upgrade', 'inject', 'ensurepath', 'reinstall', 'upgrade-all']),
  corepack: new Set(['enable', 'disable', 'install', 'prepare']),
  conda: new Set(['install', 'update', 'upgrade', 'remove', 'uninstall', 'create', 'config', 'init']),
  mamba: new Set(['install', 'update', 'upgrade', 'remove', 'uninstall', 'create']),
  rustup: new Set(['install', 'update', 'default', 'toolchain', 'component', 'target', 'self', 'override', 'set']),
  nvm: new Set(['install', 'uninstall', 'alias', 'use']),
};

const install = (c: Call, what: string, where = 'outside the env') =>
  c.x.report({ kind: 'install', target: what, message: `package install (${what}) changes files ${where}` });

function system(c: Call): void {
  const sub = parseOpts(c.args, '', []).operands[0]?.values?.[0];
  if (sub && SYSTEM[c.name]!.has(sub)) install(c, `${c.name} ${sub}`, 'of the system, outside the env');
}

const LOCKFILES: Record<string, string> = { npm: 'package-lock.json', pnpm: 'pnpm-lock.yaml', yarn: 'yarn.lock', bun: 'bun.lock' };

const JS_CHANGES = new Set(['install', 'i', 'add', 'ci', 'uninstall', 'remove', 'rm', 'un', 'update', 'up', 'upgrade', 'link', 'ln', 'global', 'unlink']);

function jsPackages(c: Call): void {
  const p = parseOpts(c.args, 'Cw', [
    'prefix', 'dir', 'cwd', 'location', 'global-folder', 'modules-folder', 'filter', 'userconfig', 'globalconfig', 'cache', 'pack-destination',
    'workspace', 'logs-dir',
  ]);
  const local = fork(c.state);
  c.x.writeAll(optValues(p, 'pack-destination'), c.state, 'into', `${c.name} --pack-destination`);
  c.x.writeAll(optValues(p, 'logs-dir'), c.state, 'into', `${c.name} --logs-dir`);
  // Only an install rewrites what is there; `npm --prefix pkg test` reads pkg's .npmrc and scripts as they are.
  const installs = JS_CHANGES.has(p.operands[0]?.values?.[0] ?? '');
  for (const dir of optValues(p, 'C', 'prefix', 'dir', 'cwd', 'global-folder', 'modules-folder', 'cache')) {
    c.x.write(dir, c.state, 'into', `${c.name} working directory`, installs);
    local.cwd = dir.values?.length === 1 && c.state.cwd !== null ? resolve(c.state.cwd, dir.values[0]!) : null;
  }
  c.x.writeAll(optValues(p, 'userconfig', 'globalconfig'), c.state, 'target', `${c.name} config file`);
  const sub = p.operands[0]?.values?.[0];
  // A workspace dir (`npm init -w DIR` creates it; an install writes its node_modules and lock entries). Scripts and
  // exec only run there (npm-scripts.ts workspaceDirs).
  if (installs || sub === 'init' || sub === 'create' || sub === 'innit') c.x.writeAll(optValues(p, 'w', 'workspace'), local, 'into', `${c.name} --workspace`);
  const location = optValues(p, 'location').map((a) => a.values?.[0]);
  const global = hasFlag(p, 'g', 'global') || location.includes('global') || (c.name === 'yarn' && sub === 'global');
  if (global && sub && JS_CHANGES.has(sub)) return install(c, `${c.name} ${sub} -g`);
  if (c.name === 'npm' && (sub === 'link' || sub === 'ln') && p.operands.length === 1) return install(c, 'npm link');
  if (sub === 'publish' || sub === 'unpublish' || sub === 'deprecate' || sub === 'dist-tag' || sub === 'owner') {
    return c.x.report({ kind: 'registry', target: `${c.name} ${sub}`, message: `${c.name} ${sub} changes a package registry` });
  }
  if (sub === 'config' || sub === 'c' || sub === 'set') {
    const action = sub === 'set' ? 'set' : p.operands[1]?.values?.[0];
    const project = location.includes('project');
    if (action && ['set', 'delete', 'edit', 'fix', 'rm'].includes(action) && !project) {
      return c.x.report({
        kind: 'write',
        target: `${c.name} config ${action}`,
        message: `${c.name} config ${action} writes your user config (~/.npmrc) outside the env; use --location=project`,
      });
    }
    // The project's .npmrc is rewritten through whatever is at that name (a link planted there).
    if (action && ['set', 'delete', 'fix', 'rm'].includes(action)) c.x.write(literalArg('.npmrc'), local, 'target', `${c.name} config ${action} writes`);
  }
  if (sub === 'explore' || sub === 'edit')
    return c.x.report({ kind: 'unevaluable', target: `${c.name} ${sub}`, message: `${c.name} ${sub} runs a shell or an editor in an installed package` });
  if (sub === 'login' || sub === 'adduser' || sub === 'logout' || sub === 'token') {
    return c.x.report({ kind: 'write', target: `${c.name} ${sub}`, message: `${c.name} ${sub} writes your user config outside the env` });
  }
  c.x.inCwd(`${c.name}${sub ? ` ${sub}` : ''}`, local);
  // An install writes its lockfile and node_modules by name: a link planted there leads the write elsewhere. A check
  // only: what the install puts there is judged as the packages' scripts and bins are.
  if ((sub === undefined || JS_CHANGES.has(sub)) && local.cwd !== null) {
    c.x.write(literalArg(join(local.cwd, LOCKFILES[c.name] ?? 'package-lock.json')), local, 'target', `${c.name} ${sub ?? 'install'} writes`, false);
    c.x.write(literalArg(join(local.cwd, 'node_modules')), local, 'into', `${c.name} ${sub ?? 'install'} installs into`, false);
  }
  // npm pack writes NAME-VERSION.tgz (a scoped @s/n as s-n) into --pack-destination or here: a link planted at that
  // name leads the write elsewhere. A check only, as above.
  if (c.name === 'npm' && sub === 'pack' && local.cwd !== null) {
    const pkg = readPackage(c, join(local.cwd, 'package.json'));
    const dest = optValues(p, 'pack-destination')[0]?.values?.[0];
    if (pkg && typeof pkg.name === 'string' && typeof pkg.version === 'string') {
      const tarball = `${pkg.name.replace(/^@/, '').replace('/', '-')}-${pkg.version}.tgz`;
      c.x.write(literalArg(join(dest === undefined ? local.cwd : resolve(local.cwd, dest), tarball)), local, 'target', 'npm pack writes', false);
    }
  }
  if (sub === 'exec' || sub === 'x' || sub === 'dlx') {
    const at = c.args.findIndex((a) => a.values?.[0] === sub);
    return judgeExec(c, local, c.args.slice(at + 1), c.args.slice(0, at));
  }
  const operands = p.operands.map((a) => (a.values?.length === 1 ? a.values[0]! : null));
  if (c.name === 'npm' && sub === 'pkg' && operands[1] === 'set') return judgeScriptsSet(c, local, p.operands.slice(2));
  // `npm init X` / `npm create X` runs the bin of the package create-X (`@s/create` for `@s`), as npm exec does.
  if ((sub === 'init' || sub === 'create' || sub === 'innit') && p.operands[1]) {
    const init = p.operands[1];
    const v = init.values?.length === 1 ? init.values[0]! : null;
    const pkg = v === null ? null : v.startsWith('@') ? (v.includes('/') ? v.replace('/', '/create-') : `${v}/create`) : `create-${v}`;
    return judgeExec(c, local, [pkg === null ? init : { text: pkg, values: [pkg] }, ...p.operands.slice(2)]);
  }
  if (c.name === 'npm' && (sub === 'rebuild' || sub === 'rb')) judgeDependencyScripts(c, local);
  // npm (7 and later) passes the words after the script's name to it.
  const named = ['run', 'run-script', 'rum', 'urn'].includes(sub ?? '');
  const lifecycle = ['test', 't', 'tst', 'start', 'stop', 'restart'].includes(sub ?? '');
  const passed = c.name !== 'npm' ? [] : named ? p.operands.slice(2) : lifecycle ? p.operands.slice(1) : [];
  judgeScripts(c, local, sub, operands, passed);
  if (sub && ['install', 'i', 'add', 'link', 'ln', 'ci', 'clean-install', 'install-test', 'it'].includes(sub)) {
    // A package installed from a local directory runs its own lifecycle scripts; a local tarball's cannot be read.
    // Without packages named, those are package.json's own `file:` dependencies.
    const named = operands.slice(1);
    for (const v of named.length ? named : localDependencies(c, local)) {
      if (v === null || !/^(\.{0,2}\/|file:|~)/.test(v)) continue;
      const path = v.replace(/^file:/, '');
      if (/\.(tgz|tar(\.gz)?)$/.test(path))
        c.x.report({ kind: 'unevaluable', target: v, message: `${c.name} ${sub} of a local tarball runs install scripts the guard cannot read` });
      else judgeScripts(c, { ...fork(local), cwd: local.cwd === null ? null : resolve(local.cwd, path) }, 'install', []);
    }
  }
}

/** The `file:` (and path) specs among package.json's dependencies, in the package dir the call runs in. */
function localDependencies(c: Call, state: ShellState): string[] {
  if (state.cwd === null) return [];
  const text = c.x.readFile(join(state.cwd, 'package.json'));
  if (text === 'missing' || c.x.unseen(text, 'package.json', `${c.name} install reads`)) return [];
  let pkg: Record<string, unknown>;
  try {
    pkg = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return [];
  }
  return ['dependencies', 'devDependencies', 'optionalDependencies'].flatMap((k) => {
    const deps = pkg[k];
    return deps && typeof deps === 'object' ? Object.values(deps as Record<string, unknown>).filter((v): v is string => typeof v === 'string') : [];
  });
}

/**
 * `npm pkg set scripts.X=TEXT` puts shell text where a later `npm run X` (in
 * this call, or in an entry running beside it) runs it: judged as that script now.
 */
function judgeScriptsSet(c: Call, state: ShellState, settings: Call['args']): void {
  for (const a of settings) {
    if (a.values === null)
      return c.x.report({ kind: 'unevaluable', target: `npm pkg set ${a.text}`, message: `npm pkg set ${a.text}: a setting the guard cannot know` });
    for (const v of a.values) {
      const eq = v.indexOf('=');
      if (eq > 0 && /^scripts[.[]/.test(v.slice(0, eq))) c.x.script(v.slice(eq + 1), c.x.newShell(state), c.depth + 1);
    }
  }
}

function pip(c: Call): void {
  const p = parseOpts(c.args, 'trce', [
    'target',
    'prefix',
    'root',
    'requirement',
    'constraint',
    'index-url',
    'extra-index-url',
    'editable',
    'src',
    'cache-dir',
    'log',
    'report',
  ]);
  const sub = p.operands[0]?.values?.[0];
  // A virtualenv's pip (or python, or a bare pip after activate) inside the roots: its prefix is inside.
  const venvPip = c.prog.includes('/') && c.x.insideRoots(c.x.absolute(c.prog, c.state) ?? '/');
  if (sub === 'config') {
    const action = p.operands[1]?.values?.[0];
    // --site writes the pip.conf of the python's own prefix.
    if (action && ['set', 'unset', 'edit'].includes(action) && !(hasFlag(p, 'site') && venvPip))
      return c.x.report({ kind: 'write', target: 'pip config', message: 'pip config writes a config file outside the env; use a virtualenv pip with --site' });
    return;
  }
  c.x.writeAll(optValues(p, 'log', 'report', 'cache-dir', 'src'), c.state, 'target', `pip ${sub ?? ''} output`);
  if (!sub || !['install', 'uninstall', 'download', 'wheel'].includes(sub)) return;
  if (sub !== 'uninstall') localBuilds(c, [...p.operands.slice(1), ...optValues(p, 'e', 'editable')]);
  if (hasFlag(p, 'user')) return install(c, `pip ${sub} --user`, 'in your home directory');
  const dirs = optValues(p, 't', 'target', 'prefix', 'root');
  if (dirs.length) return c.x.writeAll(dirs, c.state, 'into', `pip ${sub} --target`);
  if (sub === 'download' || sub === 'wheel') {
    const d = parseOpts(c.args, 'dw', ['dest', 'wheel-dir']);
    const dest = optValues(d, 'd', 'dest', 'w', 'wheel-dir');
    return dest.length ? c.x.writeAll(dest, c.state, 'into', `pip ${sub} -d`) : c.x.inCwd(`pip ${sub}`, c.state);
  }
  if (venvPip) {
    c.x.installedInVenv(dirname(dirname(c.x.absolute(c.prog, c.state)!)));
    return c.x.inCwd(`pip ${sub}`, c.state);
  }
  install(c, `pip ${sub}`, 'of a Python installation outside the env');
}

/**
 * A local source dir pip builds runs its setup.py (judged as the python script it is, in that dir), or an in-tree
 * build backend (`backend-path` in pyproject.toml: refused, its code is found through the backend's name).
 */
function localBuilds(c: Call, sources: readonly Arg[]): void {
  for (const a of sources) {
    const v = a.values?.length === 1 ? a.values[0]! : null;
    const dir = v === null || v.startsWith('-') || /^[\w.-]+:\/\//.test(v) ? null : c.x.absolute(v, c.state);
    if (dir === null || !statSync(dir, { throwIfNoEntry: false })?.isDirectory()) continue;
    const pyproject = c.x.readFile(join(dir, 'pyproject.toml'));
    if (typeof pyproject === 'string' && pyproject !== 'missing' && /^\s*backend-path\s*=/m.test(pyproject))
      c.x.report({ kind: 'unevaluable', target: `${c.name} ${v}`, message: `${c.name} builds ${v} with an in-tree build backend, unread by the guard` });
    if (c.x.readFile(join(dir, 'setup.py')) !== 'missing')
      c.x.run(['python3', join(dir, 'setup.py')].map(literalArg), { ...fork(c.state), cwd: dir }, c.depth + 1);
  }
}

function uv(c: Call): void {
  const p = parseOpts(c.args, 'pt', ['python', 'target', 'prefix', 'directory', 'project', 'cache-dir']);
  const [first, second] = p.operands.map((a) => a.values?.[0]);
  if (first === 'tool' && (second === 'install' || second === 'upgrade' || second === 'uninstall')) return install(c, `uv tool ${second}`);
  if (first === 'python' && (second === 'install' || second === 'uninstall')) return install(c, `uv python ${second}`);
  if (first === 'pip' && hasFlag(p, 'system', 'user')) return install(c, 'uv pip --system', 'of the system Python');
  c.x.writeAll(optValues(p, 't', 'target', 'prefix', 'directory', 'project', 'cache-dir'), c.state, 'into', 'uv');
  // `uv pip install`, `uv sync`, `uv run --with`: scripts go into the active or project virtualenv's bin.
  c.x.installedInVenv(null);
  c.x.inCwd('uv', c.state);
}

export const PACKAGES: RuleTable = {
  ...Object.fromEntries(Object.keys(SYSTEM).map((k) => [k, system])),
  npm: jsPackages,
  pnpm: jsPackages,
  yarn: jsPackages,
  bun: jsPackages,
  npx(c) {
    c.x.inCwd('npx', c.state);
    judgeExec(c, c.state, c.args);
  },
  pip,
  pip3: pip,
  uv,
  cargo(c) {
    // Options that take a value, so that it is not read as the subcommand or a path (`cargo new --vcs none x`).
    const p = parseOpts(c.args, 'jpF', [
      ...['root', 'path', 'git', 'branch', 'tag', 'rev', 'version', 'features', 'target-dir', 'manifest-path', 'vcs', 'name', 'edition'],
      ...['registry', 'jobs', 'package', 'bin', 'example', 'test', 'bench', 'target', 'color', 'message-format', 'profile', 'exclude', 'index'],
    ]);
    c.x.writeAll(optValues(p, 'target-dir'), c.state, 'into', 'cargo --target-dir');
    if (p.operands[0]?.values?.[0] === 'install' || p.operands[0]?.values?.[0] === 'uninstall') {
      const root = optValues(p, 'root');
      return root.length
        ? c.x.writeAll(root, c.state, 'into', 'cargo install --root')
        : install(c, `cargo ${p.operands[0]!.values![0]}`, 'in ~/.cargo, outside the env');
    }
    // `cargo new PATH` / `cargo init [PATH]` create the package there.
    const sub = p.operands[0]?.values?.[0];
    if ((sub === 'new' || sub === 'init') && p.operands[1]) c.x.write(p.operands[1], c.state, 'into', `cargo ${sub}`);
    c.x.inCwd('cargo', c.state);
    // `cargo +stable build`: the toolchain comes first.
    const command = p.operands[sub?.startsWith('+') ? 1 : 0];
    // `--config KEY=VALUE` (or a file) and `-Z` flags can name a rustc wrapper, a runner or a linker: anything runs.
    const config = c.args.find((a) => a.values?.some((v) => /^(--config\b|-Z)/.test(v)));
    if (config) return c.x.report({ kind: 'unevaluable', target: config.text, message: `cargo ${config.text} can make cargo run any program` });
    const manifest = optValues(p, 'manifest-path')[0];
    if (command?.values === null || manifest?.values === null)
      return c.x.report({ kind: 'unevaluable', target: 'cargo', message: 'cargo runs a subcommand or a manifest the guard cannot know; write it literally' });
    cargoBuild(c, command?.values[0], manifest?.values[0]);
  },
  go(c) {
    const sub = c.args[0]?.values?.[0];
    if (sub === 'install') return install(c, 'go install', 'in GOBIN, outside the env');
    if (sub === 'env' && c.args.some((a) => /^-(w|u)$/.test(a.values?.[0] ?? ''))) {
      return c.x.report({ kind: 'write', target: 'go env -w', message: 'go env -w writes your user go config outside the env' });
    }
    const p = parseOpts(c.args.slice(1), 'oC', [
      'o',
      'C',
      'modfile',
      'coverprofile',
      'cpuprofile',
      'memprofile',
      'outputdir',
      'trace',
      'blockprofile',
      'mutexprofile',
    ]);
    const dir = optValues(p, 'C');
    const local = dir.length && dir[0]!.values?.length === 1 && c.state.cwd !== null ? { ...c.state, cwd: resolve(c.state.cwd, dir[0]!.values[0]!) } : c.state;
    c.x.writeAll(
      optValues(p, 'o', 'coverprofile', 'cpuprofile', 'memprofile', 'trace', 'blockprofile', 'mutexprofile'),
      local,
      'target',
      `go ${sub ?? ''} output`,
    );
    c.x.writeAll(optValues(p, 'outputdir'), local, 'into', `go ${sub ?? ''} -outputdir`);
    c.x.inCwd('go', local);
  },
  gem(c) {
    const p = parseOpts(c.args, 'i', ['install-dir', 'bindir']);
    const sub = p.operands[0]?.values?.[0];
    if (!sub || !['install', 'uninstall', 'update', 'i'].includes(sub)) return;
    const dir = optValues(p, 'i', 'install-dir');
    dir.length ? c.x.writeAll(dir, c.state, 'into', 'gem --install-dir') : install(c, `gem ${sub}`, 'of the system gems, outside the env');
  },
  dpkg(c) {
    const p = parseOpts(c.args, '', []);
    if (hasFlag(p, 'i', 'r', 'P', 'install', 'remove', 'purge', 'unpack', 'configure')) install(c, 'dpkg', 'of the system, outside the env');
  },
  pacman(c) {
    const t = c.args[0]?.values?.[0] ?? '';
    if (/^-(S|R|U)/.test(t) && !/^-S[si]|^-Sg/.test(t)) install(c, `pacman ${t}`, 'of the system, outside the env');
  },
};

