import { dirname, resolve } from 'node:path';
import type { TomlTable } from 'smol-toml';
import { errorMessage } from '../errors.js';
import { BUILTIN_DESCRIPTOR_FILE, DescriptorError, builtinDescriptorData, readDescriptorText, parseDescriptorToml } from './builtin.js';
import { layerDirs, layerFiles, type LayerKind, type LayerOptions } from './layer-files.js';
import { mergeLayers, readLayer } from './layers.js';
import { schemaProblems } from './load.js';
import { RULE_NAMES, checkRules } from './rules.js';
import { DescriptorSchema } from './schema.js';

export interface LintCheck {
  name: string;
  ok: boolean;
  /** Where and why it failed (file, line or field path); empty when ok. */
  detail: string;
}

export interface LintReport {
  file: string;
  layer: LayerKind;
  checks: LintCheck[];
  ok: boolean;
}

/** The layer a file belongs to, judged by where it lives. */
function layerOf(file: string, opts: LayerOptions): LayerKind {
  if (file === BUILTIN_DESCRIPTOR_FILE) return 'builtin';
  const dirs = layerDirs(opts);
  if (dirname(file) === dirs.user) return 'user';
  if (dirname(file) === dirs.project) return 'project';
  return 'file';
}

/**
 * Finds a descriptor by layer-file name (`cline`, or the stem of a user or
 * project file); the highest-precedence file of that name wins. Undefined
 * when no layer has it.
 */
export function findLayerByName(name: string, opts: LayerOptions = {}): string | undefined {
  return layerFiles(opts)
    .reverse()
    .find((l) => l.file.endsWith(`/${name}.toml`))?.file;
}

/**
 * Checks one descriptor file and reports every check, in order. A file other
 * than the built-in is checked as a layer over the built-in, which is how it
 * will be used. Throws DescriptorError (kind `unreadable`) only when the file
 * cannot be read; everything else is a failed check.
 */
export function lintDescriptorFile(path: string, opts: LayerOptions = {}): LintReport {
  const file = resolve(path);
  const layer = layerOf(file, opts);
  const text = readDescriptorText(file);
  const checks: LintCheck[] = [];
  const notRun = (name: string, why: string) => checks.push({ name, ok: false, detail: `not checked: ${why}` });

  let own: TomlTable | undefined;
  try {
    own = parseDescriptorToml(text, file);
    checks.push({ name: 'TOML syntax', ok: true, detail: '' });
  } catch (err) {
    if (!(err instanceof DescriptorError)) throw err;
    checks.push({ name: 'TOML syntax', ok: false, detail: errorMessage(err) });
  }

  if (layer === 'user' || layer === 'project') {
    const name = `no guard table (${layer} layer)`;
    if (!own) notRun(name, 'TOML syntax error');
    else {
      try {
        readLayer(file, layer);
        checks.push({ name, ok: true, detail: '' });
      } catch (err) {
        checks.push({ name, ok: false, detail: errorMessage(err) });
      }
    }
  }

  if (!own) {
    notRun('schema', 'TOML syntax error');
    for (const name of RULE_NAMES) notRun(name, 'TOML syntax error');
  } else {
    const merged = layer === 'builtin' ? own : mergeLayers(builtinDescriptorData(), own);
    const problems = schemaProblems(merged);
    checks.push({
      name: 'schema',
      ok: problems.length === 0,
      detail: problems.map((p) => `${file}#${p.field}: ${p.message}`).join('; '),
    });
    const parsed = DescriptorSchema.safeParse(merged);
    if (parsed.success) {
      for (const r of checkRules(parsed.data)) {
        checks.push({ name: r.name, ok: r.ok, detail: r.ok ? '' : `${file}#${r.field}: ${r.detail}` });
      }
    } else {
      for (const name of RULE_NAMES) notRun(name, 'schema errors');
    }
  }
  return { file, layer, checks, ok: checks.every((c) => c.ok) };
}
