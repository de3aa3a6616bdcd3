/**
 * What every descriptor-driven library function is handed by its caller. The
 * CLI resolves the layered descriptor (built-in, user, project, --harness-file)
 * once per command and passes it down; no library function picks the built-in
 * one on its own, so a layer that changes a refusal wording or a tool role
 * reaches every step of a run.
 */
import type { Descriptor } from './descriptor/index.js';

export interface HarnessContext {
  /** The resolved descriptor: the CLI's layered one, or `builtinDescriptor()` / `resolveDescriptor().descriptor` for library callers. */
  readonly descriptor: Descriptor;
}
