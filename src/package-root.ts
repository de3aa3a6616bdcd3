import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The fields of the package's own package.json that the harness reads. */
interface PackageJson {
  name?: string;
  version: string;
  devDependencies?: Record<string, string>;
}

/**
 * The installed package's root (package.json, harnesses/, schemas/), found by walking up from this module. The CLI
 * is bundled (dist/cli.js and its chunks under dist/cli-chunks/) while the library keeps tsc's layout and tests run
 * src/ itself, so a fixed number of `../` would be right in only one of them.
 */
const FOUND = findPackage(dirname(fileURLToPath(import.meta.url)));
export const PACKAGE_ROOT = FOUND.root;

function findPackage(from: string): { root: string; json: PackageJson } {
  for (let dir = from; ; dir = dirname(dir)) {
    const json = readPackageJson(dir);
    if (json?.name === 'cline-harness') return { root: dir, json };
    if (dirname(dir) === dir) throw new Error(`no package.json of cline-harness above ${from}`);
  }
}

function readPackageJson(dir: string): PackageJson | null {
  const file = join(dir, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PackageJson) : null;
}

/** The package's own package.json (not the one nearest the cwd, which is the host project's once installed). */
export function packageJson(): PackageJson {
  return FOUND.json;
}

/** A file or dir of the package, by its path from the root. */
export function packagePath(...parts: string[]): string {
  return join(PACKAGE_ROOT, ...parts);
}

/** The package's own version (yargs' default would read the host project's package.json once installed into one). */
export function packageVersion(): string {
  return packageJson().version;
}
