/**
 * Bash brace expansion: `a{b,{c,d}}e` gives abe ace ade, `{1..3}` gives 1 2 3,
 * `{a..e..2}` gives a c e. Text without a valid brace expression stays one word.
 */
const MAX_WORDS = 256;

/** The words `text` expands to, or null when there would be more than the guard follows. */
export function expandBraces(text: string): string[] | null {
  const out: string[] = [];
  const go = (s: string): boolean => {
    const hit = findBrace(s);
    if (!hit) {
      out.push(s);
      return out.length <= MAX_WORDS;
    }
    const { start, end, alts } = hit;
    for (const alt of alts) if (!go(s.slice(0, start) + alt + s.slice(end + 1))) return false;
    return true;
  };
  return go(text) ? out : null;
}

/** The first brace expression in `s` with its alternatives (already a list: nested ones are expanded by the caller's recursion). */
function findBrace(s: string): { start: number; end: number; alts: string[] } | null {
  for (let start = s.indexOf('{'); start >= 0; start = s.indexOf('{', start + 1)) {
    if (start > 0 && s[start - 1] === '$') continue;
    let depth = 0;
    const commas: number[] = [];
    let end = -1;
    for (let i = start; i < s.length; i++) {
      const c = s[i];
      if (c === '\\') i++;
      else if (c === '{') depth++;
      else if (c === '}' && --depth === 0) {
        end = i;
        break;
      } else if (c === ',' && depth === 1) commas.push(i);
    }
    if (end < 0) return null;
    if (commas.length) {
      const alts: string[] = [];
      let from = start + 1;
      for (const c of [...commas, end]) {
        alts.push(s.slice(from, c));
        from = c + 1;
      }
      return { start, end, alts };
    }
    const seq = sequence(s.slice(start + 1, end));
    if (seq) return { start, end, alts: seq };
  }
  return null;
}

function sequence(inner: string): string[] | null {
  const num = /^(-?\d+)\.\.(-?\d+)(?:\.\.(-?\d+))?$/.exec(inner);
  const chr = /^([a-zA-Z])\.\.([a-zA-Z])(?:\.\.(-?\d+))?$/.exec(inner);
  const m = num ?? chr;
  if (!m) return null;
  const from = num ? Number(m[1]) : m[1]!.charCodeAt(0);
  const to = num ? Number(m[2]) : m[2]!.charCodeAt(0);
  const step = Math.abs(Number(m[3] ?? 1)) || 1;
  if (Math.abs(to - from) / step > MAX_WORDS) return null;
  const width = num && /^-?0\d/.test(m[1]! + m[2]!) ? Math.max(m[1]!.length, m[2]!.length) : 0;
  const out: string[] = [];
  for (let v = from; from <= to ? v <= to : v >= to; v += from <= to ? step : -step) {
    out.push(num ? String(v).padStart(width, '0') : String.fromCharCode(v));
  }
  return out;
}
