/**
 * How cline 3.0.65 turns a run_commands input into the shell scripts it runs,
 * so the guard judges what will really run (read from its bundled core, and
 * checked on the real binary by test/e2e/guard.test.ts):
 * - within each run of plain-string entries, an entry that opens a
 *   here-document (`<<WORD`, `<<-WORD`, `<<'WORD'`, `<<"WORD"`, not `<<<`) is
 *   joined with newlines to the following entries up to the first one whose
 *   trimmed text is WORD; with no such entry it stays alone. Only the first
 *   `<<` of an entry counts, as cline's own pattern finds it (an arithmetic
 *   `1<<2` included);
 * - structured `{command, args}` entries are never joined;
 * - the resulting scripts run concurrently, each in its own shell from the cwd.
 */
import { flattenToolInput } from '../transcript/flatten.js';

/** cline's reading of an entry's here-document word: the first `<<` not preceded by `<`. */
const HEREDOC_START = /(?<!<)<<-?\s*(?:"([^"]+)"|'([^']+)'|([A-Za-z0-9_./-]+))/;

function heredocWord(entry: string): string | undefined {
  const m = HEREDOC_START.exec(entry);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

/** Joins a run of plain-string entries as cline does. */
export function joinHeredocEntries(entries: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < entries.length; i++) {
    const word = heredocWord(entries[i]!);
    const end = word === undefined ? -1 : entries.findIndex((e, k) => k > i && e.trim() === word);
    if (end < 0) {
      out.push(entries[i]!);
      continue;
    }
    out.push(entries.slice(i, end + 1).join('\n'));
    i = end;
  }
  return out;
}

/** The shell scripts one run_commands call runs, in cline's order. */
export function clineScripts(input: unknown): string[] {
  const raw = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>).commands : undefined;
  if (!Array.isArray(raw)) return flattenToolInput('run_commands', input).args.commands as string[];
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    out.push(...joinHeredocEntries(run));
    run = [];
  };
  for (const entry of raw) {
    if (typeof entry === 'string') {
      run.push(entry);
      continue;
    }
    flush();
    out.push(...(flattenToolInput('run_commands', { commands: [entry] }).args.commands as string[]));
  }
  flush();
  return out;
}
