import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execa } from 'execa';
import { buildIsCurrent } from '../scripts/build-inputs.mjs';
import { clineProcessesUnder } from './helpers/leftovers.js';

/**
 * Builds `dist/cli.js` and the bundled guard plugin once, so tests never use
 * stale code (not again when the last build was made from the sources as they
 * are now, as a fresh clone's `npm ci` leaves it: scripts/build-inputs.mjs),
 * and gives this run its own TMPDIR (inherited by the test workers), so the teardown can tell this run's cline processes from anyone else's, and
 * its own harness cache.
 */
export default async function setup(): Promise<() => Promise<void>> {
  if (buildIsCurrent()) console.log('dist/ was built from the sources as they are: not built again');
  else await execa('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  const root = await mkdtemp(join(tmpdir(), 'cline-harness-test-run-'));
  // Traversable by other users: a test runs a script as an unprivileged user from a dir inside.
  await chmod(root, 0o711);
  process.env.TMPDIR = root;
  // The harness cache (auth snapshots) is this run's own: shared by its workers, gone with the run.
  process.env.CLINE_HARNESS_CACHE_DIR = join(root, 'cache');
  // The system dirs an unsandboxed task's audit walks, twice per task as root (src/system-dirs.ts): a dir of this run's
  // own. The default list (/etc, /usr/local, /opt and the bin dirs) is about 12,000 entries on this machine, about 1 CPU-s
  // per task under load, in every unsandboxed task of every file. The default list is still walked where it is the
  // subject: test/system-dirs.test.ts and the read-only agent of test/e2e/fs-audit.test.ts (which unsets this); the
  // fs-audit attack plants in a system dir of its own.
  process.env.CLINE_HARNESS_AUDIT_SYSTEM_DIRS = join(root, 'system-dirs');
  await mkdir(process.env.CLINE_HARNESS_AUDIT_SYSTEM_DIRS);
  return async () => {
    const left = await clineProcessesUnder(root);
    // Fail the run, but leave nothing behind either: these PIDs were checked to be this run's.
    for (const p of left) {
      try {
        process.kill(p.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await rm(root, { recursive: true, force: true });
    if (left.length) {
      const lines = left.map((p) => `  pid ${p.pid}: ${p.argv.join(' ')} (HOME ${p.home}, cwd ${p.cwd})`);
      throw new Error(`cline processes of this test run were still alive after the tests (killed now):\n${lines.join('\n')}`);
    }
  };
}
