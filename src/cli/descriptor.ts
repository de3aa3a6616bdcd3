import type { Argv } from 'yargs';
import { builtinDescriptor } from '../descriptor/builtin.js';
import { layerFiles } from '../descriptor/layer-files.js';
import type { Descriptor } from '../descriptor/schema.js';
import { say } from './output.js';

export interface HarnessFileArgs {
  'harness-file'?: string;
}

/** The `--harness-file` option every descriptor-driven command shares. */
export function harnessFileOption<T>(y: Argv<T>): Argv<T & HarnessFileArgs> {
  return y.option('harness-file', {
    type: 'string',
    describe: 'A descriptor file layered over the built-in, user and project layers (a broken one is fatal)',
  }) as Argv<T & HarnessFileArgs>;
}

/** Resolves the layered descriptor, printing skipped-layer warnings to stderr. */
export async function loadDescriptor(args: HarnessFileArgs): Promise<Descriptor> {
  const options = { harnessFile: args['harness-file'] };
  // With no layer over the built-in one, resolveDescriptor gives builtinDescriptor() and no warnings; answered here,
  // such a run loads neither the resolver nor zod, which validates layers.
  if (layerFiles(options).length === 1) return builtinDescriptor();
  const { resolveDescriptor } = await import('../descriptor/layers.js');
  const resolved = resolveDescriptor(options);
  for (const w of resolved.warnings) say(`warning: ${w}`);
  return resolved.descriptor;
}
