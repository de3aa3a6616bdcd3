/** Which files `lint` reads: files as given, directories searched for events files, and globs. */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { glob, isDynamicPattern } from 'tinyglobby';
import { InputError } from '../errors.js';

/** Names an events file has: dispatch's `cline-events.jsonl`, the capture rig's `events.jsonl`, and an ACP log (converse, ACP captures). */
export const EVENTS_FILE_NAMES = ['cline-events.jsonl', 'events.jsonl', 'acp-events.jsonl'];

/** Orders paths as the directory walk does: folder by folder, so `a/x` comes before `a-b/x`. */
function bySegments(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const c = x[i]!.localeCompare(y[i]!);
    if (c) return c;
  }
  return x.length - y.length;
}

async function walk(dir: string, names: ReadonlySet<string>, out: string[]): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true });
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const e of entries) {
    const path = join(dir, e.name);
    if (e.isDirectory() && e.name !== 'node_modules' && e.name !== '.git') await walk(path, names, out);
    else if (e.isFile() && names.has(e.name)) out.push(path);
  }
}

/**
 * The events files the arguments name, in argument order, each once. A path
 * that does not exist and is no glob, or a glob that matches nothing, is an
 * InputError (exit 2): a typo must not pass as a clean lint.
 */
export async function discoverEventsFiles(args: readonly string[], names: readonly string[] = EVENTS_FILE_NAMES): Promise<string[]> {
  const found: string[] = [];
  const wanted = new Set(names);
  for (const arg of args) {
    const info = await stat(arg).catch(() => null);
    if (info?.isDirectory()) {
      const before = found.length;
      await walk(arg, wanted, found);
      if (found.length === before) throw new InputError(`no events file (${names.join(', ')}) under this directory`, arg);
    } else if (info) {
      found.push(arg);
    } else if (isDynamicPattern(arg)) {
      const matches = (await glob(arg, { onlyFiles: true, dot: true })).sort(bySegments);
      if (!matches.length) throw new InputError('the pattern matches no file', arg);
      found.push(...matches);
    } else {
      throw new InputError('no such file or directory', arg);
    }
  }
  return [...new Set(found)];
}
