#!/usr/bin/env node
// npm's `pretest`: the test suite drives the real bubblewrap, Chromium and git, so a
// fresh machine gets them here (Debian, as root) or the run stops before any test with
// the one command that fixes it. `--dry-run` prints the commands instead of running them.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The programs the tests run, and the Debian package that brings each. */
export const REQUIRED = [
  { command: 'git', package: 'git' },
  { command: 'bwrap', package: 'bubblewrap' },
  { command: 'chromium', package: 'chromium' },
  // The guard's round-5 differential runs a real socat as one of its escapes (its ground truth must really write).
  { command: 'socat', package: 'socat' },
];

/** The first executable `name` on `path`, or null. */
export function onPath(name, path = process.env.PATH ?? '') {
  for (const dir of path.split(delimiter).filter(Boolean)) {
    try {
      accessSync(join(dir, name), constants.X_OK);
      return join(dir, name);
    } catch {
      // not in this directory
    }
  }
  return null;
}

/**
 * What to do about the missing packages: nothing, install them with apt-get
 * (only as root, where that is the machine's own tool), or fail with the command.
 */
export function provisionPlan({ missing, isRoot, hasAptGet }) {
  if (missing.length === 0) return { action: 'none' };
  const packages = missing.join(' ');
  if (isRoot && hasAptGet) {
    return {
      action: 'install',
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', ...missing],
      ],
      message: `pretest: installing ${packages} with apt-get (the tests run the real sandbox, browser and tools)`,
    };
  }
  const command = hasAptGet ? `sudo apt-get install -y ${packages}` : `apt-get install -y ${packages} (or your system's package manager)`;
  return { action: 'fail', message: `pretest: missing ${packages}: run \`${command}\`, then npm test again` };
}

function missingPackages() {
  return REQUIRED.filter((r) => !onPath(r.command)).map((r) => r.package);
}

function main() {
  const dryRun = process.argv.includes('--dry-run');
  const plan = provisionPlan({
    missing: missingPackages(),
    isRoot: process.getuid?.() === 0,
    hasAptGet: onPath('apt-get') !== null,
  });
  if (plan.action === 'none') return 0;
  console.error(plan.message);
  if (plan.action === 'fail') return 1;
  for (const [bin, ...args] of plan.commands) {
    if (dryRun) {
      console.log([bin, ...args].join(' '));
      continue;
    }
    const run = spawnSync(bin, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (run.status !== 0) {
      console.error(`pretest: \`${[bin, ...args].join(' ')}\` failed (exit ${run.status ?? run.signal}); install the packages by hand`);
      return 1;
    }
  }
  if (dryRun) return 0;
  const still = missingPackages();
  if (still.length) {
    console.error(`pretest: apt-get ran but ${still.join(', ')} is still not on PATH`);
    return 1;
  }
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main();
