/**
 * Just enough of SKILL.md's YAML frontmatter to stage a skill: read `name`,
 * `description` and `disabled`, and rewrite `name` without touching any other
 * byte (line endings included).
 */

export interface SkillDocument {
  /** The file's line ending, kept when rewriting. */
  eol: '\n' | '\r\n';
  hasFrontmatter: boolean;
  fields: Map<string, string>;
  body: string;
}

const FENCE = /^---[ \t]*$/;

export function parseSkillDocument(text: string): SkillDocument {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const fields = new Map<string, string>();
  if (!FENCE.test(lines[0] ?? '')) return { eol, hasFrontmatter: false, fields, body: text };
  const end = lines.findIndex((line, i) => i > 0 && FENCE.test(line));
  if (end < 0) return { eol, hasFrontmatter: false, fields, body: text };
  for (const line of lines.slice(1, end)) {
    const match = /^([A-Za-z_][\w-]*)\s*:\s*(.*)$/.exec(line);
    if (match) fields.set(match[1]!, unquote(match[2]!.trim()));
  }
  return { eol, hasFrontmatter: true, fields, body: lines.slice(end + 1).join(eol) };
}

/** Sets the frontmatter `name:` to `name`, adding a frontmatter block when there is none. */
export function withSkillName(text: string, name: string): string {
  const doc = parseSkillDocument(text);
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const raw = text.slice(bom.length);
  const nameLine = `name: ${name}`;
  if (!doc.hasFrontmatter) return `${bom}---${doc.eol}${nameLine}${doc.eol}---${doc.eol}${raw}`;
  const lines = raw.split(doc.eol);
  const end = lines.findIndex((line, i) => i > 0 && FENCE.test(line));
  const at = lines.findIndex((line, i) => i > 0 && i < end && /^name\s*:/.test(line));
  if (at >= 0) lines[at] = nameLine;
  else lines.splice(1, 0, nameLine);
  return bom + lines.join(doc.eol);
}

/** Cline skips a skill that is disabled or has nothing after its frontmatter. */
export function whyClineWouldSkip(doc: SkillDocument): string | null {
  if (/^(true|yes|on)$/i.test(doc.fields.get('disabled') ?? '')) return 'its frontmatter says `disabled: true`';
  if (doc.body.trim() === '') return 'its body (after the frontmatter) is empty';
  return null;
}

function unquote(value: string): string {
  const quoted = /^(["'])(.*)\1$/.exec(value);
  return quoted ? quoted[2]! : value;
}
