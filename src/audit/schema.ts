/**
 * The stray-writes audit report as zod schemas; the types are inferred from
 * them, and JSON Schemas can be generated from them.
 */
import { z } from 'zod';
import { FINDING_KINDS } from '../guard/finding.js';
import { DenialKindSchema } from '../transcript/schema.js';

export const AuditFindingSchema = z.strictObject({
  /** The tool call's ordinal in the transcript (0-based, subagents included). */
  ordinal: z.number().int(),
  tool: z.string(),
  /** The one shell command judged, for shell tools; null for file tools. */
  command: z.string().nullable(),
  /** The guard's judgement (write, unevaluable, install, remote, registry), or live_read for a read of the live skill. */
  kind: z.enum([...FINDING_KINDS, 'live_read']),
  /** The path or command the finding is about. */
  target: z.string(),
  reason: z.string(),
  /** How the run refused this call or command (guard, sandbox, ...); null when nothing refused it. */
  denied: DenialKindSchema.nullable(),
});

export const FS_CHANGE_KINDS = ['added', 'removed', 'changed'] as const;

/** One entry that differs between the snapshots taken before and after a run without bwrap. */
export const FsChangeSchema = z.strictObject({
  path: z.string(),
  change: z.enum(FS_CHANGE_KINDS),
  /** The tool call that explains it (a write it was judged to make, or a call naming the path or its parent); null: unattributed. */
  ordinal: z.number().int().nullable(),
  tool: z.string().nullable(),
});

/** What `dispatch` records of a run without bwrap (fs-changes.json): the walked dirs and the unattributed changes. */
export const FsChangesRecordSchema = z.strictObject({
  schema_version: z.literal(1),
  /** The dirs walked before and after: home, the agent's HOME, the env's parent, the system dirs it may write. */
  dirs: z.array(z.string()),
  /** Never recorded: the env, the scratch dir, cline's own data, the run's records, the harness's own temp and state dirs. */
  exclude: z.array(z.string()),
  /** Walked, but other processes write there too (temp dirs, tool caches): a change counts only when a tool call explains it. */
  shared: z.array(z.string()).default([]),
  /** Entries in the snapshot after the run. */
  entries: z.number().int(),
  /** Files in the snapshot after the run whose content was hashed (small ones, shallowest first, within a budget). */
  hashed: z.number().int().default(0),
  /** Dirs with more entries than the bound: not compared, and the run cannot be trusted (a suite task is invalid). */
  truncated: z.array(z.string()),
  /** Time both snapshots took. */
  snapshot_ms: z.number(),
  changes: z.array(FsChangeSchema.omit({ ordinal: true, tool: true })),
});

export const AuditReportSchema = z.strictObject({
  schema_version: z.literal(1),
  /** The events file audited; null when the transcript came from elsewhere. */
  transcript: z.string().nullable(),
  /** Where writes were allowed, symlinks resolved as far as they exist. */
  roots: z.array(z.string()).min(1),
  /** Where relative paths and commands start (the env). */
  cwd: z.string(),
  /** What `~` stands for in the transcript's paths and commands. */
  home: z.string(),
  /** The live skill source whose reads are reported; null when not given. */
  live_skill: z.string().nullable(),
  tool_calls: z.number().int(),
  /** Writes outside the roots. */
  violations: z.array(AuditFindingSchema),
  /** Package installs, git remote operations and package registry changes. */
  warnings: z.array(AuditFindingSchema),
  /** Reads of the live skill source instead of its staged copy. */
  live_source_reads: z.array(AuditFindingSchema),
  /**
   * Of the violations' `denied: "sandbox"`, those the audit inferred: a command that failed in a bwrap run
   * while writing outside, without the `Read-only file system` text (e.g. `history -w`, `curl --etag-save`).
   */
  inferred_sandbox_denials: z.number().int().default(0),
  /** The filesystem snapshots of a run without bwrap (what was walked, what was cut); null when none were taken. */
  fs_snapshot: FsChangesRecordSchema.omit({ changes: true }).nullable().default(null),
  /**
   * Every change outside the roots the snapshots saw, each a violation, attributed to a tool call where the transcript
   * explains it; in a shared dir only the explained ones.
   */
  outside_changes: z.array(FsChangeSchema).default([]),
  /** Changes in shared dirs (temp dirs, tool caches) that no tool call explains: other processes', not counted. */
  shared_unexplained: z.number().int().default(0),
});

export type AuditFinding = z.infer<typeof AuditFindingSchema>;
export type AuditReport = z.infer<typeof AuditReportSchema>;
export type FsChange = z.infer<typeof FsChangeSchema>;
export type FsChangesRecord = z.infer<typeof FsChangesRecordSchema>;
