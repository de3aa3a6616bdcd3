import { readFileSync } from 'node:fs';

/**
 * The package's own version. yargs' default reads the package.json nearest the
 * cwd, which is the host project's once cline-harness is installed into one;
 * this one is found relative to the module (dist/ or src/, one level down).
 */
export function packageVersion(): string {
  const file = new URL('../package.json', import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}
