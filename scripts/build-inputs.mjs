/**
 * What `npm run build` is built from, as one digest, so that a test run can tell whether `dist/` and the guard
 * bundle are current without building them again (tsc alone takes about 20 CPU-s, and a fresh clone's `npm ci` has
 * just built them). The digest covers every file under src/ (path and bytes), the build scripts, the TypeScript
 * configs and the package files (which pin what esbuild bundles). `npm run build` ends with `--write`; the test
 * run's global setup rebuilds unless the recorded digest equals the one computed now and the outputs exist.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const FILES = [
  'scripts/build-cli.mjs', 'scripts/build-guard-plugin.mjs', 'scripts/build-inputs.mjs',
  'tsconfig.json', 'tsconfig.build.json', 'package.json', 'package-lock.json',
];
/** Where the digest of the last build's inputs is kept, under the root (dist/ is not in git). */
const STAMP = 'dist/.build-inputs';
/** What a build makes that tests use; a digest alone does not say they are still there. */
const OUTPUTS = ['dist/cli.js', 'dist/index.js', 'dist/index.d.ts', 'harnesses/guard/cline-harness-guard.js'];

function filesUnder(root, dir) {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)));
}

/** The digest of the build's inputs under `root` as they are now (a missing one counts as empty). */
export function buildInputsDigest(root = ROOT) {
  const hash = createHash('sha256');
  for (const file of [...filesUnder(root, 'src'), ...FILES].sort()) {
    const bytes = existsSync(join(root, file)) ? readFileSync(join(root, file)) : Buffer.alloc(0);
    hash.update(`${file}\0${bytes.length}\0`).update(bytes);
  }
  return hash.digest('hex');
}

/** Records that the outputs under `root` were built from its inputs as they are now. */
export function writeBuildStamp(root = ROOT) {
  writeFileSync(join(root, STAMP), `${buildInputsDigest(root)}\n`);
}

/** Whether the last build under `root` was made from its inputs as they are now, and its outputs are all there. */
export function buildIsCurrent(root = ROOT) {
  if (!existsSync(join(root, STAMP)) || OUTPUTS.some((f) => !existsSync(join(root, f)))) return false;
  return readFileSync(join(root, STAMP), 'utf8').trim() === buildInputsDigest(root);
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--write') writeBuildStamp();
