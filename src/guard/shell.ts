/**
 * Judging shell text: parse it with a real bash parser (unbash) and look for
 * writes outside the allowed roots, package installs, git remote operations
 * and repository-routing escapes. Anything the guard cannot evaluate in a
 * write position (an unknown variable, a command substitution) is a refusal:
 * it cannot be shown to stay inside.
 */
import { basename, isAbsolute, resolve } from 'node:path';
import { parse } from 'unbash';
import type {
  Assignment,
  Command,
  CompoundList,
  DoubleQuotedChild,
  ParsedScript,
  PipelineNode,
  AndOr,
  Redirection,
  Statement,
  SyntaxNode,
  Word,
  WordPart,
} from 'unbash';
import { forEachChild } from 'unbash';
import { expandTilde, isHarmlessDevice, isInside, joinRaw, realTarget } from './paths.js';

export interface JudgeContext {
  /** Allowed roots, symlinks resolved. */
  roots: readonly string[];
  /** The guard's own files (plugin dir, marker, denial log): never written, never removed. */
  protect: readonly string[];
  home: string;
}

/**
 * What a finding is about, so callers need not read its wording:
 * - `write`: a write outside the roots or onto the guard's own files; so are a
 *   copy to a remote host, `git config --global`, git routed to a repository
 *   outside, and a program run in a directory outside (it may write there);
 * - `unevaluable`: shell the guard cannot evaluate (an unknown target, program,
 *   working directory or unparsable text), refused because it cannot be shown
 *   to stay inside;
 * - `install`: a package install or removal outside the env;
 * - `remote`: a git operation that talks to a remote;
 * - `registry`: a change to a package registry (publish).
 */
export const FINDING_KINDS = ['write', 'unevaluable', 'install', 'remote', 'registry'] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

/** Why a call is refused: what kind of problem, the path or command concerned and a sentence about it. */
export interface Finding {
  kind: FindingKind;
  target: string;
  message: string;
}

/** A command-line word after expansion: every value it can take, or null when the guard cannot know. */
interface Arg {
  text: string;
  values: string[] | null;
  unknown?: string;
}

interface State {
  /** null once a `cd` went somewhere the guard cannot evaluate. */
  cwd: string | null;
  vars: Map<string, string | null>;
}

/**
 * How a write target is used: `target` is itself written or removed (so it must
 * not contain the guard's files either); `into` is a directory new entries are
 * created in.
 */
type WriteUse = 'target' | 'into';

const MAX_ALTERNATIVES = 64;
const MAX_DEPTH = 8;
const WRITE_REDIRECTS = new Set(['>', '>>', '>|', '&>', '&>>', '<>']);

/** Commands that only read (or print); they may run anywhere. */
const READ_ONLY = new Set([
  'ls', 'cat', 'head', 'tail', 'less', 'more', 'grep', 'egrep', 'fgrep', 'rg', 'ag', 'wc', 'stat', 'file', 'pwd', 'echo',
  'printf', 'true', 'false', 'test', '[', '[[', 'which', 'type', 'whoami', 'id', 'uname', 'date', 'printenv', 'du', 'df',
  'tree', 'diff', 'cmp', 'uniq', 'cut', 'tr', 'jq', 'sha256sum', 'sha1sum', 'md5sum', 'base64', 'xxd', 'od', 'hexdump',
  'realpath', 'readlink', 'dirname', 'basename', 'sleep', 'seq', 'column', 'nl', 'rev', 'strings', 'ps', 'hostname',
  'exit', 'return', 'set', 'shopt', 'unset', 'export', 'local', 'declare', 'readonly', 'alias', ':', 'wait', 'trap',
  'source', '.', 'read', 'shift', 'getopts', 'hash', 'ulimit', 'umask', 'history', 'jobs', 'kill', 'lsof', 'free',
  'uptime', 'locale', 'tput', 'clear', 'man', 'help', 'info', 'comm', 'join', 'paste', 'fold', 'fmt', 'expand',
  'unexpand', 'tac', 'look', 'zcat', 'bzcat', 'xzcat', 'awk', 'gawk', 'mawk', 'nproc', 'getconf', 'ping',
]);

/** Interpreters whose one-liners are left to the OS sandbox (the guard cannot see into them), by their one-liner flags. */
const INTERPRETERS: Record<string, Set<string>> = {
  python: new Set(['-c']),
  node: new Set(['-e', '--eval', '-p', '--print']),
  perl: new Set(['-e', '-E']),
  ruby: new Set(['-e']),
  php: new Set(['-r']),
  deno: new Set(['eval']),
};

/** `python3.12` is python: the family name without its version suffix. */
function interpreterFlags(name: string): Set<string> | undefined {
  return INTERPRETERS[name.replace(/[0-9.]+$/, '')];
}

const SHELLS = new Set(['sh', 'bash', 'dash', 'zsh', 'ksh', 'ash']);
/** Commands that run the rest of their arguments as a command. */
const WRAPPERS: Record<string, { short: string; long: string[]; operands?: number }> = {
  nice: { short: 'n', long: ['adjustment'] },
  nohup: { short: '', long: [] },
  timeout: { short: 'sk', long: ['signal', 'kill-after'], operands: 1 },
  stdbuf: { short: 'ioe', long: ['input', 'output', 'error'] },
  ionice: { short: 'cnp', long: ['class', 'classdata', 'pid'] },
  setsid: { short: '', long: [] },
  sudo: { short: 'ugpChDrtUT', long: ['user', 'group', 'prompt', 'close-from', 'host', 'chdir', 'role', 'type', 'other-user', 'command-timeout'] },
  doas: { short: 'uC', long: [] },
  command: { short: '', long: [] },
  builtin: { short: '', long: [] },
  exec: { short: 'a', long: [] },
  chrt: { short: '', long: [], operands: 1 },
  taskset: { short: '', long: [], operands: 1 },
  unbuffer: { short: '', long: [] },
  'xvfb-run': { short: 'nsefp', long: [] },
};

/** Programs whose install-like subcommands change the system outside the env. */
const SYSTEM_PACKAGE_MANAGERS: Record<string, Set<string>> = {
  apt: new Set(['install', 'reinstall', 'remove', 'purge', 'upgrade', 'full-upgrade', 'dist-upgrade', 'update', 'autoremove', 'build-dep']),
  'apt-get': new Set(['install', 'reinstall', 'remove', 'purge', 'upgrade', 'dist-upgrade', 'update', 'autoremove', 'build-dep', 'source']),
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
  conda: new Set(['install', 'update', 'upgrade', 'remove', 'uninstall']),
  mamba: new Set(['install', 'update', 'upgrade', 'remove', 'uninstall']),
};

/** git subcommands that talk to a remote. */
const GIT_REMOTE = new Set(['push', 'fetch', 'pull', 'ls-remote', 'send-email', 'request-pull', 'svn', 'p4']);
/** git subcommands that only read the repository; allowed even from outside the roots. */
const GIT_READ_ONLY = new Set([
  'status', 'log', 'diff', 'show', 'rev-parse', 'ls-files', 'ls-tree', 'blame', 'grep', 'describe', 'shortlog',
  'cat-file', 'rev-list', 'show-ref', 'for-each-ref', 'whatchanged', 'reflog', 'name-rev', 'merge-base', 'help',
  'version', 'check-ignore', 'var',
]);
/** Environment variables that send git to another repository. */
const GIT_ROUTING_VARS = new Set(['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_OBJECT_DIRECTORY', 'GIT_COMMON_DIR']);

interface Opts {
  /** Short letters and long names seen (without dashes). */
  flags: Set<string>;
  values: Map<string, Arg[]>;
  operands: Arg[];
}

function literalArg(value: string): Arg {
  return { text: value, values: [value] };
}

/** GNU-style option parsing: clusters, `--name=value`, `--`, options after operands. */
function parseOpts(args: readonly Arg[], shortWithValue: string, longWithValue: readonly string[] = []): Opts {
  const out: Opts = { flags: new Set(), values: new Map(), operands: [] };
  const add = (name: string, value: Arg | undefined) => {
    out.flags.add(name);
    if (value) out.values.set(name, [...(out.values.get(name) ?? []), value]);
  };
  let ended = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    const t = a.values?.[0];
    if (ended || t === undefined || a.values!.length !== 1 || t === '-' || !t.startsWith('-')) {
      out.operands.push(a);
    } else if (t === '--') {
      ended = true;
    } else if (t.startsWith('--')) {
      const eq = t.indexOf('=');
      const name = eq < 0 ? t.slice(2) : t.slice(2, eq);
      if (eq >= 0) add(name, literalArg(t.slice(eq + 1)));
      else add(name, longWithValue.includes(name) ? args[++i] : undefined);
    } else {
      for (let j = 1; j < t.length; j++) {
        const c = t[j]!;
        if (!shortWithValue.includes(c)) {
          out.flags.add(c);
          continue;
        }
        const rest = t.slice(j + 1);
        add(c, rest ? literalArg(rest) : args[++i]);
        break;
      }
    }
  }
  return out;
}

function optValues(o: Opts, ...names: string[]): Arg[] {
  return names.flatMap((n) => o.values.get(n) ?? []);
}

function hasFlag(o: Opts, ...names: string[]): boolean {
  return names.some((n) => o.flags.has(n));
}

/** Splits `{a,b}` into its alternatives; sequences such as `{1..3}` stay one literal name. */
function braceAlternatives(text: string): string[] | null {
  const inner = text.slice(1, -1);
  if (/[$`]/.test(inner)) return null;
  const alts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i];
    if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (c === ',' && depth === 0) {
      alts.push(inner.slice(start, i));
      start = i + 1;
    }
  }
  if (alts.length === 0) return [text];
  alts.push(inner.slice(start));
  return alts;
}

const WRITERS_FROM_STDIN = new Set(['rm', 'mv', 'cp', 'touch', 'mkdir', 'rmdir', 'tee', 'ln', 'chmod', 'chown', 'chgrp', 'truncate', 'shred', 'unlink', 'install', 'dd', 'sed']);

export class ShellJudge {
  constructor(private readonly ctx: JudgeContext) {}

  /** The first problem in `source` run from `cwd`, or null when it stays inside. */
  judge(source: string, cwd: string): Finding | null {
    return this.script(source, { cwd, vars: new Map() }, 0);
  }

  private script(source: string, state: State, depth: number): Finding | null {
    if (depth > MAX_DEPTH) return { kind: 'unevaluable', target: source, message: 'nests shell code deeper than the guard follows' };
    const ast: ParsedScript = parse(source);
    if (ast.errors?.length) {
      return { kind: 'unevaluable', target: source, message: `cannot be parsed as shell (${ast.errors[0]!.message}), so its writes cannot be checked` };
    }
    return this.statements(ast.commands, state, depth);
  }

  private statements(list: readonly Statement[], state: State, depth: number): Finding | null {
    for (const s of list) {
      const f = this.node(s.command, state, depth);
      if (f) return f;
    }
    return null;
  }

  private list(list: CompoundList, state: State, depth: number): Finding | null {
    return this.statements(list.commands, state, depth);
  }

  private node(n: PipelineNode | AndOr, state: State, depth: number): Finding | null {
    switch (n.type) {
      case 'Command':
        return this.command(n, state, depth);
      case 'AndOr':
        for (const c of n.commands) {
          const f = this.node(c, state, depth);
          if (f) return f;
        }
        return null;
      case 'Pipeline':
        // Each side of a pipe runs in its own subshell: a cd there does not leak.
        for (const c of n.commands) {
          const f = this.node(c, fork(state), depth);
          if (f) return f;
        }
        return null;
      case 'Subshell':
        return this.list(n.body, fork(state), depth);
      case 'BraceGroup':
        return this.list(n.body, state, depth);
      case 'If': {
        for (const part of [n.clause, n.then, ...n.elif.flatMap((e) => [e.clause, e.then]), ...(n.else ? [n.else] : [])]) {
          const f = this.list(part, state, depth);
          if (f) return f;
        }
        return null;
      }
      case 'While':
        return this.list(n.clause, state, depth) ?? this.list(n.body, state, depth);
      case 'For':
      case 'Select':
        for (const w of n.wordlist ?? []) {
          const f = this.substitutions(w, state, depth);
          if (f) return f;
        }
        // The loop variable's value is not tracked: writes through it are unknown.
        state.vars.set(n.name.value, null);
        return this.list(n.body, state, depth);
      case 'ArithmeticFor':
        return this.list(n.body, state, depth);
      case 'Case': {
        const f = this.substitutions(n.word, state, depth);
        if (f) return f;
        for (const item of n.items) {
          const g = this.list(item.body, state, depth);
          if (g) return g;
        }
        return null;
      }
      case 'TestCommand':
      case 'ArithmeticCommand':
        return this.substitutions(n, state, depth);
      case 'Redirected': {
        const f = this.redirects(n.redirects, state, depth);
        return f ?? this.node(n.command, state, depth);
      }
      case 'Function':
        // Judged where it is defined: a body that would write outside is refused even before it is called.
        return n.body.type === 'CompoundList' ? this.list(n.body, fork(state), depth) : this.node(n.body, fork(state), depth);
      case 'Coproc':
        return n.body.type === 'CompoundList' ? this.list(n.body, fork(state), depth) : this.node(n.body, fork(state), depth);
    }
  }

  /** Commands nested in words ($(...), `...`, <(...)) run too: judge them. */
  private substitutions(node: SyntaxNode, state: State, depth: number): Finding | null {
    let found: Finding | null = null;
    const visit = (child: SyntaxNode): void => {
      if (found) return;
      if (child.type === 'CommandExpansion' || child.type === 'ProcessSubstitution' || child.type === 'ArithmeticCommandExpansion') {
        if (!child.script) {
          found = { kind: 'unevaluable', target: child.text, message: 'holds a substitution the parser could not read' };
          return;
        }
        if (child.script.errors?.length) {
          found = { kind: 'unevaluable', target: child.text, message: `holds a substitution that cannot be parsed (${child.script.errors[0]!.message})` };
          return;
        }
        found = this.statements(child.script.commands, fork(state), depth + 1);
        return;
      }
      forEachChild(child, visit);
    };
    visit(node);
    return found;
  }

  private redirects(list: readonly Redirection[], state: State, depth: number): Finding | null {
    for (const r of list) {
      const f = this.substitutions(r, state, depth);
      if (f) return f;
      if (r.type !== 'Redirect' || !r.target) continue;
      const writes = WRITE_REDIRECTS.has(r.operator) || (r.operator === '>&' && !/^(\d+|-)$/.test(r.target.value));
      if (!writes) continue;
      const g = this.write(this.word(r.target, state), state, 'target', `output redirect ${r.operator}`);
      if (g) return g;
    }
    return null;
  }

  private command(cmd: Command, state: State, depth: number): Finding | null {
    for (const part of [...(cmd.name ? [cmd.name] : []), ...cmd.prefix, ...cmd.suffix]) {
      if (part.type === 'HereDoc' || part.type === 'HereString' || part.type === 'Redirect') continue;
      const f = this.substitutions(part, state, depth);
      if (f) return f;
    }
    const own = cmd.name ? fork(state) : state;
    for (const p of cmd.prefix) {
      if (p.type !== 'Assignment') continue;
      const f = this.assign(p, own);
      if (f) return f;
    }
    const r = this.redirects(cmd.redirects, state, depth);
    if (r) return r;
    if (!cmd.name) return null;
    const argv = [cmd.name, ...cmd.args].map((w) => (w.type === 'Word' ? this.word(w, state) : this.assignmentArg(w, state)));
    // `export GIT_DIR=...` and friends route later git calls.
    if (['export', 'declare', 'local', 'readonly', 'typeset'].includes(cmd.name.value)) {
      for (const a of cmd.args) {
        if (a.type !== 'Assignment') continue;
        const f = this.assign(a, state);
        if (f) return f;
      }
    }
    return this.run(argv, state, depth);
  }

  private assignmentArg(a: Assignment, state: State): Arg {
    if (a.value.type !== 'Word') return { text: a.text, values: null, unknown: 'an array value' };
    const v = this.word(a.value, state);
    return { text: a.text, values: v.values?.map((x) => `${a.name}=${x}`) ?? null, unknown: v.unknown };
  }

  private assign(a: Assignment, state: State): Finding | null {
    const v = a.value.type === 'Word' ? this.word(a.value, state) : { text: a.text, values: null };
    state.vars.set(a.name, v.values?.length === 1 && !a.append ? v.values[0]! : null);
    if (GIT_ROUTING_VARS.has(a.name)) return this.route(v, state, a.name);
    return null;
  }

  /** A repository-routing value (-C, --git-dir, GIT_DIR=...) must point inside the roots. */
  private route(v: Arg, state: State, what: string): Finding | null {
    return this.write(v, state, 'into', `${what} routes git to`);
  }

  // ---- words ----

  private word(w: Word, state: State): Arg {
    if (!w.parts) return this.tilde(w.text, { text: w.text, values: [w.value] });
    let values: string[] = [''];
    for (const part of w.parts) {
      const p = this.part(part, state);
      if (p.values === null) return { text: w.text, values: null, unknown: p.unknown };
      values = values.flatMap((v) => p.values!.map((x) => v + x));
      if (values.length > MAX_ALTERNATIVES) return { text: w.text, values: null, unknown: 'too many brace alternatives' };
    }
    return this.tilde(w.text, { text: w.text, values });
  }

  /** Tilde expansion applies only to an unquoted leading `~`. */
  private tilde(source: string, arg: Arg): Arg {
    if (!source.startsWith('~') || !arg.values) return arg;
    const values: string[] = [];
    for (const v of arg.values) {
      const e = expandTilde(v, this.ctx.home);
      if (e === null) return { text: arg.text, values: null, unknown: `another user's home (${v.split('/')[0]})` };
      values.push(e);
    }
    return { text: arg.text, values };
  }

  private part(part: WordPart | DoubleQuotedChild, state: State): Arg {
    switch (part.type) {
      case 'Literal':
      case 'SingleQuoted':
      case 'AnsiCQuoted':
        return literalArg(part.value);
      case 'Glob':
      case 'ExtendedGlob':
        // A pattern names files in the directory it sits in; that directory decides.
        return literalArg(part.text);
      case 'DoubleQuoted':
      case 'LocaleString': {
        let values = [''];
        for (const child of part.parts) {
          const p = this.part(child, state);
          if (p.values === null) return p;
          values = values.flatMap((v) => p.values!.map((x) => v + x));
        }
        return { text: part.text, values };
      }
      case 'SimpleExpansion':
        return this.variable(part.text.slice(1), part.text, state);
      case 'ParameterExpansion':
        if (part.prefix || part.index || part.operation) return { text: part.text, values: null, unknown: `${part.text} is computed at run time` };
        return this.variable(part.parameter, part.text, state);
      case 'CommandExpansion': {
        const only = part.script?.commands.length === 1 ? part.script.commands[0]!.command : undefined;
        if (only?.type === 'Command' && only.name?.value === 'pwd' && only.suffix.length === 0 && state.cwd) return literalArg(state.cwd);
        return { text: part.text, values: null, unknown: `the output of ${part.text}` };
      }
      case 'ArithmeticExpansion':
        // A number: never a slash, so it cannot change which directory a path is in.
        return literalArg('0');
      case 'ProcessSubstitution':
        return literalArg('/dev/fd/63');
      case 'BraceExpansion': {
        const alts = braceAlternatives(part.text);
        return alts ? { text: part.text, values: alts } : { text: part.text, values: null, unknown: `the expansion ${part.text}` };
      }
    }
  }

  private variable(name: string, text: string, state: State): Arg {
    if (state.vars.has(name)) {
      const v = state.vars.get(name);
      return v === null || v === undefined ? { text, values: null, unknown: `${text}, set to a value the guard cannot evaluate` } : literalArg(v);
    }
    if (name === 'HOME') return literalArg(this.ctx.home);
    if (name === 'PWD' && state.cwd) return literalArg(state.cwd);
    return { text, values: null, unknown: `${text}, whose value the guard does not know` };
  }

  // ---- writes ----

  /** Checks one write target; `what` says how the command uses it. */
  private write(arg: Arg | undefined, state: State, use: WriteUse, what: string): Finding | null {
    if (!arg) return null;
    if (arg.values === null) {
      return { kind: 'unevaluable', target: arg.text, message: `${what} ${arg.text}: cannot be shown to be inside the allowed roots (it depends on ${arg.unknown})` };
    }
    for (const value of arg.values) {
      const f = this.writePath(value, state.cwd, use, what);
      if (f) return f;
    }
    return null;
  }

  private writePath(value: string, cwd: string | null, use: WriteUse, what: string): Finding | null {
    if (isHarmlessDevice(value)) return null;
    if (!isAbsolute(value) && cwd === null) {
      return { kind: 'unevaluable', target: value, message: `${what} ${value}: relative to a working directory the guard cannot determine` };
    }
    return judgeWritePath(joinRaw(cwd ?? '/', value), use, what, this.ctx);
  }

  private writeAll(args: readonly Arg[], state: State, use: WriteUse, what: string): Finding | null {
    for (const a of args) {
      const f = this.write(a, state, use, what);
      if (f) return f;
    }
    return null;
  }

  /** The working directory, for commands that write into it implicitly. */
  private writeCwd(state: State, what: string): Finding | null {
    if (state.cwd === null) return { kind: 'unevaluable', target: '.', message: `${what} writes into a working directory the guard cannot determine` };
    return judgeWritePath(state.cwd, 'into', what, this.ctx);
  }

  // ---- commands ----

  private run(argv: Arg[], state: State, depth: number): Finding | null {
    const head = argv[0];
    if (!head) return null;
    const args = argv.slice(1);
    if (head.values === null || head.values.length !== 1) {
      return { kind: 'unevaluable', target: head.text, message: `runs a program the guard cannot determine (${head.unknown ?? 'several alternatives'})` };
    }
    const prog = head.values[0]!;
    const name = basename(prog);
    const o = (short: string, long: string[] = []) => parseOpts(args, short, long);

    if (READ_ONLY.has(name)) return null;
    const oneLiners = interpreterFlags(name);
    if (oneLiners) {
      if (args.some((a) => a.values?.length === 1 && oneLiners.has(a.values[0]!))) return null;
      if (/^python/.test(name)) {
        const m = args.findIndex((a) => a.values?.[0] === '-m');
        const mod = args[m + 1]?.values?.[0];
        if (m >= 0 && (mod === 'pip' || mod === 'pip3')) return this.pip(prog, args.slice(m + 2), state);
      }
      return this.inCwd(name, state);
    }
    if (SHELLS.has(name)) {
      const c = args.findIndex((a) => /^-[a-zA-Z]*c[a-zA-Z]*$/.test(a.values?.[0] ?? ''));
      // A script file's content is the OS sandbox's business, like any program's.
      if (c < 0) return this.inCwd(name, state);
      return this.nested(args[c + 1], state, depth, `${name} -c`);
    }
    if (name === 'eval') {
      if (args.some((a) => a.values === null)) return { kind: 'unevaluable', target: args.map((a) => a.text).join(' '), message: 'eval of text the guard cannot evaluate' };
      return this.script(args.map((a) => a.values![0]).join(' '), fork(state), depth + 1);
    }
    const wrapper = WRAPPERS[name];
    if (wrapper) {
      if (name === 'command' && args.some((a) => /^-[vV]$/.test(a.values?.[0] ?? ''))) return null;
      const rest = skipOptions(args, wrapper.short, wrapper.long, wrapper.operands ?? 0);
      return this.run(rest, state, depth);
    }
    if (SYSTEM_PACKAGE_MANAGERS[name]) {
      const sub = o('', []).operands[0]?.values?.[0];
      if (sub && SYSTEM_PACKAGE_MANAGERS[name].has(sub)) {
        return { kind: 'install', target: `${name} ${sub}`, message: `package install (${name} ${sub}) changes the system outside the env` };
      }
      return null;
    }
    switch (name) {
      case 'cd':
      case 'pushd':
        return this.cd(args, state);
      case 'popd':
        state.cwd = null;
        return null;
      case 'env':
        return this.env(args, state, depth);
      case 'time': {
        const opts = skipOptionsWithValues(args, 'fo', ['format', 'output']);
        return this.write(opts.values.get('o')?.[0] ?? opts.values.get('output')?.[0], state, 'target', 'time -o') ?? this.run(opts.rest, state, depth);
      }
      case 'tee':
        return this.writeAll(o('', []).operands, state, 'target', 'tee to');
      case 'cp': {
        const p = o('tS', ['target-directory', 'suffix']);
        const t = optValues(p, 't', 'target-directory');
        if (t.length) return this.writeAll(t, state, 'into', 'cp into');
        return p.operands.length >= 2 ? this.write(p.operands.at(-1), state, 'into', 'cp to') : null;
      }
      case 'mv': {
        const p = o('tS', ['target-directory', 'suffix']);
        // mv removes its sources: moving a file out of place writes where it was.
        return this.writeAll(optValues(p, 't', 'target-directory'), state, 'into', 'mv into') ?? this.writeAll(p.operands, state, 'target', 'mv of');
      }
      case 'rm':
      case 'rmdir':
      case 'unlink':
      case 'shred':
        return this.writeAll(o('nu', ['iterations', 'random-source']).operands, state, 'target', name);
      case 'touch':
        return this.writeAll(o('drt', ['date', 'reference']).operands, state, 'target', 'touch');
      case 'mkdir':
        return this.writeAll(o('m', ['mode', 'context']).operands, state, 'into', 'mkdir');
      case 'truncate':
        return this.writeAll(o('sr', ['size', 'reference']).operands, state, 'target', 'truncate');
      case 'ln': {
        const p = o('tS', ['target-directory', 'suffix']);
        const t = optValues(p, 't', 'target-directory');
        if (t.length) return this.writeAll(t, state, 'into', 'ln into');
        if (p.operands.length === 1) return this.writeCwd(state, 'ln');
        return this.write(p.operands.at(-1), state, 'target', 'ln creating');
      }
      case 'install': {
        const p = o('mogtSZ', ['mode', 'owner', 'group', 'target-directory', 'suffix', 'context']);
        if (hasFlag(p, 'd', 'directory')) return this.writeAll(p.operands, state, 'into', 'install -d');
        const t = optValues(p, 't', 'target-directory');
        if (t.length) return this.writeAll(t, state, 'into', 'install into');
        return this.write(p.operands.at(-1), state, 'into', 'install to');
      }
      case 'chmod':
      case 'chown':
      case 'chgrp': {
        // chmod's mode may look like an option (-x, -w).
        const modeLike = name === 'chmod' ? (a: Arg) => /^-[rwxXst]+$/.test(a.values?.[0] ?? '') : () => false;
        const modeArg = args.find(modeLike);
        const p = parseOpts(args.filter((a) => a !== modeArg), '', ['reference', 'from']);
        const files = hasFlag(p, 'reference') || modeArg ? p.operands : p.operands.slice(1);
        return this.writeAll(files, state, 'target', name);
      }
      case 'dd':
        return this.writeAll(
          args.filter((a) => a.values?.some((v) => v.startsWith('of='))).map((a) => ({ ...a, values: a.values!.map((v) => v.slice(3)) })),
          state,
          'target',
          'dd of=',
        );
      case 'sed':
        return this.sed(args, state);
      case 'curl':
        return this.curl(args, state);
      case 'wget':
        return this.wget(args, state);
      case 'tar':
        return this.tar(args, state);
      case 'unzip': {
        const p = o('dxP', []);
        const d = optValues(p, 'd');
        return d.length ? this.writeAll(d, state, 'into', 'unzip -d') : this.writeCwd(state, 'unzip');
      }
      case 'rsync':
      case 'scp': {
        const p = o(name === 'rsync' ? 'efT' : 'cFiJloPS', ['rsh', 'filter', 'exclude', 'include', 'temp-dir', 'partial-dir', 'backup-dir', 'log-file']);
        const dest = p.operands.at(-1);
        if (p.operands.length < 2 || !dest?.values) return this.write(dest, state, 'into', `${name} to`);
        if (dest.values.some((v) => /^[^/]*:/.test(v))) return { kind: 'write', target: dest.text, message: `${name} copies to a remote host (${dest.text})` };
        return this.write(dest, state, hasFlag(p, 'delete') ? 'target' : 'into', `${name} to`);
      }
      case 'sort': {
        const p = o('otSkT', ['output', 'key', 'field-separator', 'buffer-size', 'temporary-directory']);
        return this.writeAll(optValues(p, 'o', 'output'), state, 'target', 'sort -o');
      }
      case 'split':
      case 'csplit':
        return this.inCwd(name, state);
      case 'find':
        return this.find(args, state, depth);
      case 'xargs':
        return this.xargs(args, state, depth);
      case 'git':
        return this.git(args, state);
      case 'npm':
      case 'pnpm':
      case 'yarn':
      case 'bun':
        return this.jsPackages(name, args, state);
      case 'pip':
      case 'pip3':
        return this.pip(prog, args, state);
      case 'uv':
        return this.uv(args, state);
      case 'cargo': {
        const p = o('', ['root', 'path', 'git', 'branch', 'tag', 'rev', 'version', 'features', 'target-dir', 'manifest-path']);
        if (p.operands[0]?.values?.[0] === 'install') {
          const root = optValues(p, 'root');
          return root.length
            ? this.writeAll(root, state, 'into', 'cargo install --root')
            : { kind: 'install', target: 'cargo install', message: 'package install (cargo install) writes to ~/.cargo, outside the env' };
        }
        return this.inCwd(name, state);
      }
      case 'go': {
        const sub = args[0]?.values?.[0];
        if (sub === 'install') return { kind: 'install', target: 'go install', message: 'package install (go install) writes to GOBIN, outside the env' };
        return this.inCwd(name, state);
      }
      case 'gem': {
        const p = o('i', ['install-dir', 'bindir']);
        const sub = p.operands[0]?.values?.[0];
        if (!sub || !['install', 'uninstall', 'update', 'i'].includes(sub)) return null;
        const dir = optValues(p, 'i', 'install-dir');
        return dir.length ? this.writeAll(dir, state, 'into', 'gem --install-dir') : { kind: 'install', target: `gem ${sub}`, message: `package install (gem ${sub}) changes the system gems, outside the env` };
      }
      case 'dpkg': {
        const p = o('', []);
        if (hasFlag(p, 'i', 'r', 'P', 'install', 'remove', 'purge', 'unpack', 'configure')) return { kind: 'install', target: 'dpkg', message: 'package install (dpkg) changes the system outside the env' };
        return null;
      }
      case 'pacman': {
        const t = args[0]?.values?.[0] ?? '';
        if (/^-(S|R|U)/.test(t) && !/^-S[si]|^-Sg/.test(t)) return { kind: 'install', target: `pacman ${t}`, message: `package install (pacman ${t}) changes the system outside the env` };
        return null;
      }
      default:
        return this.inCwd(name, state);
    }
  }

  /** A command the guard knows nothing about may write into its working directory: that must be inside. */
  private inCwd(name: string, state: State): Finding | null {
    if (state.cwd !== null && this.insideRoots(state.cwd)) return null;
    const where = state.cwd ?? 'a directory the guard cannot determine';
    return { kind: state.cwd === null ? 'unevaluable' : 'write', target: where, message: `runs ${name} in ${where}, outside the allowed roots; the guard cannot show that it writes nothing there` };
  }

  private insideRoots(path: string): boolean {
    const real = realTarget(path);
    return real !== null && this.ctx.roots.some((r) => isInside(real, r));
  }

  private nested(body: Arg | undefined, state: State, depth: number, what: string): Finding | null {
    if (!body) return null;
    if (body.values === null || body.values.length !== 1) return { kind: 'unevaluable', target: body.text, message: `${what} runs text the guard cannot evaluate (${body.unknown})` };
    return this.script(body.values[0]!, fork(state), depth + 1);
  }

  private cd(args: Arg[], state: State): Finding | null {
    const target = parseOpts(args, '', []).operands[0];
    if (!target) {
      state.cwd = this.ctx.home;
    } else if (target.values === null || target.values.length !== 1 || target.values[0] === '-') {
      state.cwd = null;
    } else {
      const v = target.values[0]!;
      state.cwd = isAbsolute(v) ? resolve(v) : state.cwd === null ? null : resolve(state.cwd, v);
    }
    return null;
  }

  private env(args: Arg[], state: State, depth: number): Finding | null {
    const local = fork(state);
    let i = 0;
    for (; i < args.length; i++) {
      const v = args[i]!.values?.[0] ?? '';
      if (v === '-i' || v === '-0' || v === '--ignore-environment' || v === '-') continue;
      if (v === '-u' || v === '--unset') {
        i++;
        continue;
      }
      if (v === '-C' || v === '--chdir') {
        const dir = args[++i];
        local.cwd = dir?.values?.length === 1 ? resolve(local.cwd ?? '/', dir.values[0]!) : null;
        continue;
      }
      if (v === '-S' || v === '--split-string') return this.nested(args[i + 1], local, depth, 'env -S');
      const eq = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/s.exec(v);
      if (!eq) break;
      local.vars.set(eq[1]!, eq[2]!);
      if (GIT_ROUTING_VARS.has(eq[1]!)) {
        const f = this.route(literalArg(eq[2]!), local, eq[1]!);
        if (f) return f;
      }
    }
    return this.run(args.slice(i), local, depth);
  }

  private sed(args: Arg[], state: State): Finding | null {
    const p = parseOpts(args, 'efl', ['expression', 'file', 'line-length']);
    // -i takes an optional suffix glued to it (-i.bak), so it is found in the raw words.
    const inPlace = hasFlag(p, 'in-place') || args.some((a) => /^-[a-zA-Z]*i/.test(a.values?.[0] ?? '') && !(a.values?.[0] ?? '').startsWith('--'));
    if (!inPlace) return null;
    const files = optValues(p, 'e', 'f', 'expression', 'file').length ? p.operands : p.operands.slice(1);
    return this.writeAll(files, state, 'target', 'sed -i on');
  }

  private curl(args: Arg[], state: State): Finding | null {
    const p = parseOpts(args, 'oDcKeEHdFuxXArTbwmyYz', [
      'output', 'dump-header', 'cookie-jar', 'trace', 'trace-ascii', 'stderr', 'libcurl', 'output-dir', 'config', 'header',
      'data', 'data-raw', 'data-binary', 'form', 'user', 'proxy', 'request', 'user-agent', 'range', 'upload-file', 'cookie',
      'write-out', 'max-time', 'connect-timeout', 'url',
    ]);
    const files = optValues(p, 'o', 'D', 'c', 'output', 'dump-header', 'cookie-jar', 'trace', 'trace-ascii', 'stderr', 'libcurl').filter(
      (a) => a.values?.[0] !== '-',
    );
    const dir = optValues(p, 'output-dir');
    const remoteName = hasFlag(p, 'O', 'remote-name', 'remote-name-all', 'J');
    return (
      this.writeAll(files, state, 'target', 'curl output') ??
      this.writeAll(dir, state, 'into', 'curl --output-dir') ??
      (remoteName && !dir.length ? this.writeCwd(state, 'curl -O') : null)
    );
  }

  private wget(args: Arg[], state: State): Finding | null {
    const p = parseOpts(args, 'OoaPiBeUTtwQYlAXDRIHh', [
      'output-document', 'output-file', 'append-output', 'directory-prefix', 'input-file', 'base', 'execute', 'user-agent',
      'timeout', 'tries', 'wait', 'quota', 'level', 'accept', 'reject', 'domains', 'header', 'post-data', 'user', 'password',
    ]);
    const doc = optValues(p, 'O', 'output-document');
    const logs = optValues(p, 'o', 'a', 'output-file', 'append-output');
    const prefix = optValues(p, 'P', 'directory-prefix');
    const f =
      this.writeAll(doc.filter((a) => a.values?.[0] !== '-'), state, 'target', 'wget -O') ??
      this.writeAll(logs, state, 'target', 'wget log') ??
      this.writeAll(prefix, state, 'into', 'wget -P');
    if (f || doc.length || prefix.length || hasFlag(p, 'spider')) return f;
    return this.writeCwd(state, 'wget');
  }

  private tar(args: Arg[], state: State): Finding | null {
    // Old-style `tar xzf file`: the first word is a cluster without its dash.
    const first = args[0]?.values?.[0];
    const norm = first && /^[A-Za-z]+$/.test(first) ? [literalArg(`-${first}`), ...args.slice(1)] : args;
    const p = parseOpts(norm, 'fCbHKgTXV', ['file', 'directory', 'exclude', 'files-from', 'exclude-from', 'blocking-factor', 'format', 'transform']);
    const dir = optValues(p, 'C', 'directory');
    const archive = optValues(p, 'f', 'file').filter((a) => a.values?.[0] !== '-');
    if (hasFlag(p, 'x', 'extract', 'get')) return dir.length ? this.writeAll(dir, state, 'into', 'tar -x into') : this.writeCwd(state, 'tar -x');
    if (hasFlag(p, 'c', 'r', 'u', 'A', 'create', 'append', 'update', 'concatenate', 'delete')) return this.writeAll(archive, state, 'target', 'tar writing');
    return null;
  }

  private find(args: Arg[], state: State, depth: number): Finding | null {
    let i = 0;
    while (i < args.length && /^-[HLP]$|^-O\d$|^-D$/.test(args[i]!.values?.[0] ?? '')) i += args[i]!.values?.[0] === '-D' ? 2 : 1;
    const starts: Arg[] = [];
    for (; i < args.length; i++) {
      const v = args[i]!.values?.[0] ?? '';
      if (v.startsWith('-') || v === '(' || v === '!' || v === ',') break;
      starts.push(args[i]!);
    }
    if (starts.length === 0) starts.push(literalArg('.'));
    for (; i < args.length; i++) {
      const v = args[i]!.values?.[0] ?? '';
      if (v === '-delete') {
        // What is deleted lies below the start paths and is filtered by the predicates.
        const f = this.writeAll(starts, state, 'into', 'find -delete under');
        if (f) return f;
      } else if (['-fprint', '-fprint0', '-fprintf', '-fls'].includes(v)) {
        const f = this.write(args[++i], state, 'target', `find ${v}`);
        if (f) return f;
      } else if (['-exec', '-execdir', '-ok', '-okdir'].includes(v)) {
        const end = args.findIndex((a, k) => k > i && (a.values?.[0] === ';' || a.values?.[0] === '+'));
        const inner = args.slice(i + 1, end < 0 ? args.length : end);
        // {} stands for an entry below a start path; `…` names that entry in messages.
        for (const start of starts) {
          const below = start.values?.map((s) => resolve(state.cwd ?? '/', s, '…')) ?? null;
          const argv = inner.map((a) =>
            a.values?.some((x) => x.includes('{}')) ? { text: a.text, values: below && a.values.flatMap((x) => below.map((b) => x.replaceAll('{}', b))), unknown: start.unknown } : a,
          );
          const local = fork(state);
          if (v === '-execdir' || v === '-okdir') local.cwd = start.values?.length === 1 ? resolve(state.cwd ?? '/', start.values[0]!) : null;
          const f = this.run(argv, local, depth);
          if (f) return f;
        }
        i = end < 0 ? args.length : end;
      }
    }
    return null;
  }

  private xargs(args: Arg[], state: State, depth: number): Finding | null {
    const rest = skipOptions(args, 'IiLlnPsdEea', ['replace', 'max-lines', 'max-args', 'max-procs', 'max-chars', 'delimiter', 'eof', 'arg-file']);
    const name = basename(rest[0]?.values?.[0] ?? 'echo');
    if (WRITERS_FROM_STDIN.has(name)) {
      return { kind: 'unevaluable', target: rest.map((a) => a.text).join(' '), message: `xargs ${name} takes its targets from input the guard cannot see` };
    }
    return this.run(rest.length ? rest : [literalArg('echo')], state, depth);
  }

  private git(args: Arg[], state: State): Finding | null {
    const local = fork(state);
    let i = 0;
    for (; i < args.length; i++) {
      const v = args[i]!.values?.[0] ?? '';
      if (!v.startsWith('-')) break;
      const [flag, inline] = v.includes('=') ? [v.slice(0, v.indexOf('=')), v.slice(v.indexOf('=') + 1)] : [v, undefined];
      const value = () => (inline !== undefined ? literalArg(inline) : args[++i] ?? literalArg(''));
      if (flag === '-C') {
        const dir = value();
        const f = this.route(dir, local, 'git -C');
        if (f) return f;
        local.cwd = dir.values?.length === 1 ? resolve(local.cwd ?? '/', dir.values[0]!) : null;
      } else if (flag === '--git-dir' || flag === '--work-tree') {
        const f = this.route(value(), local, `git ${flag}`);
        if (f) return f;
      } else if (flag === '-c' || flag === '--namespace' || flag === '--exec-path' || flag === '--config-env') {
        if (inline === undefined && flag !== '--exec-path') i++;
      }
    }
    const sub = args[i]?.values?.[0];
    const rest = args.slice(i + 1);
    if (!sub) return null;
    const p = parseOpts(rest, 'obucmjf', ['origin', 'branch', 'upload-pack', 'config', 'depth', 'reference', 'separate-git-dir', 'template', 'jobs', 'filter', 'file']);
    const remoteMessage: Finding = { kind: 'remote', target: `git ${sub}`, message: `git ${sub} is a git remote operation` };
    if (GIT_REMOTE.has(sub)) return remoteMessage;
    switch (sub) {
      case 'remote': {
        const action = p.operands[0]?.values?.[0];
        if (action && ['add', 'set-url', 'remove', 'rm', 'rename', 'set-head', 'set-branches', 'prune', 'update', 'show'].includes(action)) {
          return { kind: 'remote', target: `git remote ${action}`, message: `git remote ${action} is a git remote operation` };
        }
        return null;
      }
      case 'submodule': {
        const action = p.operands[0]?.values?.[0];
        if (action && action !== 'status' && action !== 'summary') return { kind: 'remote', target: `git submodule ${action}`, message: `git submodule ${action} is a git remote operation` };
        return null;
      }
      case 'archive':
        return hasFlag(p, 'remote') ? remoteMessage : this.writeAll(optValues(p, 'o', 'output'), local, 'target', 'git archive -o');
      case 'clone': {
        const sep = optValues(p, 'separate-git-dir');
        const [url, dir] = p.operands;
        const name = dir ?? (url?.values?.length === 1 ? literalArg(basename(url.values[0]!.replace(/\/+$/, '')).replace(/\.git$/, '')) : undefined);
        return this.writeAll(sep, local, 'into', 'git clone --separate-git-dir') ?? (name ? this.write(name, local, 'target', 'git clone into') : this.writeCwd(local, 'git clone'));
      }
      case 'init': {
        const f = this.writeAll(optValues(p, 'separate-git-dir'), local, 'into', 'git init --separate-git-dir');
        if (f) return f;
        return p.operands[0] ? this.write(p.operands[0], local, 'into', 'git init') : this.writeCwd(local, 'git init');
      }
      case 'worktree': {
        if (p.operands[0]?.values?.[0] !== 'add') return this.inCwd('git worktree', local);
        const wp = parseOpts(rest.slice(1), 'bB', []);
        return this.write(wp.operands[0], local, 'target', 'git worktree add');
      }
      case 'config': {
        const global = hasFlag(p, 'global', 'system');
        const reading = hasFlag(p, 'get', 'get-all', 'get-regexp', 'list', 'l', 'get-urlmatch', 'show-origin') || ['get', 'list'].includes(p.operands[0]?.values?.[0] ?? '');
        if (global && !reading) return { kind: 'write', target: 'git config --global', message: 'git config --global/--system writes configuration outside the env' };
        const file = optValues(p, 'f', 'file');
        return reading ? null : this.writeAll(file, local, 'target', 'git config --file');
      }
      case 'clean': {
        const c = parseOpts(rest, 'e', ['exclude']);
        if (hasFlag(c, 'n', 'dry-run')) return null;
        const scopes = c.operands.length ? c.operands : [literalArg('.')];
        // Arming lists the plugin in .git/info/exclude; only -x/-X also delete ignored files.
        return this.writeAll(scopes, local, hasFlag(c, 'x', 'X') ? 'target' : 'into', 'git clean of') ?? this.inCwd('git clean', local);
      }
    }
    if (GIT_READ_ONLY.has(sub)) return null;
    if (sub === 'branch' || sub === 'tag' || sub === 'stash') {
      if (p.operands.length === 0 && !hasFlag(p, 'd', 'D', 'm', 'M', 'delete', 'move')) return null;
    }
    return this.inCwd(`git ${sub}`, local);
  }

  private jsPackages(name: string, args: Arg[], state: State): Finding | null {
    const p = parseOpts(args, 'C', ['prefix', 'dir', 'cwd', 'location', 'global-folder', 'modules-folder', 'filter']);
    const local = fork(state);
    for (const dir of optValues(p, 'C', 'prefix', 'dir', 'cwd', 'global-folder', 'modules-folder')) {
      const f = this.write(dir, state, 'into', `${name} working directory`);
      if (f) return f;
      local.cwd = dir.values?.length === 1 ? resolve(state.cwd ?? '/', dir.values[0]!) : null;
    }
    const sub = p.operands[0]?.values?.[0];
    const global = hasFlag(p, 'g', 'global') || optValues(p, 'location').some((a) => a.values?.[0] === 'global') || (name === 'yarn' && sub === 'global');
    const changes = ['install', 'i', 'add', 'ci', 'uninstall', 'remove', 'rm', 'un', 'update', 'up', 'upgrade', 'link', 'ln', 'global', 'unlink'];
    if (global && sub && changes.includes(sub)) {
      return { kind: 'install', target: `${name} ${sub} -g`, message: `global package install (${name} ${sub} --global) writes outside the env` };
    }
    if (name === 'npm' && (sub === 'link' || sub === 'ln') && p.operands.length === 1) {
      return { kind: 'install', target: 'npm link', message: 'npm link installs the package globally, outside the env' };
    }
    if (sub === 'publish' || sub === 'unpublish') return { kind: 'registry', target: `${name} ${sub}`, message: `${name} ${sub} changes a package registry` };
    return this.inCwd(`${name}${sub ? ` ${sub}` : ''}`, local);
  }

  private pip(prog: string, args: Arg[], state: State): Finding | null {
    const p = parseOpts(args, 'tr', ['target', 'prefix', 'root', 'requirement', 'constraint', 'index-url', 'extra-index-url']);
    const sub = p.operands[0]?.values?.[0];
    if (!sub || !['install', 'uninstall', 'download', 'wheel'].includes(sub)) return null;
    const dirs = optValues(p, 't', 'target', 'prefix', 'root');
    if (dirs.length) return this.writeAll(dirs, state, 'into', `pip ${sub} --target`);
    if (sub === 'download' || sub === 'wheel') return this.inCwd(`pip ${sub}`, state);
    // A virtualenv's pip (or python) inside the roots installs into that env.
    if (prog.includes('/') && this.insideRoots(resolve(state.cwd ?? '/', prog))) return null;
    return { kind: 'install', target: `pip ${sub}`, message: `package install (pip ${sub}) changes a Python installation outside the env` };
  }

  private uv(args: Arg[], state: State): Finding | null {
    const p = parseOpts(args, 'pt', ['python', 'target', 'prefix', 'directory', 'project']);
    const [first, second] = p.operands.map((a) => a.values?.[0]);
    if (first === 'tool' && (second === 'install' || second === 'upgrade')) return { kind: 'install', target: `uv tool ${second}`, message: `package install (uv tool ${second}) writes outside the env` };
    if (first === 'pip' && hasFlag(p, 'system')) return { kind: 'install', target: 'uv pip --system', message: 'package install (uv pip --system) changes the system Python' };
    const dirs = optValues(p, 't', 'target', 'prefix', 'directory', 'project');
    return this.writeAll(dirs, state, 'into', 'uv') ?? this.inCwd('uv', state);
  }
}

function fork(state: State): State {
  return { cwd: state.cwd, vars: new Map(state.vars) };
}

/** Drops a wrapper's own options (and `operands` leading operands) to reach the wrapped command. */
function skipOptions(args: readonly Arg[], shortWithValue: string, longWithValue: readonly string[], operands = 0): Arg[] {
  return skipOptionsWithValues(args, shortWithValue, longWithValue, operands).rest;
}

function skipOptionsWithValues(args: readonly Arg[], shortWithValue: string, longWithValue: readonly string[], operands = 0) {
  const values = new Map<string, Arg[]>();
  let i = 0;
  for (; i < args.length; i++) {
    const t = args[i]!.values?.[0] ?? '';
    if (t === '--') {
      i++;
      break;
    }
    if (!t.startsWith('-') || t === '-') break;
    if (t.startsWith('--')) {
      const name = t.slice(2).split('=')[0]!;
      if (!t.includes('=') && longWithValue.includes(name)) values.set(name, [args[++i]!]);
      continue;
    }
    const letter = [...t.slice(1)].find((c) => shortWithValue.includes(c));
    if (letter && t.endsWith(letter)) values.set(letter, [args[++i]!]);
    else if (letter) values.set(letter, [literalArg(t.slice(t.indexOf(letter) + 1))]);
  }
  return { rest: args.slice(i + operands), values };
}

/**
 * Whether writing `abs` stays inside the roots and off the guard's own files.
 * `target` writes also may not hit a directory holding the guard's files (rm -r, mv).
 */
export function judgeWritePath(abs: string, use: WriteUse, what: string, ctx: JudgeContext): Finding | null {
  if (isHarmlessDevice(abs)) return null;
  const real = realTarget(abs);
  if (real === null) return { kind: 'unevaluable', target: abs, message: `${what} ${abs}: a symlink loop hides where it leads` };
  for (const p of ctx.protect) {
    if (isInside(real, p) || (use === 'target' && isInside(p, real))) {
      return { kind: 'write', target: abs, message: `${what} ${abs}: it would change the guard's own files (${p})` };
    }
  }
  if (ctx.roots.some((r) => isInside(real, r))) return null;
  const via = real === abs ? '' : ` (resolves to ${real})`;
  return { kind: 'write', target: abs, message: `${what} ${abs}${via}: outside the allowed roots ${ctx.roots.join(', ')}` };
}
