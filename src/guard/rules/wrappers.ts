/**
 * Programs that run another command: the wrapped command is judged as if run
 * directly, with the wrapper's own writes (time -o, strace -o, flock's lock
 * file, script's typescript) and directory changes (env -C, sudo -D) applied.
 */
import { resolve } from 'node:path';
import { parseOpts, skipOptions } from '../options.js';
import { fork } from '../state.js';
import { literalArg } from '../words.js';
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
  for (; i < args.length; i++) {
    const v = args[i]!.values?.[0] ?? '';
    if (args[i]!.values === null) break;
    if (['-i', '-0', '--ignore-environment', '-', '--null'].includes(v)) continue;
    if (v === '-u' || v === '--unset') {
      i++;
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
    c.x.assign(eq[1]!, [eq[2]!], local);
  }
  c.x.run(args.slice(i), local, c.depth, c.stdin);
}

function time(c: Call): void {
  const { rest, values } = skipOptions(c.args, 'fo', ['format', 'output']);
  c.x.writeAll([...(values.get('o') ?? []), ...(values.get('output') ?? [])], c.state, 'target', 'time -o');
  c.x.run(rest, c.state, c.depth, c.stdin);
}

function traced(c: Call): void {
  const { rest, values } = skipOptions(c.args, 'oeEpsuUSPIXabO', ['output', 'signal', 'trace-path', 'user', 'attach']);
  c.x.writeAll([...(values.get('o') ?? []), ...(values.get('output') ?? [])], c.state, 'target', `${c.name} -o`);
  c.x.run(rest, c.state, c.depth, c.stdin);
}

function flock(c: Call): void {
  const { rest, values } = skipOptions(c.args, 'wEc', ['timeout', 'wait', 'conflict-exit-code', 'command']);
  const lock = rest[0];
  // The lock file is created when missing.
  if (lock && !/^\d+$/.test(lock.values?.[0] ?? '')) c.x.write(lock, c.state, 'target', 'flock lock file');
  const command = values.get('c') ?? values.get('command');
  if (command) return c.x.nested(command[0], c.state, c.depth, 'flock -c');
  c.x.run(rest.slice(1), c.state, c.depth, c.stdin);
}

function script(c: Call): void {
  const p = parseOpts(c.args, 'cIOBTEm', ['command', 'log-in', 'log-out', 'log-io', 'log-timing', 'echo', 'logging-format']);
  c.x.writeAll(
    [...(p.values.get('I') ?? []), ...(p.values.get('O') ?? []), ...(p.values.get('B') ?? []), ...(p.values.get('T') ?? [])],
    c.state,
    'target',
    'script log',
  );
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

export const WRAPPERS: RuleTable = {
  env,
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
    c.x.script(rest.map((a) => a.values?.length === 1 ? a.values[0] : '$UNKNOWN').join(' '), fork(c.state), c.depth + 1);
  },
};
