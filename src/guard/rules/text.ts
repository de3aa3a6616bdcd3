/**
 * Text tools: mostly readers, but several write: sed (-i, `w`, `e`), awk
 * (print > file, system), sort -o, uniq IN OUT, xxd IN OUT, tee, patch.
 */
import { basename, dirname, join, normalize } from 'node:path';
import { awkEffects, type FieldName } from '../awk-program.js';
import { lstatQuiet } from '../paths.js';
import { hasFlag, optValues, parseOpts } from '../options.js';
import { isAscii, patchedTexts, sedOutput } from '../text-filters.js';
import { sedEffects } from '../sed-script.js';
import { fork, type ShellState } from '../state.js';
import { literalArg, textLines, type Arg } from '../words.js';
import type { Call, RuleTable } from './types.js';

function sed(c: Call): void {
  const p = parseOpts(c.args, 'efl', ['expression', 'file', 'line-length']);
  // -i takes an optional suffix glued to it (-i.bak), so it is found in the raw words.
  const inPlace = hasFlag(p, 'in-place') || c.args.some((a) => /^-[a-zA-Z]*i/.test(a.values?.[0] ?? '') && !(a.values?.[0] ?? '').startsWith('--'));
  const scriptArgs = optValues(p, 'e', 'expression');
  const fromFile = optValues(p, 'f', 'file');
  const scripts = scriptArgs.length || fromFile.length ? scriptArgs : p.operands.slice(0, 1);
  const files = scriptArgs.length || fromFile.length ? p.operands : p.operands.slice(1);
  // A script file is judged as the scripts given inline are.
  const fileScripts: Arg[] = [];
  for (const f of fromFile) {
    const abs = f.values?.length === 1 ? c.x.absolute(f.values[0]!, c.state) : null;
    const text = c.x.readFile(abs);
    if (c.x.unseen(text, f.text, 'sed -f reads', true)) return;
    fileScripts.push(literalArg(text as string));
  }
  const pure: string[] = [];
  for (const s of [...scripts, ...fileScripts]) {
    if (!s.values) {
      c.x.report({ kind: 'unevaluable', target: s.text, message: `sed script ${s.text}: the guard cannot know it (${s.unknown}); write the script literally` });
      continue;
    }
    for (const text of s.values) {
      const fx = sedEffects(text);
      if (PURE_SED_COMMANDS.test(fx.commands) && s.values.length === 1) pure.push(text);
      c.x.writeAll(fx.writes.map(literalArg), c.state, 'target', 'sed w to');
      for (const run of fx.runs) {
        if (run === '') c.x.report({ kind: 'unevaluable', target: text, message: `sed script ${text}: runs commands the guard cannot see (e)` });
        else c.x.script(run, c.state, c.depth + 1);
      }
    }
  }
  // Computed from the texts before the write below makes them unknown.
  const edits = inPlace && !fromFile.length && pure.length === scripts.length ? inPlaceEdits(c, pure, files) : [];
  // sed -i writes a new file in place of each one: a symlink is replaced, not followed (unless --follow-symlinks).
  if (inPlace) c.x.writeAll(files, c.state, hasFlag(p, 'follow-symlinks') ? 'target' : 'entry', 'sed -i on');
  for (const e of edits) c.x.textOnSuccess(e.abs, e.text, true);
  const suffix = c.args.map((a) => /^(?:-[a-zA-Z]*i|--in-place=)(.+)$/s.exec(a.values?.[0] ?? '')?.[1]).find((s) => s !== undefined);
  if (inPlace && suffix) backups(c, suffix, files);
}

/**
 * sed commands whose output depends on the input text alone, the same read from a file as from stdin: not `F` (the
 * file's name), `q`/`Q` (which end a run of several files early), `r R w W e` (other files, commands), `L`, `v`, or
 * text the parser does not know.
 */
const PURE_SED_COMMANDS = /^[sydDpPnNgGhHxbtT:{}!=aiclz#]*$/;

/**
 * The texts `sed -i` leaves in `files` (sedOutput on the texts the guard knows for them), or none when any option,
 * file or text is outside what that covers: an option other than -n -E -r -z -s --posix and -i's own, a file named
 * twice, a symlink, a text not known or not ASCII, or POSIXLY_CORRECT set by the call.
 */
function inPlaceEdits(c: Call, scripts: readonly string[], files: readonly Arg[]): { abs: string; text: string }[] {
  const options = new Set<string>();
  let ended = false;
  for (let i = 0; i < c.args.length; i++) {
    const word = c.args[i]!.values;
    if (word === null) return [];
    if (ended || word.length !== 1 || !word[0]!.startsWith('-') || word[0] === '-') continue;
    const w = word[0]!;
    const cluster = /^-([nrEsz]*)(i.*)?$/s.exec(w);
    if (w === '--') ended = true;
    else if (w === '-e' || w === '--expression') i++;
    else if (cluster) for (const f of cluster[1]!) options.add(f === 'r' ? 'E' : f);
    else if (w === '--regexp-extended') options.add('E');
    else if (w === '--quiet' || w === '--silent') options.add('n');
    else if (w === '--null-data') options.add('z');
    else if (w === '--posix') options.add('posix');
    else if (!/^--(in-place(=.*)?|separate|expression=.*)$/s.test(w)) return [];
  }
  if (c.state.vars.has('POSIXLY_CORRECT') || !scripts.every(isAscii)) return [];
  const args = [...options].filter((o) => o !== 's').map((o) => (o === 'posix' ? '--posix' : `-${o}`));
  return editedTexts(c, files, (before) => sedOutput(args, scripts, before));
}

/**
 * The texts an in-place edit (`sed -i`, `perl -pi`) leaves in `files`, each computed by `edit` from the text the guard
 * knows for it; none when a file is named twice, is a symlink, or has a text that is not known or not ASCII, or when
 * `edit` gives up on one.
 */
export function editedTexts(c: Call, files: readonly Arg[], edit: (before: string) => string | null): { abs: string; text: string }[] {
  const edits: { abs: string; text: string }[] = [];
  for (const f of files) {
    if (!f.values) return [];
    for (const v of f.values) {
      const abs = c.x.absolute(v, c.state);
      const before = abs === null || lstatQuiet(abs)?.isSymbolicLink() ? null : c.x.readFile(abs);
      const unknown = before === null || before === 'missing' || before === 'changed' || before === 'unreadable';
      if (unknown || !isAscii(before) || edits.some((e) => e.abs === normalize(abs!))) return [];
      const after = edit(before);
      if (after === null || !isAscii(after)) return [];
      edits.push({ abs: normalize(abs!), text: after });
    }
  }
  return edits;
}

/**
 * The backup files of an in-place edit (sed -i SUFFIX, perl -i SUFFIX): FILE+SUFFIX beside the file, or SUFFIX with `*`
 * replaced by the file's name; a name that then holds a slash is used as it is, from the working directory
 * (`-i'bak/*'`, `-i'/elsewhere/*.orig'`), as GNU sed and perl do.
 */
export function backups(c: Call, suffix: string, files: readonly Arg[]): void {
  for (const f of files)
    for (const v of f.values!) {
      const name = suffix.includes('*') ? suffix.replaceAll('*', basename(v)) : `${basename(v)}${suffix}`;
      c.x.write(literalArg(name.includes('/') ? name : join(dirname(v), name)), c.state, 'target', `${c.name} -i backup`);
    }
}

function awk(c: Call): void {
  const p = parseOpts(c.args, 'fvFE', ['file', 'assign', 'field-separator', 'exec', 'include', 'load']);
  if (optValues(p, 'E', 'exec', 'i', 'include').length) {
    return c.x.report({
      kind: 'unevaluable',
      target: `${c.name} -E`,
      message: `${c.name} runs a program file the guard does not read; pass the program inline or with -f`,
    });
  }
  // `-f FILE` (any number of them): the program is their texts, read like an inline one; every operand is input.
  const files = optValues(p, 'f', 'file');
  // `-f -` reads the program from stdin: a here-document's known text (`awk -f - data <<'EOF'`).
  const stdinText = c.stdin && 'text' in c.stdin ? c.stdin.text : 'changed';
  const fileTexts = files.map((f) =>
    f.values?.length !== 1 ? 'changed' : ['-', '/dev/stdin'].includes(f.values[0]!) ? stdinText : c.x.readFile(c.x.absolute(f.values[0]!, c.state)),
  );
  if (fileTexts.some((t, i) => c.x.unseen(t, files[i]!.text, `${c.name} -f runs`, true))) return;
  const program = files.length ? literalArg(fileTexts.join('\n')) : p.operands[0];
  if (!program) return;
  if (!program.values) {
    return c.x.report({
      kind: 'unevaluable',
      target: program.text,
      message: `${c.name} program ${program.text}: the guard cannot know it (${program.unknown}); write the program literally`,
    });
  }
  // `-v NAME=value` with a literal value: a `print > NAME` writes there.
  const given = new Map<string, string>();
  for (const a of optValues(p, 'v', 'assign')) {
    const m = a.values?.length === 1 ? /^([A-Za-z_]\w*)=(.*)$/s.exec(a.values[0]!) : null;
    // awk processes escapes in the value: one with a backslash is not taken as written.
    if (m && !m[2]!.includes('\\')) given.set(m[1]!, m[2]!);
  }
  // `NAME=value` operands among the files set NAME again while the input is read.
  for (const a of p.operands.slice(files.length ? 0 : 1)) for (const v of a.values ?? ['=']) given.delete(/^([A-Za-z_]\w*)=/.exec(v)?.[1] ?? '');
  for (const text of program.values) {
    const fx = awkEffects(text, given);
    for (const w of fx.writes) {
      const names = w === null ? null : typeof w === 'string' ? [w] : fieldTargets(c, p, files.length ? 0 : 1, text, w);
      if (names === null)
        c.x.report({ kind: 'unevaluable', target: text, message: `${c.name} writes to a file named at run time; print to stdout and redirect with > instead` });
      else for (const name of names) c.x.write(literalArg(name), c.state, 'target', `${c.name} print >`);
    }
    for (const r of fx.runs) {
      if (r === null) c.x.report({ kind: 'unevaluable', target: text, message: `${c.name} runs a command built at run time (system or a pipe)` });
      else c.x.script(r, c.state, c.depth + 1);
    }
  }
}

/** Beyond these the names a field builds are not listed: the target is unknown. */
const MAX_FIELD_TARGETS = 1000;

/**
 * The names `print > ("build/" $4 ".txt")` may write: the pieces joined with field N of each line of the input, read
 * from the files the guard knows (or the known text on stdin), split as awk splits them with the default separator or
 * a one-character -F. Null when a field's value may differ from the input's (the program assigns something, or runs
 * getline, sub, gsub or split), the input is not known, or there are too many.
 */
function fieldTargets(c: Call, p: ReturnType<typeof parseOpts>, firstInput: number, program: string, target: FieldName): string[] | null {
  // Any `=` that is not a comparison may assign a field, NF, FS or $0; getline and sub/gsub/split change them too.
  if (/[^=!<>]=(?!=)|\b(?:getline|g?sub|split)\b/.test(program) || optValues(p, 'v', 'assign').length) return null;
  const separators = optValues(p, 'F', 'field-separator');
  const fs = separators.length === 0 ? ' ' : separators.length === 1 && separators[0]!.values?.length === 1 ? separators[0]!.values[0]! : null;
  if (fs === null || (fs !== ' ' && (fs.length !== 1 || fs === '\\'))) return null;
  const inputs = p.operands.slice(firstInput);
  const texts: string[] = [];
  if (!inputs.length) {
    if (!c.stdin || !('text' in c.stdin)) return null;
    texts.push(c.stdin.text);
  }
  for (const a of inputs) {
    const v = a.values?.length === 1 ? a.values[0]! : null;
    // A `NAME=value` operand sets a variable; `-` is stdin.
    if (v === null || v === '-' || /^[A-Za-z_]\w*=/.test(v)) return null;
    const text = c.x.readFile(c.x.absolute(v, c.state));
    if (text === 'changed' || text === 'unreadable') return null;
    if (text !== 'missing') texts.push(text);
  }
  const names = new Set<string>();
  for (const line of texts.flatMap((t) => textLines(t))) {
    const fields = fs === ' ' ? line.split(/[ \t\n]+/).filter(Boolean) : line.split(fs);
    names.add(target.pieces.map((piece) => (typeof piece === 'string' ? piece : piece.field === 0 ? line : fields[piece.field - 1] ?? '')).join(''));
    if (names.size > MAX_FIELD_TARGETS) return null;
  }
  return [...names];
}

/** Editors that take commands (ed's stdin, vim -c/+cmd/-s, emacs --eval): their writes and shell escapes are not followed. */
function scriptedEditor(c: Call): void {
  c.x.report({
    kind: 'unevaluable',
    target: c.name,
    message: `${c.name} runs editor commands (writes, shell escapes) the guard does not follow; edit with sed or the editor tool`,
  });
}

export const TEXT: RuleTable = {
  // openssl's subcommands write where -out, -keyout and the like point. A subject (`-subj /CN=x`) is a name, not a path.
  openssl(c) {
    const writes = /^-(out|keyout|writerand|sess_out|keylogfile|msgfile|respout|reqout)$/;
    for (let i = 0; i < c.args.length - 1; i++) if (writes.test(c.args[i]!.text)) c.x.write(c.args[i + 1], c.state, 'target', 'openssl writing');
    c.x.unknownProgram(c.name, c.args.filter((a, i) => !/^-(subj|addext)$/.test(c.args[i - 1]?.text ?? '')), c.state);
  },
  iconv(c) {
    const p = parseOpts(c.args, 'fto', ['from-code', 'to-code', 'output']);
    c.x.writeAll(optValues(p, 'o', 'output'), c.state, 'target', 'iconv writing');
  },
  sed,
  ed: scriptedEditor,
  ex: scriptedEditor,
  vi: scriptedEditor,
  vim: scriptedEditor,
  nvim: scriptedEditor,
  emacs: scriptedEditor,
  awk,
  gawk: awk,
  mawk: awk,
  nawk: awk,
  tee(c) {
    const p = parseOpts(c.args, '', ['output-error']);
    // `tee scripts/env.sh <<'EOF'` then `. scripts/env.sh`: each file holds the known input (after its old text with -a).
    const input = c.stdin && 'text' in c.stdin ? c.stdin.text : null;
    const plain = [...p.flags].every((f) => ['a', 'append', 'i', 'ignore-interrupts', 'p', 'output-error'].includes(f));
    const texts = p.operands.flatMap((a) => (a.values ?? []).map((v) => c.x.absolute(v, c.state))).map((abs) => {
      const before = hasFlag(p, 'a', 'append') ? c.x.readFile(abs) : '';
      return { abs, text: before === 'changed' || before === 'unreadable' ? null : (before === 'missing' ? '' : before) + input };
    });
    c.x.writeAll(p.operands, c.state, 'target', 'tee to');
    if (input === null || !plain) return;
    for (const { abs, text } of texts) if (abs !== null && text !== null) c.x.textOnSuccess(abs, text, true);
  },
  sort(c) {
    const p = parseOpts(c.args, 'otSkT', [
      'output',
      'key',
      'field-separator',
      'buffer-size',
      'temporary-directory',
      'compress-program',
      'files0-from',
      'random-source',
      'parallel',
      'batch-size',
    ]);
    c.x.writeAll(optValues(p, 'o', 'output'), c.state, 'target', 'sort -o');
    c.x.writeAll(optValues(p, 'T', 'temporary-directory'), c.state, 'into', 'sort -T');
    // The compressor is a program sort runs by name.
    for (const prog of optValues(p, 'compress-program')) c.x.run([prog], fork(c.state), c.depth + 1);
  },
  uniq(c) {
    const p = parseOpts(c.args, 'fsw', ['skip-fields', 'skip-chars', 'check-chars', 'all-repeated', 'group']);
    c.x.write(p.operands[1], c.state, 'target', 'uniq writing');
  },
  xxd(c) {
    const p = parseOpts(c.args, 'clgosnCR', ['cols', 'len', 'groupsize', 'offset', 'seek', 'name']);
    c.x.write(p.operands[1], c.state, 'target', 'xxd writing');
  },
  patch(c) {
    const p = parseOpts(c.args, 'oiprdBDFgVYzWM', [
      'output',
      'input',
      'strip',
      'reject-file',
      'directory',
      'prefix',
      'basename-prefix',
      'suffix',
      'ifdef',
      'fuzz',
      'get',
      'quoting-style',
      'version-control',
    ]);
    c.x.writeAll(optValues(p, 'o', 'output', 'r', 'reject-file', 'B', 'prefix'), c.state, 'target', 'patch writing');
    const dir = optValues(p, 'd', 'directory');
    const local = dir.length && dir[0]!.values?.length === 1 ? { ...c.state, cwd: c.x.absolute(dir[0]!.values[0]!, c.state) } : c.state;
    c.x.writeAll(dir, c.state, 'into', 'patch -d');
    // --dry-run writes no file.
    if (hasFlag(p, 'dry-run')) return c.x.inCwd('patch', local);
    c.x.writeAll(p.operands.slice(0, 1), local, 'target', 'patch of');
    // Files named inside the diff land below the directory: GNU patch refuses absolute and `..` names and does not follow symlinks.
    c.x.inCwd('patch', local);
    if (p.operands.length) return;
    const input = optValues(p, 'i', 'input')[0];
    const texts = patchTexts(c, input, local);
    diffChanges(c, input, local, 'patch of');
    for (const [abs, text] of texts ?? []) c.x.textOnSuccess(abs, text, true);
  },
};

/**
 * The texts `patch -pN [-i FILE | < FILE]` leaves (by absolute path), computed by the machine's patch on copies
 * (patchedTexts), when its options are only -p, -i, -R, -N, -t, -s, --no-backup-if-mismatch and the texts of the
 * diff and of every file it changes are known; null otherwise.
 */
function patchTexts(c: Call, input: Arg | undefined, state: ShellState): Map<string, string> | null {
  let strip: number | null = null;
  let reverse = false;
  const words = c.args.map((a) => (a.values?.length === 1 ? a.values[0]! : null));
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w === null) return null;
    const glued = /^(?:-p|--strip=)(\d+)$/.exec(w);
    if (glued) strip = Number(glued[1]);
    else if (w === '-p') strip = Number(words[++i] ?? 'x');
    else if (w === '-i' || w === '--input') i++;
    else if (w === '-R' || w === '--reverse') reverse = true;
    else if (!/^(?:-[Nts]+|--(?:forward|batch|silent|quiet|no-backup-if-mismatch)|--input=.*)$/.test(w)) return null;
  }
  const cwd = state.cwd;
  if (strip === null || !Number.isInteger(strip) || cwd === null) return null;
  const diff = diffText(c, input, state);
  if (diff === 'missing' || diff === 'changed' || diff === 'unreadable') return null;
  const texts = patchedTexts(diff, strip, reverse, (rel) => {
    // patch refuses to change a symlink: the text through it stays as it is.
    if (lstatQuiet(join(cwd, rel))?.isSymbolicLink()) return null;
    const t = c.x.readFile(join(cwd, rel));
    return t === 'changed' || t === 'unreadable' ? null : t;
  });
  return texts === null ? null : new Map([...texts].map(([rel, text]) => [join(cwd, rel), text]));
}

/** A diff's text: the file named (`-i FILE`, git apply's operand), or stdin when none. */
function diffText(c: Call, file: Arg | undefined, state: ShellState): ReturnType<Call['x']['readFile']> {
  if (!file) return c.stdin && 'text' in c.stdin ? c.stdin.text : 'changed';
  return file.values?.length === 1 ? c.x.readFile(c.x.absolute(file.values[0]!, state)) : 'changed';
}

/**
 * The files a diff (unified or git's) changes, as a later command of the call meets them: each name the diff in
 * `file` (or on stdin, when undefined) gives, with any number of its leading directories stripped (patch's -p and
 * git's a/ b/), is written below `state`'s directory. A diff the guard cannot read may change any file there.
 */
export function diffChanges(
  c: Call,
  file: Arg | undefined,
  state: ShellState,
  what: string,
  anyFile: (state: ShellState, what: string) => void = (s, w) => c.x.writeCwd(s, w),
): void {
  const diff = diffText(c, file, state);
  if (diff === 'missing') return;
  if (diff === 'changed' || diff === 'unreadable') return anyFile(state, what);
  const names = new Set<string>();
  for (const m of diff.matchAll(/^(?:\+\+\+|---|rename to|copy to|diff --git) +(.+)$/gm)) {
    for (const name of m[1]!.split(/\s+/)) {
      const parts = name.replace(/^"|"$/g, '').split('/').filter(Boolean);
      if (name === '/dev/null' || parts.includes('..')) continue;
      for (let i = 0; i < parts.length; i++) names.add(parts.slice(i).join('/'));
    }
  }
  for (const n of names) c.x.write(literalArg(n), state, 'target', what);
  // A symlink the patch makes (mode 120000): a later write through it cannot be followed.
  if (/^(new file mode|new mode) 120000$/m.test(diff))
    for (const n of names) {
      const abs = c.x.absolute(n, state);
      if (abs !== null) c.x.madeEntry(abs, null);
    }
}
