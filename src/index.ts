/**
 * cline-harness as a library. Every function returns data (and warnings);
 * nothing here prints or exits. Errors are typed: InputError (the user must fix
 * something named in the message) and InfrastructureError.
 */
export * from './errors.js';
export type { HarnessContext } from './context.js';
export * from './descriptor/index.js';
export * from './transcript/index.js';
export * from './lint/index.js';
export * from './eval-magic/index.js';
export {
  stageSkill,
  unstageSkill,
  readManifest,
  StageManifestSchema,
  type StageOptions,
  type StageResult,
  type UnstageResult,
  type StageManifest,
} from './staging/stage.js';
export { readSkillDocument, withSkillName, type ClineSkill, type SkillReading } from './staging/frontmatter.js';
export { dispatchTask, dispatchTasks, type DispatchOptions, type DispatchOutcome, type DispatchProgress } from './dispatch/dispatch.js';
export * from './dispatch/result.js';
export { loadTasksFile, type Task } from './dispatch/tasks.js';
export { findClineBinary, clineVersion, type ClineBinary } from './dispatch/cline-binary.js';
export { chooseSandbox, type SandboxMode, type SandboxChoice } from './dispatch/sandbox.js';
export { runConversation, CONVERSATION_FILE, type ConversationSpec, type ConversationOptions, type ConversationOutcome } from './conversation/run.js';
export * from './conversation/schema.js';
export { AcpClient, type ApprovePolicy, type PromptOutcome } from './acp/client.js';
export { defaultStateRoot, providerStateDir } from './acp/state.js';
export { startModelServer, type ModelServer, type ModelServerOptions, type RecordedRequest } from './model/server.js';
export { loadModelScript, parseModelScript, fillScript, type ModelScript, type ScriptTurn } from './model/script.js';
export * from './guard/index.js';
export * from './audit/index.js';
export * from './shadow/index.js';
export * from './check/index.js';
export * from './render/index.js';
export { loadSuite, type Suite } from './suite/load.js';
export { planTasks, planAll, assignShards, type PlannedTask } from './suite/plan.js';
export { runSuite, suiteExitCode, type RunSuiteOptions, type SuiteProgress, type Baseline } from './suite/suite.js';
export { mergeSuiteOutputs, readResults, type MergeOptions } from './suite/merge.js';
export { compareResults } from './suite/compare.js';
export { evaluateGates, resolveGate } from './suite/gate.js';
export * from './suite/schema.js';
export * from './results/schema.js';
export * as stats from './stats/index.js';
export { junitXml, type JunitSuite, type JunitTest } from './report/junit.js';
export { ARTIFACT_SCHEMAS, artifactSchemaFiles } from './schemas/artifacts.js';
