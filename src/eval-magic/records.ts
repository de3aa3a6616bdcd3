/**
 * Pure builders of eval-magic's documents from one campaign's runs. No IO:
 * `write.ts` gathers the inputs from a suite's or a dispatch's artifacts.
 */
import type { AuditFinding, AuditReport } from '../audit/schema.js';
import type { ConversationRecord } from '../conversation/schema.js';
import type { DenialLogEntry } from '../guard/schema.js';
import { rootAgent } from '../transcript/agents.js';
import type { Transcript } from '../transcript/schema.js';
import type {
  EvalMagicAssertionResultSchema,
  EvalMagicBenchmark,
  EvalMagicConversation,
  EvalMagicConversationEvent,
  EvalMagicGrading,
  EvalMagicGuardDenials,
  EvalMagicPermissionDenials,
  EvalMagicRunRecord,
  EvalMagicSkillSource,
  EvalMagicStrayWrites,
  EvalMagicTiming,
} from './schema.js';
import type { z } from 'zod';

/** One run, as the harness knows it. */
export interface EvalMagicRunInput {
  evalId: string;
  condition: string;
  /** The model the run used (a suite task's); recorded as run.json's `model`. */
  model?: string;
  /** 1-based; only for cells that run a condition more than once (eval-magic leaves it out otherwise). */
  runIndex?: number;
  skillPath: string | null;
  prompt: string;
  files: string[];
  /** Null when the run produced no transcript (it never started). */
  transcript: Transcript | null;
  checks: ReadonlyArray<{ name: string; type: string; passed: boolean; evidence: string }>;
  /** false for a negative case: its skill_invoked check passes when the skill did not load. Default true. */
  skillShouldTrigger?: boolean;
  guardLog: readonly DenialLogEntry[];
  audit: AuditReport | null;
  /** The run's conversation.json, for a conversation (ACP) run. */
  conversation?: ConversationRecord | null;
  /** Where the staged skill came from, when that says more than `skillPath` (a skill taken from a git ref). */
  skillSource?: EvalMagicSkillSource;
}

/** eval-magic asks for tool results of about 2 KB at most. */
export const RESULT_LIMIT = 2048;
const SKILL_CHECK = 'skill_invoked';
const GRADERS: Record<string, z.infer<typeof EvalMagicAssertionResultSchema>['grader']> = {
  command: 'command_check',
  file_exists: 'command_check',
  file_contains: 'command_check',
  judge: 'llm_judge',
  diff_scope: 'diff_scope',
};

/** A tool result as eval-magic keeps it: a string (JSON for anything else), cut to about 2 KB; null when there was none. */
export function resultText(result: unknown): string | null {
  if (result === null || result === undefined) return null;
  const text = typeof result === 'string' ? result : JSON.stringify(result);
  return text.length > RESULT_LIMIT ? `${text.slice(0, RESULT_LIMIT)}\n[… ${text.length - RESULT_LIMIT} more characters cut]` : text;
}

const key = (run: EvalMagicRunInput) => ({ eval_id: run.evalId, condition: run.condition, ...(run.runIndex ? { run_index: run.runIndex } : {}) });

/** Our stop reasons eval-magic has no word for: there, such a run wrote no conversation.json (its dispatch failed). */
const UNRECORDED_STOPS = new Set(['prompt_error', 'interrupted']);

/** True when an answer's final text is already the tail of its messages (eval-magic then adds no extra message). */
function endsWith(messages: readonly string[], text: string): boolean {
  return messages.some((_, start) => messages.slice(start).join('\n') === text);
}

/**
 * The run's conversation in eval-magic's terms: per round (from 1) the prompt as a user message, then the agent's
 * messages and tool calls in stream order, then its final text when no message already ends with it; ordinals count every
 * event from 0. Null for a one-shot run, and for a conversation eval-magic could not have recorded (a prompt cline
 * answered with an error, an interrupted run): eval-magic writes no conversation.json for a failed dispatch.
 */
export function conversationRecord(run: EvalMagicRunInput): EvalMagicConversation | null {
  const c = run.conversation;
  const t = run.transcript;
  if (!c || (c.stop_reason !== null && UNRECORDED_STOPS.has(c.stop_reason))) return null;
  const events: EvalMagicConversationEvent[] = [];
  const rounds = [...new Set(c.events.filter((e) => e.type === 'prompt').map((e) => e.round))].sort((a, b) => a - b);
  for (const round of rounds) {
    for (const p of c.events.filter((e) => e.type === 'prompt' && e.round === round)) {
      events.push({ type: 'user_message', ordinal: events.length, round: round + 1, text: p.text, ...(p.origin ? { origin: p.origin } : {}) });
    }
    const said: string[] = [];
    const root = t ? rootAgent(t) : null;
    for (const e of t?.events ?? []) {
      if (e.turn !== round || e.agent !== root) continue; // a subagent's own messages are its parent's tool result
      if (e.type === 'assistant_message') {
        said.push(e.text);
        events.push({ type: 'assistant_message', ordinal: events.length, round: round + 1, text: e.text });
      } else if (e.type === 'tool_invocation') {
        const call = t!.tool_invocations[e.tool_ordinal];
        events.push({
          type: 'tool_invocation',
          ordinal: events.length,
          round: round + 1,
          name: e.name,
          args: call?.args ?? null,
          result: resultText(call?.result),
        });
      }
    }
    const final = t?.turns.find((x) => x.index === round)?.final_text ?? c.rounds.find((r) => r.round === round)?.last_message ?? '';
    if (final.trim() !== '' && !endsWith(said, final)) events.push({ type: 'assistant_message', ordinal: events.length, round: round + 1, text: final });
  }
  return {
    status: c.status,
    delivered_followups: c.delivered_followups,
    ...(c.status === 'stopped' && c.stop_reason !== null ? { stop_reason: c.stop_reason as NonNullable<EvalMagicConversation['stop_reason']> } : {}),
    ...(c.status === 'stopped' && c.stopped_before_followup !== null ? { stopped_before_followup: c.stopped_before_followup } : {}),
    ...(c.status === 'timed_out' ? { timed_out_in_round: (c.timed_out_in_round ?? 0) + 1 } : {}),
    events,
    ...(c.responder_outcome && c.status !== 'timed_out' ? { responder_outcome: c.responder_outcome } : {}),
  };
}

export function runRecord(run: EvalMagicRunInput): EvalMagicRunRecord {
  const t = run.transcript;
  const conversation = conversationRecord(run);
  // As eval-magic records a conversation: its tool calls are the conversation's, with the conversation's ordinals.
  const calls = conversation
    ? conversation.events.flatMap((e) => (e.type === 'tool_invocation' ? [{ name: e.name, args: e.args, result: e.result ?? null, ordinal: e.ordinal }] : []))
    : (t?.tool_invocations ?? []).map((i) => ({ name: i.name, args: i.args, result: resultText(i.result), ordinal: i.ordinal }));
  return {
    eval_id: run.evalId,
    condition: run.condition,
    ...(run.model ? { model: run.model } : {}),
    skill_path: run.skillPath,
    prompt: run.prompt,
    files: run.files,
    final_message: t?.final_text ?? '',
    tool_invocations: calls,
    total_tokens: t?.total_tokens ?? null,
    duration_ms: t?.duration_ms === null || t?.duration_ms === undefined ? null : Math.round(t.duration_ms),
    ...(run.runIndex ? { run_index: run.runIndex } : {}),
    ...(conversation ? { conversation } : {}),
    ...(run.skillSource ? { skill_source: run.skillSource } : {}),
  };
}

/** Whether the skill loaded, from the run's skill_invoked check (inverted in a negative case); null when no such check ran. */
export function skillInvoked(run: EvalMagicRunInput): boolean | null {
  const check = run.checks.find((c) => c.type === SKILL_CHECK);
  if (!check) return null;
  return run.skillShouldTrigger === false ? !check.passed : check.passed;
}

function summary(results: ReadonlyArray<{ passed: boolean }>) {
  const passed = results.filter((r) => r.passed).length;
  return { passed, failed: results.length - passed, total: results.length };
}

/** The run's checks as eval-magic's grading: skill_invoked becomes the `__skill_invoked` meta check, out of the pass rate. */
export function grading(run: EvalMagicRunInput): EvalMagicGrading {
  const toResult = (c: EvalMagicRunInput['checks'][number], id = c.name) => ({
    id,
    passed: c.passed,
    evidence: c.evidence,
    confidence: 1,
    grader: GRADERS[c.type] ?? ('transcript_check' as const),
  });
  const assertion_results = run.checks.filter((c) => c.type !== SKILL_CHECK).map((c) => toResult(c));
  const meta_results = run.checks.filter((c) => c.type === SKILL_CHECK).map((c) => toResult(c, '__skill_invoked'));
  const s = summary(assertion_results);
  return {
    assertion_results,
    summary: { ...s, pass_rate: s.total ? s.passed / s.total : 0 },
    ...(meta_results.length ? { meta_results, meta_summary: { ...summary(meta_results), skill_invoked: skillInvoked(run) } } : {}),
  };
}

export function timing(run: EvalMagicRunInput): EvalMagicTiming {
  const r = runRecord(run);
  return { total_tokens: r.total_tokens ?? null, duration_ms: r.duration_ms ?? null, source: 'completion-event' };
}

export function permissionDenials(runs: readonly EvalMagicRunInput[], iteration: number, generated: string): EvalMagicPermissionDenials {
  const tasks = runs
    .filter((r) => r.transcript?.denials.length)
    .map((r) => {
      const denials = r.transcript!.denials.map((d) => ({ tool: d.tool, reason: d.reason, input_keys: d.input_keys, guard_attributed: d.kind === 'guard' }));
      return { ...key(r), denial_count: denials.length, guard_attributed_count: denials.filter((d) => d.guard_attributed).length, denials };
    });
  return { generated, iteration, total_denials: tasks.reduce((n, t) => n + t.denial_count, 0), tasks };
}

const sortedKeys = (input: unknown) => (input && typeof input === 'object' && !Array.isArray(input) ? Object.keys(input).sort() : []);

export function guardDenials(runs: readonly EvalMagicRunInput[], iteration: number, generated: string): EvalMagicGuardDenials {
  const tasks = runs
    .filter((r) => r.guardLog.length)
    .map((r) => ({
      ...key(r),
      denial_count: r.guardLog.length,
      denials: r.guardLog.map((d) => ({
        timestamp: d.ts,
        harness: 'cline',
        tool: d.tool,
        reason: d.reason,
        resolved_targets: d.target ? [d.target] : [],
        input_keys: sortedKeys(d.input),
      })),
    }));
  return { generated, iteration, total_denials: tasks.reduce((n, t) => n + t.denial_count, 0), tasks };
}

function strayFinding(f: AuditFinding) {
  return { tool: f.tool, ...(f.command === null ? { path: f.target } : { command: f.command }), ordinal: f.ordinal, reason: f.reason };
}

export function strayWrites(runs: readonly EvalMagicRunInput[], iteration: number, generated: string): EvalMagicStrayWrites {
  const entries = runs
    .filter((r) => r.audit && r.audit.violations.length + r.audit.warnings.length + r.audit.live_source_reads.length > 0)
    .map((r) => ({
      ...key(r),
      violations: r.audit!.violations.map(strayFinding),
      warnings: r.audit!.warnings.map(strayFinding),
      live_source_reads: r.audit!.live_source_reads.map(strayFinding),
    }));
  const total = (k: 'violations' | 'warnings' | 'live_source_reads') => entries.reduce((n, e) => n + e[k].length, 0);
  return {
    generated,
    iteration,
    totals: { violations: total('violations'), warnings: total('warnings'), live_source_reads: total('live_source_reads') },
    runs: entries,
  };
}

const round = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places;

/** eval-magic's stats: mean and population standard deviation; numeric 0 with n = 0 when no sample exists. */
function stats(samples: readonly number[], places: number) {
  const n = samples.length;
  if (!n) return { mean: 0, stddev: 0, n: 0 };
  const mean = samples.reduce((a, b) => a + b, 0) / n;
  const variance = samples.reduce((a, b) => a + (b - mean) ** 2, 0) / n;
  return { mean: round(mean, places), stddev: round(Math.sqrt(variance), places), n };
}

export interface BenchmarkOptions {
  /** [treatment, control], e.g. ['with_skill', 'without_skill']. */
  compared: [string, string];
  generated: string;
  /** The suite's own warnings about these arms, passed through. */
  validityWarnings: readonly string[];
}

export function benchmark(runs: readonly EvalMagicRunInput[], options: BenchmarkOptions): EvalMagicBenchmark {
  const [a, b] = options.compared;
  const warnings = [...options.validityWarnings];
  const run_summary: EvalMagicBenchmark['run_summary'] = {};
  for (const cond of options.compared) {
    const arm = runs.filter((r) => r.condition === cond);
    const records = arm.map(runRecord);
    const gradings = arm.map(grading);
    const tokens = records.flatMap((r) => (typeof r.total_tokens === 'number' ? [r.total_tokens] : []));
    const durations = records.flatMap((r) => (typeof r.duration_ms === 'number' ? [r.duration_ms] : []));
    const hasSkill = arm.some((r) => r.skillPath !== null);
    // Negative cases (the skill should not load) stay out of the invocation rate.
    const invoked = arm
      .filter((r) => r.skillShouldTrigger !== false)
      .map(skillInvoked)
      .filter((v): v is boolean => v !== null);
    const rate = invoked.length ? round(invoked.filter(Boolean).length / invoked.length, 3) : null;
    run_summary[cond] = {
      pass_rate: stats(
        gradings.map((g) => g.summary.pass_rate),
        3,
      ),
      duration_ms: stats(durations, 0),
      total_tokens: stats(tokens, 0),
      ...(hasSkill ? { skill_invocation_n: invoked.length, skill_invocation_rate: rate } : {}),
    };
    const n = arm.length;
    if (tokens.length < n || durations.length < n) {
      warnings.push(
        `condition '${cond}' has incomplete timing samples (total_tokens: ${tokens.length}/${n}; duration_ms: ${durations.length}/${n}): ` +
          `n: 0 is unavailable, not a measured zero.`,
      );
    }
    if (rate !== null && rate < 1) {
      warnings.push(`condition '${cond}' had the skill staged but an invocation rate of ${Math.round(rate * 100)}% (${invoked.length} runs checked).`);
    }
  }
  const na = runs.filter((r) => r.condition === a).length;
  const nb = runs.filter((r) => r.condition === b).length;
  if (na !== nb) warnings.push(`conditions have uneven run counts (${a}: ${na}, ${b}: ${nb}).`);

  const assertions: EvalMagicBenchmark['assertions'] = {};
  for (const run of runs.filter((r) => r.condition === a || r.condition === b)) {
    for (const result of grading(run).assertion_results) {
      const cell = (((assertions[run.evalId] ??= {})[result.id] ??= {})[run.condition] ??= { passed: 0, n: 0 });
      cell.n++;
      if (result.passed) cell.passed++;
    }
  }
  const sa = run_summary[a]!;
  const sb = run_summary[b]!;
  return {
    generated: options.generated,
    mode: a === 'new_skill' ? 'revision' : 'new-skill',
    ...(a === 'new_skill' ? { baseline: b } : {}),
    conditions_compared: [a, b],
    missing_gradings: 0,
    validity_warnings: warnings,
    run_summary,
    assertions,
    delta: {
      direction: `${a} - ${b}`,
      pass_rate: round(sa.pass_rate.mean - sb.pass_rate.mean, 3),
      duration_ms: round(sa.duration_ms.mean - sb.duration_ms.mean, 0),
      total_tokens: round(sa.total_tokens.mean - sb.total_tokens.mean, 0),
    },
  };
}
