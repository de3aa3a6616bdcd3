/**
 * The lint rules as data: each has an id, a default severity and the one-line
 * summary `lint --help` prints. The checks themselves live in `lint.ts`, one
 * function per rule id.
 */
export const SEVERITIES = ['error', 'warn', 'info', 'off'] as const;
export type Severity = (typeof SEVERITIES)[number];

export interface LintRule {
  id: string;
  severity: Exclude<Severity, 'off'>;
  summary: string;
}

export const LINT_RULES = [
  { id: 'empty-file', severity: 'error', summary: 'the file holds no event line at all' },
  { id: 'stream-cut', severity: 'error', summary: 'the stream was cut: no run_result, or a last line without its end' },
  { id: 'not-completed', severity: 'error', summary: 'the run finished with a reason other than "completed", or was aborted' },
  { id: 'tool-call-unanswered', severity: 'error', summary: 'a tool call that never got its result' },
  { id: 'malformed-line', severity: 'error', summary: 'a line that is not JSON, not an event, or too long to read' },
  { id: 'bom', severity: 'error', summary: 'a UTF-8 byte-order mark before the first line' },
  { id: 'nul-byte', severity: 'error', summary: 'NUL bytes in the stream (what a crash leaves in a preallocated file)' },
  { id: 'unknown-event', severity: 'warn', summary: 'an event type no known cline version writes: the stream drifts' },
  { id: 'unknown-field', severity: 'warn', summary: 'a field no known cline version writes on that event (checked on the first lines of each event type)' },
  { id: 'denials', severity: 'warn', summary: 'refused tool calls, counted by kind (guard, policy, approval, hook, plan_mode, provider, sandbox)' },
  { id: 'provider-retry', severity: 'warn', summary: 'a provider error, which cline retries before it recovers or gives up' },
  { id: 'final-text', severity: 'warn', summary: 'the final text is empty, or is an error message rather than an answer' },
  { id: 'unknown-tool', severity: 'warn', summary: 'a call to a tool cline does not offer' },
  { id: 'tokens-missing', severity: 'warn', summary: 'the stream reports no token usage' },
  { id: 'subagent-unfinished', severity: 'warn', summary: 'a spawned subagent that never finished' },
  { id: 'stderr-errors', severity: 'warn', summary: "error lines in cline's stderr log (--stderr, or a cline-stderr.log beside the events file)" },
  { id: 'run-info', severity: 'info', summary: 'the cline version when known, the model, and the counts of iterations and tool calls' },
] as const satisfies readonly LintRule[];

export type LintRuleId = (typeof LINT_RULES)[number]['id'];
export const LINT_RULE_IDS = LINT_RULES.map((r) => r.id) as [LintRuleId, ...LintRuleId[]];

export function isLintRuleId(id: string): id is LintRuleId {
  return (LINT_RULE_IDS as readonly string[]).includes(id);
}
