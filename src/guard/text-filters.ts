/**
 * The output of the machine's own text filters on a text the guard knows, computed before the call runs: the text
 * `sed -i`, `perl -pi` or `patch` leaves in a file, or what `tr` and `sed` print in a pipeline
 * (`slug=$(echo "$title" | tr ' ' '-')`). The real programs run, so the dialect is the one the agent's command gets.
 * None can write a file or run a program here: sed runs in its sandbox mode (`--sandbox`: no `e`, `r`, `w`), perl is
 * given plain substitutions only, tr only ever reads its stdin and writes its stdout, and patch works on copies in a
 * private temp dir, on plain diffs only. They run by absolute path, with a time limit and in the C locale (callers
 * give them ASCII only: on ASCII text every locale matches alike); any failure means the text stays unknown.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { isPlainSubstitution } from './perl-substitution.js';
import { isLineCount } from './rules/listings.js';

/** A filter that runs for longer (a regex that backtracks without end) is given up on. */
const TIME_LIMIT_MS = 2000;
/** More output than this (from a 4 MiB script file at most) is given up on too. */
const MAX_OUTPUT_BYTES = 8 << 20;

/** Where Debian and most Linux systems keep each program (never a directory the agent can write to); found once. */
const found = new Map<string, string | null>();
export function systemProgram(name: string): string | null {
  if (!found.has(name)) found.set(name, [`/usr/bin/${name}`, `/bin/${name}`].find((p) => existsSync(p)) ?? null);
  return found.get(name)!;
}

/**
 * Outputs already computed, by program, words and input (not patch's: it reads files). One decision often runs the
 * same filter on the same text more than once (a script judged once per way it can be reached), and later decisions
 * judge the same files again; each run is a process start, tens of milliseconds. A filter's output depends on nothing
 * else here (C locale, no files read). Bounded by the text held, the oldest dropped first.
 */
const computed = new Map<string, string | null>();
const COMPUTED_MAX_CHARS = 4 << 20;
let computedChars = 0;

function run(name: string, args: readonly string[], input: string, env: NodeJS.ProcessEnv = process.env, noMatch = false): string | null {
  const key = JSON.stringify([name, args, input]);
  const known = computed.get(key);
  if (known !== undefined) return known;
  const output = runOnce(name, args, input, env, noMatch);
  computed.set(key, output);
  computedChars += key.length + (output?.length ?? 0);
  for (const [k, v] of computed) {
    if (computedChars <= COMPUTED_MAX_CHARS) break;
    computed.delete(k);
    computedChars -= k.length + (v?.length ?? 0);
  }
  return output;
}

function runOnce(name: string, args: readonly string[], input: string, env: NodeJS.ProcessEnv, noMatch: boolean): string | null {
  const path = systemProgram(name);
  if (path === null) return null;
  const result = spawnSync(path, args, {
    input,
    encoding: 'utf8',
    timeout: TIME_LIMIT_MS,
    maxBuffer: MAX_OUTPUT_BYTES,
    stdio: ['pipe', 'pipe', 'ignore'],
    env: { ...env, LC_ALL: 'C' },
  });
  // grep exits 1 when no line matches: it printed nothing, which is known too.
  const ok = result.status === 0 || (noMatch && result.status === 1 && result.stdout === '');
  return ok && result.signal === null && !result.error ? result.stdout : null;
}

/**
 * What `grep` prints of `input` with `options` that only pick and shape lines (-v -i -E -F -G -w -x -o -c -n -s and a
 * max count) for `pattern`, read from stdin as a single file: the machine's grep run on the text. Null for a text or
 * pattern that is not ASCII, or a grep that fails.
 */
export function grepOutput(options: readonly string[], pattern: string, input: string): string | null {
  if (!isAscii(input) || !isAscii(pattern) || !options.every(isGrepShaping)) return null;
  return run('grep', [...options, '-e', pattern], input, process.env, true);
}

/** A grep option that picks or shapes lines and reads nothing else (-m takes its count glued or as the next word). */
export function isGrepShaping(option: string): boolean {
  return /^-[viEFGwxocns]+$|^-m\d+$|^--max-count=\d+$|^\d+$/.test(option);
}

/**
 * sed's output for `input` with `options` (only ones that change the output: -n, -E, -z, --posix) and `scripts` (the
 * -e scripts in order), or null when sed is missing, fails, or is not GNU sed (which refuses --sandbox).
 */
export function sedOutput(options: readonly string[], scripts: readonly string[], input: string): string | null {
  return run('sed', ['--sandbox', ...options, ...scripts.flatMap((s) => ['-e', s])], input);
}

/**
 * perl's output for `input` with `switches` (among -p, -l, -0 and -w) and a program of plain substitutions only
 * (perl-substitution.ts: no code runs), or null when the program is not one, or perl is missing or fails. Variables
 * that make perl load code (PERL5OPT, PERL5LIB, PERLLIB, PERL5DB) are not passed on.
 */
export function perlOutput(switches: readonly string[], program: string, input: string): string | null {
  if (!isPlainSubstitution(program) || !switches.every((s) => /^-(?:[pw]|[l0][0-7]*)$/.test(s))) return null;
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^PERL(?:5OPT|5LIB|LIB|5DB)$/.test(k)));
  return run('perl', [...switches, '-e', program], input, env);
}

/**
 * What `cut` prints of `input` with fields, characters or bytes picked (`-d, -f1`, `-c1-8`, `--complement`, `-s`):
 * the machine's cut run on the text; null for any other word.
 */
export function cutOutput(options: readonly string[], input: string): string | null {
  return isCutSelection(options) && isAscii(input) && options.every(isAscii) ? run('cut', options, input) : null;
}

/** Whether `options` are cut's words picking fields, characters or bytes, and nothing else. */
export function isCutSelection(options: readonly string[]): boolean {
  return options.length > 0 && options.every((o, i) =>
    /^(?:-[fcb][\d,-]+|-d.|-[sn]|--complement|--only-delimited|--(?:fields|characters|bytes)=[\d,-]+|--delimiter=.)$/.test(o) ||
    (['-f', '-c', '-b'].includes(options[i - 1] ?? '') && /^[\d,-]+$/.test(o)) ||
    (options[i - 1] === '-d' && o.length === 1) ||
    (['-f', '-c', '-b', '-d'].includes(o) && i + 1 < options.length),
  );
}

/**
 * What `head` or `tail` with a line count only (isLineCount: `-n 5`, `-n +2`, `-5`) prints of `input`: the machine's
 * own program run on the text, so `tail -n +2 data.csv` drops the header line exactly as it will.
 */
export function headTailOutput(name: 'head' | 'tail', count: readonly string[], input: string): string | null {
  return isAscii(input) ? run(name, count, input) : null;
}

/**
 * `tail -qn +2 a.csv b.csv`, `head -n 3 x y`: head's or tail's words split into the line count (as isLineCount
 * spells it), whether `-q` (`--quiet`, `--silent`) drops the `==> NAME <==` headers, and the files, which follow every
 * option. Null for any other word.
 */
export function headTailFiles(name: 'head' | 'tail', words: readonly string[]): { count: string[]; quiet: boolean; files: string[] } | null {
  const count: string[] = [];
  let quiet = false;
  let i = 0;
  for (; i < words.length && words[i]!.startsWith('-') && words[i] !== '-'; i++) {
    let w = words[i]!;
    if (w === '--') {
      i++;
      break;
    }
    if (/^--(?:quiet|silent)$/.test(w)) {
      quiet = true;
      continue;
    }
    // `-q` alone or before a count's letter (`-qn`, `-qn2`).
    const q = /^-q+(.*)$/.exec(w);
    if (q) {
      quiet = true;
      if (!q[1]) continue;
      w = `-${q[1]}`;
    }
    count.push(w);
    if (w === '-n') count.push(words[++i] ?? '');
  }
  const files = words.slice(i);
  // The old spelling (`-5`) is a count only as the one option, and tail takes it for one file at most: `tail -q -2 a`
  // and `tail -2 a b` fail.
  const old = count.length === 1 && /^-\+?\d+$/.test(count[0]!);
  if (old && (i !== 1 || (name === 'tail' && files.length > 1))) return null;
  if (!isLineCount(count) || files.some((f) => f.startsWith('-'))) return null;
  return { count, quiet, files };
}

/**
 * What head or tail prints of several files: each one's lines, after a `==> NAME <==` header (a blank line before every
 * header but the first) unless `quiet` or there is only one file, as GNU head and tail print them.
 */
export function joinHeadTail(parts: readonly { name: string; out: string }[], quiet: boolean): string {
  if (quiet || parts.length === 1) return parts.map((p) => p.out).join('');
  return parts.map((p, k) => `${k ? '\n' : ''}==> ${p.name} <==\n${p.out}`).join('');
}

/** tr's output for ASCII `input` with `args` (options among -c, -C, -d, -s, then one or two sets); null otherwise. */
export function trOutput(args: readonly string[], input: string): string | null {
  const options: string[] = [];
  const sets: string[] = [];
  let ended = false;
  for (const a of args) {
    if (ended || sets.length || a === '-' || !a.startsWith('-')) sets.push(a);
    else if (a === '--') ended = true;
    else if (/^-[cCds]+$/.test(a)) options.push(a);
    else return null;
  }
  // GNU tr reorders options found after a set; a set that looks like an option is left to it alone.
  if (sets.length < 1 || sets.length > 2 || (!ended && sets.some((s) => s.startsWith('-') && s !== '-'))) return null;
  if (!isAscii(input) || !sets.every(isAscii)) return null;
  return run('tr', [...options, '--', ...sets], input);
}

export const isAscii = (text: string): boolean => /^[\x00-\x7f]*$/.test(text);

/** Git's extended headers other than a new regular file, and binary patches: a diff with one is not computed. */
// eslint-disable-next-line max-len -- a pattern (or a case) reads better whole
const EXTENDED_HEADER = /^(?:old mode|new mode|deleted file mode|new file mode (?!100644$|100755$)|rename |copy |similarity index|dissimilarity index|GIT binary patch|Binary files)/m;

/**
 * The texts GNU patch leaves when it applies the unified `diff` with `-p strip` (and `-R` when `reverse`) to files whose
 * texts are known (`read`: a path relative to patch's directory, null when unknown, 'missing' when there is none):
 * patch runs on copies in a private temp dir. Null when the diff holds anything but plain changes of plain names,
 * a text is unknown or not ASCII, or patch fails (a hunk that does not apply).
 */
export function patchedTexts(
  diff: string,
  strip: number,
  reverse: boolean,
  read: (rel: string) => string | 'missing' | null,
): Map<string, string> | null {
  if (EXTENDED_HEADER.test(diff) || !isAscii(diff)) return null;
  const names = new Set<string>();
  for (const m of diff.matchAll(/^(---|\+\+\+) (\S+)(?:\t.*)?$/gm)) {
    if (m[2] === '/dev/null') continue;
    const parts = m[2]!.split('/');
    const rel = parts.slice(strip).join('/');
    if (parts.length <= strip || !/^[\w.@+-]+(?:\/[\w.@+-]+)*$/.test(rel) || rel.split('/').some((p) => p === '..' || p === '.')) return null;
    names.add(rel);
  }
  if (!names.size) return null;
  const dir = mkdtempSync(join(tmpdir(), 'ch-guard-patch-'));
  try {
    for (const rel of names) {
      const text = read(rel);
      if (text === null || (text !== 'missing' && !isAscii(text))) return null;
      if (text === 'missing') continue;
      mkdirSync(dirname(join(dir, rel)), { recursive: true });
      writeFileSync(join(dir, rel), text);
    }
    writeFileSync(join(dir, '.diff'), diff);
    const args = [`-p${strip}`, '--batch', '--forward', '--silent', '--no-backup-if-mismatch', '--reject-file=-', '-d', dir, '-i', join(dir, '.diff')];
    // Not remembered: patch works on the files in `dir`, not on its input.
    if (runOnce('patch', reverse ? [...args, '-R'] : args, '', { PATH: '/usr/bin:/bin' }, false) === null) return null;
    // Only the files named, and nothing else, may be there now.
    const left = listFiles(dir).filter((f) => f !== '.diff');
    if (left.some((f) => !names.has(f))) return null;
    return new Map([...names].filter((n) => left.includes(n)).map((n) => [n, readFileSync(join(dir, n), 'utf8')]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(dir, join(prefix, e.name)) : e.isFile() ? [join(prefix, e.name)] : [`${join(prefix, e.name)} (not a file)`],
  );
}
