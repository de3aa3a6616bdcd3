/**
 * What one shell call has done so far, as far as later commands of the same
 * call can see it: the working directory, variables, functions, aliases, the
 * pushd stack, traps and the PATH a virtualenv put first.
 */
import type { CompoundList, PipelineNode, Statement } from 'unbash';

export interface ShellState {
  /** null once a `cd` went somewhere the guard cannot evaluate. */
  cwd: string | null;
  /** Every value a variable can hold (a loop variable holds several), or null when unknown. */
  vars: Map<string, string[] | null>;
  funcs: Map<string, CompoundList | PipelineNode>;
  aliases: Map<string, string>;
  /** The pushd stack below the current directory, top first. */
  dirStack: (string | null)[];
  /** Trap bodies: they run later, judged again with the final state. */
  traps: string[];
  /**
   * Handlers of traps on signals other than EXIT (`trap 'rm -rf "$tmp"' INT TERM`, CHLD): a signal may come between
   * any two commands, so each is judged again after every command (their handlers may not change the shell's state).
   */
  signalTraps: string[];
  /** A virtualenv's bin directory put first on PATH by `source <root>/.venv/bin/activate`. */
  pathFirst: string | null;
  /** Build dirs cmake configured earlier in the call (its CMake files judged), with the install prefix it was given. */
  cmakeBuilds: Map<string, string>;
  /** A nameref was declared (`declare -n`): an assignment to one name may set another, so arrays' elements are not known. */
  namerefs: boolean;
  /** Names declared associative (`declare -A`): a compound value gives them keys, not a list, and "$NAME" is key 0. */
  associative: Set<string>;
  /**
   * A new shell no command has run in yet (the call's own, or one newShellState made): it holds no array, so a script
   * whose first commands declare an associative array surely gets one (an indexed array of that name would make the
   * declaration fail).
   */
  fresh: boolean;
  /**
   * What a substitution's script prints, when the walk can tell from the files as this call leaves them
   * (`$(cat VERSION)`), trailing newlines cut; null otherwise.
   */
  printed: PrintedBy;
}

export type PrintedBy = (script: { commands: readonly Statement[] }, state: ShellState) => string | null;

export function newState(cwd: string, printed: PrintedBy = () => null): ShellState {
  return {
    cwd,
    vars: new Map(),
    funcs: new Map(),
    aliases: new Map(),
    dirStack: [],
    traps: [],
    signalTraps: [],
    pathFirst: null,
    cmakeBuilds: new Map(),
    namerefs: false,
    associative: new Set(),
    fresh: true,
    printed,
  };
}

/** What a command that may or may not run (or succeed) leaves behind: the parts of a state the walker joins after it. */
export interface Outcome {
  cwd: string | null;
  vars: Map<string, string[] | null>;
  dirStack: (string | null)[];
}

export function outcomeOf(s: ShellState): Outcome {
  return { cwd: s.cwd, vars: new Map(s.vars), dirStack: [...s.dirStack] };
}

/** Puts `s` back where `o` was (to walk another branch from the same start). */
export function resume(s: ShellState, o: Outcome): void {
  s.cwd = o.cwd;
  s.vars = new Map(o.vars);
  s.dirStack = [...o.dirStack];
}

/**
 * Sets `s` to what any of `outcomes` may have left: a variable holds every value one of them gives it (unknown when
 * one cannot know it; `unset` gives what an unset one expands to), the working directory and the pushd stack stay only
 * where all agree.
 */
export function joinOutcomes(s: ShellState, outcomes: readonly Outcome[], unset: (name: string) => string[] | null): void {
  if (!outcomes.length) return;
  const names = new Set(outcomes.flatMap((o) => [...o.vars.keys()]));
  const vars = new Map<string, string[] | null>();
  for (const name of names) {
    let joined: string[] | null = [];
    for (const o of outcomes) {
      const v = o.vars.has(name) ? o.vars.get(name)! : unset(name);
      joined = v === null || joined === null ? null : [...new Set([...joined, ...v])];
    }
    // An array's element list (`files[@]`) is a list, not a set of values: it stays only where every outcome agrees.
    if (name.endsWith('[@]') && outcomes.some((o) => JSON.stringify(o.vars.get(name)) !== JSON.stringify(outcomes[0]!.vars.get(name)))) joined = null;
    vars.set(name, joined);
  }
  s.vars = vars;
  s.cwd = outcomes.every((o) => o.cwd === outcomes[0]!.cwd) ? outcomes[0]!.cwd : null;
  const stacks = outcomes.map((o) => JSON.stringify(o.dirStack));
  s.dirStack = stacks.every((t) => t === stacks[0]) ? [...outcomes[0]!.dirStack] : outcomes[0]!.dirStack.map(() => null);
}

/** Whether two outcomes hold the same state (a loop body walked again changed nothing). */
export function sameOutcome(a: Outcome, b: Outcome): boolean {
  if (a.cwd !== b.cwd || JSON.stringify(a.dirStack) !== JSON.stringify(b.dirStack) || a.vars.size !== b.vars.size) return false;
  for (const [k, v] of a.vars) if (!b.vars.has(k) || JSON.stringify(v) !== JSON.stringify(b.vars.get(k))) return false;
  return true;
}

/** A subshell's copy: changes inside do not reach the parent. */
export function fork(s: ShellState): ShellState {
  return {
    ...s,
    vars: new Map(s.vars),
    funcs: new Map(s.funcs),
    aliases: new Map(s.aliases),
    dirStack: [...s.dirStack],
    traps: [...s.traps],
    signalTraps: [...s.signalTraps],
    associative: new Set(s.associative),
  };
}

/**
 * The state a script file runs in: a subshell's copy with $0 (and BASH_SOURCE) the script as invoked and $1… its arguments (each holding
 * the values the guard knows, or unknown), so that `cd "$(dirname "$0")/.."` is followed.
 */
export function scriptState(s: ShellState, invokedAs: string, args: readonly (string[] | null)[]): ShellState {
  const f = fork(s);
  f.vars.set('0', [invokedAs]);
  // bash's BASH_SOURCE[0] is the script as it was opened, as $0 is (`here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"`).
  setArray(f, 'BASH_SOURCE', [invokedAs]);
  setPositional(f, args);
  return f;
}

/** The positional parameters as the guard knows them ($1…, in order; null for one it cannot know). */
export function positional(s: ShellState): (string[] | null)[] {
  const out: (string[] | null)[] = [];
  for (let i = 1; s.vars.has(String(i)); i++) out.push(s.vars.get(String(i)) ?? null);
  return out;
}

/**
 * Sets $1… (and $#) to `args`, as a function call, a script, `set --` and `shift` do; "$@" and "$*" stay untracked. A
 * word the guard cannot know may stand for several, or none: $# is then unknown, and so is every parameter after it.
 */
export function setPositional(s: ShellState, args: readonly (string[] | null)[], countKnown = args.every((a) => a !== null)): void {
  for (const k of [...s.vars.keys()]) if (/^([1-9]\d*|@|\*|#)$/.test(k)) s.vars.delete(k);
  const firstUnknown = args.indexOf(null);
  args.forEach((a, i) => s.vars.set(String(i + 1), firstUnknown >= 0 && i > firstUnknown ? null : a));
  s.vars.set('#', countKnown ? [String(args.length)] : null);
  s.vars.set('@', null);
  s.vars.set('*', null);
}

/**
 * Where a shell option the walk models (`shopt -s nullglob`) is kept among the variables, so that branches join it as
 * they join values: ['on'] set, absent or ['off'] unset, both: it may be either. No variable's name holds a NUL.
 */
const OPTION_PREFIX = '\0option ';
const optionKey = (name: string): string => `${OPTION_PREFIX}${name}`;

/** Whether a shell option is on: true, false, or null when a branch may have set it and another not. */
export function optionOn(s: ShellState, name: string): boolean | null {
  const v = s.vars.get(optionKey(name));
  if (v === undefined) return false;
  if (v?.length === 1) return v[0] === 'on';
  return null;
}

export function setOption(s: ShellState, name: string, on: boolean): void {
  s.vars.set(optionKey(name), [on ? 'on' : 'off']);
}

/** Where `export -f NAME` is kept among the variables (['1']: exported), so that branches join it as values. */
export const functionExportKey = (name: string): string => `\0export -f ${name}`;

/** Where a variable's export mark is kept among the variables (['1'] exported, ['0'] not), joined as values are. */
export const exportKey = (name: string): string => `\0export ${name}`;

/**
 * The state a new shell process starts in (`bash -c`, a script file, `sh -c` a program runs): the same directory; the
 * variables it inherits, which are the exported ones (marked by export or declare -x, given for the command alone in
 * `prefixed`, or in `env`, the environment the call's shells start with: null when unknown), each other variable unset
 * there, or unknown where the walk cannot tell (`set -a` may be on, an export in one branch only); only the functions
 * exported with `export -f`; no aliases, arrays, traps, nameref or shell options.
 */
export function newShellState(
  s: ShellState,
  env: Readonly<Record<string, string | undefined>> | null,
  prefixed: ReadonlySet<string> = new Set(),
): ShellState {
  const child = fork(s);
  child.funcs = new Map([...s.funcs].filter(([name]) => s.vars.get(functionExportKey(name))?.[0] === '1'));
  child.aliases = new Map();
  child.associative = new Set();
  child.fresh = true;
  child.namerefs = false;
  child.traps = [];
  child.signalTraps = [];
  // Once `set -a` has been on, a variable set other than by assignment (a loop's, getopts') may have been exported.
  const allexportSeen = optionOn(s, 'allexport-seen') !== false;
  for (const key of [...child.vars.keys()]) {
    if (key.endsWith('[@]') || key.startsWith(OPTION_PREFIX) || key === 'IFS') {
      child.vars.delete(key);
      continue;
    }
    // Positional parameters and the like: the caller sets the new shell's own.
    if (!/^[A-Za-z_]\w*$/.test(key)) continue;
    const mark = s.vars.get(exportKey(key));
    const marked = mark?.length === 1 ? mark[0] : mark === undefined ? 'none' : 'either';
    const inEnv = env === null ? null : Object.hasOwn(env, key) || SET_BY_SHELLS.test(key);
    if (prefixed.has(key) || marked === '1' || (marked === 'none' && inEnv === true)) child.vars.set(exportKey(key), ['1']);
    // Surely not exported (nor in the environment, where an unset in the child cannot be spelled): unset there.
    else if ((marked === 'none' || marked === '0') && inEnv === false && !allexportSeen) child.vars.delete(key);
    else child.vars.set(key, null);
  }
  return child;
}

/** Names every shell sets and exports itself (PWD, OLDPWD, SHLVL; cline's own CLINE_* and `_`). */
const SET_BY_SHELLS = /^(CLINE_\w*|PWD|OLDPWD|SHLVL|_)$/;

/** Where an array's element list is kept among the variables: its values form a list, not a set of alternatives. */
export const arrayKey = (name: string): string => `${name}[@]`;

/** Sets an array the guard knows element by element: "$name" is its first element. */
export function setArray(s: ShellState, name: string, elements: readonly string[]): void {
  s.vars.set(name, [elements[0] ?? '']);
  s.vars.set(arrayKey(name), [...elements]);
}
