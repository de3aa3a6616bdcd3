/**
 * sqlite3: the database file is written; SQL and dot-commands from the
 * arguments or a here-document are read for the files they write (.output,
 * .once, .save, .backup, .log, .open, ATTACH, VACUUM INTO) and the commands they
 * run (.shell, .system, -init). `.read FILE` of a file the guard can read is judged
 * as SQL in turn. SQL the guard cannot see is refused.
 */
import { parseOpts } from '../options.js';
import { literalArg, type Arg } from '../words.js';
import type { Call, RuleTable } from './types.js';

/** Dot-commands that write the file they name (its last word), or a stream when that is `stdout`, `stderr`, `off` or `-`. */
const DOT_WRITES = new Set(['output', 'once', 'save', 'backup', 'log', 'trace', 'clone', 'iotrace']);
const DOT_STREAMS = new Set(['stdout', 'stderr', 'off', '-']);
/** Dot-commands that change only the shell's display, read the open database, or read a file into it (.import): everything else is refused. */
const DOT_HARMLESS = new Set([
  'bail', 'binary', 'changes', 'check', 'databases', 'dbinfo', 'dump', 'echo', 'eqp', 'exit', 'explain', 'expert', 'fullschema', 'headers',
  'help', 'indexes', 'indices', 'limit', 'lint', 'mode', 'nullvalue', 'parameter', 'print', 'prompt', 'quit', 'recover', 'schema', 'separator',
  'sha3sum', 'show', 'stats', 'tables', 'timeout', 'timer', 'vfsinfo', 'vfslist', 'vfsname', 'width', 'scanstats', 'progress', 'import',
]);
const SQL_FILE = /\b(?:attach(?:\s+database)?|vacuum(?:\s+\w+)?\s+into)\s+['"]([^'"]+)['"]/gi;

/** The file a `file:PATH?query` URI names (or the argument itself). */
function uriPath(a: Arg): Arg {
  const path = (v: string) => decodeURIComponent(v.slice(5).replace(/[?#].*$/s, '')).replace(/^\/\/(localhost)?(?=\/)/, '');
  return a.values ? { ...a, values: a.values.map((v) => (v.startsWith('file:') ? path(v) : v)) } : a;
}

/** `.read` nests no deeper than this: a file that reads itself is refused, not followed for ever. */
const MAX_READ_DEPTH = 4;
/** `.open` options that change only how the file is opened. */
const OPEN_PLAIN = new Set(['--new', '--readonly', '--append', '--nofollow']);

/** SQL text sqlite runs (a script, stdin, or a file a program passes to executescript): its dot-commands and the files it attaches. */
export function judgeSql(c: Call, text: string, depth = 0): void {
  // writefile('name', …) with a literal name writes that file (judged below); any other writefile() is not followed.
  const computedWrite = text.replace(/\bwritefile\s*\(\s*'[^']*'\s*,/gi, '').match(/\bwritefile\s*\(/i);
  // `.import FILE TABLE` reads a file; `.import '|cmd' TABLE` runs a program.
  const pipedImport = /^\s*\.import\b[^\n]*\s['"]?\|/im.test(text);
  if (
    /^\s*\.(shell|system|load|cd)\b/im.test(text) ||
    pipedImport ||
    /\bload_extension\s*\(/i.test(text) ||
    computedWrite ||
    /\bedit\s*\(/i.test(text)
  ) {
    return c.x.report({
      kind: 'unevaluable',
      target: 'sqlite3',
      message: 'sqlite3 runs a command, changes directory or loads code the guard does not follow (.shell, .system, .cd, load_extension, writefile)',
    });
  }
  for (const m of text.matchAll(/^\s*\.(\w+)(.*)$/gm)) {
    const [, cmd, rest] = m as unknown as [string, string, string];
    const words = [...rest.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)].map((w) => w[1] ?? w[2] ?? w[3]!);
    // `.dump > FILE` was read as a write before; keep judging the named file as one.
    const after = words.indexOf('>');
    const dumpFile = cmd === 'dump' && after >= 0 ? words[after + 1] : undefined;
    if (dumpFile) c.x.write({ text: dumpFile, values: [dumpFile] }, c.state, 'target', 'sqlite3 .dump');
    if (cmd === 'read') {
      // `.read FILE` runs FILE's SQL (`.read '|cmd'` a program's output): judged when the guard can read it.
      const file = words.length === 1 && !words[0]!.startsWith('|') ? words[0]! : null;
      if (file === null || depth >= MAX_READ_DEPTH) {
        const why = file === null ? "runs a program's output or names no single file" : `nests .read more than ${MAX_READ_DEPTH} deep`;
        return c.x.report({ kind: 'unevaluable', target: `sqlite3 .read${rest}`, message: `sqlite3 .read${rest}: ${why}` });
      }
      const body = c.x.readFile(c.x.absolute(file, c.state));
      if (c.x.unseen(body, file, 'sqlite3 .read runs the SQL of', true)) return;
      judgeSql(c, body, depth + 1);
    } else if (cmd === 'open') {
      // `.open FILE` opens (or makes) the database FILE, which later SQL writes.
      const file = words.filter((w) => !OPEN_PLAIN.has(w));
      if (file.length !== 1 || file[0]!.startsWith('-'))
        return c.x.report({ kind: 'unevaluable', target: 'sqlite3 .open', message: 'sqlite3 .open with options other than --new, --readonly, --append' });
      c.x.write({ text: file[0]!, values: [file[0]!] }, c.state, 'target', 'sqlite3 .open');
    } else if (DOT_WRITES.has(cmd)) {
      // .once -x / -e open a spreadsheet or an editor: a program the guard does not follow.
      if (words.some((w) => w === '-x' || w === '-e' || w === '--x' || w === '--e'))
        return c.x.report({ kind: 'unevaluable', target: `sqlite3 .${cmd}`, message: `sqlite3 .${cmd} -x/-e opens a program the guard does not follow` });
      const file = words.filter((w) => !w.startsWith('-')).at(-1);
      // `.output '|cmd'` (and .once, .log) sends the output to a program, which sh runs: judged as `sh -c cmd` is.
      if (file?.startsWith('|')) c.x.nested(literalArg(file.slice(1)), c.state, c.depth + 1, `sqlite3 .${cmd} |`);
      else if (file && !DOT_STREAMS.has(file)) c.x.write({ text: file, values: [file] }, c.state, 'target', `sqlite3 .${cmd}`);
    } else if (!DOT_HARMLESS.has(cmd)) {
      return c.x.report({
        kind: 'unevaluable',
        target: `sqlite3 .${cmd}`,
        message:
          `sqlite3 .${cmd} is not a dot-command the guard knows to be harmless ` +
          '(it knows the display ones and the writers .output, .once, .save, .backup, .log, .trace, .clone)',
      });
    }
  }
  for (const m of text.matchAll(/\bwritefile\s*\(\s*'([^']*)'\s*,/gi)) c.x.write(literalArg(m[1]!), c.state, 'target', 'sqlite3 writefile()');
  for (const m of text.matchAll(SQL_FILE))
    if (m[1] !== ':memory:') c.x.write(uriPath({ text: m[1]!, values: [m[1]!] }), c.state, 'target', 'sqlite3 ATTACH/VACUUM INTO');
}

function sqlite3(c: Call): void {
  // sqlite3 spells its long options with one dash (-cmd, -init); `file:` URIs name the database file too.
  const args = c.args.map((a) => (a.values?.[0] && /^-[a-z]{2,}$/.test(a.values[0]) ? { ...a, values: [`-${a.values[0]}`] } : a));
  const p = parseOpts(args, '', ['cmd', 'init', 'separator', 'newline', 'nullvalue', 'vfs', 'maxsize', 'mmap', 'pagecache', 'lookaside', 'heap']);
  // -init FILE runs FILE's commands first (instead of ~/.sqliterc): judged as `.read FILE` is.
  for (const a of p.values.get('init') ?? []) {
    const file = a.values?.length === 1 ? a.values[0]! : null;
    if (file === null)
      return c.x.report({ kind: 'unevaluable', target: 'sqlite3 -init', message: 'sqlite3 -init reads commands from a file the guard cannot name' });
    const body = c.x.readFile(c.x.absolute(file, c.state));
    if (c.x.unseen(body, file, 'sqlite3 -init runs the commands of', true)) return;
    judgeSql(c, body, 1);
  }
  // -A (archive mode): x extracts the members of an SQLite archive, names the guard cannot read (`../x`, `link/x`).
  const archive = args.findIndex((a) => /^--?(?:A|archive)/.test(a.values?.[0] ?? ''));
  if (archive >= 0 && args.slice(archive).some((a) => /^-A?[a-zA-Z]*x|^--extract$/.test(a.values?.[0] ?? '')))
    return c.x.report({
      kind: 'unevaluable',
      target: 'sqlite3 -A x',
      message: 'sqlite3 -Ax extracts an SQLite archive, whose member names the guard cannot read; extract it with a tool that lists them (unzip, tar)',
    });
  const [db, ...sql] = p.operands;
  if (db && db.values?.[0] !== ':memory:') c.x.write(uriPath(db), c.state, 'target', 'sqlite3 database');
  const texts = [...sql, ...(p.values.get('cmd') ?? [])];
  for (const t of texts) {
    if (!t.values)
      return c.x.report({ kind: 'unevaluable', target: t.text, message: `sqlite3 runs SQL the guard cannot know (${t.unknown}); write it literally` });
    for (const v of t.values) judgeSql(c, v);
  }
  if (sql.length) return;
  const stdin = c.stdin;
  if (stdin && 'text' in stdin) return judgeSql(c, stdin.text);
  if (stdin && 'oneOf' in stdin) return stdin.oneOf.forEach((t) => judgeSql(c, t));
  if (stdin)
    c.x.report({
      kind: 'unevaluable',
      target: 'sqlite3',
      message: 'sqlite3 reads SQL from input the guard cannot see; pass it as an argument or a here-document',
    });
}

export const DATABASES: RuleTable = { sqlite3 };
