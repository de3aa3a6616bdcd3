/**
 * Without bwrap, a program or config an agent planted in the system dirs (a `python3` on a check's PATH, a package
 * in the system's Python, `/etc/ld.so.preload`) stays for every task that runs beside it or after it: their agents
 * and checks run it. Such tasks are not trusted either. Changes elsewhere do not spread this way: each task has its
 * own env, HOME and work dir, and the suite's sources are a read-only snapshot.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AuditReportSchema } from '../audit/index.js';
import { isInside } from '../guard/paths.js';
import type { TaskResult } from '../results/schema.js';

/** When a task ran, on one clock (performance.now()) for the whole suite run. */
export interface TaskSpan {
  start: number;
  end: number;
}

/** Per unconfined task, the paths in the trusted dirs (`trustedWritableDirs`) its audit counted as changed (from its audit.json). */
export async function systemChanges(results: readonly TaskResult[], systemDirs: readonly string[]): Promise<Map<string, string[]>> {
  const changes = new Map<string, string[]>();
  if (!systemDirs.length) return changes;
  for (const r of results) {
    if (r.confinement !== 'none' || !r.stray_writes.length) continue;
    const text = await readFile(join(r.artifacts, 'audit.json'), 'utf8').catch(() => null);
    const audit = text === null ? null : AuditReportSchema.safeParse(JSON.parse(text));
    const paths = audit?.success ? audit.data.outside_changes.map((c) => c.path).filter((p) => systemDirs.some((d) => isInside(p, d))) : [];
    if (paths.length) changes.set(r.task_id, paths);
  }
  return changes;
}

/**
 * Marks invalid every task that was still running when a task that changed the system dirs had started (the change
 * may have been made at any point of that run), and every task that started after. Reused tasks have no span and
 * are left alone.
 */
export function markTainted(
  results: readonly TaskResult[], spans: ReadonlyMap<string, TaskSpan>, changes: ReadonlyMap<string, readonly string[]>,
): TaskResult[] {
  const writers = results.filter((r) => changes.has(r.task_id) && spans.has(r.task_id));
  return results.map((result) => {
    const span = spans.get(result.task_id);
    if (!span) return result;
    const by = writers.filter((w) => w.task_id !== result.task_id && spans.get(w.task_id)!.start < span.end);
    if (!by.length) return result;
    const what = by.map((w) => `${w.task_id} (${changes.get(w.task_id)![0]})`).join(', ');
    const problem =
      `ran beside or after a task whose agent changed system files without bwrap: ${what}; ` +
      "this task's agent and checks may have run what it planted";
    const status = result.status === 'passed' || result.status === 'failed' ? 'invalid' : result.status;
    return { ...result, status, validity_errors: [...result.validity_errors, problem] };
  });
}
