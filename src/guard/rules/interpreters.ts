/**
 * Shells and language interpreters. Shell text the guard can see (sh -c, a
 * script file, text fed on stdin) is judged like the call itself. Programs in
 * other languages, inline or in the files the call runs as code (scripts,
 * `-m` modules, local imports, pytest's files, a virtualenv's .pth lines), get
 * the checks in program-code.ts; what such a program computes at run time
 * beyond those is left to the OS sandbox.
 */
import { fork } from '../state.js';
import { literalArg, type Arg } from '../words.js';
import { PACKAGES } from './packages.js';
import { codeFile, localModules, newWalk, oneLiner } from './program-code.js';
import { jsTests, pytest } from './test-runners.js';
import { venvStartup } from './venv.js';
import type { Call, RuleTable } from './types.js';

function shell(c: Call): void {
  const { args } = c;
  let i = 0;
  let command: Arg | undefined;
  let fromStdin = false;
  let rcfile: Arg | undefined;
  for (; i < args.length; i++) {
    const v = args[i]!.values?.[0] ?? '';
    if (v === '--') {
      i++;
      break;
    }
    if (!/^[-+]/.test(v) || args[i]!.values === null) break;
    if (/^-[a-zA-Z]*c/.test(v)) command = args[++i];
    if (/^-[a-zA-Z]*s/.test(v)) fromStdin = true;
    if (v === '--rcfile' || v === '--init-file') rcfile = args[++i];
    else if (/^[-+][a-zA-Z]*o$/.test(v)) i++; // `-o NAME`, also at the end of a cluster (`-euo pipefail`)
  }
  // An interactive shell sources its rc file before anything else: judged as a sourced script.
  if (rcfile) {
    const path = rcfile.values?.length === 1 ? c.x.absolute(rcfile.values[0]!, c.state) : null;
    const text = c.x.readFile(path);
    if (c.x.unseen(text, rcfile.text, `${c.name} --rcfile sources`, true)) return;
    c.x.script(text as string, c.state, c.depth + 1);
  }
  if (command) return c.x.nested(command, fork(c.state), c.depth, `${c.name} -c`);
  const file = args[i];
  if (file && !fromStdin) {
    const path = file.values?.length === 1 ? c.x.absolute(file.values[0]!, c.state) : null;
    const text = c.x.readFile(path);
    if (c.x.unseen(text, file.text, `${c.name} runs`, true)) return;
    c.x.unknownProgram(c.name, args.slice(i + 1), c.state);
    c.x.script(text, fork(c.state), c.depth + 1);
    return;
  }
  // No script: the shell reads its commands on stdin.
  const stdin = c.stdin;
  if (stdin && 'text' in stdin) return c.x.script(stdin.text, fork(c.state), c.depth + 1);
  c.x.report({ kind: 'unevaluable', target: c.name, message: `${c.name} reads commands from input the guard cannot see; pass them with ${c.name} -c '…'` });
}

/** One-liner flags per interpreter family. */
const ONE_LINERS: Record<string, string[]> = {
  python: ['-c'],
  node: ['-e', '--eval', '-p', '--print'],
  perl: ['-e', '-E'],
  ruby: ['-e'],
  php: ['-r'],
};

/** Options that load a code file before the program: judged as that file's text. */
const PRELOADS: Record<string, RegExp> = {
  node: /^(?:-r|--require|--import|--loader|--experimental-loader)(?:=(.*))?$/s,
};
/** Options that make the interpreter write a file or directory it names (node's profiles, reports, warnings; python -X pycache_prefix). */
const OUTPUT_OPTIONS: Record<string, RegExp> = {
  // eslint-disable-next-line max-len -- a pattern (or a case) reads better whole
  node: /^--(redirect-warnings|cpu-prof-dir|cpu-prof-name|heap-prof-dir|heap-prof-name|diagnostic-dir|report-directory|report-dir|report-filename|logfile|trace-event-file-pattern|test-reporter-destination|snapshot-blob|prof-process|env-file)(?:=(?<v>.*))?$/s,
  python: /^-X(?:pycache_prefix=(?<v>.*))?$/s,
};

/** Python imports sitecustomize/usercustomize from every PYTHONPATH entry at start-up: code the call did not name. */
function startupHooks(c: Call): void {
  const dirs = c.state.vars.get('PYTHONPATH');
  if (dirs === undefined) return;
  const entries = dirs === null ? null : dirs.flatMap((d) => d.split(':'));
  for (const d of entries ?? [null]) {
    const abs = d === null ? null : c.x.absolute(d || '.', c.state);
    const found = (f: string) => abs !== null && c.x.readFile(`${abs}/${f}`) !== 'missing';
    const hooks = abs === null ? ['unknown'] : ['sitecustomize.py', 'usercustomize.py'].filter(found);
    if (hooks.length)
      return c.x.report({
        kind: 'unevaluable',
        target: 'PYTHONPATH',
        message: `${c.name} imports ${abs === null ? 'hooks from a PYTHONPATH the guard cannot know' : `${hooks.join(', ')} from ${abs}`} at start-up`,
      });
  }
}

/** perl -MName / -mName with -I dirs: the module file found there is judged as program text. */
function perlModules(c: Call): void {
  const dirs = c.args.flatMap((a) => (a.values ?? []).filter((v) => v.startsWith('-I') && v.length > 2).map((v) => v.slice(2)));
  for (const a of c.args) {
    const m = /^-[mM]-?([\w:]+)/.exec(a.values?.[0] ?? '');
    if (!m) continue;
    for (const d of dirs) {
      const abs = c.x.absolute(`${d}/${m[1]!.replace(/::/g, '/')}.pm`, c.state);
      const text = c.x.readFile(abs);
      if (text === 'missing') continue;
      if (!c.x.unseen(text, abs ?? d, `${c.name} loads`)) codeFile(c, 'perl', abs!, text as string, `${c.name} module ${m[1]}`, newWalk());
    }
  }
}

function interpreter(family: string) {
  return (c: Call): void => {
    const flags = ONE_LINERS[family] ?? [];
    const { args } = c;
    // node --test runs test files: the paths it is given (or what it collects), not a script.
    let tests = false;
    if (family === 'python') {
      startupHooks(c);
      venvStartup(c);
    }
    if (family === 'perl') perlModules(c);
    for (let i = 0; i < args.length; i++) {
      const v = args[i]!.values?.[0] ?? '';
      const out = OUTPUT_OPTIONS[family]?.exec(v);
      if (out) {
        const glued = out.groups?.v;
        const value = glued !== undefined ? literalArg(glued) : args[++i];
        // python -X takes any key=value; only pycache_prefix names a place it writes.
        if (family === 'python' && glued === undefined && !/^pycache_prefix=/.test(value?.values?.[0] ?? '')) continue;
        const path = family === 'python' && glued === undefined ? literalArg(value!.values![0]!.slice('pycache_prefix='.length)) : value;
        c.x.write(path, c.state, 'target', `${c.name} ${v.split('=')[0]}`);
        continue;
      }
      if (family === 'node' && /^--(perf-basic-prof|perf-basic-prof-only-functions|perf-prof)$/.test(v))
        return c.x.report({ kind: 'write', target: `${c.name} ${v}`, message: `${c.name} ${v} writes /tmp/perf-<pid>.map, outside the env` });
      const pre = PRELOADS[family]?.exec(v);
      if (pre) {
        const mod = pre[1] !== undefined ? literalArg(pre[1]) : args[++i];
        const name = mod?.values?.length === 1 ? mod.values[0]! : null;
        if (name === null || /^[./]/.test(name)) {
          const abs = name === null ? null : c.x.absolute(name, c.state);
          const text = c.x.readFile(abs);
          if (!c.x.unseen(text, mod?.text ?? v, `${c.name} ${v} loads`, true)) codeFile(c, family, abs!, text as string, `${c.name} ${v} ${name}`, newWalk());
        }
        continue;
      }
      const glued = flags.find((f) => f.length === 2 && v.startsWith(f) && v.length > 2 && !v.startsWith('--'));
      if (flags.includes(v) || glued || /^-[a-zA-Z]*[eE]$/.test(v) && family === 'perl') {
        const text = glued ? { text: v, values: [v.slice(2)] } : args[i + 1];
        if (!text?.values)
          return c.x.report({
            kind: 'unevaluable',
            target: text?.text ?? v,
            message: `${c.name} ${v} runs code the guard cannot know (${text?.unknown}); write it literally`,
          });
        for (const t of text.values) oneLiner(c, family, t, `${c.name} ${v}`);
        return c.x.unknownProgram(c.name, args.slice(i + 2), c.state);
      }
      if (family === 'python' && v === '-m') {
        const mod = args[i + 1]?.values?.[0];
        if (mod === 'pip' || mod === 'pip3') return PACKAGES.pip!({ ...c, args: args.slice(i + 2) });
        if (mod === 'pytest' || mod === 'py.test') return pytest({ ...c, args: args.slice(i + 2) }, `${c.name} -m ${mod}`);
        if (mod) localModules(c, family, [mod], null, newWalk());
        // timeit runs its setup (-s) and statements as python code.
        if (mod === 'timeit')
          for (const a of args.slice(i + 2)) {
            if (a.values === null) return c.x.report({ kind: 'unevaluable', target: a.text, message: `${c.name} -m timeit runs code the guard cannot know` });
            for (const t of a.values) if (!t.startsWith('-')) oneLiner(c, family, t, `${c.name} -m timeit`);
          }
        return c.x.unknownProgram(`${c.name} -m ${mod ?? ''}`, args.slice(i + 2), c.state);
      }
      if (v === '-') return stdinProgram(c, family);
      if (family === 'node' && v === '--test') tests = true;
      if (v.startsWith('-') && args[i]!.values !== null) continue;
      if (tests) {
        jsTests(c, `${c.name} --test`, args.slice(i).flatMap((a) => a.values ?? []).filter((p) => !p.startsWith('-')));
        return c.x.unknownProgram(c.name, args.slice(i), c.state);
      }
      // A script file: its text is checked for outside paths, its arguments like any program's.
      const path = args[i]!.values?.length === 1 ? c.x.absolute(args[i]!.values![0]!, c.state) : null;
      const text = c.x.readFile(path);
      if (c.x.unseen(text, args[i]!.text, `${c.name} runs`)) return;
      if (text !== 'missing') codeFile(c, family, path!, text, `${c.name} script ${args[i]!.text}`, newWalk());
      return c.x.unknownProgram(c.name, args.slice(i), c.state);
    }
    if (tests) return jsTests(c, `${c.name} --test`, []);
    stdinProgram(c, family);
  };
}

/** An interpreter with no program argument reads its program on stdin. */
function stdinProgram(c: Call, family: string): void {
  const stdin = c.stdin;
  if (stdin && 'text' in stdin) oneLiner(c, family, stdin.text, `${c.name} program on stdin`);
  else if (stdin)
    c.x.report({
      kind: 'unevaluable',
      target: c.name,
      message: `${c.name} reads its program from input the guard cannot see; pass it with a script file or a one-liner`,
    });
  c.x.inCwd(c.name, c.state);
}

export const INTERPRETERS: RuleTable = {
  sh: shell,
  bash: shell,
  dash: shell,
  zsh: shell,
  ksh: shell,
  ash: shell,
  python: interpreter('python'),
  node: interpreter('node'),
  perl: interpreter('perl'),
  ruby: interpreter('ruby'),
  php: interpreter('php'),
};

/** `python3.12` is python: the family name without its version suffix. */
export function interpreterName(name: string): string {
  return name.replace(/[0-9.]+$/, '');
}
