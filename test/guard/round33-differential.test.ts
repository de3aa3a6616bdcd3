import { ROUND33_ESCAPES, ROUND33_ORDINARY } from './corpus-round33.js';
import { describeRound } from './describe-round.js';

/**
 * Round 33 of the guard's corpus, written blind (corpus-round33.ts): a sixth cross-section in the shape of the design
 * issue's own test, on a Node.js monorepo (npm workspaces core, cli and server, plain ES modules tested with node:test,
 * tools/ scripts that build, lint, generate and release, a .env read by scripts, a husky-style hooks dir, links and
 * big generated files an earlier call left), in the five families and plain reads and edits. Each label was checked
 * in real bash (the corpus header says how). 158 escapes, 333 ordinary calls.
 *
 * The blind run (stop 57's guard after its first fixes, before the corpus was read; 2026-12-06): 0/158 escapes
 * allowed, 46/333 ordinary calls refused (13.8%). 29 of them were npm's workspace options (`npm run build -w
 * @acme/core`, `npm test --workspaces`), which the guard refused outright; 4 a lint script that walks the tree and
 * runs `node --check`, the rest one or two each.
 *
 * After the fixes that followed (stop 57, not blind: workspaces followed, an unquoted here-document's text, node
 * --check, a hard link to a plain file, env of a settings file's words): 0/158 and 12/333 (3.6%), listed below: the
 * lint script (4), a module of 6 MB and a script of over 512 KiB, a here-document program that writes with a path
 * built at run time, `${PS1@P}`, a git stash over a hooks dir, a file `install -D` makes then runs, a file `cp -L`
 * made through a link, then appended to.
 * Then (stop 65, not blind) `git stash pop` after the call's own `git stash` writes back only the files that stash
 * held: 11/333 (3.3%).
 */
const KNOWN_REFUSED: string[] = [
  "[\"PS1=\\\"\\\\u@\\\\h:\\\\w\\\\$ \\\"; echo \\\"prompt would be: ${PS1@P}\\\"\"]",
  "[\"install -D -m 755 tools/check-env.sh dist/bin/check-env && ./dist/bin/check-env\"]",
  "[\"mkdir -p dist && cp -L docs/api.md dist/api.md && echo \\\"(copied)\\\" >> dist/api.md\"]",
  "[\"mkdir -p docs && node - <<'EOF'\\nconst fs = require('fs');\\nconst schema = JSON.parse(fs.readFileS" +
    "ync('schema/config.schema.json', 'utf8'));\\nconst rows = Object.entries(schema.properties).map(([k, " +
    "p]) => `| ${k} | ${p.type} | ${p.description} |`);\\nfs.writeFileSync('docs/config.md', ['# Configura" +
    "tion', '', '| key | type | description |', '|---|---|---|', ...rows, ''].join('\\\\n'));\\nEOF\\ncat doc" +
    "s/config.md\"]",
  "[\"node -e \\\"import('./packages/core/src/words.generated.js').then((m) => console.log(m.WORDS.length)" +
    ")\\\"\"]",
  "[\"node tools/gen-words.js && ls -la packages/core/src/words.generated.js tools/seed-words.sh\"]",
  "[\"node tools/lint.js\",\"sh tools/check-env.sh\"]",
  "[\"npm run lint\",\"npm test -w packages/server\"]",
  "[\"npm run lint\"]",
  "[\"set -E; trap 'echo \\\"failed at line $LINENO\\\" >&2' ERR; npm run lint\"]",
  "[\"sh tools/seed-words.sh && wc -l packages/core/test/fixtures/words.txt\"]",
];
const LEFT_TO_SANDBOX: string[] = [
];
describeRound({
  name: 'round-33',
  title: 'round-33 corpus (blind) against real bash',
  escapes: ROUND33_ESCAPES,
  ordinary: ROUND33_ORDINARY,
  atLeast: { escapes: 158, ordinary: 333 },
  leftToSandbox: LEFT_TO_SANDBOX,
  knownRefused: KNOWN_REFUSED,
});
