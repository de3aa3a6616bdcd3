/**
 * The parts of an awk program that reach outside the stream: output
 * redirections after print/printf (`> "file"`, `>> "file"`, `| "cmd"`),
 * `system(...)` and command pipes into getline. A target that is not a string
 * literal cannot be known.
 */
export interface AwkEffects {
  /** Literal files written; null entries are computed targets. */
  writes: (string | null)[];
  /** Literal command text run; null entries are computed commands. */
  runs: (string | null)[];
}

const STRING = /^\s*"((?:[^"\\]|\\.)*)"/;

/** A `-v NAME=value` variable's value, when the program never assigns NAME itself (nor reads it with getline). */
function givenValue(program: string, given: ReadonlyMap<string, string>, name: string): string | null {
  const value = given.get(name);
  if (value === undefined) return null;
  const assigned = new RegExp(
    `\\b${name}\\s*(?:[-+*/%^]?=(?!=)|\\+\\+|--)|(?:\\+\\+|--)\\s*${name}\\b|getline\\s+${name}\\b|\\b(?:sub|gsub|split)\\s*\\([^)]*\\b${name}\\b`,
  );
  return assigned.test(program) ? null : value;
}

export function awkEffects(program: string, given: ReadonlyMap<string, string> = new Map()): AwkEffects {
  const out: AwkEffects = { writes: [], runs: [] };
  // Redirections: only inside a print/printf statement (a bare `>` elsewhere is a comparison).
  for (const m of program.matchAll(/\bprintf?\b([^;{}\n]*?)(>>|>|\|&?)/g)) {
    const rest = program.slice(m.index! + m[0].length);
    const lit = STRING.exec(rest);
    const name = lit ? undefined : /^\s*([A-Za-z_]\w*)\s*(?:[;})\n]|$)/.exec(rest)?.[1];
    const value = lit ? lit[1]!.replace(/\\(.)/g, '$1') : name !== undefined ? givenValue(program, given, name) : null;
    (m[2]!.startsWith('|') ? out.runs : out.writes).push(value);
  }
  for (const m of program.matchAll(/\bsystem\s*\(/g)) {
    const lit = STRING.exec(program.slice(m.index! + m[0].length));
    out.runs.push(lit && /^\s*"(?:[^"\\]|\\.)*"\s*\)/.test(program.slice(m.index! + m[0].length)) ? lit[1]!.replace(/\\(.)/g, '$1') : null);
  }
  // `"cmd" | getline` runs cmd.
  for (const m of program.matchAll(/("(?:[^"\\]|\\.)*"|[A-Za-z_]\w*)\s*\|\s*getline/g)) {
    out.runs.push(m[1]!.startsWith('"') ? m[1]!.slice(1, -1) : null);
  }
  return out;
}
