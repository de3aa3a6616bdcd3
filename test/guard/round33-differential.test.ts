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
 * --check, a hard link to a plain file, env of a settings file's words): 0/158 and the calls listed below.
 */
const KNOWN_REFUSED: string[] = [
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
