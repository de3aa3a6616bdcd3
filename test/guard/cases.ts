/** The builders the blind corpora (round 10 on) and the probes write their cases with. */
import type { Round4Case } from './corpus-round4.js';

/** An escape: run_commands entries the guard must refuse; `setup` runs first, unjudged. */
export const e = (cls: string, commands: string | string[], setup?: string): Round4Case => ({ cls, commands: [commands].flat(), setup, expect: 'block' });
/** An ordinary call the guard must allow. */
export const ok = (cls: string, commands: string | string[], setup?: string): Round4Case => ({ cls, commands: [commands].flat(), setup, expect: 'allow' });
/** An editor call (cline's `editor` tool) writing `text` to `path`. */
export const ed = (cls: string, expect: 'block' | 'allow', path: string, text: string, setup?: string): Round4Case => ({
  cls,
  commands: [],
  editor: { path, new_text: text },
  setup,
  expect,
});
