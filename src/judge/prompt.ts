/** The judge's prompt for one graded run: rubric, task, final message, transcript rendering and diff, each capped. */
import type { Descriptor } from '../descriptor/index.js';
import { capPatch, envDiff, type DiffBase } from '../diff/diff.js';
import { errorMessage } from '../errors.js';
import { renderJudgePrompt } from '../render/templates.js';
import type { Transcript } from '../transcript/schema.js';
import { renderTranscriptForJudge, truncate } from './render.js';
import { boundaryFor, untrustedBlock } from './untrusted.js';

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

/** A rendered grading prompt, and the agent's texts in it (what a verdict must not merely repeat). */
export interface JudgePromptText {
  text: string;
  agentTexts: string[];
}

/** What the graded agent wrote, as the judge sees it: final message, transcript rendering and diff, each capped. */
export async function agentTextsOf(run: GradedRun): Promise<{ finalMessage: string; transcript: string; diff: string }> {
  return {
    finalMessage: truncate(run.transcript.final_text ?? '', JUDGE_LIMITS.finalMessage).trim() || '(none)',
    transcript: renderTranscriptForJudge(run.transcript, JUDGE_LIMITS.transcript),
    diff: (await diffText(run.env, run.baseCommit)).trim() || '(no changes)',
  };
}

/**
 * The rendered grading prompt, with `envCopy` as the read-only copy it names.
 * The agent's final message, transcript and diff go in as untrusted blocks (src/judge/untrusted.ts).
 */
export async function judgePrompt(descriptor: Descriptor, run: GradedRun, envCopy: string): Promise<JudgePromptText> {
  const agent = await agentTextsOf(run);
  const nonce = boundaryFor([agent.finalMessage, agent.transcript, agent.diff]);
  const text = renderJudgePrompt(descriptor, {
    rubric: run.rubric,
    task: truncate(run.task, JUDGE_LIMITS.task),
    finalMessage: untrustedBlock("the agent's final message", agent.finalMessage, nonce),
    transcript: untrustedBlock("the agent's transcript", agent.transcript, nonce),
    diff: untrustedBlock("the agent's diff", agent.diff, nonce),
    envCopy,
  });
  return { text, agentTexts: [agent.finalMessage, agent.transcript, agent.diff] };
}
