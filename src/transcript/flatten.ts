/**
 * Normalising tool inputs. Cline accepts several input forms for the same
 * tool; checks written against transcripts should not have to know them all.
 */

type Json = unknown;

function isRecord(v: Json): v is Record<string, Json> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** POSIX shell quoting: bare when safe, single-quoted otherwise. */
export function shellQuote(word: string): string {
  if (word !== '' && /^[A-Za-z0-9_@%+=:,./-]+$/.test(word)) return word;
  return `'${word.replaceAll("'", `'\\''`)}'`;
}

/** One run_commands entry as a command line: a string, or `{command, args}` rendered shell-quoted. */
function commandLine(entry: Json): string | null {
  if (typeof entry === 'string') return entry;
  if (isRecord(entry) && typeof entry.command === 'string') {
    const args = Array.isArray(entry.args) ? entry.args.map((a) => shellQuote(String(a))) : [];
    return [entry.command, ...args].join(' ');
  }
  return null;
}

function commandList(input: Json): string[] {
  let raw: Json = input;
  if (isRecord(input)) {
    raw = input.commands ?? input.command ?? input.cmd ?? [];
    // `{command: "echo", args: [...]}` at top level is one structured command.
    if (input.commands === undefined && typeof input.command === 'string' && Array.isArray(input.args)) raw = input;
  }
  const entries = Array.isArray(raw) ? raw : [raw];
  return entries.map(commandLine).filter((c): c is string => c !== null);
}

function pathOf(entry: Json): string | null {
  if (typeof entry === 'string') return entry;
  if (isRecord(entry)) {
    const p = entry.path ?? entry.file_path ?? entry.file;
    if (typeof p === 'string') return p;
  }
  return null;
}

function readPaths(input: Json): string[] {
  let raw: Json = input;
  if (isRecord(input)) raw = input.files ?? input.file_paths ?? input.paths ?? input.path ?? [];
  const entries = Array.isArray(raw) ? raw : [raw];
  return entries.map(pathOf).filter((p): p is string => p !== null);
}

/**
 * Paths named by `*** Add File: `, `*** Update File: `, `*** Delete File: ` and
 * `*** Move to: ` headers, read as cline 3.0.65 reads them: the line starts with
 * the header (one space after the colon), and the rest is trimmed as
 * String.prototype.trim does, so `*** Delete File:  /x` names `/x`.
 */
const PATCH_HEADERS = ['*** Add File: ', '*** Update File: ', '*** Delete File: ', '*** Move to: '];

export function patchPaths(patch: string): string[] {
  const out: string[] = [];
  for (const raw of patch.split('\n')) {
    const line = raw.replace(/\r$/, '');
    const header = PATCH_HEADERS.find((h) => line.startsWith(h));
    const path = header === undefined ? '' : line.slice(header.length).trim();
    if (path && !out.includes(path)) out.push(path);
  }
  return out;
}

export interface Flattened {
  args: Record<string, Json>;
  paths: string[];
}

/** Flattened args and touched paths for one tool call. Unknown tools keep their input as args. */
export function flattenToolInput(name: string, input: Json): Flattened {
  const base: Record<string, Json> = isRecord(input) ? { ...input } : {};
  switch (name) {
    case 'run_commands': {
      const commands = commandList(input);
      // Set on the copy rather than spread into another: a key input already has keeps its place either way.
      if ('cmd' in base) delete base.cmd;
      base.commands = commands;
      // Most calls run one command: join's own cost showed in the profile of a long log.
      base.command = commands.length === 1 ? commands[0]! : commands.join('\n');
      return { args: base, paths: [] };
    }
    case 'read_files': {
      const paths = readPaths(input);
      base.paths = paths;
      return { args: base, paths };
    }
    case 'editor':
      return { args: base, paths: typeof base.path === 'string' ? [base.path] : [] };
    case 'apply_patch': {
      const patch = typeof input === 'string' ? input : (base.input ?? base.patch);
      return { args: typeof input === 'string' ? { input } : base, paths: typeof patch === 'string' ? patchPaths(patch) : [] };
    }
    default:
      return { args: base, paths: [] };
  }
}
