import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AuditReportSchema } from '../../src/audit/index.js';
import type { TaskResult } from '../../src/results/schema.js';
import { markTainted, systemChanges } from '../../src/suite/taint.js';
import { taskResult } from '../helpers/task-result.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();
const unconfined = { confinement: 'none' as const };

/** A task whose audit.json (in its own artifacts dir) lists `paths` as changed outside the env. */
async function withAudit(root: string, task: TaskResult, paths: string[]): Promise<TaskResult> {
  const artifacts = join(root, task.task_id.replaceAll('/', '_'));
  await mkdir(artifacts, { recursive: true });
  const audit = AuditReportSchema.parse({
    schema_version: 1, transcript: null, roots: ['/env'], cwd: '/env', home: '/home/u', live_skill: null, tool_calls: 1,
    violations: [], warnings: [], live_source_reads: [],
    outside_changes: paths.map((path) => ({ path, change: 'added', ordinal: null, tool: null })),
  });
  await writeFile(join(artifacts, 'audit.json'), JSON.stringify(audit));
  return { ...task, artifacts, stray_writes: paths.map((p) => `filesystem: ${p}`) };
}

describe('systemChanges', () => {
  it('reads the system-dir paths an unconfined task changed from its audit.json, and nothing of confined tasks', async () => {
    const root = await tempDir();
    const system = join(root, 'usr-local');
    const planted = join(system, 'bin', 'python3');
    const writer = await withAudit(root, taskResult('a', 'with_skill', 1, unconfined), [join(root, 'home', '.bashrc'), planted]);
    const homeOnly = await withAudit(root, taskResult('b', 'with_skill', 1, unconfined), [join(root, 'home', 'x')]);
    const confined = await withAudit(root, taskResult('c', 'with_skill', 1, { confinement: 'bwrap' }), [planted]);
    expect(await systemChanges([writer, homeOnly, confined], [system])).toEqual(new Map([[writer.task_id, [planted]]]));
  });
});

describe('markTainted', () => {
  it('marks invalid the tasks running beside or after a task that changed system files, and none before it', () => {
    const before = taskResult('a', 'with_skill', 1, { ...unconfined, status: 'passed' });
    const writer = taskResult('b', 'with_skill', 1, { ...unconfined, status: 'invalid' });
    const beside = taskResult('c', 'with_skill', 1, { ...unconfined, status: 'failed' });
    const after = taskResult('d', 'with_skill', 1, { ...unconfined, status: 'passed' });
    const spans = new Map([
      [before.task_id, { start: 0, end: 10 }],
      [writer.task_id, { start: 10, end: 20 }],
      [beside.task_id, { start: 5, end: 15 }],
      [after.task_id, { start: 20, end: 30 }],
    ]);
    const changes = new Map([[writer.task_id, ['/usr/local/bin/python3']]]);
    const [a, b, c, d] = markTainted([before, writer, beside, after], spans, changes);
    expect(a).toEqual(before);
    // The writer keeps its own verdict: it is not tainted by itself.
    expect(b).toEqual(writer);
    for (const t of [c!, d!]) {
      expect(t.status).toBe('invalid');
      expect(t.validity_errors).toEqual([
        'ran beside or after a task whose agent changed system files without bwrap: b/with_skill/r1 (/usr/local/bin/python3); ' +
          "this task's agent and checks may have run what it planted",
      ]);
    }
  });

  it('leaves a reused task alone (it did not run here)', () => {
    const writer = taskResult('a', 'with_skill', 1, unconfined);
    const reused = taskResult('b', 'with_skill', 1, { ...unconfined, status: 'passed' });
    const spans = new Map([[writer.task_id, { start: 0, end: 10 }]]);
    expect(markTainted([writer, reused], spans, new Map([[writer.task_id, ['/etc/x']]]))).toEqual([writer, reused]);
  });
});
