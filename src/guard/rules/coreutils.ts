/** File commands of coreutils and friends: which operands they write and how. */
import { basename, dirname, join, normalize } from 'node:path';
import { hasFlag, optValues, parseOpts } from '../options.js';
import { exportKey, fork } from '../state.js';
import { allNamesInside } from '../finding.js';
import { lstatQuiet, statQuiet, walkEntries } from '../paths.js';
import { listedBasename, SOME_NAME } from '../listed-paths.js';
import { literalArg, mktempPath, type Arg } from '../words.js';
import type { Call, RuleTable } from './types.js';

const o = (c: Call, short: string, long: string[] = []) => parseOpts(c.args, short, long);

/** Writes every operand as a target. */
const targets =
  (short: string, long: string[] = [], use: 'target' | 'entry' = 'target') =>
  (c: Call) =>
    c.x.writeAll(o(c, short, long).operands, c.state, use, c.name);

/** rm and unlink: each operand is an entry written, and gone afterwards. */
function removes(c: Call): void {
  const operands = o(c, '', []).operands;
  c.x.writeAll(operands, c.state, 'entry', c.name);
  for (const v of operands.flatMap((a) => a.values ?? [])) removed(c, v);
}

function removed(c: Call, value: string): void {
  const abs = c.x.absolute(value, c.state);
  if (abs !== null) c.x.removedEntry(abs);
}

/**
 * cp, mv and ln may leave a symlink where they write: later writes of the same
 * call through such an entry cannot be followed, so it is marked unknown.
 * Copies of plain files and of trees without links are left alone.
 */
function markCopies(c: Call, dest: Arg | undefined, sources: Arg[], intoDir: boolean, links = false): void {
  // `links`: cp -s / -l make links (hard or symbolic) to the sources, whatever they hold.
  if (!dest?.values || (!links && !sources.some((s) => !s.values || s.values.some((v) => mayHoldSymlinks(c.x.absolute(v, c.state)))))) return;
  // A directory copied with the links below it (`cp -r`): any entry below the copy may be a link.
  const mark = (entry: string, source: string | null) => {
    const from = source === null ? null : c.x.absolute(source, c.state);
    const info = from === null ? undefined : lstatQuiet(from);
    if (!links && info?.isDirectory()) c.x.rewritesTree(entry, true);
    // A symlink copied as one (`cp -P`, mv) may lead anywhere from its new place; anything else is a plain copy. A
    // source missing now is a file this call writes, or a link it made (then outwardLinkMade has it already).
    else c.x.madeEntry(entry, null, links || (info === undefined ? c.x.outwardLinkMade() !== null : info.isSymbolicLink()));
  };
  for (const d of dest.values) {
    const abs = c.x.absolute(d, c.state);
    if (!abs) continue;
    const only = sources.length === 1 && sources[0]!.values?.length === 1 ? sources[0]!.values[0]! : null;
    if (!intoDir) mark(abs, only);
    else for (const s of sources) for (const v of s.values ?? []) mark(`${abs}/${v.split('/').filter(Boolean).pop() ?? ''}`, v);
  }
}

/** Whether `value` names nothing now, and no command of the call (or an entry beside it) writes it. */
function missingHere(c: Call, value: string): boolean {
  const abs = c.x.absolute(value, c.state);
  return abs !== null && !lstatQuiet(abs) && c.x.readFile(abs) === 'missing';
}

const SCAN_LIMIT = 2000;

/** cp's options that change neither what is copied nor where (a copy made new holds its source's text). */
const PLAIN_COPY_FLAGS = new Set(
  ['r', 'R', 'a', 'p', 'v', 'f', 'n', 'u', 'i', 'L', 'P', 'H', 'd', 'recursive', 'archive', 'verbose', 'force', 'no-clobber', 'update', 'interactive']
    .concat(['preserve', 'dereference', 'no-dereference']),
);

/** True when `abs` is a symlink, does not exist yet, or is a tree holding a symlink (or too big to scan). */
export function mayHoldSymlinks(abs: string | null): boolean {
  if (!abs) return true;
  const top = lstatQuiet(abs);
  if (!top) return true;
  if (top.isSymbolicLink()) return true;
  if (!top.isDirectory()) return false;
  return walkEntries([abs], SCAN_LIMIT, (e) => e.isSymbolicLink()) !== 'done';
}

/**
 * `mv SOURCE DEST` of one regular file whose text the guard knows, to a name that is not a directory (nor a link to
 * one): the text DEST holds once mv succeeds. Only -f and -v: -n, -i and -u may leave DEST as it was and still succeed.
 */
function movedText(c: Call, p: ReturnType<typeof o>): { abs: string; text: string } | null {
  if (p.operands.length !== 2 || [...p.flags].some((f) => f !== 'f' && f !== 'v' && f !== 'force' && f !== 'verbose')) return null;
  const [from, to] = p.operands.map((a) => (a.values?.length === 1 && !a.values[0]!.endsWith('/') ? c.x.absolute(a.values[0]!, c.state) : null));
  if (!from || !to || !lstatQuiet(from)?.isFile() || statQuiet(to)?.isDirectory()) return null;
  const text = c.x.readFile(from);
  return typeof text === 'string' ? { abs: normalize(to), text } : null;
}

export const COREUTILS: RuleTable = {
  cp(c) {
    const p = o(c, 'tS', ['target-directory', 'suffix']);
    const t = optValues(p, 't', 'target-directory');
    const links = hasFlag(p, 's', 'l', 'symbolic-link', 'link');
    // Into a directory, each source lands at its own name there: a file already at that name (a hard link, a link out)
    // is written in place. A check only: what lands is recorded by the write of the directory. A source the guard
    // cannot name may land at any name there (SOME_NAME: every entry there is judged).
    const isDir = (dir: string) => statQuiet(dir)?.isDirectory() || c.x.isMadeDir(dir);
    const landings = (dir: string, sources: readonly Arg[], record = false) => {
      if (!isDir(dir)) return;
      for (const name of sources.flatMap((a) => (a.values === null ? [SOME_NAME] : a.values.map((v) => listedBasename(v, '') ?? basename(v)))))
        c.x.write(literalArg(join(dir, name)), c.state, 'target', 'cp to', record);
    };
    if (t.length) {
      // Plain files copied (no -r, no links made): what lands is each copy, recorded as such, not a whole tree.
      const plain = !links && !hasFlag(p, 'r', 'R', 'a', 'recursive', 'archive', 'd', 'P', 'no-dereference') && p.operands.every((a) => a.values);
      const dirs = t.map((a) => (a.values?.length === 1 ? c.x.absolute(a.values[0]!, c.state) : null));
      for (const abs of dirs) if (abs !== null) landings(abs, p.operands, plain);
      if (!plain || dirs.some((d) => d === null || !isDir(d))) c.x.writeAll(t, c.state, 'into', 'cp into');
      markCopies(c, t[0], p.operands, true, links);
      return;
    }
    if (p.operands.length < 2) return;
    const dest = p.operands.at(-1)!;
    const destAbs = dest.values?.length === 1 ? c.x.absolute(dest.values[0]!, c.state) : null;
    // --remove-destination removes what is there (a link, not what it points to) and makes a new file, unless it is a directory.
    if (hasFlag(p, 'remove-destination') && p.operands.length === 2 && destAbs !== null && !statQuiet(destAbs)?.isDirectory())
      return c.x.write(dest, c.state, 'entry', 'cp --remove-destination to');
    if (destAbs !== null) landings(destAbs, p.operands.slice(0, -1));
    const sources = p.operands.slice(0, -1).map((a) => (a.values?.length === 1 ? c.x.absolute(a.values[0]!, c.state) : null));
    const known = !links && sources.every((s) => s !== null) && [...p.flags].every((f) => PLAIN_COPY_FLAGS.has(f));
    // A directory is copied whole with -r (`cp -r tests src "$tmp"/`): the copy holds what the source holds now.
    const recursive = hasFlag(p, 'r', 'R', 'a', 'recursive', 'archive');
    const overwrites = !hasFlag(p, 'n', 'u', 'i', 'no-clobber', 'update', 'interactive');
    const copy = (to: Arg, from: string) =>
      recursive && lstatQuiet(from)?.isDirectory() ? c.x.copyTree(to, from, c.state) : c.x.copyFile(to, from, c.state, overwrites);
    // Into a directory (`cp build.sh "$dir/"`), each copy is the entry of its source's name there.
    const intoDir =
      dest.values?.length === 1 &&
      (dest.values[0]!.endsWith('/') || (destAbs !== null && (statQuiet(destAbs)?.isDirectory() || c.x.isMadeDir(destAbs))));
    if (known && intoDir) for (const s of sources) copy(literalArg(join(dest.values![0]!, listedBasename(s!, '') ?? basename(s!))), s!);
    else if (known && sources.length === 1 && !dest.values?.some((v) => v.endsWith('/'))) copy(dest, sources[0]!);
    else c.x.write(dest, c.state, 'into', 'cp to');
    markCopies(c, dest, p.operands.slice(0, -1), p.operands.length > 2 || (dest.values ?? []).some((v) => v.endsWith('/')), links);
    if (p.operands.length === 2) markCopies(c, dest, p.operands.slice(0, 1), true, links);
  },
  mv(c) {
    const p = o(c, 'tS', ['target-directory', 'suffix']);
    const t = optValues(p, 't', 'target-directory');
    const moved = movedText(c, p);
    const dest = t[0] ?? p.operands.at(-1);
    const sources = t.length ? p.operands : p.operands.slice(0, -1);
    // Sources missing now, and written by no command of the call: mv fails and leaves nothing (judged, not recorded).
    if (sources.length && sources.every((s) => s.values?.length && s.values.every((v) => missingHere(c, v)))) {
      for (const a of [...t, ...p.operands]) c.x.write(a, c.state, 'entry', 'mv of', false);
      return;
    }
    // mv removes its sources: moving a file out of place writes where it was.
    c.x.writeAll(t, c.state, 'into', 'mv into');
    c.x.writeAll(p.operands, c.state, 'entry', 'mv of');
    if (moved) c.x.textOnSuccess(moved.abs, moved.text);
    for (const v of sources.flatMap((a) => a.values ?? [])) removed(c, v);
    markCopies(c, dest, sources, true);
    if (!t.length) markCopies(c, dest, sources, false);
  },
  rm: removes,
  fallocate: targets('lo', ['length', 'offset']),
  shuf(c) {
    c.x.writeAll(optValues(o(c, 'noi', ['head-count', 'output', 'random-source', 'input-range']), 'o', 'output'), c.state, 'target', 'shuf -o');
  },
  rmdir: targets('', [], 'entry'),
  unlink: removes,
  shred: targets('ns', ['iterations', 'random-source', 'size']),
  touch(c) {
    // -h touches a symlink itself, not what it points to.
    const p = o(c, 'drt', ['date', 'reference']);
    // Only times change, or an empty file appears (`touch pkg/__init__.py && python3 -m pytest`): the texts stay known.
    const texts = p.operands.flatMap((a) => (a.values ?? []).map((v) => ({ abs: c.x.absolute(v, c.state), text: c.x.readFile(c.x.absolute(v, c.state)) })));
    c.x.writeAll(p.operands, c.state, hasFlag(p, 'h', 'no-dereference') ? 'entry' : 'target', 'touch');
    for (const { abs, text } of texts)
      if (abs !== null && text !== 'changed' && text !== 'unreadable') c.x.textOnSuccess(abs, text === 'missing' ? '' : text, true);
  },
  mkdir(c) {
    // An empty directory, or none made: what is below it reads as it did (a file written there next is new).
    for (const d of o(c, 'mZ', ['mode', 'context']).operands) {
      c.x.write(d, c.state, 'into', 'mkdir', false);
      for (const v of d.values ?? []) {
        const abs = c.x.absolute(v, c.state);
        if (abs !== null) c.x.madeDir(abs);
      }
    }
  },
  mkfifo: targets('mZ', ['mode', 'context']),
  mknod(c) {
    c.x.write(o(c, 'mZ', ['mode', 'context']).operands[0], c.state, 'target', 'mknod');
  },
  truncate: targets('sr', ['size', 'reference']),
  ln(c) {
    const p = o(c, 'tS', ['target-directory', 'suffix']);
    const t = optValues(p, 't', 'target-directory');
    if (t.length) return c.x.writeAll(t, c.state, 'into', 'ln into');
    if (p.operands.length === 1) return c.x.writeCwd(c.state, 'ln');
    const link = p.operands.at(-1)!;
    // -n (-T): a link already there that points to a directory is replaced (with -f), not entered.
    c.x.write(link, c.state, hasFlag(p, 'n', 'no-dereference', 'T', 'no-target-directory') ? 'entry' : 'target', 'ln creating');
    // A link made now is followed by later commands of the same call.
    const target = p.operands.length === 2 && p.operands[0]!.values?.length === 1 ? p.operands[0]!.values[0]! : null;
    const symbolic = hasFlag(p, 's', 'symbolic');
    // A hard link to a regular file whose every name is inside (and that this call has not changed) is that file under
    // one more name: nothing a write through it can reach lies outside, so it is no entry of unknown kind.
    const source = !symbolic && target !== null ? c.x.absolute(target, c.state) : null;
    const info = source === null ? undefined : lstatQuiet(source);
    const sameFile =
      source !== null && info?.isFile() === true && c.x.insideRoots(source) && c.x.readFile(source) !== 'changed' && allNamesInside(info, c.x.ctx);
    // A write through the new name changes the file under its old one: later reads of it see it changed.
    if (sameFile) c.x.write(literalArg(source), c.state, 'target', 'ln giving a second name to');
    for (const v of link.values ?? []) {
      const abs = c.x.absolute(v, c.state);
      if (abs && !sameFile) c.x.madeEntry(abs, symbolic ? target : null);
      if (abs && p.operands.length > 2) markCopies(c, link, p.operands.slice(0, -1), true);
    }
  },
  install(c) {
    const p = o(c, 'mogtSZ', ['mode', 'owner', 'group', 'target-directory', 'suffix', 'context']);
    // Directories only, as mkdir -p makes them: nothing below them changes.
    if (hasFlag(p, 'd', 'directory')) {
      for (const d of p.operands) {
        c.x.write(d, c.state, 'into', 'install -d', false);
        for (const v of d.values ?? []) {
          const abs = c.x.absolute(v, c.state);
          if (abs !== null) c.x.madeDir(abs);
        }
      }
      return;
    }
    const t = optValues(p, 't', 'target-directory');
    if (t.length) {
      c.x.writeAll(t, c.state, 'into', 'install into');
      return installedPrograms(c, t[0]!, p.operands, true);
    }
    const dest = p.operands.at(-1);
    c.x.write(dest, c.state, 'into', 'install to');
    if (dest) installedPrograms(c, dest, p.operands.slice(0, -1), p.operands.length > 2);
  },
  chmod: modeCommand,
  chown: modeCommand,
  chgrp: modeCommand,
  dd(c) {
    const of = c.args.filter((a) => a.values?.some((v) => v.startsWith('of=')));
    c.x.writeAll(of.map((a) => ({ ...a, values: a.values!.filter((v) => v.startsWith('of=')).map((v) => v.slice(3)) })), c.state, 'target', 'dd of=');
    if (c.args.some((a) => a.values === null)) c.x.unknownProgram('dd', c.args.filter((a) => a.values === null), c.state);
  },
  split: splitLike,
  csplit: splitLike,
  mktemp(c) {
    const p = o(c, 'pt', ['tmpdir', 'suffix']);
    if (hasFlag(p, 'u', 'dry-run')) return;
    // The file or dir it makes, under the name `$(mktemp …)` gives it: new (mktemp never opens what is there), so what
    // the call writes into it next is known (`t=$(mktemp -p . r.XXXX.py); printf … > "$t"; python3 "$t"`).
    const words = c.args.map((a) => (a.values?.length === 1 ? a.values[0]! : null));
    const made = c.state.cwd !== null && !words.includes(null) ? mktempPath(words as string[], c.state.cwd, () => c.x.ctx.tmpdir ?? null) : null;
    if (made !== null && hasFlag(p, 'd', 'directory')) {
      c.x.write(literalArg(made), c.state, 'into', 'mktemp -d', false);
      return c.x.madeDir(made);
    }
    if (made !== null) {
      c.x.write(literalArg(made), c.state, 'target', 'mktemp');
      return c.x.textOnSuccess(made, '', true);
    }
    const dir = optValues(p, 'p', 'tmpdir');
    if (dir.length) return c.x.writeAll(dir, c.state, 'into', 'mktemp -p');
    // No directory: $TMPDIR (known or not), else /tmp; -t and --tmpdir without a value mean the same.
    const template = p.operands[0];
    if (template && !hasFlag(p, 't', 'tmpdir')) {
      if ((template.values ?? []).some((v) => v.includes('/'))) return c.x.write(template, c.state, 'target', 'mktemp');
      if (template.values) return c.x.writeCwd(c.state, 'mktemp');
    }
    const tmp = c.x.ctx.tmpdir;
    if (!tmp)
      return c.x.report({
        kind: 'write',
        target: 'mktemp',
        message: `mktemp creates a file in $TMPDIR or /tmp, outside the allowed roots; use mktemp -p <a directory inside the environment>`,
      });
    c.x.write({ text: '$TMPDIR', values: [tmp] }, c.state, 'into', 'mktemp in');
  },
};

/** chmod's mode may look like an option (-x, -w); --reference takes the place of the mode. */
function modeCommand(c: Call): void {
  const modeLike = c.name === 'chmod' ? (a: Arg) => /^-[rwxXst]+$/.test(a.values?.[0] ?? '') : () => false;
  const modeArg = c.args.find(modeLike);
  const p = parseOpts(c.args.filter((a) => a !== modeArg), '', ['reference', 'from']);
  const files = hasFlag(p, 'reference') || modeArg ? p.operands : p.operands.slice(1);
  // A mode or owner change leaves the content as it was: a later command may still read the file.
  for (const f of files) c.x.write(f, c.state, 'target', c.name, false);
}

/** split and csplit write numbered pieces named after a prefix (default x or xx in the working directory). */
function splitLike(c: Call): void {
  const p = o(c, c.name === 'split' ? 'lbnCat' : 'bfn', [
    'lines',
    'bytes',
    'number',
    'line-bytes',
    'suffix-length',
    'additional-suffix',
    'separator',
    'filter',
    'prefix',
    'suffix-format',
    'digits',
  ]);
  const prefix = optValues(p, 'f', 'prefix')[0] ?? (c.name === 'split' ? p.operands[1] : undefined);
  // split --filter runs its text as shell once per piece, with $FILE set to the piece's name.
  const filters = optValues(p, 'filter');
  if (filters.length) {
    const sh = fork(c.state);
    // split exports FILE, the output file's name, to the filter's shell.
    sh.vars.set('FILE', null);
    sh.vars.set(exportKey('FILE'), ['1']);
    for (const f of filters) c.x.nested(f, sh, c.depth, 'split --filter');
    return c.x.unknownProgram(c.name, p.operands, c.state);
  }
  if (!prefix) return c.x.writeCwd(c.state, c.name);
  c.x.write(prefix, c.state, 'target', `${c.name} writing`);
  // The pieces are the prefix with a suffix: later commands of the call meet the prefix's directory as written.
  for (const v of prefix.values ?? []) c.x.write(literalArg(dirname(v)), c.state, 'into', `${c.name} writing`);
}

/**
 * What `install SRC… DEST` lays down, for the programs among the sources that this call built (copiedProgram): each at
 * its own name in DEST when DEST is a directory (or several sources, or -t), else at DEST.
 */
function installedPrograms(c: Call, dest: Arg, sources: readonly Arg[], intoDir: boolean): void {
  const destAbs = dest.values?.length === 1 ? c.x.absolute(dest.values[0]!, c.state) : null;
  if (destAbs === null) return;
  const dir = intoDir || dest.values![0]!.endsWith('/') || statQuiet(destAbs)?.isDirectory() === true || c.x.isMadeDir(destAbs);
  for (const s of sources) {
    const src = s.values?.length === 1 ? c.x.absolute(s.values[0]!, c.state) : null;
    if (src !== null) c.x.copiedProgram(dir ? join(destAbs, basename(src)) : destAbs, src);
  }
}
