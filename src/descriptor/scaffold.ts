import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../errors.js';
import { layerDirs, type LayerOptions } from './layer-files.js';

const LAYER_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * A new layer file for `harness init NAME`: every line a comment except the
 * label, so it changes nothing else until edited and passes lint as written.
 */
export function scaffoldLayer(name: string): string {
  return `# Harness layer "${name}", merged over the built-in descriptor (harnesses/cline.toml).
# Set only what differs: tables merge field by field, scalars and arrays replace.
# The guard table may not be set here. Check this file with: cline-harness harness lint ${name}

label = ${JSON.stringify(`Cline CLI (${name})`)}

# [tools]
# read = ["read_files", "search_codebase"]

# [staging]
# exclude_dirs = ["evals", ".cline", ".clinerules", ".agents", "fixtures"]

# [skills_block]
# item = "- {name}: {description} (if the tool is unavailable, read {path})"
`;
}

/**
 * Writes the scaffold as a project layer, `.cline-harness/harnesses/NAME.toml`
 * under opts.cwd, and returns its path. Refuses an existing file unless
 * `force`, and a name that is not a plain file stem.
 */
export function initLayer(name: string, opts: LayerOptions & { force?: boolean } = {}): string {
  if (!LAYER_NAME.test(name)) {
    throw new InputError(`harness name "${name}" must be letters, digits, ".", "_" or "-", starting with a letter or digit`);
  }
  const dir = layerDirs(opts).project;
  const file = join(dir, `${name}.toml`);
  if (existsSync(file) && !opts.force) throw new InputError('already exists; pass --force to overwrite it', file);
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, scaffoldLayer(name));
  return file;
}
