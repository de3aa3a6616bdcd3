/**
 * The parts of an awk program that reach outside the stream: output
 * redirections after print/printf (`> "file"`, `>> "file"`, `| "cmd"`),
 * `system(...)` and command pipes into getline. A target that is not a string
 * literal cannot be known.
 */
export interface AwkEffects {
  /** Files written: literal names, names joined from literals and fields (FieldName), or null for any other computed target. */
  writes: (string | FieldName | null)[];
  /** Literal command text run; null entries are computed commands. */
  runs: (string | null)[];
}

const STRING = /^\s*"((?:[^"\\]|\\.)*)"/;

/** A target built by joining string literals and fields (`print > ("build/" $4 ".txt")`): each piece in order. */
export interface FieldName {
  pieces: (string | { field: number })[];
}

/**
 * A target of string literals and `$N` fields only, joined, up to the end of the statement: the name when it is all
 * literal, its pieces when a field is among them; undefined for any other target. Several pieces must be in
 * parentheses: mawk joins `> "build/" $1` as well, but awks differ there.
 */
function joinedTarget(rest: string): string | FieldName | undefined {
  const piece = String.raw`\s*(?:"(?:[^"\\]|\\.)*"|\$\d+)`;
  const m = new RegExp(String.raw`^\s*(\()?((?:${piece})+)\s*(\))?\s*(?:[;}\n]|$)`).exec(rest);
  if (!m || Boolean(m[1]) !== Boolean(m[3])) return undefined;
  const pieces = [...m[2]!.matchAll(/"((?:[^"\\]|\\.)*)"|\$(\d+)/g)].map((p) => (p[2] !== undefined ? { field: Number(p[2]) } : p[1]!.replace(/\\(.)/g, '$1')));
  if (pieces.length > 1 && !m[1]) return undefined;
  return pieces.every((p) => typeof p === 'string') ? pieces.join('') : { pieces };
}

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
    const joined = joinedTarget(rest);
    const name = joined !== undefined ? undefined : /^\s*([A-Za-z_]\w*)\s*(?:[;})\n]|$)/.exec(rest)?.[1];
    const value = joined ?? (name !== undefined ? givenValue(program, given, name) : null);
    if (m[2]!.startsWith('|')) out.runs.push(typeof value === 'string' ? value : null);
    else out.writes.push(value);
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
