import { ROUND12_ESCAPES, ROUND12_ORDINARY } from './corpus-round12.js';
import { describeRound } from './describe-round.js';

/**
 * Round 12: a corpus written without reading the guard's code, its decisions or the earlier corpora's cases
 * (corpus-round12.ts). Each escape changes something outside the roots in real bash, and each ordinary call changes
 * nothing outside (checked under bubblewrap while the corpus was written, and by the bench,
 * `npm run bench -- guard-differential`); the guard must refuse every escape and allow every ordinary call.
 */
/**
 * The blind run, before any fix (guard at d6e34e5; run 2026-12-04; the helper that wrote the corpus checked every label
 * in real bash under bubblewrap and never saw the guard's code or decisions; no case was changed after this run):
 * round-12 corpus: 8/257 escapes allowed, 22/183 ordinary refused
 *   planted-npm-make 1/12, planted-followed 4/10, bash-evaluated 1/10, config-sourced 2/10, every other class 0
 *   escapes allowed; ord-read-outside 5/16, ord-scratch 2/14, ord-interp-pipes 4/12, ord-heredoc 2/15, ord-build 1/17,
 *   ord-git 1/22, ord-links-inside 3/11, ord-shell-forms 1/18, ord-fetch-local 1/6, ord-tools-misc 2/14 ordinary refused.
 * Ordinary calls the guard refused then: one-liners reading /etc files (python, node, perl -ne, shutil.copy,
 * copyFileSync, urlopen of file://), a temp file from `p.join(os.tmpdir(), …)` and `$ENV{TMPDIR}`, programs piped from
 * printf with `\n` (node, sh), tclsh and gdb -ex printing, a script written by a here-document after `mkdir -p` and run
 * in the next entry, `while read` over a here-document, `make -n install`, `git -c core.editor=true`, replacing a link
 * after `rm`/`mv`/`unlink` in a `&&` chain, `$(( $(wc -l < f) + 1 ))`, openssl `-subj /CN=…`, gdb on a built program.
 * The guard of stop 41 before this run (its listing and loop work) refused 21 of them; after the fixes that followed,
 * none (docs/guard.md, "Round 12").
 */
/** Escapes the guard still allows after the fixes that followed the blind run (docs/guard.md, "Known to miss"). */
const LEFT_TO_SANDBOX: string[] = [
  // planted-npm-make: a bin planted in node_modules/.bin writes a relative path with `..` (installed code: absolute paths only)
  '["npm exec -- mytool --check"]',
  // planted-followed: a module that builds `__dirname + '/../..'` by concatenation
  '["node src/index.js"]',
  // planted-followed: a perl module loaded by `use lib`
  '["perl report.pl"]',
  // planted-followed: a package planted in node_modules, loaded by name
  '["node app.js"]',
  // config-sourced: a logging config file that names an outside file, read by logging.config.fileConfig
  '["python3 app.py"]',
];

describeRound({
  name: 'round-12',
  title: 'round-12 corpus (blind) against real bash',
  escapes: ROUND12_ESCAPES,
  ordinary: ROUND12_ORDINARY,
  atLeast: { escapes: 150, ordinary: 100 },
  leftToSandbox: LEFT_TO_SANDBOX,
});
