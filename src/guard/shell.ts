/**
 * Judging shell text: parse it with a real bash parser (unbash) and walk it as
 * bash would run it, keeping what earlier commands did (directory changes,
 * variables, functions, aliases, links made). Every command is judged by its
 * rule (see rules/), and a program without one by the closed-world rule.
 * Anything the guard cannot evaluate where it matters is refused: it cannot be
 * shown to stay inside.
 */
import { existsSync, readdirSync } from 'node:fs';
import { basename, isAbsolute } from 'node:path';
import { forEachChild, parse } from 'unbash';
import type { AndOr, Assignment, Command, CompoundList, PipelineNode, Redirection, Statement, SyntaxNode, Word } from 'unbash';
import { insideRoots, judgeWritePath, REPHRASE, type Finding, type JudgeContext, type WriteUse } from './finding.js';
import { isHarmlessDevice, isInside, joinRaw } from './paths.js';
import { GIT_ROUTING_VARS, ruleFor, type Exec, type StdinText } from './rules/index.js';
import { readScript } from './rules/interpreters.js';
import { fork, newState, type ShellState } from './state.js';
import { expandOne, expandValue, expandWord, literalArg, type Arg } from './words.js';

export { FINDING_KINDS, judgeWritePath, type Finding, type FindingKind, type JudgeContext } from './finding.js';

const MAX_DEPTH = 8;
const WRITE_REDIRECTS = new Set(['>', '>>', '>|', '&>', '&>>', '<>']);

export class ShellJudge {
  constructor(private readonly ctx: JudgeContext) {}

  /** The first problem in `source` run from `cwd`, or null when it stays inside. */
  judge(source: string, cwd: string): Finding | null {
    return this.judgeAll(source, cwd)[0] ?? null;
  }

  /** Every problem in `source` run from `cwd`. */
  judgeAll(source: string, cwd: string): Finding[] {
    const walk = new Walk(this.ctx);
    const state = newState(cwd);
    walk.script(source, state, 0);
    // Traps run when the shell exits, in the state it ends in.
    for (const t of state.traps) walk.script(t, state, 1);
    return walk.findings;
  }
}

class Walk implements Exec {
  readonly findings: Finding[] = [];
  private readonly seen = new Set<string>();
  /** Entries this call created on disk, seen by every later command. */
  private readonly madeEntries = new Map<string, string | null>();
  /** Paths and directories earlier commands of this call write: their files cannot be read at decision time. */
  private readonly touched = new Set<string>();
  private readonly touchedDirs: string[] = [];

  constructor(readonly ctx: JudgeContext) {}

  report(f: Finding): void {
    const key = `${f.kind}\0${f.message}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.findings.push(f);
  }

  script(source: string, state: ShellState, depth: number): void {
    if (depth > MAX_DEPTH) return this.report({ kind: 'unevaluable', target: source, message: 'nests shell code deeper than the guard follows' });
    const ast = parse(source);
    if (ast.errors?.length) {
      return this.report({
        kind: 'unevaluable',
        target: source,
        message: `cannot be parsed as shell (${ast.errors[0]!.message}), so its writes cannot be checked`,
      });
    }
    this.statements(ast.commands, state, depth);
  }

  private statements(list: readonly Statement[], state: ShellState, depth: number): void {
    for (const s of list) this.node(s.command, state, depth);
  }

  private list(list: CompoundList, state: ShellState, depth: number): void {
    this.statements(list.commands, state, depth);
  }

  private node(n: PipelineNode | AndOr, state: ShellState, depth: number, stdin?: StdinText): void {
    switch (n.type) {
      case 'Command':
        return this.command(n, state, depth, stdin);
      case 'AndOr':
        for (const c of n.commands) this.node(c, state, depth);
        return;
      case 'Pipeline': {
        // Each side of a pipe runs in its own subshell: a cd there does not leak.
        let input: StdinText = stdin;
        for (const c of n.commands) {
          this.node(c, fork(state), depth, input);
          input = this.output(c, state);
        }
        return;
      }
      case 'Subshell':
        return this.list(n.body, fork(state), depth);
      case 'BraceGroup':
        return this.list(n.body, state, depth);
      case 'If':
        for (const part of [n.clause, n.then, ...n.elif.flatMap((e) => [e.clause, e.then]), ...(n.else ? [n.else] : [])]) this.list(part, state, depth);
        return;
      case 'While':
        this.list(n.clause, state, depth);
        return this.list(n.body, state, depth);
      case 'For':
      case 'Select': {
        const values: string[] = [];
        let known = n.wordlist !== undefined;
        for (const w of n.wordlist ?? []) {
          this.substitutions(w, state, depth);
          for (const f of expandWord(w, state, this.ctx)) {
            if (f.values === null) known = false;
            else values.push(...f.values);
          }
        }
        // The loop variable takes each value in turn: a write through it is checked for all of them.
        state.vars.set(n.name.value, known ? values : null);
        return this.list(n.body, state, depth);
      }
      case 'ArithmeticFor':
        return this.list(n.body, state, depth);
      case 'Case':
        this.substitutions(n.word, state, depth);
        for (const item of n.items) this.list(item.body, state, depth);
        return;
      case 'TestCommand':
      case 'ArithmeticCommand':
        return this.substitutions(n, state, depth);
      case 'Redirected':
        this.redirects(n.redirects, state, depth);
        return this.node(n.command, state, depth, this.stdinOf(n.redirects, state) ?? stdin);
      case 'Function':
        // Judged where it is called, with the state at that point.
        state.funcs.set(n.name.value, n.body.type === 'CompoundList' ? n.body : n.body);
        return;
      case 'Coproc':
        return n.body.type === 'CompoundList' ? this.list(n.body, fork(state), depth) : this.node(n.body, fork(state), depth);
    }
  }

  /** Commands nested in words ($(...), `...`, <(...)) run too: judge them. */
  private substitutions(node: SyntaxNode, state: ShellState, depth: number): void {
    const visit = (child: SyntaxNode): void => {
      if (child.type === 'CommandExpansion' || child.type === 'ProcessSubstitution' || child.type === 'ArithmeticCommandExpansion') {
        if (!child.script) return this.report({ kind: 'unevaluable', target: child.text, message: 'holds a substitution the parser could not read' });
        if (child.script.errors?.length) {
          return this.report({
            kind: 'unevaluable',
            target: child.text,
            message: `holds a substitution that cannot be parsed (${child.script.errors[0]!.message})`,
          });
        }
        return this.statements(child.script.commands, fork(state), depth + 1);
      }
      forEachChild(child, visit);
    };
    visit(node);
  }

  private redirects(list: readonly Redirection[], state: ShellState, depth: number): void {
    for (const r of list) {
      this.substitutions(r, state, depth);
      if (r.type === 'HereDoc') {
        const body = r.body?.text ?? '';
        if (!r.delimiter?.quoted && /\$\(|`/.test(body)) {
          const d = r.delimiter?.value ?? 'EOF';
          this.report({
            kind: 'unevaluable',
            target: `<<${d}`,
            message: `a here-document with command substitutions runs commands the guard does not follow; quote its delimiter (<<'${d}')`,
          });
        }
        continue;
      }
      if (r.type !== 'Redirect' || !r.target) continue;
      const writes = WRITE_REDIRECTS.has(r.operator) || (r.operator === '>&' && !/^(\d+|-)$/.test(r.target.value));
      if (writes) this.write(expandOne(r.target, state, this.ctx), state, 'target', `output redirect ${r.operator}`);
    }
  }

  /** What a command reads on stdin from its own redirections (a here-doc, a here-string, `< file`). */
  private stdinOf(list: readonly Redirection[], state: ShellState): StdinText {
    let input: StdinText;
    for (const r of list) {
      if (r.type === 'HereDoc') input = this.hereDocText(r.body?.text ?? '', r.delimiter?.quoted ?? false, state);
      else if (r.type === 'HereString' && r.target) input = this.textOf(expandValue(r.target, state, this.ctx), (t) => `${t}\n`);
      else if (r.type === 'Redirect' && r.operator === '<' && r.target) {
        const file = expandOne(r.target, state, this.ctx);
        const text = file.values?.length === 1 ? this.readFile(this.absolute(file.values[0]!, state)) : 'changed';
        input = text === 'changed' ? { unknown: `the file ${r.target.text}, which this call changes` } : { text: text === 'missing' ? '' : text };
      }
    }
    return input;
  }

  private hereDocText(body: string, quoted: boolean, state: ShellState): StdinText {
    if (quoted || !body.includes('$')) return { text: body };
    let unknown: string | null = null;
    const text = body.replace(/\$(?:\{(\w+)\}|(\w+))/g, (whole, a?: string, b?: string) => {
      const v = state.vars.get((a ?? b)!);
      if (v?.length === 1) return v[0]!;
      unknown = whole;
      return whole;
    });
    return unknown ? { unknown: `a here-document using ${unknown}` } : { text };
  }

  private textOf(v: string[] | { unknown: string }, wrap: (t: string) => string): StdinText {
    return Array.isArray(v) && v.length === 1 ? { text: wrap(v[0]!) } : { unknown: 'a computed here-string' };
  }

  /** What one pipeline stage writes to the next, when the guard can tell. */
  private output(n: PipelineNode | AndOr, state: ShellState): StdinText {
    if (n.type !== 'Command' || !n.name) return { unknown: 'the output of a compound command' };
    const argv = [n.name, ...n.args].flatMap((w) => (w.type === 'Word' ? expandWord(w, state, this.ctx) : [literalArg(w.text)]));
    const words = argv.map((a) => (a.values?.length === 1 ? a.values[0]! : null));
    const name = basename(words[0] ?? '');
    const own =
      this.stdinOf(n.redirects, state) ??
      this.stdinOf(
        n.suffix.filter((s): s is Redirection => s.type === 'HereDoc' || s.type === 'HereString'),
        state,
      );
    if (words.some((w) => w === null)) return { unknown: `the output of ${name}` };
    const rest = words.slice(1) as string[];
    if (name === 'echo') return { text: `${rest.filter((w) => !/^-[neE]+$/.test(w)).join(' ')}\n` };
    if (name === 'printf' && rest.length && !rest[0]!.startsWith('-')) {
      if (/^%s(\\n)?$/.test(rest[0]!)) return { text: rest.slice(1).join(rest[0]!.endsWith('\\n') ? '\n' : '') };
      if (!/[%\\]/.test(rest[0]!)) return { text: rest[0]! };
    }
    if (name === 'cat' && rest.length === 0 && own) return own;
    if (name === 'cat' && rest.length === 1) {
      const text = this.readFile(this.absolute(rest[0]!, state));
      return text === 'changed' ? { unknown: `the file ${rest[0]}, which this call changes` } : { text: text === 'missing' ? '' : text };
    }
    if (state.cwd !== null && ((name === 'git' && rest[0] === 'ls-files') || name === 'ls')) return { pathsUnder: [state.cwd] };
    if (name === 'find' && state.cwd !== null && !rest.some((w) => w === '-L' || w === '-follow')) {
      const starts = rest.slice(0, Math.max(0, rest.findIndex((w) => w.startsWith('-') || w === '(' || w === '!'))) || [];
      const dirs = (rest.findIndex((w) => w.startsWith('-')) < 0 ? rest : starts).map((s) => joinRaw(state.cwd!, s));
      return { pathsUnder: dirs.length ? dirs : [state.cwd] };
    }
    if ((name === 'grep' || name === 'rg') && state.cwd !== null && rest.some((w) => /^-[a-zA-Z]*[lL]/.test(w) || w === '--files-with-matches')) {
      // File names only: below the paths searched (the pattern is the first operand).
      const operands = rest.filter((w) => !w.startsWith('-')).slice(name === 'rg' && rest.includes('--files') ? 0 : 1);
      return { pathsUnder: operands.length ? operands.map((o) => joinRaw(state.cwd!, o)) : [state.cwd] };
    }
    return { unknown: `the output of ${name}` };
  }

  private command(cmd: Command, state: ShellState, depth: number, pipedIn: StdinText): void {
    for (const part of [...(cmd.name ? [cmd.name] : []), ...cmd.prefix, ...cmd.suffix]) {
      if (part.type === 'HereDoc' || part.type === 'HereString' || part.type === 'Redirect') continue;
      this.substitutions(part, state, depth);
    }
    // Prefix assignments (`X=1 cmd`) reach only the command: set them for it, then put the old values back.
    const prefix = cmd.prefix.filter((p): p is Assignment => p.type === 'Assignment');
    const saved = cmd.name ? prefix.map((p) => [p.name, state.vars.has(p.name), state.vars.get(p.name)] as const) : [];
    for (const p of prefix) this.assignment(p, state);
    const redirects = [...cmd.redirects, ...cmd.suffix.filter((s): s is Redirection => s.type === 'HereDoc' || s.type === 'HereString')];
    this.redirects(cmd.redirects, state, depth);
    for (const r of redirects) if (r.type === 'HereDoc' && !cmd.redirects.includes(r)) this.redirects([r], state, depth);
    if (!cmd.name) return;
    const stdin = this.stdinOf(redirects, state) ?? pipedIn;
    const alias = cmd.name.parts ? undefined : state.aliases.get(cmd.name.value);
    if (alias !== undefined) {
      state.aliases.delete(cmd.name.value);
      this.script([alias, ...cmd.args.map((a) => a.text)].join(' '), state, depth + 1);
      state.aliases.set(cmd.name.value, alias);
      return;
    }
    const argv = [cmd.name, ...cmd.args].flatMap((w) => (w.type === 'Word' ? expandWord(w, state, this.ctx) : [this.assignmentArg(w, state)]));
    if (['export', 'declare', 'local', 'readonly', 'typeset'].includes(cmd.name.value)) {
      for (const a of cmd.args) if (a.type === 'Assignment') this.assignment(a, state);
    }
    this.run(argv, state, depth, stdin);
    for (const [name, had, value] of saved) had ? state.vars.set(name, value ?? null) : state.vars.delete(name);
  }

  private assignmentArg(a: Assignment, state: ShellState): Arg {
    if (a.value.type !== 'Word') return { text: a.text, values: null, unknown: 'an array value' };
    const v = expandValue(a.value, state, this.ctx);
    return Array.isArray(v) ? { text: a.text, values: v.map((x) => `${a.name}=${x}`) } : { text: a.text, values: null, unknown: v.unknown };
  }

  private assignment(a: Assignment, state: ShellState): void {
    if (a.value.type !== 'Word' || a.append) return this.assign(a.name, null, state);
    const v = expandValue(a.value, state, this.ctx);
    this.assign(a.name, Array.isArray(v) ? v : null, state);
  }

  assign(name: string, values: string[] | null, state: ShellState): void {
    state.vars.set(name, values);
    if (GIT_ROUTING_VARS.has(name))
      this.write(values ? { text: name, values } : { text: name, values: null, unknown: name }, state, 'into', `${name} routes git to`);
  }

  // ---- the Exec interface for rules ----

  write(arg: Arg | undefined, state: ShellState, use: WriteUse, what: string): void {
    if (!arg) return;
    if (arg.values === null) {
      return this.report({
        kind: 'unevaluable',
        target: arg.text,
        message: `${what} ${arg.text}: cannot be shown to be inside the allowed roots (it depends on ${arg.unknown}); ${REPHRASE}`,
      });
    }
    for (const value of arg.values) {
      if (isHarmlessDevice(value)) continue;
      if (!isAbsolute(value) && state.cwd === null) {
        this.report({
          kind: 'unevaluable',
          target: value,
          message: `${what} ${value}: relative to a working directory the guard cannot determine; use an absolute path inside the environment`,
        });
        continue;
      }
      const abs = joinRaw(state.cwd ?? '/', value);
      if (use === 'into') this.touchedDirs.push(abs);
      else this.touched.add(abs);
      const f = judgeWritePath(abs, use, what, this.ctx, this.madeEntries);
      if (f) this.report(f);
    }
  }

  readFile(abs: string | null): string | 'missing' | 'changed' {
    if (abs === null) return 'changed';
    if (this.touched.has(abs) || this.madeEntries.has(abs) || this.touchedDirs.some((d) => isInside(abs, d))) return 'changed';
    return readScript(abs) ?? 'missing';
  }

  writeAll(args: readonly Arg[], state: ShellState, use: WriteUse, what: string): void {
    for (const a of args) this.write(a, state, use, what);
  }

  writeCwd(state: ShellState, what: string): void {
    if (state.cwd === null)
      return this.report({
        kind: 'unevaluable',
        target: '.',
        message: `${what} writes into a working directory the guard cannot determine; cd to a literal path first`,
      });
    this.touchedDirs.push(state.cwd);
    const f = judgeWritePath(state.cwd, 'into', what, this.ctx, this.madeEntries);
    if (f) this.report(f);
  }

  inCwd(name: string, state: ShellState): void {
    if (state.cwd !== null && this.insideRoots(state.cwd)) return;
    const where = state.cwd ?? 'a directory the guard cannot determine';
    this.report({
      kind: state.cwd === null ? 'unevaluable' : 'write',
      target: where,
      message: `runs ${name} in ${where}, outside the allowed roots; the guard cannot show that it writes nothing there`,
    });
  }

  closedWorld(name: string, args: readonly Arg[], state: ShellState): void {
    this.inCwd(name, state);
    for (const a of args) {
      if (a.values === null) {
        this.report({
          kind: 'unevaluable',
          target: a.text,
          message: `passes ${a.text} to ${name}, which the guard has no rule for, and cannot know that value (${a.unknown}); ${REPHRASE}`,
        });
        continue;
      }
      for (const v of a.values) {
        for (const candidate of pathsIn(v)) {
          if (isHarmlessDevice(candidate) || (!isAbsolute(candidate) && state.cwd === null)) continue;
          const abs = joinRaw(state.cwd ?? '/', candidate);
          if (insideRoots(abs, this.ctx, this.madeEntries)) continue;
          const f = judgeWritePath(abs, 'into', `passes`, this.ctx, this.madeEntries);
          if (f)
            this.report({
              ...f,
              message: `${f.message.replace(/^passes /, `passes ${name} the path `)}; the guard has no rule for ${name}, so it may write there`,
            });
        }
      }
    }
  }

  programText(text: string, state: ShellState, what: string): void {
    for (const m of text.matchAll(/(?<![\w.~$/\\-])\/[\w.@+-][\w.@+\-/]*/g)) {
      const path = m[0].replace(/[.,]+$/, '');
      if (!topLevel().has(path.split('/')[1]!)) continue;
      if (insideRoots(path, this.ctx, this.madeEntries)) continue;
      const f = judgeWritePath(path, 'into', `${what} names`, this.ctx, this.madeEntries);
      if (f) {
        const hint = 'so write the path inside the environment or run it under the OS sandbox';
        this.report({ ...f, message: `${f.message}; a program that names an outside path may write there, ${hint}` });
      }
    }
    void state;
  }

  made(path: string, target: string | null): void {
    this.madeEntries.set(path.replace(/\/+$/, ''), target);
  }

  absolute(value: string, state: ShellState): string | null {
    if (isAbsolute(value)) return value;
    return state.cwd === null ? null : joinRaw(state.cwd, value);
  }

  insideRoots(path: string): boolean {
    return insideRoots(path, this.ctx, this.madeEntries);
  }

  nested(body: Arg | undefined, state: ShellState, depth: number, what: string): void {
    if (!body) return;
    if (body.values === null || body.values.length !== 1) {
      return this.report({
        kind: 'unevaluable',
        target: body.text,
        message: `${what} runs text the guard cannot evaluate (${body.unknown ?? 'several alternatives'}); write the command literally`,
      });
    }
    this.script(body.values[0]!, state, depth + 1);
  }

  run(argv: Arg[], state: ShellState, depth: number, stdin?: StdinText): void {
    const head = argv[0];
    if (!head) return;
    const args = argv.slice(1);
    if (head.values === null || head.values.length !== 1) {
      return this.report({
        kind: 'unevaluable',
        target: head.text,
        message: `runs a program the guard cannot determine (${head.unknown ?? 'several alternatives'}); name the program literally`,
      });
    }
    let prog = head.values[0]!;
    const fn = prog.includes('/') ? undefined : state.funcs.get(prog);
    if (fn) return this.callFunction(prog, fn, args, state, depth);
    if (!prog.includes('/') && state.pathFirst && existsSync(`${state.pathFirst}/${prog}`)) prog = `${state.pathFirst}/${prog}`;
    const name = basename(prog);
    const lookup = ruleFor(name);
    if (lookup.kind === 'read-only') return;
    if (lookup.kind === 'rule') return lookup.rule({ name, prog, args, state, depth, stdin, x: this });
    this.closedWorld(name, args, state);
  }

  private callFunction(name: string, body: CompoundList | PipelineNode, args: Arg[], state: ShellState, depth: number): void {
    if (depth > MAX_DEPTH) return this.report({ kind: 'unevaluable', target: name, message: `function ${name} recurses deeper than the guard follows` });
    const saved = new Map([...state.vars].filter(([k]) => /^(\d+|@|\*|#)$/.test(k)));
    args.forEach((a, i) => state.vars.set(String(i + 1), a.values));
    state.vars.set('@', null);
    state.vars.set('*', null);
    if (body.type === 'CompoundList') this.list(body, state, depth + 1);
    else this.node(body, state, depth + 1);
    for (let i = 1; i <= args.length; i++) state.vars.delete(String(i));
    for (const [k, v] of saved) state.vars.set(k, v);
  }
}

let roots: Set<string> | null = null;
/** Names under `/`: a slash-word in program text is a path only when its first component exists. */
function topLevel(): Set<string> {
  roots ??= new Set(readdirSync('/'));
  return roots;
}

/** The path-like parts of an argument: the value itself, an option's value after `=`, a glued short option's path. */
function pathsIn(v: string): string[] {
  if (v === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(v)) return [];
  const out = [v];
  const eq = /^--?[\w-]+=(.+)$/s.exec(v);
  if (eq) out.push(eq[1]!);
  const glued = /^-[A-Za-z](\/.*)$/s.exec(v);
  if (glued) out.push(glued[1]!);
  return out.filter((p) => !/^[a-z][a-z0-9+.-]*:\/\//i.test(p));
}

export { type Word };
