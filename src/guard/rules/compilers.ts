/**
 * Compilers and linkers: they read their inputs (include paths, libraries)
 * from anywhere and write the -o target, their dependency files, or a default
 * output in the working directory.
 */
import { basename, dirname, join, normalize, resolve } from 'node:path';
import { hasGlobChars, patternRegExp } from '../glob.js';
import { hasFlag, optValues, parseOpts, type Opts } from '../options.js';
import { literalArg, type Arg } from '../words.js';
import { sourceText } from './program-code.js';
import type { Call, RuleTable } from './types.js';

/** Source files by extension: what the compiled program will do is read from them (program-code.ts, sourceText). */
const SOURCE = /\.(c|cc|cpp|cxx|c\+\+|C|m|mm|h|hpp|java|rs|go|f|f90|s|S)$/;

/**
 * The files this call writes that the glob operand `a` would match: the shell expands it when the compiler starts,
 * after they exist, but the guard expanded it before (on what is on disk now).
 */
function writtenMatches(c: Call, a: Arg): string[] {
  const pattern = a.text.replaceAll(/['"]/g, '');
  const abs = c.x.absolute(pattern, c.state);
  if (abs === null || !hasGlobChars(pattern)) return [];
  const fixed = abs.slice(0, abs.search(/[*?[]/));
  const re = patternRegExp(abs);
  return c.x.writtenBelow(fixed.slice(0, fixed.lastIndexOf('/')) || '/').filter((f) => re.test(f));
}

/** The source operands of a compiler (and `-` for stdin), judged as the program's text. */
function sources(c: Call, p: Opts): void {
  for (const a of p.operands) {
    if (a.values === null) continue;
    for (const v of [...a.values, ...writtenMatches(c, a)]) {
      if (v === '-') {
        const stdin = c.stdin;
        if (stdin && 'text' in stdin) sourceText(c, stdin.text, `${c.name} source on stdin`);
        else c.x.report({ kind: 'unevaluable', target: c.name, message: `${c.name} compiles source from input the guard cannot see` });
        continue;
      }
      if (!SOURCE.test(v)) continue;
      const abs = c.x.absolute(v, c.state);
      const text = c.x.readFile(abs);
      // Source this call writes first (`cat > m.c <<EOF … gcc m.c`) is ordinary work, and its text is not known yet:
      // it is left to the OS sandbox, like other compiled programs.
      if (text === 'missing' || text === 'changed') continue;
      if (c.x.unseen(text, v, `${c.name} compiles`)) continue;
      sourceText(c, withoutIncludes(text), `${c.name} source ${v}`);
      if (abs !== null) includedHeaders(c, abs, text, optValues(p, 'I'), new Set([abs]));
    }
  }
}

/** C's include directives: their names are files read when compiling, not places the program writes. */
const INCLUDE = /^[ \t]*#[ \t]*(?:include|include_next|import)[ \t]*(?:"([^"\n]*)"|<([^>\n]*)>)/gm;
/** Headers followed per compiler call, at most. */
const HEADER_LIMIT = 200;

function withoutIncludes(text: string): string {
  return text.replace(INCLUDE, '');
}

/**
 * The headers a C source includes are compiled into the program: each one found inside the roots (a quoted name beside
 * the including file first, then in the -I dirs; an angled one in the -I dirs) is judged as source too, and its own
 * includes followed. System headers lie outside the roots and are not read.
 */
function includedHeaders(c: Call, file: string, text: string, includeDirs: readonly Arg[], seen: Set<string>): void {
  const dirs = includeDirs.flatMap((a) => a.values ?? []).map((d) => c.x.absolute(d, c.state)).filter((d): d is string => d !== null);
  for (const m of text.matchAll(INCLUDE)) {
    const name = m[1] ?? m[2]!;
    const found = (m[1] !== undefined ? [dirname(file), ...dirs] : dirs)
      .map((d) => resolve(d, name))
      .find((h) => c.x.readFile(h) !== 'missing');
    if (found === undefined || seen.has(found) || !c.x.insideRoots(found)) continue;
    if (seen.size >= HEADER_LIMIT) {
      return c.x.report({ kind: 'unevaluable', target: found, message: `${c.name} includes more headers than the guard reads (${HEADER_LIMIT})` });
    }
    seen.add(found);
    const header = c.x.readFile(found);
    if (header === 'changed' || c.x.unseen(header, found, `${c.name} includes`)) continue;
    sourceText(c, withoutIncludes(header), `${c.name} header ${found}`);
    includedHeaders(c, found, header, includeDirs, seen);
  }
}

/** What `-Xlinker A -Xlinker B` passes the linker, as one list (`-Map FILE`, `-o FILE`, `--output FILE`). */
function linkerWrites(args: readonly Arg[]): Arg[] {
  const xl = args.flatMap((a, i) => (args[i - 1]?.values?.[0] === '-Xlinker' && a.values?.length === 1 ? [a.values[0]!] : []));
  return xl.flatMap((v, i) => {
    const glued = /^-{1,2}(?:Map|output|dependency-file)=(.+)$/.exec(v);
    if (glued) return [literalArg(glued[1]!)];
    return ['-Map', '--Map', '-o', '--output', '--dependency-file'].includes(v) && xl[i + 1] !== undefined ? [literalArg(xl[i + 1]!)] : [];
  });
}

function cc(c: Call): void {
  const p = parseOpts(c.args, 'oIDULlxAubB', ['output', 'MF', 'MT', 'MQ', 'sysroot', 'include', 'param']);
  const outputs = [...optValues(p, 'o', 'output'), ...c.args.filter((a, i) => ['-MF', '-MT', '-MQ'].includes(c.args[i - 1]?.values?.[0] ?? '')) ];
  c.x.writeAll(outputs, c.state, 'target', `${c.name} -o`);
  const named = optValues(p, 'o', 'output');
  for (const o of named) for (const v of o.values ?? []) c.x.compiled(c.x.absolute(v, c.state) ?? v);
  if (!named.length && c.state.cwd) c.x.compiled(`${c.state.cwd}/a.out`);
  // Without -o the output (a.out, *.o, *.gch) lands in the working directory, by a name a planted link may hold.
  c.x.inCwd(c.name, c.state);
  if (!named.length && c.state.cwd !== null) {
    const stage = hasFlag(p, 'c') ? '.o' : hasFlag(p, 'S') ? '.s' : hasFlag(p, 'E') ? null : '';
    const sources = p.operands.flatMap((a) => (a.values ?? []).filter((v) => SOURCE.test(v)));
    const names = stage === '' ? ['a.out'] : stage === null ? [] : sources.map((s) => basename(s).replace(/\.[^.]+$/, stage));
    for (const name of names) c.x.write(literalArg(join(c.state.cwd, name)), c.state, 'target', `${c.name} writes`, false);
  }
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
      const glued = /^-(?:fprofile-generate=|fprofile-dir=|fprofile-update=|dumpdir=?|dumpbase=?|fdump-[\w-]+=|save-temps=|Wl,.*?(?:-Map[=,]|--output[=,]|-o,|--dependency-file[=,]|--out-implib[=,])|MF|Wa,.*-a\w*=|fcallgraph-info=|fopt-info-[\w-]*=|fsanitize-coverage-trace=|a[cdghlmns]*=)(.*)$/.exec(v);
      if (glued?.[1]) return [{ text: a.text, values: [glued[1]] }];
      if (['-aux-info', '-dumpdir', '-dumpbase'].includes(v) && c.args[i + 1]) return [c.args[i + 1]!];
      return [];
    }),
  );
  c.x.writeAll([...written, ...linkerWrites(c.args)], c.state, 'target', `${c.name} output file`);
  sources(c, p);
}

function rustc(c: Call): void {
  const p = parseOpts(c.args, 'oLl', ['out-dir', 'emit', 'crate-name', 'edition', 'target', 'sysroot', 'cfg', 'cap-lints', 'explain', 'extern', 'print']);
  c.x.writeAll(optValues(p, 'o'), c.state, 'target', 'rustc -o');
  c.x.writeAll(optValues(p, 'out-dir'), c.state, 'into', 'rustc --out-dir');
  // --emit KIND=PATH[,KIND=PATH] names output files; -C incremental=DIR a cache dir.
  const emitted = optValues(p, 'emit').flatMap((a) => (a.values ?? []).flatMap((v) => v.split(',').flatMap((k) => /=(.+)$/s.exec(k)?.[1] ?? [])));
  c.x.writeAll(emitted.map(literalArg), c.state, 'target', 'rustc --emit');
  const incremental = c.args.flatMap((a, i) => {
    const v = a.values?.[0] ?? '';
    const joined = v === '-C' ? (c.args[i + 1]?.values?.[0] ?? '') : v.replace(/^-C/, '').replace(/^--codegen=?/, '');
    return /^incremental=(.+)$/s.exec(joined)?.[1] ?? [];
  });
  c.x.writeAll(incremental.map(literalArg), c.state, 'into', 'rustc -C incremental');
  c.x.inCwd('rustc', c.state);
  // The program it builds (-o, else the crate's name in --out-dir or here), run later in the call, is judged by its source.
  const dir = optValues(p, 'out-dir')[0]?.values?.[0] ?? '.';
  const crate = p.operands.find((a) => a.values?.[0]?.endsWith('.rs'))?.values?.[0]?.split('/').pop()?.slice(0, -3);
  const outputs = optValues(p, 'o').flatMap((o) => o.values ?? []);
  for (const v of outputs.length ? outputs : crate ? [`${dir}/${crate}`] : [])
    c.x.compiled(c.x.absolute(v, c.state) ?? v);
  sources(c, p);
}

function javac(c: Call): void {
  const p = parseOpts(c.args, 'dsh', ['cp', 'classpath', 'sourcepath', 'd', 'release', 'source', 'target', 'encoding']);
  c.x.writeAll(optValues(p, 'd', 's', 'h'), c.state, 'into', 'javac output');
  c.x.inCwd('javac', c.state);
  sources(c, p);
}

/** java runs a class (compiled, judged by its javac's sources) or, in source-file mode, a .java file it compiles in memory. */
function java(c: Call): void {
  // An argument file, -XX:Flags= and -XX:VMOptionsFile= hold more options (-Xlog:…:file=, -XX:LogFile=) the guard does not read.
  const bad = c.args.find((a) => a.values === null || a.values.some((v) => v.startsWith('@') || /^-XX:(Flags|VMOptionsFile)=/.test(v)));
  if (bad) return c.x.report({ kind: 'unevaluable', target: bad.text, message: `java ${bad.text} reads options from a file the guard does not follow` });
  const p = parseOpts(c.args, '', ['cp', 'classpath', '-class-path', 'p', '-module-path', 'm', '-module', 'jar']);
  sources(c, p);
  // The main class's file on the class path (the cwd without one): its strings, as a compiled program's.
  // java's options are single-dash words; -cp, -classpath, --class-path, -p, --module-path, -m and -jar take the next one.
  const words = c.args.map((a) => (a.values?.length === 1 ? a.values[0]! : null));
  // Without -cp, the class path is $CLASSPATH (the call's, else cline's), else the cwd.
  const inherited = process.env.CLASSPATH === undefined ? undefined : [process.env.CLASSPATH];
  const env = c.state.vars.has('CLASSPATH') ? c.state.vars.get('CLASSPATH') : inherited;
  if (env === null) return c.x.report({ kind: 'unevaluable', target: 'CLASSPATH', message: 'java finds classes through a CLASSPATH the guard cannot know' });
  let cp = env?.length === 1 && env[0] ? env[0] : '.';
  let main: string | null = null;
  for (let i = 0; i < words.length && main === null; i++) {
    const w = words[i]!;
    if (w === null || w === '-jar' || w === '-m' || w === '--module') break;
    if (['-cp', '-classpath', '--class-path', '-p', '--module-path'].includes(w)) {
      if (w !== '-p' && w !== '--module-path') cp = words[i + 1] ?? cp;
      i++;
    } else if (!w.startsWith('-')) main = w;
  }
  if (main !== null && !SOURCE.test(main)) {
    for (const dir of cp.split(':')) {
      const abs = c.x.absolute(`${dir || '.'}/${main.replace(/\./g, '/')}.class`, c.state);
      if (abs === null || !c.x.insideRoots(abs)) continue;
      // A class file this call writes itself (decoded, copied, moved there), not one javac compiles from sources it judged.
      if (c.x.writtenBelow(dirname(abs)).includes(normalize(abs))) {
        const message = `java runs ${main} from ${abs}, which this call writes other than by javac; run it in the next call`;
        c.x.report({ kind: 'unevaluable', target: abs, message });
        continue;
      }
      c.x.compiledStrings(abs, c.state, `java runs ${main}, which`);
    }
  }
  c.x.unknownProgram('java', c.args, c.state);
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
  java,
};
