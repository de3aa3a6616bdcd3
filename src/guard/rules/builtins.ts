/**
 * Shell builtins that change what later commands of the same call do: the
 * working directory (cd, pushd, popd, CDPATH, cd -P), variables (read,
 * mapfile, printf -v, declare -n, getopts, unset), aliases, traps, eval and
 * source (including a virtualenv's activate script), and history files.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { forEachChild, parse, type SyntaxNode } from 'unbash';
import { hasFlag, parseOpts } from '../options.js';
import { realTarget } from '../paths.js';
import { printfOutput } from '../printf.js';
import { arrayKey, exportKey, fork, functionExportKey, positional, setArray, setOption, setPositional, type ShellState } from '../state.js';
import { readFields, textLines, type Arg } from '../words.js';
import { envFileWords } from './env-file.js';
import { isListing, listedValues, usableListing } from './listings.js';
import type { Call, RuleTable } from './types.js';
import { riskyVariable, unsetFinding } from './environment.js';

const only = (a: Arg | undefined): string | null => (a?.values?.length === 1 ? a.values[0]! : null);

/** Where `cd DIR` lands, CDPATH and -P included; null when unknown. */
function cdTarget(c: Call, dir: string, physical: boolean): string | null {
  const { state } = c;
  if (state.cwd === null && !isAbsolute(dir)) return null;
  let base: string | null = null;
  const cdpath = state.vars.get('CDPATH');
  if (!isAbsolute(dir) && !/^\.\.?(\/|$)/.test(dir) && state.vars.has('CDPATH')) {
    if (!cdpath || cdpath.length !== 1) return null;
    for (const entry of cdpath[0]!.split(':')) {
      const candidate = resolve(state.cwd!, entry || '.', dir);
      if (existsSync(candidate) && statSync(candidate).isDirectory()) {
        base = candidate;
        break;
      }
    }
  }
  const logical = base ?? resolve(state.cwd ?? '/', dir);
  return physical ? realTarget(isAbsolute(dir) ? dir : `${state.cwd}/${dir}`) : logical;
}

function setCwd(state: ShellState, next: string | null): void {
  state.vars.set('OLDPWD', state.cwd === null ? null : [state.cwd]);
  state.cwd = next;
}

function cd(c: Call): void {
  const p = parseOpts(c.args, '', []);
  const target = p.operands[0];
  const physical = hasFlag(p, 'P');
  if (!target) return setCwd(c.state, c.x.ctx.home);
  const dir = only(target);
  if (dir === '-') {
    const old = c.state.vars.get('OLDPWD');
    return setCwd(c.state, old?.length === 1 ? old[0]! : null);
  }
  const landing = dir === null ? null : cdTarget(c, dir, physical);
  setCwd(c.state, landing === null ? null : c.x.cdLanding(landing, c.state));
}

function pushd(c: Call): void {
  const p = parseOpts(c.args, '', []);
  const arg = only(p.operands[0]);
  const stack = [c.state.cwd, ...c.state.dirStack];
  if (p.operands.length === 0) {
    if (stack.length < 2) return;
    [stack[0], stack[1]] = [stack[1]!, stack[0]!];
  } else if (arg !== null && /^[+-]\d+$/.test(arg)) {
    const n = Number(arg.slice(1));
    const k = arg.startsWith('+') ? n : stack.length - 1 - n;
    if (k < 0 || k >= stack.length) return;
    stack.push(...stack.splice(0, k));
  } else {
    const target = arg === null ? null : cdTarget(c, arg, hasFlag(p, 'P'));
    stack.unshift(target === null ? null : c.x.cdLanding(target, c.state));
  }
  setCwd(c.state, stack[0] ?? null);
  c.state.dirStack = stack.slice(1);
}

function popd(c: Call): void {
  const arg = only(parseOpts(c.args, '', []).operands[0]);
  const stack = [c.state.cwd, ...c.state.dirStack];
  if (stack.length < 2) return;
  if (arg !== null && /^[+-]\d+$/.test(arg)) {
    const n = Number(arg.slice(1));
    const k = arg.startsWith('+') ? n : stack.length - 1 - n;
    if (k < 0 || k >= stack.length) return;
    stack.splice(k, 1);
  } else stack.shift();
  setCwd(c.state, stack[0] ?? null);
  c.state.dirStack = stack.slice(1);
}

/**
 * Every value `getopts` may give its name and OPTARG over `words` (the positional parameters, or the words given), when
 * all of them are known: each option character, `?` and `:`; for OPTARG each word, each rest of an option cluster
 * (`-n3`, `-vn3`), each option character (a silent getopts' error) and nothing. Null when a word is unknown or there
 * are many.
 */
function getoptsValues(optstring: string | null, words: readonly (string[] | null)[]): { options: string[]; optargs: string[] } | null {
  if (optstring === null || words.some((w) => w === null)) return null;
  const args = words.flatMap((w) => w!);
  if (args.length > 32) return null;
  const options = new Set(['?', ':']);
  const optargs = new Set(['']);
  for (const a of args) {
    optargs.add(a);
    if (!a.startsWith('-')) continue;
    for (let k = 1; k < a.length; k++) {
      options.add(a[k]!);
      optargs.add(a[k]!);
      optargs.add(a.slice(k));
    }
  }
  return { options: [...options], optargs: [...optargs] };
}

function unknownVars(c: Call, names: (string | null)[]): void {
  // A name the guard cannot know, or one with a subscript, may be `a[$(cmd)]`: bash evaluates the subscript as it assigns.
  const computed = names.find((n) => n === null || (/[[$`]/.test(n) && !/^[A-Za-z_]\w*\[\d+\]$/.test(n)));
  if (computed !== undefined)
    return c.x.report({
      kind: 'unevaluable',
      target: c.name,
      message: `${c.name} sets a variable whose name the guard cannot know (${computed ?? 'computed'}); a name with a subscript runs code`,
    });
  // Set through assign, so a risky name (BASH_ENV read from input, printf -v GIT_DIR) is refused as an assignment would be.
  for (const n of names) if (n && /^[A-Za-z_]\w*(\[\d+\])?$/.test(n)) c.x.assign(n, null, c.state);
}

/** `source FILE`: a virtualenv's activate puts its bin first on PATH; other files are judged as shell. */
function source(c: Call): void {
  const file = only(c.args[0]);
  const abs = file === null ? null : c.x.absolute(file, c.state);
  if (abs === null) {
    return c.x.report({ kind: 'unevaluable', target: c.args[0]?.text ?? c.name, message: `${c.name} of a file the guard cannot determine; name it literally` });
  }
  const text = c.x.readFile(abs);
  if (/\/bin\/activate$/.test(abs) && c.x.insideRoots(abs)) {
    // A venv this call created holds venv's own script; any other must read as one (a planted activate runs anything).
    const venv = c.x.isNewVenv(dirname(dirname(abs))) ? dirname(dirname(abs)) : activatedVenv(text);
    const bin = venv === null ? null : c.x.absolute(`${venv}/bin`, c.state);
    if (venv !== null && bin !== null && c.x.insideRoots(bin)) {
      c.state.pathFirst = bin;
      c.state.vars.set('VIRTUAL_ENV', [dirname(bin)]);
      c.state.vars.set(exportKey('VIRTUAL_ENV'), ['1']);
      return;
    }
  }
  // A missing file makes source fail and run nothing (`. config/$stage.env` of a stage with no file), unless something
  // the walk cannot list makes it meanwhile (a program with no rule, one in the background): refused then.
  if (text === 'missing' && !c.x.mayAppear(abs)) return;
  if (c.x.unseen(text, abs, c.name, true)) return;
  // While it runs, ${BASH_SOURCE[0]} is the file as named (`here="$(dirname "${BASH_SOURCE[0]}")"` in a shared lib).
  const outer = [c.state.vars.get('BASH_SOURCE'), c.state.vars.get(arrayKey('BASH_SOURCE'))] as const;
  setArray(c.state, 'BASH_SOURCE', [file!, ...(outer[1] ?? [])]);
  c.x.script(text, c.state, c.depth + 1);
  for (const [key, value] of [['BASH_SOURCE', outer[0]], [arrayKey('BASH_SOURCE'), outer[1]]] as const) {
    if (value === undefined) c.state.vars.delete(key);
    else c.state.vars.set(key, value);
  }
}

function history(c: Call): void {
  const p = parseOpts(c.args, 'd', []);
  if (!hasFlag(p, 'w', 'a')) return;
  const file = p.operands[0];
  if (file) return c.x.write(file, c.state, 'target', 'history writing');
  const histfile = c.state.vars.get('HISTFILE');
  if (histfile === undefined) return c.x.write({ text: '~/.bash_history', values: [`${c.x.ctx.home}/.bash_history`] }, c.state, 'target', 'history writing');
  c.x.write({ text: '$HISTFILE', values: histfile }, c.state, 'target', 'history writing');
}

/** Signals whose trap runs between the call's own commands (and can change what they do, a cd included). */
const STEPPING_TRAPS = /^(SIG)?(DEBUG|RETURN|ERR)$/i;

/** printf's output for each combination of its words' values (at most 16), or null when any is unknown. */
function printfValues(words: readonly (string[] | null)[]): string[] | null {
  let combos: string[][] = [[]];
  for (const w of words) {
    if (!w?.length || combos.length * w.length > 16) return null;
    combos = combos.flatMap((c) => w.map((v) => [...c, v]));
  }
  const out = new Set<string>();
  for (const [format, ...args] of combos) {
    const text = printfOutput(format!, args);
    if (text === null) return null;
    out.add(text);
  }
  return [...out];
}

/** Commands a quiet trap handler may run: they print, or end the shell or function, and change nothing else. */
const QUIET_COMMANDS = new Set(['echo', 'printf', 'true', 'false', ':', 'exit', 'return']);

/**
 * Whether a trap handler only prints: simple commands from QUIET_COMMANDS (no `printf -v`), no assignments, words of
 * literals, quotes and plain `$NAME`/`${NAME}` (no substitution, subscript or operator, which can run code or assign),
 * and output only to a file descriptor or /dev/null, /dev/stdout, /dev/stderr. Such a handler writes nothing and changes
 * no state wherever it runs, so an ERR trap like `trap 'echo "failed at $LINENO" >&2' ERR` needs no following.
 */
function quietHandler(text: string): boolean {
  const script = parse(text);
  if (script.errors?.length) return false;
  let quiet = true;
  const visit = (node: SyntaxNode): void => {
    if (!quiet) return;
    switch (node.type) {
      case 'Statement':
        if (node.background) quiet = false;
        break;
      case 'Command': {
        const name = node.name?.parts ? null : node.name?.value;
        const first = node.suffix.find((s) => s.type === 'Word');
        if (!name || !QUIET_COMMANDS.has(name) || node.prefix.some((p) => p.type === 'Assignment')) quiet = false;
        else if (name === 'printf' && first?.type === 'Word' && /^-v/.test(first.value)) quiet = false;
        break;
      }
      case 'Redirect': {
        const target = node.target?.parts ? null : node.target?.value;
        const toFd = (node.operator === '>&' || node.operator === '<&') && /^\d+-?$|^-$/.test(target ?? '');
        if (!toFd && !(['>', '>>'].includes(node.operator) && /^\/dev\/(null|stdout|stderr)$/.test(target ?? ''))) quiet = false;
        return;
      }
      case 'ParameterExpansion':
        if (node.index !== undefined || node.operation !== undefined) quiet = false;
        return;
      case 'Script':
      case 'AndOr':
      case 'Pipeline':
      case 'Word':
      case 'Literal':
      case 'SingleQuoted':
      case 'DoubleQuoted':
      case 'AnsiCQuoted':
      case 'SimpleExpansion':
        break;
      default:
        quiet = false;
        return;
    }
    forEachChild(node, visit);
  };
  visit(script);
  return quiet;
}

/** Builtins that change the shell's own state (its directory, variables, options, functions, traps or descriptors). */
const STATE_BUILTINS = new Set([
  'cd', 'pushd', 'popd', 'set', 'shopt', 'unset', 'export', 'declare', 'typeset', 'local', 'readonly', 'read', 'mapfile',
  'readarray', 'source', '.', 'eval', 'trap', 'alias', 'unalias', 'exec', 'hash', 'enable', 'builtin', 'command', 'getopts',
  'let', 'shift', 'coproc',
]);

/** Syntax a stateless handler may hold, and the nodes below which nothing can change the shell (subshells). */
const STATELESS_NODES = new Set([
  'Script', 'Statement', 'AndOr', 'Pipeline', 'Time', 'Negation', 'Redirected', 'If', 'Elif', 'While', 'Case', 'CaseItem',
  'BraceGroup', 'CompoundList', 'Word', 'Literal', 'Glob', 'SingleQuoted', 'DoubleQuoted', 'AnsiCQuoted', 'LocaleString',
  'SimpleExpansion', 'ExtendedGlob', 'BraceExpansion', 'Redirect', 'HereString', 'HereDoc', 'HereDocDelimiter', 'HereDocBody',
  'FileDescriptor', 'TestCommand', 'TestUnary', 'TestBinary', 'TestLogical', 'TestNot',
]);
const SUBSHELL_NODES = new Set(['Subshell', 'CommandExpansion', 'ProcessSubstitution']);

/**
 * Whether a trap handler leaves the shell's state as it found it wherever it runs: no assignment (a loop variable,
 * `${x:=…}`, arithmetic that assigns, `printf -v`, a `{fd}>` redirect), no builtin of STATE_BUILTINS, no function
 * or alias defined, and the functions it calls (as `funcs` holds them) stateless too, but for their own `local`
 * variables. Subshells may do anything: they end before the handler does. Or: it ends the shell (its last command is
 * `exit`), so that nothing runs after it in what it changed. Its writes are judged apart, by walking it.
 */
export function statelessHandler(text: string, funcs: ShellState['funcs'], aliases: ShellState['aliases']): boolean {
  const script = parse(text);
  if (script.errors?.length) return false;
  if (endsInExit(script, funcs, aliases)) return true;
  const visited = new Set<string>();
  /** The `local` names of the functions being visited, innermost last. */
  const locals: Set<string>[] = [];
  const isLocal = (name: string) => locals.some((l) => l.has(name));
  let stateless = true;
  const visit = (node: SyntaxNode): void => {
    if (!stateless || SUBSHELL_NODES.has(node.type)) return;
    if (node.type === 'Command') {
      const name = node.name?.parts ? null : node.name?.value;
      const first = node.suffix.find((s) => s.type === 'Word');
      if (name === 'local' && locals.length) {
        // `local rc=$?`: the function's own variable, gone when it returns.
        for (const a of node.args) if (a.type === 'Assignment' || /^[A-Za-z_]\w*$/.test(a.text)) locals.at(-1)!.add(a.type === 'Assignment' ? a.name : a.text);
      } else if (!name || STATE_BUILTINS.has(name) || aliases.has(name) || node.prefix.some((p) => p.type === 'Assignment')) stateless = false;
      else if (name === 'printf' && first?.type === 'Word' && /^-v/.test(first.value)) stateless = false;
      else if (funcs.has(name) && !visited.has(name)) {
        visited.add(name);
        locals.push(new Set());
        visit(funcs.get(name)! as SyntaxNode);
        locals.pop();
      }
    } else if (node.type === 'Assignment') {
      if (!isLocal(node.name) || node.index !== undefined) stateless = false;
    } else if (node.type === 'ParameterExpansion') {
      // A subscript is arithmetic, which may assign (`${a[i++]}`); `${x:=w}` assigns x.
      const op = node.operation;
      if (node.index !== undefined || (op?.type === 'Default' && (op.operator === '=' || op.operator === ':=') && !isLocal(node.parameter)))
        stateless = false;
    } else if (node.type === 'ArithmeticExpansion' || node.type === 'ArithmeticCommand') {
      if (/\+\+|--|(?<![=!<>])=(?!=)/.test(node.type === 'ArithmeticCommand' ? node.body : node.text)) stateless = false;
      return;
    } else if (!STATELESS_NODES.has(node.type)) stateless = false;
    forEachChild(node, visit);
  };
  visit(script);
  return stateless;
}

/** Whether the handler's last command, at its top level or in the function it calls last, is a plain `exit`. */
function endsInExit(script: { commands: readonly { command: SyntaxNode }[] }, funcs: ShellState['funcs'], aliases: ShellState['aliases']): boolean {
  const last = script.commands.at(-1)?.command;
  if (last?.type !== 'Command' || last.name?.parts || !last.name) return false;
  const name = last.name.value;
  if (aliases.has(name)) return false;
  if (name === 'exit') return !funcs.has('exit');
  const body = funcs.get(name);
  const list = body?.type === 'BraceGroup' ? body.body : body?.type === 'CompoundList' ? body : null;
  return list !== null && endsInExit(list, new Map([...funcs].filter(([f]) => f !== name)), aliases);
}

function trap(c: Call): void {
  // `trap -- 'handler' SIG`: the handler follows the end of the options.
  if (only(c.args[0]) === '--') return trap({ ...c, args: c.args.slice(1) });
  const first = c.args[0];
  const v = only(first);
  // One word resets the signal it names (or fails): no handler is set.
  if (!first || c.args.length === 1 || v === '-' || v === '-p' || v === '-l') return;
  if (v === null) return c.x.report({ kind: 'unevaluable', target: first.text, message: 'trap of code the guard cannot evaluate' });
  if (c.args.slice(1).some((a) => !a.values || a.values.some((s) => STEPPING_TRAPS.test(s)))) {
    if (quietHandler(v)) return;
    return c.x.report({
      kind: 'unevaluable',
      target: `trap ${first.text}`,
      message: 'a DEBUG, RETURN or ERR trap runs code between commands, which the guard does not follow',
    });
  }
  // The call's own EXIT trap runs only when it ends, in the state it ends in (judged then); other signals, and
  // traps set in nested shells (which end sooner), are judged here too.
  const onExitOnly = c.args.length > 1 && c.args.slice(1).every((a) => a.values?.every((s) => /^((SIG)?EXIT|0)$/i.test(s)));
  // Another signal may come between any two commands (CHLD when a child ends, or one the call sends itself with kill):
  // its handler must leave the shell's state alone, and its writes are judged after every command (Walk.command).
  if (!onExitOnly && v !== '') {
    if (!statelessHandler(v, c.state.funcs, c.state.aliases))
      return c.x.report({
        kind: 'unevaluable',
        target: `trap ${first.text}`,
        message:
          "a trap on a signal runs its handler whenever the signal comes, between any two commands, and this one changes the shell's " +
          'variables, directory or options, which the guard does not follow there; trap EXIT instead',
      });
    c.state.signalTraps.push(v);
  }
  // A signal's handler that ends the shell may change its state: what it changes is judged on a copy.
  if (!onExitOnly || c.depth > 0) c.x.script(v, onExitOnly ? c.state : fork(c.state), c.depth + 1);
  c.state.traps.push(v);
}

/** Builtins and pagers that run a command given as an option value: refused with that option. */
function runsOption(letters: string, longs: string[], why: string) {
  return (c: Call): void => {
    const bad = c.args.find(
      (a) =>
        !a.values || a.values.some((v) => (/^-[A-Za-z]+$/.test(v) && [...v.slice(1)].some((l) => letters.includes(l))) || longs.some((l) => v.startsWith(l))),
    );
    if (bad) c.x.report({ kind: 'unevaluable', target: `${c.name} ${bad.text}`, message: `${c.name} ${bad.text} ${why}` });
  };
}

/**
 * shopt options that change what later commands mean in ways the guard does not model: `cd NAME` following a variable,
 * debugger hooks, globs that match dot files (dotglob: `**\/*.js` then reaches the guard's plugin under .cline), a
 * pipeline's last command run in this shell (lastpipe: `echo | read x` sets x), and echo reading backslash escapes
 * (xpg_echo: `\c` cuts its output).
 */
const UNMODELLED_OPTIONS = new Set(['cdable_vars', 'extdebug', 'dotglob', 'lastpipe', 'xpg_echo']);
/**
 * Options the walk follows (state.ts optionOn): nullglob drops a pattern that matches nothing, globstar makes `**`
 * recursive, nocaseglob matches letters of either case.
 */
const MODELLED_OPTIONS = new Set(['nullglob', 'globstar', 'nocaseglob']);

function shopt(c: Call): void {
  const flags = c.args.map((a) => a.values?.[0] ?? '').filter((w) => w.startsWith('-'));
  // `shopt -so errexit`, `shopt -u -o allexport`: set's options by name, judged as `set -o NAME` is.
  if (flags.some((f) => /^-[a-z]*o/.test(f))) {
    const on = flags.some((f) => /^-[a-z]*s/.test(f));
    const names = c.args.filter((a) => !(a.values?.[0] ?? '').startsWith('-'));
    const unread = names.find((a) => a.values?.length !== 1 || a.values[0] === 'keyword' || a.values[0] === 'physical');
    if (on && unread)
      return c.x.report({
        kind: 'unevaluable',
        target: `shopt ${unread.text}`,
        message: `shopt -so ${unread.text} may set an option (keyword, physical) the guard does not follow`,
      });
    for (const a of names) {
      const name = a.values?.length === 1 ? a.values[0] : null;
      if (name === null || name === 'errexit') setOption(c.state, 'errexit', on && name !== null);
      if (name === 'allexport') {
        setOption(c.state, 'allexport', on);
        if (on) setOption(c.state, 'allexport-seen', true);
      }
    }
    return;
  }
  const on = c.args.some((a) => a.values?.[0] === '-s');
  const off = c.args.some((a) => a.values?.[0] === '-u');
  if (!on && !off) return;
  const risky = on ? c.args.find((a) => a.values === null || a.values.some((v) => UNMODELLED_OPTIONS.has(v))) : undefined;
  if (risky)
    return c.x.report({
      kind: 'unevaluable',
      target: `shopt ${risky.text}`,
      message: `shopt -s ${risky.text} changes what cd, traps, globs, pipelines or echo do in a way the guard does not follow`,
    });
  for (const a of c.args) for (const v of a.values ?? []) if (MODELLED_OPTIONS.has(v)) setOption(c.state, v, on);
}

/** `set -P` (`-o physical`) makes every later cd follow links, which the guard's cd does not model. */
function set(c: Call): void {
  const args = c.args.map((a) => a.values?.[0] ?? '');
  // `set -- a b` and `set a b` give the positional parameters new values.
  let first = -1;
  for (let i = 0; i < c.args.length && first < 0; i++) {
    const v = c.args[i]!.values?.length === 1 ? c.args[i]!.values![0]! : null;
    if (v === '--') first = i + 1;
    else if (v === null || !/^[-+]/.test(v)) first = i;
    // `-o NAME` (also at the end of a cluster: `-euo pipefail`) takes the next word.
    else if (/^[-+][a-zA-Z]*o$/.test(v)) i++;
  }
  if (first >= 0) setPositional(c.state, c.args.slice(first).map((a) => a.values));
  const options = first < 0 ? args : args.slice(0, first);
  const physical = options.some((v, i) => (/^-[a-zA-Z]*P/.test(v) && !v.startsWith('--')) || (/^-[a-zA-Z]*o$/.test(v) && options[i + 1] === 'physical'));
  if (physical)
    c.x.report({ kind: 'unevaluable', target: 'set -P', message: 'set -P makes cd follow symbolic links, which the guard does not model; use cd -P' });
  // `set -e` (`-o errexit`): a command that fails ends the shell (the walk relies on it after `declare -A`). A word the
  // guard cannot read where an option may stand (`set $opts`) may turn it off.
  const unread = c.args.findIndex((a) => a.values?.length !== 1);
  const dashes = c.args.findIndex((a) => a.values?.length === 1 && a.values[0] === '--');
  if (unread >= 0 && (dashes < 0 || unread < dashes)) setOption(c.state, 'errexit', false);
  for (const [i, v] of options.entries())
    if ((/^[-+][a-zA-Z]*e/.test(v) && !v.startsWith('--')) || (/^[-+][a-zA-Z]*o$/.test(v) && options[i + 1] === 'errexit'))
      setOption(c.state, 'errexit', v.startsWith('-'));
  // `set -a`: every variable assigned after it is exported (newShellState).
  for (const [i, v] of options.entries()) {
    const on = v.startsWith('-');
    if ((/^[-+][a-zA-Z]*a/.test(v) && !v.startsWith('--')) || (/^[-+][a-zA-Z]*o$/.test(v) && options[i + 1] === 'allexport')) {
      setOption(c.state, 'allexport', on);
      if (on) setOption(c.state, 'allexport-seen', true);
    }
  }
  // `set -k`: a NAME=value word anywhere in a command goes to its environment (`git init GIT_DIR=…`), not its arguments.
  const keyword = options.some((v, i) => (/^-[a-zA-Z]*k/.test(v) && !v.startsWith('--')) || (/^-[a-zA-Z]*o$/.test(v) && options[i + 1] === 'keyword'));
  if (keyword)
    c.x.report({
      kind: 'unevaluable',
      target: 'set -k',
      message: "set -k puts a command's NAME=value words in its environment, which the guard does not model",
    });
}

/** `shift [n]`: $n+1… become $1…; a count the guard cannot read leaves none of them known. */
function shift(c: Call): void {
  const n = c.args.length ? Number(c.args[0]!.values?.length === 1 ? c.args[0]!.values[0] : NaN) : 1;
  const now = positional(c.state);
  const countKnown = c.state.vars.get('#') !== null;
  // Past the count, shift fails and changes nothing.
  if (countKnown && n > now.length) return;
  setPositional(c.state, Number.isInteger(n) && n >= 0 && countKnown ? now.slice(n) : now.map(() => null), countKnown && Number.isInteger(n));
}

export const BUILTINS: RuleTable = {
  cd,
  set,
  shift,
  shopt,
  hash: runsOption('p', [], 'makes a command name run a program of your choosing, which the guard does not follow'),
  enable: runsOption('f', [], 'loads a builtin from a shared library, which the guard cannot read'),
  complete: runsOption('CF', [], 'runs a command or function when completing, which the guard does not follow'),
  // -W's word list is expanded as the shell would: command substitutions in it run.
  compgen: runsOption('CFW', [], 'runs a command, function or expansion to generate completions, which the guard does not follow'),
  less: runsOption('oO', ['--log-file', '--LOG-FILE', '--lesskey-file', '--lesskey-src'], 'writes a log file or reads key bindings the guard does not follow'),
  pushd,
  popd,
  source,
  '.': source,
  history,
  trap,
  eval(c) {
    // One word the guard knows several values of (set in a branch that may not run): each is judged as the text run.
    const [only] = c.args;
    if (c.args.length === 1 && only!.values !== null && only!.values.length <= 4) {
      for (const text of only!.values) c.x.script(text, c.state, c.depth + 1);
      return;
    }
    if (c.args.some((a) => a.values === null || a.values.length !== 1)) {
      return c.x.report({
        kind: 'unevaluable',
        target: c.args.map((a) => a.text).join(' '),
        message: 'eval of text the guard cannot evaluate; run the command itself',
      });
    }
    c.x.script(c.args.map((a) => a.values![0]).join(' '), c.state, c.depth + 1);
  },
  alias(c) {
    for (const a of c.args) {
      const v = only(a);
      const m = v === null ? null : /^([^=]+)=(.*)$/s.exec(v);
      if (m) c.state.aliases.set(m[1]!, m[2]!);
      else if (v === null) c.x.report({ kind: 'unevaluable', target: a.text, message: 'alias of text the guard cannot evaluate' });
    }
    // A signal trap's handler read after this would run the alias instead of the command.
    if (c.state.signalTraps.some((h) => !statelessHandler(h, c.state.funcs, c.state.aliases)))
      c.x.report({ kind: 'unevaluable', target: 'alias', message: "defines an alias a signal trap's handler runs" });
  },
  unalias(c) {
    for (const a of c.args) for (const v of a.values ?? []) c.state.aliases.delete(v);
  },
  unset(c) {
    const p = parseOpts(c.args, '', []);
    // A name the guard cannot know may be `a[$(cmd)]`: bash evaluates the subscript, running the command.
    const unknown = p.operands.find((a) => a.values === null || a.values.some((v) => /[[$`]/.test(v)));
    if (unknown && !hasFlag(p, 'f'))
      return c.x.report({
        kind: 'unevaluable',
        target: unknown.text,
        message: `unset ${unknown.text}: a name the guard cannot know may hold a subscript that runs a command`,
      });
    for (const a of p.operands)
      for (const v of a.values ?? []) {
        if (hasFlag(p, 'f')) {
          c.state.funcs.delete(v);
          c.state.vars.set(functionExportKey(v), ['0']);
          continue;
        }
        c.state.vars.set(v, ['']);
        c.state.vars.delete(arrayKey(v));
        c.state.vars.set(exportKey(v), ['0']);
        c.x.arrayKindMayChange(v);
        const gone = unsetFinding(v, 'unset');
        if (gone) c.x.report(gone);
      }
  },
  read(c) {
    const p = parseOpts(c.args, 'adnNptu', []);
    unknownVars(c, [...p.operands.map(only), ...(p.values.get('a') ?? []).map(only)]);
    if (!p.operands.length) c.state.vars.set('REPLY', null);
    // `IFS=, read -ra parts <<< "$s"`: the elements of the first line of a text the guard knows, split as bash does.
    const array = p.values.get('a');
    const name = array?.length === 1 ? only(array[0]) : null;
    const ifs = c.state.vars.has('IFS') ? c.state.vars.get('IFS') : [' \t\n'];
    const text = c.stdin && 'text' in c.stdin ? c.stdin.text : null;
    const plain = [...p.values.keys()].every((k) => k === 'a') && !p.operands.length;
    const usable = ifs?.length === 1 && text !== null && (hasFlag(p, 'r') || !text.includes('\\'));
    if (name && /^[A-Za-z_]\w*$/.test(name) && plain && usable) setArray(c.state, name, readFields(text.split('\n')[0]!, ifs[0]!, Infinity));
    // `IFS=. read -r major minor patch <<< "$v"`: each name takes its field of that line, the last one the rest.
    const names = p.operands.map(only);
    if (!p.values.size && names.length && names.every((n) => n && /^[A-Za-z_]\w*$/.test(n)) && usable) {
      const fields = readFields(text.split('\n')[0]!, ifs[0]!, names.length);
      names.forEach((n, i) => c.state.vars.set(n!, [fields[i] ?? '']));
    }
  },
  mapfile(c) {
    const p = parseOpts(c.args, 'dnOsuCc', []);
    if (p.values.has('C'))
      c.x.report({ kind: 'unevaluable', target: `${c.name} -C`, message: `${c.name} -C runs a callback the guard does not follow` });
    const names = p.operands.length ? p.operands.map(only) : ['MAPFILE'];
    unknownVars(c, names);
    // `mapfile -t tests < <(find tests -name 'test_*.py')`: each element is one of the listed paths (a name holding a
    // newline would split), as a loop's variable over the listing is; `mapfile -t lines < file`: the text's lines.
    const name = names.length === 1 && names[0] && /^[A-Za-z_]\w*$/.test(names[0]) ? names[0] : null;
    if (name === null || p.values.size || !hasFlag(p, 't') || [...p.flags].some((f) => f !== 't')) return;
    if (isListing(c.stdin) && usableListing(c.stdin, /[\n-]/)) setArray(c.state, name, listedValues(c.stdin));
    else if (c.stdin && 'text' in c.stdin) setArray(c.state, name, textLines(c.stdin.text));
  },
  readarray(c) {
    BUILTINS.mapfile!(c);
  },
  getopts(c) {
    const name = only(c.args[1]);
    const values = getoptsValues(only(c.args[0]), c.args.length > 2 ? c.args.slice(2).map((a) => a.values) : positional(c.state));
    if (!values || name === null || !/^[A-Za-z_]\w*$/.test(name)) return unknownVars(c, [name, 'OPTARG']);
    c.x.assign(name, values.options, c.state);
    c.x.assign('OPTARG', values.optargs, c.state);
  },
  printf(c) {
    const v = c.args.findIndex((a) => a.values?.[0] === '-v');
    if (v < 0) return;
    const name = only(c.args[v + 1]);
    // `printf -v name 'part-%03d.txt' "$n"`: every value it may get, when the format and its arguments are known
    // (a loop variable's few values included; `--` aside).
    const rest = c.args.slice(v + 2).map((a) => a.values);
    if (rest[0]?.length === 1 && rest[0][0] === '--') rest.shift();
    const values = name !== null && /^[A-Za-z_]\w*$/.test(name) && rest.length ? printfValues(rest) : null;
    if (values) c.x.assign(name!, values, c.state);
    else unknownVars(c, [name]);
  },
  declare: declare,
  typeset: declare,
  local: declare,
  export: declare,
  readonly: declare,
};

/**
 * Assignments written as such are applied by the walker. One built by
 * expansion (`export "$v=x"`, `export {A,B}=x`) is checked here as an
 * assignment of the name it expands to. A nameref (-n) makes its own name
 * unknowable, and its target must be a name the guard knows and allows.
 */
function declare(c: Call): void {
  const nameref = c.args.some((a) => /^-[a-zA-Z]*n/.test(a.values?.[0] ?? ''));
  if (nameref) c.state.namerefs = true;
  // In a function, `local NAME` (and declare, typeset) makes a new variable that hides an associative array of that name.
  if (c.name !== 'export' && c.name !== 'readonly' && !c.args.some((a) => /^-[a-zA-Z]*A/.test(a.values?.[0] ?? '')))
    for (const a of c.args) for (const v of a.values ?? []) if (!v.startsWith('-') && !v.startsWith('+')) c.x.arrayKindMayChange(v.split('=')[0]!);
  // An integer variable evaluates whatever is later assigned to it as arithmetic (`read n < f` with f holding
  // `a[$(cmd)]` runs cmd); what reaches it cannot be followed.
  // A name the script only ever gives literal numbers (`declare -i count=0; … count+=1`) evaluates no code.
  const names = c.args.filter((a) => !(a.values?.[0] ?? '-').startsWith('-')).map((a) => /^([A-Za-z_]\w*)(?:\+?=|$)/.exec(a.values?.[0] ?? '')?.[1]);
  const integers = names.every((n) => n !== undefined && c.x.integerLiteralsOnly(n));
  if (c.args.some((a) => /^-[a-zA-Z]*i/.test(a.values?.[0] ?? '')) && !integers)
    return c.x.report({
      kind: 'unevaluable',
      target: `${c.name} -i`,
      message: `${c.name} -i makes bash evaluate what is assigned to the variable as arithmetic, where a subscript runs commands; use a plain variable`,
    });
  for (const a of c.args) {
    if (a.values === null && nameref)
      return c.x.report({ kind: 'unevaluable', target: a.text, message: `${c.name} -n ${a.text}: a reference to a variable the guard cannot name` });
    // `export $(cat .env)`: names and values the guard cannot know unless it can read them from the file
    // (`export V=$(cmd)` names its variable and is fine).
    const fromFile = a.values === null && !/^[A-Za-z_]\w*\+?=/.test(a.text) ? envFileWords(c, a.text) : null;
    if (a.values === null && !/^[A-Za-z_]\w*\+?=/.test(a.text) && fromFile === null)
      return c.x.report({ kind: 'unevaluable', target: a.text, message: `${c.name} ${a.text}: sets variables the guard cannot name` });
    for (const v of fromFile ?? a.values ?? []) {
      const m = /^([^=\s-][^=\s]*?)(\+?)=(.*)$/s.exec(v);
      if (!m) continue;
      // Read from a file, every variable is judged as a written assignment is (a place outside the roots too:
      // `LOG_FILE=../out/x` in .env); one built by expansion (or quoted: `declare "x=…"`, which the walker does not
      // apply) sets the variable too, and is refused when its name is risky. `+=` leaves the value unknown.
      const value = m[2] ? null : [m[3]!];
      if (fromFile ? /^[A-Za-z_]\w*$/.test(m[1]!) : /^[A-Za-z_]\w*(\[\d+\])?$/.test(m[1]!) || riskyVariable(m[1]!, value))
        c.x.assign(m[1]!, value, c.state);
      // Later assignments through the reference set the target: its value is no longer known (a risky name is refused).
      if (nameref && /^[A-Za-z_]\w*$/.test(m[3]!)) c.x.assign(m[3]!, null, c.state);
    }
  }
  if (nameref) unknownVars(c, c.args.map((a) => only(a)?.split('=')[0] ?? null).filter((n) => n && !n.startsWith('-')));
  // `export X`, `declare -x X=1`, `export -f f`: a shell the call starts gets them (newShellState); `export -n`,
  // `declare +x` take that back.
  const options = c.args.map((a) => a.values?.[0] ?? '').filter((w) => /^[-+]/.test(w));
  const functions = options.some((o) => /^[-+][a-zA-Z]*f/.test(o));
  const exported = c.name === 'export' ? !options.some((o) => /^-[a-zA-Z]*n/.test(o)) : options.some((o) => /^-[a-zA-Z]*x/.test(o));
  const unexported = (c.name === 'export' && !exported) || options.some((o) => /^\+[a-zA-Z]*x/.test(o));
  if (exported || unexported) {
    for (const a of c.args) {
      for (const word of a.values ?? []) {
        const name = /^([A-Za-z_]\w*)(?:\+?=|$)/.exec(word)?.[1];
        if (name === undefined) continue;
        c.state.vars.set(functions ? functionExportKey(name) : exportKey(name), [exported ? '1' : '0']);
      }
    }
  }
  // `export -n` and `declare +x` take a variable out of what programs see, as unset does (a valueless `local` keeps
  // the exported value: bash 5.2, measured).
  const words = c.args.map((a) => a.values?.[0] ?? '');
  const flags = words.filter((w) => /^[-+]/.test(w));
  if (!flags.some((f) => /^\+[a-zA-Z]*x/.test(f) || (c.name === 'export' && /^-[a-zA-Z]*n/.test(f)))) return;
  for (const w of words) {
    const gone = /^[A-Za-z_]\w*$/.test(w) ? unsetFinding(w, `${c.name} ${flags.join(' ')}`) : null;
    if (gone) c.x.report(gone);
  }
}

/** The venv an activate script names, quoted as python versions write it. */
const ACTIVATED = /^VIRTUAL_ENV=(?:"([^"`$\\]+)"|'([^']+)'|([\w./@+-]+))$/;

/** Lines a virtualenv's bash activate script is made of (venv's template; the venv and prompt filled in). */
const ACTIVATE_LINES = [
  /^(fi|else|then|\}|return 0|deactivate nondestructive|deactivate \(\) \{|unset -f deactivate)$/,
  /^hash -r( 2> ?\/dev\/null)?$/,
  /^export (PS1|PATH|VIRTUAL_ENV|VIRTUAL_ENV_PROMPT|PYTHONHOME)$/,
  /^unset (_OLD_VIRTUAL_\w+|VIRTUAL_ENV|VIRTUAL_ENV_PROMPT|PYTHONHOME)$/,
  /^if \[ [^`;&|<>()]* \] ; then$/,
  /^_OLD_VIRTUAL_(PATH="\$PATH"|PYTHONHOME="\$\{PYTHONHOME:-\}"|PS1="\$\{PS1:-\}")$/,
  /^(PATH="\$\{_OLD_VIRTUAL_PATH:-\}"|PYTHONHOME="\$\{_OLD_VIRTUAL_PYTHONHOME:-\}"|PS1="\$\{_OLD_VIRTUAL_PS1:-\}")$/,
  /^PATH="\$VIRTUAL_ENV\/"?bin"?:\$PATH"$/,
  /^(PS1|VIRTUAL_ENV_PROMPT)=(?:'[^']*'|"[^"`$\\]*(?:\$\{PS1:-\})?")(?:"\$\{PS1:-\}")?$/,
  ACTIVATED,
];

/**
 * The venv a bash activate script puts first on PATH, when the script is made only of venv's template lines
 * (ACTIVATE_LINES): its VIRTUAL_ENV. null for anything else (another tool's script, a planted one, one not readable).
 */
function activatedVenv(text: string): string | null {
  if (['missing', 'changed', 'unreadable'].includes(text)) return null;
  const lines = text.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  if (!lines.every((l) => ACTIVATE_LINES.some((r) => r.test(l)))) return null;
  const set = lines.map((l) => ACTIVATED.exec(l)).filter((m) => m !== null);
  return set.length === 1 ? (set[0]![1] ?? set[0]![2] ?? set[0]![3])! : null;
}
