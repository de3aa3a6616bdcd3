/**
 * The parts of a sed script that reach outside the stream: `w FILE`, `W FILE`,
 * the `w FILE` flag of `s///`, and `e` (runs a command, or the pattern space).
 * `r`/`R` only read. GNU syntax: addresses, `!`, blocks, `;` and newlines.
 */
export interface SedEffects {
  writes: string[];
  /** Text run by `e command`; '' when `e` or `s///e` runs text the script computes. */
  runs: string[];
  /** Every command letter of the script, in order (`s`, `d`, `q`, `{`…); `?` for text the parser does not know. */
  commands: string;
}

export function sedEffects(script: string): SedEffects {
  const out: SedEffects = { writes: [], runs: [], commands: '' };
  let i = 0;
  const n = script.length;
  const skipSpace = () => {
    while (i < n && /[ \t;\n]/.test(script[i]!)) i++;
  };
  const restOfLine = () => {
    const end = script.indexOf('\n', i);
    const text = script.slice(i, end < 0 ? n : end);
    i = end < 0 ? n : end + 1;
    return text.replace(/^[ \t]+/, '');
  };
  const delimited = (delim: string) => {
    while (i < n && script[i] !== delim) i += script[i] === '\\' ? 2 : 1;
    i++;
  };
  const address = () => {
    if (script[i] === '/' || script[i] === '\\') {
      const d = script[i] === '\\' ? script[++i]! : '/';
      i++;
      delimited(d);
      while (/[IM]/.test(script[i] ?? '')) i++;
    } else {
      while (i < n && /[0-9$~+]/.test(script[i]!)) i++;
    }
  };
  while (i < n) {
    skipSpace();
    if (i >= n) break;
    address();
    if (script[i] === ',') {
      i++;
      address();
    }
    while (script[i] === ' ' || script[i] === '!') i++;
    const c = script[i++];
    out.commands += c ?? '';
    switch (c) {
      case '{':
      case '}':
      case '=':
      case 'd': case 'D': case 'g': case 'G': case 'h': case 'H': case 'l': case 'n': case 'N':
      case 'p': case 'P': case 'x': case 'z': case 'F':
        break;
      case 'q': case 'Q': case 'L':
        while (i < n && /[0-9 ]/.test(script[i]!)) i++;
        break;
      case ':': case 'b': case 't': case 'T':
        while (i < n && script[i] !== ';' && script[i] !== '\n') i++;
        break;
      case 'a': case 'i': case 'c': case 'r': case 'R': case '#':
        restOfLine();
        break;
      case 'w': case 'W':
        out.writes.push(restOfLine());
        break;
      case 'e': {
        const cmd = restOfLine();
        out.runs.push(cmd);
        break;
      }
      case 'v':
        while (i < n && script[i] !== ';' && script[i] !== '\n') i++;
        break;
      case 's': case 'y': {
        const d = script[i++]!;
        delimited(d);
        delimited(d);
        if (c === 'y') break;
        while (i < n && /[gpiImMe0-9]/.test(script[i]!)) {
          if (script[i] === 'e') out.runs.push('');
          i++;
        }
        if (script[i] === 'w') {
          i++;
          out.writes.push(restOfLine());
        }
        break;
      }
      default:
        // Unknown text: treat the rest as a possible command so nothing is missed.
        out.runs.push('');
        out.commands += '?';
        i = n;
    }
  }
  return out;
}
