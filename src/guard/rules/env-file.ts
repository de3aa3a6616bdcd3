/**
 * `export $(cat .env | xargs)` and its usual spellings: the words the command substitution can give, read from
 * the file it names, so that the variables it sets are judged by name as written ones are. Only pipelines whose
 * output is a subset of the file's words are read: `cat FILE`, `grep … FILE` and `xargs` without a command
 * (which only drops quotes), in any order, the file named once, literally, and not changed by the call.
 */
import { parse, type Command, type Word } from 'unbash';
import type { Call } from './types.js';

const SUBSTITUTION = /^"?(?:\$\(([^]*)\)|`([^`]*)`)"?$/;

/** The words the substitution `text` can expand to (a superset), or null when it is not such a pipeline. */
export function envFileWords(c: Call, text: string): string[] | null {
  const m = SUBSTITUTION.exec(text);
  if (!m) return null;
  const script = parse(m[1] ?? m[2]!);
  if (script.errors?.length || script.commands.length !== 1) return null;
  const node = script.commands[0]!.command;
  const commands = node.type === 'Pipeline' ? node.commands : [node];
  let file: string | null = null;
  for (const cmd of commands) {
    if (cmd.type !== 'Command' || !cmd.name || cmd.prefix.length) return null;
    const named = fileOf(cmd);
    if (named === undefined) return null;
    if (named !== null) {
      if (file !== null) return null;
      file = named;
    }
  }
  if (file === null) return null;
  const body = c.x.readFile(c.x.absolute(file, c.state));
  if (body === 'missing' || body === 'changed' || body === 'unreadable') return null;
  const words = body.split(/\s+/).filter(Boolean);
  // xargs drops quotes and backslashes; either form may reach export.
  return [...new Set([...words, ...words.map((w) => w.replace(/["'\\]/g, ''))])];
}

/** The file a pipeline member reads (null: it reads only its input), or undefined when it is not one of the three. */
function fileOf(cmd: Command): string | null | undefined {
  const words = cmd.suffix.filter((s): s is Word => s.type === 'Word');
  if (words.some((w) => /[$`]/.test(w.text))) return undefined;
  const redirects = cmd.redirects;
  const input = redirects.length === 1 && redirects[0]!.type === 'Redirect' && redirects[0]!.operator === '<' ? redirects[0]!.target?.value : null;
  if (redirects.length && input == null) return undefined;
  const values = words.map((w) => w.value);
  switch (cmd.name!.value) {
    case 'cat':
      return values.length === 1 && input == null ? values[0]! : values.length === 0 ? input ?? null : undefined;
    case 'xargs':
      return values.every((v) => ['-0', '-r', '--no-run-if-empty', '-d', '\\n', '--delimiter=\\n'].includes(v)) ? input ?? null : undefined;
    case 'grep': {
      // Options, one pattern, at most one file: grep prints whole lines of its input.
      const rest = values.filter((v) => !/^-[vEFiwx]+$/.test(v));
      if (rest.length === 1) return input ?? null;
      return rest.length === 2 && input == null ? rest[1]! : undefined;
    }
    default:
      return undefined;
  }
}
