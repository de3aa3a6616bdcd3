/**
 * Programs that run code or open files named inside their arguments: zip's
 * test command, socat's addresses, cmake scripts, and interpreters of
 * languages the guard does not read (Tcl, Lua, R, m4…), whose inline or stdin
 * programs are refused and whose script files are checked like other scripts;
 * schedulers and ssh, which run commands outside the call; ninja's build
 * commands; tic, gpg, ipython and `aws configure`, which write their directories in home.
 */
import { readdirSync } from 'node:fs';
import { dirname, isAbsolute, join, normalize, resolve } from 'node:path';
import { inSystemTree } from '../paths.js';
import { parseOpts, optValues, hasFlag } from '../options.js';
import { fork } from '../state.js';
import { literalArg, type Arg } from '../words.js';
import { extracted } from './archives.js';
import { configPlaces, sourceText } from './program-code.js';
import { statQuiet } from '../paths.js';
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
  // -m (--move) deletes what it adds: each input is removed as an entry, the dirs of a -r run with what they hold.
  if (rest.some((a) => /^-[a-zA-Z]*m/.test(a.values?.[0] ?? '') || a.values?.[0] === '--move')) {
    const inputs = rest.filter((a) => !(a.values?.[0] ?? '').startsWith('-')).slice(1);
    c.x.writeAll(inputs, c.state, 'entry', 'zip -m removes');
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

/**
 * cmake -P and -C, and ctest -S, run a CMake script (file(WRITE), execute_process…); other modes are judged by their
 * path arguments.
 */
function cmake(c: Call): void {
  const flag = c.name === 'ctest' ? /^(-S|-SP|-SR|--script)/ : /^-[PC]/;
  if (c.args.some((a) => flag.test(a.values?.[0] ?? '')))
    return c.x.report({
      kind: 'unevaluable',
      target: `${c.name} script`,
      message: `${c.name} runs a CMake script, which writes files and runs programs the guard does not follow`,
    });
  const e = c.args.map((a) => a.values?.[0] ?? '');
  // cmake -E env [NAME=VALUE…] CMD, -E chdir DIR CMD and -E time CMD run a command: judged as it.
  if (e[0] === '-E' && ['env', 'chdir', 'time'].includes(e[1]!)) {
    const local = fork(c.state);
    let i = 2;
    if (e[1] === 'chdir') {
      const dir = c.args[2]?.values?.length === 1 ? c.args[2].values[0]! : null;
      local.cwd = dir === null || local.cwd === null ? null : resolve(local.cwd, dir);
      i = 3;
    }
    for (; e[1] === 'env' && i < e.length; i++) {
      const eq = /^([A-Za-z_]\w*)=(.*)$/s.exec(e[i]!);
      if (eq) c.x.assign(eq[1]!, [eq[2]!], local);
      else if (!/^--(?:unset=|modify|)/.test(e[i]!)) break;
    }
    return c.x.run(c.args.slice(i), local, c.depth, c.stdin);
  }
  // cmake -E tar x… extracts with libarchive, `../` and absolute names kept.
  const at = e.indexOf('tar');
  if (e[0] === '-E' && at === 1 && /x/.test(e[2] ?? '')) {
    const file = c.args.slice(3).find((a) => !(a.values?.[0] ?? '-').startsWith('-'));
    extracted(c, file, c.state.cwd, true, 'cmake -E tar x of');
  }
  if (c.name === 'cmake' && !['-E', '--build', '--install', '--open', '--help', '--version', '-N'].some((f) => e.includes(f))) configure(c, e);
  // Installing copies into the prefix: `--prefix`, else the one the build dir was configured with.
  const install = e.indexOf('--install');
  const build = e.indexOf('--build');
  const target = e.findIndex((w, k) => (w === '--target' || w === '-t') && e[k + 1] === 'install');
  if (c.name === 'cmake' && (install >= 0 || (build >= 0 && target >= 0))) {
    const prefix = e[e.indexOf('--prefix') + 1];
    const dir = c.x.absolute(e[(install >= 0 ? install : build) + 1] ?? '.', c.state);
    installPrefix(c, e.includes('--prefix') && prefix !== undefined ? prefix : dir === null ? null : configuredPrefix(c, dir), `${c.name} installs into`);
  }
  c.x.unknownProgram(c.name, c.args, c.state);
}

/** Where a cmake build dir installs: as configured earlier in this call, else its CMakeCache.txt's prefix; null when unknown. */
export function configuredPrefix(c: Call, dir: string): string | null {
  const here = c.state.cmakeBuilds.get(normalize(dir));
  if (here !== undefined) return here;
  const cache = c.x.readFile(join(dir, 'CMakeCache.txt'));
  if (cache === 'missing') return '/usr/local';
  if (cache === 'changed' || cache === 'unreadable') return null;
  return /^CMAKE_INSTALL_PREFIX(?::\w+)?=(.*)$/m.exec(cache)?.[1]?.trim() ?? '/usr/local';
}

/** A write into an install prefix (null: one the guard cannot know). */
export function installPrefix(c: Call, prefix: string | null, what: string): void {
  c.x.write(
    prefix === null ? { text: 'the install prefix', values: null, unknown: 'an install prefix the guard cannot read' } : literalArg(prefix),
    c.state,
    'into',
    what,
  );
}

/** CMake commands that write files or run programs, with their arguments (up to the first `)`). */
const CMAKE_WRITERS =
  // eslint-disable-next-line max-len -- a pattern (or a case) reads better whole
  /\b(file|configure_file|add_custom_command|add_custom_target|install|write_file|make_directory|execute_process|set(?=\s*\(\s*(?:CMAKE_INSTALL_PREFIX|CMAKE_\w*_OUTPUT_DIRECTORY|EXECUTABLE_OUTPUT_PATH|LIBRARY_OUTPUT_PATH)\b))\s*\(([^)]*)\)/gi;
/** An argument that leaves the project: a `..` component, home, an environment variable, or an absolute path. */
const CMAKE_OUTSIDE = /(?:^|[\s"/}])\.\.(?:[/\s")]|$)|\$ENV\{|~\/|(?:^|[\s"])(\/[\w.@+-][\w.@+\-/]*)/;

/**
 * `cmake -S SRC -B BUILD`, `cmake ..`, `cmake --preset P`: configuring runs the project's CMake code. Its
 * execute_process runs programs the guard does not follow (refused); its file(), configure_file(), install() and
 * custom commands are refused when an argument leaves the project (`${CMAKE_SOURCE_DIR}/../x`, `$ENV{HOME}`, an
 * absolute path outside the roots and the system's trees). A preset's binaryDir and installDir are where it writes.
 */
function configure(c: Call, words: readonly string[]): void {
  const cwd = c.state.cwd;
  if (cwd === null) return;
  const s = words.findIndex((w) => w === '-S' || w.startsWith('-S'));
  const given = s < 0 ? null : words[s] === '-S' ? words[s + 1] : words[s]!.slice(2);
  const operand = words.find((w, k) => !w.startsWith('-') && !/^-[SBGTADUC]$/.test(words[k - 1] ?? '') && statQuiet(join(cwd, w))?.isDirectory());
  const source = c.x.absolute(given ?? operand ?? '.', c.state);
  if (source === null) return;
  for (const file of cmakeFiles(source)) {
    const text = c.x.readFile(file);
    if (text === 'missing' || c.x.unseen(text, file, 'cmake configures with')) continue;
    const code = text.replace(/#.*$/gm, '');
    for (const m of code.matchAll(CMAKE_WRITERS)) {
      const out = m[1]!.toLowerCase() === 'execute_process' ? m[0] : CMAKE_OUTSIDE.exec(m[2]!);
      if (out === null) continue;
      const abs = typeof out === 'string' || out[1] === undefined ? null : out[1];
      if (abs !== null && (inSystemTree(abs) || c.x.insideRoots(abs))) continue;
      const does = m[1]!.toLowerCase() === 'execute_process' ? 'runs programs the guard does not follow' : 'writes outside the project';
      return c.x.report({ kind: 'unevaluable', target: file, message: `cmake runs ${file}, whose ${m[1]}() ${does}` });
    }
  }
  for (const name of ['CMakePresets.json', 'CMakeUserPresets.json']) presetPlaces(c, join(source, name));
  // The makefiles it generates run what those files say: a `make` in the build dir later in the call is judged as they were.
  const b = words.findIndex((w) => w.startsWith('-B'));
  const binary = c.x.absolute(b < 0 ? '.' : words[b] === '-B' ? (words[b + 1] ?? '.') : words[b]!.slice(2), c.state);
  const prefix = words.map((w) => /^-DCMAKE_INSTALL_PREFIX(?::\w+)?=(.*)$/s.exec(w)?.[1]).find((v) => v !== undefined);
  if (binary !== null) c.state.cmakeBuilds.set(normalize(binary), prefix === undefined ? '/usr/local' : (c.x.absolute(prefix, c.state) ?? prefix));
}

/** The CMake files below a source dir (CMakeLists.txt and *.cmake), build trees and VCS dirs left out; at most 200. */
function cmakeFiles(source: string): string[] {
  const out: string[] = [];
  const walk = (dir: string, depth: number): void => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (out.length >= 200) return;
      if (e.isDirectory() && depth < 6 && !['.git', 'node_modules', 'CMakeFiles'].includes(e.name)) walk(join(dir, e.name), depth + 1);
      else if (e.isFile() && (e.name === 'CMakeLists.txt' || e.name.endsWith('.cmake'))) out.push(join(dir, e.name));
    }
  };
  walk(source, 0);
  return out;
}

/** A presets file's binaryDir and installDir, macros filled in, as places cmake writes; its other paths as configPlaces judges them. */
function presetPlaces(c: Call, file: string): void {
  const text = c.x.readFile(file);
  if (text === 'missing' || c.x.unseen(text, file, 'cmake reads')) return;
  let presets: unknown;
  try {
    presets = JSON.parse(text);
  } catch {
    return;
  }
  const source = dirname(file);
  const list = (presets as { configurePresets?: unknown }).configurePresets;
  for (const p of Array.isArray(list) ? list : []) {
    for (const key of ['binaryDir', 'installDir']) {
      const v = (p as Record<string, unknown>)[key];
      if (typeof v !== 'string') continue;
      if (/\$(?:env|penv)\{|\$vendor\{/.test(v))
        return c.x.report({ kind: 'unevaluable', target: file, message: `cmake preset ${key} ${v} depends on the environment, which the guard cannot know` });
      const filled = v
        .replaceAll('${sourceDir}', source)
        .replaceAll('${sourceParentDir}', dirname(source))
        .replaceAll('${sourceDirName}', source.split('/').pop() ?? '')
        .replaceAll('${presetName}', String((p as { name?: unknown }).name ?? ''));
      c.x.write(literalArg(isAbsolute(filled) ? filled : join(source, filled)), c.state, 'into', `cmake preset ${key}`);
    }
  }
  configPlaces(c, file, 'cmake');
}

/** Where a program that keeps state in home writes: its option's value, else its variable, else `~/<dir>`; null when unknown. */
function homeDir(c: Call, option: Arg | undefined, variable: string, dir: string): Arg | null {
  if (option) return option;
  const v = c.state.vars.get(variable);
  if (v === null) return null;
  return literalArg(v?.length === 1 ? v[0]! : join(c.x.ctx.home, dir));
}

/** tic writes compiled entries to -o DIR, else $TERMINFO, else ~/.terminfo (the system's directory is not writable). */
function tic(c: Call): void {
  const p = parseOpts(c.args, 'oReQvw', []);
  if (!hasFlag(p, 'c')) {
    const dir = homeDir(c, optValues(p, 'o')[0], 'TERMINFO', '.terminfo');
    if (dir === null) return c.x.report({ kind: 'unevaluable', target: 'tic', message: 'tic writes to a TERMINFO the guard cannot know' });
    c.x.write(dir, c.state, 'into', 'tic output');
  }
  c.x.unknownProgram('tic', p.operands, c.state);
}

/**
 * gpg keeps its keyrings in --homedir, else $GNUPGHOME, else ~/.gnupg, creating them on any run but `--version` and
 * `--help` alone (measured with gpg 2.2); -o names its output.
 */
function gpg(c: Call): void {
  if (c.args.length === 1 && ['--version', '--help', '-h'].includes(c.args[0]!.values?.[0] ?? '')) return;
  const p = parseOpts(c.args, 'ourf', ['homedir', 'output', 'recipient', 'local-user', 'passphrase', 'default-key', 'keyring', 'trustdb-name']);
  const dir = homeDir(c, optValues(p, 'homedir')[0], 'GNUPGHOME', '.gnupg');
  if (dir === null) return c.x.report({ kind: 'unevaluable', target: c.name, message: `${c.name} keeps its state in a GNUPGHOME the guard cannot know` });
  c.x.write(dir, c.state, 'into', `${c.name} home directory`);
  c.x.writeAll(optValues(p, 'o', 'output'), c.state, 'target', `${c.name} --output`);
  c.x.unknownProgram(c.name, p.operands, c.state);
}

/**
 * IPython keeps its profile (history database, config) in --ipython-dir, else $IPYTHONDIR, else ~/.ipython, and
 * otherwise runs Python: `-c CODE`, `-m MOD` and a script are judged as python3 would run them (its own `--x`
 * options left out).
 */
function ipython(c: Call): void {
  const own = c.args.filter((a) => /^--[\w-]+(=|$)/.test(a.values?.[0] ?? ''));
  const given = own.find((a) => /^--ipython-dir=/.test(a.values?.[0] ?? ''));
  const dir = homeDir(c, given && literalArg(given.values![0]!.slice('--ipython-dir='.length)), 'IPYTHONDIR', '.ipython');
  if (dir === null) return c.x.report({ kind: 'unevaluable', target: c.name, message: `${c.name} keeps its profile in an IPYTHONDIR the guard cannot know` });
  c.x.write(dir, c.state, 'into', `${c.name} profile directory`);
  c.x.run([literalArg('python3'), ...c.args.filter((a) => !own.includes(a))], c.state, c.depth + 1);
}

/** `aws configure set/import/…` writes ~/.aws (or the files its two variables name); get and list only read. */
function aws(c: Call): void {
  const [service, action] = c.args.filter((a) => !(a.values?.[0] ?? '-').startsWith('-')).map((a) => a.values?.[0]);
  if (service === 'configure' && !['get', 'list', 'list-profiles', 'export-credentials'].includes(action ?? '')) {
    for (const [variable, file] of [['AWS_CONFIG_FILE', '.aws/config'], ['AWS_SHARED_CREDENTIALS_FILE', '.aws/credentials']] as const) {
      const target = homeDir(c, undefined, variable, file);
      if (target === null) return c.x.report({ kind: 'unevaluable', target: c.name, message: `aws configure writes to a ${variable} the guard cannot know` });
      c.x.write(target, c.state, 'target', 'aws configure');
    }
  }
  c.x.unknownProgram(c.name, c.args, c.state);
}

/** Files a Tcl script sources that the guard reads at most per call. */
const SOURCED_FILES = 50;

/** Build files ninja reads at most per call (one and those it includes). */
const NINJA_FILES = 50;

/**
 * ninja runs the `command` of each build statement's rule with /bin/sh (build.ninja, or -f FILE, under -C DIR):
 * judged as shell there, variables expanded as ninja does ($in, $out, the statement's, the rule's, the file's; one
 * it does not set is empty). Files it includes (include, subninja) are read too.
 */
function ninja(c: Call): void {
  const p = parseOpts(c.args, 'Cfjkltdw', []);
  const tool = optValues(p, 't')[0]?.values?.[0];
  const dirArg = optValues(p, 'C')[0];
  const dir = dirArg ? (dirArg.values?.length === 1 ? c.x.absolute(dirArg.values[0]!, c.state) : null) : c.state.cwd;
  const local = { ...fork(c.state), cwd: dir };
  c.x.inCwd('ninja', local);
  if ((tool !== undefined && tool !== 'clean') || dir === null) return;
  const lines: string[] = [];
  const read = (name: string, left: { n: number }): boolean => {
    const abs = c.x.absolute(name, local);
    const text = c.x.readFile(abs);
    if (c.x.unseen(text, name, 'ninja reads')) return false;
    if (text === 'missing') return true;
    if (--left.n < 0) {
      c.x.report({ kind: 'unevaluable', target: name, message: 'ninja reads more build files than the guard follows' });
      return false;
    }
    for (const line of text.replace(/\$\n\s*/g, '').split('\n')) {
      const inc = /^(?:include|subninja)\s+(\S+)/.exec(line);
      if (inc) {
        if (!read(inc[1]!, left)) return false;
      } else lines.push(line);
    }
    return true;
  };
  if (!read(optValues(p, 'f')[0]?.values?.[0] ?? 'build.ninja', { n: NINJA_FILES })) return;
  const fileVars = new Map<string, string>();
  const rules = new Map<string, Map<string, string>>();
  const builds: { outs: string; rule: string; ins: string; vars: Map<string, string> }[] = [];
  let scope: Map<string, string> | null = null;
  for (const line of lines) {
    const v = /^(\s*)([\w.-]+)\s*=\s*(.*)$/.exec(line);
    if (v && v[1] && scope) scope.set(v[2]!, v[3]!);
    else if (v && !v[1]) {
      fileVars.set(v[2]!, v[3]!);
      scope = null;
    } else if (/^rule\s/.test(line)) rules.set(line.split(/\s+/)[1]!, (scope = new Map()));
    else if (/^build\s/.test(line)) {
      const b = /^build\s+(.*?)(?<!\$):\s*(\S+)\s*(.*)$/.exec(line);
      if (b) builds.push({ outs: b[1]!, rule: b[2]!, ins: b[3]!.split('|')[0]!.trim(), vars: (scope = new Map()) });
    } else if (!/^\s/.test(line)) scope = null;
  }
  for (const b of builds) {
    const rule = rules.get(b.rule);
    const command = rule?.get('command');
    if (command === undefined) continue;
    const lookup = (name: string, depth: number): string => {
      if (name === 'in') return b.ins;
      if (name === 'out') return b.outs;
      const raw = b.vars.get(name) ?? rule!.get(name) ?? fileVars.get(name) ?? '';
      return depth > 8 ? raw : expand(raw, depth + 1);
    };
    const expand = (text: string, depth: number): string =>
      text.replace(/\$(\$| |:|\{([\w.-]+)\}|([\w-]+))/g, (whole, ch: string, braced?: string, bare?: string) =>
        ch === '$' || ch === ' ' || ch === ':' ? ch : lookup((braced ?? bare)!, depth),
      );
    c.x.script(expand(command, 0), c.x.newShell(local), c.depth + 1);
    // ninja writes the response file before the command runs (and leaves it when the command fails), and removes a
    // gcc-style depfile after reading it.
    for (const name of ['rspfile', ...(lookup('deps', 0) ? ['depfile'] : [])]) {
      const value = lookup(name, 0).trim();
      if (value) c.x.write(literalArg(value), local, 'target', `ninja ${name}`, false);
    }
  }
  // Its log and deps database go to builddir.
  const builddir = fileVars.get('builddir')?.trim();
  if (builddir) c.x.write(literalArg(builddir), local, 'into', 'ninja builddir', false);
}

/** Inline-program flags of interpreters the guard does not read. */
const INLINE: Record<string, string[]> = {
  tclsh: [], wish: [], expect: ['-c'], lua: ['-e'], luajit: ['-e'], Rscript: ['-e'], R: ['-e'], julia: ['-e', '--eval'], guile: ['-c'],
  jshell: [], groovy: ['-e'], pwsh: ['-c', '-Command'], deno: ['eval'], dc: ['-e'], m4: [], lldb: ['-o'],
};

/** Tcl commands that write, run, load or reach outside (or call a command by a computed name): any of them, and the text is not judged. */
const TCL_EFFECTS =
  // eslint-disable-next-line max-len -- a pattern (or a case) reads better whole
  /\b(?:exec|open|file|socket|source|load|cd|interp|package|eval|uplevel|upvar|subst|namespace|rename|trace|after|vwait|chan|fconfigure|fcopy|auto_\w+|unknown|env|tcl_\w+|apply|coroutine|tailcall|yieldto|zlib|encoding|history|glob|pwd|exit)\b|(?:^|[;[])\s*["{]?\s*[[$]|\{\*\}/m;

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
  // A Tcl program on stdin that names no command able to write, run or load anything only computes and prints.
  if (!script && c.name === 'tclsh' && c.stdin && 'text' in c.stdin && !TCL_EFFECTS.test(c.stdin.text)) return;
  if (!script) return refuse('read from its input');
  const path = script.values?.length === 1 ? c.x.absolute(script.values[0]!, c.state) : null;
  const text = c.x.readFile(path);
  if (c.x.unseen(text, script.text, `${c.name} runs`)) return;
  if (text !== 'missing') sourceText(c, text, `${c.name} script ${script.text}`);
  // Tcl's `source FILE` runs that file (relative to the cwd): judged the same way, and what it sources, up to a bound.
  const queue = text === 'missing' ? [] : [text];
  const seen = new Set<string>();
  while (queue.length && seen.size < SOURCED_FILES)
    for (const m of queue.shift()!.matchAll(/^\s*source\s+(?:-encoding\s+\S+\s+)?(\S+)/gm)) {
      const abs = /^[\w./-]+$/.test(m[1]!) ? c.x.absolute(m[1]!, c.state) : null;
      if (abs !== null && seen.has(abs)) continue;
      const t = c.x.readFile(abs);
      if (abs === null || t === 'missing') {
        c.x.report({ kind: 'unevaluable', target: m[1]!, message: `${c.name} sources ${m[1]}, which the guard cannot read` });
        return;
      }
      if (c.x.unseen(t, m[1]!, `${c.name} sources`)) return;
      seen.add(abs);
      sourceText(c, t, `${c.name} sourced ${m[1]}`);
      queue.push(t);
    }
  c.x.unknownProgram(c.name, c.args, c.state);
}

/**
 * Readers that run a program given by an option: rg's preprocessor (`--pre CMD`, run on each file searched) and man's
 * pager and browser (`-P`, `--pager`, `-H`, `--html`). The program is judged as run on a file; nothing else they do writes.
 */
const PROGRAM_OPTIONS: Record<string, { short: string; long: string[] }> = {
  rg: { short: '', long: ['pre'] },
  man: { short: 'PH', long: ['pager', 'html'] },
};

function runsOptionProgram(c: Call): void {
  const { short, long } = PROGRAM_OPTIONS[c.name]!;
  for (let i = 0; i < c.args.length; i++) {
    const v = c.args[i]!.values?.[0] ?? '';
    const glued = new RegExp(`^--(?:${long.join('|')})=(.*)$`, 's').exec(v) ?? (short ? new RegExp(`^-[${short}](.+)$`, 's').exec(v) : null);
    const spaced = long.some((l) => v === `--${l}`) || (short !== '' && new RegExp(`^-[${short}]$`).test(v));
    if (!glued && !spaced) continue;
    const program = glued ? literalArg(glued[1]!) : c.args[++i];
    if (program?.values === null || program === undefined)
      return c.x.report({ kind: 'unevaluable', target: v, message: `${c.name} ${v} runs a program the guard cannot know` });
    // rg hands the program each file's path; man, the page.
    c.x.run([...program.values.flatMap((p) => p.split(/\s+/).filter(Boolean)).map(literalArg), literalArg('file')], fork(c.state), c.depth + 1);
  }
}

/**
 * ctags writes its tags file where `-f`/`-o`/`--output-file` say (default `tags` in the cwd), and reads options from
 * the option files of the cwd (`.ctags.d/*.ctags`, `ctags.d/*.ctags`, `.ctags`) before its arguments.
 */
function ctags(c: Call): void {
  const cwd = c.state.cwd;
  const fromFiles: Arg[] = [];
  for (const dir of cwd === null ? [] : ['.ctags.d', 'ctags.d'].map((d) => join(cwd, d))) {
    let names: string[];
    try {
      names = readdirSync(dir).filter((n) => n.endsWith('.ctags'));
    } catch {
      continue;
    }
    for (const n of names) for (const v of optionWords(c, join(dir, n))) fromFiles.push(v);
  }
  if (cwd !== null) for (const v of optionWords(c, join(cwd, '.ctags'))) fromFiles.push(v);
  const words = [...fromFiles, ...c.args];
  for (let i = 0; i < words.length; i++) {
    const v = words[i]!.values?.[0] ?? '';
    const glued = /^(?:-[fo](.+)|--output-file=(.*)|--options=(.*))$/s.exec(v);
    if (v === '-f' || v === '-o') c.x.write(words[++i], c.state, 'target', 'ctags writes its tags to');
    else if (glued?.[3] !== undefined) words.splice(i + 1, 0, ...optionWords(c, c.x.absolute(glued[3], c.state)));
    else if (glued) c.x.write(literalArg(glued[1] ?? glued[2]!), c.state, 'target', 'ctags writes its tags to');
  }
  c.x.unknownProgram(c.name, c.args, c.state);
}

/** The words of a ctags option file, one option per line; an unreadable one is refused. */
function optionWords(c: Call, file: string | null): Arg[] {
  const text = c.x.readFile(file);
  if (text === 'missing') return [];
  if (c.x.unseen(text, file ?? 'an option file', 'ctags reads options from')) return [];
  return text.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#')).map(literalArg);
}

/**
 * gdb commands that only show, step or stop the program being debugged: no shell, no file written, no function of the
 * program called with arguments (`print f(x)`), no assignment, no script.
 */
const GDB_SHOWS =
  // eslint-disable-next-line max-len -- a pattern (or a case) reads better whole
  /^(?:(?:p|print|output|display)(?:\/\w+)?\s+[^()=;`$|>]*|bt(?:\s+full)?|backtrace(?:\s+full)?|where|info\s+[\w\s.:*-]+|i\s+\w+|(?:list|l)(?:\s+[\w:.,+-]+)?|r|run|start|c|continue|n|next|s|step|finish|(?:b|break|tbreak)\s+[\w:.*+-]+|q|quit|kill|frame\s+\d+|up|down|thread\s+apply\s+all\s+bt(?:\s+full)?|set\s+(?:pagination|confirm|width|height|print\s+\w+)\s+\w+|x\/\w+\s+[\w$&*+-]+|disassemble(?:\s+[\w/]+)?)\s*$/;

/**
 * gdb run with `-ex` commands that only show or step (GDB_SHOWS), `-batch`, `-q`, `-nx`: it runs the program it is
 * given (`gdb ./prog`, `gdb --args ./prog a b`), judged as run directly. A script (`-x`), any other command, or
 * attaching to a process is refused.
 */
function gdb(c: Call): void {
  const refuse = (what: string) =>
    c.x.report({ kind: 'unevaluable', target: what, message: `gdb ${what} runs debugger commands the guard does not follow (only ones that show or step)` });
  let program: Arg[] = [];
  // gdb runs $HOME/.gdbinit: a home the call set may hold one it planted.
  if (c.state.vars.has('HOME') && !c.args.some((a) => ['-nx', '-n', '--nx'].includes(a.values?.[0] ?? ''))) return refuse('with a HOME the call set');
  for (let i = 0; i < c.args.length; i++) {
    const v = c.args[i]!.values?.[0];
    if (v === undefined || c.args[i]!.values === null) return refuse(c.args[i]!.text);
    if (v === '--args') {
      program = c.args.slice(i + 1);
      break;
    }
    if (v === '-ex' || v === '--ex' || v === '-iex') {
      const cmd = c.args[++i]?.values;
      if (!cmd?.every((x) => GDB_SHOWS.test(x.trim()))) return refuse(`${v} ${c.args[i]?.text ?? ''}`);
    } else if (['-batch', '--batch', '-q', '-quiet', '--quiet', '-nx', '-n', '--nx', '-nh', '--nh'].includes(v)) continue;
    else if (v.startsWith('-')) return refuse(v);
    else if (!program.length) program = [c.args[i]!];
  }
  // The program runs as it would without gdb (a core file after it is only read).
  if (program.length) c.x.run(program, fork(c.state), c.depth + 1);
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
  ctest: cmake,
  tic,
  gpg,
  gpg2: gpg,
  ipython,
  ipython3: ipython,
  aws,
  ninja,
  rg: runsOptionProgram,
  gdb,
  ctags,
  'ctags-universal': ctags,
  man: runsOptionProgram,
  ...Object.fromEntries(Object.keys(INLINE).map((n) => [n, foreignInterpreter])),
};
