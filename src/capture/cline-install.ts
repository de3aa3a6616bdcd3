import { access, constants, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { execa } from 'execa';
import { InfrastructureError, InputError } from '../errors.js';

const VERSION = /^\d+\.\d+\.\d+(?:-[\w.]+)?$/;

/**
 * Installs the published `cline@version` into `<cacheDir>/cline-<version>` with
 * npm (once; a later call reuses it) and returns its binary. npm brings the
 * platform binary package as it does for any install.
 */
export async function installClineVersion(version: string, cacheDir: string): Promise<string> {
  if (!VERSION.test(version)) throw new InputError(`--cline-version ${version} is not a version like 3.0.65`);
  const prefix = join(cacheDir, `cline-${version}`);
  const bin = join(prefix, 'node_modules', '.bin', 'cline');
  if (await access(bin, constants.X_OK).then(() => true, () => false)) return bin;
  await mkdir(prefix, { recursive: true });
  const npm = await execa(
    'npm',
    ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', '--loglevel=error', `cline@${version}`],
    { reject: false, stdin: 'ignore', timeout: 600_000 },
  );
  if (npm.exitCode !== 0) {
    throw new InfrastructureError(`npm install cline@${version} failed (exit ${npm.exitCode}): ${(npm.stderr || npm.stdout).trim().slice(-2000)}`);
  }
  return bin;
}
