import { describe, expect, it } from 'vitest';
import { protectionSummary } from '../../src/results/protection.js';
import { taskResult } from '../helpers/task-result.js';

const checked = { checked: true, note: null, recorded_calls: 1, unmatched: [], unreceived: [], tokens: null, rejected_requests: 0 };

describe('protectionSummary', () => {
  it('counts confinement, guard loads and record checks once per run', () => {
    const tasks = [
      taskResult('a', 'with_skill', 1, { confinement: 'bwrap', guard_loaded: true, model_record: checked }),
      taskResult('a', 'with_skill', 2, { confinement: 'bwrap', guard_loaded: true, model_record: checked }),
    ];
    expect(protectionSummary(tasks)).toEqual({
      line: 'confinement: bwrap 2/2, syscall filter 2/2, task domain 2/2, guard loaded 2/2, model record checked 2/2',
      warnings: [],
    });
  });

  it('never stays silent about tasks without bwrap, guards that did not load, or unchecked records', () => {
    const tasks = [
      taskResult('a', 'with_skill', 1, {
        confinement: 'none',
        syscall_filter: false,
        task_domain: false,
        guard_loaded: false,
        model_record: { ...checked, checked: false },
      }),
      taskResult('a', 'with_skill', 2, { confinement: 'bwrap', guard_loaded: true, model_record: checked }),
      // Never dispatched: not counted.
      taskResult('a', 'with_skill', 3, { confinement: null, syscall_filter: null, task_domain: null, guard_loaded: null, model_record: null }),
    ];
    const p = protectionSummary(tasks);
    expect(p.line).toBe('confinement: bwrap 1/2, syscall filter 1/2, task domain 1/2, guard loaded 1/2, model record checked 1/2');
    expect(p.warnings).toHaveLength(5);
    expect(p.warnings[0]).toMatch(/^1 of 2 task\(s\) ran without an OS sandbox/);
    expect(p.warnings[1]).toMatch(/^1 of 2 task\(s\) ran without the syscall filter/);
    expect(p.warnings[2]).toMatch(/^1 of 2 task\(s\) ran without bwrap and without a Landlock domain/);
    expect(p.warnings[3]).toMatch(/did not load it in 1 task/);
    expect(p.warnings[4]).toMatch(/provider = "user"/);
  });

  it('says "no guard" for a suite without one, and nothing when no task ran', () => {
    expect(protectionSummary([taskResult('a', 'with_skill', 1, { guard_loaded: null, model_record: checked })]).line).toContain('no guard');
    expect(protectionSummary([])).toEqual({ line: null, warnings: [] });
    // Older results have no model record and no filter field: not counted as unchecked or unfiltered.
    expect(protectionSummary([taskResult('a', 'with_skill', 1, { model_record: null, syscall_filter: null, task_domain: null })])).toEqual({
      line: 'confinement: bwrap 1/1, guard loaded 1/1',
      warnings: [],
    });
  });
});
