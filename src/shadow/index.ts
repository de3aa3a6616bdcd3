/** The skill-shadow preflight: same-named skills in the other roots Cline reads. */
export * from './schema.js';
export { findShadows, type FindShadowsOptions } from './shadow.js';
