/**
 * Bundles the CLI (src/cli.ts and what it imports) into dist/cli.js, with the
 * code behind each command's dynamic import in chunks under dist/cli-chunks/.
 * Run by `npm run build` after tsc (which still writes the library, dist/index.js
 * and its .d.ts files). Why: Node's ESM loader resolves, reads and links every
 * file of tsc's output one by one; a `suite run` start-up loaded about 300 of
 * them and cost about 1.4 CPU-s, most of it the loader (docs/performance.md).
 * Packages are bundled too, yargs included: resolving its ~40 modules one by one cost every CLI run about 55 ms.
 * Bundled, y18n does not find yargs' locale files (beside yargs' own modules) and falls back to the English text
 * built into yargs, so yargs' messages are English whatever LANG says, as the CLI's own are.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const DIST = join(ROOT, 'dist');
const CHUNKS = 'cli-chunks';

export async function buildCli() {
  const result = await build({
    entryPoints: { cli: join(ROOT, 'src/cli.ts') },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Bundled CommonJS packages (@stdlib) call require() for node builtins.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    outdir: DIST,
    chunkNames: `${CHUNKS}/[name]-[hash]`,
    write: false,
    logLevel: 'silent',
  });
  const written = new Set();
  // Chunks first, the entry last, each through a rename: a CLI started meanwhile sees the old build or the new one.
  const files = [...result.outputFiles].sort((a, b) => Number(relative(DIST, a.path) === 'cli.js') - Number(relative(DIST, b.path) === 'cli.js'));
  for (const file of files) {
    await mkdir(dirname(file.path), { recursive: true });
    const tmp = `${file.path}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(tmp, file.contents, { mode: 0o755 });
    await rename(tmp, file.path);
    written.add(file.path);
  }
  // Chunks of earlier builds: their names are hashes of what they held, so none of this build's can be among them.
  for (const name of await readdir(join(DIST, CHUNKS))) {
    const path = join(DIST, CHUNKS, name);
    if (!written.has(path) && !name.endsWith('.tmp')) await rm(path, { force: true });
  }
  return { files: files.length, bytes: files.reduce((n, f) => n + f.contents.length, 0) };
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const { files, bytes } = await buildCli();
  process.stderr.write(`built dist/cli.js and ${files - 1} chunks (${Math.round(bytes / 1024)} KiB)\n`);
}
