import { Parser, type Node } from 'commonmark';
import { describe, expect, it } from 'vitest';
import { comparisonMarkdown, mdText, summaryMarkdown } from '../../src/report/markdown.js';
import type { SuiteResults, TaskResult } from '../../src/results/schema.js';
import { compareResults } from '../../src/suite/compare.js';
import { resolveGate } from '../../src/suite/gate.js';
import { assemble } from '../../src/suite/suite.js';
import { arm } from '../helpers/task-result.js';

function results(tasks: TaskResult[], gate: Parameters<typeof resolveGate>[0] = { min_delta: 0.2 }): SuiteResults {
  const ids = [...new Set(tasks.map((t) => t.case_id))];
  return assemble(
    {
      suite: 'md_suite|*x*', suite_hash: '0'.repeat(64), started_at: '2026-11-30T00:00:00Z', duration_ms: 1, cline_version: '3.0.65', model: 'm',
      planned: tasks.map((t) => t.task_id), shard: null, merged_from: 2, partial: false, missing: [],
      gates: Object.fromEntries(ids.map((id) => [id, resolveGate(gate, undefined)])), old_skill_git: null,
    },
    tasks,
  );
}

/** Every node of a CommonMark document, depth first. */
function nodes(doc: Node): Node[] {
  const out: Node[] = [];
  const walker = doc.walker();
  for (let e = walker.next(); e; e = walker.next()) if (e.entering) out.push(e.node);
  return out;
}

/** A node's text as a reader sees it. */
function text(node: Node): string {
  return nodes(node).map((n) => (n.type === 'softbreak' ? '\n' : (n.literal ?? ''))).join('');
}

describe('summaryMarkdown under a strict CommonMark parser', () => {
  const tasks = [
    ...arm('fix_typo*', 'with_skill', 3, 3),
    ...arm('fix_typo*', 'without_skill', 0, 3),
    ...arm('a|b', 'with_skill', 1, 2, { denials: { guard: 1 } }),
    ...arm('a|b', 'without_skill', 1, 2),
  ];
  const md = summaryMarkdown(results(tasks));
  const doc = new Parser({ smart: false }).parse(md);
  const all = nodes(doc);

  it('has the verdict and the failures as headings, no raw HTML and no accidental emphasis', () => {
    expect(all.filter((n) => n.type === 'heading').map(text)).toEqual(['cline-harness suite md_suite|*x*: gate FAILED', 'Gate failures', 'Validity warnings']);
    expect(all.filter((n) => ['html_block', 'html_inline', 'emph', 'link'].includes(n.type))).toEqual([]);
  });

  it('reads back every table row cell for cell, pipes in case ids escaped', () => {
    const table = all.find((n) => n.type === 'paragraph' && text(n).startsWith('| Case'))!;
    const rows = text(table).split('\n').slice(2);
    // Normalized gain: Δ / (1 − control pass rate); 1 / (1 − 0) and 0 / (1 − 0.5).
    expect(rows[0]).toBe('| fix_typo* | with_skill | 3/3 100% [44%, 100%] | +100 pp [+21, +100] | +100% | p = 0.1 | holds |');
    expect(rows[2]).toBe('| a|b | with_skill | 1/2 50% [9%, 91%] (flaky) | ±0 pp [\u221257, +57] | 0% | p = 1 | FAILS |');
    // Unescaped, the pipe in "a|b" would split the cell in a GFM table.
    expect(md).toContain('| a\\|b | with\\_skill |');
  });

  it('lists each failing case with its rule and numbers, and each validity warning', () => {
    const items = all.filter((n) => n.type === 'item').map(text);
    expect(items[0]).toMatch(/^a\|b with_skill: gate failed: min_pass_rate 100%: 1\/2 passed \(50%\) < 100%; min_delta \+20 pp: Δ ±0 pp \[/);
    expect(items).toContain('a|b with_skill: denials: guard 2');
    expect(md).toContain('Merged from 2 shards.');
  });

  it('escapes Markdown punctuation and flattens newlines in free text', () => {
    expect(mdText('a*b_c [x](y) <b>\nnext')).toBe('a\\*b\\_c \\[x\\](y) \\<b\\> next');
  });
});

describe('judges and git sources in the summary', () => {
  const judged = (status: 'passed' | 'failed' | 'error', votes: { pass: number; fail: number; error: number } | undefined, evidence: string) => ({
    name: 'reads well',
    type: 'judge',
    passed: status === 'passed',
    status,
    evidence: `${evidence}\nvote 1: ...`,
    judge: { tokens: 1000, cost: 0.002, ms: 1500, ...(votes ? { votes } : {}) },
  });
  const withJudges = (caseId: string, condition: TaskResult['condition'], checks: TaskResult['checks']): TaskResult[] =>
    arm(caseId, condition, 1, checks.length, {}).map((t, i) => ({ ...t, checks: [checks[i]!], judge_tokens: 1000, judge_cost: 0.002, judge_ms: 1500 }));
  const tasks = [
    ...withJudges('c', 'with_skill', [
      judged('passed', { pass: 3, fail: 0, error: 0 }, 'pass: 3 pass, 0 fail of 3'),
      judged('failed', { pass: 1, fail: 1, error: 0 }, 'fail: 1 pass, 1 fail of 2 (a tie fails)'),
    ]),
    ...withJudges('c', 'without_skill', [judged('error', { pass: 0, fail: 0, error: 1 }, 'no verdict: no majority: 0 pass, 0 fail, 1 without a verdict of 1')]),
    // From before vote counts were kept: no mark unless the check errored.
    ...withJudges('d', 'with_skill', [
      judged('passed', { pass: 2, fail: 0, error: 1 }, 'pass: 2 pass, 0 fail, 1 without a verdict of 3'),
      judged('failed', undefined, 'fail: 0 pass, 1 fail of 1'),
    ]),
    ...arm('d', 'without_skill', 1, 1),
  ];
  const summary = results(tasks);
  const md = summaryMarkdown({ ...summary, old_skill_git: { path: '/repo/skills/tiny', ref: 'HEAD~1', commit: 'a'.repeat(40), dirty: true } });
  const all = nodes(new Parser().parse(md));

  it('shows what the judges spent per arm and in all, and marks gradings that tied or lacked verdicts', () => {
    expect(all.filter((n) => n.type === 'heading').map(text)).toContain('Judges');
    const table = all.find((n) => n.type === 'paragraph' && text(n).startsWith('| Case | Condition | Judged'))!;
    // One judged check per arm, graded once per run: the check counts once, its gradings per run.
    expect(text(table).split('\n')[0]).toBe('| Case | Condition | Judged checks | Gradings | Judge tokens | Judge cost |');
    expect(text(table).split('\n').slice(2)).toEqual([
      '| c | with_skill | 1 | 2 | 2,000 | $0.0040 |',
      '| c | without_skill | 1 | 1 | 1,000 | $0.0020 |',
      '| d | with_skill | 1 | 2 | 2,000 | $0.0040 |',
    ]);
    expect(md).toContain("Judges in all: 5,000 tokens, $0.0100, 7.5 s, apart from the agent's.");
    expect(all.filter((n) => n.type === 'item').map(text)).toEqual(
      expect.arrayContaining([
        'Tie c/with_skill/r2: reads well: fail: 1 pass, 1 fail of 2 (a tie fails)',
        'No verdict c/without_skill/r1: reads well: no verdict: no majority: 0 pass, 0 fail, 1 without a verdict of 1',
        'Votes without a verdict d/with_skill/r1: reads well: pass: 2 pass, 0 fail, 1 without a verdict of 3',
      ]),
    );
    expect(md).not.toContain('c/with_skill/r1');
    expect(md).not.toContain('d/with_skill/r2');
  });

  it('says a judge total is unknown when one judge run reported no usage, rather than counting it as zero', () => {
    const unknown = tasks.map((t, i) => (i === 0 ? { ...t, judge_tokens: null } : t));
    const md2 = summaryMarkdown(results(unknown));
    const table = nodes(new Parser().parse(md2)).find((n) => n.type === 'paragraph' && text(n).startsWith('| Case | Condition | Judged'))!;
    expect(text(table).split('\n').slice(2, 4)).toEqual(['| c | with_skill | 1 | 2 | unknown | $0.0040 |', '| c | without_skill | 1 | 1 | 1,000 | $0.0020 |']);
    expect(md2).toContain("Judges in all: unknown tokens, $0.0100, 7.5 s, apart from the agent's.");
  });

  it('names the old skill\'s commit and says when the skill had uncommitted changes', () => {
    const line = all.find((n) => n.type === 'paragraph' && text(n).startsWith('Old skill'))!;
    expect(text(line)).toBe(
      `Old skill: /repo/skills/tiny at HEAD~1 (${'a'.repeat(12)}); the skill had uncommitted changes, which the new version includes and no commit does.`,
    );
    expect(
      nodes(line)
        .filter((n) => n.type === 'strong')
        .map(text),
    ).toEqual(['the skill had uncommitted changes']);
  });
});

describe('comparisonMarkdown', () => {
  it('reads back as a table of changes and a regression list', () => {
    const base = results([...arm('c', 'with_skill', 10, 10)], { min_delta: 0 });
    const next = results([...arm('c', 'with_skill', 0, 10)], { min_delta: 0 });
    const doc = new Parser().parse(comparisonMarkdown(compareResults(base, next, { base: 'main', new: 'pr' })));
    const all = nodes(doc);
    const table = all.find((n) => n.type === 'paragraph' && text(n).startsWith('| Case'))!;
    // Tokens, cost and agent_ms did not change (every task the same): +0 each.
    expect(text(table).split('\n')[2]).toBe(
      '| c | with_skill | 100% | 0% | \u2212100 pp [\u2212100, \u221261] | p < 0.001 | regressed | +0 | +$0.0000 | +0 ms |',
    );
    expect(all.filter((n) => n.type === 'item').map(text)[0]).toMatch(/^Regressed c with_skill: max_regression ±0 pp: pass rate 100% → 0%/);
    expect(comparisonMarkdown(compareResults(base, next, { base: 'main', new: 'pr' }))).not.toContain('No regressions');
  });

  it('shows the changes in tokens, cost and agent_ms with their signs', () => {
    const base = results(arm('c', 'with_skill', 2, 2, { tokens: 1000, cost: 0.5, agent_ms: 4000 }), { min_delta: 0 });
    const next = results(arm('c', 'with_skill', 2, 2, { tokens: 2500, cost: 0.25, agent_ms: 1500 }), { min_delta: 0 });
    const md = comparisonMarkdown(compareResults(base, next, { base: 'main', new: 'pr' }));
    expect(md).toContain('| +1,500 | \u2212$0.2500 | \u22122.5 s |');
  });

  it('warns loudly about an inconclusive comparison and never calls it "No regressions"', () => {
    const base = results(arm('c', 'with_skill', 2, 2), { min_delta: 0 });
    const next = results(arm('c', 'with_skill', 2, 2), { min_delta: 0 });
    const md = comparisonMarkdown(compareResults(base, next, { base: 'main', new: 'pr' }));
    expect(md).toContain('> **Warning:** 1 comparison with the baseline cannot tell whether the skill regressed');
    expect(md).toMatch(/\*\*⚠ Inconclusive\*\* c with\\_skill: max\\_regression ±0 pp: .*INCONCLUSIVE/);
    expect(md).not.toContain('No regressions');
    // Every treatment held: then, and only then, "No regressions".
    const held = results(arm('c', 'with_skill', 2, 2), { min_delta: 0, max_regression: 0.9 });
    expect(comparisonMarkdown(compareResults(held, held, { base: 'main', new: 'pr' }))).toContain('No regressions: every treatment held.');
  });
});

describe('what protected the run, in the summary', () => {
  it('says it once with counts, and warns (as a block quote) about tasks that ran without bwrap', () => {
    const tasks = [
      ...arm('c', 'with_skill', 1, 2, { confinement: 'none' }),
      ...arm('c', 'without_skill', 1, 2, { confinement: 'bwrap' }),
    ];
    const md = summaryMarkdown(results(tasks));
    expect(md.match(/^Protection: /gm)).toHaveLength(1);
    expect(md).toContain('Protection: confinement: bwrap 2/4, syscall filter 4/4, task domain 4/4, guard loaded 4/4.');
    const quotes = nodes(new Parser().parse(md)).filter((n) => n.type === 'block_quote').map(text);
    expect(quotes).toEqual([expect.stringMatching(/^Warning: 2 of 4 task\(s\) ran without an OS sandbox \(no bwrap\)/)]);
  });
});
