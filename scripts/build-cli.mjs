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
 * yargs' string-width copies build an Intl.Segmenter and Unicode property regexes when they load (about 30 ms of every
 * run's start-up, for widths that only help text needs): lazyStringWidth makes each of those built at its first use.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const DIST = join(ROOT, 'dist');
const CHUNKS = 'cli-chunks';

/** A module-level `const NAME = new Intl.Segmenter();` or `const NAME = /…/flags;`, each alone on its line. */
const EAGER_CONST = /^const (\w+) = (new Intl\.Segmenter\(\)|\/.+\/[a-z]*);$/gm;

/**
 * string-width's source with each EAGER_CONST built at its first use: the constant becomes a function that builds the
 * value once, and every use of the name calls it. Throws when there is no Intl.Segmenter to defer, so that a
 * string-width whose source no longer has this shape fails the build rather than quietly costing the start-up again.
 */
export function lazyStringWidth(source, path) {
  const names = [...source.matchAll(EAGER_CONST)].map((m) => m[1]);
  if (!/^const \w+ = new Intl\.Segmenter\(\);$/m.test(source)) throw new Error(`${path}: no module-level Intl.Segmenter to defer (string-width changed shape)`);
  const uses = new RegExp(`\\b(${names.join('|')})\\b`, 'g');
  return source
    .split('\n')
    .map((line) => {
      const eager = /^const (\w+) = (.+);$/.exec(line);
      if (eager && names.includes(eager[1])) return `let ${eager[1]}$built; const ${eager[1]} = () => (${eager[1]}$built ??= ${eager[2]});`;
      return line.replace(uses, '$1()');
    })
    .join('\n');
}

const lazyStringWidthPlugin = {
  name: 'lazy-string-width',
  setup(b) {
    b.onLoad({ filter: /[\\/]node_modules[\\/](?:.+[\\/])?string-width[\\/]index\.js$/ }, async ({ path }) => ({
      contents: lazyStringWidth(await readFile(path, 'utf8'), path),
      loader: 'js',
    }));
  },
};

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
    plugins: [lazyStringWidthPlugin],
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
