/**
 * Shells and language interpreters. Shell text the guard can see (sh -c, a
 * script file, text fed on stdin) is judged like the call itself. Other
 * languages are refused when their program text names an absolute path
 * outside the roots; what such a program computes at run time (paths built
 * from strings, ~, environment variables) is left to the OS sandbox.
 */
import { fork } from '../state.js';
import { literalArg, type Arg } from '../words.js';
import { PACKAGES } from './packages.js';
import type { Call, RuleTable } from './types.js';

function shell(c: Call): void {
  const { args } = c;
  let i = 0;
  let command: Arg | undefined;
  let fromStdin = false;
  let rcfile: Arg | undefined;
  for (; i < args.length; i++) {
    const v = args[i]!.values?.[0] ?? '';
    if (v === '--') {
      i++;
      break;
    }
    if (!/^[-+]/.test(v) || args[i]!.values === null) break;
    if (/^-[a-zA-Z]*c/.test(v)) command = args[++i];
    if (/^-[a-zA-Z]*s/.test(v)) fromStdin = true;
    if (v === '--rcfile' || v === '--init-file') rcfile = args[++i];
    else if (/^[-+][a-zA-Z]*o$/.test(v)) i++; // `-o NAME`, also at the end of a cluster (`-euo pipefail`)
  }
  // An interactive shell sources its rc file before anything else: judged as a sourced script.
  if (rcfile) {
    const path = rcfile.values?.length === 1 ? c.x.absolute(rcfile.values[0]!, c.state) : null;
    const text = c.x.readFile(path);
    if (c.x.unseen(text, rcfile.text, `${c.name} --rcfile sources`, true)) return;
    c.x.script(text as string, c.state, c.depth + 1);
  }
  if (command) return c.x.nested(command, fork(c.state), c.depth, `${c.name} -c`);
  const file = args[i];
  if (file && !fromStdin) {
    const path = file.values?.length === 1 ? c.x.absolute(file.values[0]!, c.state) : null;
    const text = c.x.readFile(path);
    if (c.x.unseen(text, file.text, `${c.name} runs`, true)) return;
    c.x.unknownProgram(c.name, args.slice(i + 1), c.state);
    c.x.script(text, fork(c.state), c.depth + 1);
    return;
  }
  // No script: the shell reads its commands on stdin.
  const stdin = c.stdin;
  if (stdin && 'text' in stdin) return c.x.script(stdin.text, fork(c.state), c.depth + 1);
  c.x.report({ kind: 'unevaluable', target: c.name, message: `${c.name} reads commands from input the guard cannot see; pass them with ${c.name} -c '…'` });
}

/** Calls in a program that write files, change directory or run other programs. */
const WRITE_API =
  // eslint-disable-next-line max-len -- a pattern (or a case) reads better whole
  /\b(write(File|FileSync|_text|_bytes)?|append(File|FileSync)?|createWriteStream|open(Sync)?\s*\(.*,\s*['"][wax+]|mkdir|makedirs|rename|unlink|rmdir|rmtree|rm(Sync)?|copy(File|file|tree|2)?|symlink|link|chmod|chdir|spawn|exec\w*|system|popen|subprocess|child_process|fork|move|touch|truncate|utime|unlinkSync|mkdtemp|tempfile|shutil|File\.write|IO\.write|FileUtils)\b/;
/** perl's open with a write or pipe mode (`open my $f, ">", …`, `open F, ">x"`, `open(F, "|cmd")`), and sysopen. */
const PERL_WRITE = /\bsysopen\b|\bopen\s*\(?\s*(?:my\s+)?\$?\w+\s*,\s*['"]\s*(?:\+?>|\+<|\||-\|)/;
const writes = (text: string): boolean => WRITE_API.test(text) || PERL_WRITE.test(text);
/** Path sources the guard cannot resolve from the text: home, environment, temp dirs, parent dirs, computed joins. */
const COMPUTED_PATH =
  // eslint-disable-next-line max-len -- a pattern (or a case) reads better whole
  /(process\.env|os\.environ|getenv|ENV\[|\$ENV|expanduser|homedir|Path\.home|Dir\.home|tmpdir|gettempdir|__dirname|__file__|\.\.|~|path\.(join|resolve)|os\.path|\.parents?\b|Path\.cwd|\.absolute\(|chr\(|fromCharCode|atob|b64decode|Buffer\.from|decode\(|\[::-1\]|reverse\(|eval|exec\(|Function\(|import\(|__import__|require\(\s*[^'"\s])/;

/**
 * A one-liner that writes (or runs programs) with a path the guard cannot
 * read off its text: refused. Its literal absolute paths are checked by programText.
 */
function computedWrite(text: string): string | null {
  if (!writes(text)) return null;
  const m = COMPUTED_PATH.exec(text);
  return m ? `writes files or runs programs with a path built at run time (${m[0]})` : null;
}

/**
 * A one-liner that writes: each quoted relative path in it is checked as a
 * write target, so a name inside that is a symlink or a hard link to a file
 * outside is refused as a shell write to it would be.
 */
function relativeWrites(c: Call, text: string, what: string): void {
  if (!writes(text)) return;
  // A perl mode glued to the name (`">out.txt"`, `">>log"`) is not part of the path.
  for (const m of text.matchAll(/(['"])(?:\+?[<>]{1,2}\s*)?([\w.@+][\w.@+\-/]*)\1/g)) c.x.write(literalArg(m[2]!), c.state, 'target', `${what} writes`, false);
}

/** One-liner flags per interpreter family. */
const ONE_LINERS: Record<string, string[]> = {
  python: ['-c'],
  node: ['-e', '--eval', '-p', '--print'],
  perl: ['-e', '-E'],
  ruby: ['-e'],
  php: ['-r'],
};

/** Options that load a code file before the program: judged as that file's text. */
const PRELOADS: Record<string, RegExp> = {
  node: /^(?:-r|--require|--import|--loader|--experimental-loader)(?:=(.*))?$/s,
};
/** Options that make the interpreter write a file or directory it names (node's profiles, reports, warnings; python -X pycache_prefix). */
const OUTPUT_OPTIONS: Record<string, RegExp> = {
  // eslint-disable-next-line max-len -- a pattern (or a case) reads better whole
  node: /^--(redirect-warnings|cpu-prof-dir|cpu-prof-name|heap-prof-dir|heap-prof-name|diagnostic-dir|report-directory|report-dir|report-filename|logfile|trace-event-file-pattern|test-reporter-destination|snapshot-blob|prof-process|env-file)(?:=(?<v>.*))?$/s,
  python: /^-X(?:pycache_prefix=(?<v>.*))?$/s,
};

/** Python imports sitecustomize/usercustomize from every PYTHONPATH entry at start-up: code the call did not name. */
function startupHooks(c: Call): void {
  const dirs = c.state.vars.get('PYTHONPATH');
  if (dirs === undefined) return;
  const entries = dirs === null ? null : dirs.flatMap((d) => d.split(':'));
  for (const d of entries ?? [null]) {
    const abs = d === null ? null : c.x.absolute(d || '.', c.state);
    const found = (f: string) => abs !== null && c.x.readFile(`${abs}/${f}`) !== 'missing';
    const hooks = abs === null ? ['unknown'] : ['sitecustomize.py', 'usercustomize.py'].filter(found);
    if (hooks.length)
      return c.x.report({
        kind: 'unevaluable',
        target: 'PYTHONPATH',
        message: `${c.name} imports ${abs === null ? 'hooks from a PYTHONPATH the guard cannot know' : `${hooks.join(', ')} from ${abs}`} at start-up`,
      });
  }
}

/** perl -MName / -mName with -I dirs: the module file found there is judged as program text. */
function perlModules(c: Call): void {
  const dirs = c.args.flatMap((a) => (a.values ?? []).filter((v) => v.startsWith('-I') && v.length > 2).map((v) => v.slice(2)));
  for (const a of c.args) {
    const m = /^-[mM]-?([\w:]+)/.exec(a.values?.[0] ?? '');
    if (!m) continue;
    for (const d of dirs) {
      const abs = c.x.absolute(`${d}/${m[1]!.replace(/::/g, '/')}.pm`, c.state);
      const text = c.x.readFile(abs);
      if (text === 'missing') continue;
      if (!c.x.unseen(text, abs ?? d, `${c.name} loads`)) c.x.programText(text as string, c.state, `${c.name} module ${m[1]}`);
    }
  }
}

function interpreter(family: string) {
  return (c: Call): void => {
    const flags = ONE_LINERS[family] ?? [];
    const { args } = c;
    if (family === 'python') startupHooks(c);
    if (family === 'perl') perlModules(c);
    for (let i = 0; i < args.length; i++) {
      const v = args[i]!.values?.[0] ?? '';
      const out = OUTPUT_OPTIONS[family]?.exec(v);
      if (out) {
        const glued = out.groups?.v;
        const value = glued !== undefined ? literalArg(glued) : args[++i];
        // python -X takes any key=value; only pycache_prefix names a place it writes.
        if (family === 'python' && glued === undefined && !/^pycache_prefix=/.test(value?.values?.[0] ?? '')) continue;
        const path = family === 'python' && glued === undefined ? literalArg(value!.values![0]!.slice('pycache_prefix='.length)) : value;
        c.x.write(path, c.state, 'target', `${c.name} ${v.split('=')[0]}`);
        continue;
      }
      if (family === 'node' && /^--(perf-basic-prof|perf-basic-prof-only-functions|perf-prof)$/.test(v))
        return c.x.report({ kind: 'write', target: `${c.name} ${v}`, message: `${c.name} ${v} writes /tmp/perf-<pid>.map, outside the env` });
      const pre = PRELOADS[family]?.exec(v);
      if (pre) {
        const mod = pre[1] !== undefined ? literalArg(pre[1]) : args[++i];
        const name = mod?.values?.length === 1 ? mod.values[0]! : null;
        if (name === null || /^[./]/.test(name)) {
          const abs = name === null ? null : c.x.absolute(name, c.state);
          const text = c.x.readFile(abs);
          if (!c.x.unseen(text, mod?.text ?? v, `${c.name} ${v} loads`, true)) c.x.programText(text as string, c.state, `${c.name} ${v} ${name}`);
        }
        continue;
      }
      const glued = flags.find((f) => f.length === 2 && v.startsWith(f) && v.length > 2 && !v.startsWith('--'));
      if (flags.includes(v) || glued || /^-[a-zA-Z]*[eE]$/.test(v) && family === 'perl') {
        const text = glued ? { text: v, values: [v.slice(2)] } : args[i + 1];
        if (!text?.values)
          return c.x.report({
            kind: 'unevaluable',
            target: text?.text ?? v,
            message: `${c.name} ${v} runs code the guard cannot know (${text?.unknown}); write it literally`,
          });
        for (const t of text.values) oneLiner(c, family, t, `${c.name} ${v}`);
        return c.x.unknownProgram(c.name, args.slice(i + 2), c.state);
      }
      if (family === 'python' && v === '-m') {
        const mod = args[i + 1]?.values?.[0];
        if (mod === 'pip' || mod === 'pip3') return PACKAGES.pip!({ ...c, args: args.slice(i + 2) });
        if (mod) localModules(c, family, [mod]);
        // timeit runs its setup (-s) and statements as python code.
        if (mod === 'timeit')
          for (const a of args.slice(i + 2)) {
            if (a.values === null) return c.x.report({ kind: 'unevaluable', target: a.text, message: `${c.name} -m timeit runs code the guard cannot know` });
            for (const t of a.values) if (!t.startsWith('-')) oneLiner(c, family, t, `${c.name} -m timeit`);
          }
        return c.x.unknownProgram(`${c.name} -m ${mod ?? ''}`, args.slice(i + 2), c.state);
      }
      if (v === '-') return stdinProgram(c, family);
      if (v.startsWith('-') && args[i]!.values !== null) continue;
      // A script file: its text is checked for outside paths, its arguments like any program's.
      const path = args[i]!.values?.length === 1 ? c.x.absolute(args[i]!.values![0]!, c.state) : null;
      const text = c.x.readFile(path);
      if (c.x.unseen(text, args[i]!.text, `${c.name} runs`)) return;
      if (text !== 'missing') c.x.programText(text.replace(/^#!.*\n/, ''), c.state, `${c.name} script ${args[i]!.text}`);
      return c.x.unknownProgram(c.name, args.slice(i), c.state);
    }
    stdinProgram(c, family);
  };
}

/**
 * Program text the call spells out (a one-liner, or a here-document on stdin):
 * its absolute paths, the relative paths it writes, paths built at run time,
 * and the local modules it imports.
 */
function oneLiner(c: Call, family: string, t: string, what: string): void {
  c.x.programText(t, c.state, what);
  relativeWrites(c, t, what);
  const why = computedWrite(t);
  if (why) c.x.report({ kind: 'unevaluable', target: what, message: `${what} ${why}; write the file with a shell command or the editor instead` });
  localModules(c, family, importedNames(family, t));
}

/** Module names a program imports by name (python `import a.b`/`from a import`, node `require('./x')`/`import … from './x'`). */
function importedNames(family: string, t: string): string[] {
  if (family === 'python') return [...t.matchAll(/(?:^|[;\n]|\s)(?:from\s+([\w.]+)\s+import|import\s+([\w.]+(?:\s*,\s*[\w.]+)*))/g)]
    .flatMap((m) => (m[1] ?? m[2]!).split(/\s*,\s*/));
  if (family === 'node') return [...t.matchAll(/(?:require\(\s*|import\(\s*|from\s+)(['"])(\.{1,2}\/[^'"]*)\1/g)].map((m) => m[2]!);
  return [];
}

/**
 * A module the program imports from the env is code it runs: a module file
 * this call wrote (or one the guard cannot read) is refused, and the text of
 * one it can read is checked like a script's.
 */
function localModules(c: Call, family: string, names: readonly string[]): void {
  for (const name of names) {
    const base = family === 'python' ? name.replace(/\./g, '/') : name.replace(/\.[cm]?js$/, '');
    const candidates = family === 'python' ? [`${base}.py`, `${base}/__init__.py`] : [`${base}.js`, `${base}/index.js`, base, `${base}.mjs`, `${base}.cjs`];
    for (const rel of candidates) {
      const abs = c.x.absolute(rel, c.state);
      const text = c.x.readFile(abs);
      if (text === 'missing') continue;
      if (!c.x.unseen(text, rel, `${c.name} imports`)) c.x.programText(text as string, c.state, `${c.name} module ${rel}`);
      break;
    }
  }
}

/** An interpreter with no program argument reads its program on stdin. */
function stdinProgram(c: Call, family: string): void {
  const stdin = c.stdin;
  if (stdin && 'text' in stdin) oneLiner(c, family, stdin.text, `${c.name} program on stdin`);
  else if (stdin)
    c.x.report({
      kind: 'unevaluable',
      target: c.name,
      message: `${c.name} reads its program from input the guard cannot see; pass it with a script file or a one-liner`,
    });
  c.x.inCwd(c.name, c.state);
}

export const INTERPRETERS: RuleTable = {
  sh: shell,
  bash: shell,
  dash: shell,
  zsh: shell,
  ksh: shell,
  ash: shell,
  python: interpreter('python'),
  node: interpreter('node'),
  perl: interpreter('perl'),
  ruby: interpreter('ruby'),
  php: interpreter('php'),
};

/** `python3.12` is python: the family name without its version suffix. */
export function interpreterName(name: string): string {
  return name.replace(/[0-9.]+$/, '');
}
