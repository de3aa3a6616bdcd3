/**
 * Shells and language interpreters. Shell text the guard can see (sh -c, a
 * script file, text fed on stdin) is judged like the call itself. Programs in
 * other languages, inline or in the files the call runs as code (scripts,
 * `-m` modules, local imports, pytest's files, a virtualenv's .pth lines), get
 * the checks in program-code.ts; what such a program computes at run time
 * beyond those is left to the OS sandbox.
 */
import { readdirSync, type Dirent } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fork, scriptState, setPositional } from '../state.js';
import { literalArg, type Arg } from '../words.js';
import { PACKAGES } from './packages.js';
import { bytecodeCache, codeFile, configPlaces, localModules, newWalk, nodeMain, oneLiner, programWrites, type CodeWalk } from './program-code.js';
import { statQuiet, walkEntries } from '../paths.js';
import { jsTests, pytest, unittest } from './test-runners.js';
import { backups, editedTexts } from './text.js';
import { isPlainSubstitution } from '../perl-substitution.js';
import { perlOutput } from '../text-filters.js';
import { extracted } from './archives.js';
import { isListing, LISTED_NAMES } from './listings.js';
import { venvCreated, venvStartup } from './venv.js';
import type { Call, RuleTable } from './types.js';

/** A one-liner's argv given in more ways than this (a loop's words, multiplied) is not read (argvReads). */
const ARGV_WAYS = 16;
/** perl words that write, run, load or call by a computed name (beyond WRITE_API): a program with any may use its operands so. */
// eslint-disable-next-line max-len -- a pattern (or a case) reads better whole
const PERL_EFFECTS = /&\s*[${]|->\s*[${]|\b(?:eval|do|require|use|open|sysopen|unlink|rename|mkdir|rmdir|chmod|chown|link|symlink|truncate|utime|fork|syscall|dump|select|binmode|dbmopen|tie)\b|\*\{|\$\{\s*["']|%(?:main::|::)/;

function shell(c: Call): void {
  const { args } = c;
  let i = 0;
  let command: Arg | undefined;
  let fromStdin = false;
  let rcfile: Arg | undefined;
  let login = false;
  let noexec = false;
  for (; i < args.length; i++) {
    const v = args[i]!.values?.[0] ?? '';
    if (v === '--') {
      i++;
      break;
    }
    if (!/^[-+]/.test(v) || args[i]!.values === null) break;
    // `bash --version`, `bash --help`: printed, and nothing run (long options come before any other: `bash -c 'x'
    // --version` runs x, with --version as $0). dash refuses the option, and runs nothing either.
    if ((v === '--version' || v === '--help') && args.slice(0, i).every((a) => a.values?.length === 1 && a.values[0]!.startsWith('--'))) return;
    // An interactive shell saves its history in home ($HISTFILE, ~/.bash_history) when it exits.
    if (/^-[a-zA-Z]*i|^--interactive$/.test(v))
      return c.x.report({ kind: 'write', target: `${c.name} -i`, message: `${c.name} -i is interactive and writes its history file in home when it exits` });
    if (/^-[a-zA-Z]*c/.test(v)) command = args[++i];
    if (/^-[a-zA-Z]*s/.test(v)) fromStdin = true;
    if (/^-[a-zA-Z]*l|^--login$/.test(v)) login = true;
    if (/^-[a-zA-Z]*n/.test(v)) noexec = true;
    if (v === '--rcfile' || v === '--init-file') rcfile = args[++i];
    else if (/^[-+][a-zA-Z]*o$/.test(v)) i++; // `-o NAME`, also at the end of a cluster (`-euo pipefail`)
  }
  // A new shell: the call's functions (but exported ones), aliases and arrays are not its own.
  c.state = c.x.newShell(c.state);
  // A non-interactive bash sources $BASH_ENV first (sh, dash and bash as sh do not).
  if (c.name === 'bash') c.x.bashEnv(c.state);
  // An interactive shell sources its rc file before anything else: judged as a sourced script.
  if (rcfile) {
    const path = rcfile.values?.length === 1 ? c.x.absolute(rcfile.values[0]!, c.state) : null;
    const text = c.x.readFile(path);
    if (c.x.unseen(text, rcfile.text, `${c.name} --rcfile sources`, true)) return;
    c.x.script(text as string, c.state, c.depth + 1);
  }
  if (login) loginFiles(c);
  // -n reads the commands and runs none of them (`bash -n script.sh` checks its syntax).
  if (noexec) return;
  if (command) {
    // The words after the command are $0, $1, …: `find … -exec sh -c '… "$1" …' _ {} \;` gives each entry as $1.
    const state = fork(c.state);
    setPositional(state, args.slice(i + 1).map((a) => a.values));
    if (i < args.length) state.vars.set('0', args[i]!.values);
    return c.x.nested(command, state, c.depth, `${c.name} -c`, false);
  }
  const file = args[i];
  if (file && !fromStdin) {
    const path = file.values?.length === 1 ? c.x.absolute(file.values[0]!, c.state) : null;
    const text = c.x.readFile(path);
    if (c.x.unseen(text, file.text, `${c.name} runs`, true)) return;
    // The script's words are its positional parameters, judged where its text uses them (as for a script run directly):
    // `./configure --prefix=/usr/local` only names a place the script may write, and its walk judges whether it does.
    c.x.inCwd(c.name, c.state);
    const scriptArgs = args.slice(i + 1).map((a) => a.values);
    c.x.script(text, path === null ? fork(c.state) : scriptState(c.state, file.values![0]!, scriptArgs), c.depth + 1);
    return;
  }
  // No script: the shell reads its commands on stdin.
  const stdin = c.stdin;
  if (stdin && 'text' in stdin) return c.x.script(stdin.text, fork(c.state), c.depth + 1, true);
  if (stdin && 'oneOf' in stdin) return stdin.oneOf.forEach((t) => c.x.script(t, fork(c.state), c.depth + 1, true));
  c.x.report({ kind: 'unevaluable', target: c.name, message: `${c.name} reads commands from input the guard cannot see; pass them with ${c.name} -c '…'` });
}

/**
 * A login shell sources the first of ~/.bash_profile, ~/.bash_login and ~/.profile (sh and dash: ~/.profile): judged as
 * sourced scripts when the call set HOME (`HOME=$PWD bash -lc …`); the machine's own home is not the agent's to plant.
 */
function loginFiles(c: Call): void {
  if (!c.state.vars.has('HOME')) return;
  const home = c.state.vars.get('HOME');
  if (!home || home.length !== 1)
    return c.x.report({ kind: 'unevaluable', target: `${c.name} -l`, message: `${c.name} -l sources startup files from a HOME the guard cannot know` });
  const names = c.name === 'bash' ? ['.bash_profile', '.bash_login', '.profile'] : ['.profile'];
  for (const name of names) {
    const path = c.x.absolute(join(home[0]!, name), c.state);
    const text = c.x.readFile(path);
    if (text === 'missing') continue;
    if (c.x.unseen(text, name, `${c.name} -l sources`)) return;
    return c.x.script(text, fork(c.state), c.depth + 1);
  }
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

/**
 * The standard library's public module names (python 3.11's sys.stdlib_module_names): a file or package of that name
 * in the directory python puts first on sys.path (the script's, or the cwd for -c, -m and stdin) is imported in its
 * place, by the program or by any standard module it imports (`argparse` imports `gettext`).
 */
const STDLIB = [
  'abc aifc argparse array ast asynchat asyncio asyncore atexit audioop base64 bdb binascii bisect builtins bz2 cProfile calendar cgi cgitb',
  'chunk cmath cmd code codecs codeop collections colorsys compileall concurrent configparser contextlib contextvars copy copyreg crypt csv',
  'ctypes curses dataclasses datetime dbm decimal difflib dis distutils doctest email encodings ensurepip enum errno faulthandler fcntl filecmp',
  'fileinput fnmatch fractions ftplib functools gc genericpath getopt getpass gettext glob graphlib grp gzip hashlib heapq hmac html http',
  'idlelib imaplib imghdr imp importlib inspect io ipaddress itertools json keyword lib2to3 linecache locale logging lzma mailbox mailcap',
  'marshal math mimetypes mmap modulefinder msilib msvcrt multiprocessing netrc nis nntplib nt ntpath nturl2path numbers opcode operator',
  'optparse os ossaudiodev pathlib pdb pickle pickletools pipes pkgutil platform plistlib poplib posix posixpath pprint profile pstats pty pwd',
  'py_compile pyclbr pydoc pydoc_data pyexpat queue quopri random re readline reprlib resource rlcompleter runpy sched secrets select selectors',
  'shelve shlex shutil signal site smtpd smtplib sndhdr socket socketserver spwd sqlite3 sre_compile sre_constants sre_parse ssl stat',
  'statistics string stringprep struct subprocess sunau symtable sys sysconfig syslog tabnanny tarfile telnetlib tempfile termios textwrap',
  'threading time timeit tkinter token tokenize tomllib trace traceback tracemalloc tty turtle turtledemo types typing unicodedata unittest',
  'urllib uu uuid venv warnings wave weakref webbrowser winreg winsound wsgiref xdrlib xml xmlrpc zipapp zipfile zipimport zlib zoneinfo',
].join(' ').split(' ');

/** The modules in `dir` that shadow standard ones, judged as files the program runs. */
function shadowing(c: Call, dir: string | null, walk: CodeWalk = newWalk()): void {
  // A directory this call writes into as a whole (`tar -x`, `unzip` there) holds files the guard cannot see yet: each
  // would read as changed and refuse every python run after it, so shadowing there is left to the OS sandbox.
  if (dir === null || c.x.readFile(join(dir, '.guard-probe-whole-dir.py')) === 'changed') return;
  localModules(c, 'python', STDLIB, dir, walk, false);
}

/** python -m modules that run a script file named among their operands. */
const SCRIPT_RUNNERS = new Set(['pdb', 'doctest', 'cProfile', 'profile', 'trace', 'runpy', 'pyclbr', 'tabnanny']);

/** python -m pdb runs the commands of .pdbrc in the cwd and home (python statements among them) before the script. */
function pdbrc(c: Call): void {
  for (const dir of [c.state.cwd, c.x.ctx.home]) {
    if (dir === null) continue;
    const abs = join(dir, '.pdbrc');
    if (c.x.readFile(abs) !== 'missing')
      c.x.report({ kind: 'unevaluable', target: abs, message: `${c.name} -m pdb runs the debugger commands in ${abs}, which the guard does not follow` });
  }
}

/** node --env-file sets the variables the file lists, NODE_OPTIONS among them: each is judged as an assignment. */
function envFile(c: Call, file: Arg | undefined): void {
  const abs = file?.values?.length === 1 ? c.x.absolute(file.values[0]!, c.state) : null;
  const text = c.x.readFile(abs);
  if (text === 'missing' || c.x.unseen(text, file?.text ?? '--env-file', `${c.name} --env-file reads`)) return;
  const local = fork(c.state);
  for (const m of text.matchAll(/^\s*(?:export\s+)?([\w.-]+)\s*=\s*(.*)$/gm)) c.x.assign(m[1]!, [m[2]!.replace(/^(['"])(.*)\1$/, '$2')], local);
}

/** Python imports sitecustomize/usercustomize from every PYTHONPATH entry at start-up: code the call did not name. */
function startupHooks(c: Call): void {
  const dirs = c.state.vars.get('PYTHONPATH');
  if (dirs === undefined) return;
  const entries = dirs === null ? null : dirs.flatMap((d) => d.split(':'));
  for (const d of entries ?? [null]) {
    const abs = d === null ? null : c.x.absolute(d || '.', c.state);
    const found = (f: string) => abs !== null && c.x.readFile(`${abs}/${f}`) !== 'missing';
    // An entry that is a file is a zip archive python imports from: modules the guard cannot read.
    if (abs !== null && statQuiet(abs)?.isFile())
      return c.x.report({
        kind: 'unevaluable',
        target: 'PYTHONPATH',
        message: `${c.name} imports modules from the archive ${abs}, which the guard cannot read`,
      });
    // A PYTHONPATH entry comes before the standard library on sys.path: a module there named like a standard one runs.
    if (abs !== null) shadowing(c, abs);
    const hooks = abs === null ? ['unknown'] : ['sitecustomize.py', 'usercustomize.py'].filter(found);
    if (hooks.length)
      return c.x.report({
        kind: 'unevaluable',
        target: 'PYTHONPATH',
        message: `${c.name} imports ${abs === null ? 'hooks from a PYTHONPATH the guard cannot know' : `${hooks.join(', ')} from ${abs}`} at start-up`,
      });
  }
}

/** The files perl reads (edits, with -i): its operands but the program, which is -e's value or else the first operand. */
function perlFiles(args: readonly Arg[]): Arg[] {
  const files: Arg[] = [];
  let inline = false;
  for (let i = 0; i < args.length; i++) {
    const w = args[i]!.values?.[0] ?? '-';
    if (/^-[a-zA-Z]*[eE]$/.test(w)) {
      inline = true;
      i++;
    } else if (/^-[a-zA-Z]*[eE]./.test(w) && !/^-[a-zA-Z]*[iIMm]/.test(w.slice(0, w.search(/[eE]/)))) inline = true;
    else if (!w.startsWith('-')) files.push(args[i]!);
  }
  return inline ? files : files.slice(1);
}

/**
 * The texts `perl -pi -e PROGRAM FILE…` leaves in its files, computed by the machine's perl (perlOutput: a program of
 * plain substitutions only), when every switch is one of -p, -l, -0, -w, -i (with any backup suffix) and -e once (at
 * `programAt`, its program the next word); none otherwise.
 */
function perlEdits(c: Call, programAt: number, files: readonly Arg[]): { abs: string; text: string }[] {
  const program = c.args[programAt + 1]?.values;
  if (program?.length !== 1) return [];
  const switches: string[] = [];
  let printing = false;
  let programFlag = false;
  let fileSeen = false;
  for (let k = 0; k < c.args.length; k++) {
    const w = c.args[k]!.values?.length === 1 ? c.args[k]!.values![0]! : null;
    if (k === programAt + 1) continue;
    if (w === null) return [];
    if (!w.startsWith('-') || w === '-') fileSeen = true;
    else if (fileSeen || w === '--') return [];
    else
      for (let j = 1; j < w.length; ) {
        const ch = w[j]!;
        if (ch === 'i') break;
        if (ch === 'e' && k === programAt && j === w.length - 1) {
          programFlag = true;
          j++;
          continue;
        }
        const option = /^(?:[pw]|[l0][0-7]*)/.exec(w.slice(j))?.[0];
        if (!option) return [];
        printing ||= option === 'p';
        switches.push(`-${option}`);
        j += option.length;
      }
  }
  if (!printing || !programFlag) return [];
  return editedTexts(c, files, (before) => perlOutput(switches, program[0]!, before));
}

/** perl -MName / -mName with -I dirs: the module file found there is judged as program text. */
function perlModules(c: Call): void {
  // -Idir, -Mlib=dir,dir, and `use lib "dir"` in a one-liner.
  const dirs = c.args.flatMap((a) =>
    (a.values ?? []).flatMap((v) => [
      ...(v.startsWith('-I') && v.length > 2 ? [v.slice(2)] : []),
      ...(/^-Mlib=/.test(v) ? v.slice('-Mlib='.length).split(',') : []),
      ...[...v.matchAll(/\buse\s+lib\s+(?:qw\s*[({[/]([^)}\]/]*)|(['"])([^'"]*)\2)/g)].flatMap((m) => (m[1] ?? m[3]!).split(/\s+/).filter(Boolean)),
    ]),
  );
  // -MName, and `use Name` / `require Name` in a one-liner.
  const names = c.args.flatMap((a) => {
    const v = a.values?.[0] ?? '';
    const m = /^-[mM]-?([\w:]+)/.exec(v);
    return m ? [m[1]!] : [...v.matchAll(/\b(?:use|require)\s+([A-Za-z][\w:]*)/g)].map((u) => u[1]!);
  });
  for (const name of names) {
    for (const d of dirs) {
      const abs = c.x.absolute(`${d}/${name.replace(/::/g, '/')}.pm`, c.state);
      const text = c.x.readFile(abs);
      if (text === 'missing') continue;
      if (!c.x.unseen(text, abs ?? d, `${c.name} loads`)) codeFile(c, 'perl', abs!, text as string, `${c.name} module ${name}`, newWalk());
    }
  }
}

function interpreter(family: string) {
  return (c: Call): void => {
    const flags = ONE_LINERS[family] ?? [];
    const { args } = c;
    // node --test runs test files: the paths it is given (or what it collects), not a script.
    let tests = false;
    // `node --check FILE` parses the file and runs nothing (with no other option beside it: `--require` still runs); words
    // after FILE are its arguments (`xargs node --check` gives several). A FILE the guard cannot spell is fine when its
    // word starts with a literal that no option starts with.
    const checked = (file: Arg) => (file.values ? file.values.length > 0 && file.values.every((v) => !v.startsWith('-')) : /^["']?[\w./]/.test(file.text));
    if (family === 'node' && args.length >= 2 && ['--check', '-c'].includes(args[0]!.values?.[0] ?? '') && args.slice(1).every(checked)) return;
    if (family === 'python') {
      startupHooks(c);
      venvStartup(c);
    }
    if (family === 'perl') {
      perlModules(c);
      // -i.bak / -i'dir/*': the backup of each file edited in place.
      const suffix = args.map((a) => /^-[a-zA-Z]*i(.+)$/s.exec(a.values?.[0] ?? '')?.[1]).find((s) => s !== undefined && !s.startsWith('-'));
      if (suffix) backups(c, suffix.replace(/^[a-zA-Z]*?(?=[^a-zA-Z])/, ''), perlFiles(args));
    }
    for (let i = 0; i < args.length; i++) {
      const v = args[i]!.values?.[0] ?? '';
      const out = OUTPUT_OPTIONS[family]?.exec(v);
      if (out) {
        const glued = out.groups?.v;
        const value = glued !== undefined ? literalArg(glued) : args[++i];
        // python -X takes any key=value; only pycache_prefix names a place it writes.
        if (family === 'python' && glued === undefined && !/^pycache_prefix=/.test(value?.values?.[0] ?? '')) continue;
        const path = family === 'python' && glued === undefined ? literalArg(value!.values![0]!.slice('pycache_prefix='.length)) : value;
        if (v.startsWith('--env-file')) envFile(c, path);
        c.x.write(path, c.state, 'target', `${c.name} ${v.split('=')[0]}`);
        continue;
      }
      // A single-executable-application config names the blob node writes.
      if (family === 'node' && /^--experimental-sea-config(=|$)/.test(v)) {
        const file = v.includes('=') ? literalArg(v.slice(v.indexOf('=') + 1)) : args[++i];
        const abs = file?.values?.length === 1 ? c.x.absolute(file.values[0]!, c.state) : null;
        const text = c.x.readFile(abs);
        if (c.x.unseen(text, file?.text ?? v, `${c.name} ${v} reads`, true)) return;
        let output: unknown;
        try {
          output = (JSON.parse(text as string) as { output?: unknown }).output;
        } catch {
          output = null;
        }
        if (typeof output !== 'string')
          return c.x.report({ kind: 'unevaluable', target: v, message: `${c.name} ${v}: a config whose output the guard cannot read` });
        c.x.write(literalArg(output), c.state, 'target', `${c.name} ${v} output`);
        continue;
      }
      if (family === 'node' && /^--(perf-basic-prof|perf-basic-prof-only-functions|perf-prof)$/.test(v))
        return c.x.report({ kind: 'write', target: `${c.name} ${v}`, message: `${c.name} ${v} writes /tmp/perf-<pid>.map, outside the env` });
      const pre = PRELOADS[family]?.exec(v);
      if (pre) {
        const mod = pre[1] !== undefined ? literalArg(pre[1]) : args[++i];
        const name = mod?.values?.length === 1 ? mod.values[0]! : null;
        const inline = name === null ? null : dataUrlText(name);
        if (inline !== null) oneLiner(c, family, inline, `${c.name} ${v} data: URL`);
        else if (name === null || /^[./]/.test(name)) {
          const abs = name === null ? null : c.x.absolute(name, c.state);
          const text = c.x.readFile(abs);
          if (!c.x.unseen(text, mod?.text ?? v, `${c.name} ${v} loads`, true)) codeFile(c, family, abs!, text as string, `${c.name} ${v} ${name}`, newWalk());
        }
        continue;
      }
      // -i (alone or in a cluster of switches) ends in the interactive console, which saves its history in home.
      if (family === 'python' && /^-[bBdEIOPqsSuvx]*i[bBdEiIOPqsSuvx]*[cmWX]?$/.test(v))
        return c.x.report({ kind: 'write', target: `${c.name} ${v}`, message: `${c.name} -i writes its history to ~/.python_history, outside the env` });
      const glued = flags.find((f) => f.length === 2 && v.startsWith(f) && v.length > 2 && !v.startsWith('--'));
      if (flags.includes(v) || glued || /^-[a-zA-Z]*[eE]$/.test(v) && family === 'perl') {
        const text = glued ? { text: v, values: [v.slice(2)] } : args[i + 1];
        if (!text?.values)
          return c.x.report({
            kind: 'unevaluable',
            target: text?.text ?? v,
            message: `${c.name} ${v} runs code the guard cannot know (${text?.unknown}); write it literally`,
          });
        // A perl program of plain substitutions reads and writes `$_` alone: its words are text, not calls.
        // The words after the code are its argv, when each is known (an option there is node's own): the code is judged
        // with each way they may be given (a loop's word takes each of its values), up to ARGV_WAYS.
        const words = args.slice(glued ? i + 1 : i + 2).map((a) => a.values);
        const known = words.every((w): w is string[] => w !== null && w.every((x) => !x.startsWith('-')));
        const ways = known ? words.reduce<string[][]>((all, w) => all.flatMap((argv) => w.map((x) => [...argv, x])), [[]]) : [];
        for (const t of text.values) {
          if (family === 'perl' && isPlainSubstitution(t)) continue;
          for (const argv of ways.length && ways.length <= ARGV_WAYS ? ways : [[]]) oneLiner(c, family, t, `${c.name} ${v}`, newWalk(), argv);
        }
        if (family === 'python') shadowing(c, c.state.cwd);
        // perl -i and ruby -i edit their file operands in place.
        // Switches may also follow the program (`perl -pe '…' -i f`): any -i counts.
        const edits = (family === 'perl' || family === 'ruby') && args.some((a, k) => k !== i + 1 && /^-[pnalswTtWX0-9]*i/.test(a.values?.[0] ?? ''));
        if (edits) {
          const files = args.slice(i + 2).filter((a) => !a.text.startsWith('-'));
          // Computed from the texts before the write below makes them unknown.
          const texts = family === 'perl' && !glued ? perlEdits(c, i, files) : [];
          // perl writes a new file in place of each (checked with real perl): a symlink is replaced, and its target and the
          // file's other hard links keep their text. ruby's -i is not checked here: taken to write through.
          c.x.writeAll(files, c.state, family === 'perl' ? 'entry' : 'target', `${c.name} -i edits`);
          for (const e of texts) c.x.textOnSuccess(e.abs, e.text, true);
        }
        // perl -n/-p reading its file operands (`perl -ne 'print if /x/' /etc/passwd`): a program that names nothing able
        // to write, run, load or call by a computed name only reads them.
        const operands = args.slice(i + 2);
        const plainPath = (a: Arg) => a.values?.length && a.values.every((p) => /^[\w.@+\-/]+$/.test(p));
        const reads =
          family === 'perl' && !edits && operands.every((a) => !a.text.startsWith('-')) && text.values.every((t) => !programWrites(t) && !PERL_EFFECTS.test(t));
        return c.x.unknownProgram(c.name, reads ? operands.filter((a) => !plainPath(a)) : operands, c.state);
      }
      if (family === 'python' && v === '-m') {
        const mod = args[i + 1]?.values?.[0];
        if (mod === 'pip' || mod === 'pip3') return PACKAGES.pip!({ ...c, args: args.slice(i + 2) });
        if (mod === 'pytest' || mod === 'py.test') return pytest({ ...c, args: args.slice(i + 2) }, `${c.name} -m ${mod}`);
        if (mod) localModules(c, family, [mod], null, newWalk());
        // `python -m pkg` runs pkg/__main__.py.
        const main = mod && c.state.cwd !== null && /^[\w.]+$/.test(mod) ? join(c.state.cwd, ...mod.split('.'), '__main__.py') : null;
        const mainText = main === null ? 'missing' : c.x.readFile(main);
        if (main !== null && mainText !== 'missing' && !c.x.unseen(mainText, main, `${c.name} -m ${mod} runs`))
          codeFile(c, family, main, mainText, `${c.name} -m ${mod}`, newWalk());
        shadowing(c, c.state.cwd);
        if (mod === 'venv') venvCreated(c, args.slice(i + 2), `${c.name} -m venv`);
        if (mod === 'unittest') unittest({ ...c, args: args.slice(i + 2) }, `${c.name} -m unittest`);
        if (mod === 'pdb') pdbrc(c);
        // tarfile -e ARCHIVE [DIR] keeps `../` and absolute member names (no extraction filter before python 3.14).
        const e = args.slice(i + 2).map((a) => a.values?.[0] ?? '');
        const x = e.findIndex((v) => v === '-e' || v === '--extract');
        if ((mod === 'tarfile' || mod === 'zipfile') && x >= 0) {
          const dest = args[i + 2 + x + 2]?.values?.[0];
          const into = dest === undefined ? c.state.cwd : c.x.absolute(dest, c.state);
          extracted(c, args[i + 2 + x + 1], into, mod === 'tarfile', `${c.name} -m ${mod} -e`);
          // What lands inside is unseen by later commands of the call, as after tar -x.
          if (into !== null) c.x.write(literalArg(into), c.state, 'into', `${c.name} -m ${mod} -e into`);
        }
        // compileall and py_compile write each module's bytecode into __pycache__ beside it: a link planted there leads
        // the write elsewhere (a check only, as for imports).
        if (mod === 'py_compile' && args.length === i + 3 && args[i + 2]!.values?.includes('-')) stdinModules(c, `${c.name} -m py_compile -`);
        if (mod === 'compileall' || mod === 'py_compile')
          for (const a of args.slice(i + 2))
            for (const f of (a.values ?? []).filter((x) => !x.startsWith('-'))) {
              const abs = c.x.absolute(f, c.state);
              // A listing's names, or a path built from them (`"${f%.py}.py"`): any module below the listed place.
              const listed = abs === null ? -1 : abs.indexOf(LISTED_NAMES);
              if (abs !== null && listed >= 0) listedCaches(c, abs.slice(0, abs.lastIndexOf('/', listed)) || '/', `${c.name} -m ${mod}`);
              else for (const dir of abs === null ? [] : sourceDirs(abs)) bytecodeCache(c, join(dir, 'm.py'), `${c.name} -m ${mod}`);
            }
        // pdb, doctest, cProfile, trace…: the .py files among their operands are scripts they run.
        if (mod && SCRIPT_RUNNERS.has(mod))
          for (const a of args.slice(i + 2))
            for (const f of (a.values ?? []).filter((x) => x.endsWith('.py'))) {
              const abs = c.x.absolute(f, c.state);
              const text = c.x.readFile(abs);
              if (text !== 'missing' && !c.x.unseen(text, f, `${c.name} -m ${mod} runs`))
                codeFile(c, family, abs!, text, `${c.name} -m ${mod} ${f}`, newWalk());
            }
        // doctest runs the `>>>` and `...` lines of its text files as python code.
        if (mod === 'doctest')
          for (const a of args.slice(i + 2))
            for (const f of (a.values ?? []).filter((x) => !x.startsWith('-') && !x.endsWith('.py'))) {
              const text = c.x.readFile(c.x.absolute(f, c.state));
              if (text === 'missing' || c.x.unseen(text, f, `${c.name} -m doctest runs`)) continue;
              const code = [...text.matchAll(/^\s*(?:>>>|\.\.\.) ?(.*)$/gm)].map((m) => m[1]!).join('\n');
              oneLiner(c, family, code, `${c.name} -m doctest ${f}`);
            }
        // The interactive console reads its program on stdin.
        if (mod === 'code') return stdinProgram(c, family);
        // timeit runs its setup (-s) and statements as python code.
        if (mod === 'timeit')
          for (const a of args.slice(i + 2)) {
            if (a.values === null) return c.x.report({ kind: 'unevaluable', target: a.text, message: `${c.name} -m timeit runs code the guard cannot know` });
            for (const t of a.values) if (!t.startsWith('-')) oneLiner(c, family, t, `${c.name} -m timeit`);
          }
        return c.x.unknownProgram(`${c.name} -m ${mod ?? ''}`, args.slice(i + 2), c.state);
      }
      if (v === '-') {
        // The words after `-` are the program's arguments (sys.argv[1:]), judged like a script's.
        stdinProgram(c, family);
        return c.x.unknownProgram(c.name, args.slice(i + 1), c.state);
      }
      if (family === 'node' && v === '--test') tests = true;
      if (v.startsWith('-') && args[i]!.values !== null) continue;
      if (tests) {
        jsTests(c, `${c.name} --test`, args.slice(i).flatMap((a) => a.values ?? []).filter((p) => !p.startsWith('-')));
        return c.x.unknownProgram(c.name, args.slice(i), c.state);
      }
      // A script file: its text is checked for outside paths, its arguments like any program's. A directory runs its
      // __main__.py (python) or its package's main file (node).
      // Each file a glob or a loop over several gives is one the program may run.
      for (const v of args[i]!.values ?? [null]) {
        let path = v === null ? null : c.x.absolute(v, c.state);
        if (path && statQuiet(path)?.isDirectory()) path = family === 'python' ? join(path, '__main__.py') : family === 'node' ? nodeMain(path) : path;
        const text = c.x.readFile(path);
        if (c.x.unseen(text, args[i]!.text, `${c.name} runs`)) return;
        // A zip app or compiled file: code the guard cannot read.
        if (text !== 'missing' && text.includes('\0'))
          return c.x.report({ kind: 'unevaluable', target: args[i]!.text, message: `${c.name} runs ${args[i]!.text}, which is not text the guard can read` });
        if (text !== 'missing') codeFile(c, family, path!, text, `${c.name} script ${v}`, newWalk(), args.slice(i + 1).map((a) => a.values));
        if (family === 'python' && path) shadowing(c, dirname(path));
        // setuptools reads setup.cfg beside setup.py: egg_base, build_base and the like are where it writes.
        if (family === 'python' && path && basename(path) === 'setup.py') {
          configPlaces(c, join(dirname(path), 'setup.cfg'), `${c.name} setup.py`);
          // `setup.py install` or `develop` puts its console scripts in the bin of whichever python runs it.
          c.x.installedInVenv(null);
        }
      }
      return c.x.unknownProgram(c.name, args.slice(i), c.state);
    }
    if (tests) return jsTests(c, `${c.name} --test`, []);
    stdinProgram(c, family);
  };
}

/** The program text of a `data:` URL module (`data:text/javascript,CODE`, percent- or base64-encoded); null for other names. */
function dataUrlText(name: string): string | null {
  const m = /^data:([^,]*),(.*)$/s.exec(name);
  if (!m) return null;
  if (/;base64$/i.test(m[1]!)) return Buffer.from(m[2]!, 'base64').toString('utf8');
  try {
    return decodeURIComponent(m[2]!);
  } catch {
    return m[2]!;
  }
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
  if (family === 'python') shadowing(c, c.state.cwd);
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

/**
 * `py_compile $files`, the files a listing printed below `dir`: each module's bytecode goes to `__pycache__` beside it,
 * so every `__pycache__` below `dir`, on disk or made by this call, must be a place inside (not a link out).
 */
function listedCaches(c: Call, dir: string, what: string): void {
  const caches = c.x.writtenBelow(dir).filter((p) => p.split('/').includes('__pycache__'));
  const walk = walkEntries([dir], 20_000, (e) => void (e.name === '__pycache__' && caches.push(join(e.parentPath, e.name))));
  if (walk === 'cut')
    c.x.report({ kind: 'unevaluable', target: dir, message: `${what} writes bytecode beside files listed below ${dir}, too many for the guard to walk` });
  for (const cache of caches) c.x.write(literalArg(cache), c.state, 'into', `${what} caches bytecode in`, false);
}

/**
 * `py_compile -`: the module files are named on stdin, one per line. Known text names them; a listing's lie below its
 * places (listedCaches); any other stdin may name a file anywhere.
 */
function stdinModules(c: Call, what: string): void {
  const input = c.stdin;
  if (isListing(input) && input.listed === null && !input.links) for (const dir of input.pathsUnder) listedCaches(c, dir, what);
  else if (input && 'text' in input)
    for (const name of input.text.split('\n').filter(Boolean)) {
      const abs = c.x.absolute(name, c.state);
      if (abs !== null) bytecodeCache(c, abs, what);
    }
  else c.x.report({ kind: 'unevaluable', target: '-', message: `${what} compiles the files named on stdin, which the guard cannot read` });
}

/** The directories holding python sources at or below `path` (a .py file: its own directory), at most 500. */
function sourceDirs(path: string): string[] {
  if (path.endsWith('.py')) return [dirname(path)];
  const out: string[] = [];
  const walk = (dir: string, depth: number): void => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    if (entries.some((e) => e.name.endsWith('.py'))) out.push(dir);
    for (const e of entries) if (e.isDirectory() && e.name !== '__pycache__' && depth < 10 && out.length < 500) walk(join(dir, e.name), depth + 1);
  };
  walk(path, 0);
  return out;
}
