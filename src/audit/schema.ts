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
});

export type AuditFinding = z.infer<typeof AuditFindingSchema>;
export type AuditReport = z.infer<typeof AuditReportSchema>;
