/**
 * Programs that run another command: the wrapped command is judged as if run
 * directly, with the wrapper's own writes (time -o, strace -o, flock's lock
 * file, script's typescript) and directory changes (env -C, sudo -D) applied.
 */
import { join, resolve } from 'node:path';
import { parseOpts, skipOptions } from '../options.js';
import { exportKey, fork } from '../state.js';
import { literalArg } from '../words.js';
import { envFileWords } from './env-file.js';
import { unsetFinding } from './environment.js';
import { configPlaces } from './program-code.js';
import type { Call, Rule, RuleTable } from './types.js';

/** A wrapper by its options: short letters and long names taking a value, leading operands before the command. */
const wrap =
  (short: string, long: string[] = [], operands = 0): Rule =>
  (c) =>
    c.x.run(skipOptions(c.args, short, long, operands).rest, c.state, c.depth, c.stdin);

function env(c: Call): void {
  const local = fork(c.state);
  const { args } = c;
  let i = 0;
  const unset = (name: string, how: string) => {
    const gone = unsetFinding(name, how);
    if (gone) c.x.report(gone);
  };
  let cleared = false;
  const given = new Set<string>();
  const set = (name: string, value: string) => {
    given.add(name);
    c.x.assign(name, [value], local);
    // It is in the program's environment: a shell the program is gets it.
    local.vars.set(exportKey(name), ['1']);
  };
  for (; i < args.length; i++) {
    const v = args[i]!.values?.[0] ?? '';
    if (args[i]!.values === null) {
      // `env $(grep -v '^#' .env | xargs) node app.js`: the settings of a file the guard reads, when every word is one.
      const words = envFileWords(c, args[i]!.text);
      if (!words?.every((w) => /^[A-Za-z_]\w*=/.test(w))) break;
      for (const w of words) set(w.slice(0, w.indexOf('=')), w.slice(w.indexOf('=') + 1));
      continue;
    }
    if (['-i', '--ignore-environment', '-'].includes(v)) cleared = true;
    if (['-i', '-0', '--ignore-environment', '-', '--null'].includes(v)) continue;
    const u = /^(?:-u|--unset)(?:=?(.+))?$/s.exec(v);
    if (u) {
      const name = u[1] ?? args[++i]?.values?.[0];
      if (name !== undefined) unset(name, 'env -u');
      continue;
    }
    const chdir = /^(?:-C|--chdir)(?:=?(.+))?$/s.exec(v);
    if (chdir) {
      const dir = chdir[1] !== undefined ? literalArg(chdir[1]) : args[++i];
      const d = dir?.values?.length === 1 ? dir.values[0]! : null;
      local.cwd = d === null || (local.cwd === null && !d.startsWith('/')) ? null : resolve(local.cwd ?? '/', d);
      continue;
    }
    if (v === '-S' || v === '--split-string') return c.x.nested(args[i + 1], local, c.depth, 'env -S');
    if (v.startsWith('-S')) return c.x.nested(literalArg(v.slice(2)), local, c.depth, 'env -S');
    // env takes any NAME=VALUE before the command, names bash would not (BASH_FUNC_f%%=… defines a function in a bash child).
    const eq = /^([^=-][^=]*)=(.*)$/s.exec(v);
    if (!eq) break;
    set(eq[1]!, eq[2]!);
  }
  // An emptied environment loses TMPDIR and HOME unless they are set again here.
  if (cleared) for (const name of ['TMPDIR', 'HOME']) if (!given.has(name)) unset(name, 'env -i drops');
  c.x.run(args.slice(i), local, c.depth, c.stdin);
}

function time(c: Call): void {
  const { rest, values } = skipOptions(c.args, 'fo', ['format', 'output']);
  c.x.writeAll([...(values.get('o') ?? []), ...(values.get('output') ?? [])], c.state, 'target', 'time -o');
  c.x.run(rest, c.state, c.depth, c.stdin);
}

function traced(c: Call): void {
  const { rest, values } = skipOptions(c.args, 'oeEpsuUSPIXabO', ['output', 'signal', 'trace-path', 'user', 'attach']);
  for (const o of [...(values.get('o') ?? []), ...(values.get('output') ?? [])]) {
    // `-o '|cmd'` and `-o '!cmd'` pipe the trace into a shell command.
    const piped = /^[|!](.*)$/s.exec(o.values?.[0] ?? '');
    if (piped) c.x.nested(literalArg(piped[1]!), fork(c.state), c.depth, `${c.name} -o |`);
    else c.x.write(o, c.state, 'target', `${c.name} -o`);
  }
  c.x.run(rest, c.state, c.depth, c.stdin);
}

function flock(c: Call): void {
  const { rest, values } = skipOptions(c.args, 'wEc', ['timeout', 'wait', 'conflict-exit-code', 'command']);
  const lock = rest[0];
  // The lock file is created when missing.
  if (lock && !/^\d+$/.test(lock.values?.[0] ?? '')) c.x.write(lock, c.state, 'target', 'flock lock file');
  // -c may also follow the lock file (`flock FILE -c CMD`).
  const after = skipOptions(rest.slice(1), 'wEc', ['timeout', 'wait', 'conflict-exit-code', 'command']);
  const command = values.get('c') ?? values.get('command') ?? after.values.get('c') ?? after.values.get('command');
  if (command) return c.x.nested(command[0], c.state, c.depth, 'flock -c');
  c.x.run(after.rest, c.state, c.depth, c.stdin);
}

/**
 * sg, su and runuser run `-c CMD` (sg its command operand too) with /bin/sh; runuser -u and the rest run an argv.
 * Without a command, su and runuser start a shell reading input the guard cannot see.
 */
function switchUser(c: Call): void {
  const i = c.args.findIndex((a) => /^(-c|--command|--command=.*|--session-command(=.*)?)$/s.test(a.values?.[0] ?? ''));
  if (i >= 0) {
    const v = c.args[i]!.values![0]!;
    return c.x.nested(v.includes('=') ? literalArg(v.slice(v.indexOf('=') + 1)) : c.args[i + 1], fork(c.state), c.depth, `${c.name} -c`);
  }
  const p = skipOptions(c.args, 'ugGs', ['user', 'group', 'supp-group', 'shell', 'whitelist-environment', 'w']);
  if (c.name === 'sg') return c.x.nested(p.rest[1], fork(c.state), c.depth, 'sg');
  if (p.values.has('u') || p.values.has('user')) return c.x.run(p.rest, c.state, c.depth, c.stdin);
  c.x.report({ kind: 'unevaluable', target: c.name, message: `${c.name} starts a shell that reads commands the guard cannot see; run the command itself` });
}

/** setarch ARCH [options] CMD (and its per-arch names, which take no ARCH). */
function setarch(c: Call): void {
  const args = c.name === 'setarch' ? c.args.slice(1) : c.args;
  c.x.run(skipOptions(args, '', []).rest, c.state, c.depth, c.stdin);
}

/** chroot NEWROOT CMD: paths in CMD name places under NEWROOT; only `/` keeps them what they say. */
function chroot(c: Call): void {
  const { rest } = skipOptions(c.args, '', ['userspec', 'groups']);
  if (rest[0]?.values?.[0] !== '/')
    return c.x.report({ kind: 'unevaluable', target: 'chroot', message: 'chroot runs a command under another root, which the guard does not follow' });
  c.x.run(rest.slice(1), c.state, c.depth, c.stdin);
}

function script(c: Call): void {
  const p = parseOpts(c.args, 'cIOBTEm', ['command', 'log-in', 'log-out', 'log-io', 'log-timing', 'echo', 'logging-format']);
  const logs = ['I', 'O', 'B', 'T', 'log-in', 'log-out', 'log-io', 'log-timing'].flatMap((k) => p.values.get(k) ?? []);
  c.x.writeAll(logs, c.state, 'target', 'script log');
  // -t/--timing take their file only glued (`-tFILE`, `--timing=FILE`); bare, the timings go to stderr.
  for (const a of c.args)
    for (const v of a.values ?? []) {
      const timing = /^(?:-t|--timing=)(.+)$/.exec(v);
      if (timing) c.x.write({ text: a.text, values: [timing[1]!] }, c.state, 'target', 'script timing log');
    }
  if (p.operands[0]) c.x.write(p.operands[0], c.state, 'target', 'script typescript');
  else c.x.writeCwd(c.state, 'script typescript');
  const command = p.values.get('c') ?? p.values.get('command');
  if (command) c.x.nested(command[0], c.state, c.depth, 'script -c');
}

function sudo(c: Call): void {
  const { rest, values } = skipOptions(c.args, 'ugpChDrtUT', [
    'user',
    'group',
    'prompt',
    'close-from',
    'host',
    'chdir',
    'role',
    'type',
    'other-user',
    'command-timeout',
  ]);
  const dir = values.get('D')?.[0] ?? values.get('chdir')?.[0];
  const local = dir ? { ...fork(c.state), cwd: dir.values?.length === 1 ? resolve(c.state.cwd ?? '/', dir.values[0]!) : null } : c.state;
  c.x.run(rest, local, c.depth, c.stdin);
}

/** The NAME=VALUE lines of a dotenv file (`export ` and quotes dropped, comments skipped), or null when it cannot be read. */
function dotenvVars(c: Call, file: string | null): [string, string][] | null {
  const text = c.x.readFile(file);
  if (text === 'missing') return [];
  if (text === 'changed' || text === 'unreadable') return null;
  return [...text.matchAll(/^\s*(?:export\s+)?([A-Za-z_]\w*)\s*=\s*(.*?)\s*$/gm)].map((m) => [m[1]!, m[2]!.replace(/^(['"])(.*)\1$/s, '$2')]);
}

/**
 * dotenv's runners (python-dotenv's `dotenv [-f FILE] run [--] CMD`, dotenv-cli's `dotenv [-e FILE] -- CMD`): the
 * command runs with the file's variables set, each judged as an assignment is (GIT_DIR, NODE_OPTIONS, a path outside).
 */
function dotenv(c: Call): void {
  const words = c.args.map((a) => a.values?.[0] ?? null);
  const local = fork(c.state);
  const files: string[] = [];
  let i = 0;
  for (; i < words.length; i++) {
    const w = words[i] ?? null;
    if (w === null) return c.x.report({ kind: 'unevaluable', target: c.args[i]!.text, message: `dotenv ${c.args[i]!.text}: an option the guard cannot know` });
    if (w === '-f' || w === '--file' || w === '-e') files.push(words[++i] ?? '.env');
    else if (w === 'run' || w === '--') continue;
    else if (!w.startsWith('-')) break;
  }
  for (const f of files.length ? files : ['.env']) {
    const vars = dotenvVars(c, c.x.absolute(f, local));
    if (vars === null) return c.x.report({ kind: 'unevaluable', target: f, message: `dotenv reads ${f}, which this call changes or the guard cannot read` });
    for (const [name, value] of vars) c.x.assign(name, [value], local);
  }
  c.x.run(c.args.slice(i), local, c.depth, c.stdin);
}

/**
 * valgrind [--opt=value…] CMD: its log and XML files are write targets, its options also come from .valgrindrc (here and
 * in home) and $VALGRIND_OPTS, whose paths are judged as a tool config's are; then the command is judged.
 */
function valgrind(c: Call): void {
  const at = c.args.findIndex((a) => !(a.values?.[0] ?? '').startsWith('-'));
  const own = at < 0 ? c.args : c.args.slice(0, at);
  for (const a of own) {
    const m = /^--(?:log-file|xml-file|vgdb-prefix)=(.+)$/s.exec(a.values?.[0] ?? '');
    if (m) c.x.write(literalArg(m[1]!.replace(/%[pq]\{?[^}]*\}?|%[a-z]/g, 'x')), c.state, 'target', 'valgrind writes');
  }
  if (c.state.cwd !== null) configPlaces(c, join(c.state.cwd, '.valgrindrc'), 'valgrind');
  configPlaces(c, join(c.x.ctx.home, '.valgrindrc'), 'valgrind');
  const opts = c.state.vars.get('VALGRIND_OPTS');
  if (opts === null || opts?.some((v) => /--(?:log|xml)-file|--vgdb-prefix/.test(v)))
    c.x.report({
      kind: 'unevaluable',
      target: 'VALGRIND_OPTS',
      message: 'valgrind takes options from $VALGRIND_OPTS, which name files the guard does not follow',
    });
  if (at >= 0) c.x.run(c.args.slice(at), c.state, c.depth, c.stdin);
}

export const WRAPPERS: RuleTable = {
  env,
  dotenv,
  valgrind,
  time,
  strace: traced,
  ltrace: traced,
  flock,
  script,
  sudo,
  nice: wrap('n', ['adjustment']),
  nohup: wrap(''),
  timeout: wrap('sk', ['signal', 'kill-after'], 1),
  stdbuf: wrap('ioe', ['input', 'output', 'error']),
  ionice: wrap('cnp', ['class', 'classdata', 'pid']),
  setsid: wrap(''),
  doas: wrap('uC'),
  chrt: wrap('', [], 1),
  taskset: wrap('', [], 1),
  prlimit: wrap('p', ['pid', 'output']),
  setpriv: wrap('', [
    'reuid', 'regid', 'ruid', 'rgid', 'euid', 'egid', 'groups', 'inh-caps', 'ambient-caps', 'bounding-set', 'securebits', 'pdeathsig',
    'selinux-label', 'apparmor-profile', 'landlock-access', 'landlock-rule',
  ]),
  unshare: wrap('SGRw', ['setuid', 'setgid', 'root', 'wd', 'map-user', 'map-group', 'map-users', 'map-groups', 'propagation', 'setgroups']),
  nsenter: wrap('tSGrwTnmuipUC', ['target', 'setuid', 'setgid', 'root', 'wd', 'wdns']),
  setarch,
  linux32: setarch,
  linux64: setarch,
  i386: setarch,
  x86_64: setarch,
  sg: switchUser,
  su: switchUser,
  runuser: switchUser,
  chroot,
  numactl: wrap('NmCpPl', ['cpunodebind', 'membind', 'physcpubind', 'preferred', 'interleave']),
  unbuffer: wrap(''),
  'xvfb-run': wrap('nsefp'),
  builtin: wrap(''),
  exec: wrap('a'),
  command(c) {
    if (c.args.some((a) => /^-[vV]$/.test(a.values?.[0] ?? ''))) return;
    c.x.run(skipOptions(c.args, '', []).rest, c.state, c.depth, c.stdin);
  },
  watch(c) {
    const { rest } = skipOptions(c.args, 'nqd', ['interval', 'differences', 'equexit']);
    c.x.script(rest.map((a) => a.values?.length === 1 ? a.values[0] : '$UNKNOWN').join(' '), c.x.newShell(c.state), c.depth + 1);
  },
};
