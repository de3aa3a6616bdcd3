import { readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, isAbsolute, join, resolve } from 'node:path';
import type { TomlTable } from 'smol-toml';
import { errorMessage } from '../errors.js';
import {
  BUILTIN_DESCRIPTOR_FILE,
  DescriptorError,
  builtinDescriptor,
  builtinDescriptorData,
  parseDescriptorToml,
  readDescriptorText,
  validateDescriptor,
} from './load.js';
import type { Descriptor } from './schema.js';

/**
 * Descriptor layers, lowest precedence first: the built-in file, every
 * `*.toml` of the user layer, every `*.toml` of the project layer (each in
 * name order), then one `--harness-file`. Each layer is merged onto the
 * result so far and the merge is validated at once, so a problem is blamed
 * on the file that introduced it.
 */
export type LayerKind = 'builtin' | 'user' | 'project' | 'file';

export interface LayerFile {
  layer: LayerKind;
  /** File name without `.toml`; what `harness lint NAME` accepts. */
  name: string;
  file: string;
  applied: boolean;
  /** Why the file was skipped; absent when applied. */
  problem?: string;
  /** Dotted paths of the values this file sets (tables expanded to their leaves). */
  fields: string[];
}

export interface ResolvedDescriptor {
  descriptor: Descriptor;
  layers: LayerFile[];
  /** One line per skipped file, naming it; the CLI prints these to stderr. */
  warnings: string[];
}

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

function isTable(value: unknown): value is TomlTable {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** Per-field merge: tables merge recursively, scalars and arrays from `over` replace. */
export function mergeLayers(base: TomlTable, over: TomlTable): TomlTable {
  const out: TomlTable = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const prev = out[key];
    out[key] = isTable(prev) && isTable(value) ? mergeLayers(prev, value) : value;
  }
  return out;
}

function leafFields(table: TomlTable, prefix = ''): string[] {
  return Object.entries(table).flatMap(([key, value]) =>
    isTable(value) ? leafFields(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** Parses one layer file; user and project layers are refused if they declare the guard. */
export function readLayer(file: string, layer: LayerKind): TomlTable {
  const data = parseDescriptorToml(readDescriptorText(file), file);
  if ((layer === 'user' || layer === 'project') && 'guard' in data) {
    throw new DescriptorError(
      'guard',
      file,
      `a ${layer} layer may not declare the guard (a mistyped guard would fail open); set it in the built-in descriptor or pass --harness-file`,
      'guard',
    );
  }
  if ((layer === 'user' || layer === 'project') && 'provider_settings' in data) {
    throw new DescriptorError(
      'schema',
      file,
      `a ${layer} layer may not declare provider_settings (measured per cline version; for any other version cline's own \`auth\` writes them)`,
      'provider_settings',
    );
  }
  return data;
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

/**
 * Builds the effective descriptor from all layers. Broken user or project
 * files are skipped with a warning; a broken --harness-file (or built-in)
 * throws DescriptorError.
 */
export function resolveDescriptor(opts: ResolveOptions = {}): ResolvedDescriptor {
  builtinDescriptor(); // the base must be sound before anything layers onto it
  let data = builtinDescriptorData();
  let descriptor: Descriptor | undefined;
  const layers: LayerFile[] = [];
  const warnings: string[] = [];

  for (const { layer, file } of layerFiles(opts)) {
    const name = basename(file, '.toml');
    if (layer === 'builtin') {
      layers.push({ layer, name, file, applied: true, fields: leafFields(data) });
      continue;
    }
    let own: TomlTable | undefined;
    try {
      own = readLayer(file, layer);
      const merged = mergeLayers(data, own);
      descriptor = validateDescriptor(merged, file);
      data = merged;
      layers.push({ layer, name, file, applied: true, fields: leafFields(own) });
    } catch (err) {
      if (layer === 'file' || !(err instanceof DescriptorError)) throw err;
      const problem = errorMessage(err);
      warnings.push(`skipping ${layer} harness layer ${file}: ${problem}`);
      layers.push({ layer, name, file, applied: false, problem, fields: own ? leafFields(own) : [] });
    }
  }
  return { descriptor: descriptor ?? builtinDescriptor(), layers, warnings };
}
