/**
 * What protected a run's tasks, said once per run with counts: the OS
 * boundary (bwrap or none), the syscall filter against reaching into cline's
 * process, the task's own Landlock domain against reaching out of it, whether
 * the guard plugin loaded, and whether the
 * model's replies were recorded to check the transcript against. The
 * terminal, the Markdown summary and the report's first screen all print this.
 * Pure.
 */
import type { TaskResult } from './schema.js';

export interface Protection {
  /** e.g. `confinement: bwrap 16/16, syscall filter 16/16, task domain 16/16, guard loaded 16/16, model record checked 16/16`; null when no task dispatched. */
  line: string | null;
  /** Never silent: tasks that ran without an OS sandbox, a guard that did not load, calls that could not be checked. */
  warnings: string[];
}

type Fields = Pick<TaskResult, 'confinement' | 'syscall_filter' | 'task_domain' | 'guard_loaded' | 'model_record'>;

export function protectionSummary(tasks: readonly Fields[]): Protection {
  const ran = tasks.filter((t) => t.confinement !== null);
  if (!ran.length) return { line: null, warnings: [] };
  const bwrap = ran.filter((t) => t.confinement === 'bwrap').length;
  const guarded = ran.filter((t) => t.guard_loaded !== null);
  const loaded = guarded.filter((t) => t.guard_loaded === true).length;
  // Results from before the record existed have none: they are left out rather than counted as unchecked.
  const recorded = ran.filter((t) => t.model_record !== null);
  const checked = recorded.filter((t) => t.model_record!.checked).length;
  // Results from before the filter existed, and supervisors lost mid-run (their tasks are invalid anyway), are left out.
  const known = ran.filter((t) => t.syscall_filter !== null && t.syscall_filter !== undefined);
  const filtered = known.filter((t) => t.syscall_filter).length;
  const domainKnown = ran.filter((t) => t.task_domain !== null && t.task_domain !== undefined);
  const domained = domainKnown.filter((t) => t.task_domain).length;
  const parts = [
    `confinement: bwrap ${bwrap}/${ran.length}`,
    ...(known.length ? [`syscall filter ${filtered}/${known.length}`] : []),
    ...(domainKnown.length ? [`task domain ${domained}/${domainKnown.length}`] : []),
    guarded.length ? `guard loaded ${loaded}/${guarded.length}` : 'no guard',
    ...(recorded.length ? [`model record checked ${checked}/${recorded.length}`] : []),
  ];
  const warnings: string[] = [];
  const bare = ran.length - bwrap;
  if (bare) {
    warnings.push(
      `${bare} of ${ran.length} task(s) ran without an OS sandbox (no bwrap): ` +
        'only the guard, an early refusal an agent can get past, stood between the agent and this machine',
    );
  }
  const unfiltered = known.length - filtered;
  if (unfiltered) {
    warnings.push(
      `${unfiltered} of ${known.length} task(s) ran without the syscall filter (no supervisor: it needs the system python3 on Linux ` +
        'x64 or arm64): an agent could reach into cline with ptrace or pidfd_getfd; the model record still detects calls forged that way',
    );
  }
  // Under bwrap the PID namespace already hides every other process; the domain matters without it.
  const bareUndomained = domainKnown.filter((t) => !t.task_domain && t.confinement === 'none').length;
  if (bareUndomained) {
    warnings.push(
      `${bareUndomained} of ${domainKnown.length} task(s) ran without bwrap and without a Landlock domain of their own (Linux before 6.12, ` +
        'or no supervisor): their agents could signal, or read and write the memory of, other tasks and the harness',
    );
  }
  if (loaded < guarded.length) warnings.push(`the guard was armed but cline did not load it in ${guarded.length - loaded} task(s): those tasks are invalid`);
  if (checked < recorded.length) {
    const unchecked = recorded.length - checked;
    warnings.push(`${unchecked} task(s) used cline's own provider settings (provider = "user"): their tool calls were not checked against the model's replies`);
  }
  return { line: parts.join(', '), warnings };
}
