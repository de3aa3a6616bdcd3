import type { Argv } from 'yargs';
import { resolveDescriptor, type Descriptor } from '../descriptor/index.js';
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
export function loadDescriptor(args: HarnessFileArgs): Descriptor {
  const resolved = resolveDescriptor({ harnessFile: args['harness-file'] });
  for (const w of resolved.warnings) say(`warning: ${w}`);
  return resolved.descriptor;
}
