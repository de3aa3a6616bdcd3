/**
 * GNU-style option parsing over expanded words: clusters, `--name=value`, `--`,
 * options after operands. Rules say which options take a value; everything
 * else is a flag or an operand.
 */
import { literalArg, type Arg } from './words.js';

export interface Opts {
  /** Short letters and long names seen (without dashes). */
  flags: Set<string>;
  /** Long names as given, when the program takes unambiguous prefixes of them (hasFlag matches those). */
  prefixes: Set<string>;
  values: Map<string, Arg[]>;
  operands: Arg[];
}

/**
 * `abbrev`: the program accepts unambiguous prefixes of long options, as GNU getopt_long, git's parse-options and
 * python's argparse do (`sort --outp F` is `--output F`); a prefix is matched among the options that take a value.
 */
export function parseOpts(args: readonly Arg[], shortWithValue: string, longWithValue: readonly string[] = [], abbrev = true): Opts {
  const out: Opts = { flags: new Set(), prefixes: new Set(), values: new Map(), operands: [] };
  const add = (name: string, value: Arg | undefined) => {
    out.flags.add(name);
    if (value) out.values.set(name, [...(out.values.get(name) ?? []), value]);
  };
  let ended = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    const t = a.values?.[0];
    if (ended || t === undefined || a.values!.length !== 1 || t === '-' || !t.startsWith('-')) {
      out.operands.push(a);
    } else if (t === '--') {
      ended = true;
    } else if (t.startsWith('--')) {
      const eq = t.indexOf('=');
      const name = eq < 0 ? t.slice(2) : t.slice(2, eq);
      const prefixed = abbrev && !longWithValue.includes(name) ? longWithValue.filter((l) => l.startsWith(name)) : [];
      const full = prefixed.length === 1 ? prefixed[0]! : name;
      if (abbrev && eq < 0 && name !== '') out.prefixes.add(name);
      if (eq >= 0) add(full, literalArg(t.slice(eq + 1)));
      else add(full, longWithValue.includes(full) ? args[++i] : undefined);
    } else {
      for (let j = 1; j < t.length; j++) {
        const c = t[j]!;
        if (!shortWithValue.includes(c)) {
          out.flags.add(c);
          continue;
        }
        const rest = t.slice(j + 1);
        add(c, rest ? literalArg(rest) : args[++i]);
        break;
      }
    }
  }
  return out;
}

export function optValues(o: Opts, ...names: string[]): Arg[] {
  return names.flatMap((n) => o.values.get(n) ?? []);
}

/**
 * Whether any of `names` was given. A long name also matches a prefix of it given where the program takes prefixes
 * (`sed --follow` is `--follow-symlinks`): one the program finds ambiguous stops it with an error, so the match is safe
 * either way.
 */
export function hasFlag(o: Opts, ...names: string[]): boolean {
  return names.some((n) => o.flags.has(n) || (n.length > 1 && [...o.prefixes].some((p) => n.startsWith(p))));
}

/** Drops a wrapper's own options (and `operands` leading operands) to reach the wrapped command; keeps the option values. */
export function skipOptions(args: readonly Arg[], shortWithValue: string, longWithValue: readonly string[], operands = 0) {
  const values = new Map<string, Arg[]>();
  let i = 0;
  for (; i < args.length; i++) {
    const t = args[i]!.values?.[0] ?? '';
    if (t === '--') {
      i++;
      break;
    }
    if (!t.startsWith('-') || t === '-') break;
    if (t.startsWith('--')) {
      const name = t.slice(2).split('=')[0]!;
      if (t.includes('=')) values.set(name, [literalArg(t.slice(t.indexOf('=') + 1))]);
      else if (longWithValue.includes(name)) values.set(name, [args[++i]!]);
      continue;
    }
    const letter = [...t.slice(1)].find((c) => shortWithValue.includes(c));
    if (letter && t.endsWith(letter)) values.set(letter, [args[++i]!]);
    else if (letter) values.set(letter, [literalArg(t.slice(t.indexOf(letter) + 1))]);
  }
  return { rest: args.slice(i + operands), values };
}
