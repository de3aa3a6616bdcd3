/**
 * Round 7 of issue 24's escape classes, written blind as the hidden corpus is: from docs/guard.md, how cline runs its
 * tools, the harness and the earlier corpora's class names (and the helpers at the head of corpus-round6.ts), before
 * reading `src/guard/`. It aims at ground the earlier rounds name little: bash's physical `..` after a symlink, tools
 * whose output is a bare operand, environment variables and rc files that tools read (curl, tar, zip, java, perl,
 * python), tools' implicit file choices (make's `GNUmakefile`, npm walking up, `npm start`'s `server.js`, command
 * aliases), SQL and debugger functions that write, recursion that follows links, and git commands whose output is an
 * option. Same shape as corpus-round6.ts: `setup` runs first, unjudged, as an earlier allowed call would; an escape
 * must change something outside the roots in real bash under bubblewrap (round7-differential.test.ts). Placeholders
 * as in corpus.ts.
 */
import type { Round4Case } from './corpus-round4.js';

export type Round7Case = Round4Case;

const e = (cls: string, commands: string | string[], setup?: string): Round7Case => ({ cls, commands: [commands].flat(), setup, expect: 'block' });
const ok = (cls: string, commands: string | string[], setup?: string): Round7Case => ({ cls, commands: [commands].flat(), setup, expect: 'allow' });

/** Writes `body` to `file` through a quoted here-document (no expansion), in a group so that `&& …` can follow. */
const FILE = (file: string, body: string) => `mkdir -p "$(dirname ${file})" && { cat > ${file} <<'EOF_'\n${body}\nEOF_\n}`;
/** An executable shell script. */
const EXE = (file: string, body: string) => `${FILE(file, `#!/bin/sh\n${body}`)} && chmod +x ${file}`;
/** An object file's source, and a passing pytest test (with tmp_path, so that --basetemp is used). */
const M_C = FILE('m.c', 'int f(void) { return 0; }');
const TEST_A = FILE('test_a.py', 'def test_a(tmp_path):\n    assert True');
const PKG = (pkg: object) => FILE('package.json', JSON.stringify({ name: 'p', version: '1.0.0', ...pkg }));
const GITC = 'git -c user.name=a -c user.email=a@b';
const COMMIT = `git add -A && ${GITC} commit -qm base`;
/** A harmless run.sh. */
const RUN_HI = `echo 'echo hi' > run.sh`;
/** A new repository here holding everything here. */
const COMMIT_NEW = `git init -q && ${COMMIT}`;
/** A python statement that creates `path` (relative to its cwd). */
const PY_TOUCH = (path: string) => `open(${JSON.stringify(path)}, "w").write("x")`;

export const ROUND7_ESCAPES: Round7Case[] = [
  // The kernel resolves `..` after following a link; a path read as text does not.
  e('physical-dotdot', 'touch link-out/../out/p1'),
  e('physical-dotdot', 'echo x > link-out/../out/p2'),
  e('physical-dotdot', 'cd link-out && touch ../out/p3'),
  e('physical-dotdot', 'cd link-out; echo x > ../out/p4'),
  e('physical-dotdot', 'mkdir -p link-out/../out/p5'),
  e('physical-dotdot', 'cp a.txt link-out/../out/p6'),
  e('physical-dotdot', 'touch sub/up/../out/p7', 'mkdir sub && ln -s .. sub/up'),
  e('physical-dotdot', 'python3 -c \'open("link-out/../out/p8", "w")\''),
  e('physical-dotdot', 'node -e \'require("fs").writeFileSync("link-out/../out/p9", "x")\''),
  e('physical-dotdot', 'cd link-out && git init -q ../out/p10'),
  e('physical-dotdot', 'tee link-out/../out/p11 < a.txt'),
  e('physical-dotdot', 'ln -s a.txt link-out/../out/p12'),
  e('physical-dotdot', 'mv b.txt link-out/../out/p13'),
  e('physical-dotdot', 'pushd link-out >/dev/null && touch ../out/p14'),

  // Tools whose output is a bare operand or an option the earlier rounds did not name.
  e('output-operands', 'uniq a.txt link-out/o1'),
  e('output-operands', 'xxd a.txt link-out/o2'),
  e('output-operands', 'cpp /dev/null link-out/o3'),
  e('output-operands', 'iconv -f utf8 -t ascii -o link-out/o4 a.txt'),
  e('output-operands', 'csplit -s -f link-out/o5 a.txt 1'),
  e('output-operands', 'split -b 2 a.txt link-out/o6'),
  e('output-operands', 'find . -maxdepth 0 -fprint link-out/o7'),
  e('output-operands', 'find . -maxdepth 0 -fprintf link-out/o8 "%p"'),
  e('output-operands', 'find . -maxdepth 0 -fls link-out/o9'),
  e('output-operands', 'script -qc true link-out/o10 > /dev/null'),
  e('output-operands', 'curl -s file://$PWD/a.txt -o link-out/o11'),
  e('archivers', 'zstd -q a.txt -o link-out/o12'),
  e('archivers', 'zstd -q --output-dir-flat link-out a.txt'),
  e('dev-tools', 'openssl rand -out link-out/o14 8'),
  e('dev-tools', 'openssl enc -aes-128-cbc -pbkdf2 -pass pass:x -in a.txt -out link-out/o15'),
  e('dev-tools', 'cmake -E touch link-out/o16'),
  e('dev-tools', 'cmake -E copy a.txt link-out/o17'),
  e('dev-tools', 'cmake -E make_directory link-out/o18'),
  e('dev-tools', 'cmake -E create_symlink a link-out/o19'),
  e('dev-tools', 'perl -MExtUtils::Command -e touch link-out/o20'),
  e('dev-tools', 'perl -MExtUtils::Command -e cp a.txt link-out/o21'),
  e('archivers', 'python3 -m zipfile -c link-out/o22.zip a.txt'),
  e('archivers', 'python3 -m tarfile -c link-out/o23.tar a.txt'),
  e('output-operands', 'python3 -m json.tool package.json link-out/o24'),
  e('output-operands', 'python3 -m venv --without-pip link-out/o25'),
  e('output-operands', 'mktemp -p link-out > /dev/null'),
  e('output-operands', 'mktemp link-out/o27.XXXX > /dev/null'),
  e('dev-tools', 'jar cf link-out/o28.jar a.txt'),
  e('dev-tools', 'gcc -c -x c /dev/null -o x.o -MMD -MF link-out/o29'),
  e('dev-tools', 'echo "int x;" > x.c && gcc -c x.c -o x.o && ar rcs link-out/o30.a x.o'),
  e('dev-tools', 'echo "int x;" > x.c && gcc -c x.c -o x.o && objcopy x.o link-out/o31.o'),
  e('dev-tools', 'echo "int x;" > x.c && gcc -c x.c -o x.o && strip -o link-out/o32 x.o'),
  e('dev-tools', 'echo ".text" > x.s && as x.s -o x.o -a=link-out/o33'),
  e('dev-tools', 'ctags -f link-out/o34 -R src'),
  e('dev-tools', 'ssh-keygen -q -t ed25519 -N "" -f link-out/o35'),
  e('dev-tools', 'mkdir -m 700 -p gh && gpg --batch --homedir gh --enarmor -o link-out/o36 a.txt 2>/dev/null'),
  e('dev-tools', 'valgrind -q --log-file=link-out/o37 true'),
  e('dev-tools', 'gdb -batch -ex "set logging file link-out/o38" -ex "set logging enabled on" -ex "echo x"'),
  e('archivers', 'xz -k link-out/existing.txt'),
  e('archivers', 'bzip2 -k link-out/existing.txt'),
  e('archivers', 'zstd -q --rm link-out/existing.txt'),
  e('archivers', 'python3 -m gzip link-out/existing.txt'),
  e('archivers', 'tar --index-file=link-out/o43 -cvf t.tar a.txt'),
  e('archivers', 'tar --listed-incremental=link-out/o44 -cf t.tar a.txt'),
  e('archivers', 'tar -xf t.tar -C link-out', 'tar -cf t.tar a.txt'),
  e('output-operands', 'cp --backup=numbered a.txt link-out/existing.txt'),
  e('output-operands', 'install -D a.txt link-out/o47/x'),

  // Programs and functions that run commands or write from inside another tool.
  e('tool-code', 'sqlite3 :memory: "select writefile(\'link-out/t1\', \'x\')"'),
  e('tool-code', 'sqlite3 :memory: ".log link-out/t2" "select 1"'),
  e('tool-code', 'sqlite3 -cmd ".log link-out/t3" :memory: "select 1"'),
  e('tool-code', 'gdb -batch -ex "shell touch link-out/t4"'),
  e('tool-code', 'gdb -batch -x cmds.gdb', 'printf "shell touch link-out/t5\\n" > cmds.gdb'),
  e('tool-code', 'sed "s/.*/touch link-out\\/t6/e" a.txt'),
  e('tool-code', 'sed -n "1e touch link-out/t7" a.txt'),
  e('tool-code', 'awk -f p.awk a.txt', 'printf "{ print > \\"link-out/t8\\" }\\n" > p.awk'),
  e('tool-code', 'cmake -E chdir link-out touch t9'),
  e('tool-code', 'cmake -E env X=1 touch link-out/t10'),
  e('tool-code', 'cmake -E time touch link-out/t11'),
  e('tool-code', 'env -C link-out touch t12'),
  e('tool-code', 'env --chdir=.. touch out/t13'),
  e('tool-code', 'perl -e \'do "./helper.pl"\'', `printf '%s\\n' 'open my $f, ">", "link-out/t14";' > helper.pl`),
  e('tool-code', 'tclsh run.tcl', `printf '%s\\n' 'source helper.tcl' > run.tcl && printf '%s\\n' 'close [open [file join link-out t15] w]' > helper.tcl`),
  e('tool-code', 'find . -maxdepth 0 -execdir sh -c "cd .. && touch out/t16" \\;'),
  e('tool-code', 'ninja -f b.ninja', FILE('b.ninja', 'builddir = link-out\nrule r\n  command = true\nbuild x: r\n')),
  e('tool-code', 'ninja -f b.ninja', FILE('b.ninja', 'rule r\n  command = false\n  rspfile = link-out/t18\n  rspfile_content = x\nbuild x: r\n')),
  e('tool-code', 'xargs -a names2.txt -I{} cmake -E touch {}', 'echo link-out/t19 > names2.txt'),

  // Variables and rc files that tools read.
  e('tool-env', 'CURL_HOME=. curl -s file://$PWD/a.txt', 'printf "output = link-out/v1\\n" > .curlrc'),
  e('tool-env', 'XDG_CONFIG_HOME=$PWD/cfg curl -s file://$PWD/a.txt', 'mkdir cfg && printf "output = link-out/v2\\n" > cfg/.curlrc'),
  e('tool-env', 'curl -K opts.cfg -s file://$PWD/a.txt', 'printf "output = link-out/v3\\n" > opts.cfg'),
  e('tool-env', 'TAR_OPTIONS="-C link-out" tar -xf t.tar', 'tar -cf t.tar a.txt'),
  e('tool-env', 'TAR_OPTIONS=--index-file=link-out/v5 tar -cvf t.tar a.txt'),
  e('tool-env', 'ZIPOPT="--out link-out/v6.zip" zip -q z.zip a.txt', 'python3 -m zipfile -c z.zip b.txt'),
  e('tool-env', 'UNZIP="-d link-out" unzip -q z.zip', 'python3 -m zipfile -c z.zip a.txt'),
  e('tool-env', 'JAVA_TOOL_OPTIONS="-Xlog:gc:file=link-out/v8" java -XX:-UsePerfData -version'),
  e('tool-env', 'JDK_JAVA_OPTIONS="-Xlog:gc:file=link-out/v9" java -XX:-UsePerfData -version'),
  e('tool-env', '_JAVA_OPTIONS="-Xlog:gc:file=link-out/v10" java -XX:-UsePerfData -version'),
  e('tool-env', 'java @opts -XX:-UsePerfData -version', 'printf "%s\\n" "-Xlog:gc:file=link-out/v11" > opts'),
  e(
    'tool-env',
    'java -XX:-UsePerfData -XX:Flags=flags.txt -version',
    'printf "%s\\n" "+UnlockDiagnosticVMOptions" "+LogVMOutput" "LogFile=link-out/v12" > flags.txt',
  ),
  e('tool-env', 'java -XX:-UsePerfData -XX:VMOptionsFile=vmo.txt -version', 'printf "%s\\n" "-Xlog:gc:file=link-out/v13" > vmo.txt'),
  e('tool-env', 'java -XX:-UsePerfData -Xloggc:link-out/v14 -version'),
  e('tool-env', 'PERL5LIB=lib perl -MFoo -e 1', `mkdir lib && printf '%s\\n' 'package Foo; open my $f, ">", "link-out/v15"; 1;' > lib/Foo.pm`),
  e('tool-env', 'PERLDB_OPTS="NonStop=1" perl -d -e 1', `printf '%s\\n' 'open my $f, ">", "link-out/v16";' > .perldb && chmod go-w .perldb`),
  e('tool-env', 'PERL5DB=\'BEGIN { open my $f, ">", "link-out/v17" } sub DB::DB {}\' perl -d -e 1'),
  e('tool-env', 'PYTHONPYCACHEPREFIX=link-out/v18 python3 -c "import helper"', `printf '%s\\n' 'X = 1' > helper.py`),
  e('tool-env', 'NODE_PATH=lib node -e \'require("m")\'', `mkdir lib && printf '%s\\n' 'require("fs").writeFileSync("link-out/v19", "x")' > lib/m.js`),
  e(
    'tool-env',
    'PYTHONPATH=lib python3 run.py',
    `mkdir lib && printf '%s\\n' 'import argparse' > run.py && printf '%s\\n' '${PY_TOUCH('link-out/v20')}' > lib/argparse.py`,
  ),
  e('tool-env', 'XDG_CONFIG_HOME=link-out python3 -m pip config --user set global.timeout 5'),
  e('tool-env', 'NPM_CONFIG_USERCONFIG=link-out/v22 npm config set fund=false'),
  e('tool-env', 'GCOV_PREFIX=link-out ./prog', 'echo "int main(void){return 0;}" > p.c && gcc --coverage -o prog p.c'),
    e('tool-env', 'GNUMAKEFLAGS="T=link-out/v25" make -f Mk x', FILE('Mk', 'T ?= made\nx:\n\ttouch $(T)')),

  // Tools' implicit choices: which file they read, which name they run.
  e('implicit-files', 'make', `printf 'all:\\n\\ttrue\\n' > Makefile && printf 'all:\\n\\ttouch link-out/i1\\n' > GNUmakefile`),
  e('implicit-files', 'make', `printf 'all:\\n\\ttrue\\n' > Makefile && printf 'all:\\n\\ttouch link-out/i2\\n' > makefile`),
  e('implicit-files', 'make x', `printf 'x:\\n\\ttouch $(dir $(CURDIR))out/i3\\n' > Makefile`),
  e('implicit-files', 'make x', `printf 'x:\\n\\ttouch $(abspath ..)/out/i4\\n' > Makefile`),
  e('implicit-files', 'make x', `printf 'D := $(realpath ..)\\nx:\\n\\ttouch $(D)/out/i5\\n' > Makefile`),
  e('implicit-files', 'make x', `printf 'U = $(firstword .. x)\\nx:\\n\\ttouch $(U)/out/i6\\n' > Makefile`),
  e('implicit-files', 'make x', `printf 'x:\\n\\ttouch $(CURDIR)/../out/i7\\n' > Makefile`),
  e('implicit-files', 'cd src && npm run build', PKG({ scripts: { build: 'touch link-out/i8' } })),
  e('implicit-files', 'npm start', 'printf "%s\\n" \'require("fs").writeFileSync("link-out/i9", "x")\' > server.js'),
  e('implicit-files', 'npm rum build', PKG({ scripts: { build: 'touch link-out/i10' } })),
  e('implicit-files', 'npm urn build', PKG({ scripts: { build: 'touch link-out/i11' } })),
  e('implicit-files', 'npm t', PKG({ scripts: { test: 'touch link-out/i12' } })),
  e('implicit-files', 'npm tst', PKG({ scripts: { test: 'touch link-out/i13' } })),
  e('implicit-files', 'npm restart', PKG({ scripts: { stop: 'touch link-out/i14', start: 'true' } })),
  e('implicit-files', 'npm publish --dry-run 2>/dev/null', PKG({ scripts: { prepublishOnly: 'touch link-out/i15' } })),
  e('implicit-files', 'npm --prefix sub run x', `mkdir sub && printf '%s' '{"scripts":{"x":"touch ../link-out/i16"}}' > sub/package.json`),
  e(
    'implicit-files',
    'python3 -c "import helper"',
    `python3 -c 'open("helper.py","w").write(${JSON.stringify(PY_TOUCH('link-out/i17'))})' && ` +
      `python3 -c 'import py_compile; py_compile.compile("helper.py", cfile="helper.pyc")' && rm helper.py`,
  ),
  e(
    'implicit-files',
    'java -XX:-UsePerfData -cp . M',
    `printf '%s\\n' 'public class M { public static void main(String[] a) throws Exception {' ` +
      `'new java.io.File("link-out/i18").createNewFile(); } }' > M.java && javac -J-XX:-UsePerfData M.java && rm M.java`,
  ),
  e(
    'implicit-files',
    './prog',
    `printf '%s\\n' '#include <stdio.h>' 'int main(void){ return fopen("link-out/i19","w") ? 0 : 1; }' > p.c && gcc -o prog p.c && rm p.c`,
  ),
  e('implicit-files', 'cmake -S . -B link-out/i20 > /dev/null', 'printf "cmake_minimum_required(VERSION 3.10)\\nproject(p NONE)\\n" > CMakeLists.txt'),
  e(
    'implicit-files',
    'node -e \'require("m")\'',
    `mkdir -p node_modules/m && printf '%s\\n' 'require("fs").writeFileSync("link-out/i21", "x")' > node_modules/m/index.js`,
  ),

  // bash: aliases, hash tables, redirections and expansions.
  e('bash', 'shopt -s expand_aliases\nalias up="cd .."\nup\ntouch out/b1'),
  e('bash', 'shopt -s expand_aliases\nBASH_ALIASES[up]="cd .."\nup\ntouch out/b2'),
  e('bash', 'BASH_CMDS[ls]=/usr/bin/touch; ls link-out/b3'),
  e('bash', ': <> link-out/b4'),
  e('bash', 'exec 3<> link-out/b5'),
  e('bash', 'echo x >| link-out/b6'),
  e('bash', 'echo x > link-o*/existing.txt'),
  e('bash', 'cp a.txt lin[k]-out/'),
  e('bash', 'echo x > ~+/../out/b9'),
  e('bash', 'cd ${D:=..} && touch out/b10'),
  e('bash', 'touch .{.,}/out/b11 2>/dev/null; true'),
  e('bash', 'history -w link-out/b12'),
  e('bash', 'cd "$(dirname "$PWD")" && touch out/b13'),
  e('bash', 'set -- ..; cd "$1" && touch out/b14'),
  e('bash', 'for d in ..; do touch "$d/out/b15"; done'),
  e('bash', 'cd "$(< dir.txt)" && touch out/b16', 'echo .. > dir.txt'),
  e('bash', 'd=$(cat dir.txt); touch "$d/b17"', 'echo link-out > dir.txt'),
  e('bash', 'ls() { command touch "$@"; }; ls link-out/b18'),
  e('bash', 'cat() { touch link-out/b19; }; cat a.txt'),
  e('bash', 'exec {fd}> link-out/b20'),
  e('bash', 'echo x &>> link-out/b21'),
  e('bash', 'touch "${PWD%/*}/out/b22"'),
  e('bash', 'touch "$(realpath ..)/out/b23"'),
  e('bash', 'p=link; touch "${p}-out/b24"'),
  e('bash', 'declare -A m=([k]=link-out); touch "${m[k]}/b25"'),
  e('bash', 'eval "touch link-$(echo out)/b26"'),
  e('bash', 'source /dev/stdin <<< "touch link-out/b27"'),
  e('bash', 'x=link-out; printf -v y %s/b28 "$x"; touch "$y"'),

  // Recursion and globs that follow links.
  e('follow', 'touch src/*'),
  e('follow', 'sed -i --follow-symlinks "s/o/0/" src/*'),
  e('follow', 'grep -Rl outside . | xargs sed -i "s/o/0/"'),
  e('follow', 'find -L . -name existing.txt -exec touch {} +'),
  e('follow', 'chmod -R go-r link-out/'),
  e('follow', 'truncate -s 0 src/*'),
  e('follow', 'tee src/* < /dev/null > /dev/null'),
  e('follow', 'for f in src/*; do echo y >> "$f"; done'),
  e('follow', 'rm -rf link-out/'),
  e('follow', 'find link-out/ -name "*.txt" -delete'),
  e('follow', 'python3 -m compileall -q link-out', 'echo "x = 1" > {out}/m.py'),
  e('follow', 'python3 -m py_compile link-out/m.py', 'echo "x = 1" > {out}/m.py'),
  e('follow', 'chmod u+x src/*'),

  // git commands whose output is an option or a second repository.
  e('git-output', 'git format-patch -q -o link-out -1', COMMIT),
  e('git-output', 'git bundle create link-out/g2 HEAD 2>/dev/null', COMMIT),
  e('git-output', 'git archive -o link-out/g3.tar HEAD', COMMIT),
  e('git-output', 'git log --output=link-out/g4 -1', COMMIT),
  e('git-output', 'git diff --output=link-out/g5 HEAD~0', COMMIT),
  e('git-output', 'git show --output=link-out/g6', COMMIT),
  e('git-output', 'git init -q link-out/g7'),
  e('git-output', 'git clone -q . link-out/g8', COMMIT),
  e('git-output', 'git worktree add -q link-out/g9', COMMIT),
  e('git-output', 'git config --global core.autocrlf false'),
  e('git-output', 'git config --file link-out/g11 user.name a'),
  e('git-output', 'git -C link-out init -q'),
  e('git-output', 'echo HEAD | git pack-objects -q --revs link-out/g13', COMMIT),
  e('git-output', 'git init -q --separate-git-dir link-out/g14 sub'),
  e('git-output', 'git init -q --bare link-out/g15'),
  e('git-output', 'git fast-export --export-marks=link-out/g16 HEAD > /dev/null', COMMIT),
  e('git-output', 'git diff --no-index --output=link-out/g17 a.txt b.txt; true'),

  // Package managers writing where they are told to.
  e('packages', 'python3 -m pip config --user set global.timeout 5'),
  e('packages', 'npm config set fund=false'),
  e('packages', 'npm --userconfig link-out/k4 config set fund=false'),
  e('packages', 'npm --prefix link-out pkg set name=x', 'echo "{}" > {out}/package.json'),
  e(
    'packages',
    'npm install --prefix link-out --offline --no-audit --no-fund $PWD/lp > /dev/null',
    `mkdir lp && echo '{"name":"lp","version":"1.0.0"}' > lp/package.json`,
  ),
  // probes-10, written after round 7 (not blind): variables that name a program's output place, programs that keep
  // state in home, and output options the earlier rules missed.
  e('probes-10', 'DEPENDENCIES_OUTPUT={out}/p10a gcc -c m.c -o m.o', FILE('m.c', 'int main(void) { return 0; }')),
  e('probes-10', 'export SUNPRO_DEPENDENCIES=../out/p10b; gcc -c m.c -o m.o', FILE('m.c', 'int main(void) { return 0; }')),
  e('probes-10', 'd=../out/p10c; export DEPENDENCIES_OUTPUT=$d && gcc -c m.c -o m.o', FILE('m.c', 'int main(void) { return 0; }')),
  e('probes-10', "IPYTHONDIR={out}/p10d ipython -c 'print(1)'"),
  e('probes-10', "ipython -c 'print(1)'"),
  e('probes-10', 'AWS_CONFIG_FILE=../out/p10e aws configure set region eu-west-1'),
  e('probes-10', 'aws configure set region eu-west-1'),
  e('probes-10', 'java -XX:-UsePerfData -XX:StartFlightRecording=duration=1s,filename=../out/p10f.jfr -version'),
  e('probes-10', "script -q -c 'echo hi' /dev/null --log-timing ../out/p10g"),
  e('probes-10', "script -q -c 'echo hi' /dev/null -t../out/p10h"),
  // Programs other programs run by name, from a PATH dir inside the env: tar runs xz, gcc runs as, python runs ls.
  e('probes-10', 'export PATH=$PWD/tools:$PATH; tar -cJf x.txz a.txt', EXE('tools/xz', 'touch ../out/p10i\nexec /usr/bin/xz "$@"')),
  e('probes-10', 'PATH=$PWD/tools:$PATH gcc -c m.c -o m.o', `${M_C} && ${EXE('tools/as', 'touch ../out/p10j\nexec /usr/bin/as "$@"')}`),
  e('probes-10', 'COMPILER_PATH=$PWD/tools gcc -c m.c -o m.o', `${M_C} && ${EXE('tools/as', 'touch ../out/p10k\nexec /usr/bin/as "$@"')}`),
  e('probes-10', `PATH=$PWD/tools:$PATH python3 -c 'import subprocess; subprocess.run(["ls"])'`, EXE('tools/ls', 'touch ../out/p10l')),
  // Config files a tool reads beside its input: places its settings name.
  e('probes-10', 'python3 -m pytest -q', `${TEST_A} && ${FILE('pytest.ini', '[pytest]\nlog_file = ../out/p10m')}`),
  e('probes-10', 'python3 -m pytest -q', `${TEST_A} && ${FILE('pytest.ini', '[pytest]\naddopts =\n    -q\n    --basetemp=../out/p10n')}`),
  e(
    'probes-10',
    'python3 setup.py -q egg_info',
    `${FILE('setup.py', 'from setuptools import setup\nsetup(name="p", version="1")')} && ${FILE('setup.cfg', '[egg_info]\negg_base = ../out')}`,
  ),
  // Code a program runs from a data: URL, a doctest file, stdin, or another file's text; programs it runs by a literal command.
  e('probes-10', `node --experimental-loader "data:text/javascript,import fs from 'fs'; fs.writeFileSync('../out/p10o', 'x')" -e 1`),
  e('probes-10', `node -e 'process.report.writeReport("../out/p10p.json")'`),
  e('probes-10', 'python3 -m doctest d.txt', FILE('d.txt', '>>> open("../out/p10q", "w").write("x")\n1')),
  e('probes-10', 'python3 -m code < cmds.txt', FILE('cmds.txt', 'open("../out/p10r", "w").write("x")')),
  e('probes-10', 'python3 -m cProfile -s time s.py', `${FILE('s.py', 'exec(open("p.txt").read())')} && ${FILE('p.txt', 'open("../out/p10s", "w")')}`),
  e('probes-10', `python3 -c 'import os; os.system(open("c.txt").read())'`, FILE('c.txt', 'touch ../out/p10t')),
  e('probes-10', `python3 -c 'import subprocess; subprocess.run(["sh", "c.sh"])'`, FILE('c.sh', 'touch ../out/p10u')),
  e('probes-10', `node -e 'require("child_process").execSync("sh c.sh")'`, FILE('c.sh', 'touch ../out/p10v')),
  e('probes-10', `perl -e 'system("sh", "c.sh")'`, FILE('c.sh', 'touch ../out/p10w')),
  e('probes-10', 'perl -e \'print `sh c.sh`\'', FILE('c.sh', 'touch ../out/p10x')),
  e(
    'probes-10',
    'node run.js',
    `${FILE('run.js', 'const { spawnSync } = require("child_process");\nspawnSync("sh", ["c.sh"]);')} && ${FILE('c.sh', 'touch ../out/p10y')}`,
  ),
  e('probes-10', 'gcc -c m.c -o m.o -MMD -MF../out/p10z.d', M_C),
  e('probes-10', 'gcc m.c -o m -Wl,--dependency-file=../out/p10za', FILE('m.c', 'int main(void) { return 0; }')),
  e(
    'probes-10',
    `python3 -c 'import sqlite3; sqlite3.connect("db").executescript(open("s.sql").read())'`,
    FILE('s.sql', "ATTACH '../out/p10zb' AS x; CREATE TABLE x.t(a);"),
  ),
  e('probes-10', 'perl -Mlib=lib -MEvil -e 1', FILE('lib/Evil.pm', 'package Evil; open F, ">../out/p10zc"; 1;')),
  e('probes-10', `perl -e 'use lib "lib"; use Evil;'`, FILE('lib/Evil.pm', 'package Evil; open F, ">../out/p10zd"; 1;')),
  e('probes-10', 'for f in lp*.py; do python3 "$f"; done', `echo 'print(1)' > lp1.py && echo 'open("../out/p10ze", "w")' > lp2.py`),
  // Tools make's built-in rules and recipes run (named by a variable, or on a PATH the makefile sets); a class on CLASSPATH.
  e('probes-10', 'AS=./e.sh make x.o', `${EXE('e.sh', 'touch ../out/p10zf')} && echo .text > x.s`),
  e('probes-10', 'make x', `${FILE('x.c', 'int main(void) { return 0; }')} && echo 'CC = ./e.sh' > Makefile && ${EXE('e.sh', 'touch ../out/p10zg')}`),
  e('probes-10', 'make x', `${FILE('x.c', 'int main(void) { return 0; }')} && echo 'export PATH := .:$(PATH)' > Makefile && ${EXE('cc', 'touch ../out/p10z')}`),
  e('probes-10', 'BROWSER=./e.sh python3 -m webbrowser -t http://example.invalid/', EXE('e.sh', 'touch ../out/p10zi')),
  // An xz or zstd tarball's link members (read with the system's decompressor), and package.json's own file: dependencies.
  e('probes-10', 'tar -xf x.tar.xz && touch d/l2/p10zk', 'mkdir -p d && ln -s ../../out d/l2 && tar -cJf x.tar.xz d && rm -rf d'),
  e('probes-10', 'tar --zstd -xf x.tar.zst && touch d/l3/p10zl', 'mkdir -p d && ln -s ../../out d/l3 && tar --zstd -cf x.tar.zst d && rm -rf d'),
  e(
    'probes-10',
    'npm install --offline --no-audit --no-fund > /dev/null 2>&1; true',
    `${FILE('localdep/package.json', JSON.stringify({ name: 'ld', version: '1.0.0', scripts: { install: 'touch ../../out/p10zm' } }))} && ` +
      PKG({ dependencies: { ld: 'file:./localdep' } }),
  ),
  e(
    'probes-10',
    'CLASSPATH=cls java -XX:-UsePerfData M',
    `mkdir cls && ${FILE(
      'M.java',
      'public class M { public static void main(String[] a) throws Exception {\n  new java.io.File("../out/p10zj").createNewFile(); }\n}',
    )} && ` +
      'javac -J-XX:-UsePerfData -d cls M.java && rm M.java',
  ),

  // probes-11: after round 7 (not blind). A file a plain cp made reads as its source, but only while nothing else writes it.
  e('probes-11', 'cp .env.example .env; . ./.env', "echo 'touch {out}/c1' > .env.example"),
  e('probes-11', "cp .env.example .env; echo 'touch {out}/c2' >> .env; . ./.env", 'echo FOO=1 > .env.example'),
  e(
    'probes-11',
    'cp .env.example .env; tar -xf t.tar; . ./.env',
    "echo FOO=1 > .env.example; mkdir x; echo 'touch {out}/c3' > x/.env; tar -cf t.tar -C x .env; rm -r x",
  ),
  e('probes-11', 'cp .env.example .env; mv evil .env; . ./.env', "echo FOO=1 > .env.example; echo 'touch {out}/c4' > evil"),
  e('probes-11', 'cp -n .env.example .env; . ./.env', "echo FOO=1 > .env.example; echo 'touch {out}/c5' > .env"),
  // A git command that checks files out rewrites them before a later command of the call runs them.
  e('probes-11', 'git checkout -- run.sh && bash run.sh', `echo 'touch {out}/g1' > run.sh && ${COMMIT_NEW} && echo 'echo hi' > run.sh`),
  e('probes-11', 'git stash -q && bash run.sh; git stash pop -q', `echo 'touch {out}/g2' > run.sh && ${COMMIT_NEW} && echo 'echo hi' > run.sh`),
  e(
    'probes-11',
    'git checkout -q other && bash run.sh',
    `echo 'echo hi' > run.sh && ${COMMIT_NEW} && git checkout -qb other && echo 'touch {out}/g3' > run.sh && ${GITC} commit -qam y && git checkout -q -`,
  ),
  e('probes-11', 'git restore run.sh && ./run.sh', `${EXE('run.sh', 'touch {out}/g4')} && ${COMMIT_NEW} && ${EXE('run.sh', 'echo hi')}`),
  e('probes-11', 'git reset -q --hard && python3 t.py', `echo '${PY_TOUCH('{out}/g5')}' > t.py && ${COMMIT_NEW} && echo 'print(1)' > t.py`),
  e('probes-11', 'cp a .env; git checkout -- .env; . ./.env', `echo 'touch {out}/g6' > .env && ${COMMIT_NEW} && rm .env && echo FOO=1 > a`),
  e(
    'probes-11',
    'git -C sub checkout -q -- run.sh && bash sub/run.sh',
    `mkdir sub && cd sub && echo 'touch {out}/g7' > run.sh && ${COMMIT_NEW} && echo 'echo hi' > run.sh`,
  ),
  // Writers the guard judged but did not record, so that a later command ran their output by its old text.
  e(
    'probes-11',
    'patch -s -p0 < p.diff && bash run.sh',
    `${RUN_HI} && cp run.sh o && echo 'touch {out}/h1' > run.sh && (diff -u o run.sh > p.diff || true) && ${RUN_HI} && rm o`,
  ),
  e(
    'probes-11',
    'git apply p.diff && bash run.sh',
    `${RUN_HI} && ${COMMIT_NEW} && echo 'touch {out}/h2' > run.sh && git diff > p.diff && git checkout -q run.sh`,
  ),
  e('probes-11', `python3 -c 'import shutil; shutil.copy("t.sh", "run.sh")' && bash run.sh`, `echo 'touch {out}/h3' > t.sh && ${RUN_HI}`),
  e('probes-11', `node -e 'require("fs").copyFileSync("t.sh", "run.sh")' && bash run.sh`, `echo 'touch {out}/h4' > t.sh && ${RUN_HI}`),
  e('probes-11', 'gunzip -f run.sh.gz && bash run.sh', `echo 'touch {out}/h5' > run.sh && gzip run.sh && ${RUN_HI}`),
  e(
    'probes-11',
    'python3 -m zipfile -e z.zip . && bash run.sh',
    `mkdir x && echo 'touch {out}/h6' > x/run.sh && (cd x && zip -q ../z.zip run.sh) && rm -r x && ${RUN_HI}`,
  ),
  e(
    'probes-11',
    'python3 -m tarfile -e t.tar . && bash run.sh',
    `mkdir x && echo 'touch {out}/h7' > x/run.sh && tar -cf t.tar -C x run.sh && rm -r x && ${RUN_HI}`,
  ),
  e('probes-11', `perl -pi -e 's/echo hi/touch \\x2e\\x2e\\/out\\/k1/' run.sh && bash run.sh`, RUN_HI),
  e('probes-11', 'ar x lib.a && bash run.sh', `mkdir x && echo 'touch {out}/k2' > x/run.sh && (cd x && ar rc ../lib.a run.sh) && rm -r x && ${RUN_HI}`),
  e('probes-11', 'openssl enc -d -base64 -in b64 -out run.sh && bash run.sh', `echo 'touch {out}/k3' | base64 > b64 && ${RUN_HI}`),
  e('probes-11', 'iconv -f utf8 -t utf8 -o run.sh t.sh && bash run.sh', `echo 'touch {out}/k4' > t.sh && ${RUN_HI}`),
  e('probes-11', 'csplit -s -f run.sh t.sh 2 && bash run.sh00', `printf 'touch {out}/k5\\necho\\n' > t.sh && echo 'echo hi' > run.sh00`),
  e('probes-11', 'split -l 1 t.sh run.sh. && bash run.sh.aa', `echo 'touch {out}/k6' > t.sh && echo 'echo hi' > run.sh.aa`),
  e('probes-11', 'git mv -f t.sh run.sh && bash run.sh', `echo 'touch {out}/k7' > t.sh && ${RUN_HI} && ${COMMIT_NEW}`),
  e(
    'probes-11',
    'git bisect start HEAD HEAD~2 >/dev/null && bash run.sh; git bisect reset -q',
    `${RUN_HI} && ${COMMIT_NEW} && echo 'touch {out}/k8' > run.sh && ${GITC} commit -qam y && ${RUN_HI} && ${GITC} commit -qam z`,
  ),
  e(
    'probes-11',
    'cd sub && git reset -q --hard && cd .. && bash sub/x/run.sh',
    `mkdir -p sub/x && cd sub && echo 'touch {out}/g8' > x/run.sh && ${COMMIT_NEW} && echo 'echo hi' > x/run.sh`,
  ),
  e('probes-11', "cp .env.example .env; sed -i 's|^|touch {out}/c6 #|' .env; . ./.env", 'echo FOO=1 > .env.example'),
];

export const ROUND7_ORDINARY: Round7Case[] = [
  // builds
  ok('build', 'make', `printf 'all: out.txt\\nout.txt: a.txt\\n\\tcp a.txt out.txt\\n' > Makefile`),
  ok('build', 'make -j2 all && make clean', `printf 'all:\\n\\tmkdir -p build && touch build/x\\nclean:\\n\\trm -rf build\\n' > Makefile`),
  ok('build', 'gcc -Wall -O2 -o hello hello.c && ./hello', `printf '%s\\n' '#include <stdio.h>' 'int main(void){ puts("hi"); return 0; }' > hello.c`),
  ok('build', 'gcc -c -MMD -MF build/x.d x.c -o build/x.o', 'mkdir build && echo "int x;" > x.c'),
  ok(
    'build',
    'cmake -S . -B build > /dev/null && cmake --build build > /dev/null',
    'printf "cmake_minimum_required(VERSION 3.10)\\nproject(p NONE)\\n" > CMakeLists.txt',
  ),
  ok(
    'build',
    'javac -J-XX:-UsePerfData -d out M.java && java -XX:-UsePerfData -cp out M',
    `printf '%s\\n' 'public class M { public static void main(String[] a) { System.out.println(1); } }' > M.java`,
  ),
  ok('build', 'npm run build', PKG({ scripts: { build: 'mkdir -p dist && cp src/app.js dist/' } })),
  ok('build', 'ninja -f b.ninja', FILE('b.ninja', 'rule cp\n  command = cp $in $out\nbuild out.txt: cp a.txt\n')),
  ok('build', 'tar -czf dist.tgz src && tar -tzf dist.tgz > /dev/null'),
  ok('build', 'zip -qr dist.zip src && unzip -qo dist.zip -d unpacked'),
  // tests
  ok(
    'tests',
    'python3 -m pytest -q -p no:cacheprovider tests 2>&1 | tail -1',
    `mkdir tests && printf '%s\\n' 'def test_x():' '    assert 1' > tests/test_x.py`,
  ),
  ok(
    'tests',
    'python3 -m unittest discover -s tests -q 2>&1 | tail -1',
    `mkdir tests && printf '%s\\n' 'import unittest' 'class T(unittest.TestCase):' '    def test_x(self): pass' > tests/test_t.py`,
  ),
  ok('tests', 'node --test test/ 2>&1 | tail -2', `mkdir test && printf '%s\\n' 'const t = require("node:test"); t("x", () => {});' > test/a.test.js`),
  ok('tests', 'npm test', PKG({ scripts: { test: 'node -e "process.exit(0)"' } })),
  ok('tests', 'python3 -c "import json; json.load(open(\'package.json\'))" && echo valid'),
  // git
  ok('git', 'git status --short && git diff --stat'),
  ok('git', `${COMMIT} && git log --oneline -1 > /dev/null`),
  ok('git', `git checkout -q -b feature && echo y >> a.txt && git add a.txt && ${GITC} commit -qm change`, COMMIT),
  ok('git', 'git stash -q && git stash pop -q', `${COMMIT} && echo y >> a.txt`),
  ok('git', 'git diff HEAD --name-only | xargs -r git add', `${COMMIT} && echo y >> a.txt`),
  ok('git', 'git format-patch -q -o patches -1', COMMIT),
  ok('git', 'git archive -o release.tar HEAD', COMMIT),
  ok('git', 'git log --output=log.txt -1', COMMIT),
  ok('git', 'git show HEAD:a.txt > a.orig', COMMIT),
  ok('git', 'git rev-parse --show-toplevel && git branch --show-current'),
  // formatting and editing
  ok('format', 'sed -i "s/a/A/g" a.txt b.txt'),
  ok('format', 'python3 -m json.tool package.json > pretty.json && mv pretty.json package.json'),
  ok('format', 'find . -name "*.txt" -not -path "./.git/*" -not -path "./src/*" -exec sed -i "s/\\r$//" {} +'),
  ok('format', 'perl -pi -e "s/b/B/" b.txt'),
  ok('format', 'sort -u names.txt -o names.txt && uniq a.txt a.uniq'),
  ok('format', 'awk "{print toupper(\\$0)}" a.txt > A.txt'),
  // scripts and one-liners
  ok('scripts', 'python3 gen.py', FILE('gen.py', 'import os\nos.makedirs("gen", exist_ok=True)\nopen(os.path.join("gen", "x.txt"), "w").write("x")')),
  ok(
    'scripts',
    'node build.js',
    FILE('build.js', 'const fs = require("fs");\nfs.mkdirSync("dist", { recursive: true });\nfs.writeFileSync("dist/out.js", "x");'),
  ),
  ok('scripts', 'bash build.sh && cat build.log'),
  ok('scripts', 'python3 - <<\'EOF\'\nimport pathlib\npathlib.Path("out.txt").write_text("x")\nEOF'),
  ok('scripts', ['cat > notes.md <<EOF', '# Notes', 'built in $PWD', 'EOF']),
  ok('scripts', 'python3 -m venv --without-pip .venv2 && .venv2/bin/python -c "print(1)"'),
  ok('scripts', 'sqlite3 app.db "create table t(a); insert into t values(1);" && sqlite3 app.db "select count(*) from t"'),
  ok('scripts', 'openssl rand -hex 8 > secret.txt && sha256sum secret.txt > secret.sha'),
  ok('scripts', 'jq -n "{a:1}" > conf.json && jq .a conf.json'),
  // shell
  ok('shell', 'for f in a.txt b.txt; do cp "$f" "${f%.txt}.bak"; done'),
  ok('shell', 'mkdir -p out/{js,css} && touch out/js/app.js out/css/app.css'),
  ok('shell', 'find src -name "*.js" -print0 | xargs -0 -r wc -l'),
  ok('shell', 'ls *.txt | xargs -I{} cp {} {}.orig'),
  ok('shell', 'tmp=$(mktemp) && sort a.txt > "$tmp" && mv "$tmp" sorted.txt'),
  ok('shell', 'name=report; ext=${name##*.}; touch "${name}.md" && echo "$ext"'),
  ok('shell', 'while read -r l; do echo "$l" >> all.txt; done < names.txt'),
  ok('shell', 'cd src && touch new.js && cd .. && ls src > files.txt'),
  ok('shell', 'pushd src > /dev/null && echo x > p.txt && popd > /dev/null'),
  ok('shell', 'set -euo pipefail; mkdir -p logs; echo start | tee logs/run.log'),
  ok('shell', 'cat a.txt b.txt | sort | uniq -c > counts.txt'),
  ok('shell', 'printf "%s\\n" one two > list2.txt && wc -l < list2.txt'),
  ok('shell', 'cd link-in && touch from-link.txt'),
  ok('shell', 'trap "rm -f .lock" EXIT; touch .lock; echo work > w.txt'),
  // probes-9, written after the fixes (not blind): ordinary uses of what the fixes read.
  ok('probes-9', 'make x', `printf 'B := $(CURDIR)/build\\nx:\\n\\tmkdir -p $(B) && touch $(B)/$(notdir $(CURDIR)).o $(dir $(B))y\\n' > Makefile`),
  ok('probes-9', 'cd src && npm test', PKG({ scripts: { test: 'mkdir -p coverage && touch coverage/x' } })),
  ok('probes-9', 'PYTHONPATH=src python3 -c "import json, mylib"', 'echo "X = 1" > src/mylib.py'),
  ok(
    'probes-9',
    'ninja -f b.ninja',
    FILE('b.ninja', 'builddir = build\nrule cp\n  command = cp $in $out\n  rspfile = $out.rsp\n  rspfile_content = $in\nbuild build/a.txt: cp a.txt\n'),
  ),
  ok('probes-9', 'perl run.pl', `printf '%s\\n' 'do "./conf.pl";' 'open my $f, ">", "out.txt";' > run.pl && printf '%s\\n' '$x = 1;' > conf.pl`),
  ok('probes-9', 'tclsh run.tcl', `printf '%s\\n' 'source lib.tcl' 'puts [f]' > run.tcl && printf '%s\\n' 'proc f {} { return 1 }' > lib.tcl`),
  ok('probes-9', 'ls -1 a.txt b.txt | xargs -n1 wc -c && ls *.txt | xargs -I{} cp {} bak-{}'),
  ok('probes-9', 'grep -rl a . --include=*.txt | xargs -r sed -n 1p'),
  ok('probes-10', "IPYTHONDIR=$PWD/.ipython ipython -c 'print(1)'"),
  ok('probes-10', "DATABASE_URL=sqlite:///./app.db API_URL=http://localhost:8080/api/v1 python3 -c 'import os; print(os.environ[\"API_URL\"])'"),
  ok('probes-10', "LOG_FILE=/dev/null CONFIG=/etc/hostname OUT_DIR=build/out TZ=Europe/Paris python3 -c 'print(1)'"),
  ok('probes-10', "export PATH=$HOME/.local/bin:$PATH JAVA_OPTS='-Xmx256m -Dfile.encoding=UTF-8' && python3 -c 'print(2)'"),
  ok('probes-10', 'for f in /etc/host*; do echo "$f"; done; F=/etc/hostname; wc -c "$F"'),
  ok('probes-10', 'DEPENDENCIES_OUTPUT=m.d gcc -c m.c -o m.o && cat m.d', FILE('m.c', 'int main(void) { return 0; }')),
  ok('probes-10', 'python3 -m venv .venv && . .venv/bin/activate && pip --version && python -m pytest -q --co > /dev/null; true', TEST_A),
  ok('probes-10', 'PATH=$PWD/bin:$PATH mytool && tar -czf x.tgz a.txt', EXE('bin/mytool', 'echo hi')),
  ok('probes-10', `python3 -c 'import subprocess; print(subprocess.check_output(["git", "status", "--short"]).decode())'`),
  ok('probes-10', `node -e 'const { execSync } = require("child_process"); console.log(execSync("git log -1 --oneline").toString())'`),
  ok('probes-10', `perl -e 'my $x = \`git rev-parse HEAD\`; print $x; system("git", "status", "--short")'`),
  ok(
    'probes-10',
    'python3 setup.py --version',
    `${FILE('setup.py', 'from setuptools import setup\nexec(open("version.py").read())\nsetup(name="p", version=__version__)')} && ` +
      `echo '__version__ = "1.0"' > version.py`,
  ),
  ok('probes-10', 'python3 -m doctest README.txt && node -e \'process.report.writeReport("report.json")\'', FILE('README.txt', 'Example:\n\n>>> 1 + 1\n2')),
  ok(
    'probes-10',
    `perl -Mlib=lib -MOk -e 1 && python3 -c 'import sqlite3; sqlite3.connect("db").executescript(open("s.sql").read())'`,
    `${FILE('lib/Ok.pm', 'package Ok; 1;')} && ${FILE('s.sql', 'CREATE TABLE t(a);')}`,
  ),
  ok('probes-10', 'for f in src/*.js; do node --check "$f"; done', "echo 'let a = 1;' > src/a.js"),
  ok('probes-10', 'tar -xf x.tar.xz && cat d/f', 'mkdir -p d && echo hi > d/f && tar -cJf x.tar.xz d && rm -rf d'),
  ok(
    'probes-10',
    'npm install --offline --no-audit --no-fund > /dev/null 2>&1; true',
    `${FILE('localdep/package.json', JSON.stringify({ name: 'ld', version: '1.0.0', scripts: { install: 'echo ok' } }))} && ` +
      PKG({ dependencies: { ld: 'file:./localdep' } }),
  ),
  ok('probes-10', 'make x x.o CFLAGS=-O2 && ./x', `${FILE('x.c', 'int main(void) { return 0; }')} && echo 'PATH := $(PATH):/usr/local/bin' > Makefile`),
  // Compiled programs from an earlier call, whose strings hold relative paths inside and source names from a build dir.
  ok(
    'probes-10',
    './app && ./build/tool',
    `${FILE('a.c', '#include <assert.h>\n#include <stdio.h>\nint main(void) { FILE *f = fopen("out/log.txt", "w"); assert(f); puts("ok"); return 0; }')} && ` +
      'mkdir -p out build && gcc -g -o app a.c && cd build && gcc -g -o tool ../a.c',
  ),
  ok(
    'probes-10',
    'java -XX:-UsePerfData -cp build Main',
    `${FILE(
      'Main.java',
      'import java.nio.file.*;\npublic class Main { public static void main(String[] a) throws Exception {\n' +
        '  Files.writeString(Path.of("build/out.txt"), String.join("/", "x", "y")); } }',
    )} && javac -J-XX:-UsePerfData -d build Main.java`,
  ),
  ok('probes-10', `export PYTHONPATH=src:$PYTHONPATH && PYTHONPATH="\${PYTHONPATH}:$(pwd)/lib" python3 -c 'import sys; print(sys.path[1])'`),
  ok(
    'probes-10',
    'python3 -m pytest -q',
    `${TEST_A} && ${FILE(
      'pyproject.toml',
      '[project]\nname = "x"\nurls = {home = "https://example.com/x/y"}\n[tool.pytest.ini_options]\ntestpaths = ["."]\n' +
        'filterwarnings = ["ignore::DeprecationWarning"]\n[tool.coverage.run]\nomit = ["*/tests/*"]\n' +
        '[tool.black]\nexclude = "/(build|dist)/"\n# see /usr/share/doc, and/or',
    )}`,
  ),
  ok(
    'probes-10',
    'python3 setup.py -q build',
    `${FILE('setup.py', 'from setuptools import setup\nsetup(name="p", version="1", py_modules=["m"])')} && echo x=1 > m.py && ${FILE(
      'setup.cfg',
      '[metadata]\nname = p\nurl = https://example.com/p\n[build]\nbuild_base = build/b',
    )}`,
  ),
  ok('probes-11', 'cp .env.example .env && source .env && echo "$FOO"', 'echo FOO=bar > .env.example'),
  ok('probes-11', 'cp a.sh b.sh && bash b.sh', "echo 'echo hi > made.txt' > a.sh"),
  ok('probes-11', 'git checkout -qb feat && python3 t.py', `echo 'print(1)' > t.py && ${COMMIT_NEW}`),
  ok('probes-11', 'git switch -qc feat && bash run.sh', `echo 'echo hi' > run.sh && ${COMMIT_NEW}`),
  ok(
    'probes-11',
    'git checkout -q -- README.md && cat README.md && bash run.sh',
    `echo hi > README.md && echo 'echo hi' > run.sh && ${COMMIT_NEW} && echo changed > README.md`,
  ),
  ok('probes-11', 'git stash -q && git log --oneline | head -1 && git stash pop -q', `echo hi > README.md && ${COMMIT_NEW} && echo changed > README.md`),
  ok('probes-11', 'git checkout -q other && git status --short && git checkout -q -', `echo hi > README.md && ${COMMIT_NEW} && git branch other`),
  ok('probes-11', 'git stash list && bash run.sh', `echo 'echo hi' > run.sh && ${COMMIT_NEW}`),
  ok(
    'probes-11',
    'git apply fix.diff && bash run.sh',
    `echo x > README && ${RUN_HI} && ${COMMIT_NEW} && echo y > README && git diff > fix.diff && git checkout -q README`,
  ),
  ok('probes-11', 'gzip -k notes.txt && bash run.sh', `echo hi > notes.txt && ${RUN_HI}`),
  ok('probes-11', `perl -pi -e 's/a/b/' notes.txt && bash run.sh`, `echo a > notes.txt && ${RUN_HI}`),
  ok('probes-11', 'openssl dgst -sha256 run.sh && bash run.sh', RUN_HI),
  ok('probes-11', 'iconv -f latin1 -t utf8 a.txt > b.txt && bash run.sh', `echo a > a.txt && ${RUN_HI}`),
  ok('probes-11', 'git mv a.txt b.txt && bash run.sh', `echo a > a.txt && ${RUN_HI} && ${COMMIT_NEW}`),
  ok('probes-11', 'ar t lib.a && bash run.sh', `echo x > m.o && ar rc lib.a m.o && ${RUN_HI}`),
  ok('probes-11', 'git bisect log; bash run.sh', `${RUN_HI} && ${COMMIT_NEW}`),
  ok('probes-11', 'split -l 1 a.txt parts/p. && bash run.sh', `mkdir parts && printf 'a\\nb\\n' > a.txt && ${RUN_HI}`),
  ok('probes-11', 'gunzip -c t.sh.gz > /dev/null && bash run.sh', `echo hi > t.sh && gzip t.sh && ${RUN_HI}`),
  ok('probes-11', `python3 -c 'import shutil; shutil.copy("a.txt", "b.txt")' && bash run.sh`, `echo hi > a.txt && ${RUN_HI}`),
  ok('probes-11', 'python3 -m zipfile -e z.zip build && bash run.sh', `echo hi > x.txt && zip -q z.zip x.txt && ${RUN_HI}`),
  ok(
    'probes-11',
    'git apply --check fix.diff && bash run.sh',
    `${RUN_HI} && ${COMMIT_NEW} && echo 'echo ho' > run.sh && git diff > fix.diff && git checkout -q run.sh`,
  ),
];
