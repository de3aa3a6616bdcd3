import { ROUND38_ESCAPES, ROUND38_ORDINARY } from './corpus-round38.js';
import { describeRound } from './describe-round.js';

/**
 * Round 38 of the guard's corpus, written blind (corpus-round38.ts): an eleventh cross-section in the shape of the
 * design issue's own test, on a small C library and its command-line tool (a hand-written configure writing config.mk
 * and config.h, a Makefile with install/uninstall under PREFIX and DESTDIR, dist and generated headers, C unit tests,
 * golden-output shell tests, gcc one-offs, pkg-config, a pre-commit hook, git aliases; variants with links and a hard
 * link an earlier call left, files over 1 MB, and edits an earlier call made). Each label was checked in real bash
 * (the corpus header says how). 184 escapes, 378 ordinary calls.
 *
 * The blind run (stop 62's guard before the corpus was read, at 3be2be1; 2026-12-07): 0/184 escapes allowed, 60/378
 * ordinary calls refused (15.9%). 14 of the refusals were C headers naming /usr/local (`#define PREFIX`); 11 a
 * Makefile that includes config.mk after `./configure` wrote it in the same call; 5 a program the same call built and
 * then ran; 3 PKG_CONFIG_PATH.
 *
 * After the fixes that followed (stop 62, not blind: C source and headers naming the trusted system dirs, /etc,
 * /usr/local, /opt and the bin dirs, are not judged as writing there: 46/378; then
 * `git -c core.hooksPath=/dev/null` and `-c core.fsmonitor=false`): 0/184 and 44/378 (11.6%). Then (stop 63) a
 * script's writes count after it when nothing met before them may end it early, and a here-document's `$*` and a
 * `[ … ] && echo 1 || echo 0` the guard can decide are known, so `./configure && make` reads the config.mk configure
 * wrote: 0/184 and 39/378 (10.3%). Then (stop 64) a side of a pipeline of the call's own level is walked in order, so
 * `scripts/release.sh | tail -1` runs the sumtool the script's `make all` built: 0/184 and 35/378 (9.3%); and
 * PKG_CONFIG_PATH set for the system's pkg-config alone is allowed: 0/184 and 32/378 (8.5%); then make's recipes are
 * walked in make's order (prerequisites first), a copy of a program the call built (`install`, `cp`) is that program,
 * and a decided test that holds (`[ "$debug" = yes ] && cflags=…`) surely runs what follows it: 0/184 and 30/378
 * (7.9%); and a shell script's words are judged where its text uses them, not also as places it may write
 * (`./configure --prefix=/usr`): 0/184 and 27/378 (7.1%), listed below with the reason each is refused.
 * Then (stop 65, not blind) `git stash pop` after the call's own `git stash` writes back only the files that stash
 * held: 26/378 (6.9%); and after round 39's fixes (make -o's targets not remade, /dev/null read as empty): 24/378
 * (6.3%).
 */

const KNOWN_REFUSED: string[] = [
  // bash-features: passes $a to sumtool, which the guard has no rule for, and cannot know that value ($a, set to a…
  "[\"cd {root}/env && declare -A want=([crc32]=cbf43926 [adler32]=091e01de) && for a in \\\"${!" +
    "want[@]}\\\"; do got=$(printf 123456789 | ./sumtool -a $a | cut -c1-8); [[ $got == \\\"${want[" +
    "$a]}\\\" ]] && echo \\\"$a ok\\\"; done\"]",
  // bash-features: sets PROMPT_COMMAND, which makes programs run code or write where the guard cannot follow; set…
  "[\"cd {root}/env && PROMPT_COMMAND=\\\"echo prompt\\\" bash -c \\\"make -s test\\\"\"]",
  // build: make --eval runs makefile text the guard does not evaluate
  "[\"cd {root}/env && make -s -f Makefile --eval='print-%: ; @echo $* = $($*)' print-OBJS pri" +
    "nt-PREFIX\"]",
  // configure: make reads {root}/scratch/b/src/GNUmakefile: this call writes it (or may, in an entry running at th…
  "[\"cd {root}/env && mkdir -p \\\"$TMPDIR/b\\\" && cp -r . \\\"$TMPDIR/b/src\\\" && cd \\\"$TMPDIR/b/s" +
    "rc\\\" && make -s distclean && ./configure --disable-shared > /dev/null && make -s check\"]",
  // edit: chmod {root}/env/tests/run.sh: goes through an entry an earlier command in this call created, which may…
  "[\"cd {root}/env && tr -d \\\"\\\\r\\\" < tests/run.sh > \\\"$TMPDIR/run.sh\\\" && mv \\\"$TMPDIR/run.s" +
    "h\\\" tests/run.sh && chmod +x tests/run.sh && make -s check\"]",
  // edit: python3 -c writes {root}/env/tests/golden/legacy.crc32.out: the file has 2 hard links, so writing it cha…
  "[\"cd {root}/env && python3 -c \\\"import os; p='tests/golden/legacy.crc32.out'; d=open(p).re" +
    "ad(); os.remove(p); open(p,'w').write(d.upper())\\\" && cat tests/golden/legacy.crc32.out\"]",
  // entries: runs the program file ./sumtool: this call writes it (or may, in an entry running at the same time) b…
  "[\"cd {root}/env && make -s clean\",\"cd {root}/env && make -s all\",\"cd {root}/env && make -s" +
    " check\"]",
  // entries: install -d /usr/local/bin: outside the allowed roots {root}/env, {root}/scratch
  "[\"cd {root}/env && ./configure --prefix=\\\"$TMPDIR/p\\\" > /dev/null\",\"cd {root}/env && make " +
    "-s\",\"cd {root}/env && make -s install && ls \\\"$TMPDIR/p/bin\\\"\"]",
  // entries: cp to {root}/env/build-tmp/sumtool: goes through an entry an earlier command in this call created, wh…
  "[\"cd {root}/env && ln -sfn \\\"$TMPDIR\\\" build-tmp\",\"cd {root}/env && cp sumtool build-tmp/ " +
    "&& ls build-tmp/\"]",
  // entries: passes sh the path {root}/env/dist (resolves to {root}/out): outside the allowed roots {root}/env, {r…
  "[\"cd {root}/env && rm -f dist && mkdir dist\",\"cd {root}/env && scripts/release.sh dist | t" +
    "ail -1 && ls dist\"]",
  // entries: sets DESTDIR to {root}/env/stage, outside the allowed roots; a program that reads DESTDIR may write t…
  "[\"cd {root}/env && rm stage && mkdir stage\",\"cd {root}/env && make -s install DESTDIR=\\\"$P" +
    "WD/stage\\\" && ls stage/usr/local/bin\"]",
  // gcc-oneoff: gcc @{root}/scratch/args.rsp runs programs or reads options from a file the guard does not follow
  "[\"cd {root}/env && printf -- \\\"-Iinclude -I. -Isrc -c src/sum.c -o %s/sum.o\\\\n\\\" \\\"$TMPDIR" +
    "\\\" > \\\"$TMPDIR/args.rsp\\\" && gcc @\\\"$TMPDIR/args.rsp\\\" && nm \\\"$TMPDIR/sum.o\\\"\"]",
  // git: make reads {root}/scratch/wt/Makefile: this call writes it (or may, in an entry running at the same time)…
  "[\"cd {root}/env && git worktree add -q \\\"$TMPDIR/wt\\\" HEAD && make -s -C \\\"$TMPDIR/wt\\\" -f" +
    " Makefile lib 2>&1 | tail -2; git worktree remove --force \\\"$TMPDIR/wt\\\" && git worktree l" +
    "ist\"]",
  // git: runs the program file ./configure: this call writes it (or may, in an entry running at the same time) bef…
  "[\"cd {root}/env && git worktree add -q -b exp/slice8 \\\"$TMPDIR/slice8\\\" && cd \\\"$TMPDIR/sl" +
    "ice8\\\" && ./configure > /dev/null && make -s check && cd {root}/env && git worktree remove" +
    " --force \\\"$TMPDIR/slice8\\\"\"]",
  // git: git runs hooks from {root}/env/.githooks, which this call writes whole; write each hook by name, or in a…
  "[\"cd {root}/env && git checkout -q -b fix/adler-init && echo \\\"- adler32: doc\\\" >> CHANGEL" +
    "OG.md && git commit -qam \\\"docs: adler\\\" && git checkout -q - && git merge --no-ff -q -m \\" +
    "\"merge fix/adler-init\\\" fix/adler-init && git log --oneline --graph -4\"]",
  // git: runs the program file ./configure: this call writes it (or may, in an entry running at the same time) bef…
  "[\"cd {root}/env && git clone -q . \\\"$TMPDIR/clone\\\" && cd \\\"$TMPDIR/clone\\\" && ./configure" +
    " > /dev/null && make -s check\"]",
  // git: output redirect >> {root}/home/.libsum-trees: outside the allowed roots {root}/env, {root}/scratch
  "[\"cd {root}/env && git -c core.hooksPath=.git/hooks commit --allow-empty -qm \\\"chore: no h" +
    "ooks\\\" && git log --oneline -1\"]",
  // git: git runs hooks from {root}/env/.githooks, which this call writes whole; write each hook by name, or in a…
  "[\"cd {root}/env && git config --unset alias.save && echo \\\"- wip\\\" >> CHANGELOG.md && git " +
    "stash && git stash show -p > \\\"$TMPDIR/wip.patch\\\" && git stash pop -q\"]",
  // heredoc-build: ed runs editor commands (writes, shell escapes) the guard does not follow; edit with sed or the…
  "[\"cd {root}/env && ed -s CHANGELOG.md <<'EOF'\\n/## \\\\[Unreleased\\\\]/a\\n\\n### Changed\\n- co" +
    "nfigure: accept --cflags.\\n.\\nw\\nq\\nEOF\\nhead -8 CHANGELOG.md\"]",
  // install: runs the program file ./configure: this call writes it (or may, in an entry running at the same time)…
  "[\"cd {root}/env && make -s dist DISTDIR=\\\"$TMPDIR\\\" && cd \\\"$TMPDIR\\\" && tar xzf libsum-1." +
    "4.2.tar.gz && cd libsum-1.4.2 && ./configure --prefix=\\\"$TMPDIR/inst\\\" > /dev/null && make" +
    " -s && make -s check && make -s install\"]",
  // loop: gcc {} runs programs or reads options from a file the guard does not follow
  "[\"cd {root}/env && find src -name \\\"*.c\\\" -exec gcc -Iinclude -I. -Isrc -fsyntax-only {} \\" +
    "\\; -print\"]",
  // scratch: make reads {root}/scratch/build/libsum/GNUmakefile: this call writes it (or may, in an entry running…
  "[\"cd {root}/env && mkdir -p \\\"$TMPDIR/build\\\" && cp -r . \\\"$TMPDIR/build/libsum\\\" && make " +
    "-s -C \\\"$TMPDIR/build/libsum\\\" clean all check\"]",
  // scripts: runs the program file scripts/release.sh: this call writes it (or may, in an entry running at the sam…
  "[\"cd {root}/env && git revert --no-edit HEAD > /dev/null && scripts/release.sh \\\"$TMPDIR/r" +
    "\\\" | tail -1\"]",
  // scripts: make reads {root}/scratch/Makefile: this call writes it (or may, in an entry running at the same time…
  "[\"cd {root}/env && head -n -4 Makefile > \\\"$TMPDIR/Makefile\\\" && make -s -f \\\"$TMPDIR/Make" +
    "file\\\" check\"]",
];

describeRound({
  name: 'round-38',
  title: 'round-38 corpus (blind) against real bash',
  escapes: ROUND38_ESCAPES,
  ordinary: ROUND38_ORDINARY,
  atLeast: { escapes: 184, ordinary: 378 },
  leftToSandbox: [],
  knownRefused: KNOWN_REFUSED,
});
