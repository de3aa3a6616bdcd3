/**
 * The guard's files as zod schemas: the marker the plugin reads, the denial
 * log it appends to, and the guard-denials.json report `guard collect` writes.
 * Types are inferred from these, and JSON Schemas can be generated from them.
 */
import { z } from 'zod';

const AbsolutePath = z.string().refine((p) => p.startsWith('/'), 'must be an absolute path');

/** Tool names by role, copied from the descriptor at arm time so the plugin needs no descriptor. */
export const GuardToolsSchema = z.strictObject({
  write: z.array(z.string().min(1)),
  patch: z.array(z.string().min(1)),
  shell: z.array(z.string().min(1)),
});

/** What teardown needs to leave the env as it was before arming. */
export const GuardRestoreSchema = z.strictObject({
  /** Directories arm created, relative to the env, outermost first. */
  created_dirs: z.array(z.string()),
  /** A copy of the plugin file that was there before arming, kept in the state dir. */
  backup: AbsolutePath.nullable(),
  /** Permission bits of that file. */
  backup_mode: z.number().int().nullable(),
  /** The env's .git/info/exclude before arm added the plugin directory to it; null when it was absent. */
  git_exclude: z
    .strictObject({ file: AbsolutePath, original: z.string().nullable() })
    .nullable(),
  /** Arm wrote the package.json beside the plugin (there was none); teardown removes it while it is still arm's. */
  package_json: z.boolean().default(false),
});

/**
 * The marker: lives outside the env (under the state dir), where the agent
 * cannot reach it; the plugin finds it through a path written into the plugin
 * at arm time.
 */
export const GuardMarkerSchema = z.strictObject({
  schema_version: z.literal(1),
  /** The env, symlinks resolved. */
  env: AbsolutePath,
  /** Where writes are allowed, symlinks resolved; the env comes first. */
  roots: z.array(AbsolutePath).min(1),
  plugin_file: AbsolutePath,
  denial_log: AbsolutePath,
  armed_at: z.iso.datetime(),
  /** null: never expires. */
  expires_at: z.iso.datetime().nullable(),
  tools: GuardToolsSchema,
  /** Every refusal starts with this (the descriptor's guard.reason_prefix). */
  reason_prefix: z.string().min(1),
  restore: GuardRestoreSchema,
});

/** One line of the denial log (JSON Lines), appended by the plugin for every block. */
export const DenialLogEntrySchema = z.strictObject({
  ts: z.iso.datetime(),
  tool: z.string(),
  /** The call id when cline passes one to the hook. */
  tool_call_id: z.string().nullable(),
  reason: z.string(),
  /** The path or command the refusal is about. */
  target: z.string().nullable(),
  input: z.unknown(),
});

/** A tool call as `guard decide` reads it. */
export const ToolCallSchema = z.looseObject({
  toolName: z.string().min(1),
  input: z.unknown(),
});

export const DecisionSchema = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('allow') }),
  z.strictObject({ decision: z.literal('block'), reason: z.string() }),
]);

/** guard-denials.json: the logged denials, each checked against the transcript's guard denials. */
export const GuardDenialsReportSchema = z.strictObject({
  schema_version: z.literal(1),
  env: z.string(),
  denial_log: z.string(),
  transcript: z.string(),
  denials: z.array(
    DenialLogEntrySchema.extend({
      /** Ordinal of the matching transcript tool call; null when the transcript has no such denial. */
      transcript_ordinal: z.number().int().nullable(),
    }),
  ),
  /** Guard denials in the transcript that the log does not hold. */
  unlogged: z.array(z.strictObject({ tool: z.string(), ordinal: z.number().int(), reason: z.string() })),
  check: z.strictObject({
    /** True when every logged denial is in the transcript and every transcript guard denial is logged. */
    ok: z.boolean(),
    logged: z.number().int(),
    matched: z.number().int(),
    missing_from_transcript: z.number().int(),
    missing_from_log: z.number().int(),
  }),
});

export type GuardTools = z.infer<typeof GuardToolsSchema>;
export type GuardMarker = z.infer<typeof GuardMarkerSchema>;
export type DenialLogEntry = z.infer<typeof DenialLogEntrySchema>;
export type ToolCall = z.infer<typeof ToolCallSchema>;
export type Decision = z.infer<typeof DecisionSchema>;
export type GuardDenialsReport = z.infer<typeof GuardDenialsReportSchema>;
