import { z } from 'zod';
import { ShadowSchema } from '../shadow/schema.js';

export const DISPATCH_STATUSES = ['completed', 'error', 'timed_out', 'spawn_failed', 'interrupted'] as const;

/** What `<out>/dispatch-result.json` records about one task. */
export const DispatchResultSchema = z.object({
  task_id: z.string(),
  status: z.enum(DISPATCH_STATUSES),
  /** True when a completed earlier result was kept instead of running again. */
  skipped: z.boolean(),
  /** cline's exit code, or the signal that ended it: SIGKILL when the harness ended it after its run (`ended_after_result`). */
  exit_code: z.number().int().nullable(),
  signal: z.string().nullable(),
  /**
   * Whether the harness ended cline once its `run_result` line was in (the `--json` transport), instead of waiting
   * about a second, and over a CPU-second, for it to exit by itself: the status then follows `finish_reason` alone.
   */
  ended_after_result: z.boolean().default(false),
  error: z.string().nullable(),
  cline_bin: z.string().nullable(),
  cline_version: z.string().nullable(),
  /** Where the model settings came from: the user's own cline configuration, or an isolated data dir. */
  provider: z.enum(['user', 'isolated']),
  model: z.string().nullable(),
  finish_reason: z.string().nullable(),
  started_at: z.string(),
  duration_ms: z.number().int(),
  timeout_s: z.number().nullable(),
  /** cline's argv after the binary; the prompt is shortened to its first line. */
  argv: z.array(z.string()),
  /** The OS sandbox the run had. */
  sandbox: z.enum(['bwrap', 'none']),
  /** The plugin guard's state before the run (`armed`, `not_armed`, `expired`, …); null when cline never started. */
  guard: z.string().nullable(),
  /** Whether cline loaded the armed guard plugin (its load line after the run started); null when not armed or the run was cut before. */
  guard_loaded: z.boolean().nullable().default(null),
  /** Skills named like a staged one in other roots cline reads (the shadow preflight). */
  shadows: z.array(ShadowSchema),
  /** How cline was driven: one `--json` run, or an ACP session. */
  transport: z.enum(['json', 'acp']).default('json'),
  /** The ACP session id (what `converse --resume` takes); null for `--json` runs, which have none. */
  session_id: z.string().nullable().default(null),
  /** Processes of the run still alive when cline ended (daemons), killed by PID by the harness. */
  leftover_processes: z.number().int().default(0),
  /** Their command names. */
  leftover_names: z.array(z.string()).default([]),
  /**
   * How the run's processes were ended: `reaped` by the harness's supervisor (a child subreaper: nothing started in
   * the run escapes it), `lost` when that supervisor was killed or stopped during the run, `unavailable` without one
   * (no system python3): leftovers were then found by run token and session only. Null when cline never ran.
   */
  reaper: z.enum(['reaped', 'lost', 'unavailable']).nullable().default(null),
  /**
   * Whether cline and everything it started ran under the supervisor's syscall filter: no ptrace, process_vm_readv,
   * process_vm_writev or pidfd_getfd, so an agent's command cannot take cline's stdout or change its memory that way.
   * Null when cline never ran, or the supervisor never reported (no system python3, or it was killed).
   */
  syscall_filter: z.boolean().nullable().default(null),
  /**
   * Whether cline and everything it started ran in a Landlock domain of their own (Linux 6.12 and later): nothing in it
   * can signal, ptrace or open /proc/PID/mem of a process outside it (the supervisor, the harness, other tasks). Null
   * when cline never ran, or the supervisor never reported.
   */
  task_domain: z.boolean().nullable().default(null),
  /**
   * Records the harness writes from cline's pipes (events, stderr) that something else changed during the run
   * (possible only without bwrap); each was put back to what cline printed, and a suite task is invalid.
   */
  rewritten_records: z.array(z.string()).default([]),
  /**
   * Records that reached the harness's size cap (cline's stdout or stderr, the ACP log): the rest was dropped and the
   * run stopped; a suite task is invalid. Memory stays bounded whatever the output.
   */
  capped_records: z.array(z.object({ file: z.string(), cap_bytes: z.number().int(), dropped_bytes: z.number().int() })).default([]),
  /** Things the user should know about this run (e.g. no sandbox was available). */
  notes: z.array(z.string()),
  paths: z.object({
    env: z.string(),
    out: z.string(),
    events: z.string(),
    stderr: z.string(),
    transcript: z.string(),
    final_message: z.string(),
  }),
});
export type DispatchResult = z.infer<typeof DispatchResultSchema>;
export type DispatchStatus = DispatchResult['status'];

export const DispatchSummarySchema = z.object({
  total: z.number().int(),
  by_status: z.record(z.string(), z.number().int()),
  skipped: z.number().int(),
  duration_ms: z.number().int(),
  results: z.array(DispatchResultSchema),
});
export type DispatchSummary = z.infer<typeof DispatchSummarySchema>;
