/**
 * Reading git's own config files and alias values as git reads them, for the settings the guard follows instead of
 * refusing (aliases and core.hooksPath). Strict: anything git might read differently (or reject) makes the reader
 * return null, and the caller then refuses as it would without reading.
 */

/** One setting: `section[.subsection].name` with section and name lower-cased (git's keys are case-insensitive there). */
export interface GitSetting {
  key: string;
  /** null for a bare name (`[core]\n\tbare`), which git reads as true. */
  value: string | null;
}

const SECTION = /^\[\s*([A-Za-z0-9.-]+)(?:\s+"((?:[^"\\\n]|\\.)*)")?\s*\]\s*(?:[#;].*)?$/;
const NAME = /^([A-Za-z][A-Za-z0-9-]*)\s*(=?)/;
const ESCAPES: Record<string, string> = { n: '\n', t: '\t', b: '\b', '\\': '\\', '"': '"' };

/** The settings of a config file's text in file order, or null when a line is not read as plainly as git reads it. */
export function gitSettings(text: string): GitSetting[] | null {
  return settingLines(text)?.map(({ key, value }) => ({ key, value })) ?? null;
}

/**
 * `text` as `git config --unset KEY` (`all`: --unset-all) leaves it: the lines of that setting removed. With several
 * values --unset fails and changes nothing, as it does when there is none. git also drops a section left empty, which
 * changes no setting. Null when the text is not read plainly (gitSettings).
 */
export function withoutGitSetting(text: string, key: string, all: boolean): string | null {
  const settings = settingLines(text);
  if (settings === null) return null;
  const dot = key.indexOf('.');
  const last = key.lastIndexOf('.');
  // Section and name are case-insensitive, a subsection is not.
  const wanted = last > dot ? `${key.slice(0, dot).toLowerCase()}${key.slice(dot, last + 1)}${key.slice(last + 1).toLowerCase()}` : key.toLowerCase();
  const matching = settings.filter((s) => s.key === wanted);
  if (matching.length === 0 || (matching.length > 1 && !all)) return text;
  const lines = text.split('\n');
  const gone = new Set(matching.flatMap((s) => Array.from({ length: s.last - s.first + 1 }, (_, k) => s.first + k)));
  return lines.filter((_, i) => !gone.has(i)).join('\n');
}

/** The settings of a config file's text with the lines each spans (first and last index), or null as for gitSettings. */
function settingLines(text: string): (GitSetting & { first: number; last: number })[] | null {
  const lines = text.split('\n');
  const out: (GitSetting & { first: number; last: number })[] = [];
  let section: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.replace(/\r$/, '').trimStart();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    if (line.startsWith('[')) {
      const m = SECTION.exec(line);
      if (!m) return null;
      // `[a "Sub"]` keeps the subsection's case; the old `[a.Sub]` form is lower-cased whole, as git does.
      section = m[2] === undefined ? m[1]!.toLowerCase() : `${m[1]!.toLowerCase()}.${m[2].replace(/\\(.)/g, '$1')}`;
      continue;
    }
    const m = NAME.exec(line);
    if (!m || section === null) return null;
    const key = `${section}.${m[1]!.toLowerCase()}`;
    const first = i;
    if (!m[2]) {
      if (!/^\s*([#;].*)?$/.test(line.slice(m[0].length))) return null;
      out.push({ key, value: null, first, last: i });
      continue;
    }
    // The value: quotes toggle, backslash escapes, a backslash at the end joins the next line, a comment ends it.
    let value = '';
    let quoted = false;
    let rest = line.slice(m[0].length).trimStart();
    let pendingSpace = '';
    for (;;) {
      let ended = false;
      let k = 0;
      for (; k < rest.length; k++) {
        const ch = rest[k]!;
        if (ch === '\\') {
          if (k === rest.length - 1) break; // continued on the next line
          const e = ESCAPES[rest[k + 1]!];
          if (e === undefined) return null;
          value += pendingSpace + e;
          pendingSpace = '';
          k++;
        } else if (ch === '"') {
          quoted = !quoted;
          value += pendingSpace;
          pendingSpace = '';
        } else if (!quoted && (ch === '#' || ch === ';')) {
          ended = true;
          break;
        } else if (!quoted && (ch === ' ' || ch === '\t')) {
          // A blank becomes a space, kept only between parts of the value: leading and trailing ones are dropped.
          if (value !== '') pendingSpace += ' ';
        } else {
          value += pendingSpace + ch;
          pendingSpace = '';
        }
      }
      if (!ended && k < rest.length && rest[k] === '\\' && k === rest.length - 1 && i + 1 < lines.length) {
        rest = lines[++i]!.replace(/\r$/, '');
        continue;
      }
      break;
    }
    if (quoted) return null;
    out.push({ key, value, first, last: i });
  }
  return out;
}

/**
 * An alias's value as git splits it into words (split_cmdline: blanks separate, single and double quotes group, a
 * backslash escapes the next character outside single quotes; blanks at the end leave an empty last word, as in git);
 * null for an unclosed quote or a backslash at the end.
 */
export function aliasWords(value: string): string[] | null {
  const text = value.replace(/^\s+/, '');
  const words: string[] = [];
  let word = '';
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quote === null && /\s/.test(ch)) {
      while (i + 1 < text.length && /\s/.test(text[i + 1]!)) i++;
      words.push(word);
      word = '';
    } else if (quote === null && (ch === '"' || ch === "'")) quote = ch;
    else if (ch === quote) quote = null;
    else if (ch === '\\' && quote !== "'") {
      if (i + 1 === text.length) return null;
      word += text[++i];
    } else word += ch;
  }
  if (quote !== null) return null;
  return text === '' ? [] : [...words, word];
}

/** `text` with `key = value` added as git config writes it (a section of its own at the end: git reads the last value). */
export function withGitSetting(text: string, key: string, value: string): string {
  const dot = key.indexOf('.');
  const last = key.lastIndexOf('.');
  const section = key.slice(0, dot);
  const sub = last > dot ? ` "${key.slice(dot + 1, last).replace(/(["\\])/g, '\\$1')}"` : '';
  const quoted = `"${value.replace(/(["\\])/g, '\\$1').replaceAll('\n', '\\n').replaceAll('\t', '\\t')}"`;
  return `${text}${text === '' || text.endsWith('\n') ? '' : '\n'}[${section}${sub}]\n\t${key.slice(last + 1)} = ${quoted}\n`;
}
