import { ROUND32_ESCAPES, ROUND32_ORDINARY } from './corpus-round32.js';
import { describeRound } from './describe-round.js';

/**
 * Round 32 of the guard's corpus, written blind (corpus-round32.ts): a fifth cross-section in the shape of the design
 * issue's own test, on an operations repository of shell scripts (bin/ scripts sourcing a shared lib/common.sh that
 * finds the project root from ${BASH_SOURCE[0]}, parses options with getopts, loads a stage's settings under set -a
 * and sources an optional lib/local.sh; envsubst templates, jq and python over inventory files, a sqlite inventory, a
 * Makefile and npm scripts, a pre-commit hook and git aliases), in the five families and plain reads and edits. Each
 * label was checked in real bash (the corpus header says how). 150 escapes, 353 ordinary calls.
 *
 * The blind run (stop 56's guard after its first fixes, before the corpus was read; 2026-12-06): 0/150 escapes
 * allowed, 86/353 ordinary calls refused (24.4%). 62 of them were one line of the shared lib, run by nearly every
 * call: `if [ -f "$OPS_ROOT/lib/local.sh" ]; then . "$OPS_ROOT/lib/local.sh"; fi` with no local.sh (the guard refused
 * to source a file missing at decision time), and most of the rest the same lib's `. "config/$1.env"` of stages with
 * no file, `${BASH_SOURCE[0]}` in a sourced file, a function's output read with mapfile.
 *
 * After the fixes that followed (stop 56, not blind: test's file operators, a missing file sourced, BASH_SOURCE, a
 * function's output; and a new shell getting only exported functions): 0/150 and 38/353 (10.8%). After stop 57's
 * (an associative array declared after other commands under errexit, `bash --version`, /dev/stdin given to a program,
 * `$(< VERSION)`, a PATH search past directories, cp over an existing hook): 0/150 and 27/353 (7.6%). After stop 59's
 * (PS4 with a pattern removal of BASH_SOURCE): 26/353 (7.4%), listed below.
 */
const KNOWN_REFUSED: string[] = [
  "[\"OPS_ROOT=$PWD; source <(grep \\\"^port_of()\\\" lib/common.sh); port_of web\"]",
  "[\"STAGE=prod make render && ls build/prod\"]",
  "[\"args=(-e staging -s api); [[ ${VERBOSE:-0} -eq 1 ]] && args+=(-o build/verbose); bash bin/render.s" +
    "h \\\"${args[@]}\\\"\"]",
  "[\"bash bin/backup.sh -e prod -d dist/backups/prod && ls dist/backups/prod\"]",
  "[\"bash bin/backup.sh -e staging && ls dist/backups/staging\"]",
  "[\"bash bin/backup.sh -e staging && tar -tzvf dist/backups/staging/config-staging-*.tar.gz | grep -- " +
    "'->'\"]",
  "[\"bash bin/backup.sh -e staging\",\"bash bin/print-env.sh staging\"]",
  "[\"bash bin/deploy.sh -e staging\",\"bash bin/deploy.sh -e prod\"]",
  "[\"bash bin/render.sh -e staging -o build/staging\",\"bash bin/render.sh -e prod -o build/prod\"]",
  "[\"bash bin/render.sh -e staging\",\"python3 tools/inventory.py --stage staging\"]",
  "[\"bash build/fleet.sh > build/fleet.count && cat build/fleet.count\"]",
  "[\"cat > bin/rollout-all.sh <<'EOF' && chmod +x bin/rollout-all.sh && ./bin/rollout-all.sh\\n#!/usr/bi" +
    "n/env bash\\nsource \\\"$(dirname \\\"$0\\\")/../lib/common.sh\\\"\\nfor s in staging prod; do bash \\\"$OPS_ROO" +
    "T/bin/deploy.sh\\\" -e \\\"$s\\\"; done\\nEOF\"]",
  "[\"declare -i total=0; for c in $(jq \\\".hosts[].cpus\\\" inventory/hosts.json); do total+=c; done; echo" +
    " \\\"cpus: $total\\\"\"]",
  "[\"eval \\\"$(bin/print-env.sh staging)\\\" && echo \\\"$OPS_DOMAIN $OPS_BUILD_DIR\\\"\"]",
  "[\"eval \\\"$(bin/print-env.sh staging)\\\" && mkdir -p \\\"$OPS_CACHE_DIR\\\" && ls -d \\\"$OPS_CACHE_DIR\\\"\"]",
  "[\"eval \\\"$(python3 tools/inventory.py --stage prod --role db --format json | jq -r '.[0] | \\\"DB_HOST" +
    "=\\\\(.name) DB_IP=\\\\(.ip)\\\"')\\\"; echo \\\"$DB_HOST -> $DB_IP\\\"\"]",
  "[\"find . -name '*.bak' -not -path './.git/*' -delete && git status --short\"]",
  "[\"for s in staging prod; do ( eval \\\"$(bin/print-env.sh \\\"$s\\\")\\\"; echo \\\"$OPS_STAGE: $OPS_DOMAIN x$" +
    "OPS_REPLICAS\\\" ); done\"]",
  "[\"for stage in staging prod; do bash bin/render.sh -e \\\"$stage\\\" -o \\\"build/$stage\\\"; done && ls bui" +
    "ld/*\"]",
  "[\"ln -s \\\"$PWD/bin\\\" ops-bin && bash ops-bin/deploy.sh -e staging\"]",
  "[\"make package DIST=build/pkg STAGE=prod && ls build/pkg\"]",
  "[\"make package\",\"python3 -m pytest -q tests/py\"]",
  "[\"make render STAGE=prod && ls build/prod\"]",
  "[\"mkdir -p build && jq -r '.hosts[] | \\\"echo \\\\(.name) \\\\(.ip)\\\"' inventory/hosts.json > build/hosts" +
    ".sh && bash build/hosts.sh | head -n 3\"]",
  "[\"node --test tests/js/summarize.test.js\",\"bash tests/test_common.sh\"]",
  "[\"source build/fleet.sh && echo \\\"${FLEET[node-000300]}\\\"\"]",
];
const LEFT_TO_SANDBOX: string[] = [
];
describeRound({
  name: 'round-32',
  title: 'round-32 corpus (blind) against real bash',
  escapes: ROUND32_ESCAPES,
  ordinary: ROUND32_ORDINARY,
  atLeast: { escapes: 150, ordinary: 350 },
  leftToSandbox: LEFT_TO_SANDBOX,
  knownRefused: KNOWN_REFUSED,
});
