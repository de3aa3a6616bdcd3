/**
 * The checks on program text in python, node, perl, ruby and php: a one-liner
 * the call spells out, and the files it runs as code (a script, a `-m`
 * module, local modules imported by either, pytest's conftest.py and test
 * modules, a virtualenv's .pth lines). Both get their absolute paths checked
 * (programText) and each quoted relative path written checked as a write
 * target. A one-liner is refused for any path built at run time; a file only
 * for one that leaves the tree or goes to home (os.pardir, expanduser,
 * homedir()…), since real scripts build paths inside the project with
 * joins, __dirname and environment variables.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, normalize, resolve } from 'node:path';
import { entriesBelow, inSystemTree, isHarmlessDevice, isInside, lstatQuiet, realTarget, statQuiet } from '../paths.js';
import { TRUSTED_SYSTEM_DIRS } from '../../system-dirs.js';
import { fork } from '../state.js';
import { literalArg } from '../words.js';
import { extracted } from './archives.js';
import { judgeSql } from './databases.js';
import { reachableForArgv } from './python-options.js';
import { entryPointModules, pythonSearchDirs } from './venv.js';
import type { Call } from './types.js';

/** Calls in a program that write or remove files (node's `…Sync` forms too). */
const FILE_CALLS = [
  // write, writeFile, write_text, writeReport, writeHeapSnapshot…
  String.raw`write\w*`, 'append(File)?', 'createWriteStream', String.raw`open(Sync)?\s*\(.*,\s*(?:mode\s*=\s*)?['"][wax+][bt]?`,
  // pathlib's `p.open("w")`: the mode is the only argument.
  String.raw`open\s*\(\s*(?:mode\s*=\s*)?['"][wax+]{1,2}b?(?=['"])`,
  String.raw`O_(?:WRONLY|RDWR|CREAT|TRUNC|APPEND)`,
  'mkdir',
  'makedirs',
  'mkdtemp',
  'mkfifo',
  'mknod',
  String.raw`(?:Named|Spooled)?Temporary(?:File|Directory)`,
  'mkstemp',
  'mktemp',
  'rename',
  'renames',
  String.raw`os\.replace`,
  'unlink',
  'remove',
  'removedirs',
  'rmdir',
  'rmtree',
  'rm',
  'cp',
  'copy(File|file|tree|2)?',
  'symlink',
  'link',
  'chmod',
  'move',
  'touch',
  'truncate',
  'utimes?',
  // pathlib's own: `p.symlink_to(q)`, `p.replace(Path(…))` (a path, not str.replace's text).
  String.raw`(?:symlink|hardlink|link)_to`, String.raw`replace(?=\s*\(\s*(?:pathlib\.)?Path\b)`,
  String.raw`File\.(?:write|delete)`, String.raw`IO\.write`, 'FileUtils',
  // fs-extra
  'output(File|Json)', String.raw`ensure(File|Dir|Link|Symlink)`, 'emptyDir',
  // Databases a call creates by opening them (sqlite3.connect, better-sqlite3's new Database, shelve, dbm) and archives.
  'connect', 'Database', 'ZipFile', String.raw`shelve\.open`, String.raw`dbm\.open`,
  // Log files, downloads, php.
  'basicConfig', 'FileHandler', 'urlretrieve', 'file_put_contents', 'fopen', 'fwrite',
  // argparse opens a FileType option's file, its string default too, as it parses the arguments.
  String.raw`FileType(?=\s*\(\s*['"][^'"]*[wax+])`,
  // Profiles, snapshots and saved data: cProfile.run(code, FILE), Stats.dump_stats, tracemalloc's and pickle's dump,
  // numpy's, PIL's and openpyxl's save, matplotlib's savefig, pandas' to_csv…
  String.raw`(?:cProfile|profile)\.run(?:ctx)?`, 'dump(?:_stats)?', String.raw`save(?:fig|txt|z|z_compressed)?`,
  'to_(?:csv|json|parquet|pickle|excel|feather|hdf|stata|sql|html|latex|markdown|xml|orc)',
];
/** Calls whose writes the text does not show: changing directory, running programs, and shutil's. */
const UNSEEN_CALLS = ['chdir', 'spawn', String.raw`exec\w*`, 'system', 'popen', 'subprocess', 'child_process', 'fork', 'shutil'];
const calls = (names: readonly string[]) => String.raw`\b(?:${names.join('|')})(?:Sync)?\b`;
/** perl's open with one of these modes (`open my $f, ">", …`, `open F, ">x"`, `open(F, "|cmd")`), and sysopen. */
const perlOpen = (modes: string) => String.raw`\bsysopen\b|\bopen\s*\(?\s*(?:my\s+)?\$?\w+\s*,\s*['"]\s*(?:${modes})`;
const PERL_FILE_MODES = String.raw`\+?>|\+<`;
const PERL_PIPE_MODES = String.raw`\||-\|`;
/** A program line that writes files, changes directory or runs other programs. */
const WRITE_API = new RegExp(`${calls([...FILE_CALLS, ...UNSEEN_CALLS])}|${perlOpen(`${PERL_FILE_MODES}|${PERL_PIPE_MODES}`)}`);
const writes = (text: string): boolean => WRITE_API.test(regexMatchesAsTests(text));

/** A JavaScript regex literal (`/^(#+) /g`), classes and escapes included. */
const REGEX_LITERAL = String.raw`\/(?![*/])(?:[^/\\\n[]|\\.|\[(?:[^\]\\\n]|\\.)*\])+\/[dgimsuyv]*`;

/**
 * A regex's own `exec` (`/^(#+) /.exec(line)`, or `RE.exec(s)` of a name bound once to a regex) written as `test`: it
 * matches text and runs nothing, unlike child_process's `exec`, which the writes check must keep seeing.
 */
function regexMatchesAsTests(text: string): string {
  if (!text.includes('exec')) return text;
  let t = text.replace(new RegExp(String.raw`(${REGEX_LITERAL})\s*\.\s*exec(?=\s*\()`, 'g'), '$1.test');
  const named = new RegExp(String.raw`\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:${REGEX_LITERAL}|new\s+RegExp\s*\()`, 'g');
  // Counted with every method `exec` as `test`: a bare `exec(` (python's builtin) still makes every name unknowable.
  const methodsAsTests = t.replace(/\.\s*exec(?=\s*\()/g, '.test');
  // Only the names whose exec is called are counted (bindings() reads the whole text each time).
  const called = new Set([...t.matchAll(/(?<![\w$.])([A-Za-z_$][\w$]*)\s*\.\s*exec(?=\s*\()/g)].map((m) => m[1]!));
  for (const m of [...t.matchAll(named)]) {
    const name = m[1]!;
    if (!called.has(name) || bindings(methodsAsTests, name) !== 1) continue;
    t = t.replace(new RegExp(String.raw`(?<![\w$.])${name.replace(/\$/g, '\\$')}\s*\.\s*exec(?=\s*\()`, 'g'), `${name}.test`);
  }
  return t;
}

/**
 * Whether program text writes files or runs programs (WRITE_API, or a backquoted command): without either, the paths
 * it is given or names can only be read.
 */
export function programWrites(text: string): boolean {
  return writes(text) || /`|\bqx\b|\bsystem\b|\bexec\b/.test(text);
}

/** Calls whose first argument is only read: opened for reading, copied from, listed, tested. */
// eslint-disable-next-line max-len -- a pattern (or a case) reads better whole
const READ_CALL = /(?:\b(?:open|readFileSync|readFile|createReadStream|existsSync|exists|statSync|lstatSync|readdirSync|listdir|isfile|isdir|getsize|urlopen|copyFileSync|copyFile|copyfile|copy2?|copytree|cpSync)|\bPath)\(\s*$/;
/** A program that gives a reading call's name another meaning (`open = …`, `def open`, `import x as open`, builtins). */
const READER_NAMES = `(?:${[
  'open', 'readFileSync', 'readFile', 'createReadStream', 'existsSync', 'exists', 'statSync', 'lstatSync', 'readdirSync', 'listdir', 'isfile',
  'isdir', 'getsize', 'urlopen', 'copyFileSync', 'copyFile', 'copyfile', 'copy2?', 'copytree', 'cpSync', 'Path',
].join('|')})`;
const REBINDS_READERS = new RegExp(
  [
    String.raw`\b${READER_NAMES}\s*=(?!=)`,
    String.raw`\b(?:def|function|class|as|let|const|var)\s+${READER_NAMES}\b`,
    String.raw`\b${READER_NAMES}\s*:`,
    String.raw`__builtins__|\bbuiltins\b|setattr|globals\s*\(|defineProperty|prototype`,
  ].join('|'),
);

/** After a path `open` reads: the call closed, or a read mode, or an encoding. */
const OPEN_READ = /^\s*(?:\)|,\s*(?:['"]r[bt]?['"]\s*[,)]|encoding\s*=))/;
/** After a path a `Path` reads: one of its reading methods. */
const PATH_READ = /^\s*\)\s*\.\s*(?:read_text|read_bytes|exists|is_file|is_dir|stat|iterdir|r?glob)\s*\(/;

/**
 * Whether a reading call is the reader READ_CALL names, not a method of the same name that creates its file
 * (`shelve.open('db')`, `dbm.open`, `webbrowser.open`): an `open` taken from an object other than io, codecs or
 * builtins does not count.
 */
function plainReader(before: string, call: RegExpExecArray): boolean {
  if (!call[0].replace(/^\W+/, '').startsWith('open')) return true;
  const owner = /([\w$]+)\s*\.\s*$/.exec(before.slice(0, call.index + call[0].search(/open/)));
  return owner === null || ['io', 'codecs', 'builtins'].includes(owner[1]!);
}

/**
 * Whether `text` keeps the reading calls' names for them (no `open = …`, `def open`): readOnlyAt's answers hold only
 * then. Asked once per program text, not per literal: testing a 4 MiB bundle anew for each of its literals took minutes.
 */
export function keepsReaders(text: string): boolean {
  return !REBINDS_READERS.test(text);
}

/**
 * Whether the path literal at `index` (its quote just before it, `length` characters long) is only read where it
 * stands: the first argument of a reading call (`open('/etc/x')`, `readFileSync('/x')`, `shutil.copy('/x', 'here')`,
 * `Path('/x').read_text()`). A copy's destination is another literal, judged on its own. Holds only where the text
 * keepsReaders, which the caller asks once.
 */
export function readOnlyAt(text: string, index: number, length: number): boolean {
  const quote = text[index - 1];
  if (quote !== "'" && quote !== '"') return false;
  if (text[index + length] !== quote) return false;
  return readCallArgument(text.slice(Math.max(0, index - 80), index - 1), text.slice(index + length + 1, index + length + 80));
}

/** Whether what stands between `before` and `after` is the name a reading call opens (readOnlyAt, readOnlyDefaults). */
function readCallArgument(before: string, after: string): boolean {
  const call = READ_CALL.exec(before);
  if (!call || !plainReader(before, call)) return false;
  if (/copy|cp/i.test(call[0])) return /^\s*,/.test(after);
  // open reads unless a mode says otherwise, a Path only through its reading methods; the others only read.
  const name = call[0].replace(/^\W+/, '');
  return name.startsWith('open(') ? OPEN_READ.test(after) : name.startsWith('Path(') ? PATH_READ.test(after) : true;
}
/** node's path module used without its name: `require('path').join(…)`, or join/resolve taken out of it. */
// eslint-disable-next-line max-len -- a pattern (or a case) reads better whole
const NODE_PATH_MODULE = String.raw`require\(\s*['"](?:node:)?path['"]\s*\)\s*\.|\{[^}]*\b(?:join|resolve)\b[^}]*\}\s*=\s*require\(\s*['"](?:node:)?path['"]|import\s*\{[^}]*\b(?:join|resolve)\b[^}]*\}\s*from\s*['"](?:node:)?path['"]`;
/** Path sources the guard cannot resolve from the text: home, environment, temp dirs, parent dirs, computed joins. */
const COMPUTED_PATH = new RegExp(
  // eslint-disable-next-line max-len -- a pattern (or a case) reads better whole
  String.raw`(write_history_file\(\s*\)|append_history_file\(\s*\d*\s*\)|process\.env|os\.environ|getenv|ENV\[|\$ENV|expanduser|homedir|Path\.home|Dir\.home|tmpdir|gettempdir|__dirname|__file__|\.\.|~|path\.(join|resolve)|os\.path(?!\.(?:getsize|getmtime|getatime|getctime|exists|lexists|isfile|isdir|islink|isabs|samefile)\b)|\.parents?\b|Path\.cwd|process\.cwd\(\)|getcwd\(|\.absolute\(|chr\(|fromCharCode|atob|b64decode|Buffer\.from|decode\(|\[::-1\]|reverse\(|eval|exec\(|Function\(|import\(|__import__|require\(\s*[^'"\s]|${NODE_PATH_MODULE})`,
);
/** The narrow list for files: path sources that point out of the tree (the parent of the working directory) or at home. */
const OUT_OF_TREE =
  // eslint-disable-next-line max-len -- a pattern (or a case) reads better whole
  /\bpardir\b|expanduser|Path\.home|\bhomedir\s*\(|Dir\.home|File\.expand_path\(\s*['"]~|(?:process\.env\.|environ(?:\.get)?\s*[[(]\s*['"]|getenv\(\s*['"]|\$ENV\{\s*['"]?|ENV\[\s*['"])HOME\b|dirname\(\s*(?:os\.getcwd|process\.cwd)\(\)\s*\)|Path\.cwd\(\)\.parents?\b/;
/** The temp dir's parent (`Path(gettempdir()).parent`, `path.dirname(os.tmpdir())`, `join(tmpdir(), '..')`): outside, wherever TMPDIR is. */
const TEMP_PARENT =
  /(?:gettempdir|tmpdir)\(\)\s*\)*\s*\.parents?\b|dirname\(\s*(?:[\w.]+\.)?(?:gettempdir|tmpdir)\(\)|(?:gettempdir|tmpdir)\(\)\s*,\s*['"]\.\.['"]/;
/**
 * A path joined from the temp dir and literal names (`path.join(os.tmpdir(), 'n.txt')`, `Path(gettempdir()) / "x"`):
 * TMPDIR is the task's scratch dir, inside the roots, so a one-liner may write there.
 */
const TEMP_JOIN =
  // eslint-disable-next-line max-len -- a pattern (or a case) reads better whole
  /(?:(?:[A-Za-z_$][\w$]*|require\(\s*['"](?:node:)?path['"]\s*\))\.(?:join|resolve)\(\s*(?:(?:[A-Za-z_$][\w$]*|require\(\s*['"](?:node:)?os['"]\s*\))\.)?(?:tmpdir|gettempdir)\(\)(?:\s*,\s*(['"])(?!\.\.?\1)[\w.@+-]+\1)*\s*\))|(?:Path\(\s*(?:tempfile\.)?gettempdir\(\)\s*\)(?:\s*\/\s*(['"])(?!\.\.?\2)[\w.@+-]+\2)+)/g;
/**
 * TMPDIR read from the environment (`$ENV{TMPDIR}`, `process.env.TMPDIR`, `os.environ['TMPDIR']`): the scratch dir too;
 * so is `os.environ.get("TMPDIR", ".")`, whose default names a dir below the working directory.
 */
// eslint-disable-next-line max-len -- a pattern (or a case) reads better whole
const TEMP_ENV = /\$ENV\{\s*['"]?TMPDIR['"]?\s*\}|process\.env\.TMPDIR\b|process\.env\[\s*['"]TMPDIR['"]\s*\]|os\.environ\[\s*['"]TMPDIR['"]\s*\]|os\.(?:getenv|environ\.get)\(\s*['"]TMPDIR['"]\s*(?:,\s*(['"])(?!\.\.\1)[\w.@+-]+\1\s*)?\)|\bENV\[\s*['"]TMPDIR['"]\s*\]/g;

/** Program text that can give any name a value without naming it (python's globals() and exec, JS's with and globalThis). */
const DYNAMIC_SCOPE = /\b(?:globals|vars|locals|setattr|exec|eval)\s*\(|__dict__|\bwith\s*\(|\bglobalThis\b|\bglobal\.|\bwindow\./;

/**
 * How many times a program binds `name`: assignments (`=`, `+=`, `:=`, a tuple's or a destructuring's target), `as`,
 * a loop's variable, a parameter. Infinity when the program can bind names without naming them (DYNAMIC_SCOPE). A
 * name bound once to a value the guard knows keeps it; any other binding may hold any path.
 */
function bindings(t: string, name: string): number {
  if (DYNAMIC_SCOPE.test(t)) return Infinity;
  const n = String.raw`(?<![\w$.])${name.replace(/\$/g, '\\$')}(?![\w$])`;
  const forms = [
    // `d = …`, `d += …`, `d := …`, `d ||= …` (not `==`, `=>`, `<=`, `>=`, `!=`).
    String.raw`${n}\s*(?:[-+*/%|&^@]|\*\*|\/\/|<<|>>|\|\||&&|\?\?|:)?=(?![=>])`,
    String.raw`\bas\s+${n}`,
    // A loop's variable: `for d in`, `for (const d of`, `for a, d in`.
    String.raw`\bfor\b[^\n:;{]*${n}[^\n:;{]*\b(?:in|of)\b`,
    // A tuple's target at the start of a statement (`a, d = …`), a destructuring (`const [a, d] =`, `{ d } =`).
    // (Not the last of a bare tuple, `fd, p = …`: the first form counts that one.)
    String.raw`(?:^|;)\s*(?:(?:const|let|var)\s+)?[[({]?\s*(?:[\w$.*]+\s*,\s*)*${n}\s*(?:,[^=\n]*|[)\]}]\s*)=(?![=>])`,
    String.raw`(?:^|;)\s*(?:(?:const|let|var)\s+)?[[{][^=\n]*${n}[^=\n]*[\]}]\s*=(?![=>])`,
    // A parameter: `def f(d)`, `function f(a, d)`, `lambda d:`, `(d) =>`, `d =>`.
    String.raw`\b(?:def\s+\w+|function\s*[\w$]*)\s*\([^)\n]*${n}`,
    String.raw`\blambda\b[^\n:]*${n}[^\n:]*:`,
    String.raw`\([^()\n]*${n}[^()\n]*\)\s*=>|${n}\s*=>`,
  ];
  return forms.reduce((sum, f) => sum + [...t.matchAll(new RegExp(f, 'gm'))].length, 0);
}

/**
 * A program that moves its temp dir (python's `tempfile.tempdir = …`, TMPDIR set or removed in its environment): its
 * temp paths are not taken to be in the scratch dir.
 */
// eslint-disable-next-line max-len -- a pattern (or a case) reads better whole
const MOVES_TEMP = /\btempdir\s*=(?!=)|putenv|unsetenv|environ\s*\.\s*(?:update|setdefault|pop|popitem|clear|__setitem__|__delitem__)|\bos\.environ\s*=(?!=)|\bdel\s+os\.environ|process\.env\s*=(?!=)|Object\.assign\s*\(\s*process\.env|delete\s+process\.env|(?:environ|process\.env|ENV)\s*(?:\[\s*['"]|\.)\s*(?:TMPDIR|TEMP|TMP)\b['"]?\s*\]?\s*=(?!=)/;

/**
 * A name given a new temp dir once (`d = tempfile.mkdtemp()`, `with tempfile.TemporaryDirectory() as d:`,
 * `const d = fs.mkdtempSync(path.join(os.tmpdir(), 'x-'))`), or a new temp file's path (`fd, p = tempfile.mkstemp()`).
 */
const TEMP_VAR =
  // eslint-disable-next-line max-len -- a pattern (or a case) reads better whole
  /\b([A-Za-z_]\w*)\s*=\s*(?:tempfile\.)?(?:mkdtemp|gettempdir)\(\s*(?:(?:prefix|suffix)\s*=\s*(['"])[\w.-]*\2\s*,?\s*)*\)|\b([A-Za-z_$][\w$]*)\s*=\s*(?:fs\.)?mkdtempSync\(\s*'tmp'\s*\)|\b[A-Za-z_]\w*\s*,\s*([A-Za-z_]\w*)\s*=\s*(?:tempfile\.)?mkstemp\(\s*(?:(?:prefix|suffix|text)\s*=\s*(?:(['"])[\w.-]*\5|True|False)\s*,?\s*)*\)|\b(?:tempfile\.)?TemporaryDirectory\(\s*(?:(?:prefix|suffix)\s*=\s*(['"])[\w.-]*\6\s*,?\s*)*\)\s+as\s+([A-Za-z_]\w*)\b/g;

/**
 * Joins of literal names onto a variable that holds a new temp dir and is set nowhere else (`os.path.join(d, 'x.txt')`,
 * `Path(d) / 'x'`, `path.join(d, 'x')`), as 'tmp': TMPDIR is the scratch dir, inside the roots.
 */
function tempVarJoins(t: string): string {
  if (MOVES_TEMP.test(t)) return t;
  const withNodeDirs = t.replace(TEMP_JOIN, "'tmp'");
  let out = withNodeDirs;
  for (const m of withNodeDirs.matchAll(TEMP_VAR)) {
    const name = m[1] ?? m[3] ?? m[4] ?? m[7]!;
    if (bindings(withNodeDirs, name) !== 1) continue;
    const lit = String.raw`\s*,\s*(['"])(?!\.\.?\1)[\w.@+-]+\1`;
    const joined = String.raw`\b(?:os\.)?path\.(?:join|resolve)\(\s*${name}(?:${lit})*\s*\)`;
    const divided = String.raw`(?:pathlib\.)?Path\(\s*${name}\s*\)(?:\s*\/\s*(['"])(?!\.\.?\2)[\w.@+-]+\2)*`;
    const join = new RegExp(`${joined}|${divided}`, 'g');
    // The name stays a name, set once to a place in the scratch dir (pathNameWritten reads it so): `os.rmdir(d)`.
    out = out.replace(join, "'tmp'").replace(m[0], m[4] === undefined ? `${name} = 'tmp';` : m[0].replace(/=[^]*$/, "= 'tmp'"));
  }
  return out;
}

/** A quoted relative path that never climbs: no `..` component, no leading `/` or `~`. */
const PLAIN_BODY = String.raw`(?:\.\/)?(?!\.\.(?:\/|['"]))[\w@+-][\w.@+-]*(?:\/(?!\.\.(?:\/|['"]))[\w.@+-]+)*\/?`;
const PLAIN_LITERAL = `(?:'${PLAIN_BODY}'|"${PLAIN_BODY}")`;
/** Where a one-liner starts from, as a path: its working directory (node's `__dirname` is `.` in `-e` and on stdin). */
const CWD_BASES: Record<string, string> = {
  python: String.raw`os\.getcwd\(\)|os\.curdir|Path\.cwd\(\)|Path\(\s*\)`,
  node: String.raw`process\.cwd\(\)|__dirname`,
};

/**
 * A one-liner's paths joined from plain literals and its working directory (`os.path.join('build', 'out.txt')`,
 * `Path('build') / 'r.txt'`, `path.join(process.cwd(), 'x')`, `path.resolve('dist')`), names assigned such a path once,
 * and the parent of one below the working directory (`out.parent.mkdir(…)`): the quoted parts are judged as written
 * (relativeWrites), so for the computed-path test each reads as a literal: `'lit'` below the working directory,
 * `'cwdlit'` the directory itself (whose parent is outside, so `.parent` of it stays refused).
 */
function literalJoins(t: string, family: string): string {
  const base = CWD_BASES[family];
  if (!base) return t;
  const esc = (name: string) => name.replace(/\$/g, '\\$');
  const part = String.raw`(?:${PLAIN_LITERAL}|'lit')`;
  let out = t;
  for (let round = 0; round < 4; round++) {
    const assigned = (value: string) =>
      [...out.matchAll(new RegExp(String.raw`\b([A-Za-z_$][\w$]*)\s*=\s*${value}(?=\s*[;\n,)])`, 'g'))]
        .map((m) => m[1]!)
        .filter((name) => bindings(out, name) === 1);
    const ref = (names: string[]) => (names.length ? String.raw`\b(?:${names.map(esc).join('|')})\b` : '(?!)');
    const below = ref(assigned("'lit'"));
    const cwd = ref(assigned("'cwdlit'"));
    const start = [PLAIN_LITERAL, base, "'lit'", "'cwdlit'", below, cwd].join('|');
    const pathModule = String.raw`(?:\bpath|\brequire\(\s*['"](?:node:)?path['"]\s*\)\s*)`;
    const joined = String.raw`(?:\bos\.path\.join|${pathModule}\.(?:join|resolve))\(\s*(?:${start})(?:\s*,\s*${part})*\s*\)|${pathModule}\.resolve\(\s*\)`;
    const path = String.raw`\b(?:pathlib\.)?Path`;
    const divided = String.raw`(?:${path}\(\s*(?:${start})\s*\)|${path}\.cwd\(\)|'lit'|'cwdlit'|${below}|${cwd})(?:\s*\/\s*${part})+`;
    const wrapped = String.raw`${path}\(\s*(?:${start})\s*\)|${path}\.cwd\(\)|${path}\(\s*\)`;
    const parent = String.raw`(?:'lit'|${below})\.parent\b(?!\.parent)`;
    const isBelow = new RegExp(`${PLAIN_LITERAL}|'lit'|${below}`);
    const next = out.replace(new RegExp(`${parent}|${joined}|${divided}|${wrapped}`, 'g'), (m) =>
      /\.parent$/.test(m) ? "'cwdlit'" : isBelow.test(m) ? "'lit'" : "'cwdlit'",
    );
    if (next === out) break;
    out = next;
  }
  return out;
}

/** python's `Path('dir').glob('*.py')`, `.rglob(…)`, `.iterdir()` and `glob.glob('dir/*.py')`: entries of a literal dir. */
const DIR_LISTING = [
  String.raw`(?:pathlib\.)?Path\(\s*(?<q1>['"])(?<dir>[^'"\n]*)\k<q1>\s*\)\s*\.\s*(?:r?glob|iterdir)\(\s*(?:(?<q2>['"])(?<pat>[^'"\n]*)\k<q2>)?\s*\)`,
  String.raw`\bglob\.i?glob\(\s*(?<q3>['"])(?<path>[^'"\n]*)\k<q3>\s*\)`,
].join('|');
/** A loop over such listings (`for p in sorted(Path('src').rglob('*.py')) + list(…):`, in a statement or a comprehension). */
const GLOB_LOOP = new RegExp(
  String.raw`\bfor\s+(?<name>[A-Za-z_]\w*)\s+in\s+(?<iterable>(?:(?:sorted|list)\s*\(|[\s()+]|${DIR_LISTING})+?)\s*(?=:|\]|\bif\b)`,
  'g',
);

/** python's `for dirpath, dirnames, filenames in os.walk('dir'):` (it follows no link unless asked). */
const OS_WALK = /\bfor\s+\(?\s*([A-Za-z_]\w*)\s*,\s*([A-Za-z_]\w*)\s*,\s*([A-Za-z_]\w*)\s*\)?\s+in\s+os\.walk\(\s*(['"])([^'"\n]*)\4\s*\)\s*:/g;
/** node's `for (const f of fs.readdirSync('dir'))`: the names in a literal dir. */
const READDIR_LOOP = /\bfor\s*\(\s*(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s+of\s+(?:fs\.)?readdirSync\(\s*(['"])([^'"\n]*)\2\s*\)\s*\)/g;

/**
 * Whether a program may write any entry below `dir`, as far as the guard can tell: the dir is inside the roots, the
 * call wrote nothing there, no symlink lies below it, and no file of the guard's below it has a name the pattern
 * (`*.py`, or the extensions the program tests with endswith) may match.
 */
function entriesWritable(c: Call, dir: string, pattern: string, t: string): boolean {
  if (/[*?[]/.test(dir) || !c.x.insideRoots(dir) || c.x.writtenBelow(dir).length || c.x.treeWrittenAt(dir)) return false;
  const entries = entriesBelow(dir);
  if (entries.length > 5_000 || entries.some(([p]) => lstatQuiet(p)?.isSymbolicLink())) return false;
  const tested = [...t.matchAll(/ends[Ww]ith\(\s*(['"])(\.\w+)\1\s*\)/g)].map((m) => m[2]!);
  const own = /^\*(\.\w+)$/.exec(pattern)?.[1];
  const named = own === undefined ? tested : [own];
  return c.x.protectedBelow(dir).every((own) => named.length > 0 && ![own, ...entriesBelow(own).map(([f]) => f)].some((f) => named.some((e) => f.endsWith(e))));
}

/**
 * Loops over the entries of literal directories inside the roots, whose paths are read here as paths below the
 * working directory (`'lit'`, for COMPUTED_PATH and pathNameWritten) when entriesWritable holds for each directory:
 * python's GLOB_LOOP variable (`p = 'lit';`), `os.path.join(dirpath, name)` in an os.walk loop with `name` taken
 * from its file or dir names, and node's `'dir/' + f` or `path.join('dir', f)` in a readdirSync loop.
 */
function listingLoops(c: Call, t: string, family: string): string {
  if (c.state.cwd === null) return t;
  const cwd = c.state.cwd;
  const esc = (name: string) => name.replace(/\$/g, '\\$');
  let out = t;
  if (family === 'python') {
    out = out.replace(GLOB_LOOP, (whole, ...rest: unknown[]) => {
      const { name, iterable } = rest.at(-1) as { name: string; iterable: string };
      const listings = [...iterable.matchAll(new RegExp(DIR_LISTING, 'g'))].map((m) => m.groups!);
      const safe = listings.every((g) => {
        const pattern = g.path ?? g.pat ?? '*';
        // A pattern that climbs (`glob('../../*')`) or starts at the root lists entries elsewhere.
        if (pattern.startsWith('/') || pattern.split('/').includes('..')) return false;
        const dir = g.path === undefined ? g.dir! || '.' : dirname(`./${g.path}`);
        return entriesWritable(c, resolve(cwd, dir), basename(pattern), t);
      });
      return listings.length && safe ? `${name} = 'lit';` : whole;
    });
    for (const m of t.matchAll(OS_WALK)) {
      const [, top, dirs, files, , dir] = m;
      if (![top, dirs, files].every((n) => bindings(t, n!) === 1) || !entriesWritable(c, resolve(cwd, dir!), '*', t)) continue;
      const names = [...t.matchAll(new RegExp(String.raw`\bfor\s+([A-Za-z_]\w*)\s+in\s+(?:${files}|${dirs})\b`, 'g'))]
        .map((n) => n[1]!)
        .filter((n) => bindings(t, n) === 1);
      if (!names.length) continue;
      out = out.replace(new RegExp(String.raw`\bos\.path\.join\(\s*${top}\s*,\s*(?:${names.join('|')})\s*\)`, 'g'), "'lit'");
    }
  }
  if (family === 'node') {
    for (const m of t.matchAll(READDIR_LOOP)) {
      const [, name, , dir] = m;
      if (bindings(t, name!) !== 1 || !entriesWritable(c, resolve(cwd, dir!), '*', t)) continue;
      const lit = dir!.replace(/\/+$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const joined = String.raw`(['"])${lit}\/\1\s*\+\s*${esc(name!)}\b|\bpath\.join\(\s*(['"])${lit}\2\s*,\s*${esc(name!)}\s*\)`;
      out = out.replace(new RegExp(joined, 'g'), "'lit'");
    }
  }
  return out;
}

/** Calls whose first argument is a path they write (python's os and open, pathlib on a name, node's fs). */
const NAME = String.raw`([A-Za-z_$][\w$]*)`;
const NAMED_WRITES = [
  String.raw`\bopen\(\s*${NAME}\s*,\s*(?:mode\s*=\s*)?['"][wax+]`,
  String.raw`\b(?:pathlib\.)?Path\(\s*${NAME}\s*\)\s*\.\s*(?:write_\w+|touch|mkdir|unlink|rmdir|rename|replace|symlink_to|hardlink_to|open\(\s*['"][wax+])`,
  // A pathlib object's own methods (`out.write_text(…)`); os.unlink(p) is the next pattern's.
  String.raw`\b(?!(?:os|fs|shutil|pathlib|posix)\b)${NAME}\s*\.\s*(?:write_text|write_bytes|touch|unlink|symlink_to|hardlink_to)\s*\(`,
  String.raw`\bos\.(?:remove|unlink|rename|renames|replace|makedirs|mkdir|rmdir|symlink|link|truncate)\(\s*${NAME}\s*[,)]`,
  String.raw`\bos\.(?:rename|renames|replace|symlink|link)\(\s*[^,()]+,\s*${NAME}\s*[,)]`,
  // eslint-disable-next-line max-len -- a pattern (or a case) reads better whole
  String.raw`\b(?:writeFile|appendFile|mkdir|rm|rmdir|unlink|truncate|createWriteStream|outputFile|outputJson|ensureFile|ensureDir)(?:Sync)?\(\s*${NAME}\s*[,)]`,
  String.raw`\b(?:rename|copyFile|cp|symlink|link)(?:Sync)?\(\s*[^,()]+,\s*${NAME}\s*[,)]`,
].map((p) => new RegExp(p, 'g'));
/**
 * Values a name may be given once and still be a path the guard judges: a quoted text with nothing interpolated (each
 * is judged as a path where it stands, relativeWrites), or what literalJoins and tempVarJoins made of one.
 */
const KNOWN_PATH_VALUE = String.raw`(?:'[^'\n\\{}%$]*'|"[^"\n\\{}%$]*")`;

/**
 * The first name a program writes a file through (`Path(p).write_text(…)`, `open(out, 'w')`, `fs.writeFileSync(f, …)`)
 * that it does not set once to a path the guard judges: a value read from a file, an argument, a loop over anything.
 * The text is the program after literalJoins and tempVarJoins. `None`/`null` defaults aside, such a name may hold any path.
 */
function pathNameWritten(t: string): string | null {
  for (const re of NAMED_WRITES) {
    for (const m of t.matchAll(re)) if (!knownPathName(t, m[1]!, true)) return m[1]!;
  }
  return null;
}

/**
 * Whether `name` is bound once, to a quoted path (`out = 'a.txt'`), a path object of one (`p = Path('.gitignore')`), or
 * (with `viaLoop`) a path object of a name that a loop over quoted paths binds (`for n in ['a.toml', 'b.py']: p =
 * Path(n)`): every value it may hold is a quoted path, judged where it stands (relativeWrites).
 */
function knownPathName(t: string, name: string, viaLoop: boolean): boolean {
  const esc = name.replace(/\$/g, '\\$');
  if (bindings(t, name) !== 1) return false;
  const value = String.raw`(?:${KNOWN_PATH_VALUE}|(?:pathlib\.)?Path\(\s*${KNOWN_PATH_VALUE}\s*\))`;
  if (new RegExp(String.raw`(?<![\w$.])${esc}\s*=\s*${value}\s*(?=[;\n,)]|$)`).test(t)) return true;
  // A loop's variable over a literal list of quoted paths.
  const list = String.raw`[[(]\s*${KNOWN_PATH_VALUE}(?:\s*,\s*${KNOWN_PATH_VALUE})*\s*,?\s*[\])]`;
  if (!viaLoop) return new RegExp(String.raw`\bfor\s+${esc}\s+in\s+${list}\s*:`).test(t);
  const wrapped = new RegExp(String.raw`(?<![\w$.])${esc}\s*=\s*(?:pathlib\.)?Path\(\s*([A-Za-z_]\w*)\s*\)\s*(?=[;\n]|$)`).exec(t);
  return wrapped !== null && knownPathName(t, wrapped[1]!, false);
}

/** A path built by climbing from the program's own file: `Path(__file__).resolve().parent.parent`, `dirname(dirname(__file__))`. */
const CLIMB =
  // eslint-disable-next-line max-len -- a pattern (or a case) reads better whole
  /((?:(?:os\.)?path\.dirname\(\s*)*)(?:Path\(\s*)?(?:(?:os\.)?path\.(?:abspath|realpath)\(\s*)?(__file__|__filename|__dirname|\b[A-Za-z_]\w*\b)\s*\)*((?:\.(?:resolve|absolute)\(\))*)((?:\.parent\b|\.parents\[\d+\])*)/g;

/**
 * Where the program's file-anchored paths climb to: each expression that starts from `__file__`/`__filename`
 * (the file), `__dirname` (its directory) or a name assigned from one, and goes up by `.parent`, `.parents[N]` or
 * `dirname(…)`, is followed to the directory it names; the first that leaves the roots is returned.
 */
function climbOut(c: Call, body: string, file: string): string | null {
  const names = new Map<string, string>([['__file__', file], ['__filename', file], ['__dirname', dirname(file)]]);
  for (const line of body.split('\n')) {
    const assigned = /^\s*(?:(?:const|let|var)\s+)?([A-Za-z_]\w*)\s*=[^=]/.exec(line)?.[1];
    for (const m of line.matchAll(CLIMB)) {
      const base = names.get(m[2]!);
      if (base === undefined) continue;
      const steps = [...m[4]!.matchAll(/\.parent\b|\.parents\[(\d+)\]/g)].reduce((n, p) => n + (p[1] === undefined ? 1 : Number(p[1]) + 1), 0);
      const ups = (m[1]!.match(/dirname/g)?.length ?? 0) + steps;
      if (ups === 0 && m[2] !== '__file__' && m[2] !== '__filename') {
        if (assigned && assigned !== m[2] && line.indexOf(m[0]) > line.indexOf('=')) names.set(assigned, base);
        continue;
      }
      let at = base;
      for (let i = 0; i < ups; i++) at = dirname(at);
      if (ups > 0 && !c.x.insideRoots(at)) return `${m[0].trim()} (${at})`;
      if (assigned && line.indexOf(m[0]) > line.indexOf('=')) names.set(assigned, at);
    }
  }
  return null;
}

/** What makes a line's paths relative to the program's own file rather than the working directory. */
const FILE_ANCHOR = /__dirname|__filename|__file__|import\.meta|__DIR__|__FILE__|\$FindBin|\$0\b/;

/** The files one call runs as code, followed through imports: each read once, and at most FILE_LIMIT of them. */
export interface CodeWalk {
  seen: Set<string>;
  left: number;
  /**
   * Which absolute paths a file's text is checked for: all of them (a script the call names), or only those on a
   * line that writes files (the files a test runner collects, which name outside paths as data: a test that runs
   * `/bin/sh` or parses `/etc/passwd` writes nothing there, and refusing it would stop the agent running its tests).
   */
  absolutePaths: 'all' | 'written';
  /** Set once the files this call wrote have been judged as code the program may load (writtenCode). */
  writtenJudged?: boolean;
}
const FILE_LIMIT = 200;
export const newWalk = (absolutePaths: CodeWalk['absolutePaths'] = 'all'): CodeWalk => ({ seen: new Set(), left: FILE_LIMIT, absolutePaths });
/** A line that writes a file (not one that only runs a program): where a collected test file's absolute paths count. */
const FILE_WRITE_LINE = new RegExp(`${calls(FILE_CALLS)}|${perlOpen(PERL_FILE_MODES)}`);

/** A value that can stand in program text as a quoted path (environmentReads, argvReads). */
const PLAIN_WORD = /^[\w.@+/-]+$/;

/** A read of an environment variable's value (`os.environ["OUT"]`, `os.getenv('OUT', 'x')`, `process.env.OUT`), not a write of it. */
const ENVIRONMENT_READ = new RegExp(
  String.raw`(?:\bos\.environ\[\s*(['"])(\w+)\1\s*\]|\bos\.(?:environ\.get|getenv)\(\s*(['"])(\w+)\3\s*(?:,\s*(?:'[^'\\\n]*'|"[^"\\\n]*"|None)\s*)?\)` +
    String.raw`|\bprocess\.env\.(\w+)\b|\bprocess\.env\[\s*(['"])(\w+)\6\s*\])(?!\s*=(?!=))`,
  'g',
);

/**
 * The variables the command sets for the program (`DATA_DIR=data OUT_DIR=reports python3 - <<'EOF'`) read as the
 * quoted paths they hold, so that `os.path.join(os.environ["OUT_DIR"], "x.txt")` is judged as the literal join it is.
 * Not in a program that changes its environment (MOVES_TEMP), nor a value that is not a plain path word.
 */
function environmentReads(c: Call, t: string): string {
  if (MOVES_TEMP.test(t)) return t;
  return t.replace(ENVIRONMENT_READ, (whole, ...m: (string | undefined)[]) => {
    const v = c.x.environmentValue((m[1] ?? m[3] ?? m[4] ?? m[6])!, c.state);
    return v !== null && PLAIN_WORD.test(v) ? `'${v}'` : whole;
  });
}

/** `src, dst = sys.argv[1:]` (or `[1:3]`): names taken from python's argv in one assignment. */
const PYTHON_ARGV_SPREAD = /^([ \t]*)([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)+)\s*=\s*sys\.argv\[(\d+):(\d*)\]/gm;

/**
 * The words a one-liner is given after its code (`node -e CODE "$pj" "$new"`, `python3 -c CODE in.csv`) read where the
 * code takes them: `process.argv[N]` and `const [a, b] = process.argv.slice(K)` (node: argv[1] is the first word),
 * `sys.argv[N]` and `a, b = sys.argv[1:]` (python: argv[1] is the first word), as the quoted paths they are. Only words
 * that are plain path words, and only where every name taken has a word.
 */
function argvReads(family: string, t: string, argv: readonly string[]): string {
  if (!argv.length || !argv.every((w) => PLAIN_WORD.test(w))) return t;
  const word = (n: number) => (n >= 1 && n <= argv.length ? `'${argv[n - 1]}'` : null);
  const spread = (names: string, from: number, to: number | undefined) => {
    const list = names.split(',').map((n) => n.trim());
    const words = argv.slice(from - 1, to === undefined ? undefined : to - 1);
    return list.every((n) => /^[A-Za-z_$][\w$]*$/.test(n)) && words.length === list.length ? list.map((n, k) => [n, `'${words[k]}'`]) : null;
  };
  if (family === 'node')
    return t
      .replace(/\bprocess\.argv\[(\d+)\]/g, (whole, n: string) => word(Number(n)) ?? whole)
      .replace(/\b(const|let|var)\s*\[([^\]=]*)\]\s*=\s*process\.argv\.slice\(\s*(\d+)\s*\)/g, (whole, kind: string, names: string, k: string) => {
        const pairs = spread(names, Number(k), undefined);
        return pairs ? `${kind} ${pairs.map(([n, v]) => `${n} = ${v}`).join(', ')}` : whole;
      });
  if (family === 'python')
    return t
      .replace(/\bsys\.argv\[(\d+)\]/g, (whole, n: string) => word(Number(n)) ?? whole)
      .replace(PYTHON_ARGV_SPREAD, (whole, lead: string, names: string, a: string, b: string) => {
        const pairs = spread(names, Number(a), b === '' ? undefined : Number(b));
        return pairs ? `${lead}${pairs.map(([n]) => n).join(', ')} = ${pairs.map(([, v]) => v).join(', ')}` : whole;
      });
  return t;
}

/** A quoted path component or run of them, as relativeWrites reads them. */
const QUOTED_PIECE = String.raw`(?:'[\w.@+][\w.@+\-/]*'|"[\w.@+][\w.@+\-/]*")`;
const QUOTED_RUN = String.raw`${QUOTED_PIECE}(?:\s*[,/]\s*${QUOTED_PIECE})*`;
const JOIN_CALL = String.raw`(?:\bos\.path\.join|\bpath\.(?:join|resolve)|\b(?:pathlib\.)?Path)`;
/** A name as the first argument of a join (`os.path.join(d, …)`), or before a `/` and a quoted piece (`d / 'x'`). */
const JOINED_NAME = new RegExp(String.raw`${JOIN_CALL}\(\s*([A-Za-z_$][\w$]*)(?![\w$])(?=\s*[,)])|(?<![\w$.'"])([A-Za-z_$][\w$]*)(?=\s*\/\s*['"])`, 'g');
/** `p = os.path.join('reports', 'sub')`, `out = 'reports'`, `d = Path('a') / 'b'`: a name given a path of quoted parts. */
const LITERAL_PATH_NAME = new RegExp(
  String.raw`(?:^|[;\n])[ \t]*(?:(?:const|let|var)\s+)?([A-Za-z_$][\w$]*)\s*=\s*` +
    String.raw`(${JOIN_CALL}\(\s*${QUOTED_RUN}\s*\)(?:\s*\/\s*${QUOTED_PIECE})*|${QUOTED_PIECE})[ \t]*(?=[;\n]|$)`,
  'g',
);

/**
 * Quoted pieces joined by `+` (`open('lib/x.py' + '.orig', 'w')`) as the one literal they make, so that the path is
 * judged whole (relativeWrites, besides the pieces themselves: `"file:" + "../out/x.db"` is a path in its second piece).
 * Not where an operator that binds tighter (`*`, `%`, a call or an index) touches either.
 */
function foldLiterals(t: string): string {
  const pair = /(?<![*%/]\s*)(['"])([^'"\n\\{}%$]*)\1\s*\+\s*(['"])([^'"\n\\{}%$]*)\3(?!\s*[*%[.(])/g;
  let out = t;
  for (let next = out.replace(pair, "'$2$4'"); next !== out; next = out.replace(pair, "'$2$4'")) out = next;
  return out;
}

/**
 * Names set once to a path of quoted parts, written out where a join or a division uses them
 * (`os.path.join(p, 'a.txt')` becomes `os.path.join('reports', 'sub', 'a.txt')`): the path is then judged whole, as
 * a join of literals is (relativeWrites), so a link below the named dir is followed. `a, b = 'x', 'y'` counts as two.
 */
function inlineLiteralNames(text: string): string {
  const pair = new RegExp(String.raw`^([ \t]*)([A-Za-z_]\w*)\s*,\s*([A-Za-z_]\w*)\s*=\s*(${QUOTED_PIECE})\s*,\s*(${QUOTED_PIECE})[ \t]*$`, 'gm');
  let t = text.replace(pair, '$1$2 = $4; $3 = $5');
  // Only names a join starts with, or a `/` joins onto, are replaced: the others are not counted (bindings() reads the
  // whole text each time, and a minified bundle binds thousands of names).
  const joined = new Set<string>();
  for (const m of t.matchAll(JOINED_NAME)) joined.add(m[1] ?? m[2]!);
  for (const m of [...t.matchAll(LITERAL_PATH_NAME)]) {
    const name = m[1]!;
    if (!joined.has(name) || bindings(t, name) !== 1) continue;
    const parts = [...m[2]!.matchAll(/'[^']*'|"[^"]*"/g)].map((q) => q[0]);
    const esc = name.replace(/\$/g, '\\$');
    t = t
      .replace(new RegExp(String.raw`(${JOIN_CALL}\(\s*)${esc}(?![\w$])(?=\s*[,)])`, 'g'), (_, call: string) => call + parts.join(', '))
      .replace(new RegExp(String.raw`(?<![\w$.'"])${esc}(?=\s*\/\s*['"])`, 'g'), parts.join(' / '));
  }
  return t;
}

/**
 * A one-liner that only reads and prints (`print(open('/elsewhere/x').read())`): no import, no module or builtin that
 * can write or run anything, `open` with the file alone. The outside paths it names are then only read.
 */
const READS_ONLY = /^[\s\w.'"(),+\-/:;[\]=]*$/;
// eslint-disable-next-line max-len -- a pattern (or a case) reads better whole
const MAY_WRITE = /\b(?:import|from|require|os|sys|io|shutil|pathlib|Path|subprocess|tempfile|codecs|sqlite3|logging|dbm|shelve|zipfile|tarfile|socket|ctypes|mmap|getattr|setattr|eval|exec|compile|globals|vars|locals|builtins|breakpoint|input|help|fs|process|child_process|Buffer|Function|write\w*|system|popen|spawn\w*|unlink|rename|remove|chmod|mkdir|touch|copy\w*|move|symlink\w*|link\w*)\b|__|open\s*\([^)]*,/;

/**
 * Program text the call spells out (a one-liner, or a here-document on stdin):
 * its absolute paths, the relative paths it writes, paths built at run time,
 * and the local modules it imports.
 */
export function oneLiner(c: Call, family: string, text: string, what: string, walk = newWalk(), argv: readonly string[] = []): void {
  const t = inlineLiteralNames(argvReads(family, environmentReads(c, text), argv));
  nativeLibraries(c, t, what);
  if (!READS_ONLY.test(t) || MAY_WRITE.test(t)) c.x.programText(t, c.state, what);
  parentLiterals(c, t, what);
  // Programs it runs by literal commands are judged as those commands (spawned, below): only file writes and
  // commands built at run time make a computed path matter.
  if (writes(t) && !literalSpawnsOnly(family, t)) {
    const movesTemp = TEMP_PARENT.test(t) || MOVES_TEMP.test(t);
    const known = listingLoops(c, t, family);
    const m = COMPUTED_PATH.exec(movesTemp ? t : literalJoins(tempVarJoins(known).replace(TEMP_JOIN, "'tmp'").replace(TEMP_ENV, "'tmp'"), family));
    if (m)
      c.x.report({
        kind: 'unevaluable',
        target: what,
        message: `${what} writes files or runs programs with a path built at run time (${m[0]}); write the file with a shell command or the editor instead`,
      });
  }
  const unknownName = writes(t) && !literalSpawnsOnly(family, t) ? pathNameWritten(literalJoins(tempVarJoins(listingLoops(c, t, family)), family)) : null;
  if (unknownName)
    c.x.report({
      kind: 'unevaluable',
      target: what,
      message: `${what} writes a file whose path is the value of ${unknownName}, which the guard cannot know; write it to a literal path instead`,
    });
  localModules(c, family, importedNames(family, t), null, walk);
  // Code loaded by a name or from text built at run time (`import_module('a' + 'b')`, `new Function(text)`) is not followed.
  const built = /\b(?:import_module|__import__)\(\s*(?!['"][\w.]*['"]\s*[,)])|\bnew\s+Function\s*\(|\bFunction\s*\((?!\s*\))/.exec(t);
  if (built)
    c.x.report({ kind: 'unevaluable', target: what, message: `${what} runs code it loads by a name or from text built at run time (${built[0].trim()})` });
  if (writes(t)) dataPlaces(c, t, what);
  walksOverOwnFiles(c, t, what);
  spawned(c, family, t, what, walk);
  // Extracting an archive (python's extractall/unpack_archive keep `../` and absolute names): each named archive's members.
  if (/extractall|unpack_archive|\.extract\(/.test(t))
    for (const m of t.matchAll(/(['"])([^'"\n]+\.(?:tar|tgz|tar\.gz|zip|whl))\1/g)) extracted(c, literalArg(m[2]!), c.state.cwd, true, `${what} extracts`);
  // Last: the files it writes are recorded as written, and the program's own reads above see them as they are now.
  relativeWritesJoined(c, t, what, null);
}

/**
 * `main(["--out", "../out/x.json"])`: a quoted path into the parent of the working directory, in a program the call
 * spells out (run from that directory), may be where a function it calls writes: the guard does not follow arguments
 * into the functions they are given to. Judged as a place written unless only read there, or a module's name.
 */
function parentLiterals(c: Call, text: string, what: string): void {
  const readersKept = keepsReaders(text);
  for (const m of text.matchAll(/(['"])((?:\.\.\/|[\w.@+-][^'"\n]*?\/\.\.\/)[^'"\n]*)\1/g)) {
    const at = m.index + 1;
    if (readersKept && readOnlyAt(text, at, m[2]!.length)) continue;
    if (/(?:\brequire\s*\(|\bimport\b\s*\(?|\bfrom)\s*$/.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    c.x.write(literalArg(m[2]!), c.state, 'target', `${what} names`, false);
  }
}

/**
 * A file the call runs as code (`abs`, already read): checked as a one-liner
 * is, except that only the out-of-tree and home path sources are refused,
 * and the local modules it imports are followed in turn. A file inside
 * node_modules gets only the absolute-path check. `argv`, the words a python
 * script is run with, leaves out the branches of flags they do not give.
 */
export function codeFile(c: Call, family: string, abs: string, text: string, what: string, walk: CodeWalk, argv?: readonly (readonly string[] | null)[]): void {
  const script = text.replace(/^#!.*\n/, '');
  // A script the call runs with known words: the branches of flags it does not give are not judged. Imported by one
  // of the modules it loads, the same file is judged whole: what a module takes from it need not be what argv reaches.
  const body = family === 'python' && argv ? reachableForArgv(script, argv) : script;
  const key = body === script ? normalize(abs) : `${normalize(abs)}\0for its argv`;
  if (walk.seen.has(key) || walk.left <= 0) return;
  walk.seen.add(key);
  walk.left--;
  // The file's own place as the program sees it: links resolved (a package's bin in node_modules/.bin).
  const real = realTarget(abs) ?? abs;
  const dir = dirname(real);
  c.x.programText(walk.absolutePaths === 'all' ? body : writingLines(body), c.state, what);
  nativeLibraries(c, body, what);
  if (family === 'python') cachedBytecode(c, abs, text, what);
  // An installed package (a bin in node_modules/.bin, what it imports) is judged by its absolute paths only: real
  // packages build cache and config paths from home and `..`, so the full checks would refuse every test runner.
  if (real.includes('/node_modules/')) return;
  // Module names and import dirs are not paths the program writes (`require('../lib')` is relative to the file).
  const paths = body.replace(/(?:require\(\s*|import\(\s*|from\s+|import\s+)(['"])[^'"\n]*\1/g, '').replace(/^.*\bsys\.path\.(?:append|insert)\(.*$/gm, '');
  const m = writes(body) ? (OUT_OF_TREE.exec(body)?.[0] ?? TEMP_PARENT.exec(body)?.[0] ?? climbOut(c, body, real)) : null;
  if (m)
    c.x.report({
      kind: 'unevaluable',
      target: what,
      message: `${what} writes files or runs programs with a path outside the project or in home (${m}); write inside the environment`,
    });
  // The paths it computes (from its own dir, the cwd, the environment) are taken to stay inside: unless this call made
  // a link on the way (`ln -sfn ../out dist; node build.js`, or in an entry beside it).
  if (writes(body)) c.x.writesUnlisted();
  const link = writes(body) ? c.x.outwardLinkMade() : null;
  if (link !== null)
    c.x.report({
      kind: 'unevaluable',
      target: link,
      message: `${what} writes where it computes, and this call made ${link}, which may be a symlink leading out; run the program in the next call`,
    });
  dataPlaces(c, body, what);
  // An installed package's walk (setuptools' hooks in a venv) is not the agent's code: only the project's files count.
  if (!/\/(?:site|dist)-packages\//.test(real)) walksOverOwnFiles(c, body, what, { family, dir });
  localModules(c, family, importedNames(family, body), dir, walk);
  // An easy-install script (`load_entry_point('dist', 'console_scripts', 'name')`) imports the module its entry point names.
  if (family === 'python')
    for (const m of body.matchAll(/\bload_entry_point\(\s*(['"])([^'"]+)\1\s*,\s*(['"])([\w.-]+)\3\s*,\s*(['"])([^'"]+)\5\s*\)/g))
      localModules(c, family, entryPointModules(c, m[4]!, m[6]), dir, walk);
  spawned(c, family, body, what, walk);
  relativeWritesJoined(c, inlineLiteralNames(paths), what, dir);
  writtenCode(c, family, body, real, what, walk);
}

/** Program text that loads code it does not name: imports by a computed name or path, evaluated strings, unpickling. */
const LOADS_UNNAMED: Record<string, RegExp> = {
  python: /\bimportlib\b|\b__import__\s*\(|\bexec\s*\(|\beval\s*\(|\brunpy\b|\bpickle\.loads?\s*\(/,
  node: /\bimport\s*\(\s*[^'"\s]|\brequire\s*\(\s*[^'"\s)]|\beval\s*\(|\bnew\s+Function\b|\bvm\.\w|\brunIn\w*Context\b/,
};
/** The files such a program may load: its own language's modules, and templates whose text it may evaluate. */
const LOADABLE: Record<string, RegExp> = {
  python: /\.(?:py|html?|j2|jinja2?|tmpl|tpl|txt|md)$/,
  node: /\.(?:[cm]?js|html?|ejs|hbs|mustache|njk|liquid|tmpl|tpl|txt|md)$/,
};

/**
 * The files this call wrote before running a program that loads code it does not name (plugins found by listing a
 * dir, template text it evaluates, a pickle), judged as that program's own code: a file of its language, or a
 * template, written by the same call that itself writes files has its outside paths refused. Files the walk judged
 * already (what the program imports by name) are not judged again.
 */
function writtenCode(c: Call, family: string, body: string, file: string, what: string, walk: CodeWalk): void {
  if (walk.writtenJudged || !LOADS_UNNAMED[family]?.test(body)) return;
  walk.writtenJudged = true;
  for (const [path, text] of c.x.writtenTexts()) {
    if (walk.seen.has(normalize(path)) || normalize(path) === normalize(file) || !LOADABLE[family]!.test(path) || !writes(text)) continue;
    const loaded = `${what} may load ${path}, which this call wrote, and it`;
    c.x.programText(text.replace(/^#!.*\n/, ''), c.state, loaded);
    relativeWritesJoined(c, inlineLiteralNames(text), loaded, dirname(path));
  }
}

const Q = String.raw`(['"])([^'"\n]*)`;
/** A list of string literals (`["sh", "c.sh"]`): its items. */
const literalList = (text: string): string[] => [...text.matchAll(/(['"])([^'"\n]*)\1/g)].map((m) => m[2]!);
/** A file read whole by literal name (`open("p.txt").read()`, `fs.readFileSync("c.sh")`): groups 2 and 4 hold the name. */
const READ_FILE = String.raw`\(\s*(?:compile\(\s*)?(?:open\(\s*${Q}\1[^)]*\)\.read\(\)|(?:require\(\s*['"](?:node:)?fs['"]\s*\)|fs)\.readFileSync\(\s*${Q}\3)`;

/** The calls of each language that run code of its own, a shell string, or a program with its arguments. */
const SPAWN_CALLS: Record<string, { code: string; shell: string; argv: string; needs: RegExp; end: string }> = {
  python: {
    code: 'exec|eval',
    shell: String.raw`os\.system|os\.popen|subprocess\.(?:getoutput|getstatusoutput|run|call|check_call|check_output|Popen)`,
    argv: String.raw`(?:subprocess\.)?(?:run|call|check_call|check_output|Popen)`,
    needs: /\b(?:os|subprocess)\b/,
    end: '[,)]',
  },
  node: { code: 'eval', shell: 'execSync|exec', argv: 'execFileSync|execFile|spawnSync|spawn', needs: /child_process/, end: '[,)]' },
  // perl's system/exec with a comma take a list (the program and its arguments), not a shell string.
  perl: { code: 'eval', shell: 'system|exec', argv: 'system|exec', needs: /./, end: String.raw`(?:[;)]|$)` },
};

/**
 * Programs a program runs, and code it runs from a string or a file, where the text spells them literally: a shell
 * string (`os.system("sh c.sh")`, `execSync("…")`, perl's `system "…"` and backticks) is judged as shell, an argument
 * list (`subprocess.run(["sh", "c.sh"])`, `spawnSync("sh", ["c.sh"])`, perl's `system("sh", "c.sh")`) as the program
 * it runs, `exec("…")`/`eval("…")` as code of the program's own language, and a file whose text is run that way
 * (`exec(open("p.txt").read())`, `os.system(open("c.txt").read())`) as that file's code. Commands built at run time
 * are not followed (docs/guard.md, "Known to miss").
 */
/**
 * Whether the text's only writes are runs of programs whose commands it spells literally (each judged by spawned):
 * no file writes, no directory change, no code run from a string or file, and every run a literal one.
 */
function literalSpawnsOnly(family: string, text: string): boolean {
  const calls = SPAWN_CALLS[family];
  if (!calls || FILE_WRITE_LINE.test(text) || /\b(?:chdir|fork|shutil|Function|compile|__import__|importlib)\b/.test(text)) return false;
  const at = (pattern: string) => new Set([...text.matchAll(new RegExp(pattern, 'g'))].map((m) => m.index));
  const literal = new Set([
    ...at(String.raw`\b(?:${calls.code}|${calls.shell})\s*\(?\s*${Q}\1\s*${calls.end}`),
    ...at(String.raw`\b(?:${calls.argv})\s*\(\s*(?:${Q}\1\s*,\s*)?\[(?:\s*(['"])[^'"\n]*\3\s*,?)+\s*\]`),
  ]);
  const sites = at(String.raw`\b(?:${calls.code}|${calls.shell}|${calls.argv})\s*\(`);
  return sites.size > 0 && [...sites].every((i) => literal.has(i));
}

function spawned(c: Call, family: string, text: string, what: string, walk: CodeWalk): void {
  const calls = SPAWN_CALLS[family];
  if (!calls) return;
  const shell = (t: string) => c.x.script(t, c.x.newShell(c.state), c.depth + 1);
  const argv = (list: string[]) => list.length && c.x.run(list.map(literalArg), fork(c.state), c.depth + 1);
  const all = (pattern: string) => text.matchAll(new RegExp(pattern, 'g'));
  for (const m of all(String.raw`\b(?:${calls.code})\s*\(\s*${Q}\1\s*${calls.end}`)) oneLiner(c, family, m[2]!, `${what} ${m[0].slice(0, 4)}`);
  for (const m of all(String.raw`\b(?:${calls.code})${READ_FILE}`)) {
    const file = m[2] ?? m[4]!;
    const abs = c.x.absolute(file, c.state);
    const body = c.x.readFile(abs);
    if (body !== 'missing' && !c.x.unseen(body, file, `${what} runs the text of`)) codeFile(c, family, abs!, body, `${what} runs ${file}`, walk);
  }
  // python's sqlite3 running a script file: its ATTACH and VACUUM INTO name files it writes.
  for (const m of all(String.raw`\.(?:executescript|execute)${READ_FILE}`)) {
    const file = m[2] ?? m[4]!;
    const body = c.x.readFile(c.x.absolute(file, c.state));
    if (body !== 'missing' && !c.x.unseen(body, file, `${what} runs the SQL of`)) judgeSql(c, body);
  }
  if (!calls.needs.test(text)) return;
  for (const m of all(String.raw`\b(?:${calls.shell})\s*\(?\s*${Q}\1\s*${calls.end}`)) shell(m[2]!);
  for (const m of all(String.raw`\b(?:${calls.shell})${READ_FILE}`)) {
    const file = m[2] ?? m[4]!;
    const body = c.x.readFile(c.x.absolute(file, c.state));
    if (body !== 'missing' && !c.x.unseen(body, file, `${what} runs the text of`)) shell(body);
  }
  for (const m of all(String.raw`\b(?:${calls.argv})\s*\(\s*(?:${Q}\1\s*,\s*)?\[((?:\s*(['"])[^'"\n]*\4\s*,?)+)\s*\]`))
    argv([...(m[2] !== undefined ? [m[2]] : []), ...literalList(m[3]!)]);
  if (family === 'perl') {
    for (const m of all(String.raw`\b(?:system|exec)\s*\(?\s*((?:(['"])[^'"\n]*\2\s*,\s*)+(['"])[^'"\n]*\3)`)) argv(literalList(m[1]!));
    // Backticks and qx// interpolate perl variables first: only those without one are known.
    for (const m of all(String.raw`\x60([^\x60$@]*)\x60|\bqx\s*[({[/]([^$@)}\]/]*)[)}\]/]`)) shell(m[1] ?? m[2]!);
  }
}

/** The home directory looked up in C, C++, Java, Rust or Go: a path built from it is outside the roots. */
const HOME_LOOKUP = new RegExp(
  [
    String.raw`\bgetenv\s*\(\s*"HOME"`,
    String.raw`\bgetProperty\s*\(\s*"user\.home"`,
    String.raw`\bvar(?:_os)?\s*\(\s*"HOME"`,
    String.raw`\bhome_dir\s*\(`,
    String.raw`\bUserHomeDir\s*\(`,
    String.raw`\bGetenv\s*\(\s*"HOME"`,
  ].join('|'),
);

/**
 * Source in a language the guard does not read (C, C++, Java, Rust, Tcl…), compiled or run by the call: what it
 * does is not followed, so its absolute paths (but the trusted system dirs) and every relative path it spells (a string
 * literal, or a bare word starting with `./` or `../`, holding a `/`) are judged as places it may write; a lookup of the
 * home directory is refused.
 */
export function sourceText(c: Call, text: string, what: string): void {
  const home = HOME_LOOKUP.exec(text)?.[0];
  if (home) c.x.report({ kind: 'unevaluable', target: home, message: `${what} builds a path from the home directory (${home}), outside the roots` });
  // The trusted system dirs (`#define PREFIX "/usr/local"`, "/etc/x.conf") are where C code looks for what it reads.
  // Writing there needs root; bubblewrap binds them read-only, and without it the audit walks them.
  c.x.programText(text, c.state, what, TRUSTED_SYSTEM_DIRS);
  const seen = new Set<string>();
  for (const m of text.matchAll(/(['"])([\w.@+~-][\w.@+\-/]*)\1|(?<![\w.$/])(\.{1,2}\/[\w.@+\-/]*)/g)) {
    const value = m[2] ?? m[3]!;
    if (!value.includes('/') || seen.has(value) || TRUSTED_SYSTEM_DIRS.some((d) => isInside(normalize(value), d))) continue;
    seen.add(value);
    const abs = isAbsolute(value) ? value : c.state.cwd === null ? null : join(c.state.cwd, value);
    c.x.write(literalArg(value), c.state, abs !== null && statQuiet(abs)?.isDirectory() ? 'into' : 'target', `${what} names`, false);
  }
}

/**
 * A tool's own config file (setup.cfg, pytest.ini, pyproject.toml…): a value that spells a path leaving the roots
 * (`egg_base = ../out`, `log_file = /elsewhere/x`, `--basetemp=../x` on an addopts line of its own) names a place the
 * tool may write, and is judged as one, relative to the file's directory. URLs and the system's trees are not places.
 */
export function configPlaces(c: Call, file: string, what: string): void {
  const text = c.x.readFile(file);
  if (text === 'missing' || c.x.unseen(text, file, `${what} reads`)) return;
  const plain = text.replace(/[a-z][a-z0-9+.-]*:\/\/\S*/gi, ' ');
  for (const m of plain.matchAll(/(?<![\w.@+~$:/-])(?:\.\.(?:\/[\w.@+\-/]*)?|\/[\w.@+-][\w.@+\-/]*)(?![\w.@+\-/*])/g)) {
    const abs = isAbsolute(m[0]) ? m[0] : join(dirname(file), m[0]);
    if (isHarmlessDevice(abs) || inSystemTree(abs) || c.x.insideRoots(abs)) continue;
    c.x.write(literalArg(abs), c.state, 'into', `${what} ${basename(file)} names`, false);
  }
}

/**
 * python runs a module's cached bytecode (`__pycache__/NAME.*.pyc`) instead of its source when the cache records the
 * source's mtime and size, or a hash of the source (checked or not: an unchecked one is run whatever the source holds):
 * one whose strings name paths the source does not hold was compiled from other code. Strings only: bytecode that
 * builds its paths from pieces the source also holds is not told apart (docs/guard.md).
 */
function cachedBytecode(c: Call, abs: string, text: string, what: string): void {
  const st = statQuiet(abs);
  const cache = join(dirname(abs), '__pycache__');
  let names: string[];
  try {
    names = readdirSync(cache).filter((n) => n.startsWith(`${basename(abs, '.py')}.`) && n.endsWith('.pyc'));
  } catch {
    return;
  }
  for (const n of names) {
    let buf: Buffer;
    try {
      buf = readFileSync(join(cache, n));
    } catch {
      continue;
    }
    // The header: magic, flags (0: validated by mtime and size, a stale cache is not run; 1 and 3: by a hash of the
    // source, unchecked or checked, which the guard does not compute: taken as run), then mtime and size, or the hash.
    if (!st || buf.length < 16) continue;
    const flags = buf.readUInt32LE(4);
    if (flags === 0 && (buf.readUInt32LE(8) !== Math.floor(st.mtimeMs / 1000) % 2 ** 32 || buf.readUInt32LE(12) !== st.size % 2 ** 32)) continue;
    if (flags !== 0 && flags !== 1 && flags !== 3) continue;
    // The paths among its strings (prose such as "and/or", or a message the source spells as pieces, is not one). A
    // long string's length byte may read as `/` before it: a path is matched with its first character dropped too.
    const foreign = [...buf.toString('latin1').matchAll(/(?<![\w.])(?:\.\.\/|\/)[\w.@+\-/]{2,}/g)]
      .filter((m) => m.index >= 16)
      .map((m) => marshalledText(buf, m.index, m[0]))
      .find((s) => !s.endsWith('.py') && ![s, s.slice(1)].some((x) => text.includes(x)));
    if (foreign !== undefined)
      return c.x.report({
        kind: 'unevaluable',
        target: join(cache, n),
        message: `${what}: its cached bytecode ${n} holds ${foreign}, which its source does not`,
      });
  }
}

/** marshal's string types, as their type byte (FLAG_REF, 0x80, may be set on it): 4-byte lengths, and 1-byte ones. */
const MARSHAL_LONG_STRINGS = new Set([...'astuA'].map((ch) => ch.charCodeAt(0)));
const MARSHAL_SHORT_STRINGS = new Set([...'zZ'].map((ch) => ch.charCodeAt(0)));

/**
 * The text `match`, found at `at` in a .pyc, cut to the marshalled string it lies in when a string's header comes right
 * before it: the next object's type byte (`r`, a reference, for one) may read as the path's last character, and a
 * short string's length byte as a `/` before it.
 */
function marshalledText(buf: Buffer, at: number, match: string): string {
  const type = (i: number) => buf[i]! & 0x7f;
  if (MARSHAL_SHORT_STRINGS.has(type(at - 2))) return match.slice(0, buf[at - 1]);
  if (MARSHAL_SHORT_STRINGS.has(type(at - 1)) && match.startsWith('/')) return match.slice(1, 1 + buf[at]!);
  if (MARSHAL_LONG_STRINGS.has(type(at - 5))) return match.slice(0, buf.readUInt32LE(at - 4));
  return match;
}

/**
 * A program walking a whole tree (`rglob`, `os.walk`, `readdirSync(…, { recursive })`, a `**` glob: `**` as a whole
 * component of a quoted pattern, not Markdown's bold in a format string).
 */
// eslint-disable-next-line max-len -- a pattern (or a case) reads better whole
const WALKS = /\brglob\(|\bos\.walk\(|(?<!\b(?:ast|os)\.)\bwalk(?:Sync)?\(|glob\([^)]*recursive\s*=\s*True|readdir(?:Sync)?\([^)]*recursive|['"](?:[^'"\n]*\/)?\*\*(?=\/|['"])/g;
/** A walk of a literal directory: `os.walk('web')`, `Path('src').rglob(…)`. */
const LITERAL_WALK = /\bos\.walk\(\s*(['"])([^'"\n]*)\1\s*[,)]|\bPath\(\s*(['"])([^'"\n]*)\3\s*\)\s*\.\s*rglob\(/g;

/**
 * A program that writes and walks the tree below the working directory may rewrite the guard's own files (its
 * plugin under .cline): refused when they lie below, unless the extensions the text names (`rglob("*.py")`,
 * `endswith(".py")`) match none of them.
 */
/** A quoted file extension (`'.html'`, `"*.py"`): group 2. */
const EXTENSION = /(['"])\*?(\.[\w]+)\1/g;

/** The texts of the project files a program imports by relative name (node) or as a sibling module (python), each at most 512 KiB. */
function importedFiles(family: string, text: string, dir: string): string[] {
  const names = importedNames(family, text);
  const paths =
    family === 'node'
      ? names.filter((n) => n.startsWith('.')).map((n) => join(dir, n))
      : family === 'python'
        ? names.filter((n) => /^[\w.]+$/.test(n) && !n.startsWith('.')).map((n) => join(dir, `${n.replaceAll('.', '/')}.py`))
        : [];
  return paths.flatMap((p) => {
    const st = statQuiet(p);
    if (!st?.isFile() || st.size > 512 * 1024) return [];
    try {
      return [readFileSync(p, 'utf8')];
    } catch {
      return [];
    }
  });
}

function walksOverOwnFiles(c: Call, text: string, what: string, from?: { family: string; dir: string }): void {
  const cwd = c.state.cwd;
  const walks = [...text.matchAll(WALKS)].length;
  if (cwd === null || !writes(text) || walks === 0) return;
  // Every walk of a literal directory: only the guard's files below those directories matter.
  const literal = [...text.matchAll(LITERAL_WALK)].map((m) => resolve(cwd, m[2] ?? m[4] ?? '.'));
  const own = literal.length === walks ? literal.flatMap((d) => c.x.protectedBelow(d)) : c.x.protectedBelow(cwd);
  if (!own.length) return;
  const names = own.flatMap((p) => [basename(p), ...entriesBelow(p).map(([f]) => basename(f))]);
  const exts = [...text.matchAll(EXTENSION)].map((m) => m[2]!);
  // A walk given only its dir (`walk(root)`) filters by what the helper it imports defaults to (`walk(dir, ext = '.html')`).
  if (from && [...text.matchAll(WALKS)].every((m) => /^[^,()]*(?:\([^,()]*\)[^,()]*)*\)/.test(text.slice(m.index + m[0].length))))
    for (const file of importedFiles(from.family, text, from.dir)) exts.push(...[...file.matchAll(EXTENSION)].map((m) => m[2]!));
  if (exts.length && !names.some((n) => exts.some((e) => n.endsWith(e)))) return;
  c.x.report({ kind: 'write', target: own[0]!, message: `${what} walks the tree and writes files, and the guard's own files lie below (${own[0]})` });
}

/**
 * A program that writes and reads a data file by literal name (`json.load(open("build.json"))`,
 * `JSON.parse(fs.readFileSync("cfg.json"))`, `yaml.safe_load(open("x.yml"))`) may write where the file's values say:
 * each such file's paths that leave the roots are judged as configPlaces judges a tool's config.
 */
function dataPlaces(c: Call, text: string, what: string): void {
  if (!writes(text)) return;
  for (const m of text.matchAll(/(['"])([\w.@+\-/]+\.(?:json|ya?ml|toml|ini|cfg|conf|env))\1/g)) {
    const abs = c.x.absolute(m[2]!, c.state);
    if (abs !== null && statQuiet(abs)?.isFile()) configPlaces(c, abs, `${what} reads`);
  }
}

/** A program that loads a shared library by path (ctypes.CDLL('./x.so'), process.dlopen): compiled code the guard cannot read. */
function nativeLibraries(c: Call, text: string, what: string): void {
  if (!/\b(?:CDLL|PyDLL|LoadLibrary|dlopen|DynaLoader)\b/.test(text)) return;
  for (const m of text.matchAll(/(['"])([^'"\n]*\/[^'"\n]*\.(?:so(?:\.\d+)*|dylib|node))\1/g)) {
    const abs = c.x.absolute(m[2]!, c.state);
    if (abs === null || c.x.insideRoots(abs))
      c.x.report({ kind: 'unevaluable', target: m[2]!, message: `${what} loads the shared library ${m[2]}, compiled code the guard cannot read` });
  }
}

/** The lines of a program that write files, the others blanked (so a finding's place is still its line). */
function writingLines(body: string): string {
  return body
    .split('\n')
    .map((line) => (FILE_WRITE_LINE.test(line) ? line : ''))
    .join('\n');
}

/**
 * Each quoted relative path in a program that writes is checked as a write
 * target, so a name inside that is a symlink or a hard link to a file outside
 * is refused as a shell write to it would be. In a file (`fileDir` set), a
 * line that builds its path from the file's own place (`__dirname`,
 * `__file__`, or a name assigned from them) has its paths resolved against
 * the file's directory; every other path against the working directory, as
 * the program's open() resolves it.
 */
/** A use of a parsed option's value (`values.csv`, `args.csv`, `values['in-file']`): group 1 is the name. */
const optionUse = (name: string) => new RegExp(String.raw`[\w$]+(?:\.${name}\b|\[\s*(['"])${name}\1\s*\])`, 'g');

/**
 * Whether the object a use reads the option from (`values` of `values.csv`) is used only by taking named members
 * (`values.out`, `values['in-file']`) and where it is bound: passed whole (`Object.entries(values)`, `vars(args)`,
 * `getattr(args, name)`) or indexed by a computed key, it may hand the default to a writer.
 */
function onlyMembersTaken(text: string, use: string): boolean {
  const obj = /^[\w$]+/.exec(use)![0].replace(/\$/g, '\\$');
  for (const w of text.matchAll(new RegExp(String.raw`(?<![\w$.])${obj}(?![\w$])`, 'g'))) {
    const after = text.slice(w.index + w[0].length);
    const before = text.slice(Math.max(0, w.index - 40), w.index);
    if (/^\s*(?:\.\s*[A-Za-z_$]|\[\s*(['"])[\w-]+\1\s*\])/.test(after)) continue;
    // Its binding: `const { values } = parseArgs(…)`, `args = parser.parse_args()`.
    if (/^\s*\}\s*=\s*parseArgs\(/.test(after) && /\{\s*$/.test(before)) continue;
    if (/^\s*=\s*[\w.]+\.parse_args\(/.test(after)) continue;
    return false;
  }
  return true;
}

/**
 * Option defaults that are only read: a quoted default of node's `parseArgs` (`csv: { type: 'string', default:
 * '../reports/results.csv' }`) or python's argparse (`add_argument('--csv', default='../data.csv')`) whose option's
 * value is used only as the name a reading call opens (`readFileSync(values.csv, 'utf8')`, `open(args.csv)`). A
 * program run from another dir than its own spells such defaults relative to its own place, and they are not where
 * it writes. Any other use of the option's name (destructured, passed on, compared, assigned) keeps the default judged.
 */
function readOnlyDefaults(program: string): Set<string> {
  const values = new Set<string>();
  // Whole-line comments say nothing the program does (`// reads reports/results.csv`); a comment after code stays.
  const text = program.replace(/^[ \t]*(?:\/\/|#|\/?\*).*$/gm, '');
  if (REBINDS_READERS.test(text) || DYNAMIC_SCOPE.test(text)) return values;
  const options: { name: string; value: string; span: [number, number] }[] = [];
  if (/\bparseArgs\b/.test(text))
    for (const m of text.matchAll(/(?:(['"])([\w-]+)\1|([A-Za-z_$][\w$]*))\s*:\s*\{[^{}]*?\bdefault\s*:\s*(['"])([^'"\n]*)\4[^{}]*\}/g))
      options.push({ name: m[2] ?? m[3]!, value: m[5]!, span: [m.index, m.index + m[0].length] });
  if (/\bargparse\b/.test(text))
    for (const m of text.matchAll(/\badd_argument\(\s*(?:(['"])-\w\1\s*,\s*)?(['"])--([\w-]+)\2[^()]*?\bdefault\s*=\s*(['"])([^'"\n]*)\4[^()]*\)/g))
      // argparse converts a string default by the option's type: a FileType('w') opens it for writing.
      if (!/\b(?:dest|action)\s*=/.test(m[0]) && !/\btype\s*=\s*(?!(?:str|(?:pathlib\.)?Path)\s*[,)])/.test(m[0]))
        options.push({ name: m[3]!.replaceAll('-', '_'), value: m[5]!, span: [m.index, m.index + m[0].length] });
  for (const { name, value, span } of options) {
    if (!/^[\w-]+$/.test(name)) continue;
    const uses = [...text.matchAll(optionUse(name))].filter((u) => u.index < span[0] || u.index >= span[1]);
    const readOnly = uses.filter((u) =>
      readCallArgument(text.slice(Math.max(0, u.index - 80), u.index), text.slice(u.index + u[0].length, u.index + u[0].length + 80)),
    );
    // Every other place the name stands in is the option's own declaration.
    const elsewhere = [...text.matchAll(new RegExp(String.raw`(?<![\w$-])${name}(?![\w$-])`, 'g'))].filter(
      (w) => !(w.index >= span[0] && w.index < span[1]) && !uses.some((u) => w.index >= u.index && w.index < u.index + u[0].length),
    );
    if (uses.length > 0 && readOnly.length === uses.length && elsewhere.length === 0 && uses.every((u) => onlyMembersTaken(text, u[0]))) values.add(value);
  }
  // A default's text spelled anywhere else in the program is judged there.
  for (const value of [...values]) {
    const quoted = text.match(new RegExp(String.raw`(['"])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\1`, 'g')) ?? [];
    if (quoted.length !== 1) values.delete(value);
  }
  return values;
}

/** relativeWrites on the text, and on it with quoted pieces joined by `+` (foldLiterals) where there are such. */
function relativeWritesJoined(c: Call, text: string, what: string, fileDir: string | null): void {
  relativeWrites(c, text, what, fileDir);
  const joined = foldLiterals(text);
  if (joined !== text) relativeWrites(c, joined, what, fileDir);
}

/**
 * Names a writing program may spell before it is refused rather than checked: each costs a few file-system looks
 * (5–10 µs), and cline ends the whole run when a decision takes over 3 s. A fixed count, so that a loaded machine
 * decides as an idle one does.
 */
const NAMES_JUDGED = 30_000;

function relativeWrites(c: Call, text: string, what: string, fileDir: string | null): void {
  if (!writes(text)) return;
  // A file named on a line that writes files is recorded as written: a later command of the call that runs it does
  // not go by its old text (`shutil.copy("t.sh", "run.sh")` and then `bash run.sh`). A directory named is not.
  let writing = false;
  const removesTrees = REMOVES_TREES.test(text);
  // A data module repeats its keys on every line (`{"name": …, "price": …}`): each name is judged once per kind of line.
  const judged = new Set<string>();
  const judge = (value: string) => {
    const key = `${writing ? 'w' : 'n'}${value}`;
    if (judged.has(key) || judged.size > NAMES_JUDGED) return;
    judged.add(key);
    if (judged.size > NAMES_JUDGED) {
      c.x.report({
        kind: 'unevaluable',
        target: what,
        message: `${what} writes files and spells more than ${NAMES_JUDGED} names the guard would check one by one; keep the data in a file the program reads`,
      });
      return;
    }
    const abs = isAbsolute(value) ? value : c.state.cwd === null ? null : join(c.state.cwd, value);
    // A directory named (`"."`, `"src"`) is where files go, not a file written in place.
    const dir = abs !== null && statQuiet(abs)?.isDirectory();
    // A directory above the guard's own files that a program removing or moving trees names (`shutil.rmtree('.cline')`)
    // is judged as the entry itself, so the files below count; the working directory itself is where files go.
    const holdsOwn =
      removesTrees && dir && abs !== null && resolve(abs) !== resolve(c.state.cwd ?? '/') && c.x.protectedBelow(resolve(abs)).length > 0;
    c.x.write(literalArg(value), c.state, dir && !holdsOwn ? 'into' : 'target', `${what} writes`, writing && !dir);
  };
  const anchors = new Set<string>();
  // A name only read where it stands (`readFileSync('../data/x.csv')`, `open('../in.txt')`) is not where it writes.
  const readersKept = keepsReaders(text);
  const defaultsRead = readOnlyDefaults(text);
  for (const line of text.split('\n')) {
    if (judged.size > NAMES_JUDGED) return;
    writing = FILE_WRITE_LINE.test(line);
    const anchored = fileDir !== null && (FILE_ANCHOR.test(line) || (anchors.size > 0 && (line.match(/\w+/g) ?? []).some((w) => anchors.has(w))));
    const assigned = anchored ? /^\s*(?:(?:const|let|var|my|our)\s+)?\$?(\w+)\s*=[^=]/.exec(line) : null;
    if (assigned) anchors.add(assigned[1]!);
    const place = (parts: string[]) => (anchored ? join(fileDir!, ...parts) : join(...parts));
    const scanned = line.replace(COMPARED_TEXT, ' ');
    // A perl mode glued to the name (`">out.txt"`, `">>log"`) is not part of the path.
    for (const m of scanned.matchAll(/(['"])(?:\+?[<>]{1,2}\s*)?([\w.@+][\w.@+\-/]*)\1/g)) {
      if (defaultsRead.has(m[2]!) || (readersKept && readOnlyAt(scanned, m.index + m[0].indexOf(m[2]!, 1), m[2]!.length))) continue;
      judge(anchored ? place([m[2]!]) : m[2]!);
    }
    // Components given one after another (`join(__dirname, "..", "..", "out")`, `HERE / ".." / "x"`) are judged joined too.
    for (const run of scanned.matchAll(/(?:(['"])[\w.@+\-/]*\1\s*[,/]\s*)+(['"])[\w.@+\-/]*\2/g)) {
      const parts = [...run[0].matchAll(/(['"])([^'"]*)\1/g)].map((m) => m[2]!);
      // A read's name and its next argument (`readFileSync('../x.csv', 'utf8')`) are no path joined.
      if (readersKept && readOnlyAt(scanned, run.index + 1, parts[0]!.length)) continue;
      if (parts.every((p) => /^[\w.@+][\w.@+\-/]*$/.test(p))) judge(place(parts));
    }
  }
}

/**
 * Literals a program only tests text against, which never become part of a path: a negated membership
 * (`part not in ("..", ".")`), the text a string is searched for (`p.startswith("..")`, `s.includes('/')`), a
 * one-character separator joined or split with (`".".join(parts)`: the parts are judged where they are spelled). Not an
 * equality (`if p == "../out/x": open(p, "w")` opens that path) nor a plain `in (…)` (`for p in ("a", "../out"):`).
 */
const LITERAL = String.raw`(?:'[^'\n]*'|"[^"\n]*")`;
const COMPARED_TEXT = new RegExp(
  [
    String.raw`\bnot\s+in\s*\(\s*(?:${LITERAL}\s*,?\s*)+\)`,
    String.raw`\.(?:startswith|endswith|startsWith|endsWith|includes|indexOf|count|find|index|split|rstrip|lstrip|strip)\(\s*${LITERAL}`,
    String.raw`(?:'[./,:;_ -]?'|"[./,:;_ -]?")\s*\.\s*(?:join|split)\(`,
  ].join('|'),
  'g',
);

/** Calls that remove or move a directory with what it holds. */
const REMOVES_TREES = /\b(?:rmtree|rmdir|removedirs|rmSync|rm|remove|emptyDir|move|rename|renames|replace|copytree|make_archive)\s*\(/;

/** Module names a program imports by name (python `import a.b`/`from a import`, node `require('./x')`/`import … from './x'`). */
function importedNames(family: string, t: string): string[] {
  // `from X import y` may import the submodule X.y (`from . import store`): both are candidates.
  if (family === 'python')
    return [
      ...[...t.matchAll(/(?:^|[;\n]|\s)(?:from\s+([\w.]+)\s+import\s+\(?\s*([\w, \t]*)|import\s+([\w.]+(?:\s*,\s*[\w.]+)*))/g)].flatMap((m) =>
        m[1] !== undefined
          ? [m[1], ...m[2]!.split(/\s*,\s*/).filter(Boolean).map((y) => `${m[1]}${m[1]!.endsWith('.') ? '' : '.'}${y.trim().split(/\s+/)[0]}`)]
          : m[3]!.split(/\s*,\s*/),
      ),
      // Modules loaded by a call with a literal name (importlib, __import__, runpy), and files run by path.
      ...[...t.matchAll(/\b(?:import_module|__import__|run_module)\(\s*(['"])([\w.]+)\1/g)].map((m) => m[2]!),
      ...[...t.matchAll(/\brun_path\(\s*(['"])(?:\.\/)?([\w/]+)\.py\1/g)].map((m) => m[2]!.replaceAll('/', '.')),
    ];
  // Relative paths (required, imported or run in a worker), and the package's own import map (`#name`, package.json "imports").
  if (family === 'node')
    return [...t.matchAll(/(?:require\(\s*|import\(\s*|Worker\)?\(\s*|from\s+|import\s+)(['"])(\.{1,2}(?:\/[^'"]*)?|#[^'"]+)\1/g)].map((m) => m[2]!);
  // perl `do FILE` and `require FILE` run that file.
  if (family === 'perl') return [...t.matchAll(/\b(?:do|require)\s*\(?\s*(['"])([^'"\n$@]+)\1/g)].map((m) => m[2]!);
  return [];
}

/** Where a python module name (`a.b`, `.sibling`) may be found: paths relative to the bases given. */
/** Where `#name` leads through the "imports" of the nearest package.json above `dir` (its node/require/import/default entry). */
function importMap(dir: string, name: string): string | null {
  for (let d = dir; ; d = dirname(d)) {
    let pkg: { imports?: Record<string, unknown> } | null;
    try {
      pkg = JSON.parse(readFileSync(join(d, 'package.json'), 'utf8')) as { imports?: Record<string, unknown> };
    } catch {
      pkg = null;
    }
    if (pkg) {
      let target = pkg.imports?.[name];
      for (let i = 0; i < 4 && target && typeof target === 'object'; i++) {
        const t = target as Record<string, unknown>;
        target = t.node ?? t.require ?? t.import ?? t.default;
      }
      return typeof target === 'string' ? join(d, target) : null;
    }
    if (dirname(d) === d) return null;
  }
}

/** The file node runs for a directory: its package.json `main` (as a file, or its index.js), else index.js. */
export function nodeMain(dir: string): string {
  let main = 'index.js';
  try {
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { main?: unknown };
    if (typeof pkg.main === 'string' && pkg.main) main = pkg.main;
  } catch {
    // No package.json, or not JSON: node falls back to index.js too.
  }
  const abs = join(dir, main);
  if (statQuiet(abs)?.isDirectory()) return join(abs, 'index.js');
  return statQuiet(abs) || !statQuiet(`${abs}.js`) ? abs : `${abs}.js`;
}

function pythonCandidates(name: string, from: string | null, cwd: string | null, searched: readonly string[]): [string, string][] {
  const dots = /^\.*/.exec(name)![0].length;
  const parts = name.slice(dots).split('.').filter(Boolean);
  if (!parts.length) return [];
  let bases: (string | null)[];
  if (dots) {
    let base = from ?? cwd;
    for (let i = 1; i < dots && base !== null; i++) base = dirname(base);
    bases = [base];
  } else bases = [...new Set([from, cwd, ...searched])];
  // `import a.b.c` runs a/__init__.py and a/b/__init__.py before a/b/c.py.
  const out: [string, string][] = [];
  for (const base of bases) {
    if (base === null) continue;
    for (let i = 1; i <= parts.length; i++) {
      const rel = parts.slice(0, i).join('/');
      out.push([base, `${rel}.py`], [base, `${rel}/__init__.py`], [base, `${rel}.pyc`]);
    }
  }
  return out;
}

/**
 * python writes a module's bytecode to `__pycache__` beside it: a link planted there leads the write elsewhere. A
 * check only; what lands there is never read back as code by the guard.
 */
export function bytecodeCache(c: Call, moduleFile: string, what: string): void {
  c.x.write(literalArg(join(dirname(moduleFile), '__pycache__')), c.state, 'into', `${what} caches bytecode in`, false);
}

/**
 * A module the program imports from the env is code it runs: a module file
 * this call wrote (or one the guard cannot read) is refused, and the text of
 * one it can read is checked as a file run as code, its own imports followed.
 * `from` is the importing file's directory (null: a one-liner, from the cwd).
 */
export function localModules(c: Call, family: string, names: readonly string[], from: string | null, walk: CodeWalk, alsoCwd = true): void {
  const cwd = alsoCwd ? c.state.cwd : null;
  const searched = family === 'python' ? pythonSearchDirs(c) : [];
  for (const name of names) {
    const base = from ?? cwd ?? '';
    // A directory (`require('.')`, `require('./lib')`) runs its package's main file.
    const mapped = family === 'node' && base && name.startsWith('#') ? importMap(base, name) : null;
    const dirMain: [string, string][] =
      mapped !== null ? [['/', mapped]] : family === 'node' && base && statQuiet(join(base, name))?.isDirectory() ? [['/', nodeMain(join(base, name))]] : [];
    const candidates: [string, string][] =
      family === 'python'
        ? pythonCandidates(name, from, cwd, searched)
        : family === 'node'
          ? [
              ...dirMain,
              ...(['.js', '/index.js', '', '.mjs', '.cjs'] as const).map((ext): [string, string] => [base, `${name.replace(/\.[cm]?js$/, '')}${ext}`]),
            ]
          : family === 'perl'
            ? [[base, name] as [string, string]]
            : [];
    // python: every package level runs; node: the first file found.
    const found = new Set<string>();
    for (const [base, rel] of candidates) {
      if (!base) continue;
      const level = rel.replace(/(\/__init__)?\.pyc?$/, '');
      if (family === 'python' && found.has(`${base}\0${level}`)) continue;
      const abs = join(base, rel);
      const text = c.x.readFile(abs);
      // A directory named by a bare require is resolved through its index file, tried next.
      if (text === 'missing' || (text === 'unreadable' && statQuiet(abs)?.isDirectory())) continue;
      found.add(`${base}\0${level}`);
      // A module found only as bytecode beside where its source would be (python imports it): code the guard cannot read.
      if (rel.endsWith('.pyc')) {
        c.x.report({ kind: 'unevaluable', target: rel, message: `${c.name} imports ${abs}, compiled bytecode with no source the guard can read` });
        continue;
      }
      if (!c.x.unseen(text, rel, `${c.name} imports`)) codeFile(c, family, abs, text, `${c.name} module ${rel}`, walk);
      if (family === 'python') bytecodeCache(c, abs, c.name);
      if (family === 'node') break;
    }
  }
}
