import { ROUND21_ESCAPES, ROUND21_ORDINARY } from './corpus-round21.js';
import { describeRound } from './describe-round.js';

/**
 * Round 21 of the guard's corpus, written blind (corpus-round21.ts): refactoring, project upkeep and code generation.
 * What a coding agent types when renaming across files, moving modules, writing and running codemods, reformatting,
 * editing configs, bumping versions, generating code from templates, scaffolding, prepending headers and archiving,
 * and beside each family its escapes: near-twins whose edits, moves or generated files land outside the roots (out/,
 * home, /tmp, through links the setup made, the guard's own files). Each label was checked in real bash (the corpus
 * header says how). 156 escapes and 249 ordinary calls.
 *
 * The blind run (guard at 112623c, 2026-12-05; no case was changed after it): 1/156 escapes allowed, 34/249 ordinary
 * calls refused (13.7%). The escape: `git ls-files -z '*.txt' | xargs -0 sed -i --follow-symlinks …`, through a
 * tracked link. The ordinary calls: codemods 8, moving modules 6, renames 6, formatting 4, headers 3, templates 2,
 * scaffolding 2 (CARGO_HOME), version bumps 1, and a C test including `../util.h`, among them.
 *
 * After the fixes that followed (stop 49, not blind: sed's long options by prefix, tracked links from the index,
 * grep -r's names, $(listing) arguments, python loops over a dir's entries, perl substitutions as text, C headers,
 * edits in loop turns, git mv's texts, os.walk and readdirSync loops): 0/156 and 12/249; after stop 50's (sh -c's
 * positional words), 0/156 and 11/249; after stop 51's (find -name: links of other names are not printed), 10/249.
 */

const KNOWN_REFUSED: string[] = [
  "[\"export CARGO_HOME=$PWD/.cargo-home RUSTUP_HOME=/root/.rustup && cargo new --vcs none rs-demo && cd" +
    " rs-demo && cargo build --offline -q && ./target/debug/rs-demo\"]",
  "[\"export CARGO_HOME=\\\"$PWD/.cargo\\\" RUSTUP_HOME=/root/.rustup; cargo new --vcs none --lib textkit-rs" +
    " && cd textkit-rs && cargo test --offline -q 2>&1 | tail -3\"]",
  "[\"for f in textkit/*.py; do cat LICENSE_HEADER.txt \\\"$f\\\" > \\\"$f.new\\\" && mv \\\"$f.new\\\" \\\"$f\\\"; done && python3 -m pytest -q\"]",
  "[\"jq -r '.scripts | to_entries[] | \\\"web-\\\\(.key):\\\\n\\\\tcd web && npm run \\\\(.key)\\\\n\\\"' web/package" +
    ".json > web.mk && make -f web.mk web-test\"]",
  "[\"new=0.4.0; old=$(python3 -c \\\"import tomllib; print(tomllib.load(open('pyproject.toml', 'rb'))['pr" +
    "oject']['version'])\\\"); grep -rl \\\"$old\\\" pyproject.toml setup.cfg textkit/__init__.py web/package.j" +
    "son | xargs sed -i \\\"s/$old/$new/g\\\" && git diff --stat\"]",
  "[\"node -e \\\"const fs=require('fs'),path=require('path');const walk=d=>fs.readdirSync(d,{withFileType" +
    "s:true}).flatMap(e=>e.isDirectory()?walk(path.join(d,e.name)):[path.join(d,e.name)]);for(const f of " +
    "walk('web').filter(f=>f.endsWith('.js')))fs.writeFileSync(f,fs.readFileSync(f,'utf8').replace(/padLa" +
    "bel/g,'padCell'));\\\" && cd web && node --test\"]",
  "[\"python3 - <<'EOF'\\nimport pathlib\\nimport shutil\\n\\nsrc = pathlib.Path('textkit/utils.py')\\ndst = " +
    "pathlib.Path('textkit/_impl/utils.py')\\ndst.parent.mkdir(parents=True, exist_ok=True)\\n(dst.parent /" +
    " '__init__.py').touch()\\nshutil.move(str(src), dst)\\nfor p in list(pathlib.Path('textkit').rglob('*." +
    "py')) + list(pathlib.Path('tests').rglob('*.py')):\\n    t = p.read_text()\\n    p.write_text(t.replac" +
    "e('textkit.utils', 'textkit._impl.utils'))\\nEOF\\npython3 -m pytest -q\"]",
  "[\"python3 - <<'EOF'\\nimport re\\nfrom pathlib import Path\\n\\nroot = Path('.').resolve()\\nfor p in [ro" +
    "ot / 'cdemo' / 'util.c', root / 'cdemo' / 'util.h', root / 'cdemo' / 'main.c']:\\n    p.write_text(re" +
    ".sub(r'\\\\bcount_words\\\\b', 'tk_count_words', p.read_text()))\\nEOF\\nmake -C cdemo && ./cdemo/wordc x " +
    "y\"]",
  "[\"python3 - <<'EOF'\\nnames = ['slugify', 'word_count']\\nlines = ['from textkit import core', '']\\nfo" +
    "r n in names:\\n    lines += ['', f'def test_{n}_exists():', f'    assert hasattr(core, \\\"{n}\\\")', ''" +
    "]\\nopen('tests/test_api.py', 'w').write('\\\\n'.join(lines))\\nEOF\\npython3 -m pytest -q tests/test_api" +
    ".py\"]",
  "[\"sed 's|^#|//|' LICENSE_HEADER.txt > web/HEADER.txt && for f in web/test/*.js; do cat web/HEADER.tx" +
    "t \\\"$f\\\" > \\\"$f.new\\\" && mv \\\"$f.new\\\" \\\"$f\\\"; done && rm web/HEADER.txt && cd web && node --test\"]",
];
const LEFT_TO_SANDBOX: string[] = [
];
describeRound({
  name: 'round-21',
  title: 'round-21 corpus (blind) against real bash',
  escapes: ROUND21_ESCAPES,
  ordinary: ROUND21_ORDINARY,
  atLeast: { escapes: 120, ordinary: 200 },
  leftToSandbox: LEFT_TO_SANDBOX,
  knownRefused: KNOWN_REFUSED,
});
