/** The eval guard: arbiter, plugin staging, health and denial collection. */
export * from './schema.js';
export { decideToolCall, makePolicy, toDecision, type GuardPolicy, type Verdict } from './arbiter.js';
export { armGuard, teardownGuard, guardHealth, foreignPlugins, DEFAULT_TTL_S, GUARD_PLUGIN_BUNDLE } from './arm.js';
export type { ArmOptions, ArmResult, TeardownResult, GuardHealth, GuardState, GuardEnvOptions } from './arm.js';
export { collectGuardDenials, type CollectOptions } from './collect.js';
export { defaultStateDir, guardFiles, readMarkerSync, policyFromMarker, isExpired, type GuardFiles } from './marker.js';
export { ShellJudge, judgeWritePath, type Finding, type JudgeContext } from './shell.js';
