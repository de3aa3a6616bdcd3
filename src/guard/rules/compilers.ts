/**
 * Compilers and linkers: they read their inputs (include paths, libraries)
 * from anywhere and write the -o target, their dependency files, or a default
 * output in the working directory.
 */
import { optValues, parseOpts } from '../options.js';
import type { Call, RuleTable } from './types.js';

function cc(c: Call): void {
  const p = parseOpts(c.args, 'oIDULlxAubB', ['output', 'MF', 'MT', 'MQ', 'sysroot', 'include', 'param']);
  const outputs = [...optValues(p, 'o', 'output'), ...c.args.filter((a, i) => ['-MF', '-MT', '-MQ'].includes(c.args[i - 1]?.values?.[0] ?? '')) ];
  c.x.writeAll(outputs, c.state, 'target', `${c.name} -o`);
  for (const o of optValues(p, 'o', 'output')) for (const v of o.values ?? []) c.x.compiled(c.x.absolute(v, c.state) ?? v);
  if (!optValues(p, 'o', 'output').length && c.state.cwd) c.x.compiled(`${c.state.cwd}/a.out`);
  // Without -o the output (a.out, *.o, *.gch) lands in the working directory.
  c.x.inCwd(c.name, c.state);
  // Options that run programs or load code from files (-B's as/ld, plugins, wrappers, specs) and response files of unseen options.
  for (const a of c.args) {
    const bad = a.values === null ? a.text : a.values.find((v) => /^(-(fplugin|B|wrapper|specs|iplugindir)|@)/.test(v));
    if (bad)
      c.x.report({
        kind: 'unevaluable',
        target: `${c.name} ${bad}`,
        message: `${c.name} ${bad} runs programs or reads options from a file the guard does not follow`,
      });
  }
  // Options that name other files the compiler or linker writes.
  const written = c.args.flatMap((a, i) =>
    (a.values ?? []).flatMap((v) => {
      // eslint-disable-next-line max-len -- a pattern (or a case) reads better whole
      const glued = /^-(?:fprofile-generate=|fprofile-dir=|fprofile-update=|dumpdir=?|dumpbase=?|fdump-[\w-]+=|save-temps=|Wl,.*?(?:-Map[=,]|--output[=,]|-o,)|Wa,.*-a\w*=|fcallgraph-info=|fopt-info-[\w-]*=|fsanitize-coverage-trace=)(.*)$/.exec(v);
      if (glued?.[1]) return [{ text: a.text, values: [glued[1]] }];
      if (['-aux-info', '-dumpdir', '-dumpbase'].includes(v) && c.args[i + 1]) return [c.args[i + 1]!];
      return [];
    }),
  );
  c.x.writeAll(written, c.state, 'target', `${c.name} output file`);
}

function rustc(c: Call): void {
  const p = parseOpts(c.args, 'oLl', ['out-dir', 'emit', 'crate-name', 'edition', 'target', 'sysroot', 'cfg', 'cap-lints', 'explain', 'extern', 'print']);
  c.x.writeAll(optValues(p, 'o'), c.state, 'target', 'rustc -o');
  c.x.writeAll(optValues(p, 'out-dir'), c.state, 'into', 'rustc --out-dir');
  c.x.inCwd('rustc', c.state);
}

function javac(c: Call): void {
  const p = parseOpts(c.args, 'dsh', ['cp', 'classpath', 'sourcepath', 'd', 'release', 'source', 'target', 'encoding']);
  c.x.writeAll(optValues(p, 'd', 's', 'h'), c.state, 'into', 'javac output');
  c.x.inCwd('javac', c.state);
}

export const COMPILERS: RuleTable = {
  cc,
  gcc: cc,
  'g++': cc,
  'c++': cc,
  clang: cc,
  'clang++': cc,
  ld: cc,
  as: cc,
  rustc,
  javac,
};
