/**
 * make: the makefile is read and the recipes of the targets asked for (the
 * first target by default), their prerequisites and every pattern rule are
 * judged as shell in make's directory, one line per shell as make runs them.
 * Variables are expanded as far as the makefile says ($(VAR), $@, $<, $^);
 * `$(shell …)` and `!=` run at read time and are judged too. Makefile features
 * that run code or read files the guard does not follow (--eval, $(eval),
 * $(file), define, a changed SHELL, an include it cannot name) are refused.
 */
import { dirname, isAbsolute, join, normalize, resolve } from 'node:path';
import { parse as parseShell } from 'unbash';
import { hasFlag, optValues, parseOpts } from '../options.js';
import { CODE_LIMIT, codeBytes } from '../script-file.js';
import { exportKey, fork, type ShellState } from '../state.js';
import { configuredPrefix, installPrefix } from './runners.js';
import type { Call, RuleTable } from './types.js';

/** The goal make builds when the command line names none: `.DEFAULT_GOAL` when the makefiles set it, else the first target. */
function defaultGoals(mk: Makefile): string[] {
  const set = mk.vars.get('.DEFAULT_GOAL');
  const named = set === undefined ? [] : expand(set, mk, null).split(/\s+/).filter(Boolean);
  return named.length ? named : mk.first ? [mk.first] : [];
}

interface Rule {
  prereqs: string[];
  recipe: string[];
}

interface Makefile {
  vars: Map<string, string>;
  rules: Map<string, Rule>;
  patterns: Rule[];
  first: string | null;
  /** Text that make runs while reading ($(shell …) in assignments, `!=`). */
  readTime: string[];
  /** Makefiles read (included or named): make first remakes each one a rule can build, so their recipes run too. */
  read: string[];
  /** Directories make searches for an include (-I), after the including makefile's. */
  includeDirs: string[];
  /** Environment variables whose value the guard cannot know: make would expand them. */
  unknownEnv: Set<string>;
  /** Variables set on make's command line: the makefile's own assignments leave them, but for `override` ones. */
  commandLine: Set<string>;
  /** What a `$(shell …)` prints, run in make's directory, when the guard can tell; null otherwise. */
  shellOutput: (command: string) => string | null;
  /** The character that starts a recipe line besides a tab: `.RECIPEPREFIX`'s first (a tab when it is empty). */
  recipePrefix: string;
}


const DEFAULTS: Record<string, string> = { CC: 'cc', CXX: 'g++', RM: 'rm -f', AR: 'ar', MAKE: 'make', SHELL: '/bin/sh', LD: 'ld', CPP: 'cc -E', AS: 'as' };
/** make's built-in rules, by what is made from what: their recipes use the tool variables, which a call or makefile may set. */
const BUILTIN_RULES: { target: RegExp; source: string; recipe: string }[] = [
  { target: /^[^.]+$/, source: '.c', recipe: '$(CC) $(CFLAGS) $(CPPFLAGS) $(LDFLAGS) $< $(LDLIBS) -o $@' },
  { target: /^[^.]+$/, source: '.cc', recipe: '$(CXX) $(CXXFLAGS) $(CPPFLAGS) $(LDFLAGS) $< $(LDLIBS) -o $@' },
  { target: /^[^.]+$/, source: '.cpp', recipe: '$(CXX) $(CXXFLAGS) $(CPPFLAGS) $(LDFLAGS) $< $(LDLIBS) -o $@' },
  { target: /\.o$/, source: '.c', recipe: '$(CC) $(CFLAGS) $(CPPFLAGS) -c -o $@ $<' },
  { target: /\.o$/, source: '.cc', recipe: '$(CXX) $(CXXFLAGS) $(CPPFLAGS) -c -o $@ $<' },
  { target: /\.o$/, source: '.cpp', recipe: '$(CXX) $(CXXFLAGS) $(CPPFLAGS) -c -o $@ $<' },
  { target: /\.o$/, source: '.s', recipe: '$(AS) $(ASFLAGS) -o $@ $<' },
  { target: /\.o$/, source: '.S', recipe: '$(CC) $(ASFLAGS) $(CPPFLAGS) -c -o $@ $<' },
];
/** make functions that compute text from text: their arguments are kept as they are, so paths in them stay visible. */
// eslint-disable-next-line max-len -- a pattern (or a case) reads better whole
const TEXT_FUNCS = /^(wildcard|patsubst|subst|addprefix|addsuffix|notdir|dir|basename|suffix|sort|strip|filter|filter-out|firstword|lastword|words|word|wordlist|join|abspath|realpath|if|or|and|findstring|foreach|call|value|origin|flavor|error|warning|info)\s/;

class Refused extends Error {}

function parse(c: Call, file: string, mk: Makefile, depth: number, given?: string): void {
  const text = given ?? c.x.readFile(file);
  if (c.x.unseen(text, file, 'make reads')) throw new Refused();
  if (text === 'missing') return;
  if (codeBytes(text) > CODE_LIMIT) throw refuse(c, file, 'holds over 512 KiB of rules and recipes (comments left out), more than the guard reads in time');
  const lines = text.replace(/\\\n[ \t]*/g, ' ').split('\n');
  let current: Rule[] = [];
  for (const line of lines) {
    // Lines that begin with either count as recipes: more of them judged, never fewer.
    if (line.startsWith('\t') || line.startsWith(mk.recipePrefix)) {
      for (const r of current) r.recipe.push(line.slice(1));
      continue;
    }
    const t = line.replace(/(^|[^\\])#.*$/, '$1').trim();
    if (t === '') continue;
    const inc = /^(-?include|sinclude)\s+(.+)$/.exec(t);
    if (inc) {
      current = [];
      if (depth > 4) throw refuse(c, file, 'nests includes deeper than the guard follows');
      for (const name of expand(inc[2]!, mk, null).split(/\s+/).filter(Boolean)) {
        if (/[$*?[]/.test(name)) throw refuse(c, file, `includes ${name}, which the guard cannot name`);
        mk.read.push(name);
        const candidates = isAbsolute(name) ? [name] : [join(dirname(file), name), ...mk.includeDirs.map((d) => join(d, name))];
        parse(c, candidates.find((f) => c.x.readFile(f) !== 'missing') ?? candidates[0]!, mk, depth + 1);
      }
      continue;
    }
    if (/^vpath\b/.test(t)) throw refuse(c, file, 'uses vpath, which makes make find (and rebuild) targets elsewhere');
    if (/^define\s/.test(t) || /^(override\s+)?define\b/.test(t)) throw refuse(c, file, 'defines a multi-line variable, which the guard does not evaluate');
    const assign = /^(?:export\s+|override\s+)*([A-Za-z_.][\w.-]*)\s*(::=|:::=|:=|\?=|\+=|!=|=)\s*(.*)$/.exec(t);
    if (assign) {
      const [, name, op, value] = assign;
      current = [];
      // A variable given on the command line keeps that value (the makefile's targets are named with it), unless the
      // makefile says `override`; `?=` sets only a variable that has no value yet, from the environment included.
      if (mk.commandLine.has(name!) && !/^(?:export\s+)?override\s/.test(t)) continue;
      if (mk.commandLine.has(name!)) mk.commandLine.delete(name!);
      if (op === '?=' && mk.vars.has(name!)) continue;
      if (name === '.RECIPEPREFIX') mk.recipePrefix = expand(value!, mk, null).trim()[0] ?? '\t';
      if (name === 'SHELL' || name === '.SHELLFLAGS' || name === 'MAKEFILES' || name === '.ONESHELL') {
        throw refuse(c, file, `sets ${name}, which changes how make runs recipes`);
      }
      // The built-in rules write where OUTPUT_OPTION says; VPATH and GPATH make targets found (and rebuilt) elsewhere.
      if (name === 'OUTPUT_OPTION' || name === 'VPATH' || name === 'GPATH') throw refuse(c, file, `sets ${name}, which moves where make's rules write`);
      // An exported variable reaches every recipe's programs (GIT_DIR, NODE_OPTIONS…): judged as the call's own would be.
      if (/^\s*export\s/.test(t)) c.x.assign(name!, value!.includes('$') ? null : [value!.trim()], fork(c.state));
      if (op === '!=') mk.readTime.push(expand(value!, mk, null));
      // Simply expanded (:=) values are expanded now: a $(shell …) in them runs while make reads.
      const now = op!.startsWith(':') ? expand(value!, mk, null) : value!;
      mk.vars.set(name!, op === '+=' ? `${mk.vars.get(name!) ?? ''} ${now}` : now);
      continue;
    }
    const rule = /^([^:=]+?)\s*::?\s*([^=;]*?)\s*(?:;(.*))?$/.exec(t);
    if (rule) {
      const targets = expand(rule[1]!, mk, null).split(/\s+/).filter(Boolean);
      const prereqs = expand(rule[2]!.replace(/\|/g, ' '), mk, null).split(/\s+/).filter(Boolean);
      current = [];
      for (const target of targets) {
        if (target === '.ONESHELL' || target === '.POSIX') throw refuse(c, file, `uses ${target}, which changes how make runs recipes`);
        const r: Rule = { prereqs, recipe: rule[3] !== undefined ? [rule[3]] : [] };
        if (target.includes('%') || /^\.[^./]+(\.[^./]+)?$/.test(target)) mk.patterns.push(r);
        else {
          const old = mk.rules.get(target);
          if (old) {
            for (const v of prereqs) old.prereqs.push(v);
            for (const v of r.recipe) old.recipe.push(v);
            current.push(old);
            continue;
          }
          mk.rules.set(target, r);
          if (mk.first === null && !target.startsWith('.')) mk.first = target;
        }
        current.push(r);
      }
      continue;
    }
    current = [];
  }
}

function refuse(c: Call, file: string, why: string): Refused {
  c.x.report({ kind: 'unevaluable', target: file, message: `make: ${file} ${why}; run the commands directly` });
  return new Refused();
}

/** Expands make variables and functions in `text`; `auto` gives $@, $<, $^ for a recipe. */
function expand(text: string, mk: Makefile, auto: { target: string; prereqs: string[] } | null, depth = 0): string {
  if (depth > 10) throw new Error('make variables nest too deep');
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch !== '$') {
      out += ch;
      continue;
    }
    const next = text[i + 1];
    if (next === '$') {
      out += '$';
      i++;
      continue;
    }
    if (next === '(' || next === '{') {
      const close = next === '(' ? ')' : '}';
      let level = 0;
      let j = i + 1;
      for (; j < text.length; j++) {
        if (text[j] === next) level++;
        else if (text[j] === close && --level === 0) break;
      }
      const inner = text.slice(i + 2, j);
      i = j;
      out += reference(inner, mk, auto, depth);
      continue;
    }
    if (next !== undefined) {
      out += reference(next, mk, auto, depth);
      i++;
    }
  }
  return out;
}

function reference(inner: string, mk: Makefile, auto: { target: string; prereqs: string[] } | null, depth: number): string {
  if (auto && /^[@<^+?*|%][DF]?$/.test(inner)) {
    const k = inner[0];
    if (k === '@' || k === '%') return auto.target;
    if (k === '<') return auto.prereqs[0] ?? '';
    if (k === '*') return auto.target.replace(/\.[^./]*$/, '');
    return auto.prereqs.join(' ');
  }
  if (/^shell\s/.test(inner)) {
    const command = expand(inner.slice(6), mk, auto, depth + 1);
    mk.readTime.push(command);
    // make cuts the output's last newline and turns the others into spaces. An output the guard cannot tell (a
    // program's `version` command) is taken as empty: refusing every recipe that uses one refused 18 ordinary calls of
    // round 34, and what such an output could paste into a recipe is left to the OS sandbox (docs/guard.md).
    return mk.shellOutput(command)?.replace(/\n/g, ' ') ?? '';
  }
  if (/^(eval|file|guile)\s/.test(inner)) throw new Error(`$(${inner.split(/\s/)[0]} …)`);
  const fn = TEXT_FUNCS.exec(inner);
  // The path functions change a path's meaning (`$(dir $(CURDIR))` is the parent): computed, against make's directory.
  const pathFn = /^(dir|notdir|abspath|realpath)\s/.exec(inner);
  if (pathFn) {
    const words = expand(inner.slice(pathFn[0].length), mk, auto, depth + 1).split(/\s+/).filter(Boolean);
    const base = mk.vars.get('CURDIR') ?? '';
    const one = (w: string): string =>
      pathFn[1] === 'dir' ? (w.includes('/') ? w.slice(0, w.lastIndexOf('/') + 1) : './')
        : pathFn[1] === 'notdir' ? w.slice(w.lastIndexOf('/') + 1)
          : resolve(base, w);
    return words.map(one).join(' ');
  }
  if (fn) return expand(inner.slice(fn[0].length).replace(/,/g, ' '), mk, auto, depth + 1);
  const sub = /^([^:]+):(.*)=(.*)$/.exec(inner);
  const name = sub ? sub[1]! : inner;
  if (!mk.vars.has(name) && mk.unknownEnv.has(name)) throw new Error(`$(${name}) from an environment variable whose value the guard cannot know`);
  const value = mk.vars.get(name) ?? DEFAULTS[name] ?? '';
  return expand(value, mk, auto, depth + 1);
}

function make(c: Call): void {
  const p = parseOpts(c.args, 'CfIjloWE', [
    'directory', 'file', 'makefile', 'include-dir', 'jobs', 'load-average', 'old-file', 'assume-old', 'what-if', 'eval',
  ]);
  if (optValues(p, 'E', 'eval').length)
    return c.x.report({ kind: 'unevaluable', target: 'make --eval', message: 'make --eval runs makefile text the guard does not evaluate' });
  let state: ShellState = c.state;
  for (const d of optValues(p, 'C', 'directory')) {
    const v = d.values?.length === 1 ? d.values[0]! : null;
    state = { ...fork(state), cwd: v === null || state.cwd === null ? (v && isAbsolute(v) ? v : null) : resolve(state.cwd, v) };
  }
  c.x.inCwd('make', state);
  if (state.cwd === null) return c.x.report({ kind: 'unevaluable', target: 'make', message: 'make runs in a directory the guard cannot determine' });
  const dir = state.cwd;
  const files = optValues(p, 'f', 'file', 'makefile');
  // `make -f - <<'EOF'`: the makefile is the here-document's known text.
  const stdinText = c.stdin && 'text' in c.stdin ? c.stdin.text : null;
  if (files.some((f) => f.values?.length !== 1 || (f.values[0] === '-' && stdinText === null)))
    return c.x.report({ kind: 'unevaluable', target: 'make -f', message: 'make reads a makefile the guard cannot name or see; name it literally' });
  const includeDirs = optValues(p, 'I', 'include-dir').map((d) => (d.values?.length === 1 ? resolve(dir, d.values[0]!) : null));
  if (includeDirs.includes(null))
    return c.x.report({ kind: 'unevaluable', target: 'make -I', message: 'make searches an include directory the guard cannot know' });
  const mk: Makefile = {
    // make sets CURDIR to the directory it runs in.
    vars: new Map([['CURDIR', dir]]),
    rules: new Map(), patterns: [], first: null, readTime: [], read: [], includeDirs: includeDirs as string[], unknownEnv: new Set(),
    commandLine: new Set(),
    recipePrefix: '\t',
    shellOutput: (command) => {
      const ast = parseShell(command);
      return ast.errors?.length ? null : state.printed(ast, { ...fork(state), cwd: dir });
    },
  };
  const goals: string[] = [];
  const eager = new Set<string>();
  /** Command-line variables set to a command's output (`X != cmd`): their values are not known. */
  const computed = new Set<string>();
  for (const o of p.operands) {
    const v = o.values?.length === 1 ? o.values[0]! : null;
    if (v === null) return c.x.report({ kind: 'unevaluable', target: o.text, message: 'make is given a target the guard cannot know' });
    const eq = /^([\w.-]+)\s*(::?=|:::=|\+=|\?=|!=|=)(.*)$/s.exec(v);
    // A simply expanded (:=) or shell (!=) assignment on the command line is expanded before any makefile is read.
    if (!eq) {
      goals.push(v);
      continue;
    }
    if (['SHELL', '.SHELLFLAGS', 'MAKEFILES', '.ONESHELL', 'MAKEFLAGS', 'MFLAGS', '.RECIPEPREFIX'].includes(eq[1]!))
      return c.x.report({ kind: 'unevaluable', target: `make ${v}`, message: `make ${eq[1]}=… changes how make runs recipes or which makefiles it reads` });
    if (eq[2] === '!=') {
      mk.readTime.push(eq[3]!);
      computed.add(eq[1]!);
    }
    mk.vars.set(eq[1]!, eq[3]!);
    mk.commandLine.add(eq[1]!);
    if (eq[2]!.startsWith(':')) eager.add(eq[1]!);
  }
  const overrides = new Map(mk.vars);
  // make sees the call's exported variables (`TOOL=… make`, an export) as makefile variables that the makefile's own `=`
  // overrides; one set without export it never sees (newShell leaves it unset).
  for (const [k, v] of c.x.newShell(c.state).vars) {
    if (!/^[A-Za-z_]\w*$/.test(k)) continue;
    if (mk.vars.has(k)) continue;
    if (v?.length === 1) mk.vars.set(k, v[0]!);
    else mk.unknownEnv.add(k);
  }
  const configured = files.length ? undefined : state.cmakeBuilds.get(normalize(dir));
  if (configured !== undefined) {
    // cmake generated this makefile earlier in the call from the CMake files it was judged on: only installing is new.
    if (goals.some((g) => g.startsWith('install'))) {
      const destdir = overrides.get('DESTDIR');
      installPrefix(c, destdir === undefined ? configured : join(resolve(dir, destdir), configured), 'make install into');
    }
    return;
  }
  // A build dir cmake configured in an earlier call: its makefiles are read as any are, and installing goes to its prefix.
  if (!files.length && goals.some((g) => g.startsWith('install')) && c.x.readFile(join(dir, 'CMakeCache.txt')) !== 'missing')
    installPrefix(c, configuredPrefix(c, dir), 'make install into');
  try {
    const names = files.length ? files.map((f) => f.values![0]!) : ['GNUmakefile', 'makefile', 'Makefile'];
    const chosen = files.length ? names : names.filter((n) => c.x.readFile(join(dir, n)) !== 'missing').slice(0, 1);
    for (const f of chosen) parse(c, isAbsolute(f) ? f : join(dir, f), mk, 0, f === '-' ? stdinText! : undefined);
    for (const v of chosen) if (v !== '-') mk.read.push(v);
    for (const [k, v] of overrides) if (k === 'CURDIR' || mk.commandLine.has(k)) mk.vars.set(k, eager.has(k) ? expand(v, mk, null) : v);
    // Recipes run in new shells (/bin/sh -c): the call's functions and aliases are not theirs.
    const shell = c.x.newShell(state);
    // make puts its command-line variables in its recipes' environment: judged as the call setting them there
    // (`make report REPORTS=../out`, where report.py reads REPORTS).
    for (const k of mk.commandLine) {
      const v = mk.vars.get(k)!;
      c.x.assign(k, computed.has(k) || v.includes('$') ? null : [v], shell);
      shell.vars.set(exportKey(k), ['1']);
    }
    // Recipes run with PATH as the makefile leaves it: make passes an environment variable on, changed or not.
    if (mk.vars.has('PATH')) shell.vars.set('PATH', [expand(mk.vars.get('PATH')!, mk, null)]);
    for (const text of mk.readTime) c.x.script(text, fork(shell), c.depth + 1);
    // -n and -q run no recipe line but those marked `+` or running $(MAKE); yet make remakes the makefiles it reads
    // (includes) first, under -n and -q too, so the rules that build those run whole.
    const dry = hasFlag(p, 'n', 'just-print', 'dry-run', 'recon', 'q', 'question');
    // In make's own order: the makefiles read are remade first, then each goal in turn, every target after its
    // prerequisites (so a recipe that runs or copies a program is judged after the recipe that built it).
    const done = new Set<string>();
    // `-o FILE` (--old-file, --assume-old): make takes FILE as old and never remakes it, so its own recipe does not run
    // (its prerequisites are still walked: more judged, never less).
    const old = new Set(optValues(p, 'o', 'old-file', 'assume-old').flatMap((a) => (a.values?.length === 1 ? [a.values[0]!] : [])));
    const recipes: { target: string; rule: Rule; remake: boolean }[] = [];
    const roots = [...mk.read.map((t) => ({ t, remake: true })), ...(goals.length ? goals : defaultGoals(mk)).map((t) => ({ t, remake: false }))];
    for (const root of roots) {
      // Depth first without recursion (a makefile may chain thousands of rules): a target is entered, then left once
      // its prerequisites are.
      const stack: { t: string; remake: boolean; left?: Rule }[] = [root];
      while (stack.length) {
        const { t, remake, left } = stack.pop()!;
        if (left) {
          if (!old.has(t)) recipes.push({ target: t, rule: left, remake });
          continue;
        }
        if (done.has(t)) continue;
        done.add(t);
        const r = mk.rules.get(t);
        // make's built-in rules: `make prog` with prog.c, `make x.o` with x.c or x.s, and no rule of its own: the
        // recipe runs $(CC), $(CXX) or $(AS), as the call, the makefile or the default sets them.
        if (!r) {
          const stem = t.replace(/\.o$/, '');
          const rule = BUILTIN_RULES.find((b) => b.target.test(t) && c.x.readFile(join(dir, `${stem}${b.source}`)) !== 'missing');
          if (rule && (remake || !dry)) recipes.push({ target: t, rule: { prereqs: [`${stem}${rule.source}`], recipe: [rule.recipe] }, remake });
          continue;
        }
        stack.push({ t, remake, left: r });
        for (const v of [...r.prereqs].reverse()) stack.push({ t: v, remake });
      }
    }
    if (recipes.length || done.size) for (const r of mk.patterns) recipes.push({ target: '%', rule: r, remake: true });
    for (const { target, rule, remake } of recipes) {
      for (const line of rule.recipe) {
        if (dry && !remake && !/^[\s@-]*\+/.test(line) && !/\$[({]MAKE[)}]/.test(line)) continue;
        const cmd = expand(line, mk, { target, prereqs: rule.prereqs }).replace(/^[\s@+-]+/, '');
        for (const text of mk.readTime.splice(0)) c.x.script(text, fork(shell), c.depth + 1);
        c.x.script(cmd, fork(shell), c.depth + 1);
      }
    }
  } catch (e) {
    if (e instanceof Refused) return;
    c.x.report({
      kind: 'unevaluable',
      target: 'make',
      message: `make: the makefile uses ${(e as Error).message}, which the guard does not evaluate; run the commands directly`,
    });
  }
}

export const MAKE: RuleTable = { make, gmake: make };
