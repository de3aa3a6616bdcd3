/** Archivers: where extraction lands (tar -C, unzip -d, the directory) and which archive file is written. */
import { readdirSync, type Dirent } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { archiveMembers } from '../archive-members.js';
import { realTarget } from '../paths.js';
import { statQuiet } from '../paths.js';
import { hasFlag, optValues, parseOpts } from '../options.js';
import { literalArg, type Arg } from '../words.js';
import type { Call, RuleTable } from './types.js';

/**
 * What extracting `archive` into `dest` leaves. With `keepsNames` (python's tarfile, cmake -E tar, tar -P, unzip
 * -:), a member named `../x` or `/x` is written there; tar and unzip otherwise strip those names. Every member is
 * judged as a write, so a name inside `dest` that goes through a link already there (`link-out/x`) is judged where
 * it lands. Link members are marked, so a later member or command writing through one is not taken as a write inside.
 */
export function extracted(c: Call, archive: Arg | undefined, dest: string | null, keepsNames: boolean, what: string): void {
  const abs = archive?.values?.length === 1 ? c.x.absolute(archive.values[0]!, c.state) : null;
  const members = abs === null || dest === null ? null : archiveMembers(abs);
  if (!members) {
    // Members the guard cannot list (an archive on stdin, from a pipe, made by this call, or unreadable) may go
    // through a link already in the destination (`link-out/x`): refused when one there leads out of the roots. An
    // archive that is not there, and that this call does not make, extracts nothing.
    if (abs !== null && !statQuiet(abs) && c.x.readFile(abs) === 'missing') return;
    const out = dest === null ? null : linkOutBelow(c, dest);
    if (out !== null)
      c.x.report({
        kind: 'write',
        target: out,
        message: `${what} an archive whose members the guard cannot list, into ${dest}, which holds ${out}: a link out of the allowed roots`,
      });
    return;
  }
  for (const m of members) {
    const name = keepsNames ? m.name : m.name.replace(/^\/+/, '');
    if (!keepsNames && name.split('/').includes('..')) continue;
    const path = resolve(dest!, name);
    // A file member is written through a link at its own name too (python's tarfile and unzip open it); a directory's
    // is entered; a link member replaces whatever has its name.
    const use = path === dest || m.name.endsWith('/') ? 'into' : m.link ? 'entry' : 'target';
    c.x.write(literalArg(path), c.state, use, what);
    if (m.link) c.x.madeEntry(path, null);
  }
}

/** Entries looked at below an extraction's destination before giving up (and refusing). */
const LINK_SCAN_LIMIT = 20_000;

/** The first symlink below `dir` that leads out of the roots (or `dir` itself when there are too many entries to look at). */
export function linkOutBelow(c: Call, dir: string): string | null {
  let seen = 0;
  const walk = (d: string): string | null => {
    let entries: Dirent[];
    try {
      entries = readdirSync(d, { withFileTypes: true });
    } catch {
      return null;
    }
    for (const e of entries) {
      if (++seen > LINK_SCAN_LIMIT) return dir;
      const p = join(d, e.name);
      if (e.isSymbolicLink()) {
        const real = realTarget(p);
        if (real === null || !c.x.insideRoots(real)) return p;
      } else if (e.isDirectory()) {
        const found = walk(p);
        if (found !== null) return found;
      }
    }
    return null;
  };
  return walk(dir);
}

function tar(c: Call): void {
  // Old-style `tar xzf file`: the first word is a cluster without its dash.
  const first = c.args[0]?.values?.[0];
  const norm = first && /^[A-Za-z]+$/.test(first) ? [literalArg(`-${first}`), ...c.args.slice(1)] : c.args;
  const p = parseOpts(norm, 'fCbHKgTXVIL', [
    'file',
    'directory',
    'exclude',
    'files-from',
    'exclude-from',
    'blocking-factor',
    'format',
    'transform',
    'use-compress-program',
    'to-command',
    'info-script',
    'new-volume-script',
    'listed-incremental',
    'index-file',
    'backup',
    'suffix',
    'owner',
    'group',
    'mode',
    'mtime',
    'xform',
    'checkpoint-action',
    'volno-file',
  ]);
  const dir = optValues(p, 'C', 'directory');
  const archive = optValues(p, 'f', 'file').filter((a) => a.values?.[0] !== '-');
  // tar runs these through the shell: their text is judged as shell.
  for (const prog of optValues(p, 'I', 'use-compress-program', 'to-command', 'info-script', 'new-volume-script', 'F'))
    c.x.nested(prog, c.state, c.depth, 'tar program');
  if (optValues(p, 'checkpoint-action').some((a) => !a.values || a.values.some((v) => /exec|^sh/.test(v))))
    c.x.report({ kind: 'unevaluable', target: 'tar --checkpoint-action', message: 'tar --checkpoint-action=exec runs a command the guard cannot see' });
  c.x.writeAll(optValues(p, 'g', 'listed-incremental', 'index-file', 'volno-file'), c.state, 'target', 'tar writing');
  if (hasFlag(p, 'x', 'extract', 'get')) {
    if (hasFlag(p, 'P', 'absolute-names'))
      return c.x.report({
        kind: 'unevaluable',
        target: 'tar -P',
        message: 'tar -x -P extracts to the absolute paths stored in the archive, which the guard cannot see',
      });
    if (dir.length) c.x.writeAll(dir, c.state, 'into', 'tar -x into');
    else c.x.writeCwd(c.state, 'tar -x');
    // --one-top-level[=DIR]: members land in DIR (default: the archive's name) below the -C dir.
    const top = c.args.map((a) => /^--one-top-level=(.+)$/s.exec(a.values?.[0] ?? '')?.[1]).find((v) => v !== undefined);
    if (top !== undefined) {
      const base = dir.length ? (dir[0]!.values?.length === 1 ? dir[0]!.values[0]! : null) : '.';
      c.x.write(base === null ? dir[0]! : literalArg(isAbsolute(top) ? top : join(base, top)), c.state, 'into', 'tar -x --one-top-level into');
    }
    const into = dir.length ? (dir[0]!.values?.length === 1 ? c.x.absolute(dir[0]!.values[0]!, c.state) : null) : c.state.cwd;
    // With --one-top-level, members land below that directory (named after the archive when not given).
    const bare = c.args.some((a) => a.values?.[0] === '--one-top-level');
    const topName = top ?? (bare ? archive[0]?.values?.[0]?.split('/').pop()?.replace(/\.(tar(\.\w+)?|t\w+)$/, '') : undefined);
    extracted(c, archive[0], into !== null && topName ? resolve(into, topName) : into, false, 'tar -x of');
    return;
  }
  if (hasFlag(p, 'c', 'r', 'u', 'A', 'create', 'append', 'update', 'concatenate', 'delete')) c.x.writeAll(archive, c.state, 'target', 'tar writing');
  // --remove-files deletes what it archived.
  if (hasFlag(p, 'remove-files')) c.x.writeAll(p.operands, c.state, 'entry', 'tar --remove-files removes');
}

function unzip(c: Call): void {
  const p = parseOpts(c.args, 'dxP', []);
  if (hasFlag(p, 'l', 'v', 't', 'p', 'c', 'z', 'Z')) return;
  const d = optValues(p, 'd');
  d.length ? c.x.writeAll(d, c.state, 'into', 'unzip -d') : c.x.writeCwd(c.state, 'unzip');
  const into = d.length ? (d[0]!.values?.length === 1 ? c.x.absolute(d[0]!.values[0]!, c.state) : null) : c.state.cwd;
  // -: keeps `../` in member names.
  extracted(c, p.operands[0], into, hasFlag(p, ':'), 'unzip of');
}

/** Suffixes the one-file compressors add, with what a decompressor leaves in their place. */
const COMPRESSED_SUFFIX: [RegExp, string][] = [
  [/\.(gz|z|Z|bz2|xz|lzma|zst|lz|lz4)$/, ''],
  [/\.t(gz|bz2?|xz|zst)$/, '.tar'],
];

/**
 * gzip, bzip2, xz, zstd and their kin replace each FILE by FILE with a suffix or, decompressing, without it; -c
 * and the list and test modes write none. Both names are written, so that a later command of the call does not
 * run the decompressed file by its old text (`gunzip -f run.sh.gz && bash run.sh`).
 */
function compressor(c: Call): void {
  const p = parseOpts(c.args, 'SoTbpLBMD', ['suffix', 'output', 'threads', 'memlimit', 'format', 'block-size', 'output-dir-flat', 'output-dir-mirror']);
  if (hasFlag(p, 'c', 'stdout', 'to-stdout', 't', 'test', 'l', 'list')) return;
  c.x.writeAll(optValues(p, 'o', 'output'), c.state, 'target', `${c.name} writing`);
  // zstd --output-dir-flat/-mirror DIR: the results go there, not beside each file.
  const outDir = optValues(p, 'output-dir-flat', 'output-dir-mirror');
  if (outDir.length) return c.x.writeAll(outDir, c.state, 'into', `${c.name} --output-dir`);
  const suffix = optValues(p, 'S', 'suffix')[0]?.values?.[0];
  for (const a of p.operands) {
    if (a.values === null) {
      c.x.write(a, c.state, 'target', `${c.name} of`);
      continue;
    }
    for (const v of a.values) {
      const names = new Set([v, `${v}${suffix ?? '.gz'}`, ...COMPRESSED_SUFFIX.map(([re, to]) => v.replace(re, to))]);
      if (suffix && v.endsWith(suffix)) names.add(v.slice(0, -suffix.length));
      c.x.writeAll([...names].map((n) => literalArg(n)), c.state, hasFlag(p, 'r', 'recursive') ? 'into' : 'target', `${c.name} of`);
    }
  }
}

/** ar KEY ARCHIVE…: x extracts members into the working directory; r, q, d, m and s rewrite the archive. */
function ar(c: Call): void {
  // binutils 2.34+: --output DIR puts extracted members there.
  const at = c.args.findIndex((a) => /^--output(=|$)/.test(a.values?.[0] ?? ''));
  const output = at < 0 ? undefined : c.args[at]!.values![0] === '--output' ? c.args[at + 1] : literalArg(c.args[at]!.values![0]!.slice('--output='.length));
  const args = at < 0 ? c.args : c.args.filter((_, k) => k !== at && !(k === at + 1 && c.args[at]!.values![0] === '--output'));
  const key = args[0]?.values?.[0]?.replace(/^-/, '') ?? '';
  if (key.includes('x') && output) c.x.write(output, c.state, 'into', 'ar x --output');
  else if (key.includes('x')) c.x.writeCwd(c.state, 'ar x');
  if (/[rqdms]/.test(key)) c.x.write(args.slice(1).find((a) => !a.text.startsWith('-')), c.state, 'target', 'ar writing');
}

/** jar xf / cf / uf: x extracts into the working directory (or -C), c and u write the jar named after f. */
function jar(c: Call): void {
  // The long form (`jar --create --file x.jar …`, `--file=x.jar`, `-c -f x.jar`): the file named is written or read.
  const words = c.args.map((a) => a.values?.[0] ?? '');
  if (words[0]?.startsWith('--') || words.some((w) => /^--file(=|$)/.test(w))) {
    const at = words.findIndex((w) => /^(--file|-f)(=|$)/.test(w));
    const file = at < 0 ? undefined : words[at]!.includes('=') ? literalArg(words[at]!.replace(/^[^=]*=/, '')) : c.args[at + 1];
    if (words.some((w) => /^--(create|update)$|^-[a-zA-Z]*[cu]/.test(w))) c.x.write(file, c.state, 'target', 'jar writing');
    if (words.some((w) => /^--extract$|^-[a-zA-Z]*x/.test(w))) c.x.writeCwd(c.state, 'jar x');
    return;
  }
  const key = c.args[0]?.values?.[0]?.replace(/^-/, '') ?? '';
  if (key.includes('x')) c.x.writeCwd(c.state, 'jar x');
  if (/[cu]/.test(key) && key.includes('f')) c.x.write(c.args[1], c.state, 'target', 'jar writing');
}

/** cpio -i extracts into the working directory (or -D DIR); -p copies into its DIR operand. */
function cpio(c: Call): void {
  const p = parseOpts(c.args, 'DEFHIMORs', ['directory', 'file', 'format', 'pattern-file', 'message', 'owner', 'block-size', 'io-size']);
  const dir = optValues(p, 'D', 'directory');
  if (hasFlag(p, 'i', 'extract')) {
    if (dir.length) c.x.writeAll(dir, c.state, 'into', 'cpio -i into');
    else c.x.writeCwd(c.state, 'cpio -i');
    const into = dir.length ? (dir[0]!.values?.length === 1 ? c.x.absolute(dir[0]!.values[0]!, c.state) : null) : c.state.cwd;
    extracted(c, undefined, into, false, 'cpio -i of');
  }
  if (hasFlag(p, 'p', 'pass-through')) c.x.writeAll(p.operands, c.state, 'into', 'cpio -p into');
  c.x.writeAll(optValues(p, 'F', 'file', 'O'), c.state, 'target', 'cpio writing');
}

export const ARCHIVES: RuleTable = {
  tar,
  unzip,
  ar,
  jar,
  cpio,
  ...Object.fromEntries(
    ['gzip', 'gunzip', 'pigz', 'unpigz', 'bzip2', 'bunzip2', 'xz', 'unxz', 'lzma', 'unlzma', 'zstd', 'unzstd', 'lzip', 'compress', 'uncompress'].map(
      (name) => [name, compressor],
    ),
  ),
};
