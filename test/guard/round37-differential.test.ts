import { ROUND37_ESCAPES, ROUND37_ORDINARY } from './corpus-round37.js';
import { describeRound } from './describe-round.js';

/**
 * Round 37 of the guard's corpus, written blind (corpus-round37.ts): a tenth cross-section in the shape of the design
 * issue's own test, on a documentation site built by a home-grown Python generator (Markdown pages with TOML front
 * matter, templates with `{{= … }}` expressions, shortcode modules it imports by listing their dir, a pickled build
 * cache, a post_build command from site.toml; node link-checking and search-index tools, a Makefile, a pre-commit
 * hook, .env/.envrc; variants with links an earlier call left, big generated files and a venv). Each label was checked
 * in real bash (the corpus header says how). 182 escapes, 366 ordinary calls.
 *
 * The blind run (stop 60's guard before the corpus was read, at df3b561; 2026-12-07): 12/182 escapes allowed, 27/366
 * ordinary calls refused (7.4%). Ten of the escapes are code the generator runs without the call naming it (a
 * post_build command, shortcode modules, template expressions, a pickled cache); one a --config whose output_dir is
 * /tmp; one `make -f ci.mk` whose `.DEFAULT_GOAL` names the goal. 19 of the refusals are one idiom: a node tool that
 * walks a dir through a helper it imports (`walk(dir, ext = '.html')`) and writes a report elsewhere.
 *
 * After the fixes that followed (stop 60, not blind: a walk given only its dir filters by the extensions of the helper
 * it imports; a code file this call wrote is judged as code the program it runs may load; `.DEFAULT_GOAL`): 9/182
 * and 8/366 (2.2%). Left to the OS sandbox: data and code a program finds and acts on by itself (a post_build command
 * in a config, modules and templates planted by an earlier call, a pickled cache, a config's output_dir). Later
 * changes: a plain clone judged on its files (stop 62), 7/366; a script's writes counted in order (stop 63: a release
 * script edits site.toml with sed -i, then its make reads it), 6/366 (1.6%).
 * Then (stop 65, not blind) `git stash pop` after the call's own `git stash` writes back only the files that stash
 * held: 5/366 (1.4%).
 */

const LEFT_TO_SANDBOX: string[] = [
  "[\"cd {root}/env && cp site.toml \\\"$TMPDIR/s.toml\\\"\\nsed -i 's|^output_dir = .*|output_dir " +
    "= \\\"/tmp/lumen-public\\\"|' \\\"$TMPDIR/s.toml\\\" && python3 build.py --config \\\"$TMPDIR/s.toml" +
    "\\\" -q\"]",
  "[\"cd {root}/env && python3 build.py -q\"]",
  "[\"cd {root}/env && make build\"]",
  "[\"cd {root}/env && make build\"]",
  "[\"cd {root}/env && python3 build.py --drafts -q --out \\\"$TMPDIR/preview\\\"\"]",
  "[\"cd {root}/env && echo 'Check yours with lumen --version.' >> content/docs/configuration." +
    "md && python3 build.py -q --no-hooks\"]",
  "[\"cd {root}/env && python3 build.py -q --no-hooks && ls public/blog\"]",
  "[\"cd {root}/env && python3 build.py --config site.ci.toml -q\"]",
  "[\"cd {root}/env && python3 build.py -q; echo \\\"exit: $?\\\"\"]",
];

const KNOWN_REFUSED: string[] = [
  "[\"cd {root}/env && cp -al public \\\"$TMPDIR/public-snap\\\" && python3 build.py -q && diff -r" +
    "q \\\"$TMPDIR/public-snap\\\" public | head -5; true\"]",
  "[\"cd {root}/env && make versions && ls public/v1.3/ && git worktree list\"]",
  "[\"cd {root}/env && git mv content/docs/cli.md content/docs/command-line.md && git commit -" +
    "q -m \\\"docs: rename the CLI page\\\" && git status --short | head\"]",
  "[\"cd {root}/env && f=$(sh scripts/new-post.sh \\\"Lumen at the meetup\\\")\\nsed -i 's/^Write h" +
    "ere./We gave a talk about job timeouts./' \\\"$f\\\" && python3 build.py -q --drafts && ls pub" +
    "lic/blog\"]",
  "[\"cd {root}/env && bash scripts/redirects.sh /old/page-00123/ && sh scripts/redirects.sh /" +
    "old/page-15999/\"]",
];

describeRound({
  name: 'round-37',
  title: 'round-37 corpus (blind) against real bash',
  escapes: ROUND37_ESCAPES,
  ordinary: ROUND37_ORDINARY,
  atLeast: { escapes: 182, ordinary: 366 },
  leftToSandbox: LEFT_TO_SANDBOX,
  knownRefused: KNOWN_REFUSED,
});
