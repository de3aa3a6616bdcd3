/** Escaped-by-default HTML templating for the report: only `html` results pass through unescaped. */

/** Markup that is already safe; everything else interpolated into `html` is escaped. */
export class Markup {
  constructor(readonly text: string) {}
}

export type Part = Markup | string | number | null | undefined | false | readonly Part[];

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Escapes for text and attribute values alike. Control characters (ANSI
 * colour codes in command output, mostly) become visible `\uXXXX`.
 */
function escape(text: string): string {
  return text
    .replace(/[&<>"']/g, (c) => ENTITIES[c]!)
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
}

function partText(part: Part): string {
  if (part instanceof Markup) return part.text;
  if (Array.isArray(part)) return part.map(partText).join('');
  if (part === null || part === undefined || part === false) return '';
  return escape(String(part));
}

/** Escaping is the default: only other `html` results pass through as they are. */
export function html(strings: TemplateStringsArray, ...parts: Part[]): Markup {
  return new Markup(strings.reduce((out, s, i) => out + partText(parts[i - 1]) + s));
}

/** Fragment ids: the characters ids and URLs keep verbatim; made unique by a counter. */
export function slugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = text.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'x';
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  };
}
