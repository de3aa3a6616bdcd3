/**
 * Programs that run code or open files named inside their arguments: zip's
 * test command, socat's addresses, cmake scripts, and interpreters of
 * languages the guard does not read (Tcl, Lua, R, m4…), whose inline or stdin
 * programs are refused and whose script files are checked like other scripts;
 * schedulers and ssh, which run commands outside the call.
 */
import { fork } from '../state.js';
import { literalArg, type Arg } from '../words.js';
import type { Call, RuleTable } from './types.js';

/** zip -TT CMD runs CMD (with the archive's name) to test the archive: judged as shell. */
function zip(c: Call): void {
  const rest: Arg[] = [];
  for (let i = 0; i < c.args.length; i++) {
    const v = c.args[i]!.values?.[0] ?? '';
    const glued = /^--unzip-command=(.*)$/s.exec(v);
    if (v === '-TT' || v === '--unzip-command' || glued) c.x.nested(glued ? literalArg(glued[1]!) : c.args[++i], fork(c.state), c.depth, 'zip -TT');
    else rest.push(c.args[i]!);
  }
  c.x.unknownProgram('zip', rest, c.state);
}

/** socat addresses that name a file it opens (and may create). */
const SOCAT_FILES = /^(open|create|creat|gopen|pipe|unix-listen|unix-connect|unix-sendto|unix-recvfrom|unix-client|abstract-\w+|pty)$/i;

function socat(c: Call): void {
  for (const a of c.args) {
    const v = a.values?.[0];
    if (a.values === null || v === undefined) {
      c.x.unknownProgram('socat', [a], c.state);
      continue;
    }
    if (v.startsWith('-') && v.length > 1) continue;
    const [type, rest = ''] = v.includes(':') ? [v.slice(0, v.indexOf(':')), v.slice(v.indexOf(':') + 1)] : ['', v];
    if (/^(exec|system)$/i.test(type))
      return c.x.report({ kind: 'unevaluable', target: `socat ${v}`, message: `socat ${type}: runs a program the guard does not follow` });
    const path = rest.split(',')[0]!;
    if (SOCAT_FILES.test(type) || (type === '' && path.includes('/'))) c.x.write(literalArg(path), c.state, 'target', `socat ${type || 'GOPEN'}`);
  }
  c.x.inCwd('socat', c.state);
}

/** cmake -P runs a CMake script (file(WRITE), execute_process…); other modes are judged by their path arguments. */
function cmake(c: Call): void {
  if (c.args.some((a) => a.values?.[0] === '-P' || a.values?.[0]?.startsWith('-P')))
    return c.x.report({
      kind: 'unevaluable',
      target: 'cmake -P',
      message: 'cmake -P runs a CMake script, which writes files and runs programs the guard does not follow',
    });
  c.x.unknownProgram('cmake', c.args, c.state);
}

/** Inline-program flags of interpreters the guard does not read. */
const INLINE: Record<string, string[]> = {
  tclsh: [], wish: [], expect: ['-c'], lua: ['-e'], luajit: ['-e'], Rscript: ['-e'], R: ['-e'], julia: ['-e', '--eval'], guile: ['-c'],
  jshell: [], groovy: ['-e'], pwsh: ['-c', '-Command'], deno: ['eval'], dc: ['-e'], m4: [], gdb: ['-ex', '-x'], lldb: ['-o'],
};

function foreignInterpreter(c: Call): void {
  const flags = INLINE[c.name] ?? [];
  const refuse = (how: string) =>
    c.x.report({
      kind: 'unevaluable',
      target: c.name,
      message: `${c.name} runs a program ${how} in a language the guard does not read; write files with shell commands or the editor`,
    });
  const inline = c.args.find((a) => flags.includes(a.values?.[0] ?? ''));
  if (inline) return refuse(`given inline (${inline.text})`);
  const script = c.args.find((a) => !(a.values?.[0] ?? '-').startsWith('-'));
  if (!script) return refuse('read from its input');
  const path = script.values?.length === 1 ? c.x.absolute(script.values[0]!, c.state) : null;
  const text = c.x.readFile(path);
  if (c.x.unseen(text, script.text, `${c.name} runs`)) return;
  if (text !== 'missing') c.x.programText(text, c.state, `${c.name} script ${script.text}`);
  c.x.unknownProgram(c.name, c.args, c.state);
}

/** Programs that run commands later or elsewhere (a scheduler, another machine), out of the call the guard judges. */
function elsewhere(c: Call): void {
  if (c.name === 'crontab' && c.args.length && c.args.every((a) => a.values?.[0] === '-l')) return;
  c.x.report({ kind: 'unevaluable', target: c.name, message: `${c.name} runs commands later or on another machine, outside the call the guard judges` });
}

export const RUNNERS: RuleTable = {
  zip,
  at: elsewhere,
  batch: elsewhere,
  crontab: elsewhere,
  ssh: elsewhere,
  'systemd-run': elsewhere,
  socat,
  cmake,
  ...Object.fromEntries(Object.keys(INLINE).map((n) => [n, foreignInterpreter])),
};
