/** An env's changes since its creation commit: measured with git, capped for keeping. */
export * from './schema.js';
export { DIFF_PATCH_FILE, DIFF_SCOPE_FILE, PATCH_LIMIT_BYTES, capPatch, envDiff, writeDiffArtifacts, type DiffBase, type EnvDiff } from './diff.js';
