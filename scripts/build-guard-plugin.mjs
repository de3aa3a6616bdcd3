/**
 * Bundles the guard plugin (src/guard/plugin.ts and the arbiter it imports)
 * into one self-contained ES module, harnesses/guard/cline-harness-guard.js,
 * that `guard arm` copies into an env. Run by `npm run build`; tests import
 * buildGuardPlugin() so they never use a stale bundle.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const GUARD_PLUGIN_ENTRY = fileURLToPath(new URL('../src/guard/plugin.ts', import.meta.url));
export const GUARD_PLUGIN_BUNDLE = fileURLToPath(new URL('../harnesses/guard/cline-harness-guard.js', import.meta.url));
/** Must match BAKED_CONFIG_TOKEN in src/guard/arm.ts. */
const TOKEN = '"__CLINE_HARNESS_GUARD_CONFIG__"';

export async function buildGuardPlugin(outfile = GUARD_PLUGIN_BUNDLE) {
  const result = await build({
    entryPoints: [GUARD_PLUGIN_ENTRY],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    legalComments: 'eof',
    write: false,
    logLevel: 'silent',
  });
  const text = result.outputFiles[0].text;
  // Arming replaces the token with the marker's path; it must survive bundling exactly once.
  const count = text.split(TOKEN).length - 1;
  if (count !== 1) throw new Error(`the bundle holds ${count} copies of ${TOKEN}, expected 1`);
  await mkdir(dirname(outfile), { recursive: true });
  // Parallel builds (test workers) must never expose a half-written bundle.
  const tmp = `${outfile}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(tmp, text);
  await rename(tmp, outfile);
  return { outfile, bytes: Buffer.byteLength(text) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { outfile, bytes } = await buildGuardPlugin();
  process.stderr.write(`built ${outfile} (${Math.round(bytes / 1024)} KiB)\n`);
}
