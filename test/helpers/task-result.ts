import type { TaskResult } from '../../src/results/schema.js';

/** A completed task of `results.json` with neutral figures; `extra` sets what a test looks at. */
export function taskResult(caseId: string, condition: TaskResult['condition'], repeat: number, extra: Partial<TaskResult> = {}): TaskResult {
  return {
    task_id: `${caseId}/${extra.model ? `${extra.model}/` : ''}${condition}/r${repeat}`,
    phases_ms: {},
    case_id: caseId,
    condition,
    model: null,
    repeat,
    status: 'passed',
    dispatch_status: 'completed',
    staged_skill: null,
    staged_description: null,
    skill_invoked: null,
    checks: [],
    tokens: 10,
    cost: 0,
    agent_ms: 1,
    cline_ms: 2,
    task_ms: 3,
    denials: {},
    guard_denials: 0,
    shadows: [],
    stray_writes: [],
    warnings: [],
    conversation: null,
    validity_errors: [],
    error: null,
    artifacts: '/x',
    skill_should_trigger: true,
    diff: null,
    judge_tokens: 0,
    judge_cost: 0,
    judge_ms: 0,
    codebase: null,
    confinement: 'bwrap',
    syscall_filter: true,
    task_domain: true,
    guard_loaded: true,
    model_record: null,
    ...extra,
  };
}

/** An arm of `n` tasks of which the first `passed` passed. */
export function arm(caseId: string, condition: TaskResult['condition'], passed: number, n: number, extra: Partial<TaskResult> = {}): TaskResult[] {
  return Array.from({ length: n }, (_, i) => taskResult(caseId, condition, i + 1, { status: i < passed ? 'passed' : 'failed', ...extra }));
}
