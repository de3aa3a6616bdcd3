/** LLM-judged grading of a finished run: the prompt, the judge runs, the verdicts. */
export * from './schema.js';
export { DEFAULT_JUDGE_TIMEOUT_S, decide, runJudge, type JudgeModel, type JudgeOptions } from './run.js';
export { JUDGE_LIMITS, judgePrompt, type GradedRun } from './prompt.js';
export { readVerdict, VerdictSchema, type Verdict, type VerdictReading } from './verdict.js';
export { renderTranscriptForJudge, truncate } from './render.js';
