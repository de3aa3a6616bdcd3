import { readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { BUILTIN_DESCRIPTOR_FILE } from './builtin.js';

// Apart from resolving the layers (layers.ts): the CLI asks whether any exist before it loads the validation (zod).

/**
 * Descriptor layers, lowest precedence first: the built-in file, every
 * `*.toml` of the user layer, every `*.toml` of the project layer (each in
 * name order), then one `--harness-file`. Each layer is merged onto the
 * result so far and the merge is validated at once, so a problem is blamed
 * on the file that introduced it.
 */
export type LayerKind = 'builtin' | 'user' | 'project' | 'file';

export interface LayerOptions {
  /** The project layer lives under this directory; default process.cwd(). */
  cwd?: string;
  /** Environment for XDG_CONFIG_HOME; default process.env. */
  env?: NodeJS.ProcessEnv;
  /** Home directory for the user layer's fallback location; default os.homedir(). */
  home?: string;
}

export interface ResolveOptions extends LayerOptions {
  /** An explicit descriptor layered last; unlike user and project files, a broken one is fatal. */
  harnessFile?: string;
}

/** The directories holding the user and project layers. */
export function layerDirs(opts: LayerOptions = {}): { user: string; project: string } {
  const env = opts.env ?? process.env;
  const xdg = env.XDG_CONFIG_HOME;
  // The XDG spec says a relative XDG_CONFIG_HOME is invalid and must be ignored.
  const configHome = xdg && isAbsolute(xdg) ? xdg : join(opts.home ?? homedir(), '.config');
  return {
    user: join(configHome, 'cline-harness', 'harnesses'),
    project: resolve(opts.cwd ?? process.cwd(), '.cline-harness', 'harnesses'),
  };
}

/** The `*.toml` files of one layer directory, sorted; a missing directory is an empty layer. */
function tomlFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((n) => n.endsWith('.toml'))
    .sort()
    .map((n) => join(dir, n));
}

/** Every layer file that exists, in precedence order, without reading them. */
export function layerFiles(opts: ResolveOptions = {}): { layer: LayerKind; file: string }[] {
  const dirs = layerDirs(opts);
  return [
    { layer: 'builtin' as const, file: BUILTIN_DESCRIPTOR_FILE },
    ...tomlFiles(dirs.user).map((file) => ({ layer: 'user' as const, file })),
    ...tomlFiles(dirs.project).map((file) => ({ layer: 'project' as const, file })),
    ...(opts.harnessFile ? [{ layer: 'file' as const, file: resolve(opts.harnessFile) }] : []),
  ];
}
