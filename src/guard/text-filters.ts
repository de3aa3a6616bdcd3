/**
 * The output of the machine's own text filters on a text the guard knows, computed before the call runs: the text
 * `sed -i` or `perl -pi` leaves in a file, or what `tr` and `sed` print in a pipeline (`slug=$(echo "$title" | tr ' ' '-')`).
 * The real programs run, so the dialect is the one the agent's command gets. None can write a file or run a program
 * here: sed runs in its sandbox mode (`--sandbox`: no `e`, `r`, `w`), perl is given plain substitutions only, and tr
 * only ever reads its stdin and writes its stdout. They run by absolute path, with a time limit and in the C locale (callers give them ASCII only: on ASCII
 * text every locale matches alike); any failure means the text stays unknown.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { isPlainSubstitution } from './perl-substitution.js';

/** A filter that runs for longer (a regex that backtracks without end) is given up on. */
const TIME_LIMIT_MS = 2000;
/** More output than this (from a 1 MiB script file at most) is given up on too. */
const MAX_OUTPUT_BYTES = 8 << 20;

/** Where Debian and most Linux systems keep each program (never a directory the agent can write to); found once. */
const found = new Map<string, string | null>();
export function systemProgram(name: string): string | null {
  if (!found.has(name)) found.set(name, [`/usr/bin/${name}`, `/bin/${name}`].find((p) => existsSync(p)) ?? null);
  return found.get(name)!;
}

function run(name: string, args: readonly string[], input: string, env: NodeJS.ProcessEnv = process.env): string | null {
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
  return result.status === 0 && result.signal === null && !result.error ? result.stdout : null;
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
