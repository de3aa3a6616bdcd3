import { basename } from 'node:path';
import type { TomlTable } from 'smol-toml';
import { errorMessage } from '../errors.js';
import { BUILTIN_DESCRIPTOR_FILE, DescriptorError, builtinDescriptor, builtinDescriptorData, parseDescriptorToml, readDescriptorText } from './builtin.js';
import { layerFiles, type LayerKind, type ResolveOptions } from './layer-files.js';
import { validateDescriptor } from './load.js';
import type { Descriptor } from './schema.js';

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

/**
 * Builds the effective descriptor from all layers. Broken user or project
 * files are skipped with a warning; a broken --harness-file (or built-in)
 * throws DescriptorError.
 */
export function resolveDescriptor(opts: ResolveOptions = {}): ResolvedDescriptor {
  let data = builtinDescriptorData();
  validateDescriptor(data, BUILTIN_DESCRIPTOR_FILE); // the base must be sound before anything layers onto it
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
