import { access, constants, readFile, realpath } from 'node:fs/promises';
import { basename, delimiter, dirname, join, relative } from 'node:path';
import { execa } from 'execa';
import { InfrastructureError } from '../errors.js';
import { PACKAGE_ROOT } from '../package-root.js';
import { LOCAL_SESSION_BACKEND } from './provider.js';

/** Where a cline binary was found, and why that one. */
export interface ClineBinary {
  path: string;
  source: 'flag' | 'env' | 'project' | 'path';
}


/**
 * Where the pinned cline's bin link can be: this package's own node_modules
 * (a checkout), or, when this package is installed as a dependency, the
 * node_modules it sits in (npm hoists cline next to it).
 */
function projectBinCandidates(): string[] {
  const own = join(PACKAGE_ROOT, 'node_modules', '.bin', 'cline');
  const parent = dirname(PACKAGE_ROOT);
  return basename(parent) === 'node_modules' ? [own, join(parent, '.bin', 'cline')] : [own];
}

async function isExecutable(file: string): Promise<boolean> {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Finds cline as `--cline-bin`, then `$CLINE_BIN`, then the project's
 * `node_modules/.bin/cline` (the pinned devDependency, or the host project's
 * when installed as a dependency), then PATH.
 */
export async function findClineBinary(
  options: { explicit?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<ClineBinary> {
  const env = options.env ?? process.env;
  if (options.explicit) {
    if (await isExecutable(options.explicit)) return { path: options.explicit, source: 'flag' };
    throw new InfrastructureError(`--cline-bin ${options.explicit} is not an executable file`);
  }
  if (env.CLINE_BIN) {
    if (await isExecutable(env.CLINE_BIN)) return { path: env.CLINE_BIN, source: 'env' };
    throw new InfrastructureError(`$CLINE_BIN=${env.CLINE_BIN} is not an executable file`);
  }
  for (const project of projectBinCandidates()) {
    if (await isExecutable(project)) return { path: project, source: 'project' };
  }
  const onPath = await findOnPath('cline', env);
  if (onPath) return { path: onPath, source: 'path' };
  throw new InfrastructureError(
    'cline was not found: pass --cline-bin, set $CLINE_BIN, or install it (npm i -D cline@3.0.65)',
  );
}

/** The first executable `name` on PATH, or null. */
export async function findOnPath(name: string, env: NodeJS.ProcessEnv = process.env): Promise<string | null> {
  for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) {
    const candidate = join(dir, name);
    if (await isExecutable(candidate)) return candidate;
  }
  return null;
}

/**
 * The version cline reports for itself. An npm-installed cline is a ~150 MB
 * binary whose `--version` costs over 2 s of CPU, more than a whole task's
 * start on a small machine; its platform package's package.json states the
 * same version (a test holds the two equal), so that is read when the binary
 * is the one such a package declares. Anything else is asked.
 */
export async function clineVersion(bin: string): Promise<string> {
  return (await packagedVersion(bin)) ?? (await reportedVersion(bin));
}

/** The version in the package.json of the npm package whose `bin` entry `bin` is, or null. */
export async function packagedVersion(bin: string): Promise<string | null> {
  try {
    const file = await realpath(bin);
    // npm's platform packages keep the binary at <package>/bin/<name>.
    const root = dirname(dirname(file));
    const manifest = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { name?: unknown; version?: unknown; bin?: unknown };
    const declared = typeof manifest.bin === 'object' && manifest.bin !== null ? Object.values(manifest.bin) : [manifest.bin];
    const isCline = typeof manifest.name === 'string' && /^(cline|@cline\/cli(-[\w-]+)?)$/.test(manifest.name);
    const declaresIt = declared.some((entry) => typeof entry === 'string' && join(entry) === relative(root, file));
    return isCline && declaresIt && typeof manifest.version === 'string' && manifest.version ? manifest.version : null;
  } catch {
    return null;
  }
}

/** The version `cline --version` prints. */
export async function reportedVersion(bin: string): Promise<string> {
  // A loaded machine takes tens of seconds to start the ~150 MB binary.
  const result = await execa(bin, ['--version'], { reject: false, timeout: 120_000, stdin: 'ignore', env: LOCAL_SESSION_BACKEND });
  const version = result.stdout.trim().split('\n').pop()?.trim();
  if (result.exitCode !== 0 || !version) {
    throw new InfrastructureError(`${bin} --version failed (exit ${result.exitCode}): ${result.stderr.trim()}`);
  }
  return version;
}
