/** The judge's prompt for one graded run: rubric, task, final message, transcript rendering and diff, each capped. */
import type { Descriptor } from '../descriptor/index.js';
import { capPatch, envDiff, type DiffBase } from '../diff/diff.js';
import { errorMessage } from '../errors.js';
import { renderJudgePrompt } from '../render/templates.js';
import type { Transcript } from '../transcript/schema.js';
import { renderTranscriptForJudge, truncate } from './render.js';

/**
 * Caps that keep the whole prompt well under Linux's 128 KiB limit on one
 * command-line argument (the template passes the prompt as one).
 */
export const JUDGE_LIMITS = { task: 8_000, finalMessage: 8_000, transcript: 40_000, diffBytes: 40_000 } as const;

export interface GradedRun {
  rubric: string;
  /** The prompt the agent was given. */
  task: string;
  transcript: Transcript;
  /** The env the agent worked in. */
  env: string;
  /** Where the env started (the harness's record, or a commit); absent: its first commit. */
  baseCommit?: DiffBase;
}

/** The env's diff as the judge sees it, or a sentence saying why there is none. */
async function diffText(env: string, baseCommit: DiffBase): Promise<string> {
  try {
    return capPatch((await envDiff(env, baseCommit)).patch, JUDGE_LIMITS.diffBytes);
  } catch (err) {
    return `(no diff: ${errorMessage(err)})`;
  }
}

/** The rendered grading prompt, with `envCopy` as the read-only copy it names. */
export async function judgePrompt(descriptor: Descriptor, run: GradedRun, envCopy: string): Promise<string> {
  return renderJudgePrompt(descriptor, {
    rubric: run.rubric,
    task: truncate(run.task, JUDGE_LIMITS.task),
    finalMessage: truncate(run.transcript.final_text ?? '', JUDGE_LIMITS.finalMessage),
    transcript: renderTranscriptForJudge(run.transcript, JUDGE_LIMITS.transcript),
    diff: await diffText(run.env, run.baseCommit),
    envCopy,
  });
}
