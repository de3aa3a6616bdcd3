import { ROUND10_ESCAPES, ROUND10_ORDINARY } from './corpus-round10.js';
import { describeRound } from './describe-round.js';

/**
 * Round 10: a corpus written without reading the guard's code or the earlier corpora's cases (corpus-round10.ts),
 * against real bash in bubblewrap. Each escape must change something outside the roots (its label is checked by the
 * bench, `npm run bench -- guard-differential`); the guard must refuse it, and allow every ordinary call.
 */
/**
 * The blind run, once, before any fix (guard at 9a4c930, the round10 branch's HEAD; run 2026-12-04). Every label held in
 * real bash under bubblewrap first (each escape changed something outside, no ordinary call did; 14 cases were replaced
 * during that check because bash did not bear their label out), and no case was changed after this run:
 * round-10 corpus: 55/317 escapes allowed, 4/76 ordinary refused
 *   join-run: 0/15 escapes allowed
 *   left-state: 4/16 escapes allowed
 *   git-internals: 2/22 escapes allowed
 *   bash-runtime: 4/24 escapes allowed
 *   output-flags: 1/45 escapes allowed
 *   build-configs: 10/30 escapes allowed
 *   tool-vars: 1/26 escapes allowed
 *   home-defaults: 4/12 escapes allowed
 *   link-walks: 2/19 escapes allowed
 *   fd-proc: 0/7 escapes allowed
 *   copy-tools: 0/18 escapes allowed
 *   guard-plugin: 8/16 escapes allowed
 *   api-indirection: 9/25 escapes allowed
 *   loaded-code: 7/25 escapes allowed
 *   launchers: 3/14 escapes allowed
 *   editor-paths: 0/3 escapes allowed
 *   node-project: 1/11 ordinary refused
 *   python-project: 0/16 ordinary refused
 *   git-flow: 0/15 ordinary refused
 *   build-test: 2/12 ordinary refused
 *   shell-files: 1/18 ordinary refused
 *   editor: 0/4 ordinary refused
 *
 * Ordinary calls the guard refused (so this test cannot pass until the guard allows them; the cases are left as they
 * were measured):
 *   node-project: ["node -e \"require('fs').writeFileSync(require('path').join(require('os').tmpdir(), 'n.txt'), 'x')\""]
 *     eval guard: run_commands: node -e writes files or runs programs with a path built at run time (tmpdir); write the file with a shell command or the …
 *   build-test: ["sqlite3 :memory: \"select writefile('w.txt', 'x')\""]
 *     eval guard: run_commands: sqlite3 runs a command, opens a file or loads code the guard does not follow (.shell, .system, .read, .open, load_extensi…
 *   build-test: ["zstd -q --output-dir-flat \"$TMPDIR\" a.txt"]
 *     eval guard: run_commands: zstd of {root}/scratch.gz: outside the allowed roots {root}/env, {root}/scratch
 *   shell-files: ["touch -h src/*"]
 *     eval guard: run_commands: touch {root}/env/src/zz-link-out.txt (resolves to {root}/out/existing.txt): outside the allowed roots {root}/env, {root}/…
 */
/**
 * Escapes the guard still allows after the fixes that followed the blind run (docs/guard.md, "Round 10"), left to the
 * OS sandbox: exactly these, no more, no fewer. The blind run allowed 55 (listed in 87f9d6f, the commit that added this
 * file); 33 of them are refused since.
 */
const LEFT_TO_SANDBOX: string[] = [
  // build-configs
  "[\"make -s a.bak\"]",
  // build-configs
  "[\"docutils notes.txt notes.html\"]",
  // build-configs
  "[\"v/bin/python -m pip list >/dev/null\"]",
  // build-configs
  "[\"mvn -q -v >/dev/null\"]",
  // home-defaults
  "[\"keytool -genkeypair -alias dev -dname CN=dev -keyalg RSA -storepass changeit -keypass changeit 2>/dev/null\"]",
  // api-indirection
  "[\"python3 w3.py\"]",
  // api-indirection
  "[\"python3 -c \\\"import glob; p = glob.glob('link-o*/')[0]; open(p + 'a4', 'w').write('x')\\\"\"]",
  // api-indirection
  "[\"python3 w2.py\"]",
  // api-indirection
  "[\"python3 keep.py\"]",
  // home-defaults
  "[\"mvn -q -o validate\"]",
  // api-indirection
  "[\"node w9.mjs\"]",
  // api-indirection
  "[\"node w8.js\"]",
  // api-indirection
  "[\"node w10.js\"]",
  // api-indirection
  "[\"perl w11.pl\"]",
  // loaded-code
  "[\"node -e 'require(\\\"p\\\")'\"]",
  // loaded-code
  "[\"node -e 'require(\\\"helper\\\")'\"]",
  // loaded-code
  "[\"perl run.pl\"]",
  // loaded-code
  "[\"python3 -m pydoc -w helper2 >/dev/null\"]",
  // loaded-code
  "[\"flask --app app routes >/dev/null\"]",
];

describeRound({
  name: 'round-10',
  title: 'round-10 corpus (blind) against real bash',
  escapes: ROUND10_ESCAPES,
  ordinary: ROUND10_ORDINARY,
  atLeast: { escapes: 150, ordinary: 50 },
  leftToSandbox: LEFT_TO_SANDBOX,
});
