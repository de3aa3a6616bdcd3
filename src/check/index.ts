/** Checks on one transcript: the spec format, loading it, running it, and its results. */
export * from './schema.js';
export { CheckSpecError, arrayTableLines, loadCheckSpec, parseCheckSpec, validateChecks, type CheckSource } from './spec.js';
export { appliesTo, checkName, countResults, runChecks, type RunChecksOptions } from './run.js';
export { firstWrite, type CheckToolRoles } from './calls.js';
export { checkDefinition } from './registry.js';
export type { CheckContext, CheckDefinition, JudgeSetup } from './definition.js';
export { renderCall } from './evidence.js';
export { checkJunitSuite, checkJunitTest } from './junit.js';
