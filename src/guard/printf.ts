import { formatTime } from './time-format.js';

/**
 * What bash's `printf FORMAT ARG…` prints, for the formats the guard computes: backslash escapes (`\0` alone too), `%%`,
 * and `%s`, `%d`, `%i` with the flags `-` and `0` and a width (`printf -v name 'part-%03d.txt' 7`), and `%(FORMAT)T`
 * for the time conversions time-format.ts computes. The format is reused while arguments remain, as bash does. Null for
 * anything else (another conversion, a precision, `%b`, a non-integer given to `%d`), so the caller treats the output
 * as unknown.
 */
const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', '"': '"', "'": "'", a: '\x07', b: '\b', f: '\f', v: '\v' };
const CONVERSION = /^%([-0]*)(\d*)([sdi%]|\(([^)]*)\)T)/;

export function printfOutput(format: string, args: readonly string[]): string | null {
  let out = '';
  let next = 0;
  do {
    let used = false;
    for (let i = 0; i < format.length; i++) {
      const ch = format[i]!;
      if (ch === '\\') {
        const escaped = format[++i];
        // `\0` alone is a NUL (`printf '%s\0' a b | xargs -0 …`); with octal digits after it, it is not computed.
        if (escaped === '0' && !/[0-7]/.test(format[i + 1] ?? '')) {
          out += '\0';
          continue;
        }
        if (escaped === undefined || !(escaped in ESCAPES)) return null;
        out += ESCAPES[escaped];
        continue;
      }
      if (ch !== '%') {
        out += ch;
        continue;
      }
      const m = CONVERSION.exec(format.slice(i));
      if (!m) return null;
      i += m[0].length - 1;
      const [, flags, width, kind, timeFormat] = m as unknown as [string, string, string, string, string | undefined];
      if (kind === '%') {
        out += '%';
        continue;
      }
      used = true;
      const arg = args[next++] ?? '';
      let text = arg;
      if (timeFormat !== undefined) {
        // `%(%Y%m%d)T`: the time given in seconds, now for -1 (or no argument), the shell's start for -2 (about now).
        if (!/^(-[12]|\d{1,12})?$/.test(arg)) return null;
        const when = /^\d+$/.test(arg) ? new Date(Number(arg) * 1000) : new Date();
        // strftime has no %N (GNU date's nanoseconds): printf leaves it as it is.
        const formatted = timeFormat.includes('%N') ? null : formatTime(timeFormat, when);
        if (formatted === null) return null;
        text = formatted;
      } else if (kind !== 's') {
        if (!/^[-+]?\d{1,15}$/.test(arg || '0')) return null;
        text = String(Number(arg || '0'));
      }
      const pad = Number(width || '0') - text.length;
      if (pad > 0) {
        if (flags.includes('-')) text += ' '.repeat(pad);
        else if (flags.includes('0') && kind !== 's') text = text.startsWith('-') ? `-${'0'.repeat(pad)}${text.slice(1)}` : '0'.repeat(pad) + text;
        else text = ' '.repeat(pad) + text;
      }
      out += text;
    }
    // Without a conversion the format is printed once, whatever the arguments.
    if (!used) break;
  } while (next < args.length);
  return out;
}
