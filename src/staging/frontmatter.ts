import YAML, { isMap, isScalar, LineCounter, YAMLParseError } from 'yaml';

/**
 * SKILL.md read the way cline 3.0.65 reads it (measured with the captures
 * `skill-frontmatter` and `skill-frontmatter-edge`): a leading BOM is dropped;
 * frontmatter is recognised only by cline's own fence pattern and parsed with
 * the same `yaml` package and default options; `name` and `description` must
 * be strings (trimmed, empty means absent); `disabled`/`enabled` must be
 * booleans; the instructions are the trimmed rest of the file. A skill cline
 * skips is a `problem` (with its line when there is one); things cline accepts
 * but that change what the agent sees are `warnings`.
 */

/** Cline's fence pattern: `---` alone on the first line, then the first line starting with `---`. */
const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;
const BOM = '\uFEFF';

export interface ClineSkill {
  /** The name cline lists and loads the skill by. */
  name: string;
  namedBy: 'frontmatter' | 'directory';
  /** Null when cline shows none (no frontmatter, or no non-empty description). */
  description: string | null;
  /** Cline lists it as configured but refuses to load it. */
  disabled: boolean;
  /** What the `skills` tool returns after the description: the trimmed body. */
  instructions: string;
}

export type SkillReading =
  | { ok: true; skill: ClineSkill; warnings: string[] }
  /** Cline skips the skill without a word; `line` is 1-based in the file. */
  | { ok: false; problem: string; line: number | null };

/** What cline makes of `text`, a SKILL.md in a directory named `dirName`. */
export function readSkillDocument(text: string, dirName: string): SkillReading {
  const source = stripBom(text);
  const match = FRONTMATTER.exec(source);
  if (!match) return readBody(source, {}, dirName, [noFrontmatterWarning(source)], null);
  const yamlText = match[1]!;
  let value: unknown;
  try {
    value = YAML.parse(yamlText);
  } catch (err) {
    if (!(err instanceof YAMLParseError)) throw err;
    // The YAML starts on the file's second line.
    const line = err.linePos ? err.linePos[0].line + 1 : null;
    return { ok: false, problem: `YAML error in the frontmatter: ${err.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}`, line };
  }
  const isMapping = value !== null && typeof value === 'object' && !Array.isArray(value);
  const warnings = isMapping ? [] : ['its frontmatter is not a YAML mapping, so cline ignores it (no name, no description)'];
  return readBody(match[2]!, isMapping ? (value as Record<string, unknown>) : {}, dirName, warnings, yamlText);
}

function readBody(body: string, data: Record<string, unknown>, dirName: string, warnings: string[], yamlText: string | null): SkillReading {
  const problemAt = (problem: string, key: string | null) => ({ ok: false as const, problem, line: key && yamlText !== null ? keyLine(yamlText, key) : null });
  const instructions = body.trim();
  if (!instructions) return problemAt('its body (after the frontmatter) is empty', null);
  const fields: Record<string, string | undefined> = {};
  for (const key of ['name', 'description']) {
    const value = data[key];
    if (value !== undefined && value !== null && typeof value !== 'string') return problemAt(`frontmatter field \`${key}\` must be a string`, key);
    fields[key] = typeof value === 'string' && value.trim() ? value.trim() : undefined;
  }
  const flags: Record<string, boolean | undefined> = {};
  for (const key of ['disabled', 'enabled']) {
    const value = data[key];
    if (value !== undefined && value !== null && typeof value !== 'boolean') return problemAt(`frontmatter field \`${key}\` must be true or false`, key);
    flags[key] = typeof value === 'boolean' ? value : undefined;
  }
  const name = fields.name ?? dirName.trim();
  if (!name) return problemAt('it has no name', null);
  if (yamlText !== null && fields.description === undefined) warnings.push('its frontmatter has no description, so cline shows none');
  return {
    ok: true,
    skill: {
      name,
      namedBy: fields.name ? 'frontmatter' : 'directory',
      description: fields.description ?? null,
      disabled: flags.disabled ?? flags.enabled === false,
      instructions,
    },
    warnings,
  };
}

function noFrontmatterWarning(source: string): string {
  const first = source.split(/\r?\n/, 1)[0]!;
  const why = first.startsWith('---') ? `its first line is ${JSON.stringify(first)}, not exactly "---", so cline sees` : 'it has';
  return `${why} no frontmatter: cline names it by its directory, shows no description and gives the whole file as its instructions`;
}

/** 1-based file line of a top-level key of the frontmatter (which starts on line 2). */
function keyLine(yamlText: string, key: string): number | null {
  const lineCounter = new LineCounter();
  const doc = YAML.parseDocument(yamlText, { lineCounter });
  const pair = isMap(doc.contents) ? doc.contents.items.find((p) => isScalar(p.key) && p.key.value === key) : undefined;
  const start = isScalar(pair?.key) ? pair.key.range?.[0] : undefined;
  return start === undefined ? null : lineCounter.linePos(start).line + 1;
}

function stripBom(text: string): string {
  return text.startsWith(BOM) ? text.slice(BOM.length) : text;
}

/**
 * `text` with the frontmatter's `name` value set to `name`, every other byte
 * untouched (BOM, line endings, comments, key order). A file that names its
 * skill by the directory (no frontmatter, no name) is returned as it is: the
 * staged directory already carries `name`.
 */
export function withSkillName(text: string, name: string): string {
  const bom = text.startsWith(BOM) ? BOM : '';
  const match = FRONTMATTER.exec(text.slice(bom.length));
  if (!match) return text;
  const yamlStart = bom.length + (match[0].startsWith('---\r\n') ? 5 : 4);
  const doc = YAML.parseDocument(match[1]!);
  if (doc.errors.length) return text;
  const pair = isMap(doc.contents) ? doc.contents.items.find((p) => isScalar(p.key) && p.key.value === 'name') : undefined;
  const node = pair?.value as { range?: [number, number, number] } | null | undefined;
  const current = (doc.toJS() as Record<string, unknown> | null)?.name;
  if (!node?.range || typeof current !== 'string' || !current.trim()) return text;
  const [from, to] = node.range;
  // A block scalar's range ends after its last line break; keep that break.
  const lineBreak = /\r?\n$/.exec(match[1]!.slice(from, to))?.[0] ?? '';
  return text.slice(0, yamlStart + from) + yamlScalar(name) + lineBreak + text.slice(yamlStart + to);
}

function yamlScalar(value: string): string {
  return /^[A-Za-z0-9_][\w.-]*$/.test(value) && YAML.parse(value) === value ? value : JSON.stringify(value);
}
