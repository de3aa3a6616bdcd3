/**
 * sqlite3: the database file is written; SQL and dot-commands from the
 * arguments or a here-document are read for the files they write (.output,
 * .once, .save, .backup, .log, ATTACH, VACUUM INTO) and the commands they run
 * (.shell, .system, -init, .read). SQL the guard cannot see is refused.
 */
import { parseOpts } from '../options.js';
import type { Arg } from '../words.js';
import type { Call, RuleTable } from './types.js';

const WRITES_FILE = /^\s*\.(output|once|save|backup|log|excel|dump\s+>)\s+(?:-\S+\s+)*['"]?([^'"\s]+)/gim;
const SQL_FILE = /\b(?:attach(?:\s+database)?|vacuum(?:\s+\w+)?\s+into)\s+['"]([^'"]+)['"]/gi;

/** The file a `file:PATH?query` URI names (or the argument itself). */
function uriPath(a: Arg): Arg {
  const path = (v: string) => decodeURIComponent(v.slice(5).replace(/[?#].*$/s, '')).replace(/^\/\/(localhost)?(?=\/)/, '');
  return a.values ? { ...a, values: a.values.map((v) => (v.startsWith('file:') ? path(v) : v)) } : a;
}

function judgeSql(c: Call, text: string): void {
  if (/^\s*\.(shell|system|read|import|load|open|cd)\b/im.test(text) || /\bload_extension\s*\(/i.test(text) || /\bwritefile\s*\(|\bedit\s*\(/i.test(text)) {
    return c.x.report({
      kind: 'unevaluable',
      target: 'sqlite3',
      message: 'sqlite3 runs a command, opens a file or loads code the guard does not follow (.shell, .system, .read, .open, load_extension, writefile)',
    });
  }
  for (const m of text.matchAll(WRITES_FILE))
    if (m[2] !== 'stdout' && m[2] !== '-') c.x.write({ text: m[2]!, values: [m[2]!] }, c.state, 'target', `sqlite3 .${m[1]}`);
  for (const m of text.matchAll(SQL_FILE))
    if (m[1] !== ':memory:') c.x.write(uriPath({ text: m[1]!, values: [m[1]!] }), c.state, 'target', 'sqlite3 ATTACH/VACUUM INTO');
}

function sqlite3(c: Call): void {
  // sqlite3 spells its long options with one dash (-cmd, -init); `file:` URIs name the database file too.
  const args = c.args.map((a) => (a.values?.[0] && /^-[a-z]{2,}$/.test(a.values[0]) ? { ...a, values: [`-${a.values[0]}`] } : a));
  const p = parseOpts(args, '', ['cmd', 'init', 'separator', 'newline', 'nullvalue', 'vfs', 'maxsize', 'mmap', 'pagecache', 'lookaside', 'heap']);
  if (p.values.has('init'))
    return c.x.report({ kind: 'unevaluable', target: 'sqlite3 -init', message: 'sqlite3 -init reads commands from a file the guard does not follow' });
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
  if (stdin)
    c.x.report({
      kind: 'unevaluable',
      target: 'sqlite3',
      message: 'sqlite3 reads SQL from input the guard cannot see; pass it as an argument or a here-document',
    });
}

export const DATABASES: RuleTable = { sqlite3 };
