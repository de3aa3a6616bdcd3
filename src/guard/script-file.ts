/**
 * Reading a file the call will run or feed to a program (a script, a sourced
 * file, a recipe file, `< file`), and what its first line says runs it.
 * A file the guard cannot read whole (too big, not a regular file, no
 * permission) is 'unreadable': callers refuse rather than guess.
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';

/**
 * Bigger files are not read: the call is refused instead. Generated files an agent runs or feeds to a program (a
 * data module, an SQL dump, a script with a long comment header) pass 1 MiB; reading and scanning 4 MiB stays well
 * below cline's 3 s hook budget, after which cline ends the whole run.
 */
export const SCRIPT_LIMIT = 4 << 20;

/**
 * Shell code is parsed whole and walked command by command (25–100 µs each on a 2-core machine), and a Makefile's
 * rules are expanded one by one: a script or Makefile is refused when its code, comment-only and blank lines left out,
 * is over 512 KiB (some 20,000 short commands; the walk stops at 10,000 anyway).
 */
export const CODE_LIMIT = 512 << 10;

/** The bytes of `text` outside comment-only (`#`) and blank lines: what bounds the walk of a shell script or Makefile. */
export function codeBytes(text: string): number {
  let quiet = 0;
  for (const m of text.matchAll(/^[ \t]*(?:#[^\n]*)?(?:\n|$)/gm)) quiet += m[0].length;
  return text.length - quiet;
}

export type ScriptText = string | 'missing' | 'unreadable';

/** Whether a file's text as the walk reads it (readFile) is text, not one of its markers. */
export const isText = (t: string | null): t is string => t !== null && t !== 'missing' && t !== 'changed' && t !== 'unreadable';

export function readScript(abs: string | null): ScriptText {
  if (!abs) return 'unreadable';
  let fd: number;
  try {
    // O_NONBLOCK: opening a FIFO must not hang the plugin; it is refused below as not a regular file.
    fd = openSync(abs, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return code === 'ENOENT' || code === 'ENOTDIR' ? 'missing' : 'unreadable';
  }
  try {
    const info = fstatSync(fd);
    if (!info.isFile() || info.size > SCRIPT_LIMIT) return 'unreadable';
    const buf = Buffer.alloc(info.size);
    let got = 0;
    while (got < info.size) {
      const n = readSync(fd, buf, got, info.size - got, got);
      if (n === 0) break;
      got += n;
    }
    return buf.subarray(0, got).toString('utf8');
  } catch {
    return 'unreadable';
  } finally {
    closeSync(fd);
  }
}

/** How the kernel (or bash, for a file without `#!`) runs an executable file. */
export type Runner = { kind: 'binary' } | { kind: 'shell' } | { kind: 'interpreter'; argv: string[] };

export function runnerOf(text: string): Runner {
  if (text.slice(0, 4096).includes('\0')) return { kind: 'binary' };
  const first = /^#!\s*(.*)/.exec(text.split('\n', 1)[0] ?? '');
  if (!first) return { kind: 'shell' };
  // The kernel passes everything after the interpreter as one argument; `env -S` splits it again.
  const [interp = '', ...rest] = first[1]!.trim().split(/\s+/);
  const argv = [interp, ...(rest.length ? [rest.join(' ')] : [])];
  if (interp.endsWith('/env')) return { kind: 'interpreter', argv: rest.join(' ').replace(/^-S\s*/, '').split(/\s+/).filter(Boolean) };
  return { kind: 'interpreter', argv };
}
